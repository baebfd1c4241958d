/* Integer loops with control flow, int8 to int64: diamonds, nested ifs
   with joins, if/else chains, gotos, early continue, && and ||, switch
   with fall-through.  Checked against the -O0 build over boundary trip
   counts; every loop must be if-converted with one predicate per
   control-dependence class, and vectorized (int64 on x86-64 only: NEON has
   no 64-bit multiply).  */
/* { dg-do run } */
/* { dg-options "-fopt-info-loop -fopt-info-vec" } */

#include "ifconv-run.h"

#define DIAMOND(T)							\
KERNEL (diamond_##T, (T *restrict a, const T *restrict b, const T *restrict c, T t, int n), { \
  for (int i = 0; i < n; i++)						\
    if (b[i] > t)							\
      a[i] = b[i] * 3 + c[i];						\
    else								\
      a[i] = b[i] - c[i];						\
})

#define NESTED(T)							\
KERNEL (nested_##T, (T *restrict a, const T *restrict b, const T *restrict c, int n), { \
  for (int i = 0; i < n; i++)						\
    {									\
      T x;								\
      if (b[i] > 0)							\
	{								\
	  if (c[i] > 0)							\
	    x = b[i] + c[i];						\
	  else								\
	    x = b[i] ^ c[i];						\
	}								\
      else								\
	x = c[i] - b[i];						\
      a[i] = x;								\
    }									\
})

#define CHAIN(T)							\
KERNEL (chain_##T, (T *restrict a, const T *restrict b, T lo, T hi, int n), { \
  for (int i = 0; i < n; i++)						\
    {									\
      T x;								\
      if (b[i] < lo)							\
	x = lo;								\
      else if (b[i] > hi)						\
	x = hi - b[i];							\
      else if (b[i] == 0)						\
	x = 7;								\
      else								\
	x = b[i] * 2;							\
      a[i] = x;								\
    }									\
})

#define LOGIC(T)							\
KERNEL (logic_##T, (T *restrict a, const T *restrict b, const T *restrict c, int n), { \
  for (int i = 0; i < n; i++)						\
    {									\
      a[i] = c[i] - 1;							\
      if ((b[i] > 0 && c[i] < 5) || b[i] == -3)			\
	a[i] = b[i] + 1;						\
    }									\
})

#define CONT(T)								\
KERNEL (cont_##T, (T *restrict a, const T *restrict b, const T *restrict c, int n), { \
  for (int i = 0; i < n; i++)						\
    {									\
      a[i] = c[i] >> 1;							\
      if (b[i] < 0)							\
	continue;							\
      a[i] = b[i] + c[i];						\
    }									\
})

#define GOTO(T)								\
KERNEL (goto_##T, (T *restrict a, const T *restrict b, const T *restrict c, int n), { \
  for (int i = 0; i < n; i++)						\
    {									\
      T x = b[i];							\
      if (x < c[i])							\
	goto small;							\
      x = x - c[i];							\
      goto join;							\
    small:								\
      x = c[i] - x;							\
    join:								\
      a[i] = x;								\
    }									\
})

#define SWITCH(T)							\
KERNEL (switch_##T, (T *restrict a, const T *restrict b, int n), {	\
  for (int i = 0; i < n; i++)						\
    {									\
      T x = 1;								\
      switch (b[i] & 7)							\
	{								\
	case 0:								\
	  x = b[i];							\
	  /* Fall through.  */						\
	case 1:								\
	case 2:								\
	  x = x * 5;							\
	  break;							\
	case 5:								\
	  x = 9;							\
	  break;							\
	default:							\
	  x = -b[i];							\
	}								\
      a[i] = x;								\
    }									\
})

