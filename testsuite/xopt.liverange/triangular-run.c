/* A triangular nest (j from i to N-1) as Graphite regenerates it: the
   inner loop's count is MAX_EXPR <N - 1 - i, 0>, its guard a compared
   boolean, its subscripts (int) of 128-bit counters.  The model takes the
   maximum as a disjunction and proves the narrowing conversions exact;
   the outer loop carries no dependence that GCC's own test can rule out,
   but the exact analysis can (c[i][j] and c[j][i] are written once).  */
/* { dg-do run } */
/* { dg-options "-floop-parallelize-all -fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-dump -fplugin-arg-xopt_liverange-graphite=1" } */

extern void abort (void);

#define N 70
#define K 40
double a[K][N], c[N][N];

__attribute__ ((noinline)) void
f (void)
{
  for (int i = 0; i < N; i++)
    for (int j = i; j < N; j++)
      {
	double s = 0.0;
	for (int k = 0; k < K; k++)
	  s += a[k][i] * a[k][j];
	c[i][j] = s;
	c[j][i] = s;
      }
}

int
main (void)
{
  for (int k = 0; k < K; k++)
    for (int i = 0; i < N; i++)
      a[k][i] = (k * 3 + i) % 7 - 3;
  f ();
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	double s = 0.0;
	for (int k = 0; k < K; k++)
	  s += a[k][i] * a[k][j];
	if (c[i][j] != s)
	  abort ();
      }
  return 0;
}

/* Graphite's regenerated loops carry no location: the remarks are at the
   function.  */
/* { dg-final { scan-remarks "optimized: loop made parallel: 0 false dependences removed \\(forward-substituted 0, expanded 0, 0 bytes\\)" } } */
/* { dg-final { scan-remarks "optimized: parallelizing outer loop" } } */
/* The domain of the inner loop's statements: c1 <= 69 - c0, or c1 = 0.  */
/* { dg-final { scan-tree-dump "domain: . .*S\[0-9\]+\\\[c0, c1\\\] : 0 <= c0 <= 69 and 0 <= c1 <= 69 - c0; S\[0-9\]+\\\[c0, c1 = 0\\\] : 0 <= c0 <= 69" xopt_liverange } } */
