/* sqrt under a condition with -fno-math-errno (a const call): the inactive
   lanes hold negative numbers and NaNs, whose square root would raise
   FE_INVALID; the argument becomes select (p, x, 0).  Results and flags
   equal the -O0 build's.  Under the default -fmath-errno GCC has already
   put a call on a branch, and the loop is left alone.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-loop-optimized -fno-math-errno -lm" } */

#include <math.h>
#include "ifconv-run.h"

#define SQRT(T, F)							\
KERNEL (root_##T, (T *restrict a, const T *restrict b, int n), {	\
  for (int i = 0; i < n; i++)						\
    {									\
      T x = b[i];							\
      if (x >= 0)							\
	x = F (x);							\
      a[i] = x;								\
    }									\
})

SQRT (float, sqrtf) /* { dg-optimized "loop if-converted and vectorized: 3 blocks, 1 predicates \\(R&K\\), 1 trap-safe" "" { target x86_64-*-* } } */
SQRT (double, sqrt) /* { dg-optimized "loop if-converted and vectorized: 3 blocks, 1 predicates \\(R&K\\), 1 trap-safe" "" { target x86_64-*-* } } */

#define TEST(T)								\
static void								\
test_##T (void)								\
{									\
  static T a[MAXN], r[MAXN], b[MAXN];					\
  for (int k = 0; k < NTRIPS; k++)					\
    {									\
      int n = trips[k];							\
      for (int i = 0; i < MAXN; i++)					\
	{								\
	  /* Mostly no NaN among the first VF elements: a NaN raises	\
	     FE_INVALID in the comparison anyway.  */			\
	  int sel = ifc_rand (0, 19);					\
	  b[i] = sel < 10 ? (T) ifc_rand (0, 99)			\
		 : sel < 19 ? (T) -ifc_rand (1, 9) : (T) NAN;		\
	  a[i] = r[i] = 0;						\
	}								\
      SAME_FLAGS (root_##T (a, b, n), root_##T##_ref (r, b, n));	\
      CHECK (a, r, MAXN);						\
    }									\
}

TEST (float)
TEST (double)

int
main (void)
{
  test_float ();
  test_double ();
  return 0;
}
