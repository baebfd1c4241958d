/* Floating point under the default -ftrapping-math: the inactive lanes see
   inputs that would divide by zero, overflow, convert out of range or
   compare NaNs.  The results and the exception flags raised must equal
   those of the same loop built at -O0 (no plugin pass), and the loops
   must be if-converted with trap-safe operands (vectorized on x86-64;
   NEON has no IEEE float arithmetic, so ARM keeps them scalar; the
   conditional loads of FNAN and FCONV need AVX2's masked loads, ARM
   leaves those loops alone: see missed-load.c).  */
/* { dg-do run } */
/* { dg-options "-fopt-info-loop-optimized -fopt-info-vec-optimized -ffp-contract=off -lm" } */

#include <math.h>
#include "ifconv-run.h"

#define FDIV(T)								\
KERNEL (fdiv_##T, (T *restrict a, const T *restrict b, const T *restrict c, int n), { \
  for (int i = 0; i < n; i++)						\
    if (b[i] != 0)							\
      a[i] = c[i] / b[i];						\
    else								\
      a[i] = c[i];							\
})

#define FOVER(T)							\
KERNEL (fover_##T, (T *restrict a, const T *restrict b, T big, T k, int n), { \
  for (int i = 0; i < n; i++)						\
    {									\
      T x = b[i];							\
      if (x < big)							\
	x = x * k + x;							\
      a[i] = x;								\
    }									\
})

#define FNAN(T)								\
KERNEL (fnan_##T, (T *restrict a, const int *restrict m, const T *restrict b, const T *restrict c, int n), { \
  for (int i = 0; i < n; i++)						\
    {									\
      T x = 0;								\
      if (m[i] > 0)							\
	{								\
	  if (b[i] < c[i])						\
	    x = b[i] - c[i];						\
	  else								\
	    x = c[i];							\
	}								\
      a[i] = x;								\
    }									\
})

#define FCONV(T, I)							\
KERNEL (fconv_##T, (I *restrict a, const int *restrict m, const T *restrict b, int n), { \
  for (int i = 0; i < n; i++)						\
    {									\
      I v = -1;								\
      if (m[i] > 0)							\
	v = (I) b[i];							\
      a[i] = v;								\
    }									\
})

/* A chain: the results of neutralized operations are zero in the inactive
   lanes and need no second select, except as a divisor (0 / 0).  */
#define FCHAIN(T)							\
KERNEL (fchain_##T, (T *restrict a, const int *restrict m, const T *restrict b, const T *restrict c, int n), { \
  for (int i = 0; i < n; i++)						\
    {									\
      T x = b[i];							\
      T y = c[i];							\
      if (m[i] > 0)							\
	x = (x * x - y) / (y * 2);					\
      a[i] = x;								\
    }									\
})

