/* Counters narrower than a word (unsigned char, short, unsigned short)
   and wider (long long on ARM): the adjusted exit bound FIN - SC * STEP
   must wrap in the counter's own mode.  The counts run across the wrap
   of the narrow types and are checked against the loops compiled
   without optimisation.  x86-64 pipelines all four; ARM pipelines the
   unsigned char and unsigned short counters (progressions modulo 2^8 and
   2^16) and leaves the signed short one (its re-extension is a sign
   extension) and the long long one (compared in two halves) alone, and
   the remarks say so.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-xopt_sms-min-trip=1 -fno-tree-vectorize -fno-unroll-loops -fopt-info-loop-optimized-missed" } */

#include "both.h"

int a[256], b[256];

BOTH (unsigned, uc_loop, (unsigned char lo, unsigned char hi), /* { dg-optimized "loop software-pipelined" } */
      { unsigned s = 0; for (unsigned char c = lo; c != hi; c++) s += a[c] * 3 + b[c]; return s; })
BOTH (int, sh_loop, (short lo, short hi), /* { dg-optimized "loop software-pipelined" "" { target x86_64-*-* } } */
      { int s = 0; for (short c = lo; c < hi; c++) s += a[c & 255] * 5 - b[c & 127]; return s; })
/* { dg-missed "loop not pipelined: the counter is not changed by adding a constant" "" { target arm*-*-* } .-2 } */
BOTH (int, us_loop, (unsigned short lo, unsigned short hi), /* { dg-optimized "loop software-pipelined" } */
      { int s = 0; for (unsigned short c = lo; c != hi; c += 3) s += a[c & 255] * 5 - b[c & 127]; return s; })
BOTH (long long, ll_loop, (long long lo, long long hi), /* { dg-optimized "loop software-pipelined" "" { target x86_64-*-* } } */
      { long long s = 0; for (long long c = lo; c != hi; c++) s += a[c & 255] * 7; return s; })
/* { dg-missed "loop not pipelined: the exit compare does not test a register the loop changes" "" { target arm*-*-* } .-2 } */

int
main (void)
{
  for (int i = 0; i < 256; i++)
    {
      a[i] = (i * 37) % 101 - 50;
      b[i] = (i * 11) % 23;
    }
  /* Each end near the wrap of its type, and counts 0 .. 9 around the
     stage counts.  */
  static const int ends[] = { 0, 1, 2, 250, 253, 254, 255 };
  for (unsigned i = 0; i < sizeof ends / sizeof ends[0]; i++)
    for (int n = 0; n <= 9; n++)
      {
	unsigned char lo = ends[i], hi = lo + n;
	if (uc_loop (lo, hi) != uc_loop_ref (lo, hi))
	  abort ();
      }
  static const int sends[] = { -32768, -5, 0, 32760 };
  for (unsigned i = 0; i < sizeof sends / sizeof sends[0]; i++)
    for (int n = 0; n <= 9; n++)
      {
	short lo = sends[i];
	short hi = sends[i] + n > 32767 ? 32767 : sends[i] + n;
	if (sh_loop (lo, hi) != sh_loop_ref (lo, hi))
	  abort ();
	/* Steps of 3 that end exactly at HI, across 65535 -> 0.  */
	unsigned short ulo = 65530 + sends[i], uhi = ulo + 3 * n;
	if (us_loop (ulo, uhi) != us_loop_ref (ulo, uhi))
	  abort ();
	long long llo = 0xfffffffbLL + sends[i];
	if (ll_loop (llo, llo + n) != ll_loop_ref (llo, llo + n))
	  abort ();
      }
  return 0;
}
