/* xopt_vliw on a small DSP loop nest: a FIR filter and a biquad, each
   clustered and scheduled for the 4-cluster, 16-issue hxdsp4x4 model,
   by the 0-1 ILP and by the UAS, UAS-CC, LUCAS and BUG baselines (one
   remark per function with every method's weighted cycles).  In its
   default mode the plugin changes no code (x86-64 and ARM are not
   clustered machines), so the program prints what it prints without it;
   -fplugin-arg-xopt_vliw-mode=materialize would rewrite each function
   into the ILP's schedule, transfers as register moves.  */
/* demo-options: -O2 */
/* demo-options arm: -mcpu=cortex-a8 -mfpu=neon -mfloat-abi=hard */

#include <stdio.h>

#define N 64
#define TAPS 8

__attribute__ ((noinline)) void
fir (int *restrict out, const short *restrict in, const short *restrict h,
     int n, int taps)
{
  for (int i = 0; i < n; i++)
    {
      int acc = 0;
      for (int k = 0; k < taps; k++)
	acc += in[i + k] * h[k];
      out[i] = acc >> 4;
    }
}

__attribute__ ((noinline)) void
biquad (float *restrict y, const float *restrict x, int n, const float *c)
{
  float s1 = 0, s2 = 0;
  for (int i = 0; i < n; i++)
    {
      float w = x[i] - c[0] * s1 - c[1] * s2;
      y[i] = c[2] * w + c[3] * s1 + c[4] * s2;
      s2 = s1;
      s1 = w;
    }
}

int
main (void)
{
  static short in[N + TAPS], h[TAPS];
  static int out[N];
  static float x[N], y[N];
  static const float c[5] = { -0.5f, 0.25f, 0.75f, 1.5f, -0.125f };
  for (int i = 0; i < N + TAPS; i++)
    in[i] = (short) ((i * 7919) % 2001 - 1000);
  for (int i = 0; i < TAPS; i++)
    h[i] = (short) (i * 3 - 10);
  for (int i = 0; i < N; i++)
    x[i] = (float) (i % 9) - 4.0f;
  fir (out, in, h, N, TAPS);
  biquad (y, x, N, c);
  long sum = 0;
  double fsum = 0;
  for (int i = 0; i < N; i++)
    {
      sum += out[i] * (i + 1);
      fsum += y[i] * (i + 1);
    }
  printf ("fir checksum %ld, biquad checksum %.6f\n", sum, fsum);
  return 0;
}
