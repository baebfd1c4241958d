/* SLP-M benchmark kernel 05: (b) different operation types, float, 4 lanes: x * 2 vs x + x, add
   vs subtract of a (negated) constant.
   The group is hot in a loop over GROUPS groups; see bench.h.  */

#define LANES 4
#define GROUPS 1024
#define REPS 450000
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
        o[0] = (a[0] * 2.0f + b[0]) + 0.5f; \
        o[1] = ((a[1] + a[1]) + b[1]) - 1.5f; \
        o[2] = (a[2] * 3.0f + b[2]) + 0.25f; \
        o[3] = (a[3] * 0.5f + b[3]) - 2.0f; \
      } \
    while (0)

BENCH_KERNELS
