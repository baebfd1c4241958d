/* -floop-parallelize-all without -floop-nest-optimize: Graphite would
   regenerate every loop nest with the identity schedule for the sake of
   its parallel marks, and its code (128-bit counters, `(int)'
   subscripts) is slower than -O2's even where nothing runs in parallel.
   The plugin decides the parallel loops itself and keeps Graphite's pass
   off the function (a missed remark once per compilation): the recurrence stays
   serial with -O2's code, the loop blocked only by a temporary row is
   made parallel on the original code.  Both are checked against a serial
   build.  */
/* { dg-do run } */
/* { dg-options "-fno-inline -floop-parallelize-all -fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-dump -fdump-tree-optimized" } */

extern void abort (void);

#define N 120

__attribute__ ((noinline)) void
sweep (int n, double A[restrict N][N], const double B[restrict N][N])
{
  for (int i = 1; i < n; i++) /* { dg-missed "loop not parallel: flow dependence" } */
    for (int j = 1; j < n; j++)
      A[i][j] = 0.5 * (A[i - 1][j] + A[i - 1][j - 1]) + B[i][j];
}

__attribute__ ((noinline)) void
mirror (int n, double C[restrict N][N], const double A[restrict N][N])
{
  double t[N];
  for (int i = 0; i < n; i++) /* { dg-optimized "loop made parallel" } */
    {
      for (int j = 0; j < n; j++)
	t[j] = 2.0 * A[i][j];
      for (int j = 0; j < n; j++)
	C[i][j] = t[n - 1 - j] - t[j];
    }
}

__attribute__ ((noinline, optimize ("tree-parallelize-loops=1",
				    "no-loop-parallelize-all"))) void
sweep_serial (int n, double A[N][N], const double B[N][N])
{
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n; j++)
      A[i][j] = 0.5 * (A[i - 1][j] + A[i - 1][j - 1]) + B[i][j];
}

__attribute__ ((noinline, optimize ("tree-parallelize-loops=1",
				    "no-loop-parallelize-all"))) void
mirror_serial (int n, double C[N][N], const double A[N][N])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i][j] = 2.0 * A[i][n - 1 - j] - 2.0 * A[i][j];
}

static double a[N][N], b[N][N], c[N][N], ra[N][N], rc[N][N];

static void
check (int n)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	a[i][j] = ra[i][j] = (i + 2 * j) % 5 - 2;
	b[i][j] = (i * j) % 7;
	c[i][j] = rc[i][j] = -1;
      }
  sweep (n, a, b);
  sweep_serial (n, ra, b);
  mirror (n, c, a);
  mirror_serial (n, rc, ra);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      if (a[i][j] != ra[i][j] || c[i][j] != rc[i][j])
	abort ();
}

int
main (void)
{
  static const int sizes[] = { 0, 1, 2, 3, 61, N };
  for (unsigned k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
    {
      volatile int n = sizes[k];
      check (n);
    }
  return 0;
}

/* { dg-final { scan-remarks "missed: Graphite's code generation kept off: xopt_liverange decides the parallel loops of -floop-parallelize-all" } } */
/* { dg-final { scan-tree-dump "Graphite's pass skipped" xopt_liverange_graphite_off } } */
/* No 128-bit (x86-64) or 64-bit (ARM) counters of Graphite's code
   generation in the parallel build.  */
/* { dg-final { scan-tree-dump-not "__int128|long long" optimized } } */
/* { dg-final { scan-remarks-not "loop nest optimized" } } */
