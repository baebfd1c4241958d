/* Strided loops: the counter steps by +2, +3 and -4, so GCC's RTL shows
   ordered compares (i < n, i >= 0) rather than the do-loop form.  */

#include "bench.h"

#define N 6000
#define REPS 20000

static int32_t a[N], b[N], out2[N], ref2[N];
static float f[N], g[N];

/* Sum of the even elements minus the odd ones.  */
KERNEL static int32_t
alternate_sum (const int32_t *a, int n)
{
  int32_t s = 0;
  for (int i = 0; i < n; i += 2) /* sms-loop: step2-altsum */
    s += a[i] - a[i + 1];
  return s;
}

/* Every third element scaled into a packed output.  */
KERNEL static void
gather3 (int32_t *restrict out, const int32_t *restrict a, int n)
{
  for (int i = 0; i < n; i += 3) /* sms-loop: step3-gather */
    out[i / 3] = 5 * a[i] + a[i + 1];
}

/* Down-counting by 4: a 4-lane float dot product read from the end.  */
KERNEL static float
down4_dot (const float *f, const float *g, int n)
{
  float s = 0;
  for (int i = n - 4; i >= 0; i -= 4) /* sms-loop: step-4-down */
    s += f[i] * g[i + 3];
  return s;
}

/* Down-counting by 1 with an unsigned counter and a != compare.  */
KERNEL static int32_t
reverse_weighted (const int32_t *a, const int32_t *b, unsigned n)
{
  int32_t s = 0;
  for (unsigned i = n; i != 0; i--) /* sms-loop: step-1-down */
    s += a[i - 1] * 3 + b[i - 1];
  return s;
}

REFERENCE static void
ref_strided (int n, int32_t *alt, float *dot, int32_t *rev)
{
  int32_t s = 0, t = 0;
  float d = 0;
  for (int i = 0; i < n; i += 2)
    {
      REF_FENCE;
      s += a[i] - a[i + 1];
    }
  for (int i = 0; i < n; i += 3)
    {
      REF_FENCE;
      ref2[i / 3] = 5 * a[i] + a[i + 1];
    }
  for (int i = n - 4; i >= 0; i -= 4)
    {
      REF_FENCE;
      d += f[i] * g[i + 3];
    }
  for (int i = n - 1; i >= 0; i--)
    {
      REF_FENCE;
      t += a[i] * 3 + b[i];
    }
  *alt = s, *dot = d, *rev = t;
}

int
main (int argc, char **argv)
{
  long reps = bench_reps (argc, argv, REPS);
  bench_fill_i32 (a, N, -100000, 100000);
  bench_fill_i32 (b, N, -100000, 100000);
  bench_fill_f32 (f, N, 20);
  bench_fill_f32 (g, N, 20);

  int32_t alt = 0, rev = 0;
  float dot = 0;
  bench_start ();
  for (long r = 0; r < reps; r++)
    {
      alt = alternate_sum (a, N);
      gather3 (out2, a, N);
      dot = down4_dot (f, g, N);
      rev = reverse_weighted (a, b, N);
      BENCH_BARRIER;
    }
  bench_stop ();

  int32_t ralt, rrev;
  float rdot;
  ref_strided (N, &ralt, &rdot, &rrev);
  BENCH_CHECK_VALUE ("step2-altsum", alt, ralt);
  bench_check ("step3-gather", out2, ref2, sizeof ref2);
  BENCH_CHECK_VALUE ("step-4-down", dot, rdot);
  BENCH_CHECK_VALUE ("step-1-down", rev, rrev);
  return bench_exit ();
}
