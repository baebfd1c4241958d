/* A conditional store to a location not written unconditionally needs a
   masked store: AVX2 has one for int, so the loop is converted and
   vectorized on x86-64; NEON has none, so on ARM the loop is left alone
   with the reason.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-loop-optimized-missed" } */

void
store (int *restrict a, const int *restrict b, int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop not if-converted: conditional store needs a masked store the target lacks" "" { target arm*-*-* } } */
/* { dg-optimized "loop if-converted and vectorized: 3 blocks, 1 predicates \\(R&K\\), 0 trap-safe operands, 1 masked accesses" "" { target x86_64-*-* } .-1 } */
    if (b[i] > 0)
      a[i] = b[i];
}

/* { dg-final { scan-remarks-not "missed: loop if-converted but not vectorized" } } */
