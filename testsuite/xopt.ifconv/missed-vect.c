/* Loops converted for a vectorizer that then refuses them (no vector
   integer division on x86-64 or NEON): the remark says the original
   loop is kept, and the object is that of the build without the plugin
   (ifconv.exp compiles this file both ways and compares the assembly).  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-loop-optimized-missed -fdump-statistics" } */

#include <stdint.h>

void
div_guarded (int32_t *restrict a, const int32_t *restrict b,
	     const int32_t *restrict c, int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop if-converted but not vectorized: the original loop is kept \\(3 blocks, 1 predicates \\(R&K\\), 4 trap-safe operands, 0 masked accesses\\)" } */
    {
      int32_t q = b[i];
      if (c[i] != 0 && c[i] != -1)
	q = b[i] / c[i] + b[i] % c[i];
      a[i] = q;
    }
}

void
rem_cases (uint16_t *restrict a, const uint16_t *restrict b,
	   const uint16_t *restrict c, int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop if-converted but not vectorized: the original loop is kept \\(5 blocks, 3 predicates \\(R&K\\)" } */
    {
      uint16_t x = b[i];
      if (c[i] > 7)
	x = x % c[i];
      else if (c[i] != 0)
	x = x / c[i] + 1;
      a[i] = x;
    }
}

/* { dg-final { scan-remarks-not "optimized: loop if-converted" } } */
/* { dg-final { scan-statistics "xopt_ifconv_outcome \"loops if-converted but not vectorized\" \"div_guarded\" 1" } } */
/* { dg-final { scan-statistics "xopt_ifconv_outcome \"loops if-converted but not vectorized\" \"rem_cases\" 1" } } */
