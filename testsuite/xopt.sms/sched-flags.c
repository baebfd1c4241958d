/* Bodies whose insns set, clobber or read the flags besides the counter
   compare (x86-64: imul, add, shifts, setcc, cmov; ARM: compare and
   conditional execution), pipelined with the flags value of each compare
   reserving its rows of the kernel; checked against the same loops
   compiled without optimisation, for trip counts 0 .. 40.  On x86-64
   all six loops are taken (the min scan at II = MII = 3: its swing and
   iterative placements have no order within a row, and the search looks
   on to one that has), on ARM all but sat (taken in Thumb state only);
   the remarks say which.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-xopt_sms-model=in-order -fno-tree-vectorize -fno-unroll-loops -fopt-info-loop-optimized-missed" } */

#include "both.h"

#define SZ 48
int a[SZ], b[SZ], y[SZ], y_ref[SZ];
unsigned u[SZ], u_ref[SZ];
short sa[SZ], sa_ref[SZ], sb[SZ];

BOTH (int, dot_i, (const int *p, const int *q, int n), /* { dg-optimized "loop software-pipelined" "" { target x86_64-*-* } } */
      { int s = 0; for (int i = 0; i < n; i++) s += p[i] * q[i]; return s; }) /* { dg-optimized "loop software-pipelined" "" { target arm*-*-* } .-1 } */
BOTH (int, count_gt, (const int *p, int n), /* { dg-optimized "loop software-pipelined" "" { target x86_64-*-* } } */
      { int s = 0; for (int i = 0; i < n; i++) s += p[i] > 3; return s; }) /* { dg-optimized "loop software-pipelined" "" { target arm*-*-* } .-1 } */
BOTH (int, min_i, (const int *p, int n), /* { dg-optimized "loop software-pipelined: II=3 MII=3 " "" { target x86_64-*-* } } */
      { int m = 1000000; for (int i = 0; i < n; i++) m = p[i] < m ? p[i] : m; return m; }) /* { dg-optimized "loop software-pipelined" "" { target arm*-*-* } .-1 } */
BOTH (unsigned, mix, (unsigned *p, int n), /* { dg-optimized "loop software-pipelined" "" { target x86_64-*-* } } */
      { unsigned h = 7; /* { dg-optimized "loop software-pipelined" "" { target arm*-*-* } .-1 } */
	for (int i = 0; i < n; i += 2)
	  { p[i] = (p[i] << 3) ^ (p[i] >> 2); h = h * 31 + p[i]; }
	return h; })
BOTH (void, sat, (short *p, const short *q, int n), /* { dg-optimized "loop software-pipelined" "" { target x86_64-*-* } } */
      { for (int i = n - 1; i >= 0; i--)
	  { int t = p[i] + q[i] * 3;
	    p[i] = t > 32767 ? 32767 : t < -32768 ? -32768 : t; } })
BOTH (long, fir3, (const int *x, int *o, int n), /* { dg-optimized "loop software-pipelined" "" { target x86_64-*-* } } */
      { long s = 0; /* { dg-optimized "loop software-pipelined" "" { target arm*-*-* } .-1 } */
	for (int i = 0; i < n; i += 3)
	  { o[i] = 3 * x[i] - 2 * x[i + 1] + x[i + 2]; s += o[i]; }
	return s; })

int
main (void)
{
  for (int n = 0; n <= 40; n++)
    {
      for (int i = 0; i < SZ; i++)
	{
	  a[i] = (i * 37 + n * 11) % 200 - 100;
	  b[i] = (i * 13 + n) % 50;
	  u[i] = u_ref[i] = i * 0x9E3779B9u + n;
	  sa[i] = sa_ref[i] = (short) (i * 2999 - n * 1000);
	  sb[i] = (short) (i * 7919 + n * 3);
	  y[i] = y_ref[i] = 0;
	}
      if (dot_i (a, b, n) != dot_i_ref (a, b, n)
	  || count_gt (a, n) != count_gt_ref (a, n)
	  || min_i (a, n) != min_i_ref (a, n)
	  || mix (u, n) != mix_ref (u_ref, n))
	abort ();
      sat (sa, sb, n);
      sat_ref (sa_ref, sb, n);
      if (fir3 (a, y, n - 3 > 0 ? n - 3 : 0)
	  != fir3_ref (a, y_ref, n - 3 > 0 ? n - 3 : 0))
	abort ();
      for (int i = 0; i < SZ; i++)
	if (u[i] != u_ref[i] || sa[i] != sa_ref[i] || y[i] != y_ref[i])
	  abort ();
    }
  return 0;
}

