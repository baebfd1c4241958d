/* An optimized: remark means the code changed and says what came of it:
   a group whose computations SLP then vectorized gets one, and so does a
   group that was not vectorized at all where GCC's SLP alone stores the
   group as one vector built from scalar values (its cost figures prefer
   that to the scalar stores, on both targets here): the rewrite took
   that from it.  A group whose stores alone were vectorized, from scalar
   values, gets a missed: remark saying so; a group that needed only
   commutative operands swapped is left to SLP, which swaps them itself.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-vec-optimized-missed -fplugin-arg-xopt_slpm-dump" } */

unsigned a[4], b[4], c[4];
unsigned char small[4];
int d[4];

void
vectorized (void)
{
  a[0] = b[0] << 1; /* { dg-optimized "SLP-M made 4 lanes isomorphic: reorder=0 extend=0 replace=2 shuffle=0; vectorized" } */
  a[1] = b[1] * 3;
  a[2] = b[2] * 5;
  a[3] = b[3] << 4;
}

/* Signed results of unsigned char operands, computed unsigned by SLP-M:
   GCC 12's SLP does not vectorize the group, which it alone would have
   stored as one vector built from the scalar values.  */
void
not_vectorized (void)
{
  d[0] = small[0] * 3; /* { dg-optimized "SLP-M made 4 lanes isomorphic: reorder=0 extend=0 replace=1 shuffle=0; not vectorized, stored as scalars \\(without SLP-M, GCC's SLP stores them as one vector built from the scalar values" } */
  d[1] = small[1] << 2;
  d[2] = small[2] * 5;
  d[3] = small[3] * 7;
}

void
swapped (void)
{
  a[0] = b[0] * c[0] + 7;
  a[1] = 7 + c[1] * b[1];
  a[2] = b[2] * c[2] + 7;
  a[3] = b[3] * c[3] + 7;
}

/* { dg-final { scan-remarks-not "outcome.c:(3\[7-9\]|4\[0-3\]):.*SLP-M" } } */
/* { dg-final { scan-tree-dump-times "isomorphic up to operand order, left to SLP" 1 xopt_slpm } } */
/* The vectorized group's multiplications are vector ones.  */
/* { dg-final { scan-assembler "vpmulld" { target x86_64-*-* } } } */
/* { dg-final { scan-assembler "vmul\\.i32" { target arm*-*-* } } } */
