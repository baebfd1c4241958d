/* The paper's critical edge (its Figs. 5-8): X and Y are loaded before a
   branch whose one arm (block C) uses them and falls into the join D,
   the other jumps straight to D; D uses them again.  The edge A -> D is
   critical (two successors, two predecessors), so the problem has a
   virtual block on it.  Here, with the default model, the schedule file
   lists that edge block; vliw.exp compiles this file again on
   models/edge-2.model (loads fixed on cluster 0, slow unpipelined
   multiplies, a 2-cycle bus), where the optimum sends X or Y to cluster 1
   on the edge block itself: a copy at the end of A would wait for the
   load and lengthen A, one at the start of D would delay D, and the path
   through C gets its copy in C.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-optimized -fplugin-arg-xopt_vliw-json=critical-edge.c.json" } */

int __attribute__ ((noipa))
edge_use (const int *restrict a, int *restrict b, int n) /* { dg-optimized "function clustered: ILP" } */
{
  int x = a[0], y = a[1];
  if (n > 0)
    b[0] = (x * 333) ^ (y * 777);
  return (x * 12345) ^ (y * 54321);
}

/* { dg-final { scan-file "critical-edge.c.json" "\"edge\": \\\[\[0-9\]+, \[0-9\]+\\\], \"needs_jump\": (true|false)" } } */
/* { dg-final { xopt-vliw-check "critical-edge.c.json" } } */
