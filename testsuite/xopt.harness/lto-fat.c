/* With -flto -ffat-lto-objects the object also holds code compiled by
   every pass, the plugin's included: no note.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -flto -ffat-lto-objects -fopt-info-loop -fplugin-arg-xopt_fixture-late" } */

int a[100];

void
scale (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "fixture: loop at depth 1" } */
    a[i] = a[i] * 3;
}

/* { dg-final { scan-remarks-not "does nothing" } } */
