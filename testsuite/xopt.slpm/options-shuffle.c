/* shuffle=0: a group of additions and subtractions is no longer left to
   GCC's two-operator SLP nodes, so it cannot be made isomorphic (with the
   option on it is, shuffle=2).  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-vec-optimized-missed -fplugin-arg-xopt_slpm-shuffle=0" } */

int a[4], b[4], c[4];

void
f (void)
{
  a[0] = b[0] * 3 + c[0]; /* { dg-missed "SLP-M: lane 1 \\(minus_expr\\) cannot be made isomorphic to the base lane" } */
  a[1] = (b[1] << 1) - c[1];
  a[2] = b[2] * 5 + c[2];
  a[3] = (b[3] << 2) - c[3];
}

/* { dg-final { scan-remarks-not "SLP-M made" } } */
