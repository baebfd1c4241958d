/* Array parameters without restrict (VLA rows, and a flat array indexed
   i*n + j): C may overlap A.  The loop is
   parallel when they do not (its temporary row t is forward-substituted:
   each C[i][j] reads A again), so it is versioned on a run-time check
   that the bytes the loop writes through C and reads through A do not
   overlap (the row length m is a run-time parameter, so is the range).
   Called with disjoint arrays (also adjacent: C starting right
   after A's last element, and A right after C's), the parallel copy runs;
   with overlapping ones (the same array, one row apart, one element in
   common at either end), the unchanged serial copy runs.  Each result is
   checked against a serial build of the same function on its own copy of
   the memory.  With C == A the substituted loop itself would read values
   it already overwrote, so a missing or wrong check gives wrong results
   even on one thread.  */
/* { dg-do run } */
/* { dg-options "-fno-inline -fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-loops=outermost" } */

extern void abort (void);

#define MAXN 24
#define SPAN (MAXN * MAXN)

/* Rows of m elements: VLA parameters.  */

__attribute__ ((noinline)) void
mirror (int n, int m, double C[n][m], const double A[n][m])
{
  double t[MAXN];
  for (int i = 0; i < n; i++) /* { dg-optimized "loop made parallel: \[1-9\]\[0-9\]* false dependences removed \\(\[^)\]*\\) \\(versioned on a run-time overlap check\\)" } */
    {
      for (int j = 0; j < m; j++)
	t[j] = A[i][j] * 2.0;
      for (int j = 0; j < m; j++)
	C[i][j] = t[m - 1 - j] + 1.0;
    }
}

__attribute__ ((noinline, optimize ("tree-parallelize-loops=1"))) void
mirror_serial (int n, int m, double C[n][m], const double A[n][m])
{
  double t[MAXN];
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < m; j++)
	t[j] = A[i][j] * 2.0;
      for (int j = 0; j < m; j++)
	C[i][j] = t[m - 1 - j] + 1.0;
    }
}

/* Flat square arrays indexed i*n + j.  */

__attribute__ ((noinline)) void
mirror_flat (int n, double *C, const double *A)
{
  double t[MAXN];
  for (int i = 0; i < n; i++) /* { dg-optimized "loop made parallel: \[1-9\]\[0-9\]* false dependences removed \\(\[^)\]*\\) \\(versioned on a run-time overlap check\\)" } */
    {
      for (int j = 0; j < n; j++)
	t[j] = A[i * n + j] * 2.0;
      for (int j = 0; j < n; j++)
	C[i * n + j] = t[n - 1 - j] + 1.0;
    }
}

__attribute__ ((noinline, optimize ("tree-parallelize-loops=1"))) void
mirror_flat_serial (int n, double *C, const double *A)
{
  double t[MAXN];
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < n; j++)
	t[j] = A[i * n + j] * 2.0;
      for (int j = 0; j < n; j++)
	C[i * n + j] = t[n - 1 - j] + 1.0;
    }
}

static double buf[3 * SPAN], ref[3 * SPAN];

static void
init (void)
{
  for (int x = 0; x < 3 * SPAN; x++)
    buf[x] = ref[x] = x % 13 - 6;
}

static void
compare (void)
{
  for (int x = 0; x < 3 * SPAN; x++)
    if (buf[x] != ref[x])
      abort ();
}

/* Run each kernel and its serial build on A at the middle of the buffers
   and C at A + OFFSET elements.  */

static void
run (int n, int m, long offset)
{
  double *c = buf + SPAN + offset, *a = buf + SPAN;
  double *rc = ref + SPAN + offset, *ra = ref + SPAN;
  init ();
  mirror (n, m, (double (*)[m]) c, (const double (*)[m]) a);
  mirror_serial (n, m, (double (*)[m]) rc, (const double (*)[m]) ra);
  compare ();
  if (n != m)
    return;
  init ();
  mirror_flat (n, c, a);
  mirror_flat_serial (n, rc, ra);
  compare ();
}

int
main (void)
{
  int sizes[][2] = { { MAXN, MAXN }, { 17, 5 }, { 1, 1 }, { 2, 3 },
		     { 0, 4 }, { 5, 0 }, { 7, 7 }, { 2, 2 }, { 1, 6 } };
  for (unsigned k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
    {
      volatile int n = sizes[k][0], m = sizes[k][1];
      long size = (long) n * m;
      /* Disjoint: far apart, adjacent either way.  */
      run (n, m, SPAN);
      run (n, m, -SPAN);
      run (n, m, size);
      run (n, m, -size);
      /* Overlapping: the same array, one row apart, one element in
	 common at either end.  */
      run (n, m, 0);
      run (n, m, m);
      run (n, m, -m);
      if (size > 0)
	{
	  run (n, m, size - 1);
	  run (n, m, 1 - size);
	}
    }
  return 0;
}
