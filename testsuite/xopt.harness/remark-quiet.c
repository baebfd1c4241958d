/* mode=quiet suppresses the optimized remarks; missed ones remain.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-loop-optimized-missed -fplugin-arg-xopt_fixture-mode=quiet" } */

extern void sink (int);
int a[100];

void
both (int n)
{
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 3;
  for (int i = 0; i < n; i++) /* { dg-missed "fixture: loop has a call" } */
    sink (i);
}

/* { dg-final { scan-remarks-not "optimized: fixture" } } */
/* { dg-final { scan-remarks "missed: fixture: loop has a call" } } */
