/* xopt_ifconv example: a loop with an if/else chain over floats and a
   switch over integers.  Without the plugin GCC's own if-conversion gives
   up on both under the default -ftrapping-math ("tree could trap" for the
   conditional multiplies, more than two successors for the switch); with
   it, each gets one predicate per control-dependence class, the float
   operations get neutral operands where their condition is false, and the
   vectorizer takes both loops (on x86-64 with AVX2; NEON vectorizes the
   integer loop).  The program prints the same sums either way, and the
   same floating-point exception flags.  */
/* demo-options: -O3 -ffp-contract=off -lm */
/* demo-options x86_64: -march=haswell */
/* demo-options arm: -mfpu=neon -mfloat-abi=hard */

#include <fenv.h>
#include <stdio.h>

#define N 1000

__attribute__ ((noinline)) void
clamp (float *restrict out, const float *restrict in, float lo, float hi,
       int n)
{
  for (int i = 0; i < n; i++)
    {
      float x = in[i];
      if (x < lo)
	x = lo;
      else if (x > hi)
	x = x * 0.5f + hi * 0.5f;
      else
	x = x * 1.5f;
      out[i] = x;
    }
}

__attribute__ ((noinline)) void
classify (int *restrict out, const int *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    {
      int v;
      switch (in[i] & 3)
	{
	case 0:
	  v = in[i] + 1;
	  break;
	case 1:
	  v = in[i] * 3;
	  break;
	default:
	  v = -in[i];
	}
      out[i] = v;
    }
}

int
main (void)
{
  static float in[N], out[N];
  static int iin[N], iout[N];
  volatile int n = N;
  for (int i = 0; i < N; i++)
    {
      in[i] = (i % 97) * 0.5f - 20.0f;
      iin[i] = (i * 37) % 101 - 50;
    }
  feclearexcept (FE_ALL_EXCEPT);
  clamp (out, in, -10.0f, 10.0f, n);
  classify (iout, iin, n);
  int flags = fetestexcept (FE_ALL_EXCEPT);
  double s = 0;
  long t = 0;
  for (int i = 0; i < N; i++)
    {
      s += out[i];
      t += iout[i];
    }
  printf ("sum of clamped values: %.2f\n", s);
  printf ("sum of classified values: %ld\n", t);
  printf ("exception flags: %s%s%s%s\n", flags & FE_INVALID ? "invalid " : "",
	  flags & FE_DIVBYZERO ? "divbyzero " : "",
	  flags & FE_OVERFLOW ? "overflow " : "",
	  flags & FE_INEXACT ? "inexact" : "");
  return 0;
}
