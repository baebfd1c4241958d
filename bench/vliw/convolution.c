/* Full linear convolution y = x * h, lengths passed at run time.  */
#include "dsp.h"

void
conv_q15 (const int16_t *restrict x, int nx, const int16_t *restrict h,
	  int nh, int16_t *restrict y)
{
  for (int n = 0; n < nx + nh - 1; n++)
    {
      int lo = n - nh + 1 > 0 ? n - nh + 1 : 0;
      int hi = n < nx - 1 ? n : nx - 1;
      int32_t acc = 0;
      for (int k = lo; k <= hi; k++)
	acc += (int32_t) x[k] * h[n - k];
      y[n] = (int16_t) SAT16 (acc >> 15);
    }
}

void
conv_f32 (const float *restrict x, int nx, const float *restrict h, int nh,
	  float *restrict y)
{
  for (int n = 0; n < nx + nh - 1; n++)
    {
      int lo = n - nh + 1 > 0 ? n - nh + 1 : 0;
      int hi = n < nx - 1 ? n : nx - 1;
      float acc = 0.0f;
      for (int k = lo; k <= hi; k++)
	acc += x[k] * h[n - k];
      y[n] = acc;
    }
}
