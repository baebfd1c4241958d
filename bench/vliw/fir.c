/* FIR filters: Q15 with a 32-bit accumulator and a saturated, rounded
   result, and single precision; taps and length passed at run time.  */
#include "dsp.h"

void
fir_q15 (const int16_t *restrict x, const int16_t *restrict h,
	 int16_t *restrict y, int n, int taps, int shift)
{
  for (int i = 0; i < n; i++)
    {
      int32_t acc = 1 << (shift - 1);
      for (int k = 0; k < taps; k++)
	acc += (int32_t) x[i + k] * h[k];
      acc >>= shift;
      y[i] = (int16_t) SAT16 (acc);
    }
}

void
fir_f32 (const float *restrict x, const float *restrict h, float *restrict y,
	 int n, int taps)
{
  for (int i = 0; i < n; i++)
    {
      float acc = 0.0f;
      for (int k = 0; k < taps; k++)
	acc += x[i + k] * h[k];
      y[i] = acc;
    }
}

/* DSPStone's "fir" shape: one output sample from a delay line that is
   shifted as it is read.  */
int16_t
fir_sample_q15 (int16_t *restrict delay, const int16_t *restrict h,
		int16_t in, int taps)
{
  int32_t acc = 0;
  for (int k = taps - 1; k > 0; k--)
    {
      acc += (int32_t) delay[k] * h[k];
      delay[k] = delay[k - 1];
    }
  delay[0] = in;
  acc += (int32_t) in * h[0];
  return (int16_t) SAT16 (acc >> 15);
}
