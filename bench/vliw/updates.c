/* DSPStone's n_real_updates and n_complex_updates: D = C + A * B over
   arrays, Q15 saturating, 32-bit and float; complex in float and Q15.  */
#include "dsp.h"

void
n_real_updates_q15 (const int16_t *restrict a, const int16_t *restrict b,
		    const int16_t *restrict c, int16_t *restrict d, int n)
{
  for (int i = 0; i < n; i++)
    {
      int32_t v = c[i] + Q15_MUL (a[i], b[i]);
      d[i] = (int16_t) SAT16 (v);
    }
}

void
n_real_updates_i32 (const int32_t *restrict a, const int32_t *restrict b,
		    const int32_t *restrict c, int32_t *restrict d, int n)
{
  for (int i = 0; i < n; i++)
    d[i] = c[i] + a[i] * b[i];
}

void
n_real_updates_f32 (const float *restrict a, const float *restrict b,
		    const float *restrict c, float *restrict d, int n)
{
  for (int i = 0; i < n; i++)
    d[i] = c[i] + a[i] * b[i];
}

void
n_complex_updates_f32 (const cfloat *restrict a, const cfloat *restrict b,
		       const cfloat *restrict c, cfloat *restrict d, int n)
{
  for (int i = 0; i < n; i++)
    {
      d[i].re = c[i].re + a[i].re * b[i].re - a[i].im * b[i].im;
      d[i].im = c[i].im + a[i].re * b[i].im + a[i].im * b[i].re;
    }
}

void
n_complex_updates_q15 (const cq15 *restrict a, const cq15 *restrict b,
		       const cq15 *restrict c, cq15 *restrict d, int n)
{
  for (int i = 0; i < n; i++)
    {
      int32_t re = c[i].re + ((a[i].re * b[i].re - a[i].im * b[i].im) >> 15);
      int32_t im = c[i].im + ((a[i].re * b[i].im + a[i].im * b[i].re) >> 15);
      d[i].re = (int16_t) SAT16 (re);
      d[i].im = (int16_t) SAT16 (im);
    }
}
