/* A temporary of the kind partial redundancy elimination or predictive
   commoning introduces: the product X[i][j+1] * s computed for one j is
   reused as X[i][j] * s by the next, carried in the global PREV.  Within
   a row this is a true flow through PREV (the j loop is serial), but
   every row starts by writing PREV before reading it: across i the
   dependences on PREV are output and anti only (false-only).  */

#include "lr.h"

#define N 2000
#define REPS 36

double X[N][N], Y[N][N];
double s = 0.625;
double prev;

KERNEL void
kernel_pre (void)
{
  for (int i = 0; i < N; i++) /* lr-loop: pre-temp false-only */
    {
      prev = X[i][0] * s;
      for (int j = 0; j < N - 1; j++)
        {
          double next = X[i][j + 1] * s;
          Y[i][j] = prev + next + Y[i][j] * 0.5;
          prev = next;
        }
      Y[i][N - 1] = prev;
    }
}

REFERENCE void
reference_pre (void)
{
  for (int i = 0; i < N; i++)
    {
      prev = X[i][0] * s;
      for (int j = 0; j < N - 1; j++)
        {
          double next = X[i][j + 1] * s;
          Y[i][j] = prev + next + Y[i][j] * 0.5;
          prev = next;
        }
      Y[i][N - 1] = prev;
    }
}

static void
init (void)
{
  lr_seed ();
  lr_fill (&X[0][0], (long) N * N);
  lr_fill (&Y[0][0], (long) N * N);
}

int
main (void)
{
  init ();
  for (int r = 0; r < REPS; r++)
    reference_pre ();
  double *want = lr_save (&Y[0][0], (long) N * N);
  init ();
  long long t0 = lr_now_ns ();
  for (int r = 0; r < REPS; r++)
    kernel_pre ();
  long long t1 = lr_now_ns ();
  lr_check ("Y", &Y[0][0], want, (long) N * N);
  lr_report (t0, t1, &Y[0][0], (long) N * N);
  return 0;
}
