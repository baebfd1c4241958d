/* depth=1 compares only the roots: the swapped operands one level down are
   not looked at, so there is nothing to do.  min-lanes=8 skips a group of
   four altogether.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-vec-optimized-missed -fplugin-arg-xopt_slpm-depth=1" } */

int a[4], b[4], c[4];

void
f (void)
{
  a[0] = b[0] * c[0] + 7;
  a[1] = 7 + c[1] * b[1];
  a[2] = b[2] * c[2] + 7;
  a[3] = b[3] * c[3] + 7;
}

/* { dg-final { scan-remarks-not "SLP-M" } } */
