/* Replacement: shifts of unsigned values become multiplications (uint32
   and uint8), and a double subtraction of a constant becomes the addition
   of its negation, with the short lanes extended by X * 1.0.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized-missed -ffp-contract=off" } */

extern void abort (void);

unsigned ua[4], ub[4];
unsigned char ca[8], cb[8];
double da[4], db[4];

__attribute__ ((noinline)) void
f (void)
{
  ua[0] = ub[0] << 1; /* { dg-optimized "SLP-M made 4 lanes isomorphic: reorder=0 extend=0 replace=2 shuffle=0; vectorized" } */
  ua[1] = ub[1] * 3;
  ua[2] = ub[2] * 5;
  ua[3] = ub[3] << 31;
}

__attribute__ ((noinline)) void
g (void)
{
  ca[0] = cb[0] * 3; /* { dg-optimized "SLP-M made 8 lanes isomorphic: reorder=0 extend=0 replace=3 shuffle=0; vectorized" "" { target arm*-*-* } } */
  /* { dg-missed "SLP-M: made 8 lanes isomorphic: reorder=0 extend=0 replace=3 shuffle=0; only the stores were vectorized" "no V8QI multiplication on x86-64" { target x86_64-*-* } .-1 } */
  ca[1] = cb[1] << 1;
  ca[2] = cb[2] * 5;
  ca[3] = cb[3] << 7;
  ca[4] = cb[4] * 7;
  ca[5] = cb[5] * 9;
  ca[6] = cb[6] << 2;
  ca[7] = cb[7] * 11;
}

__attribute__ ((noinline)) void
h (void)
{
  /* NEON has no double vectors: nothing to do on ARM.  */
  da[0] = db[0] - 1.5; /* { dg-optimized "SLP-M made 4 lanes isomorphic: reorder=0 extend=3 replace=1 shuffle=0; vectorized" "" { target x86_64-*-* } } */
  da[1] = db[1] + 2.0;
  da[2] = db[2] * 3.0 + 1.0;
  da[3] = db[3] + 4.0;
}

int
main (void)
{
  volatile unsigned seed = 0x9e3779b9u;
  for (int i = 0; i < 4; i++)
    {
      ub[i] = seed * (i + 1);
      db[i] = (int) (seed >> 20) * 0.125 - i;
    }
  for (int i = 0; i < 8; i++)
    cb[i] = (seed >> (3 * i)) & 0xff;
  f ();
  g ();
  h ();
  if (ua[0] != ub[0] * 2 || ua[1] != ub[1] * 3 || ua[2] != ub[2] * 5
      || ua[3] != (ub[3] & 1) << 31)
    abort ();
  static const int mul[8] = { 3, 2, 5, 128, 7, 9, 4, 11 };
  for (int i = 0; i < 8; i++)
    if (ca[i] != (unsigned char) (cb[i] * mul[i]))
      abort ();
  if (da[0] != db[0] - 1.5 || da[1] != db[1] + 2.0
      || da[2] != db[2] * 3.0 + 1.0 || da[3] != db[3] + 4.0)
    abort ();
  return 0;
}
