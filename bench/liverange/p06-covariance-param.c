/* covariance with array parameters and bounds passed at run time: the
   column means (each j accumulates into its own mean[j]) and the
   symmetric product (each i writes row i from the diagonal and column i
   below it).  */

#include "lr.h"

#define M 480
#define N 480

KERNEL void
kernel_covariance_param (int m, int n, double data[restrict N][M],
                         double mean[restrict M], double cov[restrict M][M])
{
  for (int j = 0; j < m; j++) /* lr-loop: cov-mean false-only */
    {
      mean[j] = 0.0;
      for (int i = 0; i < n; i++)
        mean[j] += data[i][j];
      mean[j] /= n;
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i][j] -= mean[j];
  for (int i = 0; i < m; i++) /* lr-loop: cov-sym false-only */
    for (int j = i; j < m; j++)
      {
        cov[i][j] = 0.0;
        for (int k = 0; k < n; k++)
          cov[i][j] += data[k][i] * data[k][j];
        cov[i][j] /= (n - 1.0);
        cov[j][i] = cov[i][j];
      }
}

REFERENCE void
reference_covariance_param (int m, int n, double data[restrict N][M],
                            double mean[restrict M], double cov[restrict M][M])
{
  for (int j = 0; j < m; j++)
    {
      mean[j] = 0.0;
      for (int i = 0; i < n; i++)
        mean[j] += data[i][j];
      mean[j] /= n;
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i][j] -= mean[j];
  for (int i = 0; i < m; i++)
    for (int j = i; j < m; j++)
      {
        cov[i][j] = 0.0;
        for (int k = 0; k < n; k++)
          cov[i][j] += data[k][i] * data[k][j];
        cov[i][j] /= (n - 1.0);
        cov[j][i] = cov[i][j];
      }
}

static double data[N][M], mean[M], cov[M][M];

static void
init (void)
{
  lr_seed ();
  lr_fill (&data[0][0], (long) N * M);
}

int
main (void)
{
  volatile int m = M, n = N;
  init ();
  reference_covariance_param (m, n, data, mean, cov);
  double *want = lr_save (&cov[0][0], (long) M * M);
  init ();
  long long t0 = lr_now_ns ();
  kernel_covariance_param (m, n, data, mean, cov);
  long long t1 = lr_now_ns ();
  lr_check ("cov", &cov[0][0], want, (long) M * M);
  lr_report (t0, t1, &cov[0][0], (long) M * M);
  return 0;
}
