/* Vector-factor halving (the paper's Fig. 9 case): an 8-lane group whose
   halves are each isomorphic but differ from each other, b*c + d and
   (b - c) >> 1.  GCC 12's SLP sees the 8 stores as one group and, failing
   on the different operations, only packs the scalar results; a fence in
   the middle (slpm-fence.cc) gives it two groups of 4, each vectorized.
   Checked with negative values (arithmetic shift), zeros and the
   extremes of the operands that do not overflow.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized-missed -fdump-tree-slp2-details" } */

extern void abort (void);

__attribute__ ((noinline)) void
halves (int *restrict a, const int *restrict b, const int *restrict c,
	const int *restrict d)
{
  a[0] = b[0] * c[0] + d[0]; /* { dg-optimized "SLP-M: 8 lanes cannot become vector arithmetic together \[(\]the lanes compute their values with different operations\[)\]; split so that SLP sees 8 of them" } */
  a[1] = b[1] * c[1] + d[1];
  a[2] = b[2] * c[2] + d[2];
  a[3] = b[3] * c[3] + d[3];
  a[4] = (b[4] - c[4]) >> 1; /* { dg-optimized "basic block part vectorized" } */
  /* GCC 12 gives both halves' remarks this location.  */
  a[5] = (b[5] - c[5]) >> 1;
  a[6] = (b[6] - c[6]) >> 1;
  a[7] = (b[7] - c[7]) >> 1;
}

static int a[8], b[8], c[8], d[8];

static void
check (void)
{
  halves (a, b, c, d);
  for (int k = 0; k < 8; k++)
    {
      int want = k < 4 ? b[k] * c[k] + d[k] : (b[k] - c[k]) >> 1;
      if (a[k] != want)
	abort ();
    }
}

int
main (void)
{
  volatile int seed = -40000;
  for (int r = 0; r < 5; r++)
    {
      for (int k = 0; k < 8; k++)
	{
	  b[k] = seed + 17001 * k * (r + 1);
	  c[k] = r == 0 ? 0 : (seed >> (r + k)) - 3 * k;
	  d[k] = seed * (r - 2) + k;
	}
      check ();
    }
  /* The extremes: INT_MIN + 1 and INT_MAX - 1 with c = 0 or 1.  */
  for (int k = 0; k < 8; k++)
    {
      b[k] = k & 1 ? -__INT_MAX__ : __INT_MAX__ - 1;
      c[k] = k < 4 ? 1 : (k & 1 ? 0 : -1);
      d[k] = k & 1 ? 0 : 1;
    }
  check ();
  return 0;
}

/* Both halves are vectorized, each as its own SLP instance.  */
/* { dg-final { scan-tree-dump-times "optimized: basic block part vectorized" 2 "slp2" } } */
