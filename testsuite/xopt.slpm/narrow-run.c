/* Narrowing stores (issue 16 point 1, the H.264 MBAFF fragment): 4 lanes
   of uint16_t or int16_t computed in int, 2 lanes of uint32_t computed
   in uint64_t.  The stores fill half a vector register, and GCC 12 has no
   conversion of one vector of int into a narrower vector (AVX-512 only
   on x86, none on NEON), so its SLP only packs the scalar results.
   SLP-M computes the lanes in a vector of the wide type and packs it
   (VEC_PACK_TRUNC_EXPR, the low half stored).  Checked: both clamps of
   the MBAFF row, the wrap of the narrow type (sums above 65535 and below
   0, int16_t's sign), the wide extremes, rows placed by a table of
   offsets, and a guard element after each row.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized" } */

extern void abort (void);

typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;

static inline int
clip (int high, int x)
{
  x = x < 0 ? 0 : x;
  return x > high ? high : x;
}

/* The MBAFF row: rows placed by the table ROW, clamped to 0 .. HIGH.
   The gradient is shifted as the decoder's (5 * H + 32) >> 6 is, so that
   its range lets SLP-M turn the shifts into multiplications.  */
__attribute__ ((noinline)) void
mbaff (u16 *restrict o, const short *restrict row, const int *restrict ib,
       const int *restrict ibb, int high, int n)
{
  for (int i = 0; i < n; i++)
    {
      u16 *pix = o + row[i];
      int b = ib[i] >> 6, bb = ibb[i];
      pix[0] = clip (high, (bb + b) >> 5); /* { dg-optimized "SLP-M: 4 lanes computed as vector code in 32 bits, packed to 16" } */
      pix[1] = clip (high, (bb + (b << 1)) >> 5);
      pix[2] = clip (high, (bb + b * 3) >> 5);
      pix[3] = clip (high, (bb + (b << 2)) >> 5);
    }
}

/* No clamp: the int results wrap into uint16_t; additions and
   subtractions blended.  */
__attribute__ ((noinline)) void
wrap_u16 (u16 *restrict o, int x, int y)
{
  o[0] = (x + y) >> 1; /* { dg-optimized "SLP-M: 4 lanes computed as vector code in 32 bits, packed to 16" } */
  o[1] = (x - y) >> 1;
  o[2] = (x + 7) >> 1;
  o[3] = (x - 65539) >> 1;
}

/* Signed, already isomorphic: int16_t keeps the low 16 bits as a two's
   complement value.  (Without the shift, GCC computes the lanes in
   unsigned short itself.)  */
__attribute__ ((noinline)) void
wrap_s16 (short *restrict o, const int *restrict x, int y, int z)
{
  o[0] = (x[0] * y + z) >> 2; /* { dg-optimized "SLP-M: 4 lanes computed as vector code in 32 bits, packed to 16" } */
  o[1] = (x[1] * y + z) >> 2;
  o[2] = (x[2] * y + z) >> 2;
  o[3] = (x[3] * y + z) >> 2;
}

/* Two lanes of uint32_t from uint64_t.  */
__attribute__ ((noinline)) void
wrap_u32 (u32 *restrict o, const u64 *restrict x, u64 y)
{
  o[0] = (x[0] + y) >> 7; /* { dg-optimized "SLP-M: 2 lanes computed as vector code in 64 bits, packed to 32" "NEON has no shift of 64-bit vectors" { target x86_64-*-* } } */
  o[1] = (x[1] + 5) >> 7;
}

#define ROWS 24
#define PITCH 5

static u16 out[ROWS * PITCH];
static short rows[ROWS];
static int ibs[ROWS], ibbs[ROWS];

static void
check_mbaff (int high, int n)
{
  for (int k = 0; k < ROWS * PITCH; k++)
    out[k] = 0xbeef;
  mbaff (out, rows, ibs, ibbs, high, n);
  for (int i = 0; i < ROWS; i++)
    for (int x = 0; x < PITCH; x++)
      {
	/* >> of a negative int rounds towards minus infinity.  */
	long long b = ibs[i] < 0 ? -((-(long long) ibs[i] + 63) / 64)
		      : ibs[i] / 64;
	long long v = (long long) ibbs[i] + (x + 1) * b;
	v = v < 0 ? -((-v + 31) / 32) : v / 32;
	v = v < 0 ? 0 : (v > high ? high : v);
	u16 want = (i < n && x < 4) ? (u16) v : 0xbeef;
	if (out[rows[i] + x] != want)
	  abort ();
      }
}

