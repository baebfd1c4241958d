/* Dot products: saturating Q15 into Q31, 32-bit integer, float, and the
   two-at-a-time form DSP libraries unroll by hand.  */
#include "dsp.h"

int32_t
dot_q15 (const int16_t *restrict a, const int16_t *restrict b, int n)
{
  int64_t acc = 0;
  for (int i = 0; i < n; i++)
    {
      acc += ((int32_t) a[i] * b[i]) << 1;
      acc = SAT32 (acc);
    }
  return (int32_t) acc;
}

int32_t
dot_i32 (const int32_t *restrict a, const int32_t *restrict b, int n)
{
  int32_t acc = 0;
  for (int i = 0; i < n; i++)
    acc += a[i] * b[i];
  return acc;
}

float
dot_f32 (const float *restrict a, const float *restrict b, int n)
{
  float acc = 0.0f;
  for (int i = 0; i < n; i++)
    acc += a[i] * b[i];
  return acc;
}

float
dot2_f32 (const float *restrict a, const float *restrict b, int n)
{
  float even = 0.0f, odd = 0.0f;
  int i;
  for (i = 0; i + 1 < n; i += 2)
    {
      even += a[i] * b[i];
      odd += a[i + 1] * b[i + 1];
    }
  if (i < n)
    even += a[i] * b[i];
  return even + odd;
}
