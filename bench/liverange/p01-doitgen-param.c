/* doitgen as numeric libraries write it: the arrays are restrict
   C99 array parameters, the bounds ints passed at run time, the
   temporary row SUM a local of the kernel.  SUM carries only false
   dependences across r; the accesses through the parameters are affine
   from the scalar evolution of their addresses.  The copy back scales by
   1/2 so that loop distribution keeps it a loop (a memcpy call is not
   modelled yet).  */

#include "lr.h"

#define NR 48
#define NQ 32
#define NP 256

KERNEL void
kernel_doitgen_param (int nr, int nq, int np, double A[restrict NR][NQ][NP],
                      double C4[restrict NP][NP])
{
  double sum[NP];
  for (int r = 0; r < nr; r++) /* lr-loop: doitgen-param false-only */
    for (int q = 0; q < nq; q++)
      {
        for (int p = 0; p < np; p++)
          {
            sum[p] = 0.0;
            for (int s = 0; s < np; s++)
              sum[p] += A[r][q][s] * C4[s][p];
          }
        for (int p = 0; p < np; p++)
          A[r][q][p] = 0.5 * sum[p];
      }
}

REFERENCE void
reference_doitgen_param (int nr, int nq, int np, double A[restrict NR][NQ][NP],
                         double C4[restrict NP][NP])
{
  double sum[NP];
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++)
      {
        for (int p = 0; p < np; p++)
          {
            sum[p] = 0.0;
            for (int s = 0; s < np; s++)
              sum[p] += A[r][q][s] * C4[s][p];
          }
        for (int p = 0; p < np; p++)
          A[r][q][p] = 0.5 * sum[p];
      }
}

static double A[NR][NQ][NP], C4[NP][NP];

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
  volatile int nr = NR, nq = NQ, np = NP;
  init ();
  reference_doitgen_param (nr, nq, np, A, C4);
  double *want = lr_save (&A[0][0][0], (long) NR * NQ * NP);
  init ();
  long long t0 = lr_now_ns ();
  kernel_doitgen_param (nr, nq, np, A, C4);
  long long t1 = lr_now_ns ();
  lr_check ("A", &A[0][0][0], want, (long) NR * NQ * NP);
  lr_report (t0, t1, &A[0][0][0], (long) NR * NQ * NP);
  return 0;
}
