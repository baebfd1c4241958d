/* max-bytes bounds the memory of expansion: the private copies of the
   row (one per thread, two threads) would need 1536 bytes; substitution
   is not legal (a[i][N-1-j] changes before tmp[N-1-j] is read).  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-max-bytes=1024 -fplugin-arg-xopt_liverange-loops=outermost" } */

#define N 96
double a[N][N], c[N][N];

void
f (void)
{
  double tmp[N];
  for (int i = 0; i < N; i++) /* { dg-missed "loop not parallel: live-range conflict on tmp not repairable: private copies need 1536 bytes, more than max-bytes=1024" } */
    {
      for (int j = 0; j < N; j++)
	tmp[j] = a[i][j] * 2.0;
      for (int j = 0; j < N; j++)
	{
	  c[i][j] = tmp[j] + tmp[N - 1 - j];
	  a[i][j] = 1.0;
	}
    }
}

/* { dg-final { scan-remarks-not "loop made parallel" } } */
