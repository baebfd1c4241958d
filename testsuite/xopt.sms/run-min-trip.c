/* min-trip=50 at run time: every count from 0 to 120 gives the sum the
   original loop gives, on both sides of the guard's threshold.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-vectorize -fopt-info-loop-optimized -fplugin-arg-xopt_sms-min-trip=50" } */

extern void abort (void);

__attribute__ ((noinline)) int
dot_i32 (const int *x, const int *y, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++) /* { dg-optimized "loop software-pipelined: II=" } */
    s += x[i] * y[i];
  return s;
}

int x[120], y[120];

int
main (void)
{
  volatile int seed = 7;
  for (int i = 0; i < 120; i++)
    {
      x[i] = seed * i - 300;
      y[i] = (seed ^ i) - 5;
    }
  /* The expected sums, accumulated through memory so that the loop is
     not pipelined like the one under test.  */
  volatile int expected = 0;
  for (int n = 0; n <= 120; n++)
    {
      if (dot_i32 (x, y, n) != expected)
	abort ();
      if (n < 120)
	expected = expected + x[n] * y[n];
    }
  return 0;
}
