/* TSVC s441 shape: a three-way if/else-if chain on doubles.  */
typedef double T;
#define N 4096
#define REPS 20000
#define INIT_B (T) bench_range (-2, 2)
#define INIT_C (T) bench_range (-100, 100) * 0.5
#include "bench.h"

BENCH ({
  for (int i = 0; i < n; i++)
    {
      T x;
      if (b[i] < 0)
	x = c[i] * c[i];
      else if (b[i] == 0)
	x = c[i] + b[i];
      else
	x = c[i] * b[i];
      a[i] = x;
    }
})
