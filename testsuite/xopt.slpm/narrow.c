/* The MBAFF row of narrow-run.c, compiled only: the lanes' arithmetic is
   done in vector registers and the int vector is packed to uint16_t
   (x86-64: vpackusdw after masking the low halves, one 8-byte store;
   NEON: vmovn, one 8-byte store).  NEON shifts vectors only by vectors:
   the count 5 is splat (an immediate of vshr); without that the emitted
   shift would be split into scalar shifts by GCC's vector lowering.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-vec-optimized" } */

typedef unsigned short u16;

static inline int
clip (int high, int x)
{
  x = x < 0 ? 0 : x;
  return x > high ? high : x;
}

void
mbaff (u16 *restrict o, const short *restrict row, const int *restrict ib,
       const int *restrict ibb, int high, int n)
{
  for (int i = 0; i < n; i++)
    {
      u16 *pix = o + row[i];
      int b = ib[i] >> 6, bb = ibb[i];
      pix[0] = clip (high, (bb + b) >> 5); /* { dg-optimized "SLP-M: 4 lanes computed as vector code in 32 bits, packed to 16" } */
      pix[1] = clip (high, (bb + (b << 1)) >> 5);
      pix[2] = clip (high, (bb + b * 3) >> 5);
      pix[3] = clip (high, (bb + (b << 2)) >> 5);
    }
}

/* { dg-final { scan-assembler "vpmulld" { target x86_64-*-* } } } */
/* { dg-final { scan-assembler "vpsrad\[ \t\]+\\\$5" { target x86_64-*-* } } } */
/* { dg-final { scan-assembler "vpminsd" { target x86_64-*-* } } } */
/* { dg-final { scan-assembler "vpackusdw" { target x86_64-*-* } } } */
/* { dg-final { scan-assembler "vshr\\.s32\[ \t\]+q\[0-9\]+, q\[0-9\]+, #5" { target arm*-*-* } } } */
/* { dg-final { scan-assembler "vmin\\.s32\[ \t\]+q" { target arm*-*-* } } } */
/* { dg-final { scan-assembler "vmovn\\.i32" { target arm*-*-* } } } */
/* { dg-final { scan-assembler "vst1\\.16" { target arm*-*-* } } } */
