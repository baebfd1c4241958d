/* A struct field used as the accumulator of every outer iteration (a
   matrix-vector product): reused across iterations, read after the
   loop.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-loop-optimized-missed" } */

extern void abort (void);

#define N 100
double a[N][N], x[N], y[N];
struct acc
{
  int n;
  double sum;
} s;

__attribute__ ((noinline)) void
f (void)
{
  for (int i = 0; i < N; i++) /* { dg-optimized "loop made parallel: 1 false dependences removed \\(forward-substituted 0, expanded 1, 24 bytes\\)" } */
    {
      s.sum = 0.0;
      for (int j = 0; j < N; j++)
	s.sum += a[i][j] * x[j];
      y[i] = s.sum;
    }
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      x[i] = i & 3;
      for (int j = 0; j < N; j++)
	a[i][j] = (i * j) % 11;
    }
  f ();
  for (int i = 0; i < N; i++)
    {
      double sum = 0.0;
      for (int j = 0; j < N; j++)
	sum += a[i][j] * x[j];
      if (y[i] != sum)
	abort ();
    }
  if (s.sum != y[N - 1])
    abort ();
  return 0;
}

/* { dg-final { scan-remarks "optimized: parallelizing outer loop" } } */
