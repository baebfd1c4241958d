/* SLP-M benchmark kernel 22: vector-factor halving, float, 8 lanes in a
   loop the loop vectorizer takes: the first half of each record is a
   linear blend a*w + b (w per record), the second a centred difference
   (a - b) * 0.5f.  Each half is isomorphic, the whole is not; GCC
   interleaves the loop.  SLP-M computes each half as a vector of 4
   (slpm-blend.cc); no operation runs on a lane that did not compute it,
   so the floating-point flags are those of the scalar code.  */

#define LANES 8
#define GROUPS 512
#define REPS 40000
#define TOL 1e-6
#define A_INIT bench_real (100)
#define B_INIT bench_real (100)
#define S_INIT bench_range (-8, 8)
#include <stdint.h>
typedef float T;
#include "bench.h"

/* The group: stores o[0 .. LANES-1] from a[], b[] and w = s[i].  */
#define GROUP(o, a, b, w) \
    do \
      { \
        float wf = (float) (w); \
        o[0] = a[0] * wf + b[0]; \
        o[1] = a[1] * wf + b[1]; \
        o[2] = a[2] * wf + b[2]; \
        o[3] = a[3] * wf + b[3]; \
        o[4] = (a[4] - b[4]) * 0.5f; \
        o[5] = (a[5] - b[5]) * 0.5f; \
        o[6] = (a[6] - b[6]) * 0.5f; \
        o[7] = (a[7] - b[7]) * 0.5f; \
      } \
    while (0)

BENCH_KERNELS
