/* Tiny functions whose optimum scripts/vliw-brute finds by exhaustive
   search (cluster of every insn, cycles, transfers): the ILP's weighted
   cycles must equal it, on a two-cluster model with a one-cycle bus
   (cvliw-2-1) where a transfer can pay off.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-optimized-missed -fplugin-arg-xopt_vliw-model=cvliw-2-1 -fplugin-arg-xopt_vliw-json=tiny-brute.c.json -fplugin-arg-xopt_vliw-time-limit=10000 -fplugin-arg-xopt_vliw-node-limit=1000000" } */

int
madd2 (int a, int b, int c, int d) /* { dg-optimized "function clustered: ILP \[0-9.\]+ weighted cycles \\(optimal" } */
{
  return a * b + c * d;
}

unsigned
mix3 (unsigned x, unsigned y) /* { dg-optimized "function clustered: ILP \[0-9.\]+ weighted cycles \\(optimal" } */
{
  unsigned t = x * 3u;
  return (t ^ (y >> 2)) + (x << 1);
}

/* { dg-final { xopt-vliw-check "tiny-brute.c.json" } } */
/* { dg-final { xopt-vliw-brute "tiny-brute.c.json" } } */
