/* A switch with four cases: GCC's if-conversion rejects blocks with more
   than two successors.  */
#include <stdint.h>
typedef int32_t T;
#define N 4096
#define REPS 40000
#define INIT_B bench_range (-1000, 1000)
#define INIT_C bench_range (-1000, 1000)
#include "bench.h"

BENCH ({
  for (int i = 0; i < n; i++)
    {
      T v;
      switch (b[i] & 3)
	{
	case 0:
	  v = c[i] + 7;
	  break;
	case 1:
	  v = c[i] * 3;
	  break;
	case 2:
	  v = c[i] - b[i];
	  break;
	default:
	  v = -c[i];
	}
      a[i] = v;
    }
})
