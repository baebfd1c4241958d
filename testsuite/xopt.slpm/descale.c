/* JPEG-style descaling: ((X * C) + 1024) >> 11 in most lanes, where the
   folder turned ((X * 16384) + 1024) >> 11 into X << 3.  With 16-bit
   inputs the value range proves that X * 16384 + 1024 cannot overflow, so
   SLP-M extends X << 3 back into the rounding shift.  With 32-bit inputs
   it could overflow, and another neutral form is used.  Extreme and negative
   inputs check that the shift floors like the original.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized-missed" } */

extern void abort (void);

int o[4], wide[4];
short b[4];

__attribute__ ((noinline)) void
f (void)
{
  o[0] = b[0] << 3; /* { dg-optimized "SLP-M made 4 lanes isomorphic: reorder=0 extend=2 replace=0" } */
  o[1] = (b[1] * 11363 + 1024) >> 11;
  o[2] = b[2] << 3;
  o[3] = (b[3] * 6437 + 1024) >> 11;
}

/* Here X << 3 becomes ((X * 8) + 0) >> 0 instead, in unsigned arithmetic
   (the signed scalings are computed unsigned), which is exact for any X;
   the rounding shift would overflow for wide[0] = 300000.  */

__attribute__ ((noinline)) void
g (void)
{
  o[0] = wide[0] << 3; /* { dg-optimized "SLP-M made 4 lanes isomorphic: reorder=0 extend=2 replace=1" } */
  o[1] = (wide[1] * 11363 + 1024) >> 11;
  o[2] = (wide[2] * 10703 + 1024) >> 11;
  o[3] = (wide[3] * 9633 + 1024) >> 11;
}

int
main (void)
{
  static const int c[4] = { 0, 11363, 0, 6437 };
  short in[4][4] = {
    { -32768, 32767, 32767, -32768 },
    { 32767, -32768, -1, -2000 },
    { 1, -1, -7, 12345 },
    { 0, 0, 0, 0 },
  };
  for (int k = 0; k < 4; k++)
    {
      for (int i = 0; i < 4; i++)
	b[i] = in[k][i];
      f ();
      for (int i = 0; i < 4; i++)
	{
	  long long x = in[k][i];
	  long long want = c[i] ? (x * c[i] + 1024) >> 11 : x * 8;
	  if (o[i] != want)
	    abort ();
	}
    }
  wide[0] = 300000;
  wide[1] = -2000;
  wide[2] = 7;
  wide[3] = 9000;
  g ();
  if (o[0] != 2400000 || o[1] != (-2000 * 11363 + 1024) >> 11
      || o[2] != (7 * 10703 + 1024) >> 11
      || o[3] != (9000 * 9633 + 1024) >> 11)
    abort ();
  return 0;
}
