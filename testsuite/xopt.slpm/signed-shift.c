/* A signed shift must not become a multiplication that may overflow: the
   lanes stay as they are and SLP-M says why.  When the value range shows
   that the product fits, the replacement is fine.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-vec-optimized-missed" } */

int a[4], b[4];
unsigned char small[4];

void
f (void)
{
  a[0] = b[0] * 3; /* { dg-missed "SLP-M: lane 1 \\(lshift_expr\\) cannot be made isomorphic" } */
  a[1] = b[1] << 2;
  a[2] = b[2] * 5;
  a[3] = b[3] * 7;
}

void
g (void)
{
  a[0] = small[0] * 3; /* { dg-optimized "SLP-M made 4 lanes isomorphic: reorder=0 extend=0 replace=1" } */
  a[1] = small[1] << 2;
  a[2] = small[2] * 5;
  a[3] = small[3] * 7;
}

/* { dg-final { scan-remarks-not "signed-shift.c:13:.*SLP-M made" } } */
