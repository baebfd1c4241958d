/* run-stage-bound.c for a loop of 4 stages (x86-64; 3 on ARM): with
   register moves allowed (the better schedule kept) and min-trip=1, the
   guard runs the original loop up to S = 4 iterations, its constant 16
   (4 latch executions of an int pointer).  Counts 0 .. 9 against -O0.
   Without modulo variable expansion (mve=0), whose unrolled kernel has a
   guard of its own (run-mve.c): with it, ARM takes 4 stages at II 7.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-xopt_sms-min-trip=1 -fplugin-arg-xopt_sms-regmoves -fplugin-arg-xopt_sms-mve=0 -fno-tree-vectorize -fno-unroll-loops -fopt-info-loop -fplugin-arg-xopt_sms-dump" } */

#include "both.h"

#define SZ 16
int ia[SZ], ib[SZ];

BOTH (int, quad, (int n), /* { dg-optimized "loop software-pipelined: II=\[0-9\]+ MII=\[0-9\]+ stages=4" "" { target x86_64-*-* } } */
      { int s = 0; /* { dg-optimized "loop software-pipelined: II=\[0-9\]+ MII=\[0-9\]+ stages=3" "" { target arm*-*-* } .-1 } */
	for (int i = 0; i < n; i++)
	  { int t = ia[i] > ib[i];
	    int x = ib[i] * ib[i] * ib[i] * ib[i];
	    s += t * 3 + (x & 255); }
	return s; })

int
main (void)
{
  fill_ints (ia, SZ, 7, 13, 6);
  fill_ints (ib, SZ, 5, 11, 4);
  for (int n = 0; n <= 9; n++)
    if (quad (n) != quad_ref (n))
      abort ();
  return 0;
}

/* { dg-final { scan-rtl-dump "guard: run the original loop when \[^\n\]*ltu \\(\\(reg \[0-9\]+\\), \\(16\\)\\)" xopt_sms { target x86_64-*-* } } } */
/* { dg-final { scan-rtl-dump "guard: run the original loop when \[^\n\]*ltu \\(\\(reg \[0-9\]+\\), \\(12\\)\\)" xopt_sms { target arm*-*-* } } } */
