/* The row zeroing loop becomes a memset of nj elements of rows of 48: for
   nj > 48 the ranges of two rows overlap, so the i loop must stay
   serial (it would be wrong code to assume the rows apart).  */
/* { dg-do compile } */
/* { dg-options "-fno-inline -fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-loops=outermost" } */

void
zero_rows (int ni, int nj, double C[restrict][48], double A[restrict][48])
{
  for (int i = 0; i < ni; i++) /* { dg-missed "loop not parallel" } */
    {
      for (int j = 0; j < nj; j++)
	C[i][j] = 0.0;
      C[i][0] = A[i][0];
    }
}

/* { dg-final { scan-remarks-not "optimized: loop made parallel" } } */
