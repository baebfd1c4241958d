/* Extension and replacement against signed zeros.  A lane X joins a
   group of subtractions as X - 0.0 and a group of additions as X + -0.0:
   the other identity would turn X = -0.0 into +0.0 (-0.0 - -0.0 and
   -0.0 + 0.0 are both +0.0).  A lane -X must not join a group of
   subtractions as 0.0 - X, which is +0.0 for X = +0.0 where -X is -0.0.
   Every lane is checked, the signed zeros by their sign bit.  On ARM
   GCC keeps float arithmetic scalar (NEON is not IEEE), so the rewritten
   lanes stay scalar there and the remark is a missed one; the rewrite,
   and so the check of the signed zeros, happens on both boards.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized-missed" } */

extern void abort (void);

__attribute__ ((noinline)) void
sub_group (float *restrict fa, const float *restrict fb,
	   const float *restrict fc)
{
  fa[0] = fb[0] - fc[0]; /* { dg-optimized "SLP-M made 4 lanes isomorphic: reorder=0 extend=1 replace=0" "" { target x86_64-*-* } } */
  /* { dg-missed "SLP-M: 4 lanes can be made isomorphic, but GCC's SLP would still build their values from scalars" "" { target arm*-*-* } .-1 } */
  fa[1] = fb[1];
  fa[2] = fb[2] - fc[2];
  fa[3] = fb[3] - fc[3];
}

__attribute__ ((noinline)) void
add_group (float *restrict fa, const float *restrict fb,
	   const float *restrict fc)
{
  fa[0] = fb[0] + fc[0]; /* { dg-optimized "SLP-M made 4 lanes isomorphic: reorder=0 extend=1 replace=0" "" { target x86_64-*-* } } */
  /* { dg-missed "SLP-M: 4 lanes can be made isomorphic, but GCC's SLP would still build their values from scalars" "" { target arm*-*-* } .-1 } */
  fa[1] = fb[1] + fc[1];
  fa[2] = fb[2];
  fa[3] = fb[3] + fc[3];
}

/* No remark is required here: SLP-M may leave the group alone, but must
   not compute the negation as a subtraction from +0.0.  */
__attribute__ ((noinline)) void
negate_group (float *restrict fa, const float *restrict fb,
	      const float *restrict fc)
{
  fa[0] = fb[0] - fc[0];
  fa[1] = -fb[1];
  fa[2] = fb[2] - fc[2];
  fa[3] = fb[3] - fc[3];
}

static int
same_float (float x, float y)
{
  return x == y && __builtin_signbit (x) == __builtin_signbit (y);
}

static void
check_group (const float *fa, const float *want)
{
  for (int i = 0; i < 4; i++)
    if (!same_float (fa[i], want[i]))
      abort ();
}

int
main (void)
{
  volatile float zero = 0.0f;
  float fa[4], fb[4], fc[4];
  for (int i = 0; i < 4; i++)
    {
      fb[i] = 1.5f * i - 2.0f;
      fc[i] = 0.25f * i + zero;
    }

  /* The lane without the operation holds -0.0.  */
  fb[1] = -zero;
  sub_group (fa, fb, fc);
  float want_sub[4] = { fb[0] - fc[0], -zero, fb[2] - fc[2], fb[3] - fc[3] };
  check_group (fa, want_sub);

  fb[1] = 1.5f - 2.0f;
  fb[2] = -zero;
  add_group (fa, fb, fc);
  float want_add[4] = { fb[0] + fc[0], fb[1] + fc[1], -zero, fb[3] + fc[3] };
  check_group (fa, want_add);

  /* -(+0.0) is -0.0, and -(-0.0) is +0.0.  */
  fb[2] = 1.0f;
  fb[1] = zero;
  negate_group (fa, fb, fc);
  float want_neg[4] = { fb[0] - fc[0], -zero, fb[2] - fc[2], fb[3] - fc[3] };
  check_group (fa, want_neg);
  fb[1] = -zero;
  negate_group (fa, fb, fc);
  want_neg[1] = zero;
  check_group (fa, want_neg);
  return 0;
}
