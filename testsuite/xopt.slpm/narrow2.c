/* 16-lane two-step narrowing groups compiled only (the rows of
   narrow2-run.c): uint8_t lanes computed in int, which GCC's vectorizers
   leave scalar, computed by SLP-M in int vectors after the vectorizers
   and packed twice, with one 16-byte store.  x86-64: the rows of a
   multiplication beside a subtraction (on NEON the loop vectorizer takes
   that loop, storing byte by byte), two vectors of 8 ints, vpackusdw
   then vpackuswb.  NEON: the H.264 plane rows in their block loop (bench
   k18; on x86-64 the loop vectorizer takes the block loop), four vectors
   of 4 ints, vmovn.i32 then vmovn.i16.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-vec-optimized" } */

typedef unsigned char u8;

static inline int
clip255 (int x)
{
  return x < 0 ? 0 : (x > 255 ? 255 : x);
}

void
clamp_rows (u8 *restrict o, const int *restrict x, int y, int stride, int n)
{
  for (int r = 0; r < n; r++, o += stride, x += 16)
    {
      o[0] = clip255 ((x[0] * 3) >> 2); /* { dg-optimized "SLP-M: 16 lanes that GCC's vectorizers left scalar computed as vector code in 32 bits, packed to 8" "" { target x86_64-*-* } } */
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

void
plane_blocks (u8 *restrict o, const u8 *restrict top,
	      const u8 *restrict left, int stride, int blocks)
{
  for (int k = 0; k < blocks; k++, top += 17, left += 16)
    {
      int corner = top[16];
      int ih = 8 * (top[15] - corner), iv = 8 * (left[15] - corner);
      for (int i = 1; i < 8; i++)
	{
	  ih += i * (top[7 + i] - top[7 - i]);
	  iv += i * (left[7 + i] - left[7 - i]);
	}
      int ib = (5 * ih + 32) >> 6, ic = (5 * iv + 32) >> 6;
      int iaa = 16 * (left[15] + top[15]);
      u8 *blk = o + 16 * stride * k;
      for (int y = 0; y < 16; y++)
	{
	  int ibb = iaa + (y - 7) * ic + 16;
	  u8 *pix = blk + y * stride;
	  PLANE_ROW (pix, ibb, ib); /* { dg-optimized "SLP-M: 16 lanes that GCC's vectorizers left scalar computed as vector code in 32 bits, packed to 8" "" { target arm*-*-* } } */
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
