/* SLP-M benchmark kernel 11: Real-code shape: o[k] = a[k] * (t - k) where the compiler folded
   t - 0 to t in lane 0 (int32, 4 lanes; t a per-group int16 value).
   The group is hot in a loop over GROUPS groups; see bench.h.  */

#define LANES 4
#define GROUPS 1024
#define REPS 107000
#define TOL 0
#define A_INIT bench_range (-1000, 1000)
#define B_INIT bench_range (-1000, 1000)
#define S_INIT bench_range (-1000, 1000)
#include <stdint.h>
typedef int32_t T;
#include "bench.h"

/* The group: stores o[0 .. LANES-1] from a[], b[] and t = s[i].  */
#define GROUP(o, a, b, t) \
    do \
      { \
        o[0] = a[0] * (t - 0); \
        o[1] = a[1] * (t - 1); \
        o[2] = a[2] * (t - 2); \
        o[3] = a[3] * (t - 3); \
      } \
    while (0)

BENCH_KERNELS
