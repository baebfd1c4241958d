/* SLP-M example: a colour transform whose four channels are computed by
   expressions of different shapes.  SLP-M rewrites them into one shape
   (shifts into multiplications, the short channel extended with * 1, the
   swapped operands reordered), so that GCC's SLP vectorizer takes each
   pixel as one vector operation.  The program prints a checksum and checks
   every channel against a reference written the plain way.  */
/* demo-options: -O3 */
/* demo-options x86_64: -march=haswell */
/* demo-options arm: -mfpu=neon -mfloat-abi=hard */

#include <stdio.h>
#include <stdlib.h>

#define PIXELS 1024

static unsigned in[4 * PIXELS], gain[4 * PIXELS], out[4 * PIXELS];

__attribute__ ((noinline)) static void
transform (void)
{
  for (int i = 0; i < PIXELS; i++)
    {
      out[4 * i + 0] = (in[4 * i + 0] << 2) + gain[4 * i + 0];
      out[4 * i + 1] = gain[4 * i + 1] + in[4 * i + 1] * 3;
      out[4 * i + 2] = in[4 * i + 2] + gain[4 * i + 2];
      out[4 * i + 3] = (in[4 * i + 3] << 1) + gain[4 * i + 3];
    }
}

int
main (void)
{
  unsigned state = 2463534242u;
  for (int i = 0; i < 4 * PIXELS; i++)
    {
      state ^= state << 13;
      state ^= state >> 17;
      state ^= state << 5;
      in[i] = state & 0xffff;
      gain[i] = state >> 16;
    }
  transform ();
  static const unsigned factor[4] = { 4, 3, 1, 2 };
  unsigned long long sum = 0;
  for (int i = 0; i < 4 * PIXELS; i++)
    {
      if (out[i] != in[i] * factor[i % 4] + gain[i])
	{
	  printf ("mismatch at %d\n", i);
	  return 1;
	}
      sum += out[i];
    }
  printf ("checksum %llu\n", sum);
  return 0;
}
