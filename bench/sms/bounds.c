/* Register and constant bounds: the same kind of body under a bound in a
   register (a parameter), a constant bound, an inclusive bound (i <= hi),
   a loop between two register bounds, and a constant bound that is not an
   ARM immediate (4097).  */

#include "bench.h"

#define N 4097
#define REPS 20000

static int32_t a[N + 1], b[N + 1], c[N + 1], rc[N + 1];

KERNEL static int32_t
sum_reg (const int32_t *a, int n)
{
  int32_t s = 0;
  for (int i = 0; i < n; i++) /* sms-loop: bound-reg */
    s += a[i] ^ (a[i] >> 3);
  return s;
}

KERNEL static int32_t
sum_const (const int32_t *a)
{
  int32_t s = 0;
  for (int i = 0; i < 4000; i++) /* sms-loop: bound-const */
    s += a[i] ^ (a[i] >> 3);
  return s;
}

KERNEL static void
add_inclusive (int32_t *restrict c, const int32_t *a, const int32_t *b,
               int lo, int hi)
{
  for (int i = lo; i <= hi; i++) /* sms-loop: bound-inclusive */
    c[i] = a[i] * 3 - b[i];
}

KERNEL static int32_t
sum_range (const int32_t *a, const int32_t *b, int lo, int hi)
{
  int32_t s = 0;
  for (int i = lo; i < hi; i++) /* sms-loop: bound-range */
    s += a[i] * b[i - lo];
  return s;
}

KERNEL static int32_t
sum_const_odd (const int32_t *a, const int32_t *b)
{
  int32_t s = 0;
  for (int i = 0; i < 4097; i++) /* sms-loop: bound-const-4097 */
    s += a[i] - 2 * b[i];
  return s;
}

REFERENCE static void
ref_bounds (int32_t out[4])
{
  int32_t s0 = 0, s1 = 0, s3 = 0, s4 = 0;
  for (int i = 0; i < N; i++)
    {
      REF_FENCE;
      if (i < 3000)
        s0 += a[i] ^ (a[i] >> 3);
      if (i < 4000)
        s1 += a[i] ^ (a[i] >> 3);
      if (i >= 5 && i <= 4090)
        rc[i] = a[i] * 3 - b[i];
      if (i >= 7 && i < 4007)
        s3 += a[i] * b[i - 7];
      s4 += a[i] - 2 * b[i];
    }
  out[0] = s0, out[1] = s1, out[2] = s3, out[3] = s4;
}

int
main (int argc, char **argv)
{
  long reps = bench_reps (argc, argv, REPS);
  bench_fill_i32 (a, N, -1000, 1000);
  bench_fill_i32 (b, N, -1000, 1000);

  int32_t got[4] = { 0 }, want[4];
  bench_start ();
  for (long r = 0; r < reps; r++)
    {
      got[0] = sum_reg (a, 3000);
      got[1] = sum_const (a);
      add_inclusive (c, a, b, 5, 4090);
      got[2] = sum_range (a, b, 7, 4007);
      got[3] = sum_const_odd (a, b);
      BENCH_BARRIER;
    }
  bench_stop ();

  ref_bounds (want);
  BENCH_CHECK_VALUE ("bound-reg", got[0], want[0]);
  BENCH_CHECK_VALUE ("bound-const", got[1], want[1]);
  bench_check ("bound-inclusive", c, rc, sizeof rc);
  BENCH_CHECK_VALUE ("bound-range", got[2], want[2]);
  BENCH_CHECK_VALUE ("bound-const-4097", got[3], want[3]);
  return bench_exit ();
}
