/* SLP-M benchmark kernel 02: (a) lanes with different operation counts, int16, 8 lanes
   (C computes in int; GCC narrows some lanes back to short).
   The group is hot in a loop over GROUPS groups; see bench.h.  */

#define LANES 8
#define GROUPS 512
#define REPS 70000
#define TOL 0
#define A_INIT bench_range (-100, 100)
#define B_INIT bench_range (-100, 100)
#define S_INIT 0
#include <stdint.h>
typedef int16_t T;
#include "bench.h"

/* The group: stores o[0 .. LANES-1] from a[], b[] and t = s[i].  */
#define GROUP(o, a, b, t) \
    do \
      { \
        o[0] = a[0] + b[0]; \
        o[1] = a[1] * 3 + b[1]; \
        o[2] = a[2]; \
        o[3] = a[3] * 5 + b[3]; \
        o[4] = a[4] + b[4]; \
        o[5] = a[5] * 7 + b[5]; \
        o[6] = a[6] * 3 + b[6]; \
        o[7] = a[7] + b[7]; \
      } \
    while (0)

BENCH_KERNELS
