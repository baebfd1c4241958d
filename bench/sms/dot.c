/* Dot products: int32, int16 into int32 (Q15 style), float and double.
   The float and double sums are in source order (no -ffast-math), so
   each is a recurrence through one add: RecMII is the add latency.  */

#include "bench.h"

#define N 2000
#define REPS 40000

static int32_t ai[N], bi[N];
static int16_t as[N], bs[N];
static float af[N], bf[N];
static double ad[N], bd[N];

KERNEL static int32_t
dot_i32 (const int32_t *a, const int32_t *b, int n)
{
  int32_t s = 0;
  for (int i = 0; i < n; i++) /* sms-loop: dot-i32 */
    s += a[i] * b[i];
  return s;
}

KERNEL static int32_t
dot_i16 (const int16_t *a, const int16_t *b, int n)
{
  int32_t s = 0;
  for (int i = 0; i < n; i++) /* sms-loop: dot-i16 */
    s += a[i] * b[i];
  return s;
}

KERNEL static float
dot_f32 (const float *a, const float *b, int n)
{
  float s = 0;
  for (int i = 0; i < n; i++) /* sms-loop: dot-f32 */
    s += a[i] * b[i];
  return s;
}

KERNEL static double
dot_f64 (const double *a, const double *b, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++) /* sms-loop: dot-f64 */
    s += a[i] * b[i];
  return s;
}

REFERENCE static double
ref_dot (int kind, int n)
{
  int32_t si = 0;
  float sf = 0;
  double sd = 0;
  for (int i = 0; i < n; i++)
    {
      REF_FENCE;
      if (kind == 0)
        si += ai[i] * bi[i];
      else if (kind == 1)
        si += as[i] * bs[i];
      else if (kind == 2)
        sf += af[i] * bf[i];
      else
        sd += ad[i] * bd[i];
    }
  return kind < 2 ? si : kind == 2 ? sf : sd;
}

int
main (int argc, char **argv)
{
  long reps = bench_reps (argc, argv, REPS);
  bench_fill_i32 (ai, N, -700, 700);
  bench_fill_i32 (bi, N, -700, 700);
  bench_fill_i16 (as, N, -700, 700);
  bench_fill_i16 (bs, N, -700, 700);
  bench_fill_f32 (af, N, 100);
  bench_fill_f32 (bf, N, 100);
  bench_fill_f64 (ad, N, 1000);
  bench_fill_f64 (bd, N, 1000);

  int32_t ri = 0, rs = 0;
  float rf = 0;
  double rd = 0;
  bench_start ();
  for (long r = 0; r < reps; r++)
    {
      ri = dot_i32 (ai, bi, N);
      rs = dot_i16 (as, bs, N);
      rf = dot_f32 (af, bf, N);
      rd = dot_f64 (ad, bd, N);
      BENCH_BARRIER;
    }
  bench_stop ();

  BENCH_CHECK_VALUE ("dot-i32", ri, (int32_t) ref_dot (0, N));
  BENCH_CHECK_VALUE ("dot-i16", rs, (int32_t) ref_dot (1, N));
  BENCH_CHECK_VALUE ("dot-f32", rf, (float) ref_dot (2, N));
  BENCH_CHECK_VALUE ("dot-f64", rd, ref_dot (3, N));
  return bench_exit ();
}
