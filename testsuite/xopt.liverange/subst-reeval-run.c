/* Forward substitution by re-evaluation: tmp[j] is defined in one inner
   loop and read, also mirrored, in a sibling loop, whose reads the store
   does not dominate.  Each read evaluates the defining expression again
   at the store instance it reads (j, and N-1-j): its input a[i][*] does not
   change in between.  The stores are then dead; no memory is needed.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-dump" } */

extern void abort (void);

#define N 90
double a[N][N], c[N][N], w[N];

__attribute__ ((noinline)) void
f (void)
{
  double tmp[N];
  for (int i = 0; i < N; i++) /* { dg-optimized "loop made parallel: \[1-9\]\[0-9\]* false dependences removed \\(forward-substituted 2, expanded 0, 0 bytes\\)" } */
    {
      for (int j = 0; j < N; j++)
	tmp[j] = a[i][j] * w[j] + 1.0;
      for (int j = 0; j < N; j++)
	c[i][j] = tmp[j] - tmp[N - 1 - j] * 0.5;
    }
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      w[i] = i % 4 - 1;
      for (int j = 0; j < N; j++)
	a[i][j] = (i * 7 + j) % 11;
    }
  f ();
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	double t1 = a[i][j] * w[j] + 1.0;
	double t2 = a[i][N - 1 - j] * w[N - 1 - j] + 1.0;
	if (c[i][j] != t1 - t2 * 0.5)
	  abort ();
      }
  return 0;
}

/* { dg-final { scan-remarks "optimized: parallelizing outer loop" } } */
/* { dg-final { scan-tree-dump "decision: A\[0-9\]+ forward-substitute" xopt_liverange } } */
/* { dg-final { scan-tree-dump-times "forward substitution in S\[0-9\]+ \\(the defining expression again\\)" 2 xopt_liverange } } */
/* { dg-final { scan-tree-dump "dead store removed" xopt_liverange } } */
/* The loop that filled tmp computes nothing any more: it is removed, so
   that parloops does not make it a parallel region nested in the loop.  */
/* { dg-final { scan-tree-dump "loop \[0-9\]+ computes nothing: it leaves in its first iteration" xopt_liverange } } */
/* { dg-final { scan-remarks-not "parallelizing inner loop" } } */
