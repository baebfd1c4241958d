/* Guarded integer division and remainder: the inactive lanes divide by
   zero and compute MIN / -1.  The divisor becomes select (p, d, 1) and,
   for signed types, the dividend select (p, n, 0), so nothing traps.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-loop-optimized -fdump-statistics" } */

#include <limits.h>
#include "ifconv-run.h"

#define DIV(T)								\
KERNEL (div_##T, (T *restrict a, const T *restrict b, const T *restrict c, int n), { \
  for (int i = 0; i < n; i++)						\
    {									\
      T q = b[i];							\
      if (c[i] != 0 && c[i] != -1)					\
	q = b[i] / c[i] + b[i] % c[i];					\
      a[i] = q;								\
    }									\
})

/* The vectorizer has no integer division on either board: each loop is
   converted, then the original is kept (missed-vect.c checks the remark
   and the unchanged assembly).  */
DIV (int8_t)
DIV (int16_t)
DIV (int32_t)
DIV (int64_t)
DIV (uint32_t)

#define TEST(T, MIN)							\
static void								\
test_##T (void)								\
{									\
  static T a[MAXN], r[MAXN], b[MAXN], c[MAXN];				\
  for (int k = 0; k < NTRIPS; k++)					\
    {									\
      int n = trips[k];							\
      for (int i = 0; i < MAXN; i++)					\
	{								\
	  int sel = ifc_rand (0, 3);					\
	  b[i] = sel == 0 ? (T) MIN : (T) ifc_rand (-1000, 1000);	\
	  c[i] = sel == 1 ? 0 : sel == 0 ? (T) -1 : (T) ifc_rand (-9, 9); \
	  a[i] = r[i] = 0;						\
	}								\
      div_##T (a, b, c, n);						\
      div_##T##_ref (r, b, c, n);					\
      CHECK (a, r, MAXN);						\
    }									\
}

TEST (int8_t, INT8_MIN)
TEST (int16_t, INT16_MIN)
TEST (int32_t, INT32_MIN)
TEST (int64_t, INT64_MIN)
TEST (uint32_t, 0x80000000u)

int
main (void)
{
  test_int8_t ();
  test_int16_t ();
  test_int32_t ();
  test_int64_t ();
  test_uint32_t ();
  return 0;
}
/* { dg-final { scan-remarks-not "optimized: loop if-converted" } } */
/* { dg-final { scan-statistics "xopt_ifconv_outcome \"loops if-converted but not vectorized\" \"div_int8_t\" 1" } } */
/* { dg-final { scan-statistics "xopt_ifconv_outcome \"loops if-converted but not vectorized\" \"div_int16_t\" 1" } } */
/* { dg-final { scan-statistics "xopt_ifconv_outcome \"loops if-converted but not vectorized\" \"div_int32_t\" 1" } } */
/* { dg-final { scan-statistics "xopt_ifconv_outcome \"loops if-converted but not vectorized\" \"div_int64_t\" 1" } } */
/* { dg-final { scan-statistics "xopt_ifconv_outcome \"loops if-converted but not vectorized\" \"div_uint32_t\" 1" } } */
