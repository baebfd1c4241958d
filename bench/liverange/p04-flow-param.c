/* A true flow dependence through a restrict array parameter: every row
   reads the row before it (a 2-D recurrence, like an LU or Nussinov
   sweep); the i loop must stay serial.  */

#include "lr.h"

#define N 1000

KERNEL void
kernel_flow_param (int n, double A[restrict N][N], double B[restrict N][N])
{
  for (int i = 1; i < n; i++) /* lr-loop: flow-param flow */
    for (int j = 1; j < n; j++)
      A[i][j] = 0.5 * (A[i - 1][j] + A[i - 1][j - 1]) + B[i][j];
}

REFERENCE void
reference_flow_param (int n, double A[restrict N][N], double B[restrict N][N])
{
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n; j++)
      A[i][j] = 0.5 * (A[i - 1][j] + A[i - 1][j - 1]) + B[i][j];
}

static double A[N][N], B[N][N];

static void
init (void)
{
  lr_seed ();
  lr_fill (&A[0][0], (long) N * N);
  lr_fill (&B[0][0], (long) N * N);
}

int
main (void)
{
  volatile int n = N;
  init ();
  reference_flow_param (n, A, B);
  double *want = lr_save (&A[0][0], (long) N * N);
  init ();
  long long t0 = lr_now_ns ();
  kernel_flow_param (n, A, B);
  long long t1 = lr_now_ns ();
  lr_check ("A", &A[0][0], want, (long) N * N);
  lr_report (t0, t1, &A[0][0], (long) N * N);
  return 0;
}