FCHAIN (float) /* { dg-optimized "loop if-converted and vectorized: 3 blocks, 1 predicates \\(R&K\\), 5 trap-safe" "" { target x86_64-*-* } } */
/* { dg-optimized "loop vectorized" "" { target x86_64-*-* } .-1 } */
FCHAIN (double) /* { dg-optimized "loop if-converted and vectorized: 3 blocks, 1 predicates \\(R&K\\), 5 trap-safe" "" { target x86_64-*-* } } */
/* { dg-optimized "loop vectorized" "" { target x86_64-*-* } .-1 } */
FDIV (float) /* { dg-optimized "loop if-converted and vectorized: 3 blocks, 1 predicates \\(R&K\\), 2 trap-safe" "" { target x86_64-*-* } } */
/* { dg-optimized "loop vectorized" "" { target x86_64-*-* } .-1 } */
FDIV (double) /* { dg-optimized "loop if-converted and vectorized: 3 blocks, 1 predicates \\(R&K\\), 2 trap-safe" "" { target x86_64-*-* } } */
/* { dg-optimized "loop vectorized" "" { target x86_64-*-* } .-1 } */
FOVER (float) /* { dg-optimized "loop if-converted and vectorized: 3 blocks, 1 predicates \\(R&K\\), \[1-9\] trap-safe" "" { target x86_64-*-* } } */
/* { dg-optimized "loop vectorized" "" { target x86_64-*-* } .-1 } */
FOVER (double) /* { dg-optimized "loop if-converted and vectorized: 3 blocks, 1 predicates \\(R&K\\), \[1-9\] trap-safe" "" { target x86_64-*-* } } */
/* { dg-optimized "loop vectorized" "" { target x86_64-*-* } .-1 } */
FNAN (float) /* { dg-optimized "loop if-converted and vectorized: \[0-9\]+ blocks, \[0-9\] predicates \\(R&K\\), \[1-9\] trap-safe" "" { target x86_64-*-* } } */
/* { dg-optimized "loop vectorized" "" { target x86_64-*-* } .-1 } */
FNAN (double) /* { dg-optimized "loop if-converted and vectorized: \[0-9\]+ blocks, \[0-9\] predicates \\(R&K\\), \[1-9\] trap-safe" "" { target x86_64-*-* } } */
/* { dg-optimized "loop vectorized" "" { target x86_64-*-* } .-1 } */
FCONV (float, int) /* { dg-optimized "loop if-converted and vectorized: 3 blocks, 1 predicates \\(R&K\\), 1 trap-safe" "" { target x86_64-*-* } } */
/* { dg-optimized "loop vectorized" "" { target x86_64-*-* } .-1 } */
FCONV (double, int) /* { dg-optimized "loop if-converted and vectorized: 3 blocks, 1 predicates \\(R&K\\), 1 trap-safe" "" { target x86_64-*-* } } */

/* Run KERNEL and its reference; the arrays A and R and the flags raised
   must agree.  */
#define RUN(CALL, REFCALL, A, R)					\
  do									\
    {									\
      SAME_FLAGS (CALL, REFCALL);					\
      CHECK (A, R, MAXN);						\
    }									\
  while (0)

#define TEST(T)								\
static void								\
test_##T (void)								\
{									\
  static T a[MAXN], r[MAXN], b[MAXN], c[MAXN];				\
  static int m[MAXN], ia[MAXN], ir[MAXN];				\
  for (int k = 0; k < NTRIPS; k++)					\
    {									\
      int n = trips[k];							\
      for (int i = 0; i < MAXN; i++)					\
	{								\
	  m[i] = ifc_rand (-1, 1);					\
	  b[i] = ifc_rand (-3, 3) * (T) 0.5;				\
	  c[i] = ifc_rand (-100, 100) * (T) 0.25;			\
	  a[i] = r[i] = 0;						\
	  ia[i] = ir[i] = 0;						\
	}								\
      RUN (fdiv_##T (a, b, c, n), fdiv_##T##_ref (r, b, c, n), a, r);	\
      for (int i = 0; i < MAXN; i++)					\
	b[i] = ifc_rand (0, 3) ? (T) 1e30 * (T) 1e8 : ifc_rand (-9, 9);	\
      RUN (fover_##T (a, b, 10, (T) 1e30, n),				\
	   fover_##T##_ref (r, b, 10, (T) 1e30, n), a, r);		\
      for (int i = 0; i < MAXN; i++)					\
	{								\
	  b[i] = m[i] > 0 ? (T) ifc_rand (-9, 9) : (T) NAN;		\
	  if (m[i] < 0)							\
	    b[i] = (T) INFINITY;					\
	}								\
      RUN (fnan_##T (a, m, b, c, n), fnan_##T##_ref (r, m, b, c, n),	\
	   a, r);							\
      for (int i = 0; i < MAXN; i++)					\
	b[i] = m[i] > 0 ? ifc_rand (-99, 99) * (T) 0.5 : (T) 1e20;	\
      RUN (fconv_##T (ia, m, b, n), fconv_##T##_ref (ir, m, b, n),	\
	   ia, ir);							\
      for (int i = 0; i < MAXN; i++)					\
	{								\
	  b[i] = m[i] > 0 ? ifc_rand (-99, 99) * (T) 0.5 : (T) 1e30 * (T) 1e10; \
	  c[i] = m[i] > 0 ? ifc_rand (1, 9) : 0;			\
	}								\
      RUN (fchain_##T (a, m, b, c, n), fchain_##T##_ref (r, m, b, c, n), \
	   a, r);							\
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
