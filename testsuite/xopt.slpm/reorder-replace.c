/* Operands swapped and shifts replaced in one group: the swaps are part
   of a rewrite that changes the code, so they are done (options-reorder.c
   turns them off).  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-vec-optimized-missed" } */

unsigned a[4], b[4], c[4];

void
f (void)
{
  a[0] = b[0] * 3 + c[0]; /* { dg-optimized "SLP-M made 4 lanes isomorphic: reorder=2 extend=0 replace=2 shuffle=0; vectorized" } */
  a[1] = c[1] + (b[1] << 1);
  a[2] = b[2] * 5 + c[2];
  a[3] = c[3] + (b[3] << 2);
}
