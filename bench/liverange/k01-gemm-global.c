/* gemm, C = alpha * A * B + beta * C, with the accumulator in a global
   scalar: every (i, j) iteration writes and reads the same memory cell, so
   the i loop carries output and anti dependences on `acc' (false ones: each
   value is read only in the iteration that wrote it).  The temporary is
   dead after each iteration: privatisation or expansion repairs it.  */

#include "lr.h"

#define NI 560
#define NJ 560
#define NK 560

double A[NI][NK], B[NK][NJ], C[NI][NJ];
double alpha = 1.5, beta = 0.75;
double acc;

KERNEL void
kernel_gemm (void)
{
  for (int i = 0; i < NI; i++) /* lr-loop: gemm false-only */
    for (int j = 0; j < NJ; j++)
      {
        acc = beta * C[i][j];
        for (int k = 0; k < NK; k++)
          acc += alpha * A[i][k] * B[k][j];
        C[i][j] = acc;
      }
}

REFERENCE void
reference_gemm (void)
{
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      {
        acc = beta * C[i][j];
        for (int k = 0; k < NK; k++)
          acc += alpha * A[i][k] * B[k][j];
        C[i][j] = acc;
      }
}

static void
init (void)
{
  lr_seed ();
  lr_fill (&A[0][0], NI * NK);
  lr_fill (&B[0][0], NK * NJ);
  lr_fill (&C[0][0], NI * NJ);
}

int
main (void)
{
  init ();
  reference_gemm ();
  double *want = lr_save (&C[0][0], NI * NJ);
  init ();
  long long t0 = lr_now_ns ();
  kernel_gemm ();
  long long t1 = lr_now_ns ();
  lr_check ("C", &C[0][0], want, NI * NJ);
  lr_report (t0, t1, &C[0][0], NI * NJ);
  return 0;
}
