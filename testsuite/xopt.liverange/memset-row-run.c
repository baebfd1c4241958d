/* An i-k-j matrix product over restrict array parameters whose row
   zeroing loop GCC turns into a memset call (loop distribution), and a
   row copied with memcpy: the calls write and read known ranges of the
   rows (NJ elements of rows of NJ), modelled as such, so the i loop is
   parallel.  The row count comes at run time; the row length is the
   array's (with a run-time row length that may exceed the row, the
   ranges of two rows may overlap, see memset-overlap.c).  */
/* { dg-do run } */
/* { dg-options "-fno-inline -fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-loops=outermost" } */

extern void abort (void);

#define NI 40
#define NJ 48
#define NK 36

__attribute__ ((noinline)) void
ikj (int ni, double C[restrict NI][NJ], double A[restrict NI][NK],
     double B[restrict NK][NJ], double D[restrict NI][NJ])
{
  for (int i = 0; i < ni; i++) /* { dg-optimized "loop made parallel: 0 false dependences removed" } */
    {
      for (int j = 0; j < NJ; j++)
	C[i][j] = 0.0;
      for (int k = 0; k < NK; k++)
	for (int j = 0; j < NJ; j++)
	  C[i][j] += A[i][k] * B[k][j];
      for (int j = 0; j < NJ; j++)
	D[i][j] = C[i][j];
    }
}

__attribute__ ((noinline, optimize ("tree-parallelize-loops=1"))) void
ikj_serial (int ni, double C[NI][NJ], double A[NI][NK], double B[NK][NJ],
	    double D[NI][NJ])
{
  for (int i = 0; i < ni; i++)
    {
      for (int j = 0; j < NJ; j++)
	C[i][j] = 0.0;
      for (int k = 0; k < NK; k++)
	for (int j = 0; j < NJ; j++)
	  C[i][j] += A[i][k] * B[k][j];
      for (int j = 0; j < NJ; j++)
	D[i][j] = C[i][j];
    }
}

static double a[NI * NK], b[NK * NJ], c[NI * NJ], d[NI * NJ], rc[NI * NJ],
  rd[NI * NJ];

int
main (void)
{
  int sizes[] = { NI, 1, 0, 7 };
  for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
    {
      volatile int ni = sizes[s];
      for (int x = 0; x < NI * NJ; x++)
	c[x] = rc[x] = d[x] = rd[x] = -3.0;
      for (int x = 0; x < NI * NK; x++)
	a[x] = x % 7;
      for (int x = 0; x < NK * NJ; x++)
	b[x] = x % 5 - 2;
      ikj (ni, (double (*)[NJ]) c, (double (*)[NK]) a, (double (*)[NJ]) b,
	   (double (*)[NJ]) d);
      ikj_serial (ni, (double (*)[NJ]) rc, (double (*)[NK]) a,
		  (double (*)[NJ]) b, (double (*)[NJ]) rd);
      for (int x = 0; x < NI * NJ; x++)
	if (c[x] != rc[x] || d[x] != rd[x])
	  abort ();
    }
  return 0;
}

/* { dg-final { scan-remarks "optimized: parallelizing outer loop" } } */
