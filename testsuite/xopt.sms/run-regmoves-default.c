/* Register moves by default (issue 15 point 3): on ARM, where the
   profitability model is in-order, the pass schedules each loop with and
   without moves and keeps the moves only when they lower II.  On
   Cortex-A8 these four loops of bench/sms get a lower II with moves: a
   float scale through pointers (II 24 -> 22), a byte-to-float conversion
   (24 -> 23), a strength-reduced multiply by a constant that is no
   immediate (12 -> 9) and an unsigned char counter that wraps (8 -> 6),
   the last two with their stores after the branch; so does a check
   loop of main.
   Every loop runs for trip counts 0 .. 20, which covers 0 .. stages + 2
   and the guard's fallback to the original loop; the results are checked
   element by element, and the element past the end must be untouched.  */
/* { dg-do run } */
/* Modulo variable expansion is off here (mve=0): on ARM it lowers the II
   of all four further (run-mve.c).  */
/* { dg-options "-fplugin-arg-xopt_sms-mve=0 -fno-tree-vectorize -fno-unroll-loops -fopt-info-loop-optimized -fplugin-arg-xopt_sms-dump" } */

extern void abort (void);

#define N 24
#define GUARD -12345

__attribute__ ((noipa)) void
scale_ptr (float *restrict dst, const float *restrict src, float k,
	   const float *end)
{
  for (; src != end; src++, dst++) /* { dg-optimized "loop software-pipelined: II=" } */
    *dst = *src * k + 1.0f;
}

__attribute__ ((noipa)) void
u8_to_f32 (float *restrict out, const unsigned char *restrict in, int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "loop software-pipelined: II=" } */
    out[i] = in[i] * (1.0f / 255.0f) - 0.5f;
}

__attribute__ ((noipa)) void
scaled (int *restrict o, const int *restrict a, int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "loop software-pipelined: II=" } */
    o[i] = a[i] + (i * 7919) % 1000;
}

/* From C0 in steps of 7 until E, through 255 to 0.  */
__attribute__ ((noipa)) void
uchar_wrap (int *restrict o, const int *restrict a, unsigned char c0,
	    unsigned char e)
{
  for (unsigned char c = c0; c != e; c += 7) /* { dg-optimized "loop software-pipelined: II=" } */
    o[c] = a[c] * 5 - c;
}

static float fsrc[N], fdst[N + 1];
static unsigned char bytes[N];
static int isrc[256], idst[256];

static void
check_float (float k, int n)
{
  for (int i = 0; i < N + 1; i++)
    fdst[i] = GUARD;
  scale_ptr (fdst, fsrc, k, fsrc + n);
  for (int i = 0; i < n; i++)
    if (fdst[i] != fsrc[i] * k + 1.0f)
      abort ();
  if (fdst[n] != GUARD)
    abort ();

  for (int i = 0; i < N + 1; i++)
    fdst[i] = GUARD;
  u8_to_f32 (fdst, bytes, n);
  for (int i = 0; i < n; i++)
    if (fdst[i] != bytes[i] * (1.0f / 255.0f) - 0.5f)
      abort ();
  if (fdst[n] != GUARD)
    abort ();
}

static void
check_int (int n)
{
  for (int i = 0; i < 256; i++)
    idst[i] = GUARD;
  scaled (idst, isrc, n);
  for (int i = 0; i < 256; i++)
    if (idst[i] != (i < n ? isrc[i] + (i * 7919) % 1000 : GUARD))
      abort ();

  /* N steps of 7 from 250: the counter wraps after the first step.  */
  unsigned char c0 = 250, e = (unsigned char) (c0 + 7 * n);
  for (int i = 0; i < 256; i++)
    idst[i] = GUARD;
  uchar_wrap (idst, isrc, c0, e);
  int seen[256] = { 0 };
  unsigned char c = c0;
  for (int t = 0; t < n; t++, c += 7)
    seen[c] = 1;
  for (int i = 0; i < 256; i++)
    if (idst[i] != (seen[i] ? isrc[i] * 5 - i : GUARD))
      abort ();
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      fsrc[i] = i * 0.75f - 3.0f;
      bytes[i] = (unsigned char) (i * 37 + 11);
    }
  for (int i = 0; i < 256; i++)
    isrc[i] = i * 13 - 700;
  for (int n = 0; n <= 20; n++)
    {
      check_float (1.5f + n, n);
      check_int (n);
    }
  return 0;
}

/* { dg-final { scan-rtl-dump-times "register moves in the kernel: \[1-9\]" 5 xopt_sms { target arm*-*-* } } } */
/* { dg-final { scan-rtl-dump "software-pipelined: II=22 MII=16 stages=2 list=32" xopt_sms { target arm*-*-* } } } */
/* { dg-final { scan-rtl-dump "software-pipelined: II=23 MII=23 stages=2 list=32" xopt_sms { target arm*-*-* } } } */
/* { dg-final { scan-rtl-dump "software-pipelined: II=9 MII=8 stages=3 list=15" xopt_sms { target arm*-*-* } } } */
/* { dg-final { scan-rtl-dump "software-pipelined: II=6 MII=5 stages=3 list=10" xopt_sms { target arm*-*-* } } } */
/* { dg-final { scan-rtl-dump-not "register moves in the kernel" xopt_sms { target x86_64-*-* i?86-*-* } } } */
