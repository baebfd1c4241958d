/* Conditional updates of an accumulator that only some are reductions:
   ACC * X and ACC & X under a condition are (their inactive lanes
   multiply by 1 and AND with all ones), X - ACC is not (it is no
   ACC - select (p, X, 0)) and must keep its order.  Checked against the
   -O0 build over boundary trip counts, with factors of 1, 2 and 3 (1 not
   multiplied) and masks that keep the ANDs away from 0.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-loop-optimized" } */

#include "ifconv-run.h"

/* The conditional product and AND are vectorized on both boards.  */
KERNEL (cprod, (uint32_t *out, const uint32_t *restrict b, uint32_t t, int n), { /* { dg-optimized "loop if-converted and vectorized: 4 blocks, 1 predicates \\(R&K\\)" } */
  uint32_t p = 1;
  for (int i = 0; i < n; i++)
    {
      uint32_t x = b[i];
      if (x > t)
	p *= x;
    }
  out[0] = p;
})

KERNEL (cand, (uint32_t *out, const uint32_t *restrict b, int n), { /* { dg-optimized "loop if-converted and vectorized: 4 blocks, 1 predicates \\(R&K\\)" } */
  uint32_t m = 0xffffffffu;
  for (int i = 0; i < n; i++)
    {
      uint32_t x = b[i];
      if (x >> 31)
	m &= x;
    }
  out[0] = m;
})

/* An alternating difference: not a reduction, so the converted copy
   is not vectorized and the original loop runs.  */
KERNEL (crsub, (int32_t *out, const int32_t *restrict b, int32_t t, int n), {
  int32_t s = 7;
  for (int i = 0; i < n; i++)
    {
      int32_t x = b[i];
      if (x > t)
	s = x - s;
    }
  out[0] = s;
})

int
main (void)
{
  static uint32_t f[MAXN], m[MAXN];
  static int32_t b[MAXN];
  for (int k = 0; k < NTRIPS; k++)
    {
      int n = trips[k];
      uint32_t o1[1], o2[1];
      int32_t s1[1], s2[1];
      for (int i = 0; i < MAXN; i++)
	{
	  f[i] = ifc_rand (1, 3);
	  /* One bit cleared, or (not ANDed: top bit clear) one bit set.  */
	  m[i] = ifc_rand (0, 1) ? ~(1u << ifc_rand (0, 19))
				 : 1u << ifc_rand (0, 19);
	  b[i] = ifc_rand (-50, 50);
	}
      cprod (o1, f, 1, n);
      cprod_ref (o2, f, 1, n);
      CHECK (o1, o2, 1);
      cand (o1, m, n);
      cand_ref (o2, m, n);
      CHECK (o1, o2, 1);
      crsub (s1, b, 0, n);
      crsub_ref (s2, b, 0, n);
      CHECK (s1, s2, 1);
    }
  return 0;
}
