/* Array parameters that must stay serial: a true flow dependence through
   a restrict parameter (each row reads the previous one), a recurrence in
   a decreasing loop whose offsets GCC computes with wrapped unsigned
   constants (2^64 - 8 per step).  Parameters without restrict that may
   overlap are versioned on a run-time check (version-*.c).  */
/* { dg-do compile } */
/* { dg-options "-fno-inline -fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-loops=outermost" } */

#define N 64

void
flow (int n, double A[restrict N][N], double B[restrict N][N])
{
  for (int i = 1; i < n; i++) /* { dg-missed "loop not parallel: flow dependence" } */
    for (int j = 0; j < N; j++)
      A[i][j] = A[i - 1][j] + B[i][j];
}

void
down (int n, double *restrict x)
{
  for (int i = n - 2; i >= 0; i--) /* { dg-missed "loop not parallel: flow dependence" } */
    x[i] = x[i + 1] * 0.5 + x[i];
}

/* { dg-final { scan-remarks-not "optimized: loop made parallel" } } */
