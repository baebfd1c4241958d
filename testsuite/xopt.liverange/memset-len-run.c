/* Rows of a run-time length nj (at most the row's NJ) copied into a local
   row and zeroed in a local accumulator: loop distribution turns the
   loops into memcpy and memset calls whose length, (sizetype) nj * 8, is
   computed in sizetype, 32-bit on ARM and 64-bit on x86-64.  On both the
   calls write and read known ranges of the local rows, so the i loops
   are parallel (the local rows are private to an iteration).  */
/* { dg-do run } */
/* { dg-options "-fno-inline -fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-loops=outermost" } */

extern void abort (void);

#define NI 30
#define NJ 40
#define NK 12

__attribute__ ((noinline)) void
mirror (int ni, int nj, double C[restrict NI][NJ], double A[restrict NI][NJ])
{
  for (int i = 0; i < ni; i++) /* { dg-optimized "loop made parallel" } */
    {
      double t[NJ];
      for (int j = 0; j < nj; j++)
	t[j] = A[i][j];
      for (int j = 0; j < nj; j++)
	C[i][j] = t[j] * 2.0 + t[nj - 1 - j];
    }
}

__attribute__ ((noinline)) void
product (int ni, int nj, int nk, double C[restrict NI][NJ],
	 double A[restrict NI][NK], double B[restrict NK][NJ])
{
  for (int i = 0; i < ni; i++) /* { dg-optimized "loop made parallel" } */
    {
      double acc[NJ];
      for (int j = 0; j < nj; j++)
	acc[j] = 0.0;
      for (int k = 0; k < nk; k++)
	for (int j = 0; j < nj; j++)
	  acc[j] += A[i][k] * B[k][j];
      for (int j = 0; j < nj; j++)
	C[i][j] = acc[j] * 0.5;
    }
}

static double A[NI][NJ], C[NI][NJ], P[NI][NK], Q[NK][NJ];

static void
check (int ni, int nj, int nk)
{
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      {
	A[i][j] = (i * 5 + j * 3) % 13 - 6.0;
	C[i][j] = -1.0;
      }
  mirror (ni, nj, C, A);
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      if (C[i][j] != (i < ni && j < nj
		      ? A[i][j] * 2.0 + A[i][nj - 1 - j] : -1.0))
	abort ();
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      P[i][k] = (i + 2 * k) % 5 - 2.0;
  for (int k = 0; k < NK; k++)
    for (int j = 0; j < NJ; j++)
      Q[k][j] = (3 * k + j) % 7 - 3.0;
  product (ni, nj, nk, C, P, Q);
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      {
	double want = -1.0;
	if (i < ni && j < nj)
	  {
	    want = 0.0;
	    for (int k = 0; k < nk; k++)
	      want += P[i][k] * Q[k][j];
	    want *= 0.5;
	  }
	if (C[i][j] != want)
	  abort ();
      }
}

int
main (void)
{
  volatile int sizes[][3] = { { NI, NJ, NK }, { 1, 1, 1 }, { 2, NJ - 1, 3 },
			      { NI - 1, 7, 0 }, { 0, NJ, NK }, { 3, 0, NK } };
  for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
    check (sizes[s][0], sizes[s][1], sizes[s][2]);
  return 0;
}

/* { dg-final { scan-remarks "optimized: Loop \[0-9\]+ distributed: split to 0 loops and 1 library calls" } } */