DIAMOND (int8_t) /* { dg-optimized "loop if-converted and vectorized: 4 blocks, 2 predicates \\(R&K\\)" } */
/* { dg-optimized "loop vectorized" "" { target *-*-* } .-1 } */
NESTED (int8_t) /* { dg-optimized "loop if-converted and vectorized: 6 blocks, 4 predicates \\(R&K\\)" } */
/* { dg-optimized "loop vectorized" "" { target *-*-* } .-1 } */
CHAIN (int8_t) /* { dg-optimized "loop if-converted and vectorized: 6 blocks, 4 predicates \\(R&K\\)" } */
/* { dg-optimized "loop vectorized" "" { target *-*-* } .-1 } */
LOGIC (int8_t) /* { dg-optimized "loop if-converted and vectorized: 5 blocks, 3 predicates \\(R&K\\)" } */
/* { dg-optimized "loop vectorized" "" { target *-*-* } .-1 } */
CONT (int8_t) /* { dg-optimized "loop if-converted and vectorized: 3 blocks, 1 predicates \\(R&K\\)" } */
/* { dg-optimized "loop vectorized" "" { target *-*-* } .-1 } */
GOTO (int8_t) /* { dg-optimized "loop if-converted and vectorized: 4 blocks, 2 predicates \\(R&K\\)" } */
/* { dg-optimized "loop vectorized" "" { target *-*-* } .-1 } */
SWITCH (int8_t) /* { dg-optimized "loop if-converted and vectorized: 7 blocks, 3 predicates \\(R&K\\)" } */
/* { dg-optimized "loop vectorized" "" { target *-*-* } .-1 } */
DIAMOND (int16_t) /* { dg-optimized "loop if-converted and vectorized: 4 blocks, 2 predicates \\(R&K\\)" } */
/* { dg-optimized "loop vectorized" "" { target *-*-* } .-1 } */
NESTED (int16_t) /* { dg-optimized "loop if-converted and vectorized: 6 blocks, 4 predicates \\(R&K\\)" } */
/* { dg-optimized "loop vectorized" "" { target *-*-* } .-1 } */
CHAIN (int16_t) /* { dg-optimized "loop if-converted and vectorized: 6 blocks, 4 predicates \\(R&K\\)" } */
/* { dg-optimized "loop vectorized" "" { target *-*-* } .-1 } */
LOGIC (int16_t) /* { dg-optimized "loop if-converted and vectorized: 5 blocks, 3 predicates \\(R&K\\)" } */
/* { dg-optimized "loop vectorized" "" { target *-*-* } .-1 } */
CONT (int16_t) /* { dg-optimized "loop if-converted and vectorized: 3 blocks, 1 predicates \\(R&K\\)" } */
/* { dg-optimized "loop vectorized" "" { target *-*-* } .-1 } */
GOTO (int16_t) /* { dg-optimized "loop if-converted and vectorized: 4 blocks, 2 predicates \\(R&K\\)" } */
/* { dg-optimized "loop vectorized" "" { target *-*-* } .-1 } */
SWITCH (int16_t) /* { dg-optimized "loop if-converted and vectorized: 7 blocks, 3 predicates \\(R&K\\)" } */
/* { dg-optimized "loop vectorized" "" { target *-*-* } .-1 } */
DIAMOND (int32_t) /* { dg-optimized "loop if-converted and vectorized: 4 blocks, 2 predicates \\(R&K\\)" } */
/* { dg-optimized "loop vectorized" "" { target *-*-* } .-1 } */
NESTED (int32_t) /* { dg-optimized "loop if-converted and vectorized: 6 blocks, 4 predicates \\(R&K\\)" } */
/* { dg-optimized "loop vectorized" "" { target *-*-* } .-1 } */
CHAIN (int32_t) /* { dg-optimized "loop if-converted and vectorized: 6 blocks, 4 predicates \\(R&K\\)" } */
/* { dg-optimized "loop vectorized" "" { target *-*-* } .-1 } */
LOGIC (int32_t) /* { dg-optimized "loop if-converted and vectorized: 5 blocks, 3 predicates \\(R&K\\)" } */
/* { dg-optimized "loop vectorized" "" { target *-*-* } .-1 } */
CONT (int32_t) /* { dg-optimized "loop if-converted and vectorized: 3 blocks, 1 predicates \\(R&K\\)" } */
/* { dg-optimized "loop vectorized" "" { target *-*-* } .-1 } */
GOTO (int32_t) /* { dg-optimized "loop if-converted and vectorized: 4 blocks, 2 predicates \\(R&K\\)" } */
/* { dg-optimized "loop vectorized" "" { target *-*-* } .-1 } */
SWITCH (int32_t) /* { dg-optimized "loop if-converted and vectorized: 7 blocks, 3 predicates \\(R&K\\)" } */
/* { dg-optimized "loop vectorized" "" { target *-*-* } .-1 } */
DIAMOND (int64_t) /* { dg-optimized "loop if-converted and vectorized: 4 blocks, 2 predicates \\(R&K\\)" "" { target x86_64-*-* } } */
/* { dg-optimized "loop vectorized" "" { target x86_64-*-* } .-1 } */
NESTED (int64_t) /* { dg-optimized "loop if-converted and vectorized: 6 blocks, 4 predicates \\(R&K\\)" "" { target x86_64-*-* } } */
/* { dg-optimized "loop vectorized" "" { target x86_64-*-* } .-1 } */
CHAIN (int64_t) /* { dg-optimized "loop if-converted and vectorized: 6 blocks, 4 predicates \\(R&K\\)" "" { target x86_64-*-* } } */
/* { dg-optimized "loop vectorized" "" { target x86_64-*-* } .-1 } */
LOGIC (int64_t) /* { dg-optimized "loop if-converted and vectorized: 5 blocks, 3 predicates \\(R&K\\)" "" { target x86_64-*-* } } */
/* { dg-optimized "loop vectorized" "" { target x86_64-*-* } .-1 } */
CONT (int64_t) /* { dg-optimized "loop if-converted and vectorized: 3 blocks, 1 predicates \\(R&K\\)" "" { target x86_64-*-* } } */
/* { dg-optimized "loop vectorized" "" { target x86_64-*-* } .-1 } */
GOTO (int64_t) /* { dg-optimized "loop if-converted and vectorized: 4 blocks, 2 predicates \\(R&K\\)" "" { target x86_64-*-* } } */
/* { dg-optimized "loop vectorized" "" { target x86_64-*-* } .-1 } */
SWITCH (int64_t) /* { dg-optimized "loop if-converted and vectorized: 7 blocks, 3 predicates \\(R&K\\)" "" { target x86_64-*-* } } */
/* { dg-optimized "loop vectorized" "" { target x86_64-*-* } .-1 } */

