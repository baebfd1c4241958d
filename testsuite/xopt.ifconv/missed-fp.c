/* Under -frounding-math a conditional floating-point operation is left
   alone (the neutral operands are exact, but the option promises more
   than the pass checks); -fno-trapping-math needs no trap-safe operands.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-loop-missed -frounding-math" } */

void
fp (float *restrict a, const float *restrict b, int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop not if-converted: conditional floating-point operation under -frounding-math" } */
    {
      float x = b[i];
      if (x > 1.0f)
	x = x * 3.0f;
      a[i] = x;
    }
}
