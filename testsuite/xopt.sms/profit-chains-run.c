/* The loops of profit-chains.c and profit-trip.c, run: the 5-point
   integer stencil, the complex multiply-accumulate, the vectorized dot
   products of 40 and 400 taps and one of N taps, checked against the
   same loops compiled without optimisation, for N from 0 to 21 (more
   than the stage count + 2).  The float data are small integers, so the
   sums are exact.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-xopt_sms-dump -fopt-info-loop" } */

extern void abort (void);

#define REF __attribute__ ((noinline, optimize ("O0")))
#define OPT __attribute__ ((noinline))
#define COLS 24
#define ROWS 6
#define SZ 800

int gi[ROWS][COLS], ho[ROWS][COLS], hr[ROWS][COLS];
float xf[SZ], hf[SZ];

#define BOTH(RET, NAME, ARGS, ...)                                     \
  RET OPT NAME ARGS __VA_ARGS__                                         \
  RET REF NAME##_ref ARGS __VA_ARGS__

BOTH (void, laplace, /* { dg-optimized "loop software-pipelined" "" { target x86_64-*-* } } */
      (int (*restrict out)[COLS], const int (*restrict in)[COLS], int rows,
       int cols),
      { for (int i = 1; i < rows - 1; i++)
	  for (int j = 1; j < cols - 1; j++)
	    out[i][j] = 4 * in[i][j] - in[i - 1][j] - in[i + 1][j]
			- in[i][j - 1] - in[i][j + 1]; })
BOTH (void, cmac, (float acc[2], const float *x, const float *y, int n), /* { dg-optimized "loop software-pipelined" } */
      { float sr = 0, si = 0;
	for (int i = 0; i < n; i++)
	  { float xr = x[2 * i], xi = x[2 * i + 1];
	    float yr = y[2 * i], yi = y[2 * i + 1];
	    sr += xr * yr + xi * yi;
	    si += xi * yr - xr * yi; }
	acc[0] = sr, acc[1] = si; })
BOTH (float, dot40, (const float *restrict x, const float *restrict h),
      { float s = 0; for (int k = 0; k < 40; k++) s += h[k] * x[k];
	return s; })
BOTH (float, dot400, (const float *restrict x, const float *restrict h), /* { dg-optimized "loop software-pipelined" "" { target x86_64-*-* } } */
      { float s = 0; for (int k = 0; k < 400; k++) s += h[k] * x[k];
	return s; })
BOTH (float, dotn, (const float *restrict x, const float *restrict h, int n), /* { dg-optimized "loop software-pipelined" "" { target x86_64-*-* } } */
      { float s = 0; for (int k = 0; k < n; k++) s += h[k] * x[k];
	return s; })

int
main (void)
{
  for (int i = 0; i < SZ; i++)
    {
      xf[i] = (float) ((i * 7) % 13) - 6;
      hf[i] = (float) ((i * 5) % 7) - 3;
    }
  for (int i = 0; i < ROWS; i++)
    for (int j = 0; j < COLS; j++)
      gi[i][j] = (i * 31 + j * 17) % 23 - 11;

  for (int n = 0; n <= 21; n++)
    {
      for (int i = 0; i < ROWS; i++)
	for (int j = 0; j < COLS; j++)
	  ho[i][j] = hr[i][j] = -1;
      laplace (ho, gi, ROWS, n);
      laplace_ref (hr, gi, ROWS, n);
      for (int i = 0; i < ROWS; i++)
	for (int j = 0; j < COLS; j++)
	  if (ho[i][j] != hr[i][j])
	    abort ();

      float acc[2], acc_ref[2];
      cmac (acc, xf + n, hf, n);
      cmac_ref (acc_ref, xf + n, hf, n);
      if (acc[0] != acc_ref[0] || acc[1] != acc_ref[1])
	abort ();

      if (dotn (xf + n, hf, n * 9) != dotn_ref (xf + n, hf, n * 9))
	abort ();
      if (dot40 (xf + n, hf) != dot40_ref (xf + n, hf))
	abort ();
      if (dot400 (xf + n, hf + n) != dot400_ref (xf + n, hf + n))
	abort ();
    }
  return 0;
}
