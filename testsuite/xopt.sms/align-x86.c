/* Kernels are aligned to fit one fetch window.  On x86-64 GCC aligns
   loops to 16 bytes only when at most 10 bytes of padding do it, so a
   small loop may straddle a 64-byte line; pipelining moves the loop, and
   a kernel that lands across a line boundary runs up to 1.5 times slower
   than the original loop.  The plugin aligns each kernel to the smallest
   power of two, up to 64, that is not below its length.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-fno-tree-vectorize -fopt-info-loop-optimized -fplugin-arg-xopt_sms-dump" } */

void
scale (float *restrict dst, const float *restrict src, float k,
       const float *end)
{
  for (; src != end; src++, dst++) /* { dg-optimized "loop software-pipelined: II=" } */
    *dst = *src * k + 1.0f;
}

/* { dg-final { scan-rtl-dump "kernel in bb \[0-9\]+, label \[0-9\]+" xopt_sms_mark_kernels } } */
/* { dg-final { scan-rtl-dump "kernel at label \[0-9\]+: at most \[0-9\]+ bytes, aligned to (32|64)" xopt_sms_align_kernels } } */
/* { dg-final { scan-assembler "\\.p2align (5|6)\\n" } } */
