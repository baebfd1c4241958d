/* A run test: the program checks its result and aborts on a mismatch.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-loop" } */

extern void abort (void);

int a[100];

__attribute__ ((noinline)) void
fill (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "fixture: loop" } */
    a[i] = 3 * i + 1;
}

int
main (void)
{
  fill (100);
  for (int i = 0; i < 100; i++) /* { dg-optimized "fixture: loop" } */
    if (a[i] != 3 * i + 1)
      abort ();
  return 0;
}
