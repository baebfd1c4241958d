/* A conditional load of a location not read unconditionally: without
   masked loads (ARM NEON) the loop is left alone; with AVX2 it becomes
   .MASK_LOAD.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-loop-optimized-missed -fno-tree-vectorize -ftree-loop-vectorize" } */

void
f (float *restrict a, const int *restrict m, const float *restrict b, int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop not if-converted: conditional load may trap and the target has no masked load" "" { target arm*-*-* } } */
    {
      float x = 0;
      if (m[i] > 0)
	x = b[i];
      a[i] = x;
    }
}
/* { dg-optimized "loop if-converted and vectorized: 3 blocks, 1 predicates \\(R&K\\), 0 trap-safe operands, 1 masked accesses" "" { target x86_64-*-* } .-8 } */
