/* Without restrict the loads of later lanes may read what the earlier
   stores wrote: SLP cannot hoist them, so SLP-M leaves the group alone.
   With restrict the same code is rewritten.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-vec-optimized-missed" } */

void
f (unsigned *a, unsigned *b)
{
  a[0] = b[0] * 3; /* { dg-missed "SLP-M: lane 1 loads memory that a store of the group may write" } */
  a[1] = b[1] << 1;
  a[2] = b[2] * 5;
  a[3] = b[3] << 2;
}

void
g (unsigned *__restrict a, unsigned *__restrict b)
{
  a[0] = b[0] * 3; /* { dg-optimized "SLP-M made 4 lanes isomorphic: reorder=0 extend=0 replace=2" } */
  a[1] = b[1] << 1;
  a[2] = b[2] * 5;
  a[3] = b[3] << 2;
}

/* { dg-final { scan-remarks-not "alias.c:10:.*SLP-M made" } } */
