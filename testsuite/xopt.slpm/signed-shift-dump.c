/* The dump says when a group's signed scalings are recomputed in the
   unsigned type, and the lanes after it show the conversions.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-xopt_slpm-dump" } */

int a[4], b[4], c[4];

void
f (void)
{
  a[0] = (b[0] << 1) + c[0];
  a[1] = b[1] * 3 + c[1];
  a[2] = (b[2] << 2) + c[2];
  a[3] = b[3] * 5 + c[3];
}

/* { dg-final { scan-tree-dump-times "now computed unsigned" 1 xopt_slpm } } */
/* { dg-final { scan-tree-dump "after lane 0: \\(\\(int\\) \\(\\(unsigned int\\) b\\\[0\\\] \\* 2\\)" xopt_slpm } } */
