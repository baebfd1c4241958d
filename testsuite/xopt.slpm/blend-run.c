/* Two-opcode groups GCC 12's SLP cannot blend (it blends only PLUS
   against MINUS): SLP-M computes both operations on every lane and picks
   each lane's result with one VEC_PERM_EXPR (slpm-blend.cc).  The extra
   lanes must not change any value: the signed products and differences
   are computed in the unsigned type (the inputs below overflow on the
   lanes that did not compute them: INT_MAX * 3), unsigned ones wrap, and
   MIN/MAX keep their signedness.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized -fplugin-arg-xopt_slpm-dump" } */

extern void abort (void);

#define N 37

__attribute__ ((noinline)) void
mul_sub (int *restrict o, const int *restrict a, const int *restrict b,
	 int n)
{
  for (int i = 0; i < n; i++)
    {
      o[4 * i + 0] = a[4 * i + 0] * b[4 * i + 0]; /* { dg-optimized "SLP-M: 4 lanes computed as vector code: mult_expr and minus_expr on every lane, 1 blend" } */
      o[4 * i + 1] = a[4 * i + 1] - b[4 * i + 1];
      o[4 * i + 2] = a[4 * i + 2] * b[4 * i + 2];
      o[4 * i + 3] = a[4 * i + 3] - b[4 * i + 3];
    }
}

__attribute__ ((noinline)) void
mul_add_u (unsigned *restrict o, const unsigned *restrict a,
	   const unsigned *restrict b)
{
  o[0] = a[0] + b[0]; /* { dg-optimized "SLP-M: 4 lanes computed as vector code: plus_expr and mult_expr on every lane, 1 blend" } */
  o[1] = a[1] * b[1];
  o[2] = a[2] * b[2];
  o[3] = a[3] + b[3];
}

static inline short
smaller (short x, short y)
{
  return x < y ? x : y;
}

static inline short
larger (short x, short y)
{
  return x < y ? y : x;
}

__attribute__ ((noinline)) void
min_max (short *restrict o, const short *restrict a, const short *restrict b)
{
  o[0] = smaller (a[0], b[0]); /* { dg-optimized "SLP-M: 8 lanes computed as vector code: min_expr and max_expr on every lane, 1 blend" } */
  o[1] = larger (a[1], b[1]);
  o[2] = smaller (a[2], b[2]);
  o[3] = larger (a[3], b[3]);
  o[4] = smaller (a[4], b[4]);
  o[5] = larger (a[5], b[5]);
  o[6] = smaller (a[6], b[6]);
  o[7] = larger (a[7], b[7]);
}

static int a[4 * N], b[4 * N], o[4 * N];
static unsigned ua[4], ub[4], uo[4];
static short sa[8], sb[8], so[8];

static void
check_mul_sub (int n)
{
  for (int k = 0; k < 4 * N; k++)
    o[k] = 12345;
  mul_sub (o, a, b, n);
  for (int k = 0; k < 4 * N; k++)
    {
      int want = 12345;
      if (k < 4 * n)
	want = k % 2 ? a[k] - b[k] : a[k] * b[k];
      if (o[k] != want)
	abort ();
    }
}

int
main (void)
{
  volatile int big = __INT_MAX__;
  for (int k = 0; k < 4 * N; k++)
    {
      /* Products fit on the product lanes; on the difference lanes the
	 product overflows (computed unsigned, thrown away).  */
      a[k] = k % 2 ? big - k : (k - 60) * 1001;
      b[k] = k % 2 ? -3 - k : 2 * k - 70;
    }
  a[1] = -big;
  b[1] = 1;
  for (int n = 0; n <= N; n += n < 4 ? 1 : 11)
    check_mul_sub (n);

  for (int k = 0; k < 4; k++)
    {
      ua[k] = 0xfffffff0u + k;
      ub[k] = 0x10001u * (k + 3);
    }
  mul_add_u (uo, ua, ub);
  for (int k = 0; k < 4; k++)
    if (uo[k] != (k == 1 || k == 2 ? ua[k] * ub[k] : ua[k] + ub[k]))
      abort ();

  short sv[8] = { -32768, 32767, -1, 0, 5, -5, 32767, -32768 };
  for (int k = 0; k < 8; k++)
    {
      sa[k] = sv[k];
      sb[k] = sv[7 - k];
    }
  min_max (so, sa, sb);
  for (int k = 0; k < 8; k++)
    if (so[k] != (k % 2 ? (sa[k] < sb[k] ? sb[k] : sa[k])
		  : (sa[k] < sb[k] ? sa[k] : sb[k])))
      abort ();
  return 0;
}

/* The products and differences of the signed lanes are computed in the
   unsigned type.  */
/* { dg-final { scan-tree-dump "VIEW_CONVERT_EXPR<vector\\(\[48\]\\) unsigned int>" "xopt_slpm" } } */
/* { dg-final { scan-tree-dump "VEC_PERM_EXPR" "xopt_slpm" } } */
