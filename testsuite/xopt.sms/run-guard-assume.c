/* The guard's assumptions: the count of get_simple_loop_desc holds only
   under them.  A `<' or `>' loop whose step is not a power of two has a
   count only when the bound plus the step does not wrap; with
   HI - 1 > MAX - STEP the counter steps past the bound, wraps and goes
   on, which is defined for unsigned counters and ends soon when the
   counter is narrow (unsigned char, unsigned short) or the step is large
   (a hash-probe-like stride that wraps every few iterations).  The
   kernel tests the counter one iteration behind against FIN - STEP
   (compare in stage 1, scanned below), which agrees with the original
   test only without the wrap: such calls must run the original loop.
   Each loop runs on a grid of bounds near the top (or the bottom) of its
   type; the calls whose trip count stays under a cap are checked against
   the same loop compiled without optimisation, and the test checks that
   some of them did wrap.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-xopt_sms-min-trip=1 -fno-tree-vectorize -fno-unroll-loops -fopt-info-loop-optimized-missed -fplugin-arg-xopt_sms-dump" } */

#include "both.h"

#define STRIDE 0x12345679u

int a[256], b[256];

/* x86-64 compares the narrow counters in their own mode; ARM compares
   them in a full register and leaves them alone.  */
BOTH (void, uc_lt3, (int *restrict r, unsigned char lo, unsigned char hi), /* { dg-optimized "loop software-pipelined" "" { target x86_64-*-* } } */
      { for (unsigned char c = lo; c < hi; c += 3) r[c] = a[c] * 3 + b[c] - c; })
/* { dg-missed "loop not pipelined: a narrow counter" "" { target arm*-*-* } .-2 } */
BOTH (void, us_lt5, (int *restrict r, unsigned short lo, unsigned short hi), /* { dg-optimized "loop software-pipelined" "" { target x86_64-*-* } } */
      { for (unsigned short c = lo; c < hi; c += 5) r[c & 255] = a[c >> 8] * 3 + b[c & 255] - c; })
/* { dg-missed "loop not pipelined: a narrow counter" "" { target arm*-*-* } .-2 } */
BOTH (void, u_lt_stride, (int *restrict r, unsigned lo, unsigned hi), /* { dg-optimized "loop software-pipelined" } */
      { for (unsigned x = lo; x < hi; x += STRIDE) r[x >> 24] = a[x >> 24] * 3 + b[x & 255] - x; })
BOTH (void, u_gt_stride, (int *restrict r, unsigned hi, unsigned lo), /* { dg-optimized "loop software-pipelined" } */
      { for (unsigned x = hi; x > lo; x -= STRIDE) r[x >> 24] = a[x >> 24] * 5 - b[x & 255] + x; })

/* The number of times `for (x = lo; x < hi; x += step)' runs in
   BITS-bit arithmetic, or -1 above CAP; *WRAPPED set when the counter
   wrapped on the way.  */
static int
trips_up (unsigned long long lo, unsigned long long hi,
	  unsigned long long step, int bits, int cap, int *wrapped)
{
  unsigned long long mask = (2ULL << (bits - 1)) - 1;
  int n = 0;
  for (unsigned long long x = lo; x < hi; n++)
    {
      if (n == cap)
	return -1;
      if (x + step > mask)
	*wrapped = 1;
      x = (x + step) & mask;
    }
  return n;
}

/* The same for `for (x = hi; x > lo; x -= step)'.  */
static int
trips_down (unsigned long long hi, unsigned long long lo,
	    unsigned long long step, int bits, int cap, int *wrapped)
{
  unsigned long long mask = (2ULL << (bits - 1)) - 1;
  int n = 0;
  for (unsigned long long x = hi; x > lo; n++)
    {
      if (n == cap)
	return -1;
      if (x < step)
	*wrapped = 1;
      x = (x - step) & mask;
    }
  return n;
}

static int out[256], out_ref[256];

static void
clear (void)
{
  for (int i = 0; i < 256; i++)
    out[i] = out_ref[i] = i - 1000;
}

static void
check (void)
{
  for (int i = 0; i < 256; i++)
    if (out[i] != out_ref[i])
      abort ();
}

int
main (void)
{
  fill_ints (a, 256, 37, 101, 50);
  fill_ints (b, 256, 11, 23, 0);
  int wrapped8 = 0, wrapped16 = 0, wrapped_up = 0, wrapped_down = 0;
  for (int i = 0; i < 24; i++)
    for (int j = 0; j < 24; j++)
      {
	/* Bounds near the top of each type, starts all over it.  */
	unsigned char clo = i * 11, chi = 255 - j;
	int w = 0;
	if (trips_up (clo, chi, 3, 8, 400, &w) >= 0)
	  {
	    wrapped8 |= w;
	    clear ();
	    uc_lt3 (out, clo, chi);
	    uc_lt3_ref (out_ref, clo, chi);
	    check ();
	  }
	unsigned short slo = 65535 - i * 2731, shi = 65535 - j;
	w = 0;
	if (trips_up (slo, shi, 5, 16, 1 << 14, &w) >= 0)
	  {
	    wrapped16 |= w;
	    clear ();
	    us_lt5 (out, slo, shi);
	    us_lt5_ref (out_ref, slo, shi);
	    check ();
	  }
	unsigned lo = i * 0x0AAAAAABu, hi = 0xFFFFFFFFu - j * 0x00C30C31u;
	w = 0;
	if (trips_up (lo, hi, STRIDE, 32, 64, &w) >= 0)
	  {
	    wrapped_up |= w;
	    clear ();
	    u_lt_stride (out, lo, hi);
	    u_lt_stride_ref (out_ref, lo, hi);
	    check ();
	  }
	/* Down to bounds near 0.  */
	unsigned dhi = 0xFFFFFFFFu - i * 0x0AAAAAABu, dlo = j * 0x00C30C31u;
	w = 0;
	if (trips_down (dhi, dlo, STRIDE, 32, 64, &w) >= 0)
	  {
	    wrapped_down |= w;
	    clear ();
	    u_gt_stride (out, dhi, dlo);
	    u_gt_stride_ref (out_ref, dhi, dlo);
	    check ();
	  }
      }
  /* The grid must reach the loops that step past their bound.  */
  if (!wrapped8 || !wrapped16 || !wrapped_up || !wrapped_down)
    abort ();
  return 0;
}

/* The four loops above test their counter one iteration behind (the
   loops of main test theirs too, with step 1).  */
/* { dg-final { scan-rtl-dump-times "compare in stage 1, FIN2 = FIN - 1 \\* -?305419897 " 2 xopt_sms } } */
/* { dg-final { scan-rtl-dump-times "compare in stage 1, FIN2 = FIN - 1 \\* \[35\] " 2 xopt_sms { target x86_64-*-* } } } */
