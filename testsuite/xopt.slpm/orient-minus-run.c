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

/* U is computed before T, so that GCC's canonical order of the addition
   (lower SSA version first) keeps U + T.  */
__attribute__ ((noinline)) void
f (const int *restrict p)
{
  int u = p[0];
  int t = p[1] ^ 5;
  o[0] = t - u; /* { dg-message "SLP-M:? made 4 lanes isomorphic: reorder=1 extend=1 replace=0 shuffle=1" } */
  o[1] = u + t;
  o[2] = t - p[2];
  o[3] = t;
}

int
main (void)
{
  static int p[3] = { 7, 1000 ^ 5, -3 };
  f (p);
  if (o[0] != 993 || o[1] != 1007 || o[2] != 1003 || o[3] != 1000)
    abort ();
  p[0] = 2147483647 - 10;
  p[1] = -5 ^ 5;
  p[2] = 0;
  f (p);
  if (o[0] != -2147483642 || o[1] != 2147483632 || o[2] != -5 || o[3] != -5)
    abort ();
  return 0;
}
