/* SLP-M also runs at -O2 with the SLP vectorizer.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ftree-slp-vectorize -fopt-info-vec" } */

unsigned a[4], b[4];

void
f (void)
{
  a[0] = b[0] << 1; /* { dg-optimized "SLP-M made 4 lanes isomorphic" } */
  a[1] = b[1] * 3;
  a[2] = b[2] * 5;
  a[3] = b[3] << 2;
}
