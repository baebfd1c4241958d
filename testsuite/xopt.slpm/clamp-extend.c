/* A row of clamps where the folder dropped the clamps of one lane because
   its value range made them redundant: that lane X is extended to
   X min 255 with the row's own constant, which the range of X proves
   neutral (no lane keeps max 0: X & M is never negative).  Another lane keeps a bound the range does not prove,
   so its missing max is extended with the type's minimum instead.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized -fplugin-arg-xopt_slpm-dump" } */

extern void abort (void);

int o[4], a[4];
int p[4], b[4];

static inline int
clamp (int x, int lo, int hi)
{
  return x < lo ? lo : x > hi ? hi : x;
}

__attribute__ ((noinline)) void
row (void)
{
  o[0] = clamp (a[0] & 0x7f, 0, 255); /* { dg-optimized "SLP-M made 4 lanes isomorphic: reorder=0 extend=1 replace=0" } */
  o[1] = clamp (a[1] & 0x3ff, 0, 255);
  o[2] = clamp (a[2] & 0x3ff, 0, 255);
  o[3] = clamp (a[3] & 0x3ff, 0, 255);
}

__attribute__ ((noinline)) void
signed_row (void)
{
  p[0] = clamp (b[0] >> 4, -100, 100); /* { dg-optimized "SLP-M made 4 lanes isomorphic" } */
  p[1] = clamp (b[1] >> 4, -100, 100);
  p[2] = (b[2] >> 4) > 100 ? 100 : (b[2] >> 4);
  p[3] = clamp (b[3] >> 4, -100, 100);
}

int
main (void)
{
  static const int in[6] = { 0, 127, 128, 0x3ff, -1, -5000 };
  for (int r = 0; r < 6; r++)
    {
      for (int i = 0; i < 4; i++)
	{
	  a[i] = in[(r + i) % 6] * (i + 1);
	  b[i] = in[(r + 2 * i) % 6] * 3 - 77;
	}
      row ();
      signed_row ();
      for (int i = 0; i < 4; i++)
	{
	  int want = clamp (a[i] & (i == 0 ? 0x7f : 0x3ff), 0, 255);
	  int x = b[i] >> 4;
	  int pwant = i == 2 ? (x > 100 ? 100 : x) : clamp (x, -100, 100);
	  if (o[i] != want || p[i] != pwant)
	    abort ();
	}
    }
  return 0;
}

/* { dg-final { scan-tree-dump "after lane 0: \\(\\(a\\\[0\\\] & 127\\) min 255\\)" xopt_slpm } } */
/* { dg-final { scan-tree-dump "after lane 2: \\(\\(\\(b\\\[2\\\] >> 4\\) min 100\\) max -2147483648\\)" xopt_slpm } } */
