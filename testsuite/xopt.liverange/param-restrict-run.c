/* Real-style kernel: the arrays are restrict-qualified C99 array
   parameters and the bounds come at run time (a tensor contraction with
   a temporary row, as in doitgen).  The accesses through the parameters
   are affine from the scalar evolution of their addresses; the local row
   `sum' carries the only (false) dependences and gets a copy per thread.
   Loop distribution is off: the copy of the row back into A would become
   a memcpy call, which the model does not take yet.  */
/* { dg-do run } */
/* { dg-options "-fno-inline -fno-tree-loop-distribute-patterns -fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-loops=outermost" } */

extern void abort (void);

#define NR 24
#define NQ 20
#define NP 32

__attribute__ ((noinline)) void
doitgen (int nr, int nq, int np, double A[restrict NR][NQ][NP],
	 double C4[restrict NP][NP])
{
  double sum[NP];
  for (int r = 0; r < nr; r++) /* { dg-optimized "loop made parallel: \[1-9\]\[0-9\]* false dependences removed" } */
    for (int q = 0; q < nq; q++)
      {
	for (int p = 0; p < np; p++)
	  {
	    sum[p] = 0.0;
	    for (int s = 0; s < np; s++)
	      sum[p] += A[r][q][s] * C4[s][p];
	  }
	for (int p = 0; p < np; p++)
	  A[r][q][p] = sum[p];
      }
}

__attribute__ ((noinline, optimize ("tree-parallelize-loops=1"))) void
doitgen_serial (int nr, int nq, int np, double A[NR][NQ][NP],
		double C4[NP][NP])
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
	  A[r][q][p] = sum[p];
      }
}

static double a[NR][NQ][NP], ref[NR][NQ][NP], c4[NP][NP];

int
main (void)
{
  volatile int nr = NR, nq = NQ, np = NP;
  for (int r = 0; r < NR; r++)
    for (int q = 0; q < NQ; q++)
      for (int p = 0; p < NP; p++)
	a[r][q][p] = ref[r][q][p] = (r * 7 + q * 3 - p) % 11;
  for (int s = 0; s < NP; s++)
    for (int p = 0; p < NP; p++)
      c4[s][p] = (s - p) % 5;
  doitgen (nr, nq, np, a, c4);
  doitgen_serial (nr, nq, np, ref, c4);
  for (int r = 0; r < NR; r++)
    for (int q = 0; q < NQ; q++)
      for (int p = 0; p < NP; p++)
	if (a[r][q][p] != ref[r][q][p])
	  abort ();
  return 0;
}

/* { dg-final { scan-remarks "optimized: parallelizing outer loop" } } */
