/* The outer loop carries a true dependence; its inner loop is parallel
   but holds a few statements per outer iteration: a parallel region per
   outer iteration would cost more than it saves, so it stays serial.  An
   inner loop nest with enough work per region is parallelized.  */
/* { dg-do compile } */
/* { dg-options "-fno-inline -fopt-info-loop-optimized-missed" } */

#define N 200

void
small (int n, double A[restrict N][N], double B[restrict N][N])
{
  for (int i = 1; i < n; i++) /* { dg-missed "loop not parallel: flow dependence" } */
    for (int j = 0; j < n; j++) /* { dg-missed "loop not parallel: an inner loop with too little work per parallel region" } */
      A[i][j] = A[i - 1][j] + B[i][j];
}

void
large (double A[restrict N][N][N], double B[restrict N][N][N])
{
  for (int t = 1; t < N; t++) /* { dg-missed "loop not parallel: flow dependence" } */
    for (int i = 0; i < N; i++) /* { dg-optimized "loop made parallel: 0 false dependences removed" } */
      for (int j = 0; j < N; j++)
	A[t][i][j] = A[t - 1][i][j] * 0.5 + B[t][i][j];
}

/* { dg-final { scan-remarks-not "parallelizing inner loop 2" } } */
