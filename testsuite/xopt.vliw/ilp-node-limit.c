/* The deterministic budget stops the ILP: with node-limit=1 the branch and
   bound ends after its first node, before it proves the optimum (this
   function needs more on cvliw-2-1), and the best schedule found (at worst
   the warm start, the best baseline) is kept, with a missed remark that
   says why.  The wall-clock limit is set far away so that only the node
   limit can stop it.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-optimized-missed -fplugin-arg-xopt_vliw-model=cvliw-2-1 -fplugin-arg-xopt_vliw-node-limit=1 -fplugin-arg-xopt_vliw-time-limit=600000 -fplugin-arg-xopt_vliw-json=ilp-node-limit.c.json" } */

int __attribute__ ((noipa))
madd4 (int a, int b, int c, int d, int e, int f, int g, int h) /* { dg-optimized "function clustered: ILP \[0-9.\]+ weighted cycles \\(gap \[0-9.\]+%, \[0-9.\]+ s\\)" } */
/* { dg-missed "ILP not proven optimal: ILP node limit; best schedule found kept \\(gap \[0-9.\]+%\\)" "" { target *-*-* } .-1 } */
{
  return (a * b + c * d) ^ (e * f - g * h);
}

/* { dg-final { scan-file "ilp-node-limit.c.json" "\"method\": \"ilp\", \"status\": \"feasible\"" } } */
/* { dg-final { xopt-vliw-check "ilp-node-limit.c.json" } } */
