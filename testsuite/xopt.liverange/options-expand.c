/* expand=0: a conflict that only expansion repairs is left alone.  The
   reads of tmp cannot take its defining expression again: the second loop
   overwrites a[i][N-1-j] before tmp[N-1-j] is read (for j > N/2).  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-expand=0 -fplugin-arg-xopt_liverange-dump -fplugin-arg-xopt_liverange-loops=outermost" } */

#define N 96
double a[N][N], c[N][N];

void
f (void)
{
  double tmp[N];
  for (int i = 0; i < N; i++) /* { dg-missed "loop not parallel: live-range conflict on tmp not repairable: not substitutable and expansion disabled" } */
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
/* { dg-final { scan-tree-dump "input written before the use: " xopt_liverange } } */
