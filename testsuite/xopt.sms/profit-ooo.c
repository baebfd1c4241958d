/* The out-of-order profitability model (x86-64 by default).  Pipelining
   tends to move the use of a value into a later stage, while on a
   two-address target its register is shared with an input that the next
   iteration already reloads; the register allocator then adds a copy per
   iteration, which an out-of-order processor (that overlaps the loop's
   iterations by itself) pays for without gaining anything.  The graph
   keeps the use before the next definition of the input where the body
   allows it (the int16 dot product: its multiply's product is added
   before the next element is loaded), and the complex multiply-accumulate
   keeps each tied add after the other readers of its input and before
   the next definition of any register tied to that input, so its kernel
   needs no more copies than the loop either.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-fno-tree-vectorize -fopt-info-loop-optimized-missed -fplugin-arg-xopt_sms-model=out-of-order -fplugin-arg-xopt_sms-dump" } */

int
dot_i16 (const short *a, const short *b, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++) /* { dg-optimized "loop software-pipelined: II=" } */
    s += a[i] * b[i];
  return s;
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

/* The 3-point stencil: its first add may tie its output to either
   product, but one product's register is also tied, through its own
   multiply, to the value the delay line rotates next; the kernel must
   keep the add's use before that, or the allocator adds two copies.  */
void
stencil3 (float *restrict out, const float *restrict in, int n)
{
  for (int i = 1; i < n - 1; i++) /* { dg-optimized "loop software-pipelined: II=" } */
    out[i] = 0.25f * in[i - 1] + 0.5f * in[i] + 0.25f * in[i + 1];
}

/* Every accepted kernel needs exactly the copies of its loop.  */
/* { dg-final { scan-rtl-dump-times {the kernel needs ([0-9]+) register copies for two-address insns, the body \1\n} 3 xopt_sms } } */
/* { dg-final { scan-rtl-dump-not "register copies for two-address insns, the body needs" xopt_sms } } */
