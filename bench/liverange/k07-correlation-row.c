/* correlation: every column of DATA is normalised with its mean and
   variance held in global scalars (two temporaries rewritten per column:
   false-only; the variance stands in for the standard deviation because
   a sqrt call would end the static control part), then the correlation
   of column I with every column is computed from a copy of column I in
   the temporary row COLI, refilled in every i iteration (false-only on
   COLI).  */

#include "lr.h"

#define M 600
#define N 800

double data[N][M], corr[M][M], coli[N];
double mu, sigma;

KERNEL void
kernel_correlation (void)
{
  for (int j = 0; j < M; j++) /* lr-loop: corr-normalise false-only */
    {
      mu = 0.0;
      for (int i = 0; i < N; i++)
        mu += data[i][j];
      mu /= (double) N;
      sigma = 0.0;
      for (int i = 0; i < N; i++)
        sigma += (data[i][j] - mu) * (data[i][j] - mu);
      sigma = sigma / N + 0.1;
      for (int i = 0; i < N; i++)
        data[i][j] = (data[i][j] - mu) / sigma;
    }
  for (int i = 0; i < M; i++) /* lr-loop: corr-product false-only */
    {
      for (int k = 0; k < N; k++)
        coli[k] = data[k][i];
      for (int j = 0; j < M; j++)
        {
          double s = 0.0;
          for (int k = 0; k < N; k++)
            s += coli[k] * data[k][j];
          corr[i][j] = s;
        }
    }
}

REFERENCE void
reference_correlation (void)
{
  for (int j = 0; j < M; j++)
    {
      mu = 0.0;
      for (int i = 0; i < N; i++)
        mu += data[i][j];
      mu /= (double) N;
      sigma = 0.0;
      for (int i = 0; i < N; i++)
        sigma += (data[i][j] - mu) * (data[i][j] - mu);
      sigma = sigma / N + 0.1;
      for (int i = 0; i < N; i++)
        data[i][j] = (data[i][j] - mu) / sigma;
    }
  for (int i = 0; i < M; i++)
    {
      for (int k = 0; k < N; k++)
        coli[k] = data[k][i];
      for (int j = 0; j < M; j++)
        {
          double s = 0.0;
          for (int k = 0; k < N; k++)
            s += coli[k] * data[k][j];
          corr[i][j] = s;
        }
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
  reference_correlation ();
  double *want = lr_save (&corr[0][0], (long) M * M);
  init ();
  long long t0 = lr_now_ns ();
  kernel_correlation ();
  long long t1 = lr_now_ns ();
  lr_check ("corr", &corr[0][0], want, (long) M * M);
  lr_report (t0, t1, &corr[0][0], (long) M * M);
  return 0;
}
