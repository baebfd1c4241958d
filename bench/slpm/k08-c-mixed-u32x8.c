/* SLP-M benchmark kernel 08: (c) both, uint32, 8 lanes: multiply-adds, shift-adds, an add and
   a copy.
   The group is hot in a loop over GROUPS groups; see bench.h.  */

#define LANES 8
#define GROUPS 512
#define REPS 51000
#define TOL 0
#define A_INIT bench_range (0, 100000)
#define B_INIT bench_range (0, 100000)
#define S_INIT 0
#include <stdint.h>
typedef uint32_t T;
#include "bench.h"

/* The group: stores o[0 .. LANES-1] from a[], b[] and t = s[i].  */
#define GROUP(o, a, b, t) \
    do \
      { \
        o[0] = a[0] * 3 + b[0]; \
        o[1] = (a[1] << 1) + b[1]; \
        o[2] = a[2] + b[2]; \
        o[3] = a[3] * 7 + b[3]; \
        o[4] = a[4] * 3 + b[4]; \
        o[5] = a[5]; \
        o[6] = (a[6] << 2) + b[6]; \
        o[7] = a[7] * 5 + b[7]; \
      } \
    while (0)

BENCH_KERNELS
