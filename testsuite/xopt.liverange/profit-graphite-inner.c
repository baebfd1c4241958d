/* -floop-parallelize-all: Graphite marks the inner loop of a recurrence
   parallel, which parloops would run as one parallel region per outer
   iteration around a few statements (slower than serial).  The plugin's
   profitability decides: the mark is removed and the loop stays
   serial.  */
/* { dg-do run } */
/* { dg-options "-fno-inline -floop-parallelize-all -fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-graphite=1" } */

extern void abort (void);

#define N 200

__attribute__ ((noinline)) void
sweep (int n, double A[restrict N][N], double B[restrict N][N])
{
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n; j++)
      A[i][j] = 0.5 * (A[i - 1][j] + A[i - 1][j - 1]) + B[i][j];
}

static double a[N][N], b[N][N];

int
main (void)
{
  volatile int n = N;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	a[i][j] = (i + j) % 3;
	b[i][j] = (i * j) % 5;
      }
  sweep (n, a, b);
  for (int j = 0; j < N; j++)
    if (a[0][j] != j % 3)
      abort ();
  for (int i = 1; i < N; i++)
    for (int j = 1; j < N; j++)
      if (a[i][j] != 0.5 * (a[i - 1][j] + a[i - 1][j - 1]) + b[i][j])
	abort ();
  return 0;
}

/* { dg-final { scan-remarks "missed: loop not parallel: an inner loop with too little work per parallel region .* \\(Graphite's parallel mark removed\\)" } } */
/* { dg-final { scan-remarks-not "parallelizing inner loop" } } */