/* V >> K in long long, rounding towards minus infinity.  */
static long long
floor_shift (long long v, int k)
{
  return v < 0 ? -((-v + (1LL << k) - 1) >> k) : v >> k;
}

static void
check_u16 (int x, int y)
{
  u16 o[5] = { 1, 2, 3, 4, 0x5a5a };
  wrap_u16 (o, x, y);
  if (o[0] != (u16) floor_shift ((long long) x + y, 1)
      || o[1] != (u16) floor_shift ((long long) x - y, 1)
      || o[2] != (u16) floor_shift ((long long) x + 7, 1)
      || o[3] != (u16) floor_shift ((long long) x - 65539, 1)
      || o[4] != 0x5a5a)
    abort ();
}

static void
check_s16 (int a, int y, int z)
{
  int x[4] = { a, a ^ 0x5555, a - 1, -a };
  short o[5] = { 1, 2, 3, 4, 0x5a5a };
  wrap_s16 (o, x, y, z);
  for (int k = 0; k < 4; k++)
    {
      long long low = floor_shift ((long long) x[k] * y + z, 2) & 0xffff;
      if (o[k] != (short) (low >= 0x8000 ? low - 0x10000 : low))
	abort ();
    }
  if (o[4] != 0x5a5a)
    abort ();
}

static void
check_u32 (u64 a, u64 b, u64 y)
{
  u64 x[2] = { a, b };
  u32 o[3] = { 1, 2, 0x5a5a5a5a };
  wrap_u32 (o, x, y);
  if (o[0] != (u32) ((a + y) >> 7) || o[1] != (u32) ((b + 5) >> 7)
      || o[2] != 0x5a5a5a5a)
    abort ();
}

int
main (void)
{
  /* Rows of two interleaved fields, as in an MBAFF macroblock pair.  */
  for (int i = 0; i < ROWS; i++)
    {
      rows[i] = PITCH * (2 * (i % (ROWS / 2)) + i / (ROWS / 2));
      ibs[i] = (i - 11) * 977;
      ibbs[i] = (i % 5 - 2) * 40000 + 16 * i;
    }
  /* Sums at the clamps: exactly 0, exactly high * 32, one past.  */
  ibs[3] = 0, ibbs[3] = 0;
  ibs[4] = 63, ibbs[4] = 1023 * 32 - 4;
  ibs[5] = 64, ibbs[5] = 1023 * 32 - 1;
  ibs[6] = -1, ibbs[6] = 0;
  /* The extremes of int that the sums reach without overflow.  */
  ibs[7] = -__INT_MAX__ - 1, ibbs[7] = __INT_MAX__ / 2;
  ibs[8] = __INT_MAX__, ibbs[8] = -(__INT_MAX__ / 2);
  for (int n = 0; n <= ROWS; n += n < 2 ? 1 : 7)
    {
      check_mbaff (1023, n);
      check_mbaff (65535, n);
      check_mbaff (0, n);
    }
  check_mbaff (1023, ROWS);

  volatile int big = 65536;
  int xs[] = { 0, 1, -1, 65535, 65536, -65536, 32767, 32768, -32768,
	       big * 1000 + 17, -big * 1000 - 17, 0x3fffffff, -0x3fffffff };
  int ns = sizeof xs / sizeof xs[0];
  for (int i = 0; i < ns; i++)
    for (int j = 0; j < ns; j++)
      {
	check_u16 (xs[i], xs[j]);
	/* |x * y| stays below 2^30.  */
	check_s16 (xs[i] % 32768, xs[j] % 32768, xs[(i + j) % ns] / 2);
      }
  u64 ws[] = { 0, 1, 127, 128, 0xffffffffull, 0x100000000ull,
	       0x7fffffffffull, 0x8000000000ull, ~0ull, ~0ull - 127,
	       0x123456789abcdefull };
  for (unsigned i = 0; i < sizeof ws / sizeof ws[0]; i++)
    for (unsigned j = 0; j < sizeof ws / sizeof ws[0]; j++)
      check_u32 (ws[i], ws[j], ws[(i + j) % (sizeof ws / sizeof ws[0])]);
  return 0;
}
