/* With regmoves=1 (regmoves-keep=best, the default) the pass schedules
   the loop with and without moves and keeps the better: on Cortex-A8 the
   float scale needs a move to reach II 22 (24 without moves), while the
   integer add gains nothing from moves and keeps the schedule without
   them.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-xopt_sms-mve=0 -fopt-info-loop-optimized-missed -fplugin-arg-xopt_sms-regmoves -fno-tree-vectorize -fno-unroll-loops -fplugin-arg-xopt_sms-dump" } */

void
scale_ptr (float *restrict dst, const float *restrict src, float k,
	   const float *end)
{
  for (; src != end; src++, dst++) /* { dg-optimized "loop software-pipelined" } */
    *dst = *src * k + 1.0f;
}

void
add3 (int *restrict b, const int *restrict a, int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "loop software-pipelined" } */
    b[i] = a[i] + 3;
}

/* { dg-final { scan-rtl-dump-times "register moves in the kernel: 1" 1 xopt_sms { target arm*-*-* } } } */
/* { dg-final { scan-rtl-dump-times "the schedule without moves \\(II=\[0-9\]+\\) is kept" 1 xopt_sms { target arm*-*-* } } } */
/* { dg-final { scan-rtl-dump-times "the schedule without moves \\(II=\[0-9\]+\\) is kept" 2 xopt_sms { target x86_64-*-* } } } */
