/* Shared helper of the bench/ifconv kernels.  A kernel file defines T (the
   element type), N (the trip count), REPS (timed calls), INIT_B and
   INIT_C (one input value each) and then BENCH (BODY), where BODY is the
   loop over i < n writing a[] from b[] and c[] (a reduction writes a[0]).

   BENCH writes kernel () and reference () from BODY, the reference
   without the vectorizer (GCC's optimize attribute; clang ignores it), and
   main (), which times REPS calls of kernel () alone, prints
   "time_ns=<n>" and checks the result against the reference (exit 1 and
   the first wrong element on a mismatch; floats to a relative 1e-5, since
   clang contracts a * b + c).  */

#ifndef XOPT_BENCH_IFCONV_H
#define XOPT_BENCH_IFCONV_H

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#ifdef __clang__
#define REFERENCE __attribute__ ((noinline))
#else
#define REFERENCE __attribute__ ((noinline, optimize ("no-tree-vectorize")))
#endif

static uint32_t bench_state = 2463534242u;

static inline int
bench_range (int lo, int hi)
{
  bench_state ^= bench_state << 13;
  bench_state ^= bench_state >> 17;
  bench_state ^= bench_state << 5;
  return lo + (int) (bench_state % (uint32_t) (hi - lo + 1));
}

static T bench_a[N], bench_r[N], bench_b[N], bench_c[N];

static int
bench_differs (double x, double y)
{
  if (x == y || (x != x && y != y))
    return 0;
  return fabs (x - y) > 1e-5 * fabs (y);
}

#define BENCH(BODY)							\
  __attribute__ ((noinline)) void					\
  kernel (T *restrict a, const T *restrict b, const T *restrict c, int n) \
  BODY									\
  REFERENCE void							\
  reference (T *restrict a, const T *restrict b, const T *restrict c, int n) \
  BODY									\
  int									\
  main (int argc, char **argv)						\
  {									\
    volatile int n = N;							\
    for (int i = 0; i < N; i++)						\
      {									\
	bench_b[i] = INIT_B;						\
	bench_c[i] = INIT_C;						\
      }									\
    reference (bench_r, bench_b, bench_c, n);				\
    struct timespec t0, t1;						\
    clock_gettime (CLOCK_MONOTONIC, &t0);				\
    for (int r = 0; r < REPS; r++)					\
      {									\
	kernel (bench_a, bench_b, bench_c, n);				\
	__asm__ volatile ("" : : "r" (bench_a) : "memory");		\
      }									\
    clock_gettime (CLOCK_MONOTONIC, &t1);				\
    for (int i = 0; i < N; i++)						\
      if (bench_differs ((double) bench_a[i], (double) bench_r[i]))	\
	{								\
	  printf ("mismatch at %d: %g vs %g\n", i, (double) bench_a[i],	\
		  (double) bench_r[i]);					\
	  return 1;							\
	}								\
    printf ("time_ns=%lld\n", (long long) (t1.tv_sec - t0.tv_sec)	\
	    * 1000000000LL + (t1.tv_nsec - t0.tv_nsec));		\
    return 0;								\
  }

#endif
