/* Pointer parameters without restrict that must not be versioned: a true
   flow dependence through C (each row reads the previous one) stays
   serial whatever C and A point to, so no run-time overlap check is
   built; overlap with a global array (not a pair of pointers) keeps the
   possible-alias refusal.  */
/* { dg-do compile } */
/* { dg-options "-fno-inline -fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-loops=outermost -fplugin-arg-xopt_liverange-dump" } */

#define N 64

double G[N * N];

void
flow (int n, double *C, const double *A)
{
  for (int i = 1; i < n; i++) /* { dg-missed "loop not parallel: flow dependence" } */
    for (int j = 0; j < n; j++)
      C[i * n + j] = C[(i - 1) * n + j] + A[i * n + j];
}

void
global (int n, double *C)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop not parallel: possible alias between" } */
    for (int j = 0; j < N; j++)
      C[i * N + j] = G[i * N + j] * 2.0;
}

/* { dg-final { scan-remarks-not "optimized: loop made parallel" } } */
/* { dg-final { scan-remarks-not "versioned" } } */
/* { dg-final { scan-tree-dump-not "run-time overlap check" xopt_liverange } } */
