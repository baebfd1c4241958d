/* SLP-M benchmark kernel 18: Real-code shape: H.264 intra 16x16 plane
   prediction of 8-bit pixels, written as the reference decoder writes it
   (JM's intra16x16_plane_pred, the x loop unrolled): per 16x16 block the
   gradients H and V of the top row and left column give ib, ic and iaa,
   and each of the 16 rows stores
     pix[x] = clip1 ((ibb + (x - 7) * ib) >> 5),  x = 0 .. 15,
   with ibb = iaa + (y - 7) * ic + 16.  GCC folds (x - 7) * ib per lane
   into ibb - ib * 7 ... ibb - ib, plain ibb (lane 7), ibb + ib,
   ib * 2 ..., ib << 2, ib << 3: 16 uint8 lanes computed in int and
   clamped to 0 .. 255.  The picture's stride is known only at run time
   (s[0]).  Inputs are random pixels, so both clamps fire.  */

#define LANES 16
#define GROUPS 512
#define REPS 40000
#define TOL 0
#define A_INIT bench_range (0, 255)
#define B_INIT bench_range (0, 255)
#define S_INIT LANES
#include <stdint.h>
typedef uint8_t T;
#include "bench.h"

static inline int
clip1 (int x)
{
  return x < 0 ? 0 : (x > 255 ? 255 : x);
}

/* One row of the prediction: 16 pixels from ibb and ib.  */
#define PLANE_ROW(pix, ibb, ib)                                         \
  do                                                                    \
    {                                                                   \
      pix[0] = clip1 ((ibb + (0 - 7) * ib) >> 5);                       \
      pix[1] = clip1 ((ibb + (1 - 7) * ib) >> 5);                       \
      pix[2] = clip1 ((ibb + (2 - 7) * ib) >> 5);                       \
      pix[3] = clip1 ((ibb + (3 - 7) * ib) >> 5);                       \
      pix[4] = clip1 ((ibb + (4 - 7) * ib) >> 5);                       \
      pix[5] = clip1 ((ibb + (5 - 7) * ib) >> 5);                       \
      pix[6] = clip1 ((ibb + (6 - 7) * ib) >> 5);                       \
      pix[7] = clip1 ((ibb + (7 - 7) * ib) >> 5);                       \
      pix[8] = clip1 ((ibb + (8 - 7) * ib) >> 5);                       \
      pix[9] = clip1 ((ibb + (9 - 7) * ib) >> 5);                       \
      pix[10] = clip1 ((ibb + (10 - 7) * ib) >> 5);                     \
      pix[11] = clip1 ((ibb + (11 - 7) * ib) >> 5);                     \
      pix[12] = clip1 ((ibb + (12 - 7) * ib) >> 5);                     \
      pix[13] = clip1 ((ibb + (13 - 7) * ib) >> 5);                     \
      pix[14] = clip1 ((ibb + (14 - 7) * ib) >> 5);                     \
      pix[15] = clip1 ((ibb + (15 - 7) * ib) >> 5);                     \
    }                                                                   \
  while (0)

/* n rows, that is n / 16 blocks of 16x16 pixels; block k's top row is
   a[256 k .. 256 k + 16] (a[256 k + 16] is the top-left corner), its
   left column b[256 k .. 256 k + 15].  */
#define PLANE_PARAMS                                                    \
  (uint8_t *restrict o, const uint8_t *restrict a,                      \
   const uint8_t *restrict b, const int16_t *restrict s, int n)
#define PLANE_BODY                                                      \
  {                                                                     \
    int stride = s[0];                                                  \
    for (int k = 0; k < n / 16; k++)                                    \
      {                                                                 \
        const uint8_t *top = a + 256 * k, *left = b + 256 * k;          \
        int corner = top[16];                                           \
        int ih = 8 * (top[15] - corner), iv = 8 * (left[15] - corner);  \
        for (int i = 1; i < 8; i++)                                     \
          {                                                             \
            ih += i * (top[7 + i] - top[7 - i]);                        \
            iv += i * (left[7 + i] - left[7 - i]);                      \
          }                                                             \
        int ib = (5 * ih + 32) >> 6, ic = (5 * iv + 32) >> 6;           \
        int iaa = 16 * (left[15] + top[15]);                            \
        uint8_t *blk = o + 16 * stride * k;                             \
        for (int y = 0; y < 16; y++)                                    \
          {                                                             \
            int ibb = iaa + (y - 7) * ic + 16;                          \
            uint8_t *pix = blk + y * stride;                            \
            PLANE_ROW (pix, ibb, ib);                                   \
          }                                                             \
      }                                                                 \
  }

KERNEL static void kernel PLANE_PARAMS PLANE_BODY
REFERENCE static void reference PLANE_PARAMS PLANE_BODY
int main (void) { return bench_main (kernel, reference); }
