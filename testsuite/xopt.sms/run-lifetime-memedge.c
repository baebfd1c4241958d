/* The anti dependence that keeps a value a register move cannot carry
   (here the pointer a post-increment store advances) within II: its
   distance follows the body order of the definition and the use, not the
   edge that links them.  On Cortex-A8 the store to b[i] post-increments
   its pointer and the load of b[i] after it reads that pointer; the two
   are also linked by a memory dependence of distance 1 (the store and
   the next iteration's load), from which the anti dependence once took
   distance 0, a cycle within one iteration: the list schedule never
   ended and the compile hung.  Found by generated loops (unsigned char
   arithmetic, three arrays that may alias).  Counts 0 .. 20 against the
   loop compiled without optimisation.  The schedule with register moves
   is kept (regmoves-keep=moves): the list schedule now gives up on such a
   cycle, and by default the schedule without moves would hide it.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-xopt_sms-regmoves -fplugin-arg-xopt_sms-regmoves-keep=moves -fno-tree-vectorize -fno-unroll-loops -fopt-info-loop-optimized" } */

#include "both.h"

typedef unsigned char T;

#define N 24

BOTH (T, mix, (T *a, T *b, T *c, int n), /* { dg-optimized "loop software-pipelined: II=" } */
      { T s = 1;
	for (int i = 0; i < n; i++)
	  { T t1 = (T) ((T) 0x9a & a[i]) << 6;
	    b[i] = (T) (((T) i | s) * (-9 * a[i]));
	    c[i] = (T) 0x4d >> 7;
	    s = t1 ^ (T) (2 + b[i]); }
	return s; })

static T a1[N], b1[N], c1[N], a2[N], b2[N], c2[N];

int
main (void)
{
  for (int n = 0; n <= 20; n++)
    {
      for (int i = 0; i < N; i++)
	{
	  a1[i] = a2[i] = (T) (i * 37 + 5);
	  b1[i] = b2[i] = (T) (i * 91);
	  c1[i] = c2[i] = (T) (200 - i);
	}
      if (mix (a1, b1, c1, n) != mix_ref (a2, b2, c2, n))
	abort ();
      /* The same arrays passed twice: the accesses do alias.  */
      if (mix (a1, a1, c1, n) != mix_ref (a2, a2, c2, n))
	abort ();
      for (int i = 0; i < N; i++)
	if (a1[i] != a2[i] || b1[i] != b2[i] || c1[i] != c2[i])
	  abort ();
    }
  return 0;
}
