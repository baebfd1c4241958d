/* An i-k-j style product over VLA parameters `int n, int m,
   double C[n][m]': every row of A is first scaled into a local
   temporary row T (refilled by each i iteration, so T carries only false
   dependences across i), then multiplied by B.  The row length m is a
   parameter of the model; the cell of C[i][j] is [i, j] once j is proved
   within its row.  */

#include "lr.h"

#define N 640
#define M 640

KERNEL void
kernel_ikj_vla (int n, int m, double alpha, double C[restrict n][m],
                double A[restrict n][m], double B[restrict m][m])
{
  double t[M];
  for (int i = 0; i < n; i++) /* lr-loop: ikj-vla false-only */
    {
      for (int k = 0; k < m; k++)
        t[k] = alpha * A[i][k];
      for (int j = 0; j < m; j++)
        {
          double s = 0.0;
          for (int k = 0; k < m; k++)
            s += t[k] * B[k][j];
          C[i][j] = s;
        }
    }
}

REFERENCE void
reference_ikj_vla (int n, int m, double alpha, double C[restrict n][m],
                   double A[restrict n][m], double B[restrict m][m])
{
  double t[M];
  for (int i = 0; i < n; i++)
    {
      for (int k = 0; k < m; k++)
        t[k] = alpha * A[i][k];
      for (int j = 0; j < m; j++)
        {
          double s = 0.0;
          for (int k = 0; k < m; k++)
            s += t[k] * B[k][j];
          C[i][j] = s;
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
  reference_ikj_vla (n, m, alpha, (double (*)[m]) C, (double (*)[m]) A,
                     (double (*)[m]) B);
  double *want = lr_save (C, (long) N * M);
  init ();
  long long t0 = lr_now_ns ();
  kernel_ikj_vla (n, m, alpha, (double (*)[m]) C, (double (*)[m]) A,
                  (double (*)[m]) B);
  long long t1 = lr_now_ns ();
  lr_check ("C", C, want, (long) N * M);
  lr_report (t0, t1, C, (long) N * M);
  return 0;
}
