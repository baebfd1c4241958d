/* -fno-tree-loop-if-convert turns GCC's if-conversion off, and this one
   with it: no remark, the loop is left alone.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-loop-optimized-missed -fno-tree-loop-if-convert" } */

void
f (int *restrict a, const int *restrict b, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = b[i] > 0 ? b[i] * 3 : b[i] - 7;
}

/* { dg-final { scan-remarks-not "if-converted" } } */
