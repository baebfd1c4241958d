/* SLP-M benchmark kernel 10: (c) both, double, 4 lanes: multiply-adds, an add, x + x.
   The group is hot in a loop over GROUPS groups; see bench.h.  */

#define LANES 4
#define GROUPS 1024
#define REPS 61000
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
        o[1] = a[1] + b[1]; \
        o[2] = a[2] * 0.5 + b[2]; \
        o[3] = (a[3] + a[3]) + b[3]; \
      } \
    while (0)

BENCH_KERNELS
