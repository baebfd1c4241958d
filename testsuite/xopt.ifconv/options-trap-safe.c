/* trap-safe=0: under -ftrapping-math the loop is left alone (GCC's own
   behaviour); the plain integer loop is still converted.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-loop-optimized-missed -fplugin-arg-xopt_ifconv-trap-safe=0" } */

void
fp (float *restrict a, const float *restrict b, int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop not if-converted: conditional floating-point operation could trap \\(trap-safe disabled\\)" } */
    {
      float x = b[i];
      if (x > 1.0f)
	x = x * 3.0f;
      a[i] = x;
    }
}

void
ints (int *restrict a, const int *restrict b, int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "loop if-converted and vectorized: 3 blocks, 1 predicates \\(R&K\\), 0 trap-safe" } */
    {
      int x = b[i];
      if (x > 1)
	x = x * 3;
      a[i] = x;
    }
}
