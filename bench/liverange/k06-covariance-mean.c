/* covariance of the M columns of DATA (N observations), centred with
   the column mean kept in a global scalar MEAN: the j loop writes MEAN,
   then reads it for the whole column, in every iteration (false-only on
   MEAN).  The product loop accumulates in a local scalar (a PHI across
   the k loop in Graphite's model).  */

#include "lr.h"

#define M 500
#define N 600

double data[N][M], cov[M][M];
double mean;

KERNEL void
kernel_covariance (void)
{
  for (int j = 0; j < M; j++) /* lr-loop: cov-center false-only */
    {
      mean = 0.0;
      for (int i = 0; i < N; i++)
        mean += data[i][j];
      mean /= (double) N;
      for (int i = 0; i < N; i++)
        data[i][j] -= mean;
    }
  for (int i = 0; i < M; i++) /* lr-loop: cov-product false-only */
    for (int j = i; j < M; j++)
      {
        double s = 0.0;
        for (int k = 0; k < N; k++)
          s += data[k][i] * data[k][j];
        cov[i][j] = s / (N - 1.0);
        cov[j][i] = cov[i][j];
      }
}

REFERENCE void
reference_covariance (void)
{
  for (int j = 0; j < M; j++)
    {
      mean = 0.0;
      for (int i = 0; i < N; i++)
        mean += data[i][j];
      mean /= (double) N;
      for (int i = 0; i < N; i++)
        data[i][j] -= mean;
    }
  for (int i = 0; i < M; i++)
    for (int j = i; j < M; j++)
      {
        double s = 0.0;
        for (int k = 0; k < N; k++)
          s += data[k][i] * data[k][j];
        cov[i][j] = s / (N - 1.0);
        cov[j][i] = cov[i][j];
      }
}

static void
init (void)
{
  lr_seed ();
  lr_fill (&data[0][0], (long) N * M);
}

int
main (void)
{
  init ();
  reference_covariance ();
  double *want = lr_save (&cov[0][0], (long) M * M);
  init ();
  long long t0 = lr_now_ns ();
  kernel_covariance ();
  long long t1 = lr_now_ns ();
  lr_check ("cov", &cov[0][0], want, (long) M * M);
  lr_report (t0, t1, &cov[0][0], (long) M * M);
  return 0;
}
