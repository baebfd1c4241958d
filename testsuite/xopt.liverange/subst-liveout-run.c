/* A global scalar computed at the top of every iteration from inputs the
   loop does not change: LIM keeps it in a register and stores its last
   value after the loop.  That value is the defining expression evaluated
   again after the loop for the last iteration (i = n - 1, with n known
   only at run time): no memory.  With substitute=0 the value is kept in
   private copies instead (see the expand-only bench).  */
/* { dg-do run } */
/* { dg-options "-fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-dump" } */

extern void abort (void);

#define N 64
double a[N][N], b[N][N], x[N], y[N];
double s;

__attribute__ ((noinline)) void
f (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "loop made parallel: 1 false dependences removed \\(forward-substituted 1, expanded 0, 0 bytes\\)" } */
    {
      s = x[i] * y[n - 1 - i] + x[0];
      for (int j = 0; j < N; j++)
	b[i][j] = a[i][j] * s;
    }
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      x[i] = i % 5 + 1;
      y[i] = i % 3 - 1;
      for (int j = 0; j < N; j++)
	a[i][j] = (i + 2 * j) % 9;
    }
  s = -7.0;
  f (N - 3);
  for (int i = 0; i < N - 3; i++)
    for (int j = 0; j < N; j++)
      if (b[i][j] != a[i][j] * (x[i] * y[N - 4 - i] + x[0]))
	abort ();
  if (s != x[N - 4] * y[0] + x[0])
    abort ();
  return 0;
}

/* { dg-final { scan-remarks "optimized: parallelizing outer loop" } } */
/* { dg-final { scan-tree-dump "is live out of the loop: forward-substitute, evaluated again after the loop" xopt_liverange } } */
