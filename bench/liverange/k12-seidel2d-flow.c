/* seidel-2d: an in-place 9-point stencil.  Row i reads row i-1 as just
   updated in the same sweep, and the sweep reads the previous sweep's
   grid: true flow dependences carried by both the t and the i loop (both
   must stay serial).  The neighbourhood sum goes through the global
   temporary ACC, a false dependence that must not tempt the plugin.  */

#include "lr.h"

#define N 1000
#define STEPS 16

double A[N][N];
double acc;

KERNEL void
kernel_seidel (void)
{
  for (int t = 0; t < STEPS; t++) /* lr-loop: seidel-t flow */
    for (int i = 1; i < N - 1; i++) /* lr-loop: seidel-i flow */
      for (int j = 1; j < N - 1; j++)
        {
          acc = A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1];
          acc += A[i][j - 1] + A[i][j] + A[i][j + 1];
          acc += A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1];
          A[i][j] = acc / 9.0;
        }
}

REFERENCE void
reference_seidel (void)
{
  for (int t = 0; t < STEPS; t++)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        {
          acc = A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1];
          acc += A[i][j - 1] + A[i][j] + A[i][j + 1];
          acc += A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1];
          A[i][j] = acc / 9.0;
        }
}

static void
init (void)
{
  lr_seed ();
  lr_fill (&A[0][0], (long) N * N);
}

int
main (void)
{
  init ();
  reference_seidel ();
  double *want = lr_save (&A[0][0], (long) N * N);
  init ();
  long long t0 = lr_now_ns ();
  kernel_seidel ();
  long long t1 = lr_now_ns ();
  lr_check ("A", &A[0][0], want, (long) N * N);
  lr_report (t0, t1, &A[0][0], (long) N * N);
  return 0;
}
