/* A pass before the interprocedural ones runs at compile time with -flto
   too: it reports its loops and there is no note.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -flto -fopt-info-loop" } */

int a[100];

void
scale (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "fixture: loop at depth 1" } */
    a[i] = a[i] * 3;
}

/* { dg-final { scan-remarks-not "does nothing" } } */
