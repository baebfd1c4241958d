/* The time limit: with time-limit=1 (ms of CPU time) the budget derived
   from it does not let GLPK even start on this function's model on
   hxdsp4x4 (its root alone takes far longer), so the ILP keeps the best
   schedule found (the warm start) and says why in a missed remark; the
   schedule stays valid.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-optimized-missed -fplugin-arg-xopt_vliw-time-limit=1 -fplugin-arg-xopt_vliw-json=ilp-time-limit.c.json" } */

typedef const int *cptr;

void __attribute__ ((noipa))
cmul (int *restrict re, int *restrict im, cptr ar, cptr ai, cptr br, cptr bi) /* { dg-optimized "function clustered: ILP \[0-9.\]+ weighted cycles \\(gap \[0-9.\]+%, \[0-9.\]+ s\\)" } */
/* { dg-missed "ILP not proven optimal: ILP (time limit\[^;\]*|root LP not solved within its budget); best schedule found kept" "" { target *-*-* } .-1 } */
{
  int r = ar[0] * br[0] - ai[0] * bi[0];
  int i = ar[0] * bi[0] + ai[0] * br[0];
  re[0] = r >> 15;
  im[0] = i >> 15;
}

/* { dg-final { scan-file "ilp-time-limit.c.json" "\"method\": \"ilp\", \"status\": \"feasible\"" } } */
/* { dg-final { xopt-vliw-check "ilp-time-limit.c.json" } } */
