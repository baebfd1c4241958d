/* The last value of a scalar computed in the loop, whose input the loop
   overwrites afterwards in the same iteration: evaluating the expression
   again after the loop would read the new x[i].  With expansion disabled
   the loop is refused; it is never substituted.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-expand=0 -fplugin-arg-xopt_liverange-loops=outermost" } */

#define N 64
double a[N][N], b[N][N], x[N];
double s;

void
f (void)
{
  for (int i = 0; i < N; i++) /* { dg-missed "loop not parallel: live-range conflict on \[^ \]+ not repairable: live out of the loop, expansion disabled" } */
    {
      s = x[i] * 2.0;
      for (int j = 0; j < N; j++)
	b[i][j] = a[i][j] * s;
      x[i] = 0.0;
    }
}

/* { dg-final { scan-remarks-not "loop made parallel" } } */
