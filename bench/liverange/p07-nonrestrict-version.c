/* Two pointer parameters without restrict, as most library code declares
   them (`void f (int n, int m, double *C, const double *A, const double
   *B)'): GCC cannot prove that C does not overlap A or B, so the outer
   loop is parallel only under a run-time check that the byte ranges the
   loop writes through C and reads through A and B are disjoint.  Each
   row of A is scaled into a local temporary row (false dependences only
   across i), then multiplied by B, an i-k-j product on flat arrays
   indexed i*m + j.  */

#include "lr.h"

#define N 640
#define M 640

KERNEL void
kernel_nonrestrict (int n, int m, double alpha, double *C, const double *A,
                    const double *B)
{
  double t[M];
  for (int i = 0; i < n; i++) /* lr-loop: nonrestrict false-only */
    {
      for (int k = 0; k < m; k++)
        t[k] = alpha * A[i * m + k];
      for (int j = 0; j < m; j++)
        {
          double s = 0.0;
          for (int k = 0; k < m; k++)
            s += t[k] * B[k * m + j];
          C[i * m + j] = s;
        }
    }
}

REFERENCE void
reference_nonrestrict (int n, int m, double alpha, double *C,
                       const double *A, const double *B)
{
  double t[M];
  for (int i = 0; i < n; i++)
    {
      for (int k = 0; k < m; k++)
        t[k] = alpha * A[i * m + k];
      for (int j = 0; j < m; j++)
        {
          double s = 0.0;
          for (int k = 0; k < m; k++)
            s += t[k] * B[k * m + j];
          C[i * m + j] = s;
        }
    }
}

static double A[N * M], B[M * M], C[N * M];

static void
init (void)
{
  lr_seed ();
  lr_fill (A, (long) N * M);
  lr_fill (B, (long) M * M);
  lr_fill (C, (long) N * M);
}

int
main (void)
{
  volatile int n = N, m = M;
  volatile double alpha = 1.5;
  init ();
  reference_nonrestrict (n, m, alpha, C, A, B);
  double *want = lr_save (C, (long) N * M);
  init ();
  long long t0 = lr_now_ns ();
  kernel_nonrestrict (n, m, alpha, C, A, B);
  long long t1 = lr_now_ns ();
  lr_check ("C", C, want, (long) N * M);
  lr_report (t0, t1, C, (long) N * M);
  return 0;
}
