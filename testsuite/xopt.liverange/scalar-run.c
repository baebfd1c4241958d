/* A global scalar temporary, written at the top of every outer iteration
   and read by the inner loop.  LIM keeps it in a register, whose last value
   is stored after the loop: parloops refuses such a value.  The plugin
   evaluates the defining expression again after the loop for the last
   iteration (forward substitution, no memory) and the loop becomes
   parallel.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-loop-optimized-missed" } */

extern void abort (void);

#define N 128
double a[N][N], b[N][N], x[N];
double t;

__attribute__ ((noinline)) void
f (void)
{
  for (int i = 0; i < N; i++) /* { dg-optimized "loop made parallel: 1 false dependences removed \\(forward-substituted 1, expanded 0, 0 bytes\\)" } */
    {
      t = x[i] * 2.0 + 1.0;
      for (int j = 0; j < N; j++)
	b[i][j] = a[i][j] * t;
    }
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      x[i] = i % 7;
      for (int j = 0; j < N; j++)
	a[i][j] = i - 3 * j;
    }
  f ();
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      if (b[i][j] != a[i][j] * (x[i] * 2.0 + 1.0))
	abort ();
  if (t != x[N - 1] * 2.0 + 1.0)
    abort ();
  return 0;
}

/* { dg-final { scan-remarks "optimized: parallelizing outer loop" } } */
