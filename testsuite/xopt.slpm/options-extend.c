/* extend=0: the short lanes cannot be padded.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-vec-optimized-missed -fplugin-arg-xopt_slpm-extend=0" } */

int a[4], b[4], c[4];

void
f (void)
{
  a[0] = b[0] * c[0] + 1; /* { dg-missed "SLP-M: lane 1 \\(plus_expr\\) cannot be made isomorphic" } */
  a[1] = b[1] + 2;
  a[2] = b[2] * c[2] + 3;
  a[3] = b[3] + 4;
}

/* { dg-final { scan-remarks-not "SLP-M made" } } */
