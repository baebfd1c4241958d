/* A conditional load from a global table of known size, indexed by the
   induction variable of a loop whose bound keeps every index inside it:
   safe in every iteration, so no mask is needed and the loop is
   if-converted (and vectorized) on ARM and on plain SSE2 as well.  With an
   unknown bound the same load is not provably safe.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-loop-optimized-missed" } */

#include "ifconv-run.h"

#define TAB 256
int tab[TAB];

__attribute__ ((noinline)) void
lookup (int *restrict a, const int *restrict m)
{
  for (int i = 0; i < TAB; i++) /* { dg-optimized "loop if-converted and vectorized: \[0-9\]+ blocks, 1 predicates \\(R&K\\), 0 trap-safe operands, 0 masked accesses" } */
    {
      int x = -1;
      if (m[i] > 0)
	x = tab[i] * 3;
      a[i] = x;
    }
}

__attribute__ ((noinline)) void
lookup_n (int *restrict a, const int *restrict m, int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop not if-converted: conditional load may trap" "" { target arm*-*-* } } */
    {
      int x = -1;
      if (m[i] > 0)
	x = tab[i] * 3;
      a[i] = x;
    }
}

int
main (void)
{
  static int a[TAB], m[TAB];
  for (int i = 0; i < TAB; i++)
    {
      tab[i] = i * 5 - 100;
      m[i] = ifc_rand (-1, 1);
    }
  lookup (a, m);
  for (int i = 0; i < TAB; i++)
    if (a[i] != (m[i] > 0 ? tab[i] * 3 : -1))
      abort ();
  for (int k = 0; k < NTRIPS; k++)
    {
      int n = trips[k] < TAB ? trips[k] : TAB;
      memset (a, 0, sizeof a);
      lookup_n (a, m, n);
      for (int i = 0; i < n; i++)
	if (a[i] != (m[i] > 0 ? tab[i] * 3 : -1))
	  abort ();
    }
  return 0;
}
