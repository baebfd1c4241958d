/* Under -ftrapping-math (GCC's default) a two-opcode float group is not
   blended: the product computed on a difference lane would raise
   FE_OVERFLOW (huge * huge) or FE_INVALID (0 * inf) where the scalar code
   raises nothing.  The group stays scalar and the flags are the scalar
   code's.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-missed" } */

#include <fenv.h>
#include <string.h>

extern void abort (void);

__attribute__ ((noinline)) void
mul_sub (float *restrict o, const float *restrict a, const float *restrict b)
{
  o[0] = a[0] * b[0]; /* { dg-missed "SLP-M: no vector code for 4 lanes: floating-point operations computed on extra lanes could raise exception flags" } */
  o[1] = a[1] - b[1];
  o[2] = a[2] * b[2];
  o[3] = a[3] - b[3];
}

static float a[4], b[4], o[4];

int
main (void)
{
  float va[4] = { 1.5f, 3e38f, -2.0f, 0.0f };
  float vb[4] = { 4.0f, 3e38f, 0.25f, __builtin_inff () };
  memcpy (a, va, sizeof a);
  memcpy (b, vb, sizeof b);
  feclearexcept (FE_ALL_EXCEPT);
  mul_sub (o, a, b);
  /* The scalar code: exact products, 3e38 - 3e38 = 0, 0 - inf = -inf.  */
  if (fetestexcept (FE_ALL_EXCEPT) != 0)
    abort ();
  if (o[0] != 6.0f || o[1] != 0.0f || o[2] != -0.5f
      || o[3] != -__builtin_inff ())
    abort ();
  return 0;
}
