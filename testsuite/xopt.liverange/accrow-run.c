/* An accumulator row: a local row zeroed by a memset (loop distribution
   makes one of the zeroing loop), accumulated over k and copied into C by
   a memcpy.  The row carries only false dependences across i; the calls
   are its writes and reads of known ranges, and each thread gets its own
   copy of the row, the calls included.  */
/* { dg-do run } */
/* { dg-options "-fno-inline -fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-loops=outermost" } */

extern void abort (void);

#define NI 40
#define NJ 56
#define NK 24

__attribute__ ((noinline)) void
accrow (int ni, double C[restrict NI][NJ], double A[restrict NI][NK],
	double B[restrict NK][NJ])
{
  double acc[NJ];
  for (int i = 0; i < ni; i++) /* { dg-optimized "loop made parallel: \[1-9\]\[0-9\]* false dependences removed \\(forward-substituted 0, expanded 1, \[0-9\]+ bytes\\)" } */
    {
      for (int j = 0; j < NJ; j++)
	acc[j] = 0.0;
      for (int k = 0; k < NK; k++)
	for (int j = 0; j < NJ; j++)
	  acc[j] += A[i][k] * B[k][j];
      for (int j = 0; j < NJ; j++)
	C[i][j] = acc[j];
    }
}

__attribute__ ((noinline, optimize ("tree-parallelize-loops=1"))) void
accrow_serial (int ni, double C[NI][NJ], double A[NI][NK], double B[NK][NJ])
{
  double acc[NJ];
  for (int i = 0; i < ni; i++)
    {
      for (int j = 0; j < NJ; j++)
	acc[j] = 0.0;
      for (int k = 0; k < NK; k++)
	for (int j = 0; j < NJ; j++)
	  acc[j] += A[i][k] * B[k][j];
      for (int j = 0; j < NJ; j++)
	C[i][j] = acc[j];
    }
}

static double a[NI][NK], b[NK][NJ], c[NI][NJ], rc[NI][NJ];

int
main (void)
{
  int sizes[] = { NI, 1, 0, 3 };
  for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
    {
      volatile int ni = sizes[s];
      for (int i = 0; i < NI; i++)
	for (int k = 0; k < NK; k++)
	  a[i][k] = (i * 5 + k) % 9 - 4;
      for (int k = 0; k < NK; k++)
	for (int j = 0; j < NJ; j++)
	  b[k][j] = (k - 2 * j) % 7;
      for (int i = 0; i < NI; i++)
	for (int j = 0; j < NJ; j++)
	  c[i][j] = rc[i][j] = 9.0;
      accrow (ni, c, a, b);
      accrow_serial (ni, rc, a, b);
      for (int i = 0; i < NI; i++)
	for (int j = 0; j < NJ; j++)
	  if (c[i][j] != rc[i][j])
	    abort ();
    }
  return 0;
}

/* { dg-final { scan-remarks "optimized: parallelizing outer loop" } } */
