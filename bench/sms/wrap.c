/* Counters the exit compare sees through a wrap (issue 15, point 1): the
   paper's loop, whose step 0xEDCBA987 is no ARM immediate (a register set
   before the loop holds it), a strength-reduced multiply by a constant
   that is no immediate either, unsigned char and short counters (on ARM an
   add followed by a zero-extension: a progression modulo 2^8 / 2^16), and
   a count-down loop that reads its counter (a do-loop on ARM).  */

#include "bench.h"

#define N 256
#define REPS 20000

static int32_t a[N], h[64], rh[64], o[N], ro[N];
static int32_t u[65536 / 64 + 1];

/* 22 iterations, wrapping around twice.  */
KERNEL static void
paper (int32_t *restrict h, const int32_t *restrict a)
{
  for (uint32_t x = 0; x != 0x6F80919Au; x += 0xEDCBA987u) /* sms-loop: wrap-paper */
    h[x & 63] += a[x & 127] * 3 + (int32_t) (x >> 28);
}

KERNEL static void
scaled (int32_t *restrict o, const int32_t *restrict a, int n)
{
  for (int i = 0; i < n; i++) /* sms-loop: wrap-mul-7919 */
    o[i] = a[i] + (i * 7919) % 1000;
}

/* 47 iterations from 200 through 255 and 0 to 17.  */
KERNEL static void
uchar_wrap (int32_t *restrict o, const int32_t *restrict a)
{
  for (unsigned char c = 200; c != 17; c += 7) /* sms-loop: wrap-uchar */
    o[c] = a[c] * 5 - c;
}

KERNEL static void
ushort_wrap (int32_t *restrict u, const int32_t *restrict a,
	     unsigned short c0, unsigned short n)
{
  for (unsigned short c = c0; c != n; c += 3) /* sms-loop: wrap-ushort */
    u[c >> 6] += a[c & 255] ^ c;
}

KERNEL static void
countdown (int32_t *restrict o, const int32_t *restrict a, int n)
{
  for (int i = n; i > 0; i--) /* sms-loop: doloop-reads-counter */
    o[i - 1] = a[i - 1] * 3 + i;
}

REFERENCE static void
ref_wrap (int32_t *h, int32_t *o, int32_t *u, long reps)
{
  for (long r = 0; r < reps; r++)
    {
      uint32_t x = 0;
      for (int k = 0; k < 22; k++, x += 0xEDCBA987u)
	{
	  REF_FENCE;
	  h[x & 63] += a[x & 127] * 3 + (int32_t) (x >> 28);
	}
      unsigned short c = 65000;
      for (int k = 0; k < 300; k++, c += 3)
	{
	  REF_FENCE;
	  u[c >> 6] += a[c & 255] ^ c;
	}
    }
  for (int i = 0; i < N; i++)
    {
      REF_FENCE;
      o[i] = a[i] + (i * 7919) % 1000;
    }
  unsigned char c = 200;
  for (int k = 0; k < 47; k++, c += 7)
    {
      REF_FENCE;
      o[c] = a[c] * 5 - c;
    }
  for (int i = N; i > 0; i--)
    {
      REF_FENCE;
      o[i - 1] = a[i - 1] * 3 + i;
    }
}

int
main (int argc, char **argv)
{
  long reps = bench_reps (argc, argv, REPS);
  bench_fill_i32 (a, N, -1000, 1000);
  static int32_t ru[sizeof u / sizeof u[0]];

  bench_start ();
  for (long r = 0; r < reps; r++)
    {
      paper (h, a);
      ushort_wrap (u, a, 65000, (unsigned short) (65000 + 3 * 300));
      BENCH_BARRIER;
    }
  bench_stop ();
  scaled (o, a, N);
  uchar_wrap (o, a);
  countdown (o, a, N);

  ref_wrap (rh, ro, ru, reps);
  bench_check ("wrap-paper", h, rh, sizeof rh);
  bench_check ("wrap-ushort", u, ru, sizeof ru);
  bench_check ("wrap-uchar/mul/doloop", o, ro, sizeof ro);
  return bench_exit ();
}
