/* H.264 intra 16x16 plane prediction, one 16-pixel row per iteration
   (issue 16 point 1): pix[x] = clip ((ibb + (x - 7) * ib) >> 5).  The ib
   multiplications are loop invariants, so in the loop body the lanes are
   ibb + K and ibb - K (GCC's folding of the negative factors), ibb - ib,
   ibb + ib and plain ibb (lane 7).  SLP-M orients the base lane's
   addition like the subtractions (ibb first), extends lane 7 into
   ibb + 0 with the 0 in an SSA name of its own (GCC's over-widening
   patterns refuse a constant beside pattern conversions); the slot of
   multiples of ib (ib * C hoisted, ib, 0) becomes uniform: ib * 1 and
   ib * 0 next to the others (slpm-fill.cc).  SLP computes
   the row in vector registers (AVX2 and NEON).  The results are checked against
   an independent scalar computation, with gradients and offsets that
   drive the sums below 0 and above 255, and over the whole int range of
   the unclamped sums that the decoder can produce.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized-missed -fplugin-arg-xopt_slpm-dump" } */

extern void abort (void);

static inline int
clip1 (int x)
{
  return x < 0 ? 0 : (x > 255 ? 255 : x);
}

__attribute__ ((noinline)) void
plane (unsigned char *restrict dst, int stride, int iaa, int ib, int ic)
{
  for (int y = 0; y < 16; y++)
    {
      int ibb = iaa + (y - 7) * ic + 16;
      unsigned char *pix = dst + y * stride;
      pix[0] = clip1 ((ibb + (0 - 7) * ib) >> 5); /* { dg-optimized "SLP-M made 16 lanes isomorphic: reorder=6 extend=1 replace=0 shuffle=7; vectorized" } */
      pix[1] = clip1 ((ibb + (1 - 7) * ib) >> 5);
      pix[2] = clip1 ((ibb + (2 - 7) * ib) >> 5);
      pix[3] = clip1 ((ibb + (3 - 7) * ib) >> 5);
      pix[4] = clip1 ((ibb + (4 - 7) * ib) >> 5);
      pix[5] = clip1 ((ibb + (5 - 7) * ib) >> 5);
      pix[6] = clip1 ((ibb + (6 - 7) * ib) >> 5);
      pix[7] = clip1 ((ibb + (7 - 7) * ib) >> 5);
      pix[8] = clip1 ((ibb + (8 - 7) * ib) >> 5);
      pix[9] = clip1 ((ibb + (9 - 7) * ib) >> 5);
      pix[10] = clip1 ((ibb + (10 - 7) * ib) >> 5);
      pix[11] = clip1 ((ibb + (11 - 7) * ib) >> 5);
      pix[12] = clip1 ((ibb + (12 - 7) * ib) >> 5);
      pix[13] = clip1 ((ibb + (13 - 7) * ib) >> 5);
      pix[14] = clip1 ((ibb + (14 - 7) * ib) >> 5);
      pix[15] = clip1 ((ibb + (15 - 7) * ib) >> 5);
    }
}

/* The expected pixel, computed in long long without the clip helper.  */
static unsigned char
expect (long long iaa, long long ib, long long ic, int x, int y)
{
  long long v = (iaa + (y - 7) * ic + 16 + (x - 7) * ib);
  v = v < 0 ? -((-v + 31) / 32) : v / 32;
  return v < 0 ? 0 : (v > 255 ? 255 : (unsigned char) v);
}

static unsigned char buf[16 * 24];

static void
check (int iaa, int ib, int ic)
{
  volatile int stride = 24;
  for (int i = 0; i < 16 * 24; i++)
    buf[i] = 0xa5;
  plane (buf, stride, iaa, ib, ic);
  for (int y = 0; y < 16; y++)
    {
      for (int x = 0; x < 16; x++)
	if (buf[y * 24 + x] != expect (iaa, ib, ic, x, y))
	  abort ();
      for (int x = 16; x < 24; x++)
	if (buf[y * 24 + x] != 0xa5)
	  abort ();
    }
}

int
main (void)
{
  /* Flat, rising, falling, both clamps in one row, values at 0 and 255
     exactly, and the extremes of a 16-bit decoder's ib and iaa.  */
  static const int cases[][3] = {
    { 0, 0, 0 },	{ 16 * 128, 0, 0 },   { 16 * 255, 0, 0 },
    { 16 * 256, 0, 0 }, { 2048, 40, 17 },     { 2048, -40, -17 },
    { 4080, 300, -9 },	{ 0, -300, 25 },      { 8160, 599, 599 },
    { -8160, -599, 1 }, { 4096, 1, 0 },	      { 4064, -1, 0 },
    { 100000, -20000, 3000 }, { -100000, 20000, -3000 },
    { 1 << 20, -(1 << 15), 1 << 12 }, { -(1 << 20), 1 << 15, -(1 << 12) },
  };
  for (unsigned k = 0; k < sizeof cases / sizeof cases[0]; k++)
    check (cases[k][0], cases[k][1], cases[k][2]);
  return 0;
}

/* { dg-final { scan-tree-dump-times "made a slot of multiples of ib_\\d+\\(D\\) uniform" 1 xopt_slpm } } */
/* { dg-final { scan-tree-dump "base lane 0 \\(\\d+ matches\\)" xopt_slpm } } */
/* { dg-final { scan-tree-dump "after lane 0: \\(unsigned char\\) \\(\\(\\(\\(ibb_\\d+ \\+ _\\d+\\) >> 5\\) min 255\\) max 0\\)" xopt_slpm } } */
