/* Block weights (paper §4): the entry has 1, a branch splits its count
   equally, and a block inside k loops weighs 100^k times its acyclic
   count, so the inner loop of a nest dominates the objective.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-optimized-missed -fplugin-arg-xopt_vliw-dump -fno-tree-vectorize -fno-unroll-loops" } */

void
matmul (int n, int m, const int *a, const int *b, int *restrict c) /* { dg-optimized "function clustered: ILP" } */
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	int s = 0;
	for (int k = 0; k < m; k++)
	  s += a[i * m + k] * b[k * m + j];
	c[i * m + j] = s;
      }
}

/* { dg-final { scan-rtl-dump "bb \[0-9\]+ \\(W=\[0-9.\]+e\\+0\[56\], \[1-9\]\[0-9\]* cycles\\)|bb \[0-9\]+ \\(W=\[1-9\]\[0-9\]{4,6}, \[1-9\]\[0-9\]* cycles\\)" xopt_vliw } } */
/* { dg-final { scan-rtl-dump "bb \[0-9\]+ \\(W=1, \[0-9\]+ cycles\\)" xopt_vliw } } */
