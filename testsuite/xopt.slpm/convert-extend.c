/* int16 lanes computed through unsigned short, beside a lane that is a
   plain load: the load X is extended to (short) ((unsigned short) X * 1
   + 0), a conversion round trip and two neutral operations, and matches
   the other lanes.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized-missed" } */

extern void abort (void);

short sa[4], sb[4], sc[4];

__attribute__ ((noinline)) void
f (void)
{
  sa[0] = sb[0] * 3 + sc[0]; /* { dg-optimized "SLP-M made 4 lanes isomorphic: reorder=0 extend=3 replace=0" } */
  sa[1] = sb[1];
  sa[2] = sb[2] * 5 + sc[2];
  sa[3] = sb[3] * 7 + sc[3];
}

int
main (void)
{
  short in[4] = { 30000, -32768, -12345, 9999 };
  for (int i = 0; i < 4; i++)
    {
      sb[i] = in[i];
      sc[i] = 1000 * i - 2000;
    }
  f ();
  if (sa[0] != (short) (30000 * 3 - 2000) || sa[1] != -32768
      || sa[2] != (short) (-12345 * 5) || sa[3] != (short) (9999 * 7 + 1000))
    abort ();
  return 0;
}
