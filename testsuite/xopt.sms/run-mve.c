/* Modulo variable expansion (mve, on by default on ARM): the kernel is
   unrolled 2 or 4 times and each copy gives the values that live longer
   than II registers of their own; the first (N - S + 1) mod K
   iterations run before the pipelined loop (peeled), so the kernel runs
   a whole number of times.  The loops are those of bench/sms whose II
   expansion lowers on Cortex-A8: a counter stepping by a constant that
   is no immediate (the paper's loop, with run-time ends and with its
   known count of 22), a strength-reduced multiply by 7919, an unsigned
   char counter that wraps, a shift of a product, a widening copy and a
   float scale through pointers, a stride of 3, and a loop of known count
   37.  Every trip count from 0 to 40 runs (0 .. stages + 2K + 2 and the
   peeled remainders 0 .. K - 1 several times over), each function
   against the same code compiled without optimisation, and the element
   past the end must be untouched.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-vectorize -fno-unroll-loops -fno-inline -fopt-info-loop-optimized" } */

#include "both.h"

typedef unsigned int u32;

#define N 64
#define STEP 0xEDCBA987u

/* From X0 by a step no ARM immediate holds, until E.  */
BOTH (void, paper, (int *restrict h, const int *restrict a, u32 x0, u32 e), /* { dg-optimized "loop software-pipelined: II=\[0-9\]+ MII=\[0-9\]+ stages=\[0-9\]+ list=\[0-9\]+ mve=\[24\]" "" { target arm*-*-* } } */
      { for (u32 x = x0; x != e; x += STEP)
	  h[x & 63] += a[x & 127] * 3 + (int) (x >> 28); })

/* The paper's loop itself: 22 iterations, wrapping around twice.  */
BOTH (void, paper22, (int *restrict h, const int *restrict a), /* { dg-optimized "loop software-pipelined: II=\[0-9\]+ MII=\[0-9\]+ stages=\[0-9\]+ list=\[0-9\]+ mve=\[24\]" "" { target arm*-*-* } } */
      { for (u32 x = 0; x != 0x6F80919Au; x += STEP)
	  h[x & 63] += a[x & 127] * 3 + (int) (x >> 28); })

BOTH (void, scaled, (int *restrict o, const int *restrict a, int n), /* { dg-optimized "loop software-pipelined: II=\[0-9\]+ MII=\[0-9\]+ stages=\[0-9\]+ list=\[0-9\]+ mve=\[24\]" "" { target arm*-*-* } } */
      { for (int i = 0; i < n; i++)
	  o[i] = a[i] + (i * 7919) % 1000; })

/* From C0 in steps of 7 until E, through 255 to 0.  */
BOTH (void, uchar_wrap, (int *restrict o, const int *restrict a, /* { dg-optimized "loop software-pipelined: II=\[0-9\]+ MII=\[0-9\]+ stages=\[0-9\]+ list=\[0-9\]+ mve=\[24\]" "" { target arm*-*-* } } */
			 unsigned char c0, unsigned char e),
      { for (unsigned char c = c0; c != e; c += 7)
	  o[c] = a[c] * 5 - c; })

BOTH (void, iaxpy, (int *restrict y, const int *restrict x, int k, int n), /* { dg-optimized "loop software-pipelined: II=\[0-9\]+ MII=\[0-9\]+ stages=\[0-9\]+ list=\[0-9\]+ mve=\[24\]" "" { target arm*-*-* } } */
      { for (int i = 0; i < n; i++)
	  y[i] = ((k * x[i]) >> 4) + y[i]; })

BOTH (void, widen, (int *restrict dst, const short *src, const short *end), /* { dg-optimized "loop software-pipelined: II=\[0-9\]+ MII=\[0-9\]+ stages=\[0-9\]+ list=\[0-9\]+ mve=\[24\]" "" { target arm*-*-* } } */
      { for (const short *p = src; p != end; p++)
	  *dst++ = *p * 7 - 3; })

BOTH (void, scale, (float *restrict dst, const float *restrict src, float k, /* { dg-optimized "loop software-pipelined: II=\[0-9\]+ MII=\[0-9\]+ stages=\[0-9\]+ list=\[0-9\]+ mve=\[24\]" "" { target arm*-*-* } } */
		    const float *end),
      { for (; src != end; src++, dst++)
	  *dst = *src * k + 1.0f; })

BOTH (void, gather3, (int *restrict out, const int *restrict a, int n), /* { dg-optimized "loop software-pipelined: II=\[0-9\]+ MII=\[0-9\]+ stages=\[0-9\]+ list=\[0-9\]+ mve=\[24\]" "" { target arm*-*-* } } */
      { for (int i = 0; i < n; i += 3)
	  out[i / 3] = 5 * a[i] + a[i + 1]; })

/* Unsigned short counters that wrap, by 3 and by 1000.  */
BOTH (void, ushort_wrap, (int *restrict o, const int *restrict a, /* { dg-optimized "loop software-pipelined: II=\[0-9\]+ MII=\[0-9\]+ stages=\[0-9\]+ list=\[0-9\]+ mve=\[24\]" "" { target arm*-*-* } } */
			  unsigned short c0, unsigned short e),
      { for (unsigned short c = c0; c != e; c += 3)
	  o[c & 255] = a[c & 255] * 5 - c; })
