/* Extension: the short lanes become X * 1 + C so that every lane is a
   multiplication followed by an addition (int), and a float lane becomes
   X * 1.0, which is exact.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized-missed -ffp-contract=off" } */

extern void abort (void);

int a[4], b[4], c[4];
float fa[4], fb[4];

__attribute__ ((noinline)) void
f (void)
{
  a[0] = b[0] * c[0] + 1; /* { dg-optimized "SLP-M made 4 lanes isomorphic: reorder=0 extend=2 replace=0 shuffle=0; vectorized" } */
  a[1] = b[1] + 2;
  a[2] = b[2] * c[2] + 3;
  a[3] = b[3] + 4;
}

__attribute__ ((noinline)) void
g (void)
{
  fa[0] = fb[0] * 2.5f; /* { dg-optimized "SLP-M made 4 lanes isomorphic: reorder=0 extend=1 replace=0 shuffle=0; vectorized" "" { target x86_64-*-* } } */
  /* { dg-missed "SLP-M: 4 lanes can be made isomorphic, but GCC's SLP would still build their values from scalars" "" { target arm*-*-* } .-1 } */
  fa[1] = fb[1] * 3.0f;
  fa[2] = fb[2] * -0.5f;
  fa[3] = fb[3];
}

int
main (void)
{
  volatile int seed = 9;
  for (int i = 0; i < 4; i++)
    {
      b[i] = seed * (i + 2) - 40;
      c[i] = 13 - seed * i;
      fb[i] = seed * 0.75f - i * 3.25f;
    }
  /* -0.0 must stay -0.0: X * 1.0 keeps it, X + 0.0 would not.  */
  fb[3] = -0.0f;
  f ();
  g ();
  if (a[0] != b[0] * c[0] + 1 || a[1] != b[1] + 2
      || a[2] != b[2] * c[2] + 3 || a[3] != b[3] + 4)
    abort ();
  if (fa[0] != fb[0] * 2.5f || fa[1] != fb[1] * 3.0f
      || fa[2] != fb[2] * -0.5f || fa[3] != 0.0f || !__builtin_signbit (fa[3]))
    abort ();
  return 0;
}
