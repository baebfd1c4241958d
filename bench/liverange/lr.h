/* Shared helpers for the xopt_liverange kernels (bench/liverange).

   Every kernel file has the same shape:
     - global arrays (fixed sizes, so the loops are static control parts);
     - one or more KERNEL functions kernel_<name> () holding the candidate
       loops, each outer candidate marked on its `for' line with
         / * lr-loop: <name> false-only * /   (blocked by false dependences)
         / * lr-loop: <name> flow * /         (a true cross-iteration flow
                                                dependence: must stay serial)
       (the driver, scripts/xopttools/bench_liverange.py, reads these);
     - REFERENCE copies reference_<name> () of the same code, compiled
       without loop parallelization (GCC's optimize attribute), so the
       plugin and parloops leave them alone;
     - main (): initialise, run the reference, save its outputs with
       lr_save, re-initialise, time the kernel, compare with lr_check.

   The timed region prints "time_ns=<n>"; a mismatch prints the first wrong
   element and exits 1.  Inputs are deterministic (xorshift32).  */

#ifndef XOPT_LR_H
#define XOPT_LR_H

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define KERNEL __attribute__ ((noinline, noclone))
#define REFERENCE                                                            \
  __attribute__ ((noinline, noclone,                                         \
                  optimize ("no-loop-parallelize-all",                       \
                            "tree-parallelize-loops=1")))

static uint32_t lr_state = 2463534242u;

/* Reset the generator, so that a re-initialisation repeats the inputs.  */
static inline void
lr_seed (void)
{
  lr_state = 2463534242u;
}

static inline uint32_t
lr_rand (void)
{
  lr_state ^= lr_state << 13;
  lr_state ^= lr_state >> 17;
  lr_state ^= lr_state << 5;
  return lr_state;
}

/* A value in [-1, 1] with few mantissa bits (k / 256), so that sums of
   products stay exact for a long time.  */
static inline double
lr_real (void)
{
  return ((int) (lr_rand () % 513u) - 256) / 256.0;
}

static inline void
lr_fill (double *a, long n)
{
  for (long i = 0; i < n; i++)
    a[i] = lr_real ();
}

static inline long long
lr_now_ns (void)
{
  struct timespec t;
  clock_gettime (CLOCK_MONOTONIC, &t);
  return (long long) t.tv_sec * 1000000000LL + t.tv_nsec;
}

/* Copy N doubles of the reference's result aside.  */
static inline double *
lr_save (const double *a, long n)
{
  double *copy = malloc (n * sizeof (double));
  if (!copy)
    {
      printf ("out of memory\n");
      exit (2);
    }
  memcpy (copy, a, n * sizeof (double));
  return copy;
}

/* Compare N doubles GOT of the kernel with WANT of the reference; exit 1
   at the first difference beyond a tiny relative tolerance (parallelizing
   an outer loop does not reorder the arithmetic of one iteration, so the
   results should be identical).  */
static inline void
lr_check (const char *what, const double *got, const double *want, long n)
{
  for (long i = 0; i < n; i++)
    if (!(got[i] == want[i]
          || fabs (got[i] - want[i]) <= 1e-9 * (1.0 + fabs (want[i]))))
      {
        printf ("%s: mismatch at %ld: %.17g, expected %.17g\n", what, i,
                got[i], want[i]);
        exit (1);
      }
}

static inline void
lr_report (long long t0, long long t1, const double *out, long n)
{
  double checksum = 0;
  for (long i = 0; i < n; i++)
    checksum += out[i] * (double) (i % 7 + 1);
  printf ("checksum=%.17g\n", checksum);
  printf ("time_ns=%lld\n", t1 - t0);
}

#endif
