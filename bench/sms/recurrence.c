/* Loops whose speed is set by a recurrence: Horner's polynomial
   evaluation (down-counting, a multiply-add chain through a register),
   the prefix sum (a chain through one add) and a first-order linear
   recurrence through memory, x[i] = x[i-1] * c + d[i].  */

#include "bench.h"

#define N 4096
#define REPS 10000

static double coef[N];
static int32_t in[N], pre[N], rpre[N];
static float d[N], xr[N], rxr[N];

KERNEL static double
horner (const double *c, int n, double x)
{
  double r = 0;
  for (int i = n - 1; i >= 0; i--) /* sms-loop: horner-f64 */
    r = r * x + c[i];
  return r;
}

KERNEL static void
prefix_sum (int32_t *restrict out, const int32_t *restrict in, int n)
{
  int32_t s = 0;
  for (int i = 0; i < n; i++) /* sms-loop: prefix-sum-i32 */
    {
      s += in[i];
      out[i] = s;
    }
}

KERNEL static void
linear_rec (float *x, const float *d, float c, int n)
{
  for (int i = 1; i < n; i++) /* sms-loop: linrec-mem-f32 */
    x[i] = x[i - 1] * c + d[i];
}

REFERENCE static void
ref_recurrence (int n, double x, double *h)
{
  double r = 0;
  int32_t s = 0;
  rxr[0] = 1.0f;
  for (int i = 0; i < n; i++)
    {
      REF_FENCE;
      r = r * x + coef[n - 1 - i];
      s += in[i];
      rpre[i] = s;
      if (i > 0)
        rxr[i] = rxr[i - 1] * 0.5f + d[i];
    }
  *h = r;
}

int
main (int argc, char **argv)
{
  long reps = bench_reps (argc, argv, REPS);
  bench_fill_f64 (coef, N, 4);
  bench_fill_i32 (in, N, -100000, 100000);
  bench_fill_f32 (d, N, 4);

  double h = 0;
  bench_start ();
  for (long r = 0; r < reps; r++)
    {
      h = horner (coef, N, 0.5);
      prefix_sum (pre, in, N);
      xr[0] = 1.0f;
      linear_rec (xr, d, 0.5f, N);
      BENCH_BARRIER;
    }
  bench_stop ();

  double rh;
  ref_recurrence (N, 0.5, &rh);
  BENCH_CHECK_VALUE ("horner-f64", h, rh);
  bench_check ("prefix-sum-i32", pre, rpre, sizeof rpre);
  bench_check ("linrec-mem-f32", xr, rxr, sizeof rxr);
  return bench_exit ();
}
