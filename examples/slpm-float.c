/* SLP-M example with floats: a straight-line block (no loop) whose four
   lanes scale, offset and copy values.  SLP-M only uses exact rewrites for
   floating point: X - C becomes X + (-C), the copy becomes X * 1.0 (which
   keeps -0.0, unlike X + 0.0), and a division by 4 would be a
   multiplication by 0.25 -- but a division by 3 is left alone.  */
/* demo-options: -O3 -ffp-contract=off */
/* demo-options x86_64: -march=haswell */
/* demo-options arm: -mfpu=neon -mfloat-abi=hard */

#include <stdio.h>

float res[4], src[4], bias[4];

__attribute__ ((noinline)) static void
blend (void)
{
  res[0] = src[0] * 0.5f + bias[0];
  res[1] = src[1] * 2.0f - 1.25f;
  res[2] = src[2] * 0.75f + bias[2];
  res[3] = src[3] + bias[3];
}

int
main (void)
{
  volatile float seed = 1.5f;
  for (int i = 0; i < 4; i++)
    {
      src[i] = seed * (i + 1) - 2.0f;
      bias[i] = seed / (i + 2);
    }
  src[3] = -0.0f;
  bias[3] = -0.0f;
  blend ();
  if (res[0] != src[0] * 0.5f + bias[0] || res[1] != src[1] * 2.0f - 1.25f
      || res[2] != src[2] * 0.75f + bias[2] || res[3] != 0.0f
      || !__builtin_signbit (res[3]))
    {
      printf ("mismatch\n");
      return 1;
    }
  printf ("%g %g %g %g\n", res[0], res[1], res[2], res[3]);
  return 0;
}
