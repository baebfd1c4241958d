/* A function with a loop is processed once too, by the instance before
   "vect" (the one before "no_loop" skips it).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-xopt_slpm-dump" } */

unsigned a[400], b[400];

void
f (int n)
{
  for (int i = 0; i < n; i++)
    {
      a[4 * i + 0] = b[4 * i + 0] << 1;
      a[4 * i + 1] = b[4 * i + 1] * 3;
      a[4 * i + 2] = b[4 * i + 2] * 5;
      a[4 * i + 3] = b[4 * i + 3] << 2;
    }
}

/* { dg-final { scan-tree-dump-times "chunk of 4 lanes" 1 xopt_slpm } } */
/* { dg-final { scan-tree-dump-times ";; Function f " 1 xopt_slpm } } */
