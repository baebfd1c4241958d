/* Cascaded biquads: Q15 direct form I with 5 coefficients and 4 state
   words per section, and float transposed direct form II.  */
#include "dsp.h"

void
biquad_cascade_q15 (const int16_t *restrict in, int16_t *restrict out,
		    int n, const int16_t *restrict coef,
		    int16_t *restrict state, int sections, int post_shift)
{
  for (int i = 0; i < n; i++)
    {
      int32_t x = in[i];
      for (int s = 0; s < sections; s++)
	{
	  const int16_t *c = coef + 5 * s;
	  int16_t *st = state + 4 * s;
	  int32_t acc = (int32_t) c[0] * x + (int32_t) c[1] * st[0]
			+ (int32_t) c[2] * st[1] + (int32_t) c[3] * st[2]
			+ (int32_t) c[4] * st[3];
	  acc >>= 14 - post_shift;
	  int16_t y = (int16_t) SAT16 (acc);
	  st[1] = st[0];
	  st[0] = (int16_t) x;
	  st[3] = st[2];
	  st[2] = y;
	  x = y;
	}
      out[i] = (int16_t) x;
    }
}

void
biquad_cascade_f32 (const float *restrict in, float *restrict out, int n,
		    const float *restrict coef, float *restrict state,
		    int sections)
{
  for (int i = 0; i < n; i++)
    {
      float x = in[i];
      for (int s = 0; s < sections; s++)
	{
	  const float *c = coef + 5 * s;
	  float *d = state + 2 * s;
	  float y = c[0] * x + d[0];
	  d[0] = c[1] * x - c[3] * y + d[1];
	  d[1] = c[2] * x - c[4] * y;
	  x = y;
	}
      out[i] = x;
    }
}
