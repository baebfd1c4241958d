/* Software pipelining example: a 4-tap FIR filter over a signal, a dot
   product through pointers, and a strided update with step 3.  xopt_sms
   overlaps successive iterations of each loop (the remark gives II, the
   cycles per iteration of the pipelined kernel, and the list-scheduled
   length of the plain body) and guards the pipelined loop with the
   iteration count, so every trip count gives the same output.  */
/* demo-options: -O2 -fno-tree-vectorize */
/* demo-options arm: -mcpu=cortex-a8 -mfpu=neon -mfloat-abi=hard */

#include <stdio.h>

#define N 1000

float signal[N + 4], filtered[N];
int samples[N], weights[N];

__attribute__ ((noinline)) static void
fir (int n)
{
  for (int i = 0; i < n; i++)
    filtered[i] = 0.5f * signal[i] + 0.25f * signal[i + 1]
		  + 0.125f * signal[i + 2] + 0.125f * signal[i + 3];
}

__attribute__ ((noinline)) static long
dot (const int *p, const int *e, const int *w)
{
  long s = 0;
  for (; p != e; p++, w++)
    s += (long) *p * *w;
  return s;
}

__attribute__ ((noinline)) static void
strided (int n)
{
  for (int i = 0; i < n; i += 3)
    samples[i] = samples[i] * 3 + weights[i] - i;
}

int
main (void)
{
  for (int i = 0; i < N + 4; i++)
    signal[i] = (float) ((i * 37) % 101) / 8.0f;
  for (int i = 0; i < N; i++)
    {
      samples[i] = (i * 7919) % 1000 - 500;
      weights[i] = (i * 13) % 17 - 8;
    }
  double checksum = 0;
  for (int n = 0; n <= 12; n++)
    {
      fir (n);
      for (int i = 0; i < n; i++)
	checksum += filtered[i];
    }
  fir (N);
  for (int i = 0; i < N; i++)
    checksum += filtered[i] * (i % 7);
  long d = 0;
  for (int n = 0; n < 40; n += 3)
    d += dot (samples, samples + n, weights);
  d += dot (samples, samples + N, weights);
  strided (N);
  long s = 0;
  for (int i = 0; i < N; i++)
    s += samples[i] * (i % 5 + 1);
  printf ("fir %.3f dot %ld strided %ld\n", checksum, d, s);
  return 0;
}
