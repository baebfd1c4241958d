/* Conversions in DSP front ends: uint8 pixels to normalised float, int16
   samples to double with a gain, and float back to int32 (truncating).  */

#include "bench.h"

#define N 6000
#define REPS 15000

static uint8_t pix[N];
static int16_t smp[N];
static float nf[N], rnf[N], src[N];
static double gd[N], rgd[N];
static int32_t qi[N], rqi[N];

KERNEL static void
u8_to_f32 (float *restrict out, const uint8_t *restrict in, int n)
{
  for (int i = 0; i < n; i++) /* sms-loop: cvt-u8-f32 */
    out[i] = in[i] * (1.0f / 255.0f) - 0.5f;
}

KERNEL static void
i16_to_f64 (double *restrict out, const int16_t *restrict in, double gain,
            int n)
{
  for (int i = 0; i < n; i++) /* sms-loop: cvt-i16-f64 */
    out[i] = in[i] * gain;
}

KERNEL static void
f32_to_i32 (int32_t *restrict out, const float *restrict in, int n)
{
  for (int i = 0; i < n; i++) /* sms-loop: cvt-f32-i32 */
    out[i] = (int32_t) (in[i] * 64.0f);
}

REFERENCE static void
ref_convert (int n, double gain)
{
  for (int i = 0; i < n; i++)
    {
      REF_FENCE;
      rnf[i] = pix[i] * (1.0f / 255.0f) - 0.5f;
      rgd[i] = smp[i] * gain;
      rqi[i] = (int32_t) (src[i] * 64.0f);
    }
}

int
main (int argc, char **argv)
{
  long reps = bench_reps (argc, argv, REPS);
  for (int i = 0; i < N; i++)
    pix[i] = (uint8_t) bench_range (0, 255);
  bench_fill_i16 (smp, N, -32768, 32767);
  bench_fill_f32 (src, N, 1000);

  bench_start ();
  for (long r = 0; r < reps; r++)
    {
      u8_to_f32 (nf, pix, N);
      i16_to_f64 (gd, smp, 0.001, N);
      f32_to_i32 (qi, src, N);
      BENCH_BARRIER;
    }
  bench_stop ();

  ref_convert (N, 0.001);
  bench_check ("cvt-u8-f32", nf, rnf, sizeof rnf);
  bench_check ("cvt-i16-f64", gd, rgd, sizeof rgd);
  bench_check ("cvt-f32-i32", qi, rqi, sizeof rqi);
  return bench_exit ();
}
