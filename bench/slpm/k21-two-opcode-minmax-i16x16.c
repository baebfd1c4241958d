/* SLP-M benchmark kernel 21: a two-opcode group of MIN and MAX, int16,
   16 lanes: one compare-exchange stage of a sorting network over pairs
   of samples (a[k] against b[k]): even lanes keep the smaller value, odd
   lanes the larger.  GCC 12's SLP blends only PLUS/MINUS lanes; SLP-M
   computes MIN and MAX on all lanes and blends them (slpm-blend.cc).  */

#define LANES 16
#define GROUPS 256
#define REPS 60000
#define TOL 0
#define A_INIT bench_range (-32768, 32767)
#define B_INIT bench_range (-32768, 32767)
#define S_INIT 0
#include <stdint.h>
typedef int16_t T;
#include "bench.h"

static inline T
smaller (T x, T y)
{
  return x < y ? x : y;
}

static inline T
larger (T x, T y)
{
  return x < y ? y : x;
}

/* The group: stores o[0 .. LANES-1] from a[] and b[].  */
#define GROUP(o, a, b, t) \
    do \
      { \
        for (int k = 0; k < LANES; k += 2) \
          { \
            o[k] = smaller (a[k], b[k]); \
            o[k + 1] = larger (a[k + 1], b[k + 1]); \
          } \
      } \
    while (0)

BENCH_KERNELS
