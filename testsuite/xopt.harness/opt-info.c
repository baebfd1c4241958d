/* One optimized and one missed remark of the fixture (group loop).
   harness.exp compiles this file again under every -fopt-info spelling
   and combination (lib/xopt-optinfo.exp).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-loop-optimized -fopt-info-loop-missed -fopt-info-vec-optimized" } */

extern void g (int);
int a[100];

void
scale (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "fixture: loop at depth 1" } */
    a[i] = a[i] * 3;
}

void
report (int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "fixture: loop has a call" } */
    g (a[i]);
}
