/* A conditional float multiply-add written back: x = b * c + 1 only where
   b exceeds a threshold.  */
typedef float T;
#define N 4096
#define REPS 40000
#define INIT_B (T) bench_range (-100, 100) * 0.5f
#define INIT_C (T) bench_range (-100, 100) * 0.125f
#include "bench.h"

BENCH ({
  for (int i = 0; i < n; i++)
    {
      T x = c[i];
      if (b[i] > 10)
	x = b[i] * c[i] + 1;
      a[i] = x;
    }
})
