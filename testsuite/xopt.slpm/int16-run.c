/* int16: C computes in int, GIMPLE in int or in unsigned short.  A lane
   (short) ((int) X << K) is recomputed as (short) ((unsigned short) X *
   2^K), the form the other lanes have; reordering and extension work
   through the conversions.  Values are chosen so that the truncation to
   16 bits matters.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -g" } */

extern void abort (void);

short sa[8], sb[8], sc[8];

__attribute__ ((noinline)) void
f (void)
{
  sa[0] = sb[0] << 1; /* { dg-optimized "SLP-M made 4 lanes isomorphic: reorder=0 extend=0 replace=4" } */
  sa[1] = sb[1] * 3;
  sa[2] = sb[2] * 5;
  sa[3] = sb[3] << 2;
}

__attribute__ ((noinline)) void
g (void)
{
  sa[0] = sb[0] * sc[0] + 3; /* { dg-optimized "SLP-M made 8 lanes isomorphic: reorder=2 extend=2 replace=0" } */
  sa[1] = 3 + sc[1] * sb[1];
  sa[2] = sb[2] * sc[2] + 3;
  sa[3] = sb[3] + 3;
  sa[4] = sb[4] * sc[4] - 7;
  sa[5] = sc[5] * sb[5] + 9;
  sa[6] = sb[6] + 11;
  sa[7] = sb[7] * sc[7] + 1;
}

int
main (void)
{
  volatile int seed = 0x4001;
  for (int i = 0; i < 8; i++)
    {
      sb[i] = seed * (i + 1);
      sc[i] = seed - 3 * i;
    }
  f ();
  if (sa[0] != (short) (sb[0] * 2) || sa[1] != (short) (sb[1] * 3)
      || sa[2] != (short) (sb[2] * 5) || sa[3] != (short) (sb[3] * 4))
    abort ();
  g ();
  static const int add[8] = { 3, 3, 3, 3, -7, 9, 11, 1 };
  for (int i = 0; i < 8; i++)
    {
      int expect = (i == 3 || i == 6) ? sb[i] + add[i] : sb[i] * sc[i] + add[i];
      if (sa[i] != (short) expect)
	abort ();
    }
  return 0;
}
