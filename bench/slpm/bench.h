/* Shared helper for the SLP-M kernels (the bench/slpm kernels).

   A kernel file defines, before including this header (after <stdint.h>):
     T        the element type of the store group (and of inputs a, b);
     IN_T     optionally, another element type for the inputs a, b;
     LANES    the stores per group (the group is o[LANES*i + 0 .. LANES-1]);
     GROUPS   the loop trip count (groups per pass);
     REPS     how often the kernel is repeated in the timed region;
     TOL      0 for exact types, else the relative tolerance of a float check;
     A_INIT, B_INIT, S_INIT  expressions giving one input value (they may
              call bench_range and bench_real below);
   then it defines its GROUP macro and ends with BENCH_KERNELS, which
   writes kernel () and reference () with that body and main ().

   The reference is compiled without the vectorizers (GCC's optimize
   attribute; clang ignores the attribute, so there it is only a second,
   separately compiled copy).  Inputs are deterministic (xorshift32).  The
   timed region is the REPS calls of kernel () alone; it prints
   "time_ns=<n>".  A mismatch prints the first wrong element and exits 1.  */

#ifndef XOPT_BENCH_H
#define XOPT_BENCH_H

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define KERNEL __attribute__ ((noinline))
#ifdef __clang__
#define REFERENCE __attribute__ ((noinline))
#else
#define REFERENCE __attribute__ ((noinline, optimize ("no-tree-vectorize")))
#endif

#define ELEMS (LANES * GROUPS)
#ifndef IN_T
#define IN_T T
#endif

static uint32_t bench_state = 2463534242u;

static inline uint32_t
bench_rand (void)
{
  bench_state ^= bench_state << 13;
  bench_state ^= bench_state >> 17;
  bench_state ^= bench_state << 5;
  return bench_state;
}

/* An integer in [LO, HI].  */
static inline int
bench_range (int lo, int hi)
{
  return lo + (int) (bench_rand () % (uint32_t) (hi - lo + 1));
}

/* A float value in [-LIM, LIM] with few mantissa bits (k / 64).  */
static inline double
bench_real (int lim)
{
  return bench_range (-64 * lim, 64 * lim) / 64.0;
}

static IN_T bench_a[ELEMS], bench_b[ELEMS];
static T bench_o[ELEMS], bench_ref[ELEMS];
static int16_t bench_s[GROUPS];

typedef void (*bench_fn) (T *restrict, const IN_T *restrict,
                          const IN_T *restrict,
                          const int16_t *restrict, int);

static int
bench_main (bench_fn kernel, bench_fn reference)
{
  for (int i = 0; i < ELEMS; i++)
    {
      bench_a[i] = (IN_T) (A_INIT);
      bench_b[i] = (IN_T) (B_INIT);
    }
  for (int i = 0; i < GROUPS; i++)
    bench_s[i] = (int16_t) (S_INIT);

  /* One untimed call warms the caches and the branch predictors.  */
  kernel (bench_o, bench_a, bench_b, bench_s, GROUPS);
  struct timespec t0, t1;
  clock_gettime (CLOCK_MONOTONIC, &t0);
  for (long r = 0; r < REPS; r++)
    {
      kernel (bench_o, bench_a, bench_b, bench_s, GROUPS);
      __asm__ volatile ("" : : : "memory");
    }
  clock_gettime (CLOCK_MONOTONIC, &t1);

  reference (bench_ref, bench_a, bench_b, bench_s, GROUPS);
  double checksum = 0;
  for (int i = 0; i < ELEMS; i++)
    {
      double got = (double) bench_o[i], want = (double) bench_ref[i];
      if (!(got == want || fabs (got - want) <= TOL * (1.0 + fabs (want))))
        {
          printf ("mismatch at %d (lane %d): %.17g, expected %.17g\n",
                  i, i % LANES, got, want);
          exit (1);
        }
      checksum += want * (double) (i % 7 + 1);
    }
  printf ("checksum=%.17g\n", checksum);
  printf ("time_ns=%lld\n",
          (long long) (t1.tv_sec - t0.tv_sec) * 1000000000LL
          + (t1.tv_nsec - t0.tv_nsec));
  return 0;
}


/* Defines kernel () (the timed, optimised copy), reference () and main ()
   from the kernel file's GROUP (o, a, b, t) macro, which stores one group
   o[0 .. LANES-1] from a[], b[] and t = s[i].  Use it once, after GROUP.  */
#define BENCH_PARAMS                                                         \
  (T *restrict o, const IN_T *restrict a, const IN_T *restrict b,           \
   const int16_t *restrict s, int n)
#define BENCH_BODY                                                           \
  {                                                                          \
    for (int i = 0; i < n; i++)                                              \
      GROUP ((o + LANES * i), (a + LANES * i), (b + LANES * i), s[i]);      \
  }
#define BENCH_KERNELS                                                        \
  KERNEL static void kernel BENCH_PARAMS BENCH_BODY                          \
  REFERENCE static void reference BENCH_PARAMS BENCH_BODY                    \
  int main (void) { return bench_main (kernel, reference); }

/* As BENCH_KERNELS, for an output with a row pitch known only at run time
   (s[0], which the kernel file sets to LANES), as in an image with a
   stride: GCC's loop vectorizer then versions or gives up on the loop,
   and basic-block SLP sees the group in the loop body.  */
#define BENCH_PITCH_BODY                                                     \
  {                                                                          \
    int pitch = s[0];                                                        \
    for (int i = 0; i < n; i++)                                              \
      GROUP ((o + pitch * i), (a + LANES * i), (b + LANES * i), s[i]);      \
  }
#define BENCH_PITCH_KERNELS                                                  \
  KERNEL static void kernel BENCH_PARAMS BENCH_PITCH_BODY                    \
  REFERENCE static void reference BENCH_PARAMS BENCH_PITCH_BODY              \
  int main (void) { return bench_main (kernel, reference); }

#endif
