/* Narrowing in two steps (issue 16, bench k18 on NEON): 16 lanes of
   uint8_t or int8_t computed in int, stored one row per iteration at a
   run-time stride.  Where GCC's vectorizers leave such a group scalar,
   SLP-M computes it in four (NEON) or two (AVX2) int vectors and packs
   them twice (int -> 16 bits -> 8 bits, VEC_PACK_TRUNC_EXPR), after the
   vectorizers ran (slpm-late.cc), with one 16-byte store: x86-64
   vpackusdw then vpackuswb, NEON vmovn.i32 then vmovn.i16 and vst1.8.
   The rows of a multiplication beside a subtraction are left scalar by
   GCC (on NEON the loop vectorizer takes the clamped ones, storing byte
   by byte); the H.264 plane rows inside their block loop on NEON only
   (x86-64's loop vectorizer takes the block loop).  narrow2-run.c runs
   these functions.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-vec-optimized" } */

typedef unsigned char u8;
typedef signed char s8;

#define LANES 16

static inline int
clip255 (int x)
{
  return x < 0 ? 0 : (x > 255 ? 255 : x);
}

/* Even lanes (x * 3) >> 2, odd lanes (x - y) >> 2, clamped.  */
__attribute__ ((noinline)) void
clamp_rows (u8 *restrict o, const int *restrict x, int y, int stride, int n)
{
  for (int r = 0; r < n; r++, o += stride, x += LANES)
    {
      o[0] = clip255 ((x[0] * 3) >> 2); /* { dg-optimized "SLP-M: 16 lanes that GCC's vectorizers left scalar computed as vector code in 32 bits, packed to 8" "on NEON the loop vectorizer takes the loop" { target x86_64-*-* } } */
      o[1] = clip255 ((x[1] - y) >> 2);
      o[2] = clip255 ((x[2] * 3) >> 2);
      o[3] = clip255 ((x[3] - y) >> 2);
      o[4] = clip255 ((x[4] * 3) >> 2);
      o[5] = clip255 ((x[5] - y) >> 2);
      o[6] = clip255 ((x[6] * 3) >> 2);
      o[7] = clip255 ((x[7] - y) >> 2);
      o[8] = clip255 ((x[8] * 3) >> 2);
      o[9] = clip255 ((x[9] - y) >> 2);
      o[10] = clip255 ((x[10] * 3) >> 2);
      o[11] = clip255 ((x[11] - y) >> 2);
      o[12] = clip255 ((x[12] * 3) >> 2);
      o[13] = clip255 ((x[13] - y) >> 2);
      o[14] = clip255 ((x[14] * 3) >> 2);
      o[15] = clip255 ((x[15] - y) >> 2);
    }
}

/* Unsigned, no clamp: the int results wrap into uint8_t.  */
__attribute__ ((noinline)) void
wrap_rows (u8 *restrict o, const unsigned *restrict x, unsigned y,
	   int stride, int n)
{
  for (int r = 0; r < n; r++, o += stride, x += LANES)
    {
      o[0] = (x[0] * y) >> 3; /* { dg-optimized "SLP-M: 16 lanes that GCC's vectorizers left scalar computed as vector code in 32 bits, packed to 8" } */
      o[1] = (x[1] - y) >> 3;
      o[2] = (x[2] * y) >> 3;
      o[3] = (x[3] - y) >> 3;
      o[4] = (x[4] * y) >> 3;
      o[5] = (x[5] - y) >> 3;
      o[6] = (x[6] * y) >> 3;
      o[7] = (x[7] - y) >> 3;
      o[8] = (x[8] * y) >> 3;
      o[9] = (x[9] - y) >> 3;
      o[10] = (x[10] * y) >> 3;
      o[11] = (x[11] - y) >> 3;
      o[12] = (x[12] * y) >> 3;
      o[13] = (x[13] - y) >> 3;
      o[14] = (x[14] * y) >> 3;
      o[15] = (x[15] - y) >> 3;
    }
}

/* Signed results converted to int8_t (GCC keeps the low 8 bits).  */
__attribute__ ((noinline)) void
signed_rows (s8 *restrict o, const int *restrict x, int y, int stride, int n)
{
  for (int r = 0; r < n; r++, o += stride, x += LANES)
    {
      o[0] = (x[0] * 5) >> 1; /* { dg-optimized "SLP-M: 16 lanes that GCC's vectorizers left scalar computed as vector code in 32 bits, packed to 8" } */
      o[1] = (x[1] - y) >> 1;
      o[2] = (x[2] * 5) >> 1;
      o[3] = (x[3] - y) >> 1;
      o[4] = (x[4] * 5) >> 1;
      o[5] = (x[5] - y) >> 1;
      o[6] = (x[6] * 5) >> 1;
      o[7] = (x[7] - y) >> 1;
      o[8] = (x[8] * 5) >> 1;
      o[9] = (x[9] - y) >> 1;
      o[10] = (x[10] * 5) >> 1;
      o[11] = (x[11] - y) >> 1;
      o[12] = (x[12] * 5) >> 1;
      o[13] = (x[13] - y) >> 1;
      o[14] = (x[14] * 5) >> 1;
      o[15] = (x[15] - y) >> 1;
    }
}

