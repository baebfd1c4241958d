/* Pointer loops: the induction variable is a pointer compared with an
   end pointer (p != end), as in C++ iterator code.  */

#include "bench.h"

#define N 8000
#define REPS 10000

static int32_t a[N], ci[N], ri[N];
static int16_t s[N];
static float x[N], y[N], ry[N];

KERNEL static int64_t
sum_ptr (const int32_t *p, const int32_t *end)
{
  int64_t acc = 0;
  for (; p != end; p++) /* sms-loop: ptr-sum-i64 */
    acc += *p;
  return acc;
}

KERNEL static void
widen_copy (int32_t *restrict dst, const int16_t *src, const int16_t *end)
{
  for (const int16_t *p = src; p != end; p++) /* sms-loop: ptr-widen */
    *dst++ = *p * 7 - 3;
}

KERNEL static void
scale_ptr (float *restrict dst, const float *restrict src, float k,
           const float *end)
{
  for (; src != end; src++, dst++) /* sms-loop: ptr-scale-f32 */
    *dst = *src * k + 1.0f;
}

REFERENCE static void
ref_pointer (int n, int64_t *sum, float k)
{
  int64_t acc = 0;
  for (int i = 0; i < n; i++)
    {
      REF_FENCE;
      acc += a[i];
      ri[i] = s[i] * 7 - 3;
      ry[i] = x[i] * k + 1.0f;
    }
  *sum = acc;
}

int
main (int argc, char **argv)
{
  long reps = bench_reps (argc, argv, REPS);
  bench_fill_i32 (a, N, -1000000000, 1000000000);
  bench_fill_i16 (s, N, -32768, 32767);
  bench_fill_f32 (x, N, 100);

  int64_t sum = 0;
  bench_start ();
  for (long r = 0; r < reps; r++)
    {
      sum = sum_ptr (a, a + N);
      widen_copy (ci, s, s + N);
      scale_ptr (y, x, 0.75f, x + N);
      BENCH_BARRIER;
    }
  bench_stop ();

  int64_t rsum;
  ref_pointer (N, &rsum, 0.75f);
  BENCH_CHECK_VALUE ("ptr-sum-i64", sum, rsum);
  bench_check ("ptr-widen", ci, ri, sizeof ri);
  bench_check ("ptr-scale-f32", y, ry, sizeof ry);
  return bench_exit ();
}
