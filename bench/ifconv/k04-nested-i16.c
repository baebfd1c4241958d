/* Nested ifs with a join on int16 (GCC converts these itself).  */
#include <stdint.h>
typedef int16_t T;
#define N 4096
#define REPS 80000
#define INIT_B bench_range (-100, 100)
#define INIT_C bench_range (-100, 100)
#include "bench.h"

BENCH ({
  for (int i = 0; i < n; i++)
    {
      T x;
      if (b[i] > 0)
	{
	  if (c[i] > 0)
	    x = b[i] + c[i];
	  else
	    x = b[i] - c[i];
	}
      else
	x = c[i] >> 1;
      a[i] = x;
    }
})
