/* ilp-node-limit.c on ARM, whose front end gives a single complex
   multiply that the ILP proves optimal at its first node on cvliw-2-1:
   two of them (kept scalar: NEON would make them easy) need more, so
   node-limit=1 stops the branch and bound before the proof and the best
   schedule found is kept, with the missed remark.  The time limit is set far away so that only the node limit
   can stop it.  */
/* { dg-do compile { target arm*-*-* } } */
/* { dg-options "-fopt-info-optimized-missed -fno-tree-slp-vectorize -fplugin-arg-xopt_vliw-model=cvliw-2-1 -fplugin-arg-xopt_vliw-node-limit=1 -fplugin-arg-xopt_vliw-time-limit=600000 -fplugin-arg-xopt_vliw-json=ilp-node-limit-arm.c.json" } */

typedef const int *cptr;

void __attribute__ ((noipa))
cmul (int *restrict re, int *restrict im, cptr ar, cptr ai, cptr br, cptr bi) /* { dg-optimized "function clustered: ILP \[0-9.\]+ weighted cycles \\(gap \[0-9.\]+%, \[0-9.\]+ s\\)" } */
/* { dg-missed "ILP not proven optimal: ILP node limit; best schedule found kept \\(gap \[0-9.\]+%\\)" "" { target *-*-* } .-1 } */
{
  int r = ar[0] * br[0] - ai[0] * bi[0];
  int i = ar[0] * bi[0] + ai[0] * br[0];
  int r1 = ar[1] * br[1] - ai[1] * bi[1];
  int i1 = ar[1] * bi[1] + ai[1] * br[1];
  re[0] = r >> 15;
  im[0] = i >> 15;
  re[1] = r1 >> 15;
  im[1] = i1 >> 15;
}

/* { dg-final { scan-file "ilp-node-limit-arm.c.json" "\"method\": \"ilp\", \"status\": \"feasible\"" } } */
/* { dg-final { xopt-vliw-check "ilp-node-limit-arm.c.json" } } */
