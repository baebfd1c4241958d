/* A conditional load that is not safe to speculate: the array ends right
   before a PROT_NONE page and the inactive lanes would read past it.  On
   x86-64 (AVX2) it becomes a masked load; on ARM (no masked loads) the
   loop is left alone.  Either way the program must not fault.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-loop-optimized-missed" } */

#include <sys/mman.h>
#include <unistd.h>
#include "ifconv-run.h"

KERNEL (guarded, (int *restrict a, const int *restrict b, const int *restrict idx, int m, int n), { /* { dg-optimized "loop if-converted and vectorized: 3 blocks, 1 predicates \\(R&K\\), 0 trap-safe operands, 1 masked" "" { target x86_64-*-* } } */
/* { dg-missed "loop not if-converted: conditional load may trap" "" { target arm*-*-* } .-1 } */
  for (int i = 0; i < n; i++)
    {
      int v = 0;
      if (idx[i] < m)
	v = b[i];
      a[i] = v;
    }
})

int
main (void)
{
  long page = sysconf (_SC_PAGESIZE);
  char *map = mmap (0, 2 * page, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (map == MAP_FAILED || mprotect (map + page, page, PROT_NONE) != 0)
    return 0;
  static int a[MAXN], r[MAXN], idx[MAXN];
  for (int k = 0; k < NTRIPS; k++)
    {
      int n = trips[k];
      int m = n / 2;
      /* B holds m ints ending at the protected page; B[i] for i >= m is
	 never read by the program.  */
      int *b = (int *) (map + page) - m;
      for (int i = 0; i < m; i++)
	b[i] = i * 7 - 3;
      for (int i = 0; i < n; i++)
	idx[i] = i;
      guarded (a, b, idx, m, n);
      guarded_ref (r, b, idx, m, n);
      CHECK (a, r, n);
    }
  return 0;
}
