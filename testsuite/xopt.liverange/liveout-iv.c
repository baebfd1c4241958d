/* The counter's own value (its header PHI) used after the loop, kept
   there by -fno-tree-scev-cprop: a value carried across iterations, not
   the last value of an expansion.  The loop is left to parloops, and the
   value after it must be the last counter.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-loop-optimized-missed -fno-tree-scev-cprop" } */

extern void abort (void);

#define N 1000
int a[N], out[N];

__attribute__ ((noinline)) int
last_index (int n)
{
  int l = -1;
  for (int i = 0; i < n; i++) /* { dg-missed "loop not parallel: live-range conflict on \[^ \]+ not repairable: live out of the loop, a value carried across iterations" } */
    {
      l = i;
      out[i] = a[i] + 3;
    }
  return l;
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    a[i] = i * 7 - 300;
  for (int n = 0; n <= N; n += N / 4)
    {
      if (last_index (n) != n - 1)
	abort ();
      for (int i = 0; i < n; i++)
	if (out[i] != a[i] + 3)
	  abort ();
    }
  return 0;
}
