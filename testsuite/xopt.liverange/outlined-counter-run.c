/* Parloops outlines a parallel loop into a new function, where it runs
   on an unsigned counter and computes the original `i' as `(int)
   ivtmp': scalar evolutions cannot tell that the conversion keeps the
   value, so the subscripts in `i' were not affine there and -O2's
   outer-loop vectorization of the column dot products (two columns at a
   time, x86-64) was lost.  The pass gives `i' a signed counter of its
   own when the loop's iteration count fits `int', and the outlined
   function the cheap cost model (each thread's share of the 122
   iterations, 61, is a run-time count, odd: a scalar epilogue runs in
   each thread).  An unsigned loop whose count may exceed INT_MAX keeps
   its conversion.  Checked against serial builds and expected values.  */
/* { dg-do run } */
/* { dg-options "-fno-inline -ftree-vectorize -fvect-cost-model=very-cheap -fdump-tree-vect-details -fplugin-arg-xopt_liverange-dump" } */

extern void abort (void);

#define N 122

__attribute__ ((noinline)) void
columns (double beta, double x[restrict N],
	 const double A[restrict N][N], const double y[restrict N])
{
  for (int i = 0; i < N; i++)
    {
      double s = 0.0;
      for (int j = 0; j < N; j++)
	s += beta * A[j][i] * y[j];
      x[i] = x[i] + s;
    }
}

/* Nothing bounds the count below 2^32 - 1 (bytes, no arithmetic that
   may not overflow), so `(int) u' may wrap.  */
__attribute__ ((noinline)) void
ramp (unsigned n, int lim, unsigned char *restrict out)
{
  for (unsigned u = 0; u < n; u++)
    out[u] = (int) u < lim ? 1 : 2;
}

/* An int loop of a run-time count: parloops' counter is itself a signed
   int there (no unsigned counter in the loop), nothing to convert.  */
__attribute__ ((noinline)) void
ramp_int (int n, int lim, unsigned char *restrict out)
{
  for (int i = 0; i < n; i++)
    out[i] = i < lim ? 3 : 4;
}

__attribute__ ((noinline, optimize ("tree-parallelize-loops=1"))) void
columns_serial (double beta, double x[N], const double A[N][N],
		const double y[N])
{
  for (int i = 0; i < N; i++)
    {
      double s = 0.0;
      for (int j = 0; j < N; j++)
	s += beta * A[j][i] * y[j];
      x[i] = x[i] + s;
    }
}

static double a[N][N], y[N], x[N], rx[N];
static unsigned char out[N + 3];

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      y[i] = (i % 9) - 4;
      for (int j = 0; j < N; j++)
	a[i][j] = (i * 3 + j * 5) % 11 - 5;
    }
  for (int r = 0; r < 3; r++)
    {
      volatile double beta = 0.5 - r;
      for (int i = 0; i < N; i++)
	x[i] = rx[i] = (i + r) % 4;
      columns (beta, x, a, y);
      columns_serial (beta, rx, a, y);
      for (int i = 0; i < N; i++)
	if (x[i] != rx[i])
	  abort ();
    }
  for (unsigned n = 0; n <= N + 3; n += 41)
    {
      volatile unsigned vn = n;
      for (int i = 0; i < N + 3; i++)
	out[i] = 9;
      ramp (vn, 50, out);
      for (int i = 0; i < N + 3; i++)
	if (out[i] != (i >= (int) n ? 9 : i < 50 ? 1 : 2))
	  abort ();
      ramp_int ((int) vn, 50, out);
      for (int i = 0; i < N + 3; i++)
	if (out[i] != (i >= (int) n ? 9 : i < 50 ? 3 : 4))
	  abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump "loop 1: 1 conversions of the counter given a signed counter \\(at most 122 iterations\\)" xopt_liverange_outlined } } */
/* { dg-final { scan-tree-dump "loop 1: 0 conversions of the counter given a signed counter \\(at most 4294967295 iterations\\)" xopt_liverange_outlined } } */
/* The i loop (line 23) is vectorized as an outer loop in the outlined
   function (parloops keeps no serial copy of a loop of 122 iterations).  */
/* { dg-final { scan-tree-dump-times "outlined-counter-run\\.c:23:\[0-9\]+: optimized: loop vectorized" 1 vect { target x86_64-*-* } } } */
