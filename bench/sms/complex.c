/* DSP on complex data (interleaved re, im): complex multiply of two
   vectors and the complex multiply-accumulate (correlation), float.  */

#include "bench.h"

#define N 2048
#define REPS 30000

static float a[2 * N], b[2 * N], p[2 * N], rp[2 * N];

KERNEL static void
cmul (float *restrict out, const float *restrict x, const float *restrict y,
      int n)
{
  for (int i = 0; i < n; i++) /* sms-loop: cmul-f32 */
    {
      float xr = x[2 * i], xi = x[2 * i + 1];
      float yr = y[2 * i], yi = y[2 * i + 1];
      out[2 * i] = xr * yr - xi * yi;
      out[2 * i + 1] = xr * yi + xi * yr;
    }
}

KERNEL static void
cmac (float acc[2], const float *x, const float *y, int n)
{
  float sr = 0, si = 0;
  for (int i = 0; i < n; i++) /* sms-loop: cmac-f32 */
    {
      float xr = x[2 * i], xi = x[2 * i + 1];
      float yr = y[2 * i], yi = y[2 * i + 1];
      sr += xr * yr + xi * yi;
      si += xi * yr - xr * yi;
    }
  acc[0] = sr, acc[1] = si;
}

REFERENCE static void
ref_complex (int n, float acc[2])
{
  float sr = 0, si = 0;
  for (int i = 0; i < n; i++)
    {
      REF_FENCE;
      float xr = a[2 * i], xi = a[2 * i + 1];
      float yr = b[2 * i], yi = b[2 * i + 1];
      rp[2 * i] = xr * yr - xi * yi;
      rp[2 * i + 1] = xr * yi + xi * yr;
      sr += xr * yr + xi * yi;
      si += xi * yr - xr * yi;
    }
  acc[0] = sr, acc[1] = si;
}

int
main (int argc, char **argv)
{
  long reps = bench_reps (argc, argv, REPS);
  bench_fill_f32 (a, 2 * N, 10);
  bench_fill_f32 (b, 2 * N, 10);

  float acc[2] = { 0, 0 }, racc[2];
  bench_start ();
  for (long r = 0; r < reps; r++)
    {
      cmul (p, a, b, N);
      cmac (acc, a, b, N);
      BENCH_BARRIER;
    }
  bench_stop ();

  ref_complex (N, racc);
  bench_check ("cmul-f32", p, rp, sizeof rp);
  bench_check ("cmac-f32", acc, racc, sizeof racc);
  return bench_exit ();
}
