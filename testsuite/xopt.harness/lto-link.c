/* Compiled and linked in one command with -flto and the plugin: the
   compile step (cc1) gives the note, the link step (lto1) runs the pass,
   whose remark appears.  */
/* { dg-do link } */
/* { dg-options "-O2 -flto -fopt-info-loop -fplugin-arg-xopt_fixture-late" } */
/* { dg-message "note: xopt_fixture does nothing at compile time with .-flto." "" { target *-*-* } 0 } */

int a[100];

__attribute__ ((noinline)) void
scale (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "fixture: loop at depth 1" } */
    a[i] = a[i] * 3;
}

int
main (void)
{
  volatile int n = 100;
  scale (n);
  return a[0];
}
