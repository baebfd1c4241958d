/* Deterministic inputs for the benchmark kernels of every suite: a
   xorshift32 generator, so that each variant sees the same data.  */

#ifndef XOPT_BENCH_RAND_H
#define XOPT_BENCH_RAND_H

#include <stdint.h>

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

#endif /* XOPT_BENCH_RAND_H */
