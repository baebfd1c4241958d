/* Two divisions of which the folder turned the ones by powers of two into
   multiplications (X / 2.0f is X * 0.5f): SLP-M turns those back into
   divisions by the exact inverse, which round the same real number, so
   the four lanes are all divisions.  Subnormal, infinite and NaN inputs
   check that nothing changes their results.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized-missed" } */

extern void abort (void);

float fa[4], fb[4], fc[4];

__attribute__ ((noinline)) void
f (void)
{
  fa[0] = fb[0] / fc[0]; /* { dg-optimized "SLP-M made 4 lanes isomorphic: reorder=0 extend=0 replace=2 shuffle=0; vectorized" "" { target x86_64-*-* } } */
  /* NEON has no vector floats (without -funsafe-math-optimizations): the
     divisions would stay scalar and GCC's SLP only pack their results.  */
  /* { dg-missed "SLP-M: 4 lanes can be made isomorphic, but GCC's SLP would still build their values from scalars" "" { target arm*-*-* } .-3 } */
  /* { dg-optimized "SLP-M: 4 lanes cannot become vector arithmetic \\(the lanes compute their values with different operations\\); kept SLP from packing" "" { target arm*-*-* } .-4 } */
  fa[1] = fb[1] / 2.0f;
  fa[2] = fb[2] / fc[2];
  fa[3] = fb[3] / 4.0f;
}

static int
same_p (float x, float y)
{
  return x == y || (x != x && y != y);
}

int
main (void)
{
  volatile float tiny = 1.4e-45f, inf = __builtin_inff (), big = 3e38f;
  float cases[4][4] = {
    { 1.0f, 3.0f, -7.5f, 10.0f },
    { tiny, tiny, -tiny, 3.0f * tiny },
    { inf, -inf, big, __builtin_nanf ("") },
    { -0.0f, big, 1e-38f, -3e-39f },
  };
  for (int k = 0; k < 4; k++)
    {
      for (int i = 0; i < 4; i++)
	{
	  fb[i] = cases[k][i];
	  fc[i] = 3.0f;
	}
      f ();
      volatile float two = 2.0f, four = 4.0f;
      if (!same_p (fa[0], cases[k][0] / 3.0f)
	  || !same_p (fa[1], cases[k][1] / two)
	  || !same_p (fa[2], cases[k][2] / 3.0f)
	  || !same_p (fa[3], cases[k][3] / four))
	abort ();
    }
  return 0;
}
