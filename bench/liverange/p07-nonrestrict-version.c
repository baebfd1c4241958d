/* Two pointer parameters without restrict, as most library code declares
   them (`void f (int n, double *C, const double *A, const double *B)'): GCC cannot prove that C does not overlap A or B, so the outer
   loop is parallel only under a run-time check that the byte ranges the
   loop writes through C and reads through A and B are disjoint.  Each
   row of A is scaled into a local temporary row (false dependences only
   across i), then multiplied by B, a product on flat n x n arrays
   indexed i*n + j.  */

#include "lr.h"

#define N 320

KERNEL void
kernel_nonrestrict (int n, double alpha, double *C, const double *A,
                    const double *B)
{
  double t[N];
  for (int i = 0; i < n; i++) /* lr-loop: nonrestrict false-only */
    {
      for (int k = 0; k < n; k++)
        t[k] = alpha * A[i * n + k];
      for (int j = 0; j < n; j++)
        {
          double s = 0.0;
          for (int k = 0; k < n; k++)
            s += t[k] * B[k * n + j];
          C[i * n + j] = s;
        }
    }
}

/* The same products without the temporary row ((alpha * a) * b, as
   t[k] * b groups them, so the results are the same to the bit).  */

REFERENCE void
reference_nonrestrict (int n, double alpha, double *C, const double *A,
                       const double *B)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
        double s = 0.0;
        for (int k = 0; k < n; k++)
          s += alpha * A[i * n + k] * B[k * n + j];
        C[i * n + j] = s;
      }
}

static double A[N * N], B[N * N], C[N * N];

static void
init (void)
{
  lr_seed ();
  lr_fill (A, (long) N * N);
  lr_fill (B, (long) N * N);
  lr_fill (C, (long) N * N);
}

int
main (void)
{
  volatile int n = N;
  volatile double alpha = 1.5;
  init ();
  reference_nonrestrict (n, alpha, C, A, B);
  double *want = lr_save (C, (long) N * N);
  init ();
  long long t0 = lr_now_ns ();
  kernel_nonrestrict (n, alpha, C, A, B);
  long long t1 = lr_now_ns ();
  lr_check ("C", C, want, (long) N * N);
  lr_report (t0, t1, C, (long) N * N);
  return 0;
}
