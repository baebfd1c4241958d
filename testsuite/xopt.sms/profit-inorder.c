/* The complex multiply-accumulate of profit-ooo.c under the in-order
   model: the copies the register allocator adds cost less than the
   cycles the kernel gains over the list schedule, so the loop is
   pipelined.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-fno-tree-vectorize -fopt-info-loop-optimized-missed -fplugin-arg-xopt_sms-model=in-order" } */

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
