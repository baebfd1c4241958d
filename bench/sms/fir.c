/* DSP: FIR filters, y[i] = sum_k h[k] * x[i + k], in float and in Q15
   fixed point (int16 samples and taps, int32 accumulator).  The timed
   loops are the inner tap loops (constant bound TAPS); the outer sample
   loops hold a loop and are not of the form.  */

#include "bench.h"

#define N 1024
#define TAPS 40
#define REPS 8000

static float xf[N + TAPS], hf[TAPS], yf[N], rf[N];
static int16_t xs[N + TAPS], hs[TAPS], ys[N], rs[N];

KERNEL static void
fir_f32 (float *restrict y, const float *restrict x,
         const float *restrict h, int n)
{
  for (int i = 0; i < n; i++)
    {
      float s = 0;
      for (int k = 0; k < TAPS; k++) /* sms-loop: fir-f32 */
        s += h[k] * x[i + k];
      y[i] = s;
    }
}

KERNEL static void
fir_q15 (int16_t *restrict y, const int16_t *restrict x,
         const int16_t *restrict h, int n)
{
  for (int i = 0; i < n; i++)
    {
      int32_t s = 1 << 14;
      for (int k = 0; k < TAPS; k++) /* sms-loop: fir-q15 */
        s += h[k] * x[i + k];
      y[i] = (int16_t) (s >> 15);
    }
}

REFERENCE static void
ref_fir (int n)
{
  for (int i = 0; i < n; i++)
    {
      float s = 0;
      int32_t t = 1 << 14;
      for (int k = 0; k < TAPS; k++)
        {
          REF_FENCE;
          s += hf[k] * xf[i + k];
          t += hs[k] * xs[i + k];
        }
      rf[i] = s;
      rs[i] = (int16_t) (t >> 15);
    }
}

int
main (int argc, char **argv)
{
  long reps = bench_reps (argc, argv, REPS);
  bench_fill_f32 (xf, N + TAPS, 8);
  bench_fill_f32 (hf, TAPS, 1);
  bench_fill_i16 (xs, N + TAPS, -32768, 32767);
  bench_fill_i16 (hs, TAPS, -800, 800);

  bench_start ();
  for (long r = 0; r < reps; r++)
    {
      fir_f32 (yf, xf, hf, N);
      fir_q15 (ys, xs, hs, N);
      BENCH_BARRIER;
    }
  bench_stop ();

  ref_fir (N);
  bench_check ("fir-f32", yf, rf, sizeof rf);
  bench_check ("fir-q15", ys, rs, sizeof rs);
  return bench_exit ();
}
