/* loops=all: when the outer loop carries a true flow dependence, its inner
   loop is tried too; the reads of its temporary row evaluate the defining expression again.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-loops=all" } */

extern void abort (void);

#define N 64
double a[N][N][N], b[N][N];

__attribute__ ((noinline)) void
f (void)
{
  double tmp[N];
  for (int i = 1; i < N; i++) /* { dg-missed "loop not parallel: flow dependence" } */
    for (int j = 0; j < N; j++) /* { dg-optimized "loop made parallel: \[1-9\]\[0-9\]* false dependences removed \\(forward-substituted 2, expanded 0, 0 bytes\\)" } */
      {
	for (int k = 0; k < N; k++)
	  tmp[k] = a[i][j][k] + b[i - 1][j];
	double s = 0.0;
	for (int k = 0; k < N; k++)
	  s += tmp[k] * tmp[N - 1 - k];
	b[i][j] = s;
      }
}

int
main (void)
{
  static double ref[N][N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	b[i][j] = ref[i][j] = (i + j) % 3;
	for (int k = 0; k < N; k++)
	  a[i][j][k] = (i * j + k) % 5;
      }
  for (int i = 1; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	double s = 0.0;
	for (int k = 0; k < N; k++)
	  s += (a[i][j][k] + ref[i - 1][j]) * (a[i][j][N - 1 - k] + ref[i - 1][j]);
	ref[i][j] = s;
      }
  f ();
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      if (b[i][j] != ref[i][j])
	abort ();
  return 0;
}
