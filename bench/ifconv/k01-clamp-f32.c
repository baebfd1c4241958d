/* if/else chain on floats: clamp and scale.  GCC gives up under
   -ftrapping-math (the multiplies could trap under their conditions).  */
typedef float T;
#define N 4096
#define REPS 40000
#define INIT_B (T) bench_range (-500, 500) * 0.25f
#define INIT_C (T) bench_range (1, 9)
#include "bench.h"

BENCH ({
  for (int i = 0; i < n; i++)
    {
      T x = b[i];
      if (x < -50)
	x = -50;
      else if (x > 50)
	x = x * 0.5f + 25;
      else
	x = x * c[i];
      a[i] = x;
    }
})
