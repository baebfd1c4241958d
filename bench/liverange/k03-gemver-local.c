/* gemver, A += u1 v1^T + u2 v2^T; x = beta A^T y + z; w = alpha A x, with
   the dot products accumulated in a local scalar.  In GIMPLE the local is
   an SSA name, but Graphite models the value carried around the inner loop
   (its PHI) as a scalar written in every outer iteration, which looks like
   a loop-carried dependence; the live-range analysis sees that each value
   is read only in the iteration that wrote it.  The A update loop has no
   temporary at all (a control: GCC parallelizes it by itself).  */

#include "lr.h"

#define N 2400
#define REPS 6

double A[N][N], u1[N], v1[N], u2[N], v2[N], w[N], x[N], y[N], z[N];
double alpha = 1.25, beta = 0.5;

KERNEL void
kernel_gemver (void)
{
  for (int i = 0; i < N; i++) /* lr-loop: gemver-update false-only */
    for (int j = 0; j < N; j++)
      A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];

  for (int i = 0; i < N; i++) /* lr-loop: gemver-x false-only */
    {
      double s = 0.0;
      for (int j = 0; j < N; j++)
        s += beta * A[j][i] * y[j];
      x[i] = x[i] + s + z[i];
    }

  for (int i = 0; i < N; i++) /* lr-loop: gemver-w false-only */
    {
      double s = 0.0;
      for (int j = 0; j < N; j++)
        s += alpha * A[i][j] * x[j];
      w[i] = w[i] + s;
    }
}

REFERENCE void
reference_gemver (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];

  for (int i = 0; i < N; i++)
    {
      double s = 0.0;
      for (int j = 0; j < N; j++)
        s += beta * A[j][i] * y[j];
      x[i] = x[i] + s + z[i];
    }

  for (int i = 0; i < N; i++)
    {
      double s = 0.0;
      for (int j = 0; j < N; j++)
        s += alpha * A[i][j] * x[j];
      w[i] = w[i] + s;
    }
}

static void
init (void)
{
  lr_seed ();
  lr_fill (&A[0][0], (long) N * N);
  lr_fill (u1, N);
  lr_fill (v1, N);
  lr_fill (u2, N);
  lr_fill (v2, N);
  lr_fill (w, N);
  lr_fill (x, N);
  lr_fill (y, N);
  lr_fill (z, N);
  /* Keep the repeated updates of A and x bounded.  */
  for (int i = 0; i < N; i++)
    {
      u1[i] *= 1e-3;
      u2[i] *= 1e-3;
      y[i] *= 1e-3;
    }
}

int
main (void)
{
  init ();
  for (int r = 0; r < REPS; r++)
    reference_gemver ();
  double *want = lr_save (w, N), *want_x = lr_save (x, N);
  double *want_a = lr_save (&A[0][0], (long) N * N);
  init ();
  long long t0 = lr_now_ns ();
  for (int r = 0; r < REPS; r++)
    kernel_gemver ();
  long long t1 = lr_now_ns ();
  lr_check ("A", &A[0][0], want_a, (long) N * N);
  lr_check ("x", x, want_x, N);
  lr_check ("w", w, want, N);
  lr_report (t0, t1, w, N);
  return 0;
}