BOTH (void, ushort_big, (int *restrict o, const int *restrict a, /* { dg-optimized "loop software-pipelined: II=\[0-9\]+ MII=\[0-9\]+ stages=\[0-9\]+ list=\[0-9\]+ mve=\[24\]" "" { target arm*-*-* } } */
			 unsigned short c0, int n),
      { for (unsigned short c = c0; c != (unsigned short) n; c += 1000)
	  o[(c >> 6) & 255] = a[c & 255] * 7 + (c >> 10); })

/* A do-loop reading its counter: its update makes the exit test, once a
   kernel, so its kernel is not unrolled.  */
BOTH (void, countdown, (int *restrict o, const int *restrict a, int n), /* { dg-optimized "loop software-pipelined: II=" } */
      { for (int i = n; i > 0; i--)
	  o[i - 1] = (a[i - 1] * 7) >> (3 + (i & 3)); })

/* A load whose last use runs exactly K * II cycles after it, in the row
   where the load of K iterations later is: one kernel copy more keeps it
   (the same-row rule of sms-mve.cc); the last value is returned.  */
BOTH (int, mixprod, (int *restrict o, const int *restrict a, /* { dg-optimized "loop software-pipelined: II=\[0-9\]+ MII=\[0-9\]+ stages=\[0-9\]+ list=\[0-9\]+ mve=\[24\]" "" { target arm*-*-* } } */
		     const int *restrict b, int n),
      { int x = 0;
	for (int i = 0; i < n; i++)
	  {
	    x = a[i];
	    o[i] = (i | (i ^ a[i])) + (b[i] * a[i]) * (b[i] * i);
	  }
	return x; })

/* A known count: the peeled iterations are straight code.  */
BOTH (void, fixed37, (int *restrict o, const int *restrict a, int k), /* { dg-optimized "loop software-pipelined: II=\[0-9\]+ MII=\[0-9\]+ stages=\[0-9\]+ list=\[0-9\]+ mve=\[24\]" "" { target arm*-*-* } } */
      { for (int i = 0; i < 37; i++)
	  o[i] = a[i] + (i * 7919) % 1000 + k; })

#define SZ 256

static int a[SZ], o[SZ], ro[SZ];
static short s16[N];
static float fa[N], fo[N + 1], rfo[N + 1];

static void
reset (void)
{
  for (int i = 0; i < SZ; i++)
    o[i] = ro[i] = i * 3 - 50;
  for (int i = 0; i < N + 1; i++)
    fo[i] = rfo[i] = -1.0f;
}

static void
same (void)
{
  for (int i = 0; i < SZ; i++)
    if (o[i] != ro[i])
      abort ();
  for (int i = 0; i < N + 1; i++)
    if (fo[i] != rfo[i])
      abort ();
}

static void
check (int n)
{
  u32 x0 = 0x1234567u * (u32) n, e = x0 + (u32) n * STEP;
  reset (); paper (o, a, x0, e); paper_ref (ro, a, x0, e); same ();
  reset (); scaled (o, a, n); scaled_ref (ro, a, n); same ();
  unsigned char c0 = (unsigned char) (250 - n), ce = c0 + 7 * n;
  reset (); uchar_wrap (o, a, c0, ce); uchar_wrap_ref (ro, a, c0, ce); same ();
  reset (); iaxpy (o, a, n - 7, n); iaxpy_ref (ro, a, n - 7, n); same ();
  reset (); widen (o, s16, s16 + n); widen_ref (ro, s16, s16 + n); same ();
  reset (); scale (fo, fa, 0.5f * n, fa + n);
  scale_ref (rfo, fa, 0.5f * n, fa + n); same ();
  unsigned short u0 = (unsigned short) (65530 - 2 * n);
  unsigned short ue = (unsigned short) (u0 + 3 * n);
  reset (); ushort_wrap (o, a, u0, ue); ushort_wrap_ref (ro, a, u0, ue);
  same ();
  int un = (unsigned short) (u0 + 1000 * n);
  reset (); ushort_big (o, a, u0, un); ushort_big_ref (ro, a, u0, un); same ();
  reset ();
  if (mixprod (o, a, a + 7, n) != mixprod_ref (ro, a, a + 7, n))
    abort ();
  same ();
  reset (); countdown (o, a, n); countdown_ref (ro, a, n); same ();
  reset (); gather3 (o, a, 3 * n); gather3_ref (ro, a, 3 * n); same ();
  reset (); gather3 (o, a, 3 * n - 1); gather3_ref (ro, a, 3 * n - 1); same ();
}

int
main (void)
{
  fill_ints (a, SZ, 37, 1001, 500);
  for (int i = 0; i < N; i++)
    {
      s16[i] = (short) (i * 1237 - 30000);
      fa[i] = i * 0.75f - 3.0f;
    }
  for (int n = 0; n <= 40; n++)
    check (n);
  reset (); paper22 (o, a); paper22_ref (ro, a); same ();
  reset (); fixed37 (o, a, 5); fixed37_ref (ro, a, 5); same ();
  return 0;
}
