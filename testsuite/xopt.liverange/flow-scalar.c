/* A temporary that carries a value from one outer iteration to the next
   (it is read before it is written): a true flow dependence.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-loops=outermost" } */

#define N 100
double a[N][N], b[N][N];

void
f (int n)
{
  double t[N + 1];
  t[n] = 0.0;
  for (int i = 0; i < N; i++) /* { dg-missed "loop not parallel: (flow dependence S\[0-9\]+ -> S\[0-9\]+|loop-carried scalar)" } */
    {
      for (int j = 0; j < N; j++)
	b[i][j] = a[i][j] + t[n];
      t[n] = b[i][0];
    }
}

/* { dg-final { scan-remarks-not "loop made parallel" } } */
