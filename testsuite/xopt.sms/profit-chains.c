/* Tie chains in the edges of the out-of-order model (x86-64).  A tied
   insn reuses its input's register only when it is the last reader of
   that value and no register of the chain tied to the input is redefined
   while its output lives; the graph orders the other readers before it
   and the uses of its output before the next definition of every register
   of the chain, so the kernel needs no more copies than the loop.  The
   5-point integer stencil and the complex multiply-accumulate were
   refused for extra copies without that.  Register moves are ties too:
   the horizontal sum of the vectorized dot product extracts the low
   element of the product (a copy unless it keeps the product's
   register), so the first add stays before the shuffle that overwrites
   that register.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-fopt-info-loop-optimized -fplugin-arg-xopt_sms-dump" } */

#define COLS 128
#define TAPS 400

void
laplace (int (*restrict out)[COLS], const int (*restrict in)[COLS], int rows,
	 int cols)
{
  for (int i = 1; i < rows - 1; i++)
    for (int j = 1; j < cols - 1; j++) /* { dg-optimized "loop software-pipelined: II=" } */
      out[i][j] = 4 * in[i][j] - in[i - 1][j] - in[i + 1][j] - in[i][j - 1]
		  - in[i][j + 1];
}

void
cmac (float acc[2], const float *x, const float *y, int n)
{
  float sr = 0, si = 0;
  for (int i = 0; i < n; i++) /* { dg-optimized "loop software-pipelined: II=" } */
    {
      float xr = x[2 * i], xi = x[2 * i + 1];
      float yr = y[2 * i], yi = y[2 * i + 1];
      sr += xr * yr + xi * yi;
      si += xi * yr - xr * yi;
    }
  acc[0] = sr, acc[1] = si;
}

float
hsum (const float *restrict x, const float *restrict h)
{
  float s = 0;
  for (int k = 0; k < TAPS; k++)
    s += h[k] * x[k]; /* { dg-optimized "loop software-pipelined: II=" } */
  return s;
}

/* Each kernel is found at the first try with as many copies as its loop
   (the horizontal sum: the two shuffles that copy the product, and the
   extraction of its low element that the last shuffle overwrites).  */
/* { dg-final { scan-rtl-dump-not "register copies for two-address insns, the body needs" xopt_sms } } */
/* { dg-final { scan-rtl-dump {the kernel needs ([0-9]+) register copies for two-address insns, the body \1\n} xopt_sms } } */
/* { dg-final { scan-rtl-dump "the kernel needs 3 register copies for two-address insns, the body 3" xopt_sms } } */
