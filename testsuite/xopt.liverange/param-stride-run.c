/* A sub-matrix of a wider array on a 1-D pointer: n rows of n elements
   used, rows of m elements in memory (m a run-time parameter), indexed
   A[i*m + j].  The cell [i, j] is exact only when j < n <= m; the loop
   is versioned on that run-time condition.  Called with m > n (a
   sub-matrix), m == n (adjacent rows), the parallel copy runs; with
   m < n the rows overlap (row i+1 starts inside row i), the loops carry
   real dependences and the unchanged serial copy must run.  Each result
   is checked against a serial build of the same function.  */
/* { dg-do run } */
/* { dg-options "-fno-inline -fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-loops=outermost" } */

extern void abort (void);

#define MAXN 24
#define SPAN (MAXN * (MAXN + 3))

/* Reverse each row in place through a temporary row.  */

__attribute__ ((noinline)) void
reverse_rows (int n, int m, double *restrict B)
{
  double t[MAXN];
  for (int i = 0; i < n; i++) /* { dg-optimized "loop made parallel: \[1-9\]\[0-9\]* false dependences removed \\(\[^)\]*\\) \\(versioned on a run-time overlap check\\)" } */
    {
      for (int j = 0; j < n; j++)
	t[j] = B[i * m + j] * 0.5;
      for (int j = 0; j < n; j++)
	B[i * m + j] = t[n - 1 - j] + 1.0;
    }
}

__attribute__ ((noinline, optimize ("tree-parallelize-loops=1"))) void
reverse_rows_serial (int n, int m, double *restrict B)
{
  double t[MAXN];
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < n; j++)
	t[j] = B[i * m + j] * 0.5;
      for (int j = 0; j < n; j++)
	B[i * m + j] = t[n - 1 - j] + 1.0;
    }
}

/* Two arrays with the same row length, the source read through a
   temporary row.  */

__attribute__ ((noinline)) void
mirror_rows (int n, int m, double *restrict C, const double *restrict A)
{
  double t[MAXN];
  for (int i = 0; i < n; i++) /* { dg-optimized "loop made parallel: \[1-9\]\[0-9\]* false dependences removed \\(\[^)\]*\\) \\(versioned on a run-time overlap check\\)" } */
    {
      for (int j = 0; j < n; j++)
	t[j] = A[i * m + j] + C[i * m + j];
      for (int j = 0; j < n; j++)
	C[i * m + j] = t[n - 1 - j] * 2.0;
    }
}

__attribute__ ((noinline, optimize ("tree-parallelize-loops=1"))) void
mirror_rows_serial (int n, int m, double *restrict C,
		    const double *restrict A)
{
  double t[MAXN];
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < n; j++)
	t[j] = A[i * m + j] + C[i * m + j];
      for (int j = 0; j < n; j++)
	C[i * m + j] = t[n - 1 - j] * 2.0;
    }
}

static double b[SPAN], rb[SPAN], a[SPAN];

static void
fill (void)
{
  for (int x = 0; x < SPAN; x++)
    {
      a[x] = x % 11 - 3.0;
      b[x] = rb[x] = x % 7 + 0.25;
    }
}

static void
compare (void)
{
  for (int x = 0; x < SPAN; x++)
    if (b[x] != rb[x])
      abort ();
}

int
main (void)
{
  /* m >= n: disjoint rows (the parallel copy); m < n: overlapping rows
     (the serial copy); n = 0 and 1 at the boundaries.  */
  static const int sizes[][2] = {
    { MAXN, MAXN + 3 }, { MAXN, MAXN }, { 17, 20 }, { 1, 1 }, { 0, 5 },
    { MAXN, MAXN - 1 }, { MAXN, 7 }, { 9, 1 }, { 5, 0 }, { 2, 1 }
  };
  for (unsigned k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
    {
      volatile int n = sizes[k][0], m = sizes[k][1];
      fill ();
      reverse_rows (n, m, b);
      reverse_rows_serial (n, m, rb);
      compare ();
      fill ();
      mirror_rows (n, m, b, a);
      mirror_rows_serial (n, m, rb, a);
      compare ();
    }
  return 0;
}

/* { dg-final { scan-remarks "optimized: parallelizing outer loop" } } */
