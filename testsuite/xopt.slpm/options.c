/* replace=0: the shifts stay, and the group cannot be made isomorphic
   (shuffle=0: nor blended as vector code, see blend-run.c).  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-vec-optimized-missed -fplugin-arg-xopt_slpm-replace=0 -fplugin-arg-xopt_slpm-shuffle=0" } */

unsigned a[4], b[4];

void
f (void)
{
  a[0] = b[0] << 1; /* { dg-missed "SLP-M: lane \[0-9\] \\(\[a-z_\]+\\) cannot be made isomorphic" } */
  a[1] = b[1] * 3;
  a[2] = b[2] * 5;
  a[3] = b[3] << 2;
}

/* { dg-final { scan-remarks-not "SLP-M made" } } */
