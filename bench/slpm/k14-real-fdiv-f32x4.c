/* SLP-M benchmark kernel 14: Real-code shape: two divisions of which one became a multiplication
   (x / 2.0f is x * 0.5f), float, 4 lanes.
   The group is hot in a loop over GROUPS groups; see bench.h.  */

#define LANES 4
#define GROUPS 1024
#define REPS 60000
#define TOL 1e-6
#define A_INIT bench_real (100)
#define B_INIT bench_range (1, 64)
#define S_INIT 0
#include <stdint.h>
typedef float T;
#include "bench.h"

/* The group: stores o[0 .. LANES-1] from a[], b[] and t = s[i].  */
#define GROUP(o, a, b, t) \
    do \
      { \
        o[0] = a[0] / b[0]; \
        o[1] = a[1] / 2.0f; \
        o[2] = a[2] / b[2]; \
        o[3] = a[3] / 4.0f; \
      } \
    while (0)

BENCH_KERNELS
