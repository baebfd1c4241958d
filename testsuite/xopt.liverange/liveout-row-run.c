/* A temporary row that is live after the loop (a global): every outer
   iteration refills it, and the last iteration's contents must survive.
   The iterations work on private copies, the last one on TMP itself, which
   it writes completely.  (The reads could take the defining expression
   again, but the writes need the copies anyway, which serve the reads.)  */
/* { dg-do run } */
/* { dg-options "-fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-dump" } */

extern void abort (void);

#define N 100
double a[N][N], c[N][N], tmp[N];

__attribute__ ((noinline)) void
f (void)
{
  for (int i = 0; i < N; i++) /* { dg-optimized "loop made parallel: \[1-9\]\[0-9\]* false dependences removed \\(forward-substituted 0, expanded 1, 1600 bytes\\)" } */
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
      a[i][j] = i * 5 - j;
  for (int j = 0; j < N; j++)
    tmp[j] = -1.0;
  f ();
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      if (c[i][j] != a[i][j] * 2.0 + a[i][N - 1 - j] * 2.0)
	abort ();
  for (int j = 0; j < N; j++)
    if (tmp[j] != a[N - 1][j] * 2.0)
      abort ();
  return 0;
}

/* { dg-final { scan-remarks "optimized: parallelizing outer loop" } } */
/* { dg-final { scan-tree-dump "private copies of tmp in tmp_lrp\[.0-9\]* \\(1600 bytes\\), the last iteration uses the variable" xopt_liverange } } */
