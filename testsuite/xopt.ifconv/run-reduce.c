/* Conditional reductions and inductions: if (c) s += x, if (c) j++ used
   after the loop, conditional products and ORs, float sums under
   -ftrapping-math (neutral -0.0; the flags raised equal the -O0 build's),
   conditional last value.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-loop -fopt-info-vec -ffp-contract=off -fdump-statistics" } */

#include "ifconv-run.h"

#define RED(T)								\
__attribute__ ((noinline)) void						\
red_##T (T *out, const T *restrict b, const T *restrict c, T t, int n)	\
{									\
  T s = 0, o = 0;							\
  int cnt = 0;								\
  for (int i = 0; i < n; i++)						\
    {									\
      if (b[i] > t)							\
	s += b[i] * c[i];						\
      if (c[i] < t)							\
	cnt++;								\
      if (b[i] == c[i])							\
	o |= b[i];							\
    }									\
  out[0] = s;								\
  out[1] = cnt;								\
  out[2] = o;								\
}

RED (int32_t) /* { dg-optimized "loop if-converted and vectorized: 10 blocks, 3 predicates \\(R&K\\)" } */
/* { dg-optimized "loop vectorized" "" { target *-*-* } .-1 } */
/* GCC 12's vectorizer refuses the converted int16 version (the int
   count next to int16 sums) on both boards: the original loop is kept,
   which the earlier "loop if-converted" remark did not say.  */
RED (int16_t)

#define BODY(T) { red_##T (out, b, c, t, n); }
KERNEL (run_int32_t, (int32_t *out, const int32_t *restrict b, const int32_t *restrict c, int32_t t, int n), BODY (int32_t))
KERNEL (run_int16_t, (int16_t *out, const int16_t *restrict b, const int16_t *restrict c, int16_t t, int n), BODY (int16_t))

#define FSUM(T)								\
KERNEL (fsum_##T, (T *out, const T *restrict b, T t, int n), {	\
  T s = 0;								\
  for (int i = 0; i < n; i++)						\
    if (b[i] > t)							\
      s += b[i];							\
  out[0] = s;								\
})

FSUM (float) /* { dg-optimized "loop if-converted and vectorized: 4 blocks, 1 predicates \\(R&K\\), 1 trap-safe" "" { target x86_64-*-* } } */
FSUM (double) /* { dg-optimized "loop if-converted and vectorized: 4 blocks, 1 predicates \\(R&K\\), 1 trap-safe" "" { target x86_64-*-* } } */

/* The location of a loop in a macro argument is the macro's.  */
KERNEL (last, (int *out, const int *restrict b, int t, int n), { /* { dg-optimized "loop if-converted and vectorized: 4 blocks, 0 predicates \\(R&K\\)" } */
  int l = -1;
  for (int i = 0; i < n; i++)
    if (b[i] > t)
      l = i;
  out[0] = l;
})

/* A count under a short-circuit condition: the join's phi has three
   arguments, all but one the accumulator.  The second load is
   conditional: masked on x86-64, left alone on ARM.  */
KERNEL (count_and, (int *out, const int *restrict b, const int *restrict c, int n), { /* { dg-optimized "loop if-converted and vectorized: 4 blocks, 2 predicates \\(R&K\\), 0 trap-safe operands, 1 masked" "" { target x86_64-*-* } } */
/* { dg-optimized "loop vectorized" "" { target x86_64-*-* } .-1 } */
  int k = 0;
  for (int i = 0; i < n; i++)
    if (b[i] > 0 && c[i] < 3)
      k++;
  out[0] = k;
})

int
main (void)
{
  static int32_t b[MAXN], c[MAXN];
  static int16_t b16[MAXN], c16[MAXN];
  static float bf[MAXN];
  static double bd[MAXN];
  for (int k = 0; k < NTRIPS; k++)
    {
      int n = trips[k];
      int32_t o1[3], o2[3];
      int16_t p1[3], p2[3];
      float f1[1], f2[1];
      double d1[1], d2[1];
      for (int i = 0; i < MAXN; i++)
	{
	  b[i] = b16[i] = ifc_rand (-5, 5);
	  c[i] = c16[i] = ifc_rand (-5, 5);
	  bf[i] = bd[i] = i % 3 == 0 ? 1e30 * ifc_rand (-1, 1) : 0.25 * ifc_rand (-9, 9);
	}
      run_int32_t (o1, b, c, 1, n);
      run_int32_t_ref (o2, b, c, 1, n);
      CHECK (o1, o2, 3);
      run_int16_t (p1, b16, c16, 1, n);
      run_int16_t_ref (p2, b16, c16, 1, n);
      CHECK (p1, p2, 3);
      SAME_FLAGS (fsum_float (f1, bf, 0, n), fsum_float_ref (f2, bf, 0, n));
      CHECK (f1, f2, 1);
      SAME_FLAGS (fsum_double (d1, bd, 0, n), fsum_double_ref (d2, bd, 0, n));
      CHECK (d1, d2, 1);
      count_and (o1, b, c, n);
      count_and_ref (o2, b, c, n);
      CHECK (o1, o2, 1);
      last (o1, b, 2, n);
      last_ref (o2, b, 2, n);
      CHECK (o1, o2, 1);
    }
  return 0;
}
/* { dg-final { scan-statistics "xopt_ifconv_outcome \"loops if-converted but not vectorized\" \"red_int16_t\" 1" } } */
