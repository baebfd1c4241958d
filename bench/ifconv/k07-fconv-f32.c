/* Conditional float-to-int conversion in the float domain: truncation
   only of values in range.  */
typedef float T;
#define N 4096
#define REPS 40000
#define INIT_B (T) bench_range (-4000, 4000) * 0.75f
#define INIT_C (T) bench_range (0, 1)
#include "bench.h"

BENCH ({
  for (int i = 0; i < n; i++)
    {
      T x = b[i];
      if (x > -1000 && x < 1000)
	x = (T) (int) x;
      a[i] = x;
    }
})
