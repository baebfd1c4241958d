/* Forward substitution of a scalar: the global SCALE is defined at the
   top of every i iteration from inputs the iteration does not change
   (W[i] and the row ends of X) and read later in the same iteration.
   Across i the dependences on SCALE are false; substituting its defining
   expression for the reads removes them at no memory cost, where
   expansion would need one double per iteration (or per thread).  */

#include "lr.h"

#define NI 100
#define NJ 18000
#define REPS 30

double X[NI][NJ], Y[NI][NJ], W[NI];
double scale;

KERNEL void
kernel_subst_scalar (void)
{
  for (int i = 0; i < NI; i++) /* lr-loop: subst-scalar false-only subst */
    {
      scale = W[i] * (X[i][0] + X[i][NJ - 1]);
      for (int j = 0; j < NJ; j++)
        Y[i][j] = Y[i][j] * 0.5 + X[i][j] * scale;
    }
}

REFERENCE void
reference_subst_scalar (void)
{
  for (int i = 0; i < NI; i++)
    {
      scale = W[i] * (X[i][0] + X[i][NJ - 1]);
      for (int j = 0; j < NJ; j++)
        Y[i][j] = Y[i][j] * 0.5 + X[i][j] * scale;
    }
}

static void
init (void)
{
  lr_seed ();
  lr_fill (&X[0][0], (long) NI * NJ);
  lr_fill (&Y[0][0], (long) NI * NJ);
  lr_fill (W, NI);
}

int
main (void)
{
  init ();
  for (int r = 0; r < REPS; r++)
    reference_subst_scalar ();
  double *want = lr_save (&Y[0][0], (long) NI * NJ);
  init ();
  long long t0 = lr_now_ns ();
  for (int r = 0; r < REPS; r++)
    kernel_subst_scalar ();
  long long t1 = lr_now_ns ();
  lr_check ("Y", &Y[0][0], want, (long) NI * NJ);
  lr_report (t0, t1, &Y[0][0], (long) NI * NJ);
  return 0;
}
