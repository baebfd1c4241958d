/* TSVC s442 shape: a switch choosing the operand, float arithmetic in
   every case (GCC rejects the switch even with -fno-trapping-math).  */
typedef float T;
#define N 4096
#define REPS 40000
#define INIT_B (T) bench_range (1, 4)
#define INIT_C (T) bench_range (-100, 100) * 0.125f
#include "bench.h"

BENCH ({
  for (int i = 0; i < n; i++)
    {
      T x;
      switch ((int) b[i])
	{
	case 1:
	  x = c[i] * c[i];
	  break;
	case 2:
	  x = c[i] + 1;
	  break;
	case 3:
	  x = c[i] * 3;
	  break;
	default:
	  x = c[i] - b[i];
	}
      a[i] = x;
    }
})
