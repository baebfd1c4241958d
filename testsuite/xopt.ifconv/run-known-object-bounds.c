/* Conditional loads from a global table of known size whose index leaves
   the table in the last (or first) iterations the loop can run: the
   condition keeps those iterations from reading, so only a masked load
   (x86-64, AVX2) may take them; without one (ARM) the loop is left
   alone.  An in-bounds index is not enough for the whole loop: the
   upper and the lower bound over every iteration count.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-loop-optimized-missed" } */

#include "ifconv-run.h"

#define TAB 256
int tab[TAB];

/* tab[i + 8] for i up to TAB - 1: past the end in the last 8.  */
__attribute__ ((noinline)) void
ahead (int *restrict a, const int *restrict m)
{
  for (int i = 0; i < TAB; i++) /* { dg-optimized "loop if-converted and vectorized: \[0-9\]+ blocks, 1 predicates \\(R&K\\), 0 trap-safe operands, 1 masked accesses" "" { target x86_64-*-* } } */
    { /* { dg-missed "loop not if-converted: conditional load may trap" "" { target arm*-*-* } .-1 } */
      int x = -1;
      if (m[i] > 0)
	x = tab[i + 8] * 3;
      a[i] = x;
    }
}

/* tab[i - 8] for i from 0: before the start in the first 8.  */
__attribute__ ((noinline)) void
behind (int *restrict a, const int *restrict m)
{
  for (int i = 0; i < TAB; i++) /* { dg-optimized "loop if-converted and vectorized: \[0-9\]+ blocks, 1 predicates \\(R&K\\), 0 trap-safe operands, 1 masked accesses" "" { target x86_64-*-* } } */
    { /* { dg-missed "loop not if-converted: conditional load may trap" "" { target arm*-*-* } .-1 } */
      int x = -1;
      if (m[i] > 0)
	x = tab[i - 8] * 5;
      a[i] = x;
    }
}

int
main (void)
{
  static int a[TAB], m[TAB];
  for (int i = 0; i < TAB; i++)
    tab[i] = i * 5 - 100;
  for (int round = 0; round < 4; round++)
    {
      /* Active only where the index is inside the table.  */
      for (int i = 0; i < TAB; i++)
	m[i] = i < TAB - 8 ? ifc_rand (-1, 1) : 0;
      ahead (a, m);
      for (int i = 0; i < TAB; i++)
	if (a[i] != (m[i] > 0 ? tab[i + 8] * 3 : -1))
	  abort ();
      for (int i = 0; i < TAB; i++)
	m[i] = i >= 8 ? ifc_rand (-1, 1) : -1;
      behind (a, m);
      for (int i = 0; i < TAB; i++)
	if (a[i] != (m[i] > 0 ? tab[i - 8] * 5 : -1))
	  abort ();
    }
  return 0;
}
