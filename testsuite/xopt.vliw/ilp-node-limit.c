/* The deterministic budget stops the ILP: with node-limit=1 the branch and
   bound ends after its first node, before it proves the optimum (this
   complex multiply needs more on cvliw-2-1 from x86-64's front end; ARM's
   is proven at its first node since the lower bound of 85c4203, so
   ilp-node-limit-arm.c takes a butterfly there), and the best schedule
   found (at worst the warm start, the best baseline) is kept, with a
   missed remark that says why.  The time limit is set far away so that
   only the node limit can stop it.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-fopt-info-optimized-missed -fplugin-arg-xopt_vliw-model=cvliw-2-1 -fplugin-arg-xopt_vliw-node-limit=1 -fplugin-arg-xopt_vliw-time-limit=600000 -fplugin-arg-xopt_vliw-json=ilp-node-limit.c.json" } */

typedef const int *cptr;

void __attribute__ ((noipa))
cmul (int *restrict re, int *restrict im, cptr ar, cptr ai, cptr br, cptr bi) /* { dg-optimized "function clustered: ILP \[0-9.\]+ weighted cycles \\(gap \[0-9.\]+%, \[0-9.\]+ s\\)" } */
/* { dg-missed "ILP not proven optimal: ILP node limit; best schedule found kept \\(gap \[0-9.\]+%\\)" "" { target *-*-* } .-1 } */
{
  int r = ar[0] * br[0] - ai[0] * bi[0];
  int i = ar[0] * bi[0] + ai[0] * br[0];
  re[0] = r >> 15;
  im[0] = i >> 15;
}

/* { dg-final { scan-file "ilp-node-limit.c.json" "\"method\": \"ilp\", \"status\": \"feasible\"" } } */
/* { dg-final { xopt-vliw-check "ilp-node-limit.c.json" } } */
