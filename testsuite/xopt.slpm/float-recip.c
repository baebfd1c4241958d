/* X / 3.0 is not X * (1/3.0): 1/3 is inexact, so without
   -freciprocal-math the division stays and the group is left alone.  A
   division by a power of two would already be a multiplication.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-vec-optimized-missed" } */

float fa[4], fb[4];

void
f (void)
{
  fa[0] = fb[0] * 5.0f; /* { dg-missed "SLP-M: lane 2 \\(rdiv_expr\\) cannot be made isomorphic" } */
  fa[1] = fb[1] * 3.0f;
  fa[2] = fb[2] / 3.0f;
  fa[3] = fb[3] * 7.0f;
}

/* { dg-final { scan-remarks-not "SLP-M made" } } */
