/* Floating-point slots mixing loads with constants, inside loops: the
   plain lane X is extended to X * 1.0 + -0.0 (exact for every X: -0.0
   stays -0.0), X - 0.5 becomes X * 1.0 + -0.5, and the constant lanes of
   the load slot are filled on the bits through VIEW_CONVERT_EXPR, which
   must give the constant exactly whatever the reused load holds (NaN,
   infinities, -0.0, subnormals).  The scalings are by powers of two, so
   contracting them into FMAs cannot change a result.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized -fplugin-arg-xopt_slpm-dump -fdump-tree-vect-details" } */

#include <string.h>

extern void abort (void);

#define N 21

double od[2 * N], ad[2 * N], bd[2 * N];
float of[4 * N], af[4 * N], bf[4 * N];

__attribute__ ((noinline)) void
copy_lane (int n)
{
  for (int i = 0; i < n; i++)
    {
      od[2 * i] = ad[2 * i] * 2.0 + bd[2 * i]; /* { dg-optimized "SLP-M made 2 lanes isomorphic" "NEON has no double vectors" { target x86_64-*-* } } */
      od[2 * i + 1] = ad[2 * i + 1];
    }
}

__attribute__ ((noinline)) void
minus_const (int n)
{
  for (int i = 0; i < n; i++)
    {
      of[4 * i] = af[4 * i] * 2.0f + bf[4 * i]; /* { dg-optimized "SLP-M made 4 lanes isomorphic: .*; vectorized" "" { target x86_64-*-* } } */
      of[4 * i + 1] = af[4 * i + 1] - 0.5f;
      of[4 * i + 2] = af[4 * i + 2] * 4.0f + bf[4 * i + 2];
      of[4 * i + 3] = af[4 * i + 3] + 0.25f;
    }
}

static int
same_p (double got, double want)
{
  if (want != want)
    return got != got;
  return memcmp (&got, &want, sizeof got) == 0;
}

int
main (void)
{
  volatile double zero = 0.0;
  double specials[7] = { zero / zero, 1.0 / zero, -1.0 / zero, -zero,
			 4.9406564584124654e-324, -1.5, 3.25 };
  for (int i = 0; i < 4 * N; i++)
    {
      double s = specials[i % 7];
      double t = specials[(i * 3 + 1) % 7];
      if (i < 2 * N)
	{
	  ad[i] = t;
	  bd[i] = s;
	}
      af[i] = (float) t;
      bf[i] = (float) s;
    }
  for (int n = 0; n <= N; n += (n < 2 ? 1 : N - 2))
    {
      for (int i = 0; i < 4 * N; i++)
	{
	  of[i] = 7.0f;
	  if (i < 2 * N)
	    od[i] = 7.0;
	}
      copy_lane (n);
      minus_const (n);
      for (int i = 0; i < N; i++)
	{
	  int done = i < n;
	  double w0 = done ? ad[2 * i] * 2.0 + bd[2 * i] : 7.0;
	  double w1 = done ? ad[2 * i + 1] : 7.0;
	  if (!same_p (od[2 * i], w0) || !same_p (od[2 * i + 1], w1))
	    abort ();
	  float *o = of + 4 * i, *a = af + 4 * i, *b = bf + 4 * i;
	  float want[4] = { a[0] * 2.0f + b[0], a[1] - 0.5f,
			    a[2] * 4.0f + b[2], a[3] + 0.25f };
	  for (int k = 0; k < 4; k++)
	    if (!same_p (o[k], done ? want[k] : 7.0f))
	      abort ();
	}
    }
  return 0;
}

/* { dg-final { scan-tree-dump-times "filled the constant lanes of a load slot" 2 xopt_slpm { target x86_64-*-* } } } */
/* NEON has no float vectors: the group of line 35 would only have its
   stores packed, so it is left alone and nothing is filled.  */
/* { dg-final { scan-tree-dump-not "filled the constant lanes of a load slot" xopt_slpm { target arm*-*-* } } } */
/* { dg-final { scan-tree-dump "fill-float.c:23:\[0-9\]+: note: +Decided to SLP" vect { target x86_64-*-* } } } */
/* { dg-final { scan-tree-dump "fill-float.c:33:\[0-9\]+: note: +Decided to SLP" vect { target x86_64-*-* } } } */
/* { dg-final { scan-tree-dump "missed: SLP-M: 4 lanes can be made isomorphic, but GCC's SLP would still build their values from scalars" xopt_slpm { target arm*-*-* } } } */
