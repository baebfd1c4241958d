/* The stage bound of the runtime guard: a pipelined loop of S stages
   needs more than S iterations (S - 1 in the prologue, at least one in
   the kernel, and the epilogue), so the guard sends counts up to S to the
   original loop.  With min-trip=1 that bound alone decides; the loops
   below have 2 and 3 stages, with register moves (kept even where a
   schedule without them is as good), and run every count from 0 to 9,
   around S - 1, S and S + 1, against the same loop compiled without
   optimisation.  The dump shows each guard's constant: the count of
   latch executions below which the original loop runs, scaled by the
   element size where the counter is a pointer (S * 4 for an int or float
   array, S * 8 for a double array).  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-xopt_sms-min-trip=1 -fplugin-arg-xopt_sms-regmoves -fplugin-arg-xopt_sms-regmoves-keep=moves -fno-tree-vectorize -fno-unroll-loops -fopt-info-loop -fplugin-arg-xopt_sms-dump" } */

#include "both.h"

#define SZ 16

int ia[SZ], ib[SZ];
float fa[SZ];
double dx[SZ];
unsigned state;

/* 2 stages on x86-64.  On ARM the loaded values outlive II once their
   loads may be moved (post-increment loads), and with the moves kept
   (regmoves-keep=moves) no II below the list schedule leaves them room:
   by default that loop takes II 4 with modulo variable expansion.  */
BOTH (int, dot, (int n), /* { dg-optimized "loop software-pipelined: II=\[0-9\]+ MII=\[0-9\]+ stages=2" "" { target x86_64-*-* } } */
      { int s = 0; for (int i = 0; i < n; i++) s += ia[i] * ib[i]; return s; })

/* 3 stages on both boards, with one register move on ARM.  */
BOTH (void, fill, (int n), /* { dg-optimized "loop software-pipelined: II=\[0-9\]+ MII=\[0-9\]+ stages=3" } */
      { for (int i = 0; i < n; i++)
	  { state ^= state << 13; state ^= state >> 17; state ^= state << 5;
	    fa[i] = (float) ((-6400 + (int) (state % 12801u)) / 64.0); } })

/* 3 stages on ARM, 2 on x86-64.  */
BOTH (int, poly, (int n), /* { dg-optimized "loop software-pipelined: II=\[0-9\]+ MII=\[0-9\]+ stages=3" "" { target arm*-*-* } } */
      { int s = 0;
	for (int i = 0; i < n; i++) /* { dg-optimized "loop software-pipelined: II=\[0-9\]+ MII=\[0-9\]+ stages=2" "" { target x86_64-*-* } .-2 } */
	  s += (((ia[i] * 7 + 3) * ia[i] + 5) * ia[i] + 9) * ib[i];
	return s; })

/* 3 stages on ARM over doubles, 2 on x86-64.  */
BOTH (double, dsum, (int n), /* { dg-optimized "loop software-pipelined: II=\[0-9\]+ MII=\[0-9\]+ stages=3" "" { target arm*-*-* } } */
      { double s = 0;
	for (int i = 0; i < n; i++) /* { dg-optimized "loop software-pipelined: II=\[0-9\]+ MII=\[0-9\]+ stages=2" "" { target x86_64-*-* } .-2 } */
	  s += dx[i] * dx[i] * 3.0 + ia[i];
	return s; })

int
main (void)
{
  fill_ints (ia, SZ, 7, 13, 6);
  fill_ints (ib, SZ, 5, 11, 4);
  for (int i = 0; i < SZ; i++)
    dx[i] = i * 0.75 - 3;
  for (int n = 0; n <= 9; n++)
    {
      if (dot (n) != dot_ref (n) || poly (n) != poly_ref (n)
	  || dsum (n) != dsum_ref (n))
	abort ();
      float want[SZ];
      state = 2463534242u;
      fill_ref (n);
      for (int i = 0; i < SZ; i++)
	{
	  want[i] = fa[i];
	  fa[i] = -1.0f;
	}
      unsigned want_state = state;
      state = 2463534242u;
      fill (n);
      if (state != want_state)
	abort ();
      for (int i = 0; i < n; i++)
	if (fa[i] != want[i])
	  abort ();
      for (int i = n; i < SZ; i++)
	if (fa[i] != -1.0f)
	  abort ();
    }
  return 0;
}

/* Guards: 2 stages of ints (8), 3 of floats or ints (12), 3 of doubles
   (24).  */
/* { dg-final { scan-rtl-dump "guard: run the original loop when \[^\n\]*ltu \\(\\(reg \[0-9\]+\\), \\(8\\)\\)" xopt_sms } } */
/* { dg-final { scan-rtl-dump "guard: run the original loop when \[^\n\]*ltu \\(\\(reg \[0-9\]+\\), \\(12\\)\\)" xopt_sms } } */
/* { dg-final { scan-rtl-dump "guard: run the original loop when \[^\n\]*ltu \\(\\(reg \[0-9\]+\\), \\(24\\)\\)" xopt_sms { target arm*-*-* } } } */
/* { dg-final { scan-rtl-dump "register moves in the kernel: \[1-9\]" xopt_sms { target arm*-*-* } } } */
/* The dot product on ARM (see above).  */
/* { dg-final { scan-rtl-dump-times "loop not pipelined: II not below the list schedule" 1 xopt_sms { target arm*-*-* } } } */
