/* A kernel longer than the largest window (64 bytes) is still aligned to
   64: it then spans the fewest windows its length allows, where an
   unaligned start can add one (a 62-byte kernel spanning three 32-byte
   windows instead of two ran at 0.83 of the original loop).  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-fno-tree-vectorize -fopt-info-loop-optimized -fplugin-arg-xopt_sms-dump" } */

struct biquad
{
  float b0, b1, b2, a1, a2;
};

void
biquad (float *restrict y, const float *restrict x, int n,
	const struct biquad *c)
{
  float b0 = c->b0, b1 = c->b1, b2 = c->b2, a1 = c->a1, a2 = c->a2;
  float x1 = 0, x2 = 0, y1 = 0, y2 = 0;
  for (int i = 0; i < n; i++) /* { dg-optimized "loop software-pipelined: II=" } */
    {
      float x0 = x[i];
      float y0 = b0 * x0 + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
      y[i] = y0;
      x2 = x1;
      x1 = x0;
      y2 = y1;
      y1 = y0;
    }
}

/* { dg-final { scan-rtl-dump "kernel at label \[0-9\]+: at most (6\[5-9\]|\[7-9\]\[0-9\]|1\[0-9\]\[0-9\]) bytes, aligned to 64 \\(longer than one window\\)" xopt_sms_align_kernels } } */
/* { dg-final { scan-assembler "\\.p2align 6\\n" } } */
