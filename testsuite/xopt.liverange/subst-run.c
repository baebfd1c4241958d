/* Forward substitution is chosen over expansion: every read of t[n]
   (inside the inner loop, which also writes t[j] for j < n) reads the value
   stored at the top of the same outer iteration, so the reads take the
   stored value and the stores, dead after the loop, go.  No memory is
   allocated.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-dump" } */

extern void abort (void);

#define N 100
double a[N][N], b[N][N], x[N];

__attribute__ ((noinline)) void
f (int n)
{
  double t[N + 1];
  for (int i = 0; i < N; i++) /* { dg-optimized "loop made parallel: \[1-9\]\[0-9\]* false dependences removed \\(forward-substituted 1, expanded 0, 0 bytes\\)" } */
    {
      t[n] = x[i] * 2.0;
      for (int j = 0; j < n; j++)
	{
	  t[j] = a[i][j] * t[n];
	  b[i][j] = t[j] + 1.0;
	}
    }
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      x[i] = i;
      for (int j = 0; j < N; j++)
	a[i][j] = i - j;
    }
  f (N);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      if (b[i][j] != a[i][j] * (x[i] * 2.0) + 1.0)
	abort ();
  return 0;
}

/* { dg-final { scan-remarks "optimized: parallelizing outer loop" } } */
/* { dg-final { scan-tree-dump "decision: A\[0-9\]+ forward-substitute" xopt_liverange } } */
/* { dg-final { scan-tree-dump "dead store removed" xopt_liverange } } */
