/* A temporary array row, refilled in every outer iteration and read in
   reverse order by a second inner loop, which also overwrites the row's
   input: the reads cannot evaluate the defining expression again, so
   each thread gets its own copy of the row (the array gains a dimension,
   one row per thread).  */
/* { dg-do run } */
/* { dg-options "-fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-dump" } */

extern void abort (void);

#define N 96
double a[N][N], c[N][N];

__attribute__ ((noinline)) void
f (void)
{
  double tmp[N];
  for (int i = 0; i < N; i++) /* { dg-optimized "loop made parallel: \[1-9\]\[0-9\]* false dependences removed \\(forward-substituted 0, expanded 1, 1536 bytes\\)" } */
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

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = i * 3 - j;
  f ();
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      if (c[i][j] != (i * 3 - j) * 2.0 + (i * 3 - (N - 1 - j)) * 2.0
	  || a[i][j] != 1.0)
	abort ();
  return 0;
}

/* { dg-final { scan-remarks "optimized: parallelizing outer loop" } } */
/* { dg-final { scan-tree-dump "decision: A\[0-9\]+ expand" xopt_liverange } } */
/* { dg-final { scan-tree-dump "private copies of tmp in tmp_lrp" xopt_liverange } } */
