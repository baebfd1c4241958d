/* An indirect subscript: refused with a reason.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-loops=outermost" } */

#define N 100
double b[N][N], y[N][N];
int idx[N];

void
f (void)
{
  for (int i = 0; i < N; i++) /* { dg-missed "loop not parallel: non-affine access b\\\[_\[0-9\]+\\\]" } */
    for (int j = 0; j < N; j++)
      b[idx[i]][j] = y[i][j] * 2.0;
}

/* { dg-final { scan-remarks-not "loop made parallel" } } */
