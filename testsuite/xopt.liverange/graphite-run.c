/* With Graphite's -floop-parallelize-all: Graphite refuses the loop (the
   false dependences on tmp), the plugin, placed after Graphite, repairs it
   and parloops parallelizes it.  */
/* { dg-do run } */
/* { dg-options "-floop-parallelize-all -fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-graphite=1" } */

extern void abort (void);

#define N 96
double a[N][N], c[N][N];

__attribute__ ((noinline)) void
f (void)
{
  double tmp[N];
  for (int i = 0; i < N; i++)
    {
      for (int j = 0; j < N; j++)
	tmp[j] = a[i][j] * 2.0;
      for (int j = 0; j < N; j++)
	c[i][j] = tmp[j] + tmp[N - 1 - j];
    }
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = i * 3 - j;
  f ();
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      if (c[i][j] != a[i][j] * 2.0 + a[i][N - 1 - j] * 2.0)
	abort ();
  return 0;
}

/* Graphite's regenerated loops carry no location: the remark is at the
   function.  */
/* { dg-final { scan-remarks "optimized: loop made parallel: \[1-9\]\[0-9\]* false dependences removed \\(forward-substituted 2, expanded 0, 0 bytes\\)" } } */
/* { dg-final { scan-remarks "optimized: parallelizing outer loop" } } */
