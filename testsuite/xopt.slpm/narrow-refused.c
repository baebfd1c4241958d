/* A narrowing group (4 x int16_t from int) whose operation the target
   does not compute in vector registers (no vector division on AVX2 or
   NEON) is refused: GCC's vector lowering would split the emitted
   division into scalar code again.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-vec-optimized-missed" } */

void
narrow_div (short *restrict o, const int *restrict x, int y)
{
  o[0] = x[0] / y; /* { dg-missed "SLP-M: no vector code for 4 lanes: the target has no vector instruction for an operation of the group" } */
  o[1] = x[1] / y;
  o[2] = x[2] / y;
  o[3] = x[3] / y;
}
