/* SSE only (x86-64 with -mno-avx, which wins over the board's -march=haswell): no masked loads or stores, so only the
   loops that need none are converted; the diamond is vectorized, the
   conditional store to a location not written unconditionally is left
   alone with the reason.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-mno-avx -mno-avx2 -fopt-info-loop-optimized-missed" } */

void
diamond (int *restrict a, const int *restrict b, int t, int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "loop if-converted and vectorized: 4 blocks, 2 predicates \\(R&K\\), 0 trap-safe operands, 0 masked accesses" } */
    if (b[i] > t)
      a[i] = b[i] * 3;
    else
      a[i] = b[i] - 7;
}
/* { dg-optimized "loop vectorized" "" { target x86_64-*-* } .-6 } */

void
store (int *restrict a, const int *restrict b, int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop not if-converted: conditional store needs a masked store the target lacks" } */
    if (b[i] > 0)
      a[i] = b[i];
}
