/* Without any vectorizer SLP-M does not run at all.  */
/* { dg-do compile } */
/* { dg-options "-fno-tree-vectorize -fopt-info-vec-optimized-missed" } */

unsigned a[4], b[4];

void
f (void)
{
  a[0] = b[0] << 1;
  a[1] = b[1] * 3;
  a[2] = b[2] * 5;
  a[3] = b[3] << 2;
}

/* { dg-final { scan-remarks-not "SLP-M" } } */
