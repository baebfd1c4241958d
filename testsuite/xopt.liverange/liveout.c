/* A temporary array that is read after the function (a global): every
   outer iteration refills it, and the last iteration's contents must
   survive.  Expanding a whole array for its last value is not done: the
   loop is refused.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-loop-optimized-missed" } */

#define N 100
double a[N][N], c[N][N], tmp[N];

void
f (void)
{
  for (int i = 0; i < N; i++) /* { dg-missed "loop not parallel: live-range conflict on tmp not repairable: live out of the loop" } */
    {
      for (int j = 0; j < N; j++)
	tmp[j] = a[i][j] * 2.0;
      for (int j = 0; j < N; j++)
	c[i][j] = tmp[j] + tmp[N - 1 - j];
    }
}

/* { dg-final { scan-remarks-not "loop made parallel" } } */
