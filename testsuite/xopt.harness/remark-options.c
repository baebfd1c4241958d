/* Options reach the pass: min-depth skips outer loops, tag is appended.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-loop -fplugin-arg-xopt_fixture-min-depth=2 -fplugin-arg-xopt_fixture-tag=<T>" } */

int a[100];

void
nest (int n, int m)
{
  for (int j = 0; j < m; j++)
    for (int i = 0; i < n; i++) /* { dg-optimized "fixture: loop at depth 2<T>" } */
      a[i] += j;
}

/* { dg-final { scan-remarks-not "depth 1" } } */
