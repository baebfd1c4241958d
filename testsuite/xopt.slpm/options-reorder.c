/* reorder=0: lanes 1 and 3 add their operands the other way round, and
   without swapping them the group cannot be made isomorphic (with the
   option on it is: reorder-replace.c).  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-vec-optimized-missed -fplugin-arg-xopt_slpm-reorder=0" } */

unsigned a[4], b[4], c[4];

void
f (void)
{
  a[0] = b[0] * 3 + c[0]; /* { dg-missed "SLP-M: lane 1 \\(plus_expr\\) cannot be made isomorphic to the base lane" } */
  a[1] = c[1] + (b[1] << 1);
  a[2] = b[2] * 5 + c[2];
  a[3] = c[3] + (b[3] << 2);
}

/* { dg-final { scan-remarks-not "SLP-M made" } } */
