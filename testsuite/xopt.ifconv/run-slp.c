/* A recurrence across iterations with four independent channels in each
   (an RGBA filter): the loop vectorizer refuses the converted copy (the
   dependence on the previous pixel), and GCC vectorizes its body with
   basic-block SLP instead, which keeps the converted copy (the remark
   says vectorized).  Results and floating-point exception flags are
   checked against the -O0 build; the float inputs make the arm a lane
   does not take overflow.  NEON float arithmetic is not IEEE, so on ARM
   the float loop is converted but not vectorized.  */
/* { dg-do run } */
/* Missed remarks only on ARM: on x86-64 the vectorizer's missed notes
   print continuation lines ("scalar_type: float").  */
/* { dg-options "-fopt-info-loop-optimized -fopt-info-vec-optimized" { target x86_64-*-* } } */
/* { dg-options "-fopt-info-loop-optimized-missed -fopt-info-vec-optimized" { target arm*-*-* } } */

#include <float.h>
#include "ifconv-run.h"

#define RECUR(T, HALF)							\
KERNEL (recur_##T, (T *restrict a, const T *restrict lim, const T *restrict in, int n), { \
  for (int i = 4; i < n; i += 4)					\
    {									\
      T *pixel = a + i;							\
      const T *l = lim + i;						\
      const T *x = in + i;						\
      for (int ch = 0; ch < 4; ch++)					\
	{								\
	  T v = pixel[ch - 4];						\
	  T add = x[ch];						\
	  if (v > l[ch])						\
	    v = HALF;							\
	  else								\
	    v = v + add;						\
	  pixel[ch] = v;						\
	}								\
    }									\
})

RECUR (float, v * 0.5f) /* { dg-optimized "loop if-converted and vectorized: 13 blocks, 8 predicates \\(R&K\\), 12 trap-safe operands, 0 masked" "" { target x86_64-*-* } } */
/* { dg-optimized "basic block part vectorized" "" { target x86_64-*-* } .-1 } */
/* { dg-missed "loop if-converted but not vectorized: the original loop is kept \\(13 blocks, 8 predicates \\(R&K\\)" "" { target arm*-*-* } .-2 } */
RECUR (int32_t, v >> 1) /* { dg-optimized "loop if-converted and vectorized: 13 blocks, 8 predicates \\(R&K\\), 0 trap-safe operands, 0 masked" } */
/* { dg-optimized "basic block part vectorized" "" { target *-*-* } .-1 } */
RECUR (int16_t, v / 2) /* { dg-optimized "loop if-converted and vectorized: 13 blocks, 8 predicates \\(R&K\\)" } */
/* { dg-optimized "basic block part vectorized" "" { target *-*-* } .-1 } */

/* One run of recur_T over N elements: the first pixel set, every
   seventh input BIG.  */
#define CHECK_RECUR(T, BIG)						\
static void								\
check_##T (int n)							\
{									\
  static T a[MAXN], r[MAXN], lim[MAXN], in[MAXN];			\
  for (int i = 0; i < MAXN; i++)					\
    {									\
      a[i] = r[i] = i < 4 ? (T) ifc_rand (-9, 40) : 0;			\
      lim[i] = (T) ifc_rand (0, 25);					\
      in[i] = i % 7 == 3 ? BIG : (T) ifc_rand (-4, 12);			\
    }									\
  SAME_FLAGS (recur_##T (a, lim, in, n), recur_##T##_ref (r, lim, in, n)); \
  CHECK (a, r, MAXN);							\
}

CHECK_RECUR (float, FLT_MAX)
CHECK_RECUR (int32_t, 1 << 20)
CHECK_RECUR (int16_t, 1 << 12)

int
main (void)
{
  for (int k = 0; k < NTRIPS; k++)
    {
      check_float (trips[k]);
      check_int32_t (trips[k]);
      check_int16_t (trips[k]);
    }
  return 0;
}
