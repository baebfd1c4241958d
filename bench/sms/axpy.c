/* BLAS-1 style updates: saxpy (float), daxpy (double) and an int32
   scaled add with a shift, y[i] += a * x[i].  */

#include "bench.h"

#define N 4000
#define REPS 30000

static float xf[N], yf[N], rf[N];
static double xd[N], yd[N], rd[N];
static int32_t xi[N], yi[N], ri[N];

KERNEL static void
saxpy (float *restrict y, const float *restrict x, float a, int n)
{
  for (int i = 0; i < n; i++) /* sms-loop: saxpy */
    y[i] = a * x[i] + y[i];
}

KERNEL static void
daxpy (double *restrict y, const double *restrict x, double a, int n)
{
  for (int i = 0; i < n; i++) /* sms-loop: daxpy */
    y[i] = a * x[i] + y[i];
}

KERNEL static void
iaxpy (int32_t *restrict y, const int32_t *restrict x, int32_t a, int n)
{
  for (int i = 0; i < n; i++) /* sms-loop: iaxpy-shift */
    y[i] = ((a * x[i]) >> 4) + y[i];
}

/* One call of each with the references, the same number of times.  */
REFERENCE static void
ref_axpy (long reps, int n)
{
  for (long r = 0; r < reps; r++)
    for (int i = 0; i < n; i++)
      {
        REF_FENCE;
        rf[i] = 0.5f * xf[i] + rf[i];
        rd[i] = -0.25 * xd[i] + rd[i];
        ri[i] = ((3 * xi[i]) >> 4) + ri[i];
      }
}

int
main (int argc, char **argv)
{
  long reps = bench_reps (argc, argv, REPS);
  bench_fill_f32 (xf, N, 10);
  bench_fill_f64 (xd, N, 10);
  bench_fill_i32 (xi, N, -1000, 1000);

  bench_start ();
  for (long r = 0; r < reps; r++)
    {
      saxpy (yf, xf, 0.5f, N);
      daxpy (yd, xd, -0.25, N);
      iaxpy (yi, xi, 3, N);
      BENCH_BARRIER;
    }
  bench_stop ();

  ref_axpy (reps, N);
  bench_check ("saxpy", yf, rf, sizeof rf);
  bench_check ("daxpy", yd, rd, sizeof rd);
  bench_check ("iaxpy-shift", yi, ri, sizeof ri);
  return bench_exit ();
}
