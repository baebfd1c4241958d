/* The dump shows the lanes before and after, the base lane, and the
   patterns with their scores; a function without loops is processed once,
   by the instance before "no_loop".  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-xopt_slpm-dump" } */

unsigned a[4], b[4];

void
f (void)
{
  a[0] = b[0] << 1;
  a[1] = b[1] * 3;
  a[2] = b[2] * 5;
  a[3] = b[3] << 2;
}

/* { dg-final { scan-tree-dump-times "chunk of 4 lanes" 1 xopt_slpm } } */
/* { dg-final { scan-tree-dump "before lane 0: \\(b\\\[0\\\] << 1\\)" xopt_slpm } } */
/* { dg-final { scan-tree-dump "base lane 1 \\(3 matches\\): score 18" xopt_slpm } } */
/* { dg-final { scan-tree-dump "lane 0: score 6 pattern replace->mult_expr\\\[leaf, leaf\\\]" xopt_slpm } } */
/* { dg-final { scan-tree-dump "after lane 3: \\(b\\\[3\\\] \\* 4\\)" xopt_slpm } } */