#define TEST(T, LO, HI)							\
static void								\
test_##T (void)								\
{									\
  static T a[MAXN], r[MAXN], b[MAXN], c[MAXN];				\
  for (int k = 0; k < NTRIPS; k++)					\
    {									\
      int n = trips[k];							\
      for (int i = 0; i < MAXN; i++)					\
	{								\
	  b[i] = (T) ifc_rand (LO, HI);					\
	  c[i] = (T) ifc_rand (LO, HI);					\
	  a[i] = r[i] = (T) i;						\
	}								\
      diamond_##T (a, b, c, 3, n); diamond_##T##_ref (r, b, c, 3, n);	\
      CHECK (a, r, MAXN);						\
      nested_##T (a, b, c, n); nested_##T##_ref (r, b, c, n);		\
      CHECK (a, r, MAXN);						\
      chain_##T (a, b, -20, 20, n); chain_##T##_ref (r, b, -20, 20, n);	\
      CHECK (a, r, MAXN);						\
      logic_##T (a, b, c, n); logic_##T##_ref (r, b, c, n);		\
      CHECK (a, r, MAXN);						\
      cont_##T (a, b, c, n); cont_##T##_ref (r, b, c, n);		\
      CHECK (a, r, MAXN);						\
      goto_##T (a, b, c, n); goto_##T##_ref (r, b, c, n);		\
      CHECK (a, r, MAXN);						\
      switch_##T (a, b, n); switch_##T##_ref (r, b, n);			\
      CHECK (a, r, MAXN);						\
    }									\
}

TEST (int8_t, -60, 60)
TEST (int16_t, -30000, 30000)
TEST (int32_t, -2000000000L, 2000000000L)
TEST (int64_t, -2000000000L, 2000000000L)

int
main (void)
{
  test_int8_t ();
  test_int16_t ();
  test_int32_t ();
  test_int64_t ();
  return 0;
}
