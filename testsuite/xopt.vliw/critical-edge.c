/* The paper's critical edge (its Fig. 5): X is defined before a branch
   whose one arm jumps straight to the join, and used after the join.
   The edge from the branch to the join is critical (two successors, two
   predecessors), so the problem has a virtual block on it where a
   transfer of X can go without costing the other path anything; the
   schedule file lists it as an edge block that needs a jump.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-optimized -fplugin-arg-xopt_vliw-json=critical-edge.c.json -fno-tree-vectorize" } */

int __attribute__ ((noipa))
edge_use (int *a, int x0, int k, int n) /* { dg-optimized "function clustered: ILP" } */
{
  int x = x0 * k + 7;
  if (n > 0)
    {
      int t = a[0] * 3;
      a[1] = t - x;
      a[2] = t * t;
    }
  return x * 5 + a[3];
}

/* { dg-final { scan-file "critical-edge.c.json" "\"edge\": \\\[\[0-9\]+, \[0-9\]+\\\], \"needs_jump\": (true|false)" } } */
/* { dg-final { xopt-vliw-check "critical-edge.c.json" } } */
