/* With -floop-parallelize-all, Graphite marks every parallel loop of the
   correlation product, also the copy of column I into the row COL.  The
   pass makes the I loop parallel (COL gets a copy per thread); parloops
   then skips only the first inner loop of it and would give the copy
   loop, a later sibling, a parallel region of its own inside the outer
   one, opened in every iteration.  The pass removes Graphite's marks
   from the loops inside a loop it made parallel.  Substitution is off so
   that COL stays (with it, COL's reads become DATA's and the copy loop
   goes).  Graphite's loops have no location of their own: the remarks
   are on the function and on the copy's statement.  The arrays are
   global, as in bench/liverange's k07: on ARM the pass cannot yet model
   a write through an array parameter in the code Graphite generates
   ("accessed through a pointer"), and the I loop would stay serial.  */
/* { dg-do run } */
/* { dg-options "-fno-inline -floop-parallelize-all -fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-substitute=0 -fplugin-arg-xopt_liverange-graphite=1" } */

extern void abort (void);

#define N 64
#define M 48

double data[N][M], corr[M][M], ref[M][M], col[N];

__attribute__ ((noinline)) void
corr_rows (int m, int n)
{
  for (int i = 0; i < m; i++)
    {
      for (int k = 0; k < n; k++)
	col[k] = data[k][i]; /* { dg-missed "loop not parallel: inside a loop made parallel \\(Graphite's parallel mark removed\\)" } */
      for (int j = 0; j < m; j++)
	{
	  double s = 0.0;
	  for (int k = 0; k < n; k++)
	    s += col[k] * data[k][j];
	  corr[i][j] = s;
	}
    }
}

/* The product without the row, for the check.  */

__attribute__ ((noinline, optimize ("no-loop-parallelize-all",
				    "tree-parallelize-loops=1"))) void
corr_rows_serial (int m, int n)
{
  for (int i = 0; i < m; i++)
    for (int j = 0; j < m; j++)
      {
	double s = 0.0;
	for (int k = 0; k < n; k++)
	  s += data[k][i] * data[k][j];
	ref[i][j] = s;
      }
}

int
main (void)
{
  volatile int m = M, n = N;
  for (int k = 0; k < N; k++)
    for (int j = 0; j < M; j++)
      data[k][j] = (k * 3 + j * 5) % 11 - 5;
  corr_rows (m, n);
  corr_rows_serial (m, n);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      if (corr[i][j] != ref[i][j])
	abort ();
  /* COL keeps the last iteration's column.  */
  for (int k = 0; k < N; k++)
    if (col[k] != data[k][M - 1])
      abort ();
  return 0;
}

/* { dg-final { scan-remarks "optimized: loop made parallel: 2 false dependences removed \\(forward-substituted 0, expanded 1" } } */
/* { dg-final { scan-remarks "optimized: parallelizing outer loop" } } */
/* { dg-final { scan-remarks-not "parallelizing inner loop" } } */
