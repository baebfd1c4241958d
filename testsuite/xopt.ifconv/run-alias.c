/* Pointers that may overlap: the vectorizer versions the converted copy
   for aliasing, and the original loop becomes the fallback of that
   check, so it is still there after vect although the converted copy
   was vectorized; the remark must say vectorized.  The run checks both
   sides of the check: separate arrays and a store overlapping the
   loads.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-loop-optimized -fopt-info-vec-optimized" } */

#include "ifconv-run.h"

KERNEL (scale_above, (int *a, const int *b, const int *c, int n), {
  for (int i = 0; i < n; i++)
    {
      int x = b[i];
      if (x > c[i])
	x = x * 3 - c[i];
      a[i] = x;
    }
})
/* { dg-optimized "loop if-converted and vectorized: 3 blocks, 1 predicates \\(R&K\\), 0 trap-safe operands, 0 masked accesses" "" { target *-*-* } .-9 } */

static int buf[2 * MAXN + 8], ref[2 * MAXN + 8];
static int b[MAXN], c[MAXN];

int
main (void)
{
  for (int t = 0; t < NTRIPS; t++)
    {
      int n = trips[t];
      for (int i = 0; i < MAXN; i++)
	{
	  b[i] = ifc_rand (-50, 50);
	  c[i] = ifc_rand (-50, 50);
	}
      int a[MAXN], a_ref[MAXN];
      scale_above (a, b, c, n);
      scale_above_ref (a_ref, b, c, n);
      CHECK (a, a_ref, n);
      /* The store runs one element behind the loads of the same array.  */
      for (int i = 0; i < 2 * MAXN + 8; i++)
	buf[i] = ref[i] = ifc_rand (-50, 50);
      scale_above (buf + 1, buf, c, n);
      scale_above_ref (ref + 1, ref, c, n);
      CHECK (buf, ref, 2 * MAXN + 8);
    }
  return 0;
}
/* { dg-final { scan-remarks "optimized: +loop versioned for vectorization because of possible aliasing" } } */
