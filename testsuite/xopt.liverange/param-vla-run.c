/* VLA parameters `int n, int m, double A[n][m]': the row length is a
   parameter of the model (the address is n-strided), the cell is [i, j]
   once j is proved within its row.  A local temporary row is refilled by
   every i iteration and read in reverse.  */
/* { dg-do run } */
/* { dg-options "-fno-inline -fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-loops=outermost" } */

extern void abort (void);

#define MAXM 64

__attribute__ ((noinline)) void
rows (int n, int m, double C[restrict n][m], double A[restrict n][m])
{
  double t[MAXM];
  for (int i = 0; i < n; i++) /* { dg-optimized "loop made parallel: \[1-9\]\[0-9\]* false dependences removed" } */
    {
      for (int j = 0; j < m; j++)
	t[j] = A[i][j] * 2.0;
      for (int j = 0; j < m; j++)
	{
	  C[i][j] = t[j] + t[m - 1 - j];
	  A[i][j] = 1.0;
	}
    }
}

__attribute__ ((noinline, optimize ("tree-parallelize-loops=1"))) void
rows_serial (int n, int m, double C[n][m], double A[n][m])
{
  double t[MAXM];
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < m; j++)
	t[j] = A[i][j] * 2.0;
      for (int j = 0; j < m; j++)
	{
	  C[i][j] = t[j] + t[m - 1 - j];
	  A[i][j] = 1.0;
	}
    }
}

static double a[90 * 50], c[90 * 50], ra[90 * 50], rc[90 * 50];

int
main (void)
{
  int sizes[][2] = { { 90, 50 }, { 1, 1 }, { 3, 64 }, { 0, 5 }, { 7, 0 } };
  for (unsigned k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
    {
      volatile int n = sizes[k][0], m = sizes[k][1];
      for (int x = 0; x < 90 * 50; x++)
	{
	  a[x] = ra[x] = x % 13 - 4;
	  c[x] = rc[x] = -1.0;
	}
      rows (n, m, (double (*)[m]) c, (double (*)[m]) a);
      rows_serial (n, m, (double (*)[m]) rc, (double (*)[m]) ra);
      for (int x = 0; x < 90 * 50; x++)
	if (a[x] != ra[x] || c[x] != rc[x])
	  abort ();
    }
  return 0;
}

/* { dg-final { scan-remarks "optimized: parallelizing outer loop" } } */
