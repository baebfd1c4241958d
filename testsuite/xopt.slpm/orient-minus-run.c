/* Orientation of the base lane is only for commutative operations: here
   the base is a subtraction t - u and lane 1 the addition u + t, whose
   first operand is the base's second.  Swapping the base would compute
   u - t (slpm_orient_base only swaps commutative nodes; mutant
   slpm-orient-not-commutative).  Lane 3 is extended into t - 0, so the
   group is rewritten.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized-missed" } */

extern void abort (void);

int o[4];

__attribute__ ((noinline)) void
f (int u, int t, int v)
{
  o[0] = t - u; /* { dg-message "SLP-M:? made 4 lanes isomorphic: reorder=0 extend=1 replace=0 shuffle=1" } */
  o[1] = u + t;
  o[2] = t - v;
  o[3] = t;
}

int
main (void)
{
  volatile int t = 1000, u = 7, v = -3;
  f (u, t, v);
  if (o[0] != 993 || o[1] != 1007 || o[2] != 1003 || o[3] != 1000)
    abort ();
  f (2147483647 - 10, -5, 0);
  if (o[0] != -2147483642 || o[1] != 2147483632 || o[2] != -5 || o[3] != -5)
    abort ();
  return 0;
}
