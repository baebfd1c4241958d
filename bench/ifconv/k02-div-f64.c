/* Guarded floating-point division (the inactive lanes divide by zero).  */
typedef double T;
#define N 4096
#define REPS 20000
#define INIT_B (T) bench_range (-3, 3)
#define INIT_C (T) bench_range (-1000, 1000)
#include "bench.h"

BENCH ({
  for (int i = 0; i < n; i++)
    if (b[i] != 0)
      a[i] = c[i] / b[i];
    else
      a[i] = c[i];
})
