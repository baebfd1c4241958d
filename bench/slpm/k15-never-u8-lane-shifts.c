/* SLP-M benchmark kernel 15: never slower than no SLP, uint8 pixel scaling
   with a different shift in every lane: o[k] = (a[k] * w_k) >> s_k, where
   the weight 1 was written as no multiplication at all.  x86 and NEON have
   no byte shift by a vector of counts, so SLP cannot do the arithmetic in
   vector registers; at best it packs the scalar results into a vector.
   The output rows have a pitch known only at run time, so basic-block SLP
   sees the group (BENCH_PITCH_KERNELS in bench.h).  */

#define LANES 8
#define GROUPS 512
#define REPS 60000
#define TOL 0
#define A_INIT bench_range (0, 255)
#define B_INIT 0
#define S_INIT LANES
#include <stdint.h>
typedef uint8_t T;
#include "bench.h"

/* The group: stores o[0 .. LANES-1] from a[], b[] and t = s[i].  */
#define GROUP(o, a, b, t) \
    do \
      { \
        o[0] = a[0] >> 1; \
        o[1] = (a[1] * 3) >> 2; \
        o[2] = (a[2] * 5) >> 3; \
        o[3] = a[3] >> 2; \
        o[4] = (a[4] * 7) >> 3; \
        o[5] = (a[5] * 3) >> 1; \
        o[6] = a[6] >> 3; \
        o[7] = (a[7] * 9) >> 4; \
      } \
    while (0)

BENCH_PITCH_KERNELS
