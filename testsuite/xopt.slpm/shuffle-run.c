/* PLUS and MINUS lanes are left to GCC's two-operator SLP nodes (counted as
   a shuffle); the short lane is extended with + 0.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

extern void abort (void);

int a[4], b[4], c[4];

__attribute__ ((noinline)) void
f (void)
{
  a[0] = b[0] + c[0]; /* { dg-optimized "SLP-M made 4 lanes isomorphic: reorder=0 extend=1 replace=0 shuffle=1" } */
  a[1] = b[1] - c[1];
  a[2] = b[2] + c[2];
  a[3] = b[3];
}

int
main (void)
{
  volatile int seed = -77;
  for (int i = 0; i < 4; i++)
    {
      b[i] = seed * (i + 1);
      c[i] = seed + 1000 * i;
    }
  f ();
  if (a[0] != b[0] + c[0] || a[1] != b[1] - c[1] || a[2] != b[2] + c[2]
      || a[3] != b[3])
    abort ();
  return 0;
}
