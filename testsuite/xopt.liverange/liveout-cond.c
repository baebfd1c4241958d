/* A scalar whose last value is used after the loop but which not every
   iteration computes: its last value cannot be found by expansion.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-loops=outermost" } */

#define N 100
double a[N][N], b[N][N];

double
f (void)
{
  double t[2];
  t[0] = 0.0;
  for (int i = 0; i < N; i++) /* { dg-missed "loop not parallel: " } */
    {
      if (i & 1)
	t[0] = a[i][0];
      for (int j = 0; j < N; j++)
	b[i][j] = a[i][j] * 3.0;
    }
  return t[0];
}

/* { dg-final { scan-remarks-not "loop made parallel" } } */
