/* TSVC s3111 shape: a conditional sum (written to a[0]); in-order float
   reduction, so every variant but clang keeps the additions in order.  */
typedef float T;
#define N 4096
#define REPS 8000
#define INIT_B (T) bench_range (-100, 100) * 0.25f
#define INIT_C 0
#include "bench.h"

BENCH ({
  T s = 0;
  for (int i = 0; i < n; i++)
    if (b[i] > 0)
      s += b[i];
  a[0] = s;
})
