/* With -flto (slim objects) the plugin's passes do not run at compile
   time: one note says so and tells to give the plugin at link time.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -flto -fopt-info-loop -fplugin-arg-xopt_fixture-late" } */
/* { dg-message "note: xopt_fixture does nothing at compile time with .-flto.: its passes run at link time" "" { target *-*-* } 0 } */

int a[100];

void
scale (int n)
{
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 3;
}

/* The pass did not run.  */
/* { dg-final { scan-remarks-not "fixture: loop" } } */
