/* SLP-M benchmark kernel 17: vector-factor halving, int, 8 lanes: the
   first half computes b*c + d, the second (b - c) >> 1 (the paper's
   halving case).  Each half is isomorphic; together they are not, and
   GCC 12's SLP then only packs the 8 scalar results into a vector.
   The output rows have a pitch known only at run time, so basic-block SLP
   sees the group (BENCH_PITCH_KERNELS in bench.h).  */

#define LANES 8
#define GROUPS 512
#define REPS 40000
#define TOL 0
#define A_INIT bench_range (-30000, 30000)
#define B_INIT bench_range (-30000, 30000)
#define S_INIT LANES
#include <stdint.h>
typedef int32_t T;
#include "bench.h"

/* The group: stores o[0 .. LANES-1] from a[], b[] and d = s[i].  */
#define GROUP(o, a, b, d) \
    do \
      { \
        o[0] = a[0] * b[0] + d; \
        o[1] = a[1] * b[1] + d; \
        o[2] = a[2] * b[2] + d; \
        o[3] = a[3] * b[3] + d; \
        o[4] = (a[4] - b[4]) >> 1; \
        o[5] = (a[5] - b[5]) >> 1; \
        o[6] = (a[6] - b[6]) >> 1; \
        o[7] = (a[7] - b[7]) >> 1; \
      } \
    while (0)

BENCH_PITCH_KERNELS
