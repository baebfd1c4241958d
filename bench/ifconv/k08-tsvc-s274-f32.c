/* TSVC s274 shape: the value stored under a condition is read back and
   the else branch overwrites it (a read-select-write of a[i]).  */
typedef float T;
#define N 4096
#define REPS 40000
#define INIT_B (T) bench_range (-100, 100) * 0.25f
#define INIT_C (T) bench_range (-100, 100) * 0.125f
#include "bench.h"

BENCH ({
  for (int i = 0; i < n; i++)
    {
      T x = c[i] + b[i] * 0.5f;
      if (x > 0)
	x = x + b[i];
      else
	x = b[i] * c[i];
      a[i] = x;
    }
})
