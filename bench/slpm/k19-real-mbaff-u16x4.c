/* SLP-M benchmark kernel 19: Real-code shape: the 4-lane fragment of
   H.264 intra 16x16 plane prediction in MBAFF frames on 16-bit samples
   (JM's intra16x16_plane_pred_mbaff at a high bit depth): columns 8 .. 11
   of a row, pix[x] = iClip1 (max, (ibb + (x - 7) * ib) >> 5), with the
   multiplications written as the hand-tuned decoders write them: ib,
   ib << 1, ib * 3, ib << 2.  The samples are clamped to 0 .. max, max
   the largest sample value of the bit depth (10 bits), known only at run
   time.  In an MBAFF field macroblock pair the rows of the two fields
   interleave, so each row's place in the picture comes from a table of
   row offsets (s[i]); ib comes from the row's gradient H as in the
   standard, (5 * H + 32) >> 6, and ibb = iaa + 16 - 7 * ib.  Random
   10-bit inputs make both clamps fire.  */

#define LANES 4
#define GROUPS 2048
#define REPS 40000
#define TOL 0
#define A_INIT bench_range (0, 1023)
#define B_INIT bench_range (0, 1023)
/* Row i of a pair of 16-row field macroblocks lies at frame row
   2 (i mod 16) + (i / 16 mod 2) of its 32-row pair.  */
#define S_INIT (LANES * ((i & ~31) + 2 * (i & 15) + ((i >> 4) & 1)))
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
#define MBAFF_BODY                                                      \
  {                                                                     \
    int max_imgpel_value = (1 << (10 + (b[0] >> 15))) - 1;              \
    for (int i = 0; i < n; i++)                                         \
      {                                                                 \
        const uint16_t *p = a + LANES * i;                              \
        int ih = 8 * (p[1] - p[2]);                                     \
        int ib = (5 * ih + 32) >> 6;                                    \
        int ibb = 16 * (p[0] + b[LANES * i]) + 16 - 7 * ib;             \
        uint16_t *pix = o + s[i];                                       \
        pix[0] = iclip1 (max_imgpel_value, (ibb + ib) >> 5);            \
        pix[1] = iclip1 (max_imgpel_value, (ibb + (ib << 1)) >> 5);     \
        pix[2] = iclip1 (max_imgpel_value, (ibb + ib * 3) >> 5);        \
        pix[3] = iclip1 (max_imgpel_value, (ibb + (ib << 2)) >> 5);     \
      }                                                                 \
  }

KERNEL static void kernel MBAFF_PARAMS MBAFF_BODY
REFERENCE static void reference MBAFF_PARAMS MBAFF_BODY
int main (void) { return bench_main (kernel, reference); }
