/* Narrowing in two steps (issue 16, bench k18 on NEON): 16 lanes of
   uint8_t or int8_t computed in int, stored one row per iteration at a
   run-time stride.  Where GCC's vectorizers leave such a group scalar,
   SLP-M computes it in four (NEON) or two (AVX2) int vectors and packs
   them twice (int -> 16 bits -> 8 bits, VEC_PACK_TRUNC_EXPR), after the
   vectorizers ran (slpm-late.cc).  The two-opcode rows (a
   multiplication beside a subtraction) are left scalar by GCC on both
   targets; the H.264 plane rows inside their block loop on NEON only
   (x86-64's loop vectorizer takes the block loop).  Checked against an
   element-by-element reference: both clamps, the wrap of uint8_t and
   int8_t, unsigned and signed int extremes, and a guard band after each
   row.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized" } */

extern void abort (void);

typedef unsigned char u8;
typedef signed char s8;

#define LANES 16
#define ROWS 9
#define STRIDE 19
#define REF __attribute__ ((noinline, optimize ("no-tree-vectorize")))

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
      o[0] = clip255 ((x[0] * 3) >> 2); /* { dg-optimized "SLP-M: 16 lanes that GCC's vectorizers left scalar computed as vector code in 32 bits, packed to 8" } */
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

REF static void
clamp_ref (u8 *o, const int *x, int y, int stride, int n)
{
  for (int r = 0; r < n; r++, o += stride, x += LANES)
    for (int k = 0; k < LANES; k++)
      o[k] = clip255 ((k & 1 ? x[k] - y : x[k] * 3) >> 2);
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

REF static void
wrap_ref (u8 *o, const unsigned *x, unsigned y, int stride, int n)
{
  for (int r = 0; r < n; r++, o += stride, x += LANES)
    for (int k = 0; k < LANES; k++)
      o[k] = (k & 1 ? x[k] - y : x[k] * y) >> 3;
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

REF static void
signed_ref (s8 *o, const int *x, int y, int stride, int n)
{
  for (int r = 0; r < n; r++, o += stride, x += LANES)
    for (int k = 0; k < LANES; k++)
      o[k] = (k & 1 ? x[k] - y : x[k] * 5) >> 1;
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

/* Blocks of 16 rows; TOP and LEFT hold 17 and 16 pixels per block.  */
__attribute__ ((noinline)) void
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
	  PLANE_ROW (pix, ibb, ib); /* { dg-optimized "SLP-M: 16 lanes that GCC's vectorizers left scalar computed as vector code in 32 bits, packed to 8" "x86-64's loop vectorizer takes the block loop" { target arm*-*-* } } */
	}
    }
}

REF static void
plane_ref (u8 *o, const u8 *top, const u8 *left, int stride, int blocks)
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
      for (int y = 0; y < 16; y++)
	for (int x = 0; x < LANES; x++)
	  o[(16 * k + y) * stride + x]
	    = clip255 ((iaa + (y - 7) * ic + 16 + (x - 7) * ib) >> 5);
    }
}

#define BLOCKS 4
static u8 out[16 * BLOCKS * STRIDE], ref[16 * BLOCKS * STRIDE];
static int xs[ROWS * LANES];
static unsigned xu[ROWS * LANES];
static u8 top[17 * BLOCKS], left[16 * BLOCKS];

static void
check (int bytes)
{
  for (int i = 0; i < bytes; i++)
    if (out[i] != ref[i])
      abort ();
}

static void
reset (void)
{
  for (unsigned i = 0; i < sizeof out; i++)
    out[i] = ref[i] = 0xa5;
}

/* Signed inputs: both clamps, values at which * 3 and - y are near the
   int extremes without overflowing.  */
static void
test_signed (void)
{
  static const int edge[] = { 0, 1, -1, 3, -4, 1020, 1023, 1024, -1024,
			      715827882, -715827882, 2147483647,
			      -2147483647 - 1, 1 << 30, -(1 << 30), 255 };
  static const int ys[] = { 0, 1, -1, 2147483647, -2147483647 - 1 + 715827883,
			    12345 };
  for (unsigned t = 0; t < sizeof ys / sizeof ys[0]; t++)
    {
      int y = ys[t];
      for (int i = 0; i < ROWS * LANES; i++)
	{
	  int v = edge[(i * 7 + t) % 16];
	  /* Keep x * 3 and x - y defined: the even lanes multiply.  */
	  if (!(i & 1) && (v > 715827882 || v < -715827882))
	    v /= 4;
	  if ((i & 1) && ((y > 0 && v < -2147483647 - 1 + y)
			  || (y < 0 && v > 2147483647 + y)))
	    v = y;
	  xs[i] = v;
	}
      reset ();
      clamp_rows (out, xs, y, STRIDE, ROWS);
      clamp_ref (ref, xs, y, STRIDE, ROWS);
      check (ROWS * STRIDE);
      for (int i = 0; i < ROWS * LANES; i++)
	if (!(i & 1) && (xs[i] > 429496729 || xs[i] < -429496729))
	  xs[i] /= 8;
      reset ();
      signed_rows ((s8 *) out, xs, y, STRIDE, ROWS);
      signed_ref ((s8 *) ref, xs, y, STRIDE, ROWS);
      check (ROWS * STRIDE);
    }
}

static void
test_unsigned (void)
{
  static const unsigned edge[] = { 0, 1, 2, 7, 8, 255, 256, 2047, 2048,
				   0x7fffffff, 0x80000000, 0xffffffff,
				   0xfffffff8, 0x12345678, 0x80000007, 9 };
  static const unsigned ys[] = { 0, 1, 8, 0xffffffff, 0x80000000, 77 };
  for (unsigned t = 0; t < sizeof ys / sizeof ys[0]; t++)
    {
      for (int i = 0; i < ROWS * LANES; i++)
	xu[i] = edge[(i * 5 + t) % 16];
      reset ();
      wrap_rows (out, xu, ys[t], STRIDE, ROWS);
      wrap_ref (ref, xu, ys[t], STRIDE, ROWS);
      check (ROWS * STRIDE);
    }
}

/* Pixels from a small generator: flat, steep and alternating blocks so
   that ib and ic reach their extremes (|ib| up to 5 * 255 * 36 / 64) and
   both clamps fire.  */
static void
test_plane (void)
{
  unsigned s = 12345;
  for (int pattern = 0; pattern < 4; pattern++)
    {
      for (int i = 0; i < 17 * BLOCKS; i++)
	{
	  s = s * 1103515245u + 12345u;
	  top[i] = pattern == 0 ? s >> 24
		   : pattern == 1 ? (i % 17 < 8 ? 0 : 255)
		   : pattern == 2 ? (i % 17 < 8 ? 255 : 0) : 128;
	}
      for (int i = 0; i < 16 * BLOCKS; i++)
	{
	  s = s * 1103515245u + 12345u;
	  left[i] = pattern == 0 ? s >> 16
		    : pattern == 1 ? (i % 16 < 8 ? 255 : 0)
		    : pattern == 2 ? (i % 16 < 8 ? 0 : 255) : 127;
	}
      reset ();
      plane_blocks (out, top, left, STRIDE, BLOCKS);
      plane_ref (ref, top, left, STRIDE, BLOCKS);
      check (sizeof out);
    }
}

int
main (void)
{
  test_signed ();
  test_unsigned ();
  test_plane ();
  return 0;
}
