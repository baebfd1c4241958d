/* SLP-M benchmark kernel 24: target-aware replacement (issue 16 point 5):
   box-filter averages over 3, 2, 5 and 4 samples of 32-bit sums, written
   as a decoder writes them, o[k] = s_k / n_k with the powers of two as
   shifts.  Neither AVX2 nor NEON divides integer vectors, and GCC's
   vectorizer expects unsigned divisions by powers of two folded into
   shifts: rewriting the shifts into divisions (to match the lanes that
   divide) stops the loop vectorizer, which interleaves the group as it
   is.  The plugin asks the target before that replacement.  */

#define LANES 4
#define GROUPS 1024
#define REPS 40000
#define TOL 0
#define A_INIT bench_range (0, 0x3fffffff)
#define B_INIT 0
#define S_INIT 0
#include <stdint.h>
typedef uint32_t T;
#include "bench.h"

/* The group: stores o[0 .. LANES-1] from a[], b[] and t = s[i].  */
#define GROUP(o, a, b, t) \
    do \
      { \
        o[0] = a[0] / 3; \
        o[1] = a[1] >> 1; \
        o[2] = a[2] / 5; \
        o[3] = a[3] >> 2; \
      } \
    while (0)

BENCH_KERNELS
