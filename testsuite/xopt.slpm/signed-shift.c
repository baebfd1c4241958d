/* A signed shift must not become a signed multiplication, which may
   overflow where the shift (defined by GCC) did not.  SLP-M computes the
   shifts and the multiplications by constants of such a group in the
   unsigned type instead, where X << K and X * 2^K are the same.  When the
   value range shows that the product fits, the replacement is done in the
   signed type.  Values that overflow the signed product check that the
   results keep the wrapping semantics of the shift; they cannot tell a
   signed from an unsigned multiplication (both wrap in the vector unit),
   so the dump shows which type each group is computed in: unsigned for
   the int inputs of f, signed for the byte inputs of g, whose range
   proves the products fit.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized-missed -fplugin-arg-xopt_slpm-dump" } */

extern void abort (void);

int a[4], b[4];
unsigned char small[4];

__attribute__ ((noinline)) void
f (void)
{
  a[0] = b[0] * 3; /* { dg-optimized "SLP-M made 4 lanes isomorphic: reorder=0 extend=0 replace=1 shuffle=0; vectorized" } */
  a[1] = b[1] << 2;
  a[2] = b[2] * 5;
  a[3] = b[3] * 7;
}

__attribute__ ((noinline)) void
g (void)
{
  a[0] = small[0] * 3; /* { dg-optimized "SLP-M made 4 lanes isomorphic: reorder=0 extend=0 replace=1 shuffle=0; not vectorized, stored as scalars \\(without SLP-M, GCC's SLP stores them as one vector built from the scalar values" } */
  a[1] = small[1] << 2;
  a[2] = small[2] * 5;
  a[3] = small[3] * 7;
}

int
main (void)
{
  /* 0x40000001 << 2 wraps to 4; so does 0x40000001u * 4u.  */
  int in[4] = { -7, 0x40000001, 100000, -300000 };
  int want[4] = { -21, 4, 500000, -2100000 };
  for (int i = 0; i < 4; i++)
    b[i] = in[i];
  f ();
  for (int i = 0; i < 4; i++)
    if (a[i] != want[i])
      abort ();

  for (int i = 0; i < 4; i++)
    small[i] = 250 + i;
  g ();
  if (a[0] != 750 || a[1] != 251 * 4 || a[2] != 252 * 5 || a[3] != 253 * 7)
    abort ();
  return 0;
}

/* { dg-final { scan-tree-dump-times "now computed unsigned" 1 xopt_slpm } } */
/* { dg-final { scan-tree-dump "after lane 1: \\(int\\) \\(\\(unsigned int\\) b\\\[1\\\] \\* 4\\)" xopt_slpm } } */
/* { dg-final { scan-tree-dump "after lane 1: \\(\\(int\\) small\\\[1\\\] \\* 4\\)" xopt_slpm } } */
