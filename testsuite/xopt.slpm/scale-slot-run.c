/* Slots of invariant multiples (slpm-fill.cc, scale_slot): lanes 0 and
   2 add y * 3 and y * 5, computed before the loop, lane 3 adds nothing
   (extended into t + 0).  Lane 1 adds z, not y: the slot is left alone,
   since z is not y (mutant slpm-scale-slot-other-value would compute
   t + y * 1 there).  Wrapping and boundary values check the results.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized-missed -fplugin-arg-xopt_slpm-dump" } */

extern void abort (void);

__attribute__ ((noinline)) void
f (unsigned *restrict o, const unsigned *restrict a, int n, int stride,
   unsigned y, unsigned z)
{
  unsigned k1 = y * 3, k2 = y * 5;
  for (int i = 0; i < n; i++)
    {
      unsigned t = a[i];
      unsigned *p = o + i * stride;
      p[0] = t + k1;
      p[1] = t + z;
      p[2] = t + k2;
      p[3] = t;
    }
}

int
main (void)
{
  static unsigned o[4 * 6], a[6] = { 0, 1, 255, 65535, 0x7fffffffu,
				     0xffffffffu };
  static const unsigned ys[] = { 0, 1, 0x55555555u, 0xffffffffu };
  volatile int stride = 4;
  for (int k = 0; k < 4; k++)
    {
      unsigned y = ys[k], z = ~ys[k] + 11;
      f (o, a, 6, stride, y, z);
      for (int i = 0; i < 6; i++)
	if (o[4 * i] != a[i] + y * 3 || o[4 * i + 1] != a[i] + z
	    || o[4 * i + 2] != a[i] + y * 5 || o[4 * i + 3] != a[i])
	  abort ();
    }
  return 0;
}

/* { dg-final { scan-remarks "SLP-M:? made 4 lanes isomorphic: reorder=1 extend=1" } } */
/* { dg-final { scan-tree-dump-times "after lane 1: \\(z_\\d+\\(D\\) \\+" 2 xopt_slpm } } */
/* { dg-final { scan-tree-dump-not "made a slot of multiples" xopt_slpm } } */
