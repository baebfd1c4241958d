/* The dump: statements, the ISL model, flow dependences, live ranges per
   cell, conflicts and decisions.  Cells are written with their subscripts
   in source order: a[j][i] is A<n>[c1, c0].  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-xopt_liverange-dump" } */

#define N 64
double a[N][N], c[N][N];

void
f (void)
{
  double tmp[N];
  for (int i = 0; i < N; i++)
    {
      for (int j = 0; j < N; j++)
	tmp[j] = a[j][i] * 2.0;
      for (int j = 0; j < N; j++)
	c[i][j] = tmp[j] + tmp[N - 1 - j];
    }
}

/* { dg-final { scan-tree-dump "S\[0-9\]+: tmp\\\[j_\[0-9\]+\\\] = " xopt_liverange } } */
/* { dg-final { scan-tree-dump "schedule: . .*S\[0-9\]+\\\[c0, c1\\\] -> \\\[c0, \[0-9\]+, c1, \[0-9\]+, \[0-9\]+\\\]" xopt_liverange } } */
/* { dg-final { scan-tree-dump "flow dependences: . S\[0-9\]+\\\[c0, c1\\\] -> S\[0-9\]+\\\[c0' = c0" xopt_liverange } } */
/* { dg-final { scan-tree-dump "cells A\[0-9\]+ = tmp\n  live ranges: . S" xopt_liverange } } */
/* tmp is written and read by every iteration of i, access pairs across
   iterations: it is in the dataflow analysis.  a is only read and each
   c[i][j] is written once, so they stay out of it.  */
/* { dg-final { scan-tree-dump-times "cells A\[0-9\]+: in the dataflow analysis" 1 xopt_liverange } } */
/* { dg-final { scan-tree-dump-times "cells A\[0-9\]+: no access pair across iterations, no dataflow" 2 xopt_liverange } } */
/* { dg-final { scan-tree-dump "conflicts on A\[0-9\]+:\n  write inside a live range of another iteration: . S" xopt_liverange } } */
/* { dg-final { scan-tree-dump "decision: loop 1 parallel: \[0-9\]+ false dependences removed" xopt_liverange } } */
/* { dg-final { scan-tree-dump "reads: . .*S\[0-9\]+\\\[c0, c1\\\] -> A\[0-9\]+\\\[c1, c0\\\]" xopt_liverange } } */
/* { dg-final { scan-tree-dump "writes: . .*S\[0-9\]+\\\[c0, c1\\\] -> A\[0-9\]+\\\[c0, c1\\\]" xopt_liverange } } */
