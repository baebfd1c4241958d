/* doitgen: A[r][q][*] = A[r][q][*] x C4, through the temporary row SUM
   that every (r, q) iteration refills and then copies back.  SUM carries
   only output and anti dependences across r (false-only); the expansion
   gives it the r dimension (NR * NP doubles) or privatises it.  The copy
   back scales by 1/2 so that GCC's loop distribution keeps it a loop
   instead of turning it into memcpy (a call ends a static control
   part).  */

#include "lr.h"

#define NR 48
#define NQ 32
#define NP 256

double A[NR][NQ][NP], C4[NP][NP], sum[NP];

KERNEL void
kernel_doitgen (void)
{
  for (int r = 0; r < NR; r++) /* lr-loop: doitgen false-only */
    for (int q = 0; q < NQ; q++)
      {
        for (int p = 0; p < NP; p++)
          {
            sum[p] = 0.0;
            for (int s = 0; s < NP; s++)
              sum[p] += A[r][q][s] * C4[s][p];
          }
        for (int p = 0; p < NP; p++)
          A[r][q][p] = 0.5 * sum[p];
      }
}

REFERENCE void
reference_doitgen (void)
{
  for (int r = 0; r < NR; r++)
    for (int q = 0; q < NQ; q++)
      {
        for (int p = 0; p < NP; p++)
          {
            sum[p] = 0.0;
            for (int s = 0; s < NP; s++)
              sum[p] += A[r][q][s] * C4[s][p];
          }
        for (int p = 0; p < NP; p++)
          A[r][q][p] = 0.5 * sum[p];
      }
}

static void
init (void)
{
  lr_seed ();
  lr_fill (&A[0][0][0], (long) NR * NQ * NP);
  lr_fill (&C4[0][0], (long) NP * NP);
}

int
main (void)
{
  init ();
  reference_doitgen ();
  double *want = lr_save (&A[0][0][0], (long) NR * NQ * NP);
  init ();
  long long t0 = lr_now_ns ();
  kernel_doitgen ();
  long long t1 = lr_now_ns ();
  lr_check ("A", &A[0][0][0], want, (long) NR * NQ * NP);
  lr_report (t0, t1, &A[0][0][0], (long) NR * NQ * NP);
  return 0;
}
