/* A recursive filter over four interleaved channels (RGBA pixels): a
   channel above its pixel's threshold decays, else it accumulates the
   input.  Each pixel depends on the previous one, so the loop vectorizer
   refuses the loop; the four channels of one pixel are what basic-block
   SLP vectorizes once the body is if-converted.  The conditional float
   multiply and add could trap: GCC's if-conversion gives up under
   -ftrapping-math.  */
typedef float T;
#define N 4096
#define REPS 40000
#define INIT_B (T) bench_range (0, 100) * 0.25f
#define INIT_C (T) bench_range (-20, 100) * 0.125f
#include "bench.h"

BENCH ({
  for (int i = 4; i < n; i += 4)
    {
      T *pixel = a + i;
      const T *limit = b + i;
      const T *input = c + i;
      for (int ch = 0; ch < 4; ch++)
	{
	  T v = pixel[ch - 4];
	  T x = input[ch];
	  if (v > limit[ch])
	    v = v * 0.5f;
	  else
	    v = v + x;
	  pixel[ch] = v;
	}
    }
})
