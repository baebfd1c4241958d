/* Runs the two-step narrowing groups of narrow2.c (16 lanes of uint8_t
   or int8_t computed in int, one row per iteration at a run-time stride)
   against element-by-element references: both clamps, the wrap of
   uint8_t and int8_t, unsigned and signed int extremes, and a guard band
   after each row.  The remarks prove that SLP-M emitted them (line
   numbers of narrow2.c).  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized" } */

#include "narrow2.c"

extern void abort (void);

#define ROWS 9
#define STRIDE 19
#define REF __attribute__ ((noinline, optimize ("no-tree-vectorize")))

REF static void
clamp_ref (u8 *o, const int *x, int y, int stride, int n)
{
  for (int r = 0; r < n; r++, o += stride, x += LANES)
    for (int k = 0; k < LANES; k++)
      o[k] = clip255 ((k & 1 ? x[k] - y : x[k] * 3) >> 2);
}

REF static void
wrap_ref (u8 *o, const unsigned *x, unsigned y, int stride, int n)
{
  for (int r = 0; r < n; r++, o += stride, x += LANES)
    for (int k = 0; k < LANES; k++)
      o[k] = (k & 1 ? x[k] - y : x[k] * y) >> 3;
}

REF static void
signed_ref (s8 *o, const int *x, int y, int stride, int n)
{
  for (int r = 0; r < n; r++, o += stride, x += LANES)
    for (int k = 0; k < LANES; k++)
      o[k] = (k & 1 ? x[k] - y : x[k] * 5) >> 1;
}

REF static void
plane_ref (u8 *o, const u8 *top, const u8 *left, int stride, int blocks)
{
  for (int k = 0; k < blocks; k++, top += 17, left += 16)
    {
      int ib, ic, iaa;
      plane_gradients (top, left, &ib, &ic, &iaa);
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

/* { dg-final { scan-remarks "narrow2.c:59:\[0-9\]+: optimized: SLP-M: 16 lanes that GCC's vectorizers left scalar computed as vector code in 32 bits, packed to 8" } } */
/* { dg-final { scan-remarks "narrow2.c:84:\[0-9\]+: optimized: SLP-M: 16 lanes that GCC's vectorizers left scalar computed as vector code in 32 bits, packed to 8" } } */
/* The clamped rows on x86-64, the plane rows on NEON.  */
/* { dg-final { scan-remarks "narrow2.c:(33|159):\[0-9\]+: optimized: SLP-M: 16 lanes that GCC's vectorizers left scalar computed as vector code in 32 bits, packed to 8" } } */
