/* A temporary row live after the loop (a global) of which the last
   iteration writes only a part: the other cells keep the values of
   earlier iterations, which private copies would lose.  Refused.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-loops=outermost" } */

#define N 100
double a[N][N], c[N][N], tmp[N];

void
f (void)
{
  for (int i = 0; i < N; i++) /* { dg-missed "loop not parallel: live-range conflict on tmp not repairable: live out of the loop and the last iteration does not write every cell" } */
    {
      for (int j = i; j < N; j++)
	tmp[j] = a[i][j] * 2.0;
      for (int j = i; j < N; j++)
	c[i][j] = tmp[j] + 1.0;
    }
}

/* { dg-final { scan-remarks-not "loop made parallel" } } */
