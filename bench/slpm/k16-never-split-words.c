/* SLP-M benchmark kernel 16: never slower than no SLP, splitting 32-bit
   words into bytes (little-endian serialisation): o[4*j + k] = w_j >> 8*k.
   Every lane shifts by its own amount and truncates; SLP can only pack the
   scalar bytes into a vector store, while without SLP the store-merging
   pass writes each word with one store.
   The output rows have a pitch known only at run time, so basic-block SLP
   sees the group (BENCH_PITCH_KERNELS in bench.h).  */

#define LANES 16
#define GROUPS 256
#define REPS 60000
#define TOL 0
#define A_INIT bench_rand ()
#define B_INIT 0
#define S_INIT LANES
#include <stdint.h>
typedef uint8_t T;
#define IN_T uint32_t
#include "bench.h"

/* The group: stores o[0 .. LANES-1] from a[], b[] and t = s[i].  */
#define WORD(o, w) \
    do \
      { \
        o[0] = (T) (w); \
        o[1] = (T) ((w) >> 8); \
        o[2] = (T) ((w) >> 16); \
        o[3] = (T) ((w) >> 24); \
      } \
    while (0)
#define GROUP(o, a, b, t) \
    do \
      { \
        WORD ((o), a[0]); \
        WORD ((o + 4), a[1]); \
        WORD ((o + 8), a[2]); \
        WORD ((o + 12), a[3]); \
      } \
    while (0)

BENCH_PITCH_KERNELS
