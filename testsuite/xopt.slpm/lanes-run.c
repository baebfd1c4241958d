/* Two and eight lanes.  AVX2 holds eight ints, so the eight stores are one
   chunk on x86-64; NEON holds four, so they are two chunks on ARM.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized-missed" } */

extern void abort (void);

unsigned a[8], b[8], c[8];

__attribute__ ((noinline)) void
two (void)
{
  a[0] = b[0] << 3; /* { dg-optimized "SLP-M made 2 lanes isomorphic: reorder=0 extend=0 replace=1 shuffle=0; vectorized" "" { target arm*-*-* } } */
  /* x86-64 has no V2SI multiplication: SLP builds the vector from the
     scalar values, as it does without SLP-M.  */
  /* { dg-missed "SLP-M: made 2 lanes isomorphic: reorder=0 extend=0 replace=1 shuffle=0; only the stores were vectorized, from scalar values" "" { target x86_64-*-* } .-3 } */
  a[1] = b[1] * 7;
}

__attribute__ ((noinline)) void
eight (void)
{
  /* x86-64: lane 6's c[6] would sit among the loads of b[] (another
     interleaving chain) and the constants among c[0]: SLP would build
     both operands from scalars and only pack the stores, so the group is
     left alone (and not halved: SLP sees the whole run again).  */
  /* { dg-missed "SLP-M: 8 lanes can be made isomorphic, but GCC's SLP would still build their values from scalars" "" { target x86_64-*-* } 29 } */
  /* { dg-optimized "SLP-M made 4 lanes isomorphic: reorder=0 extend=1 replace=1 shuffle=0; vectorized" "" { target arm*-*-* } 29 } */
  a[0] = b[0] * c[0];
  a[1] = b[1] << 2;
  a[2] = b[2] * 6;
  a[3] = b[3];
  a[4] = b[4] * 3; /* { dg-optimized "SLP-M made 4 lanes isomorphic: reorder=0 extend=1 replace=1 shuffle=0; vectorized" "" { target arm*-*-* } } */
  a[5] = b[5] << 4;
  a[6] = c[6];
  a[7] = b[7] * 8;
}

int
main (void)
{
  volatile unsigned seed = 2654435761u;
  for (int i = 0; i < 8; i++)
    {
      b[i] = seed * (i + 3);
      c[i] = seed ^ (i * 77);
    }
  two ();
  if (a[0] != b[0] * 8 || a[1] != b[1] * 7)
    abort ();
  eight ();
  if (a[0] != b[0] * c[0] || a[1] != b[1] * 4 || a[2] != b[2] * 6
      || a[3] != b[3] || a[4] != b[4] * 3 || a[5] != b[5] * 16
      || a[6] != c[6] || a[7] != b[7] * 8)
    abort ();
  return 0;
}
