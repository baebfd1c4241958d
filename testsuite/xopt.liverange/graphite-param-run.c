/* Covariance over array parameters with bounds passed at run time (the
   kernel of bench/liverange/p06-covariance-param.c), under
   Graphite's -floop-parallelize-all: Graphite regenerates both nests
   first (its counters are 128-bit, its subscripts (int) of them, its
   inner loops may not be entered: "n > 0 ? n - 1 : 0"), and keeps the
   accumulators in PHIs that seem carried by the outer loop but that no
   iteration observes (they hold a previous iteration's value only on the
   path where the inner loop does not run, which no iteration takes when
   one does).  The plugin models the regenerated code and marks the
   column-mean loop and the symmetric-product loop parallel.  */
/* { dg-do run } */
/* { dg-options "-fno-inline -floop-parallelize-all -fplugin-arg-xopt_liverange-dump -fopt-info-loop-optimized -fplugin-arg-xopt_liverange-graphite=1" } */

extern void abort (void);

#define M 40
#define N 48

/* The kernel, compiled twice: parallel, and serial as the reference.  */
#define COVARIANCE_BODY							\
  for (int j = 0; j < m; j++)						\
    {									\
      mean[j] = 0.0;							\
      for (int i = 0; i < n; i++)					\
	mean[j] += data[i][j];						\
      mean[j] /= n;							\
    }									\
  for (int i = 0; i < n; i++)						\
    for (int j = 0; j < m; j++)						\
      data[i][j] -= mean[j];						\
  for (int i = 0; i < m; i++)						\
    for (int j = i; j < m; j++)						\
      {									\
	cov[i][j] = 0.0;						\
	for (int k = 0; k < n; k++)					\
	  cov[i][j] += data[k][i] * data[k][j];				\
	cov[i][j] /= (n - 1.0);						\
	cov[j][i] = cov[i][j];						\
      }

__attribute__ ((noinline)) void
covariance (int m, int n, double data[restrict N][M], double mean[restrict M],
	    double cov[restrict M][M])
{
  COVARIANCE_BODY
}

__attribute__ ((noinline, optimize ("tree-parallelize-loops=1",
				    "no-loop-parallelize-all"))) void
covariance_serial (int m, int n, double data[restrict N][M],
		   double mean[restrict M], double cov[restrict M][M])
{
  COVARIANCE_BODY
}

static double data[N][M], mean[M], cov[M][M], cov_ref[M][M], mean_ref[M];

static void
check (int m, int n)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      data[i][j] = (i * 7 + j * 3) % 11 - 5.0;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      cov[i][j] = cov_ref[i][j] = -1.0;
  covariance (m, n, data, mean, cov);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      data[i][j] = (i * 7 + j * 3) % 11 - 5.0;
  covariance_serial (m, n, data, mean_ref, cov_ref);
  for (int j = 0; j < m; j++)
    if (mean[j] != mean_ref[j])
      abort ();
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      if (cov[i][j] != cov_ref[i][j])
	abort ();
}

int
main (void)
{
  volatile int sizes[][2] = { { M, N }, { 1, 2 }, { 2, 3 }, { M - 1, 5 },
			      { 0, N } };
  for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
    check (sizes[s][0], sizes[s][1]);
  return 0;
}

/* x86-64: the three nests parallel, the two false-only ones through their
   carried PHIs.  ARM (32-bit): Graphite's counters are 64-bit, and the
   count of the symmetric product's inner loop, (unsigned long long)
   MAX_EXPR <...>, is not modelled; only the mean loop is made parallel
   that way.  */
/* { dg-final { scan-tree-dump-times "carried value never observed, replaced by its initial value" 2 xopt_liverange { target x86_64-*-* } } } */
/* { dg-final { scan-tree-dump-times "decision: loop \[0-9\]+ parallel" 3 xopt_liverange { target x86_64-*-* } } } */
/* { dg-final { scan-tree-dump-times "carried value never observed, replaced by its initial value" 1 xopt_liverange { target arm*-*-* } } } */
/* { dg-final { scan-tree-dump-times "decision: loop \[0-9\]+ parallel" 2 xopt_liverange { target arm*-*-* } } } */
