/* A global written by every iteration and read after the loop: not a
   live range inside the loop, but the cell read after it is written by
   several iterations, a conflict.  -fno-tree-loop-im keeps it in memory
   (store motion would make it an SSA value live after the loop, another
   path).  Repaired by expansion, the last iteration storing the global;
   unrepaired, every thread would store its own last value.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-loop-optimized-missed -fno-tree-loop-im" } */

extern void abort (void);

#define N 1000
int a[N], out[N], g;

__attribute__ ((noinline)) void
last_value (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "loop made parallel: 1 false dependences removed \\(forward-substituted 0, expanded 1, 8 bytes\\)" } */
    {
      out[i] = a[i] * 2;
      g = a[i] + 1;
    }
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    a[i] = (i * 37) % 101 - 50;
  for (int n = N - 2; n <= N; n++)
    {
      g = -1000;
      last_value (n);
      if (g != a[n - 1] + 1)
	abort ();
      for (int i = 0; i < n; i++)
	if (out[i] != a[i] * 2)
	  abort ();
    }
  return 0;
}
