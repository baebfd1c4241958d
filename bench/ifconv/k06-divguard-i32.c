/* Guarded integer division (divide by zero in the inactive lanes).
   x86-64 has no vector division: no variant vectorizes it; it measures
   that the plugin costs nothing on loops the vectorizer refuses.  */
#include <stdint.h>
typedef int32_t T;
#define N 4096
#define REPS 10000
#define INIT_B bench_range (-3, 3)
#define INIT_C bench_range (-100000, 100000)
#include "bench.h"

BENCH ({
  for (int i = 0; i < n; i++)
    a[i] = b[i] != 0 ? c[i] / b[i] : 0;
})
