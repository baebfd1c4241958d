/* If nothing vectorizes the rewritten group (no SLP, and the call keeps
   the loop vectorizer away), the neutral forms fold away again.  SLP-M
   rewrites lanes 1 and 3 as B * ((C & 0) | 1) + K (its dump shows it);
   the final GIMPLE has only the two multiplications of lanes 0 and 2, no
   X * 1 and none of the masks.  */
/* { dg-do compile } */
/* { dg-options "-fno-tree-slp-vectorize -fopt-info-vec-optimized-missed -fdump-tree-optimized -fplugin-arg-xopt_slpm-dump" } */

int a[400], b[400], c[400];
extern void bar (void);

void
f (int n)
{
  for (int i = 0; i < n; i++)
    {
      a[4 * i + 0] = b[4 * i + 0] * c[4 * i + 0] + 1; /* { dg-missed "SLP-M: made 4 lanes isomorphic: reorder=0 extend=2 .*; not vectorized" } */
      a[4 * i + 1] = b[4 * i + 1] + 2;
      a[4 * i + 2] = b[4 * i + 2] * c[4 * i + 2] + 3;
      a[4 * i + 3] = b[4 * i + 3] + 4;
      bar ();
    }
}

/* { dg-final { scan-tree-dump "after lane 1: \\(\\(b\\\[_\[0-9\]+\\\] \\* \\(\\(c\\\[_\[0-9\]+\\\] & 0\\) \\| 1\\)\\) \\+ 2\\)" xopt_slpm } } */
/* { dg-final { scan-tree-dump-times "= _\[0-9\]+ \\* _\[0-9\]+;" 2 optimized } } */
/* { dg-final { scan-tree-dump-not " \\* 1;" optimized } } */
/* { dg-final { scan-tree-dump-not " & | \\| " optimized } } */
/* { dg-final { scan-remarks-not "optimized: " } } */
