/* The remark and the dump of a loop versioned on a run-time overlap
   check: C and A are pointer parameters without restrict, the loop is
   parallel when the bytes it writes through C and reads through A do not
   overlap.  Only C is written: A's reads through B (also read-only) need
   no check.  */
/* { dg-do compile } */
/* { dg-options "-fno-inline -fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-loops=outermost -fplugin-arg-xopt_liverange-dump -fdump-statistics" } */

void
overlap (int n, double *C, const double *A, const double *B)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "loop made parallel: 0 false dependences removed \\(forward-substituted 0, expanded 0, 0 bytes\\) \\(versioned on a run-time overlap check\\)" } */
    for (int j = 0; j < n; j++)
      C[i * n + j] = A[i * n + j] * B[j * n + i];
}

/* { dg-final { scan-tree-dump-times "run-time overlap check: " 1 xopt_liverange } } */
/* { dg-final { scan-tree-dump "loop 1 versioned: copy \[0-9\]+ runs when the ranges overlap" xopt_liverange } } */
/* { dg-final { scan-tree-dump "under a run-time overlap check" xopt_liverange } } */
/* { dg-final { scan-tree-dump-not "A_\[0-9\]+\\(D\\) \\+ \[^|&\]* <= \[^|&\]*B_\[0-9\]+\\(D\\)" xopt_liverange } } */
/* { dg-final { scan-remarks "optimized: parallelizing outer loop" } } */
/* { dg-final { scan-statistics "xopt_liverange \"dataflow analyses reused\" \"overlap\" 1" } } */
