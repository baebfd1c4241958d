/* Shared by the run tests of xopt.ifconv: each kernel is defined twice
   from one body, once as the test compiles it (with the plugin) and once
   at -O0 (no vectorizer, so no plugin pass), the reference.  The run
   compares both over the boundary trip counts of every vector factor.  */

#include <fenv.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define KERNEL(NAME, PARAMS, BODY)					\
  __attribute__ ((noinline, noclone)) void NAME PARAMS BODY		\
  __attribute__ ((noinline, noclone, optimize ("O0"))) void		\
  NAME##_ref PARAMS BODY

/* 0, 1, VF-1, VF, VF+1 for VF = 2 .. 32, and a large count.  */
static const int trips[] = { 0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32,
			     33, 63, 64, 65, 1000 };
#define NTRIPS (int) (sizeof trips / sizeof trips[0])
#define MAXN 1024

static unsigned ifc_seed = 12345;

/* A pseudo-random value in [LO, HI].  */
static long
ifc_rand (long lo, long hi)
{
  ifc_seed = ifc_seed * 1103515245u + 12345u;
  return lo + (long) ((ifc_seed >> 8) % (unsigned long) (hi - lo + 1));
}

#define CHECK(A, B, N)							\
  do									\
    if (memcmp ((A), (B), (N) * sizeof *(A)) != 0)			\
      abort ();								\
  while (0)

/* Run CALL (the kernel) and REFCALL (its -O0 reference), each with the
   floating-point exception flags cleared: both must raise the same ones.  */
#define SAME_FLAGS(CALL, REFCALL)					\
  do									\
    {									\
      feclearexcept (FE_ALL_EXCEPT);					\
      CALL;								\
      int flags_ = fetestexcept (FE_ALL_EXCEPT);			\
      feclearexcept (FE_ALL_EXCEPT);					\
      REFCALL;								\
      if (fetestexcept (FE_ALL_EXCEPT) != flags_)			\
	abort ();							\
    }									\
  while (0)
