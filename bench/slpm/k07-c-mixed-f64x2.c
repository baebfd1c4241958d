/* SLP-M benchmark kernel 07: (c) both, double, 2 lanes: multiply-add beside subtract of a
   constant.
   The group is hot in a loop over GROUPS groups; see bench.h.  */

#define LANES 2
#define GROUPS 2048
#define REPS 90000
#define TOL 1e-12
#define A_INIT bench_real (100)
#define B_INIT bench_real (100)
#define S_INIT 0
#include <stdint.h>
typedef double T;
#include "bench.h"

/* The group: stores o[0 .. LANES-1] from a[], b[] and t = s[i].  */
#define GROUP(o, a, b, t) \
    do \
      { \
        o[0] = a[0] * 2.0 + b[0]; \
        o[1] = a[1] - 0.5; \
      } \
    while (0)

BENCH_KERNELS
