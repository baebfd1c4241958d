/* SLP-M benchmark kernel 20: a two-opcode group of any two operations,
   int, 8 lanes: even lanes store the product of two samples, odd lanes
   their difference (a mixed product/difference stage, as in a butterfly
   that keeps energy terms beside gradients).  GCC 12's SLP blends only
   PLUS/MINUS lanes, so alternating b*c / b-c lanes stay scalar; SLP-M
   computes both operations on all 8 lanes and blends them with one
   constant permutation (slpm-blend.cc).  */

#define LANES 8
#define GROUPS 512
#define REPS 40000
#define TOL 0
#define A_INIT bench_range (-30000, 30000)
#define B_INIT bench_range (-30000, 30000)
#define S_INIT 1
#include <stdint.h>
typedef int32_t T;
#include "bench.h"

/* The group: stores o[0 .. LANES-1] from a[] and b[].  */
#define GROUP(o, a, b, t) \
    do \
      { \
        o[0] = a[0] * b[0]; \
        o[1] = a[1] - b[1]; \
        o[2] = a[2] * b[2]; \
        o[3] = a[3] - b[3]; \
        o[4] = a[4] * b[4]; \
        o[5] = a[5] - b[5]; \
        o[6] = a[6] * b[6]; \
        o[7] = a[7] - b[7]; \
      } \
    while (0)

BENCH_KERNELS
