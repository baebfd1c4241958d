/* A true flow dependence carried by the outer loop: it stays serial.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-dump -fplugin-arg-xopt_liverange-loops=outermost" } */

#define N 100
double b[N][N];

void
f (void)
{
  for (int i = 1; i < N; i++) /* { dg-missed "loop not parallel: flow dependence S\[0-9\]+ -> S\[0-9\]+" } */
    for (int j = 0; j < N; j++)
      b[i][j] = b[i - 1][j] + 1.0;
}

/* { dg-final { scan-remarks-not "loop made parallel" } } */
/* { dg-final { scan-remarks-not "parallelizing outer loop" } } */
/* { dg-final { scan-tree-dump "flow dependences carried by c0: .*S\[0-9\]+\\\[c0, c1\\\] -> S\[0-9\]+\\\[c0' = 1 \\+ c0" xopt_liverange } } */
