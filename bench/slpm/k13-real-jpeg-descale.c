/* SLP-M benchmark kernel 13: Real-code shape: libjpeg's jfdctint/jidctint output row,
   DESCALE (x * FIX (c), CONST_BITS - PASS1_BITS) = (x * C + 1024) >> 11, where
   for the DC and 4th terms ((b * 16384) + 1024) >> 11 was folded to b << 3
   (int32 results, 8 lanes; the inputs are 16-bit coefficients, JCOEF in
   libjpeg, whose range shows that undoing the folding cannot overflow).
   The group is hot in a loop over GROUPS groups; see bench.h.  */

#define LANES 8
#define GROUPS 512
#define REPS 40000
#define TOL 0
#define A_INIT 0
#define B_INIT bench_range (-2000, 2000)
#define S_INIT 0
#include <stdint.h>
typedef int32_t T;
#define IN_T int16_t
#include "bench.h"

/* The group: stores o[0 .. LANES-1] from a[], b[] and t = s[i].  */
#define GROUP(o, a, b, t) \
    do \
      { \
        o[0] = b[0] << 3; \
        o[1] = (b[1] * 11363 + 1024) >> 11; \
        o[2] = (b[2] * 10703 + 1024) >> 11; \
        o[3] = (b[3] * 9633 + 1024) >> 11; \
        o[4] = b[4] << 3; \
        o[5] = (b[5] * 6437 + 1024) >> 11; \
        o[6] = (b[6] * 4433 + 1024) >> 11; \
        o[7] = (b[7] * 2260 + 1024) >> 11; \
      } \
    while (0)

BENCH_KERNELS
