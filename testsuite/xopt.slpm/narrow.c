/* An MBAFF row as in narrow-run.c, compiled only: the lanes' arithmetic
   is done in vector registers and the int vector is packed to uint16_t
   (x86-64: vpackusdw after masking the low halves, one 8-byte store;
   NEON: vmovn, one 8-byte store).  NEON shifts vectors only by vectors:
   the scalar count 5 is splat by GCC's expander (an immediate of vshr).  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-vec-optimized" } */

/* Rows of 10-bit samples at a run-time stride, the gradient from the
   row above (as k19 of bench/slpm, with a constant clamp).  */
static inline int
clamp10 (int v)
{
  return v < 0 ? 0 : (v > 1023 ? 1023 : v);
}

void
mbaff_rows (unsigned short *restrict o, int stride,
	    const unsigned short *restrict top, int n)
{
  for (int y = 0; y < n; y++, o += stride)
    {
      int ib = (40 * (top[y + 1] - top[y + 2]) + 32) >> 6;
      int ibb = 16 * top[y] + 16 - 7 * ib;
      o[0] = clamp10 ((ibb + ib) >> 5); /* { dg-optimized "SLP-M: 4 lanes computed as vector code in 32 bits, packed to 16" } */
      o[1] = clamp10 ((ibb + 2 * ib) >> 5);
      o[2] = clamp10 ((ibb + ib * 3) >> 5);
      o[3] = clamp10 ((ibb + 4 * ib) >> 5);
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
