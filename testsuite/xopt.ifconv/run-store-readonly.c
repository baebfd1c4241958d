/* A clamp in place: every element is read, and written only when it is
   above the limit.  The store cannot become read, select, write (the
   location is not stored unconditionally): the data may be read-only
   when nothing exceeds the limit, as here, where it lies in a page
   mapped read-only after it was filled.  x86-64 (AVX2) masks the store,
   which writes nothing where the mask is clear; ARM, without masked
   stores, leaves the loop alone.  The clamp is also checked against the
   -O0 build on writable data over boundary trip counts.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-loop-optimized-missed" } */

#include <sys/mman.h>
#include <unistd.h>
#include "ifconv-run.h"

KERNEL (clamp, (int *restrict p, int lim, int n), { /* { dg-optimized "loop if-converted and vectorized: 3 blocks, 1 predicates \\(R&K\\), 0 trap-safe operands, 1 masked accesses" "" { target x86_64-*-* } } */
/* { dg-missed "loop not if-converted: conditional store needs a masked store the target lacks" "" { target arm*-*-* } .-1 } */
  for (int i = 0; i < n; i++)
    {
      int x = p[i];
      if (x > lim)
	p[i] = lim;
    }
})

int
main (void)
{
  static int a[MAXN], r[MAXN];
  for (int k = 0; k < NTRIPS; k++)
    {
      int n = trips[k];
      for (int i = 0; i < n; i++)
	a[i] = r[i] = ifc_rand (-100, 100);
      clamp (a, 40, n);
      clamp_ref (r, 40, n);
      CHECK (a, r, n);
    }

  long page = sysconf (_SC_PAGESIZE);
  int count = page / sizeof (int);
  int *ro = mmap (0, page, PROT_READ | PROT_WRITE,
		  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (ro == MAP_FAILED)
    return 0;
  for (int i = 0; i < count; i++)
    ro[i] = ifc_rand (-100, 40);
  if (mprotect (ro, page, PROT_READ) != 0)
    return 0;
  /* Nothing above 40: neither loop writes.  */
  for (int k = 0; k < NTRIPS && trips[k] <= count; k++)
    {
      clamp (ro, 40, trips[k]);
      clamp_ref (ro, 40, trips[k]);
    }
  clamp (ro, 40, count);
  return 0;
}
