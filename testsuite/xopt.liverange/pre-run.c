/* A PRE-style temporary: t[k] holds a value computed once per outer
   iteration, then reloaded after the inner loop that may overwrite it
   (PRE inserts the load).  The reload has two possible sources, so forward
   substitution does not apply and t is expanded.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-loop-optimized-missed" } */

extern void abort (void);

#define N 100
double a[N][N], b[N][N], x[N], last[N];

__attribute__ ((noinline)) void
f (int k)
{
  double t[N + 1];
  for (int i = 0; i < N; i++) /* { dg-optimized "loop made parallel: \[1-9\]\[0-9\]* false dependences removed \\(forward-substituted 0, expanded 1, 1616 bytes\\)" } */
    {
      t[k] = x[i] * 2.0;
      for (int j = 0; j < N; j++)
	{
	  t[j] = a[i][j] * t[k];
	  b[i][j] = t[j] + 1.0;
	}
      last[i] = t[k];
    }
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      x[i] = i % 5;
      for (int j = 0; j < N; j++)
	a[i][j] = i + j;
    }
  f (N);
  for (int i = 0; i < N; i++)
    {
      for (int j = 0; j < N; j++)
	if (b[i][j] != a[i][j] * (x[i] * 2.0) + 1.0)
	  abort ();
      if (last[i] != x[i] * 2.0)
	abort ();
    }
  f (3);
  for (int i = 0; i < N; i++)
    if (last[i] != a[i][3] * (x[i] * 2.0))
      abort ();
  return 0;
}

/* { dg-final { scan-remarks "optimized: parallelizing outer loop" } } */
