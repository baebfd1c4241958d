/* Register moves (regmoves=1): values that live longer than II are
   carried by chains of copies into fresh pseudos.  Float and int values
   live up to more than 3 * II (x86-64 f4: three moves; f2 and f3: two),
   live-out values returned after the loop, and (i3) the counter read
   before its increment, whose copy for the first iteration is made
   before the loop (the cause of the wrong prologue once seen in GCC's
   gcc.dg/sms-10.c).  Trip counts 0 .. 12 (more than the stage count +
   2), checked against the same loops compiled without optimisation.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-xopt_sms-regmoves -fplugin-arg-xopt_sms-regmoves-keep=moves -fplugin-arg-xopt_sms-max-ii-factor=4 -fplugin-arg-xopt_sms-model=in-order -fno-tree-vectorize -fno-unroll-loops -fno-tree-loop-distribute-patterns -fplugin-arg-xopt_sms-dump" } */

extern void abort (void);

#define REF __attribute__ ((noinline, optimize ("O0")))
#define OPT __attribute__ ((noinline))
#define SZ 64

#define BOTH(RET, NAME, ARGS, ...)                                          \
  RET OPT NAME ARGS __VA_ARGS__                                             \
  RET REF NAME##_ref ARGS __VA_ARGS__

/* A float value used after two multiplies and after three or four.  */
BOTH (float, f2, (float *restrict b, const float *restrict a, int n,
		  float p, float q, float k),
      { float x = 0;
	for (int i = 0; i < n; i++)
	  { x = a[3 * i] + k; b[i] = (x * p) * q + x; }
	return x; })
BOTH (float, f3, (float *restrict b, const float *restrict a, int n,
		  float p, float q, float r, float k),
      { float x = 0;
	for (int i = 0; i < n; i++)
	  { x = a[3 * i] + k; b[i] = ((x * p) * q) * r + x; }
	return x; })
BOTH (float, f4, (float *restrict b, const float *restrict a, int n,
		  float p, float q, float r, float s, float k),
      { float x = 0;
	for (int i = 0; i < n; i++)
	  { x = a[3 * i] + k; b[i] = (((x * p) * q) * r) * s + x; }
	return x; })
/* A division: long and, on Cortex-A8, not pipelined.  */
BOTH (float, f5, (float *restrict b, const float *restrict a, int n,
		  float p, float k),
      { float x = 0;
	for (int i = 0; i < n; i++)
	  { x = a[3 * i] + k; b[i] = x / p + x; }
	return x; })
/* A float load stored late, next to integer work.  */
BOTH (float, f6, (float *restrict b, int *restrict c, const float *restrict a,
		  const int *restrict d, int n, int p),
      { float x = 0;
	for (int i = 0; i < n; i++)
	  { x = a[i]; int y = d[i] * 3 * p; b[i] = x;
	    c[i] = y * y + (int) x; }
	return x; })
/* Integer chains: the sum waits for the multiplies.  */
BOTH (int, i1, (int *restrict b, const int *restrict a, int n, int p, int q,
		int r, int k),
      { int x = 0;
	for (int i = 0; i < n; i++)
	  { x = a[i] + k; b[i] = ((x * p) * q) * r + x; }
	return x; })
BOTH (int, i2, (int *restrict b, const int *restrict a, int n, int p, int q,
		int r, int k),
      { int x = 0;
	for (int i = 0; i < n; i++)
	  { x = a[i] + k; b[i] = ((((x * p) * q) * r) * p) * q + x; }
	return x; })
/* The counter is read before its increment.  */
BOTH (int, i3, (int *restrict b, const int *restrict a, const int *restrict c,
		int n),
      { int x = 0;
	for (int i = 0; i < n; i++)
	  { x = a[i] + i; b[i] = c[a[x & 63] & 63] + x + i; }
	return x; })
/* Two dependent table look-ups.  */
BOTH (int, i4, (int *restrict b, const int *restrict a, int n, int p),
      { int x = 0;
	for (int i = 0; i < n; i++)
	  { x = a[i] ^ p; int y = a[x & 63]; b[i] = a[y & 63] + x; }
	return x; })

float fa[3 * SZ], fb[SZ], fb_ref[SZ];
int ia[SZ], ic[SZ], ib[SZ], ib_ref[SZ];

static void
reset (void)
{
  for (int i = 0; i < SZ; i++)
    {
      fb[i] = fb_ref[i] = -1;
      ib[i] = ib_ref[i] = -1;
    }
}

static void
check (void)
{
  for (int i = 0; i < SZ; i++)
    if (fb[i] != fb_ref[i] || ib[i] != ib_ref[i])
      abort ();
}

int
main (void)
{
  for (int i = 0; i < 3 * SZ; i++)
    fa[i] = (float) ((i * 7) % 13) - 6;
  for (int i = 0; i < SZ; i++)
    {
      ia[i] = (i * 11) % 17 - 8 + (i << 6);
      ic[i] = i * 5 - 100;
    }
  for (int n = 0; n <= 12; n++)
    {
      reset ();
      if (f2 (fb, fa, n, 1.5f, -0.5f, 0.25f)
	  != f2_ref (fb_ref, fa, n, 1.5f, -0.5f, 0.25f))
	abort ();
      check ();
      reset ();
      if (f3 (fb, fa, n, 1.5f, -0.5f, 2.0f, 0.25f)
	  != f3_ref (fb_ref, fa, n, 1.5f, -0.5f, 2.0f, 0.25f))
	abort ();
      check ();
      reset ();
      if (f4 (fb, fa, n, 1.5f, -0.5f, 2.0f, 3.0f, 0.25f)
	  != f4_ref (fb_ref, fa, n, 1.5f, -0.5f, 2.0f, 3.0f, 0.25f))
	abort ();
      check ();
      reset ();
      if (f5 (fb, fa, n, 3.0f, 0.25f) != f5_ref (fb_ref, fa, n, 3.0f, 0.25f))
	abort ();
      check ();
      reset ();
      if (f6 (fb, ib, fa, ia, n, 7) != f6_ref (fb_ref, ib_ref, fa, ia, n, 7))
	abort ();
      check ();
      reset ();
      if (i1 (ib, ia, n, 3, -5, 7, 2) != i1_ref (ib_ref, ia, n, 3, -5, 7, 2))
	abort ();
      check ();
      reset ();
      if (i2 (ib, ia, n, 3, -5, 7, 2) != i2_ref (ib_ref, ia, n, 3, -5, 7, 2))
	abort ();
      check ();
      reset ();
      if (i3 (ib, ia, ic, n) != i3_ref (ib_ref, ia, ic, n))
	abort ();
      check ();
      reset ();
      if (i4 (ib, ia, n, 0x55) != i4_ref (ib_ref, ia, n, 0x55))
	abort ();
      check ();
    }
  return 0;
}

/* The moves are in the kernels: ARM f5, f6, i1, i2, i3, i4 (i3 with a
   copy before the loop) and the check loop of main that compares two
   arrays (two copies before it: the values its post-increment loads
   bring in); x86-64 f2, f3, f4 (three moves), f5.  */
/* { dg-final { scan-rtl-dump-times "register moves in the kernel: \[1-9\]" 7 xopt_sms { target arm*-*-* } } } */
/* { dg-final { scan-rtl-dump-times "register move copy before the loop" 3 xopt_sms { target arm*-*-* } } } */
/* { dg-final { scan-rtl-dump-times "register moves in the kernel: \[1-9\]" 4 xopt_sms { target x86_64-*-* } } } */
/* { dg-final { scan-rtl-dump-times "register moves in the kernel: 3$" 1 xopt_sms { target x86_64-*-* } } } */
