/* SLP-M benchmark kernel 12: Real-code shape: H.264 16x16 plane prediction, right half of a row:
   pix[x] = clip ((yt + (x - 7) * ib) >> 5) for x = 8..15, where (8 - 7) * ib
   became ib and (11 - 7) * ib became ib << 2 (also ib << 3).  ib comes
   from the gradient H as in the standard, (5 * H + 32) >> 6; yt = a + c*(y-7)
   + 16 comes from b[0] of the group.  uint8 pixels, 8 lanes.
   The group is hot in a loop over GROUPS groups; see bench.h.  */

#define LANES 8
#define GROUPS 512
#define REPS 100000
#define TOL 0
#define A_INIT 0
#define B_INIT bench_range (0, 255)
#define S_INIT bench_range (-2000, 2000)
#include <stdint.h>
typedef uint8_t T;
#include "bench.h"

static inline int
clip255 (int x)
{
  return x < 0 ? 0 : x > 255 ? 255 : x;
}

/* The group: stores o[0 .. LANES-1] from a[], b[] and t = s[i].  */
#define GROUP(o, a, b, t) \
    do \
      { \
        int ib = (5 * t + 32) >> 6; \
        int yt = 16 * b[0] + 16; \
        o[0] = clip255 ((yt + ib) >> 5); \
        o[1] = clip255 ((yt + ib * 2) >> 5); \
        o[2] = clip255 ((yt + ib * 3) >> 5); \
        o[3] = clip255 ((yt + (ib << 2)) >> 5); \
        o[4] = clip255 ((yt + ib * 5) >> 5); \
        o[5] = clip255 ((yt + ib * 6) >> 5); \
        o[6] = clip255 ((yt + ib * 7) >> 5); \
        o[7] = clip255 ((yt + (ib << 3)) >> 5); \
      } \
    while (0)

BENCH_KERNELS
