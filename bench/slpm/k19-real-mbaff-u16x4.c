/* SLP-M benchmark kernel 19: Real-code shape: the 4-lane fragment of
   H.264 intra 16x16 plane prediction in MBAFF frames on 16-bit samples
   (JM's intra16x16_plane_pred_mbaff, high bit depth): per row, columns
   8 .. 11 of the block, pix[x] = iClip1 (max, (ibb + (x - 7) * ib) >> 5),
   which GCC folds into ibb + ib, ibb + (ib << 1), ibb + ib * 3 and
   ibb + (ib << 2); the samples are clamped to 0 .. max with max, the
   largest sample value of the bit depth (10 bits here), known only at run
   time.  ib and ibb come from the row's gradient s[i] and the row's top
   sample b[4 i] as in the standard ((5 * H + 32) >> 6, 16 * (a + b) + 16
   - 7 * ib).  The picture (field rows of an MBAFF pair) has a stride
   known only at run time.  Random inputs make both clamps fire.  */

#define LANES 4
#define GROUPS 2048
#define REPS 40000
#define TOL 0
#define A_INIT bench_range (0, 1023)
#define B_INIT bench_range (0, 1023)
#define S_INIT bench_range (-3000, 3000)
#include <stdint.h>
typedef uint16_t T;
#include "bench.h"

static inline int
iclip1 (int high, int x)
{
  x = x < 0 ? 0 : x;
  return x > high ? high : x;
}

#define MBAFF_PARAMS                                                    \
  (uint16_t *restrict o, const uint16_t *restrict a,                    \
   const uint16_t *restrict b, const int16_t *restrict s, int n)
/* Rows of 4 samples; the field stride 2 * pitch is run-time data (the
   pitch is a[0] & 1 ... known to be LANES / 2 here, but the compiler
   cannot see it).  */
#define MBAFF_BODY                                                      \
  {                                                                     \
    int stride = 2 * (LANES / 2 + (a[0] >> 15));                       \
    int max_imgpel_value = (1 << (10 + (b[0] >> 15))) - 1;              \
    for (int i = 0; i < n; i++)                                         \
      {                                                                 \
        int ib = (5 * s[i] + 32) >> 6;                                  \
        int ibb = 16 * (a[LANES * i] + b[LANES * i]) + 16 - 7 * ib;     \
        uint16_t *pix = o + i * stride;                                 \
        pix[0] = iclip1 (max_imgpel_value, (ibb + (8 - 7) * ib) >> 5);  \
        pix[1] = iclip1 (max_imgpel_value, (ibb + (9 - 7) * ib) >> 5);  \
        pix[2] = iclip1 (max_imgpel_value, (ibb + (10 - 7) * ib) >> 5); \
        pix[3] = iclip1 (max_imgpel_value, (ibb + (11 - 7) * ib) >> 5); \
      }                                                                 \
  }

KERNEL static void kernel MBAFF_PARAMS MBAFF_BODY
REFERENCE static void reference MBAFF_PARAMS MBAFF_BODY
int main (void) { return bench_main (kernel, reference); }
