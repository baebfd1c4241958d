/* The loop of subst-run.c with substitution disabled: expansion repairs
   it instead, at the cost of one copy of t per thread.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-substitute=0" } */

extern void abort (void);

#define N 100
double a[N][N], b[N][N], x[N];

__attribute__ ((noinline)) void
f (int n)
{
  double t[N + 1];
  for (int i = 0; i < N; i++) /* { dg-optimized "loop made parallel: \[1-9\]\[0-9\]* false dependences removed \\(forward-substituted 0, expanded 1, 1616 bytes\\)" } */
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
