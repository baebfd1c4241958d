/* LMS adaptive filters: filter, error, then the coefficient update.  */
#include "dsp.h"

float
lms_f32 (const float *restrict x, float *restrict w, float desired,
	 float mu, int taps)
{
  float y = 0.0f;
  for (int k = 0; k < taps; k++)
    y += w[k] * x[k];
  float step = mu * (desired - y);
  for (int k = 0; k < taps; k++)
    w[k] += step * x[k];
  return y;
}

int16_t
lms_q15 (const int16_t *restrict x, int16_t *restrict w, int16_t desired,
	 int16_t mu, int taps)
{
  int32_t acc = 0;
  for (int k = 0; k < taps; k++)
    acc += (int32_t) w[k] * x[k];
  int16_t y = (int16_t) SAT16 (acc >> 15);
  int32_t err = SAT16 ((int32_t) desired - y);
  int32_t step = Q15_MUL (mu, err);
  for (int k = 0; k < taps; k++)
    {
      int32_t nw = w[k] + Q15_MUL (step, x[k]);
      w[k] = (int16_t) SAT16 (nw);
    }
  return y;
}
