/* SLP-M benchmark kernel 03: (b) different operation types, int32 (signed), 4 lanes:
   shifts beside multiplications.
   The group is hot in a loop over GROUPS groups; see bench.h.  */

#define LANES 4
#define GROUPS 1024
#define REPS 76000
#define TOL 0
#define A_INIT bench_range (-1000, 1000)
#define B_INIT bench_range (-1000, 1000)
#define S_INIT 0
#include <stdint.h>
typedef int32_t T;
#include "bench.h"

/* The group: stores o[0 .. LANES-1] from a[], b[] and t = s[i].  */
#define GROUP(o, a, b, t) \
    do \
      { \
        o[0] = (a[0] << 1) + b[0]; \
        o[1] = a[1] * 3 + b[1]; \
        o[2] = (a[2] << 2) + b[2]; \
        o[3] = a[3] * 5 + b[3]; \
      } \
    while (0)

BENCH_KERNELS
