/* Profile feedback (issue 18, point 1): with -fprofile-use the block
   weights are the measured counts.  In SCAN the call arm is taken for 2
   values in 100 (values 98 and 99 of i % 100), 20 times in 1000 runs of
   the loop body; the paper's estimate gives it half of the body's weight,
   which is itself 100 x 1/2 (the loop may be skipped): 25.  */

#include <stdlib.h>

int __attribute__ ((noipa))
rare (int v)
{
  return v * 3 + 1;
}

int __attribute__ ((noipa))
scan (const int *a, int n, int limit)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    if (a[i] > limit)
      s += rare (a[i]);
    else
      s -= a[i];
  return s;
}

int
main (void)
{
  static int a[1000];
  int expect = 0;
  for (int i = 0; i < 1000; i++)
    {
      a[i] = i % 100;
      expect += a[i] > 97 ? a[i] * 3 + 1 : -a[i];
    }
  if (scan (a, 1000, 97) != expect)
    abort ();
  return 0;
}
