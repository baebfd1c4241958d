/* Forward substitution of a temporary row: T[j] is defined from X[i][j],
   which the iteration does not change, and read in the same i iteration
   at j and at the mirrored NJ-1-j.  Across i only false dependences on T
   remain.  T is a local array, dead after the loop (unlike the global
   rows of k05, k07 and k08, whose last values stay visible).
   Substitution replaces both reads by the defining expression (no
   memory); expansion gives T the i dimension (NI * NJ doubles) or
   privatises it per thread.  */

#include "lr.h"

#define NI 100
#define NJ 18000
#define REPS 16

double X[NI][NJ], Y[NI][NJ];

KERNEL void
kernel_subst_row (void)
{
  double T[NJ];
  for (int i = 0; i < NI; i++) /* lr-loop: subst-row false-only subst */
    {
      for (int j = 0; j < NJ; j++)
        T[j] = 2.0 * X[i][j] + 1.0;
      for (int j = 0; j < NJ; j++)
        Y[i][j] = 0.5 * Y[i][j] + T[j] * T[NJ - 1 - j];
    }
}

REFERENCE void
reference_subst_row (void)
{
  double T[NJ];
  for (int i = 0; i < NI; i++)
    {
      for (int j = 0; j < NJ; j++)
        T[j] = 2.0 * X[i][j] + 1.0;
      for (int j = 0; j < NJ; j++)
        Y[i][j] = 0.5 * Y[i][j] + T[j] * T[NJ - 1 - j];
    }
}

static void
init (void)
{
  lr_seed ();
  lr_fill (&X[0][0], (long) NI * NJ);
  lr_fill (&Y[0][0], (long) NI * NJ);
}

int
main (void)
{
  init ();
  for (int r = 0; r < REPS; r++)
    reference_subst_row ();
  double *want = lr_save (&Y[0][0], (long) NI * NJ);
  init ();
  long long t0 = lr_now_ns ();
  for (int r = 0; r < REPS; r++)
    kernel_subst_row ();
  long long t1 = lr_now_ns ();
  lr_check ("Y", &Y[0][0], want, (long) NI * NJ);
  lr_report (t0, t1, &Y[0][0], (long) NI * NJ);
  return 0;
}
