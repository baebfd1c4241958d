/* Two-block loops whose latch holds only the register copies of a delay
   line (x2 = x1; x1 = x0): the copies move before the closing branch and
   the loop is pipelined as one block.  Also the integer dot product whose
   mla chain uses the accumulator forwarding latency.  Trip counts
   0 .. 14 (more than the stage count + 2), checked against the same loops
   compiled without optimisation.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-xopt_sms-model=in-order -fno-tree-vectorize -fno-unroll-loops -fplugin-arg-xopt_sms-dump" } */

extern void abort (void);

#define REF __attribute__ ((noinline, optimize ("O0")))
#define OPT __attribute__ ((noinline))
#define SZ 32

float xf[SZ], yf[SZ];
int xi[SZ], yi[SZ];

#define BOTH(RET, NAME, ARGS, ...)                                     \
  RET OPT NAME ARGS __VA_ARGS__                                             \
  RET REF NAME##_ref ARGS __VA_ARGS__

BOTH (float, biquad, (float *y, const float *x, int n),
      { float x1 = 1, x2 = 2, y1 = 3, y2 = 4;
	for (int i = 0; i < n; i++)
	  { float x0 = x[i];
	    float y0 = 0.5f * x0 + 0.25f * x1 - 0.125f * x2 + 0.5f * y1 - 0.25f * y2;
	    y[i] = y0; x2 = x1; x1 = x0; y2 = y1; y1 = y0; }
	return n > 0 ? y[n - 1] : 0; })
BOTH (int, delay, (int *y, const int *x, int n),
      { int x1 = 5, x2 = 7, x3 = 11;
	for (int i = 0; i < n; i++)
	  { int x0 = x[i];
	    y[i] = x0 * 3 + x1 - x2 * 2 + x3;
	    x3 = x2; x2 = x1; x1 = x0; }
	return n > 0 ? y[n - 1] : 0; })
BOTH (int, dot, (const int *a, const int *b, int n),
      { int s = 7; for (int i = 0; i < n; i++) s += a[i] * b[i]; return s; })

int
main (void)
{
  for (int n = 0; n <= 14; n++)
    {
      float yf_ref[SZ];
      int yi_ref[SZ];
      for (int i = 0; i < SZ; i++)
	{
	  xf[i] = (float) ((i * 7) % 13) - 6;
	  xi[i] = (i * 11) % 17 - 8;
	  yf[i] = yf_ref[i] = -1;
	  yi[i] = yi_ref[i] = -1;
	}
      float rf = biquad (yf, xf, n);
      float rf_ref = biquad_ref (yf_ref, xf, n);
      if (rf != rf_ref)
	abort ();
      int ri = delay (yi, xi, n);
      int ri_ref = delay_ref (yi_ref, xi, n);
      if (ri != ri_ref)
	abort ();
      for (int i = 0; i < SZ; i++)
	if (yf[i] != yf_ref[i] || yi[i] != yi_ref[i])
	  abort ();
      if (dot (xi, xi + 3, n) != dot_ref (xi, xi + 3, n))
	abort ();
    }
  return 0;
}

/* biquad and delay: the latch copies moved, and the three loops
   pipelined (with the initialisation loop of main).  */
/* { dg-final { scan-rtl-dump-times "latch copies moved before the closing branch" 2 xopt_sms } } */
/* { dg-final { scan-rtl-dump-times "software-pipelined: II=" 4 xopt_sms } } */
