/* Unsigned divisions by constants beside shifts (averages over 3, 2, 5
   and 4 samples).  Neither AVX2 nor NEON divides integer vectors, and
   GCC's vectorizer leaves unsigned divisions by powers of two to the
   folder, so rewriting x >> 1 into x / 2 (the base lane divides) would
   stop the loop vectorizer, which interleaves the group as it is.  The
   replacement asks the target (slpm-target.cc) and is not made (mutant
   slpm-div-needs-vector-division).  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized-missed" } */

extern void abort (void);

__attribute__ ((noinline)) void
average (unsigned *restrict o, const unsigned *restrict a, int n, int pitch)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "loop vectorized" } */
    {
      unsigned *p = o + i * pitch;
      const unsigned *q = a + 4 * i;
      p[0] = q[0] / 3; /* { dg-missed "SLP-M: lane 1 \\(rshift_expr\\) cannot be made isomorphic to the base lane" } */
      p[1] = q[1] >> 1;
      p[2] = q[2] / 5;
      p[3] = q[3] >> 2;
    }
}

int
main (void)
{
  static unsigned o[4 * 16], a[4 * 16];
  for (int i = 0; i < 4 * 16; i++)
    a[i] = i < 8 ? (unsigned) i : 0xffffffffu - 977u * (unsigned) i;
  volatile int pitch = 4;
  average (o, a, 16, pitch);
  for (int i = 0; i < 16; i++)
    if (o[4 * i] != a[4 * i] / 3 || o[4 * i + 1] != a[4 * i + 1] / 2
	|| o[4 * i + 2] != a[4 * i + 2] / 5 || o[4 * i + 3] != a[4 * i + 3] / 4)
      abort ();
  return 0;
}

/* { dg-final { scan-remarks-not "SLP-M:? made" } } */
