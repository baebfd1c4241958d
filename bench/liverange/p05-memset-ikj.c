/* An i-k-j matrix product over restrict array parameters: the row of C
   is zeroed first, which GCC's loop distribution turns into a memset
   call, then accumulated over k.  The memset writes a known range of the
   row; with it modelled, the i loop is parallel.  */

#include "lr.h"

#define NI 512
#define NJ 512
#define NK 512

KERNEL void
kernel_memset_ikj (int ni, double C[restrict NI][NJ],
                   double A[restrict NI][NK], double B[restrict NK][NJ])
{
  for (int i = 0; i < ni; i++) /* lr-loop: memset-ikj false-only */
    {
      for (int j = 0; j < NJ; j++)
        C[i][j] = 0.0;
      for (int k = 0; k < NK; k++)
        for (int j = 0; j < NJ; j++)
          C[i][j] += A[i][k] * B[k][j];
    }
}

REFERENCE void
reference_memset_ikj (int ni, double C[restrict NI][NJ],
                      double A[restrict NI][NK], double B[restrict NK][NJ])
{
  for (int i = 0; i < ni; i++)
    {
      for (int j = 0; j < NJ; j++)
        C[i][j] = 0.0;
      for (int k = 0; k < NK; k++)
        for (int j = 0; j < NJ; j++)
          C[i][j] += A[i][k] * B[k][j];
    }
}

static double A[NI][NK], B[NK][NJ], C[NI][NJ];

static void
init (void)
{
  lr_seed ();
  lr_fill (&A[0][0], (long) NI * NK);
  lr_fill (&B[0][0], (long) NK * NJ);
  lr_fill (&C[0][0], (long) NI * NJ);
}

int
main (void)
{
  volatile int ni = NI;
  init ();
  reference_memset_ikj (ni, C, A, B);
  double *want = lr_save (&C[0][0], (long) NI * NJ);
  init ();
  long long t0 = lr_now_ns ();
  kernel_memset_ikj (ni, C, A, B);
  long long t1 = lr_now_ns ();
  lr_check ("C", &C[0][0], want, (long) NI * NJ);
  lr_report (t0, t1, &C[0][0], (long) NI * NJ);
  return 0;
}
