/* Regression (GCC's torture test pr64682.c at -O2, where xopt_ifconv
   crashed): store motion turns the global count below into a value and a
   flag merged at the join of the outer loop, whose inner loop is gone
   (final value replacement).  In the copy that loop_version makes, a block
   of the body then has a phi with a single argument, and the reduction
   matcher read a second argument that does not exist.  The loop is
   converted; the vectorizer refuses it, so the original one runs.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-loop-optimized-missed" } */

#include <stdlib.h>

int pending, state = 1;

__attribute__ ((noinline, noclone)) void
check (int x)
{
  if (x != 5)
    abort ();
}

int
main (void)
{
  for (int round = 0; round < 56; round++) /* { dg-missed "loop if-converted but not vectorized: the original loop is kept \\(3 blocks, 1 predicates \\(R&K\\)" } */
    for (; pending; pending--)
      ;
  int *p = &state;
  if (*p)
    *p = 1 % (unsigned int) *p | 5;
  check (state);
  return 0;
}
