/* SLP-M benchmark kernel 09: (c) both, float, 8 lanes: multiply-adds, x + x, a division by a power
   of two (GCC makes it a multiplication), a copy.
   The group is hot in a loop over GROUPS groups; see bench.h.  */

#define LANES 8
#define GROUPS 512
#define REPS 56000
#define TOL 1e-6
#define A_INIT bench_real (100)
#define B_INIT bench_real (100)
#define S_INIT 0
#include <stdint.h>
typedef float T;
#include "bench.h"

/* The group: stores o[0 .. LANES-1] from a[], b[] and t = s[i].  */
#define GROUP(o, a, b, t) \
    do \
      { \
        o[0] = a[0] * 1.5f + b[0]; \
        o[1] = a[1] + b[1]; \
        o[2] = (a[2] + a[2]) + b[2]; \
        o[3] = a[3] * 0.25f + b[3]; \
        o[4] = a[4] / 4.0f + b[4]; \
        o[5] = a[5] * 3.0f + b[5]; \
        o[6] = a[6]; \
        o[7] = a[7] * 2.0f + b[7]; \
      } \
    while (0)

BENCH_KERNELS
