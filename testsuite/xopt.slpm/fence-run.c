/* Groups whose values cannot become vector arithmetic are kept from
   basic-block SLP (slpm-fence.cc): without the fences GCC 12 packs the
   scalar results into vector stores, slower than no SLP.  Splitting words
   into bytes and scaling pixels by a different shift in every lane are
   fenced; a group of 32-bit shifts (AVX2 and NEON shift them by vectors)
   and a group whose stores are interleaved with another array's are not.
   Every byte is checked, for trip counts 0, 1 and 5 and two row pitches,
   and the fences must not change any value.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized-missed" } */

#include <stdint.h>

extern void abort (void);

__attribute__ ((noinline)) void
split_words (uint8_t *restrict o, const uint32_t *restrict w, int n,
	     int pitch)
{
  for (int i = 0; i < n; i++, o += pitch, w += 2)
    {
      o[0] = w[0]; /* { dg-optimized "SLP-M: 8 lanes cannot become vector arithmetic \[(\]the lanes \[^;\]*; kept SLP from packing" } */
      o[1] = w[0] >> 8;
      o[2] = w[0] >> 16;
      o[3] = w[0] >> 24;
      o[4] = w[1];
      o[5] = w[1] >> 8;
      o[6] = w[1] >> 16;
      o[7] = w[1] >> 24;
    }
}

__attribute__ ((noinline)) void
scale_pixels (uint8_t *restrict o, const uint8_t *restrict a)
{
  o[0] = a[0] >> 1; /* { dg-optimized "SLP-M: 8 lanes cannot become vector arithmetic \[(\]the lanes compute their values with different operations" } */
  o[1] = (a[1] * 3) >> 2;
  o[2] = (a[2] * 5) >> 3;
  o[3] = a[3] >> 2;
  o[4] = (a[4] * 7) >> 3;
  o[5] = (a[5] * 3) >> 1;
  o[6] = a[6] >> 3;
  o[7] = (a[7] * 9) >> 4;
}

/* Shifts of 32-bit values by different counts: not fenced.  */
__attribute__ ((noinline)) void
shift_words (uint32_t *restrict o, const uint32_t *restrict a)
{
  o[0] = a[0] >> 1;
  o[1] = a[1] >> 2;
  o[2] = a[2] >> 3;
  o[3] = a[3] >> 4;
}

/* A fence between o's stores would split p's group too: not fenced.  */
__attribute__ ((noinline)) void
interleaved (uint8_t *restrict o, uint8_t *restrict p,
	     const uint8_t *restrict a)
{
  o[0] = a[0] >> 1;
  p[0] = a[0] + 1;
  o[1] = a[1] * 3;
  p[1] = a[1] + 2;
  o[2] = a[2] >> 1;
  p[2] = a[2] + 3;
  o[3] = a[3] * 7;
  p[3] = a[3] + 4;
}

static uint32_t words[10];
static uint8_t bytes[64], in[8], out[8], out2[8];
static uint32_t win[4], wout[4];

static void
check_split (int n, int pitch)
{
  for (int i = 0; i < 64; i++)
    bytes[i] = 0xee;
  split_words (bytes, words, n, pitch);
  for (int i = 0; i < 64; i++)
    {
      int row = i / pitch, col = i % pitch, want = 0xee;
      if (row < n && col < 8)
	want = (uint8_t) (words[2 * row + col / 4] >> (8 * (col % 4)));
      if (bytes[i] != want)
	abort ();
    }
}

int
main (void)
{
  for (int i = 0; i < 10; i++)
    words[i] = 0x9e3779b9u * (i + 1) ^ 0x80000001u;
  /* Pitches unknown to the compiler, as in real code.  */
  static volatile int pitches[2] = { 8, 12 };
  for (int n = 0; n <= 5; n += n < 1 ? 1 : 4)
    {
      check_split (n, pitches[0]);
      check_split (n, pitches[1]);
    }

  static const uint8_t mul[8] = { 1, 3, 5, 1, 7, 3, 1, 9 };
  static const uint8_t shift[8] = { 1, 2, 3, 2, 3, 1, 3, 4 };
  for (int v = 0; v < 256; v += 17)
    {
      for (int k = 0; k < 8; k++)
	in[k] = (uint8_t) (v + 31 * k);
      scale_pixels (out, in);
      for (int k = 0; k < 8; k++)
	if (out[k] != (uint8_t) ((in[k] * mul[k]) >> shift[k]))
	  abort ();
      interleaved (out, out2, in);
      for (int k = 0; k < 4; k++)
	if (out[k] != (uint8_t) (k & 1 ? in[k] * (2 * k + 1) : in[k] >> 1)
	    || out2[k] != (uint8_t) (in[k] + k + 1))
	  abort ();
    }

  for (int k = 0; k < 4; k++)
    win[k] = 0xf0000000u >> k;
  shift_words (wout, win);
  for (int k = 0; k < 4; k++)
    if (wout[k] != win[k] >> (k + 1))
      abort ();
  return 0;
}

/* { dg-final { scan-remarks-not "4 lanes cannot become vector arithmetic" } } */
