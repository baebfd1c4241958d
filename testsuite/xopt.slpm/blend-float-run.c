/* A two-opcode float group (products beside differences) without
   -ftrapping-math: both operations run on every lane, and the products
   on the difference lanes may overflow to infinity or be invalid
   (0 * inf): the blend throws those results away, so every stored value
   is the scalar one, infinities, NaNs and -0.0 included.  */
/* { dg-do run } */
/* { dg-options "-fno-trapping-math -fopt-info-vec-optimized" } */

#include <string.h>

extern void abort (void);

__attribute__ ((noinline)) void
mul_sub (float *restrict o, const float *restrict a, const float *restrict b)
{
  o[0] = a[0] * b[0]; /* { dg-optimized "SLP-M: 4 lanes computed as vector code: mult_expr and minus_expr on every lane, 1 blend" "NEON vectorizes floats only with -funsafe-math-optimizations" { target x86_64-*-* } } */
  o[1] = a[1] - b[1];
  o[2] = a[2] * b[2];
  o[3] = a[3] - b[3];
}

static float a[4], b[4], o[4];

int
main (void)
{
  volatile float huge = 3e38f, inf = __builtin_inff (), zero = 0.0f;
  float va[4] = { -0.0f, huge, 2.5f, zero };
  float vb[4] = { 7.0f, -huge, -0.5f, inf };
  memcpy (a, va, sizeof a);
  memcpy (b, vb, sizeof b);
  mul_sub (o, a, b);
  float want[4] = { va[0] * vb[0], va[1] - vb[1], va[2] * vb[2],
		    va[3] - vb[3] };
  if (memcmp (o, want, sizeof o) != 0)
    abort ();
  return 0;
}
