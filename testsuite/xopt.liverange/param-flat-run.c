/* A[i*n + j] on 1-D restrict pointers, and a row pointer taken once per
   outer iteration (`double *row = &C[i * n]', as PRE leaves it): both are
   affine in (i, j) with the parameter n, the flat one once j is proved
   within its row.  */
/* { dg-do run } */
/* { dg-options "-fno-inline -fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-loops=outermost" } */

extern void abort (void);

#define MAXN 48

__attribute__ ((noinline)) void
flat (int n, double *restrict C, const double *restrict A)
{
  double t[MAXN];
  for (int i = 0; i < n; i++) /* { dg-optimized "loop made parallel: \[1-9\]\[0-9\]* false dependences removed" } */
    {
      double *row = &C[i * n];
      for (int j = 0; j < n; j++)
	t[j] = A[i * n + j] - 1.0;
      for (int j = 0; j < n; j++)
	row[j] = t[j] * t[n - 1 - j];
    }
}

__attribute__ ((noinline, optimize ("tree-parallelize-loops=1"))) void
flat_serial (int n, double *C, const double *A)
{
  double t[MAXN];
  for (int i = 0; i < n; i++)
    {
      double *row = &C[i * n];
      for (int j = 0; j < n; j++)
	t[j] = A[i * n + j] - 1.0;
      for (int j = 0; j < n; j++)
	row[j] = t[j] * t[n - 1 - j];
    }
}

static double a[MAXN * MAXN], c[MAXN * MAXN], rc[MAXN * MAXN];

int
main (void)
{
  int sizes[] = { MAXN, 1, 2, 0, 17 };
  for (unsigned k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
    {
      volatile int n = sizes[k];
      for (int x = 0; x < MAXN * MAXN; x++)
	{
	  a[x] = x % 9;
	  c[x] = rc[x] = 5.0;
	}
      flat (n, c, a);
      flat_serial (n, rc, a);
      for (int x = 0; x < MAXN * MAXN; x++)
	if (c[x] != rc[x])
	  abort ();
    }
  return 0;
}

/* { dg-final { scan-remarks "optimized: parallelizing outer loop" } } */
