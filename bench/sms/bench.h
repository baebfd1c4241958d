/* Shared helpers for the xopt_sms loop corpus (the bench/sms kernels).

   Every kernel file holds one or more kernels, each a noipa function
   around loops.  The innermost loops of the form xopt_sms takes (one
   basic block, counted by an arithmetic progression, no calls) carry the
   comment "sms-loop: <name>" on their `for' line; loops outside the form
   that the corpus keeps on purpose carry "sms-other: <name>".
   scripts/xopttools/bench_sms.py finds the loops by these comments and
   maps the compiler's remarks to them by line.

   Each kernel has a reference written with REF_FENCE in its loop: an
   empty volatile asm, which keeps every loop optimiser (the vectorizer,
   stock -fmodulo-sched, xopt_sms) away from the reference, so that a
   miscompiled kernel cannot agree with a reference miscompiled the same
   way.  The operations and their order are the same, so even float
   results must match exactly.

   main () runs the kernels REPS times (argv[1], if given, overrides REPS:
   the driver passes 1 to check ARM code under qemu), prints
   "time_ns=<n>" for the timed region only, then checks the last results
   against the references and exits 1 on a mismatch.  */

#ifndef XOPT_SMS_BENCH_H
#define XOPT_SMS_BENCH_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* No inlining, cloning or IPA facts: each kernel is compiled alone, and
   a call repeated REPS times is really made REPS times.  */
#define KERNEL __attribute__ ((noipa))
#define REFERENCE __attribute__ ((noipa))
#define REF_FENCE __asm__ volatile ("")

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

/* A value in [-LIM, LIM] with few mantissa bits (k / 64), so that sums
   stay exact for a long while.  */
static inline double
bench_real (int lim)
{
  return bench_range (-64 * lim, 64 * lim) / 64.0;
}

static inline void
bench_fill_i32 (int32_t *a, int n, int lo, int hi)
{
  for (int i = 0; i < n; i++)
    a[i] = bench_range (lo, hi);
}

static inline void
bench_fill_i16 (int16_t *a, int n, int lo, int hi)
{
  for (int i = 0; i < n; i++)
    a[i] = (int16_t) bench_range (lo, hi);
}

static inline void
bench_fill_f32 (float *a, int n, int lim)
{
  for (int i = 0; i < n; i++)
    a[i] = (float) bench_real (lim);
}

static inline void
bench_fill_f64 (double *a, int n, int lim)
{
  for (int i = 0; i < n; i++)
    a[i] = bench_real (lim);
}

/* REPS, or argv[1] when the driver gives one.  */
static inline long
bench_reps (int argc, char **argv, long reps)
{
  return argc > 1 ? atol (argv[1]) : reps;
}

static struct timespec bench_t0;

static inline void
bench_start (void)
{
  clock_gettime (CLOCK_MONOTONIC, &bench_t0);
}

static inline void
bench_stop (void)
{
  struct timespec t1;
  clock_gettime (CLOCK_MONOTONIC, &t1);
  printf ("time_ns=%lld\n",
          (long long) (t1.tv_sec - bench_t0.tv_sec) * 1000000000LL
          + (t1.tv_nsec - bench_t0.tv_nsec));
}

/* Between two repetitions: memory may have changed, so calls are not
   merged across repetitions.  */
#define BENCH_BARRIER __asm__ volatile ("" : : : "memory")

static int bench_failures;

/* Compare N bytes of a kernel result with the reference.  */
static inline void
bench_check (const char *what, const void *got, const void *want, size_t n)
{
  if (memcmp (got, want, n) != 0)
    {
      printf ("mismatch: %s\n", what);
      bench_failures++;
    }
}

#define BENCH_CHECK_VALUE(what, got, want)                                   \
  do                                                                         \
    {                                                                        \
      __typeof__ (want) bench_got_ = (got), bench_want_ = (want);            \
      bench_check ((what), &bench_got_, &bench_want_, sizeof bench_want_);   \
    }                                                                        \
  while (0)

static inline int
bench_exit (void)
{
  if (bench_failures)
    return 1;
  printf ("ok\n");
  return 0;
}

#endif
