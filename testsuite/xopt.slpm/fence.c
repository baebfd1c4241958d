/* The fences that keep basic-block SLP from a group (slpm-fence.cc) are
   gone again after the vectorizers: the assembly has none of them, and
   on x86-64 no byte is inserted into a vector (GCC 12 alone inserts
   eight with vpinsrb).  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-vec-optimized" } */

#include <stdint.h>

void
split_words (uint8_t *restrict o, const uint32_t *restrict w, int n,
	     int pitch)
{
  for (int i = 0; i < n; i++, o += pitch, w += 4)
    {
      o[0] = w[0]; /* { dg-optimized "SLP-M: 16 lanes cannot become vector arithmetic" } */
      o[1] = w[0] >> 8;
      o[2] = w[0] >> 16;
      o[3] = w[0] >> 24;
      o[4] = w[1];
      o[5] = w[1] >> 8;
      o[6] = w[1] >> 16;
      o[7] = w[1] >> 24;
      o[8] = w[2];
      o[9] = w[2] >> 8;
      o[10] = w[2] >> 16;
      o[11] = w[2] >> 24;
      o[12] = w[3];
      o[13] = w[3] >> 8;
      o[14] = w[3] >> 16;
      o[15] = w[3] >> 24;
    }
}

/* { dg-final { scan-assembler-not "xopt_slpm" } } */
/* { dg-final { scan-assembler-not "vpinsrb" { target x86_64-*-* } } } */
