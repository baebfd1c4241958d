/* Radix-2 decimation-in-time FFT butterflies: one butterfly, and one
   stage over the whole buffer with a twiddle table (float and Q15 with
   the per-stage scaling by 2 that fixed-point FFTs use).  */
#include "dsp.h"

void
butterfly_f32 (cfloat *restrict a, cfloat *restrict b, cfloat w)
{
  float tr = b->re * w.re - b->im * w.im;
  float ti = b->re * w.im + b->im * w.re;
  b->re = a->re - tr;
  b->im = a->im - ti;
  a->re += tr;
  a->im += ti;
}

void
fft_stage_f32 (float *restrict re, float *restrict im,
	       const float *restrict wre, const float *restrict wim, int n,
	       int half)
{
  for (int base = 0; base < n; base += 2 * half)
    for (int k = 0; k < half; k++)
      {
	int i = base + k, j = i + half;
	float tr = re[j] * wre[k] - im[j] * wim[k];
	float ti = re[j] * wim[k] + im[j] * wre[k];
	re[j] = re[i] - tr;
	im[j] = im[i] - ti;
	re[i] += tr;
	im[i] += ti;
      }
}

void
fft_stage_q15 (int16_t *restrict re, int16_t *restrict im,
	       const int16_t *restrict wre, const int16_t *restrict wim,
	       int n, int half)
{
  for (int base = 0; base < n; base += 2 * half)
    for (int k = 0; k < half; k++)
      {
	int i = base + k, j = i + half;
	int32_t tr = Q15_MUL (re[j], wre[k]) - Q15_MUL (im[j], wim[k]);
	int32_t ti = Q15_MUL (re[j], wim[k]) + Q15_MUL (im[j], wre[k]);
	int32_t ar = re[i], ai = im[i];
	re[j] = (int16_t) ((ar - tr) >> 1);
	im[j] = (int16_t) ((ai - ti) >> 1);
	re[i] = (int16_t) ((ar + tr) >> 1);
	im[i] = (int16_t) ((ai + ti) >> 1);
      }
}
