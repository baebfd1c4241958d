/* align-kernel=0 leaves the kernel at GCC's own loop alignment.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-fno-tree-vectorize -fopt-info-loop-optimized -fplugin-arg-xopt_sms-align-kernel=0" } */

void
scale (float *restrict dst, const float *restrict src, float k,
       const float *end)
{
  for (; src != end; src++, dst++) /* { dg-optimized "loop software-pipelined: II=" } */
    *dst = *src * k + 1.0f;
}

/* { dg-final { scan-assembler-not "\\.p2align (5|6)\\n" } } */
