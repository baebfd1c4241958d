/* SLP-M benchmark kernel 23: vector-factor halving, uint32, 8 lanes in a
   loop the loop vectorizer takes: the first half of each record is the
   rounding average (a + b + 1) >> 1 of two samples, the second their
   absolute difference max (a, b) - min (a, b) (a motion-estimation
   record).  Each half is isomorphic, the whole is not; SLP-M computes
   each half as a vector of 4 (slpm-blend.cc).  */

#define LANES 8
#define GROUPS 512
#define REPS 40000
#define TOL 0
#define A_INIT bench_rand ()
#define B_INIT bench_rand ()
#define S_INIT 0
#include <stdint.h>
typedef uint32_t T;
#include "bench.h"

static inline T
absdiff (T x, T y)
{
  T hi = x > y ? x : y, lo = x > y ? y : x;
  return hi - lo;
}

/* The group: stores o[0 .. LANES-1] from a[] and b[].  */
#define GROUP(o, a, b, t) \
    do \
      { \
        for (int k = 0; k < LANES / 2; k++) \
          o[k] = (a[k] + b[k] + 1) >> 1; \
        for (int k = LANES / 2; k < LANES; k++) \
          o[k] = absdiff (a[k], b[k]); \
      } \
    while (0)

BENCH_KERNELS
