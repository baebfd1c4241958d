/* jacobi-2d with a temporary row: each row i of the new grid is first
   computed into ROW, then copied (scaled) into B.  ROW is reused by every
   i iteration, so the i loop carries output and anti dependences on it
   only (false-only); the expansion gives each i its own row, or
   privatises ROW per thread.  The t loop carries the true flow through A
   (flow).  The update of A relaxes instead of copying: loop distribution
   would turn a plain copy into memcpy calls, which end the static control
   part before the flow dependence is even looked at.  */

#include "lr.h"

#define NI 256
#define NJ 4000
#define STEPS 16

double A[NI][NJ], B[NI][NJ], row[NJ];

KERNEL void
kernel_jacobi2d (void)
{
  for (int t = 0; t < STEPS; t++) /* lr-loop: jacobi2d-t flow */
    {
      for (int i = 1; i < NI - 1; i++) /* lr-loop: jacobi2d-i false-only */
        {
          for (int j = 1; j < NJ - 1; j++)
            row[j] = A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i - 1][j]
                     + A[i + 1][j];
          for (int j = 1; j < NJ - 1; j++)
            B[i][j] = 0.2 * row[j];
        }
      for (int i = 1; i < NI - 1; i++)
        for (int j = 1; j < NJ - 1; j++)
          A[i][j] = 0.5 * (A[i][j] + B[i][j]);
    }
}

REFERENCE void
reference_jacobi2d (void)
{
  for (int t = 0; t < STEPS; t++)
    {
      for (int i = 1; i < NI - 1; i++)
        {
          for (int j = 1; j < NJ - 1; j++)
            row[j] = A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i - 1][j]
                     + A[i + 1][j];
          for (int j = 1; j < NJ - 1; j++)
            B[i][j] = 0.2 * row[j];
        }
      for (int i = 1; i < NI - 1; i++)
        for (int j = 1; j < NJ - 1; j++)
          A[i][j] = 0.5 * (A[i][j] + B[i][j]);
    }
}

static void
init (void)
{
  lr_seed ();
  lr_fill (&A[0][0], (long) NI * NJ);
  lr_fill (&B[0][0], (long) NI * NJ);
}

int
main (void)
{
  init ();
  reference_jacobi2d ();
  double *want = lr_save (&A[0][0], (long) NI * NJ);
  init ();
  long long t0 = lr_now_ns ();
  kernel_jacobi2d ();
  long long t1 = lr_now_ns ();
  lr_check ("A", &A[0][0], want, (long) NI * NJ);
  lr_report (t0, t1, &A[0][0], (long) NI * NJ);
  return 0;
}
