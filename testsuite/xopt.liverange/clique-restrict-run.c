/* After parloops outlines a parallel loop, its restrict-qualified array
   parameters reach the new function as pointers loaded from parloops'
   data structure, which points-to analysis cannot tell apart.  The pass
   gives the references of the region a dependence clique with one base
   per parameter (restrict: no two alias), so that the loops of the
   outlined function vectorize as the serial ones do (x86-64: the inner
   row update of an i-k-j matrix product, under -O2's cost model, which
   allows no run-time alias check).  The
   results are checked against a serial build of the same code.  No
   remarks: the vectorizer's notes belong to the loop group too.  */
/* { dg-do run } */
/* { dg-options "-fno-inline -ftree-vectorize -fvect-cost-model=very-cheap -fdump-tree-vect-details -fplugin-arg-xopt_liverange-dump" } */

extern void abort (void);

#define NI 40
#define NJ 36
#define NK 28

__attribute__ ((noinline)) void
gemm_ikj (int ni, double alpha, double beta, double C[restrict NI][NJ],
	  const double A[restrict NI][NK], const double B[restrict NK][NJ])
{
  for (int i = 0; i < ni; i++)
    {
      for (int j = 0; j < NJ; j++)
	C[i][j] *= beta;
      for (int k = 0; k < NK; k++)
	{
	  double t = alpha * A[i][k];
	  for (int j = 0; j < NJ; j++)
	    C[i][j] += t * B[k][j];
	}
    }
}

__attribute__ ((noinline, optimize ("tree-parallelize-loops=1"))) void
gemm_ikj_serial (int ni, double alpha, double beta, double C[NI][NJ],
		 const double A[NI][NK], const double B[NK][NJ])
{
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < NJ; j++)
      {
	double s = C[i][j] * beta;
	for (int k = 0; k < NK; k++)
	  s += alpha * A[i][k] * B[k][j];
	C[i][j] = s;
      }
}

static double a[NI][NK], b[NK][NJ], c[NI][NJ], ref[NI][NJ];

int
main (void)
{
  volatile int ni = NI;
  volatile double alpha = 1.5, beta = -0.5;
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      a[i][k] = (i * 5 + k * 3) % 7 - 3;
  for (int k = 0; k < NK; k++)
    for (int j = 0; j < NJ; j++)
      b[k][j] = (k * 2 - j) % 5;
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      c[i][j] = ref[i][j] = (i - j) % 3;
  gemm_ikj (ni, alpha, beta, c, a, b);
  gemm_ikj_serial (ni, alpha, beta, ref, a, b);
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      if (c[i][j] != ref[i][j])
	abort ();
  return 0;
}

/* { dg-final { scan-tree-dump "loop at line 24: parallelized" xopt_liverange_outcome2 } } */
/* { dg-final { scan-tree-dump "gemm_ikj\\._loopfn\\.0: clique \[0-9\]+ on \[0-9\]+ references, 3 bases: " xopt_liverange_outcome2 } } */
/* The row update (line 31) is vectorized twice: in the serial copy that
   parloops keeps for small trip counts, and in the outlined function.  */
/* { dg-final { scan-tree-dump-times "clique-restrict-run\\.c:31:\[0-9\]+: optimized: loop vectorized" 2 vect { target x86_64-*-* } } } */
