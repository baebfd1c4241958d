/* Flat arrays with rows of a run-time length m that must not be
   parallelized as if their rows were apart: rows read only when n > m,
   where every row index from m on leaves its row (GCC's scalar
   evolutions give up on this address, so it is refused as non-affine
   before the row guard is considered), and a true dependence from one
   row to the next (i*m + j read, (i+1)*m + j written), which stays
   serial even when m >= n holds.  The sub-matrix loop with j < n is
   versioned on a check that tests m against n (the dump shows the
   check; without it the run-time check would let overlapping rows,
   m < n, run in parallel).  */
/* { dg-do compile } */
/* { dg-options "-fno-inline -fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-loops=outermost -fplugin-arg-xopt_liverange-dump" } */

#define MAXN 64

void
past_row (int n, int m, double *restrict B)
{
  double t[MAXN];
  for (int i = 0; i < n; i++) /* { dg-missed "loop not parallel: non-affine access" } */
    if (n > m)
      {
	for (int j = 0; j < n; j++)
	  t[j] = B[i * m + j] + 1.0;
	for (int j = 0; j < n; j++)
	  B[i * m + j] = t[n - 1 - j];
      }
}

void
next_row (int n, int m, double *restrict B)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop not parallel: flow dependence" } */
    for (int j = 0; j < n; j++)
      B[(i + 1) * m + j] = B[i * m + j] * 0.5;
}

void
sub_matrix (int n, int m, double *restrict B)
{
  double t[MAXN];
  for (int i = 0; i < n; i++) /* { dg-optimized "loop made parallel: .* \\(versioned on a run-time overlap check\\)" } */
    {
      for (int j = 0; j < n; j++)
	t[j] = B[i * m + j] + 1.0;
      for (int j = 0; j < n; j++)
	B[i * m + j] = t[n - 1 - j];
    }
}

/* { dg-final { scan-tree-dump "run-time overlap check: \[^\\n\]*m_\[0-9\]+" xopt_liverange } } */