/* H.264 intra 16x16 plane prediction as JM writes it (bench k18): per
   block the gradients ib, ic from the top row and the left column, then
   16 rows pix[x] = clip1 ((ibb + (x - 7) * ib) >> 5).  */
#define PLANE_ROW(pix, ibb, ib)						\
  do									\
    {									\
      pix[0] = clip255 ((ibb + (0 - 7) * ib) >> 5);			\
      pix[1] = clip255 ((ibb + (1 - 7) * ib) >> 5);			\
      pix[2] = clip255 ((ibb + (2 - 7) * ib) >> 5);			\
      pix[3] = clip255 ((ibb + (3 - 7) * ib) >> 5);			\
      pix[4] = clip255 ((ibb + (4 - 7) * ib) >> 5);			\
      pix[5] = clip255 ((ibb + (5 - 7) * ib) >> 5);			\
      pix[6] = clip255 ((ibb + (6 - 7) * ib) >> 5);			\
      pix[7] = clip255 ((ibb + (7 - 7) * ib) >> 5);			\
      pix[8] = clip255 ((ibb + (8 - 7) * ib) >> 5);			\
      pix[9] = clip255 ((ibb + (9 - 7) * ib) >> 5);			\
      pix[10] = clip255 ((ibb + (10 - 7) * ib) >> 5);			\
      pix[11] = clip255 ((ibb + (11 - 7) * ib) >> 5);			\
      pix[12] = clip255 ((ibb + (12 - 7) * ib) >> 5);			\
      pix[13] = clip255 ((ibb + (13 - 7) * ib) >> 5);			\
      pix[14] = clip255 ((ibb + (14 - 7) * ib) >> 5);			\
      pix[15] = clip255 ((ibb + (15 - 7) * ib) >> 5);			\
    }									\
  while (0)

/* The block's gradients and offset from its top row (17 pixels, the
   corner last) and left column, as JM computes them.  */
static inline __attribute__ ((always_inline)) void
plane_gradients (const u8 *top, const u8 *left, int *ib, int *ic, int *iaa)
{
  int corner = top[16];
  int ih = 8 * (top[15] - corner), iv = 8 * (left[15] - corner);
  for (int i = 1; i < 8; i++)
    {
      ih += i * (top[7 + i] - top[7 - i]);
      iv += i * (left[7 + i] - left[7 - i]);
    }
  *ib = (5 * ih + 32) >> 6;
  *ic = (5 * iv + 32) >> 6;
  *iaa = 16 * (left[15] + top[15]);
}

/* Blocks of 16 rows; TOP and LEFT hold 17 and 16 pixels per block.  */
__attribute__ ((noinline)) void
plane_blocks (u8 *restrict o, const u8 *restrict top,
	      const u8 *restrict left, int stride, int blocks)
{
  for (int k = 0; k < blocks; k++, top += 17, left += 16)
    {
      int ib, ic, iaa;
      plane_gradients (top, left, &ib, &ic, &iaa);
      u8 *blk = o + 16 * stride * k;
      for (int y = 0; y < 16; y++)
	{
	  int ibb = iaa + (y - 7) * ic + 16;
	  u8 *pix = blk + y * stride;
	  PLANE_ROW (pix, ibb, ib); /* { dg-optimized "SLP-M: 16 lanes that GCC's vectorizers left scalar computed as vector code in 32 bits, packed to 8" "x86-64's loop vectorizer takes the block loop" { target arm*-*-* } } */
	}
    }
}

/* { dg-final { scan-assembler "vpmulld" { target x86_64-*-* } } } */
/* { dg-final { scan-assembler "vpsubd" { target x86_64-*-* } } } */
/* { dg-final { scan-assembler "vpackusdw" { target x86_64-*-* } } } */
/* { dg-final { scan-assembler "vpackuswb" { target x86_64-*-* } } } */
/* { dg-final { scan-assembler "vmovn\\.i32" { target arm*-*-* } } } */
/* { dg-final { scan-assembler "vmovn\\.i16" { target arm*-*-* } } } */
/* { dg-final { scan-assembler "vst1\\.8\[ \t\]+\{q" { target arm*-*-* } } } */
