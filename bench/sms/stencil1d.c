/* Stencils, one dimension: the 3-point smoothing stencil in int32 and in
   float, out[i] = w0 * in[i-1] + w1 * in[i] + w2 * in[i+1] for the
   interior points 1 .. n-2 (a loop that starts at 1 and stops at n-1).  */

#include "bench.h"

#define N 8192
#define REPS 15000

static int32_t ii[N], oi[N], ri[N];
static float inf[N], of[N], rf[N];

KERNEL static void
stencil3_i32 (int32_t *restrict out, const int32_t *restrict in, int n)
{
  for (int i = 1; i < n - 1; i++) /* sms-loop: stencil3-i32 */
    out[i] = in[i - 1] + 2 * in[i] + in[i + 1];
}

KERNEL static void
stencil3_f32 (float *restrict out, const float *restrict in, int n)
{
  for (int i = 1; i < n - 1; i++) /* sms-loop: stencil3-f32 */
    out[i] = 0.25f * in[i - 1] + 0.5f * in[i] + 0.25f * in[i + 1];
}

REFERENCE static void
ref_stencil3 (int n)
{
  for (int i = 1; i < n - 1; i++)
    {
      REF_FENCE;
      ri[i] = ii[i - 1] + 2 * ii[i] + ii[i + 1];
      rf[i] = 0.25f * inf[i - 1] + 0.5f * inf[i] + 0.25f * inf[i + 1];
    }
}

int
main (int argc, char **argv)
{
  long reps = bench_reps (argc, argv, REPS);
  bench_fill_i32 (ii, N, -100000, 100000);
  bench_fill_f32 (inf, N, 100);

  bench_start ();
  for (long r = 0; r < reps; r++)
    {
      stencil3_i32 (oi, ii, N);
      stencil3_f32 (of, inf, N);
      BENCH_BARRIER;
    }
  bench_stop ();

  ref_stencil3 (N);
  bench_check ("stencil3-i32", oi, ri, sizeof ri);
  bench_check ("stencil3-f32", of, rf, sizeof rf);
  return bench_exit ();
}
