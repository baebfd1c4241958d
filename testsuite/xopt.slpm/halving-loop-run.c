/* Vector-factor halving inside a loop: each record of 8 ints is
   b*c + d (d changes every iteration) in its first half and
   (b - c) >> 1 in its second.  GCC 12's loop SLP cannot take the group
   (d is a per-iteration scalar) and would interleave the loop; SLP-M
   computes each half as vector code of 4 lanes (slpm-blend.cc).  A loop
   whose halves GCC's loop SLP takes itself (all leaves contiguous loads)
   is left to it.  Checked with negative values (arithmetic shift), zero
   and one trips and the extremes that do not overflow.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized" } */

extern void abort (void);

#define N 13

__attribute__ ((noinline)) void
halves (int *restrict a, const int *restrict b, const int *restrict c,
	const int *restrict d, int n)
{
  for (int i = 0; i < n; i++)
    {
      a[8 * i + 0] = b[8 * i + 0] * c[8 * i + 0] + d[i]; /* { dg-optimized "SLP-M: vector-factor halving: 4 lanes computed as vector code" "NEON vectors hold 4 ints: the chunks are the halves" { target x86_64-*-* } } */
      a[8 * i + 1] = b[8 * i + 1] * c[8 * i + 1] + d[i];
      a[8 * i + 2] = b[8 * i + 2] * c[8 * i + 2] + d[i];
      a[8 * i + 3] = b[8 * i + 3] * c[8 * i + 3] + d[i];
      a[8 * i + 4] = (b[8 * i + 4] - c[8 * i + 4]) >> 1; /* { dg-optimized "SLP-M: vector-factor halving: 4 lanes computed as vector code" "NEON vectors hold 4 ints: the chunks are the halves" { target x86_64-*-* } } */
      a[8 * i + 5] = (b[8 * i + 5] - c[8 * i + 5]) >> 1;
      a[8 * i + 6] = (b[8 * i + 6] - c[8 * i + 6]) >> 1;
      a[8 * i + 7] = (b[8 * i + 7] - c[8 * i + 7]) >> 1;
    }
}

__attribute__ ((noinline)) void
halves_loads (int *restrict a, const int *restrict b, const int *restrict c,
	      int n)
{
  for (int i = 0; i < n; i++)
    {
      a[8 * i + 0] = b[8 * i + 0] * c[8 * i + 0];
      a[8 * i + 1] = b[8 * i + 1] * c[8 * i + 1];
      a[8 * i + 2] = b[8 * i + 2] * c[8 * i + 2];
      a[8 * i + 3] = b[8 * i + 3] * c[8 * i + 3];
      a[8 * i + 4] = (b[8 * i + 4] - c[8 * i + 4]) >> 1;
      a[8 * i + 5] = (b[8 * i + 5] - c[8 * i + 5]) >> 1;
      a[8 * i + 6] = (b[8 * i + 6] - c[8 * i + 6]) >> 1;
      a[8 * i + 7] = (b[8 * i + 7] - c[8 * i + 7]) >> 1;
    }
}

static int a[8 * N], b[8 * N], c[8 * N], d[N];

static void
check (int n, int with_d)
{
  for (int k = 0; k < 8 * N; k++)
    a[k] = -7;
  if (with_d)
    halves (a, b, c, d, n);
  else
    halves_loads (a, b, c, n);
  for (int k = 0; k < 8 * N; k++)
    {
      int want = -7;
      if (k < 8 * n)
	want = (k % 8 < 4 ? b[k] * c[k] + (with_d ? d[k / 8] : 0)
		: (b[k] - c[k]) >> 1);
      if (a[k] != want)
	abort ();
    }
}

int
main (void)
{
  volatile int seed = -40000;
  for (int k = 0; k < 8 * N; k++)
    {
      b[k] = seed + 1701 * k;
      c[k] = k % 3 ? (seed >> (k % 7)) / 3 - k : 0;
      if (k % 8 < 4)
	c[k] = k % 5 - 2;
    }
  for (int i = 0; i < N; i++)
    d[i] = seed * (i - 6) + i;
  /* The extremes: INT_MIN + 1 and INT_MAX - 1 with c = 0 or 1.  */
  for (int k = 8 * (N - 1); k < 8 * N; k++)
    {
      b[k] = k & 1 ? -__INT_MAX__ : __INT_MAX__ - 1;
      c[k] = k % 8 < 4 ? 1 : (k & 1 ? 0 : -1);
    }
  d[N - 1] = 0;
  for (int n = 0; n <= N; n += n < 3 ? 1 : 5)
    {
      check (n, 1);
      check (n, 0);
    }
  check (N, 1);
  check (N, 0);
  return 0;
}
