/* mvt, x1 += A * y1 and x2 += A^T * y2, with both dot products
   accumulated in fields of one global struct.  Each outer loop writes the
   field first and reads it back in the same iteration: only output and
   anti dependences cross the iterations (a struct field temporary).  */

#include "lr.h"

#define N 2600
#define REPS 8

double A[N][N], x1[N], x2[N], y1_[N], y2_[N];
struct work
{
  double dot1;
  double dot2;
} w;

KERNEL void
kernel_mvt (void)
{
  for (int i = 0; i < N; i++) /* lr-loop: mvt-x1 false-only */
    {
      w.dot1 = 0.0;
      for (int j = 0; j < N; j++)
        w.dot1 += A[i][j] * y1_[j];
      x1[i] = x1[i] + w.dot1;
    }
  for (int i = 0; i < N; i++) /* lr-loop: mvt-x2 false-only */
    {
      w.dot2 = 0.0;
      for (int j = 0; j < N; j++)
        w.dot2 += A[j][i] * y2_[j];
      x2[i] = x2[i] + w.dot2;
    }
}

REFERENCE void
reference_mvt (void)
{
  for (int i = 0; i < N; i++)
    {
      w.dot1 = 0.0;
      for (int j = 0; j < N; j++)
        w.dot1 += A[i][j] * y1_[j];
      x1[i] = x1[i] + w.dot1;
    }
  for (int i = 0; i < N; i++)
    {
      w.dot2 = 0.0;
      for (int j = 0; j < N; j++)
        w.dot2 += A[j][i] * y2_[j];
      x2[i] = x2[i] + w.dot2;
    }
}

static void
init (void)
{
  lr_seed ();
  lr_fill (&A[0][0], (long) N * N);
  lr_fill (x1, N);
  lr_fill (x2, N);
  lr_fill (y1_, N);
  lr_fill (y2_, N);
}

int
main (void)
{
  init ();
  for (int r = 0; r < REPS; r++)
    reference_mvt ();
  double *want1 = lr_save (x1, N), *want2 = lr_save (x2, N);
  init ();
  long long t0 = lr_now_ns ();
  for (int r = 0; r < REPS; r++)
    kernel_mvt ();
  long long t1 = lr_now_ns ();
  lr_check ("x1", x1, want1, N);
  lr_check ("x2", x2, want2, N);
  lr_report (t0, t1, x2, N);
  return 0;
}
