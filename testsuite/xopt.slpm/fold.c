/* If nothing vectorizes the rewritten group (no SLP, and the call keeps
   the loop vectorizer away), the neutral forms fold away again: no X * 1
   is left in the final GIMPLE.  */
/* { dg-do compile } */
/* { dg-options "-fno-tree-slp-vectorize -fopt-info-vec-optimized-missed -fdump-tree-optimized" } */

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

/* { dg-final { scan-tree-dump-not " \\* 1;" optimized } } */
/* { dg-final { scan-tree-dump-not "vector" optimized } } */
/* { dg-final { scan-remarks-not "optimized: " } } */
