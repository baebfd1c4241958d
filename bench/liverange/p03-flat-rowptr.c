/* Flat 1-D arrays indexed A[i*n + j] and a row pointer taken once per
   row (`double *row = &C[i * n]'), with a local temporary row read in
   reverse: a correlation-like symmetric product of each row with
   itself.  T carries only false dependences across i.  */

#include "lr.h"

#define N 768

KERNEL void
kernel_flat_rowptr (int n, double *restrict C, const double *restrict A)
{
  double t[N];
  for (int i = 0; i < n; i++) /* lr-loop: flat-rowptr false-only */
    {
      double *row = &C[i * n];
      for (int j = 0; j < n; j++)
        t[j] = A[i * n + j] - 0.5;
      for (int j = 0; j < n; j++)
        {
          double s = 0.0;
          for (int k = 0; k < n; k++)
            s += t[k] * A[k * n + j];
          row[j] = s;
        }
    }
}

REFERENCE void
reference_flat_rowptr (int n, double *restrict C, const double *restrict A)
{
  double t[N];
  for (int i = 0; i < n; i++)
    {
      double *row = &C[i * n];
      for (int j = 0; j < n; j++)
        t[j] = A[i * n + j] - 0.5;
      for (int j = 0; j < n; j++)
        {
          double s = 0.0;
          for (int k = 0; k < n; k++)
            s += t[k] * A[k * n + j];
          row[j] = s;
        }
    }
}

static double A[N * N], C[N * N];

int
main (void)
{
  volatile int n = N;
  lr_seed ();
  lr_fill (A, (long) N * N);
  reference_flat_rowptr (n, C, A);
  double *want = lr_save (C, (long) N * N);
  lr_fill (C, (long) N * N);
  long long t0 = lr_now_ns ();
  kernel_flat_rowptr (n, C, A);
  long long t1 = lr_now_ns ();
  lr_check ("C", C, want, (long) N * N);
  lr_report (t0, t1, C, (long) N * N);
  return 0;
}
