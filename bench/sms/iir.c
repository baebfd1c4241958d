/* DSP: IIR biquad sections (direct form I), float and double, over a
   block of samples.  The feedback through y1/y2 is a recurrence through
   registers: RecMII is the latency of the multiply-add chain.  */

#include "bench.h"

#define N 4096
#define REPS 7500

struct biquad
{
  double b0, b1, b2, a1, a2;
};

static const struct biquad coef = { 0.25, 0.5, 0.25, -0.5, 0.125 };
static float xf[N], yf[N], rf[N];
static double xd[N], yd[N], rd[N];

KERNEL static void
biquad_f32 (float *restrict y, const float *restrict x, int n,
            const struct biquad *c)
{
  float b0 = c->b0, b1 = c->b1, b2 = c->b2, a1 = c->a1, a2 = c->a2;
  float x1 = 0, x2 = 0, y1 = 0, y2 = 0;
  for (int i = 0; i < n; i++) /* sms-loop: biquad-f32 */
    {
      float x0 = x[i];
      float y0 = b0 * x0 + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
      y[i] = y0;
      x2 = x1;
      x1 = x0;
      y2 = y1;
      y1 = y0;
    }
}

KERNEL static void
biquad_f64 (double *restrict y, const double *restrict x, int n,
            const struct biquad *c)
{
  double b0 = c->b0, b1 = c->b1, b2 = c->b2, a1 = c->a1, a2 = c->a2;
  double x1 = 0, x2 = 0, y1 = 0, y2 = 0;
  for (int i = 0; i < n; i++) /* sms-loop: biquad-f64 */
    {
      double x0 = x[i];
      double y0 = b0 * x0 + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
      y[i] = y0;
      x2 = x1;
      x1 = x0;
      y2 = y1;
      y1 = y0;
    }
}

REFERENCE static void
ref_biquad (int n, const struct biquad *c)
{
  float fb0 = c->b0, fb1 = c->b1, fb2 = c->b2, fa1 = c->a1, fa2 = c->a2;
  float fx1 = 0, fx2 = 0, fy1 = 0, fy2 = 0;
  double dx1 = 0, dx2 = 0, dy1 = 0, dy2 = 0;
  for (int i = 0; i < n; i++)
    {
      REF_FENCE;
      float fx0 = xf[i];
      float fy0 = fb0 * fx0 + fb1 * fx1 + fb2 * fx2 - fa1 * fy1 - fa2 * fy2;
      rf[i] = fy0;
      fx2 = fx1, fx1 = fx0, fy2 = fy1, fy1 = fy0;
      double dx0 = xd[i];
      double dy0 = c->b0 * dx0 + c->b1 * dx1 + c->b2 * dx2 - c->a1 * dy1
                   - c->a2 * dy2;
      rd[i] = dy0;
      dx2 = dx1, dx1 = dx0, dy2 = dy1, dy1 = dy0;
    }
}

int
main (int argc, char **argv)
{
  long reps = bench_reps (argc, argv, REPS);
  bench_fill_f32 (xf, N, 4);
  bench_fill_f64 (xd, N, 4);

  bench_start ();
  for (long r = 0; r < reps; r++)
    {
      biquad_f32 (yf, xf, N, &coef);
      biquad_f64 (yd, xd, N, &coef);
      BENCH_BARRIER;
    }
  bench_stop ();

  ref_biquad (N, &coef);
  bench_check ("biquad-f32", yf, rf, sizeof rf);
  bench_check ("biquad-f64", yd, rd, sizeof rd);
  return bench_exit ();
}
