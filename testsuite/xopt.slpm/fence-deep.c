/* One row of H.264 plane prediction in uint8_t (bench k12's group,
   straight-line): GCC's folding dropped lane 0's min 255 (the range of
   ib proves it), so below the conversions and the max on every lane the
   lanes differ.  GCC 12's SLP can only pack the scalar results (on
   x86-64 into a 64-bit register, byte by byte); the fence pass looks
   below the conversions and keeps it from that, so the bytes are stored
   as without SLP.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-vec-optimized" } */

#include <stdint.h>

static inline int
clip255 (int x)
{
  return x < 0 ? 0 : x > 255 ? 255 : x;
}

void
plane_row (uint8_t *restrict o, uint8_t b, int16_t t)
{
  int ib = (5 * t + 32) >> 6;
  int yt = 16 * b + 16;
  o[0] = clip255 ((yt + ib) >> 5); /* { dg-optimized "SLP-M: 8 lanes cannot become vector arithmetic together \\(the lanes compute their values with different operations\\); split" } */
  o[1] = clip255 ((yt + ib * 2) >> 5);
  o[2] = clip255 ((yt + ib * 3) >> 5);
  o[3] = clip255 ((yt + (ib << 2)) >> 5);
  o[4] = clip255 ((yt + ib * 5) >> 5);
  o[5] = clip255 ((yt + ib * 6) >> 5);
  o[6] = clip255 ((yt + ib * 7) >> 5);
  o[7] = clip255 ((yt + (ib << 3)) >> 5);
}

/* { dg-final { scan-assembler-not "salq" { target x86_64-*-* } } } */
/* { dg-final { scan-assembler-not "xopt_slpm" } } */
