/* jacobi-1d: a time loop over two sweeps through a temporary row B.  B is
   refilled in every time step (false dependences on B across t), but A
   carries the true flow from one step to the next: the t loop must stay
   serial whatever is done to B.  The sweeps themselves are parallel
   (GCC's parloops takes them without help).  */

#include "lr.h"

#define N 2000000
#define STEPS 48

double A[N], B[N];

KERNEL void
kernel_jacobi1d (void)
{
  for (int t = 0; t < STEPS; t++) /* lr-loop: jacobi1d-t flow */
    {
      for (int i = 1; i < N - 1; i++)
        B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
      for (int i = 1; i < N - 1; i++)
        A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
    }
}

REFERENCE void
reference_jacobi1d (void)
{
  for (int t = 0; t < STEPS; t++)
    {
      for (int i = 1; i < N - 1; i++)
        B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
      for (int i = 1; i < N - 1; i++)
        A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
    }
}

static void
init (void)
{
  lr_seed ();
  lr_fill (A, N);
  lr_fill (B, N);
}

int
main (void)
{
  init ();
  reference_jacobi1d ();
  double *want = lr_save (A, N);
  init ();
  long long t0 = lr_now_ns ();
  kernel_jacobi1d ();
  long long t1 = lr_now_ns ();
  lr_check ("A", A, want, N);
  lr_report (t0, t1, A, N);
  return 0;
}
