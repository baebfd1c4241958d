/* Two-stage kernels without an original copy of the loop: one iteration
   runs the prologue and then the epilogue, two and more run the kernel.
   Every count from 0 to 40 must give what the loop gives, the count 1 on
   the short path and 2 with the kernel run once: stores, a sum carried
   out of the loop, a float conversion, a short counter, a count-down
   loop and a pointer walk, with bounds and pointers passed at run time.
   The count analysis assumes that a pointer walks a multiple of its
   step: proved when the end is the start plus the count scaled
   (walk_count), not for an end passed in (walk_end) nor for 8-byte
   elements over a distance of 4 * n bytes (walk_words, run with even n
   only), which keep the original copy behind their guard.  In
   two_passes the bound of both loops, 4 * n4 bytes, is computed once
   above the first loop's guard: the proof for the second loop finds it
   through the dominator tree (its only definition), not the walk back
   along single predecessors.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-vectorize -fno-unroll-loops -fopt-info-loop-optimized -fplugin-arg-xopt_sms-dump" } */

extern void abort (void);

#define N 40

__attribute__ ((noinline)) void
scale_add (int *restrict out, const int *restrict a, const int *restrict b,
	   int k, int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "loop software-pipelined: II=" } */
    out[i] = a[i] * k + b[i];
}

__attribute__ ((noinline)) long
dot_widen (const short *a, const short *b, unsigned n)
{
  long s = 0;
  for (unsigned i = 0; i < n; i++) /* { dg-optimized "loop software-pipelined: II=" } */
    s += (long) a[i] * b[i];
  return s;
}

__attribute__ ((noinline)) void
to_fixed (int *restrict out, const float *restrict in, float scale, int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "loop software-pipelined: II=" } */
    out[i] = (int) (in[i] * scale);
}

__attribute__ ((noinline)) void
count_down (unsigned char *restrict out, const unsigned char *restrict in,
	    unsigned short n)
{
  for (unsigned short i = n; i != 0; i--) /* { dg-optimized "loop software-pipelined: II=" } */
    out[i - 1] = (unsigned char) (in[i - 1] * 3 + 1);
}

__attribute__ ((noinline)) void
walk_count (int *restrict o, const int *restrict a, int k, int n)
{
  for (const int *p = a, *end = a + n; p != end; p++) /* { dg-optimized "loop software-pipelined: II=" } */
    *o++ = *p * k + 1;
}

__attribute__ ((noinline)) void
walk_end (int *restrict o, const int *restrict a, const int *end, int k)
{
  for (const int *p = a; p != end; p++) /* { dg-optimized "loop software-pipelined: II=" "" { target x86_64-*-* } } */
    *o++ = *p * k + 1;
}

__attribute__ ((noinline)) void
walk_words (long long *restrict o, const long long *restrict a, long long k,
	    int n)
{
  const long long *end
    = (const long long *) ((const char *) a + 4 * (long) n);
  for (const long long *p = a; p != end; p++) /* { dg-optimized "loop software-pipelined: II=" "" { target x86_64-*-* } } */
    *o++ = *p * k + 1;
}

__attribute__ ((noinline)) void
nudge (float *p)
{
  p[0] += 1.0f;
}

__attribute__ ((noinline)) void
two_passes (float *restrict out, const float *restrict in,
	    const float *restrict t, int n4)
{
  for (int i = 0; i < n4; i++) /* { dg-optimized "loop software-pipelined: II=" } */
    out[i] = in[i] * t[i] + t[n4 + i];
  nudge (out);
  for (int i = 0; i < n4; i++) /* { dg-optimized "loop software-pipelined: II=" } */
    out[n4 + i] = out[i] * t[n4 + i] - in[i];
}

int a[N], b[N], out[N + 1];
long long la[N], lout[N + 1];
short sa[N], sb[N];
float f[N], ft[2 * N], fout[2 * N + 1];
unsigned char ca[N], cout[N + 1];

static void
check_scale_add (int n)
{
  out[n] = -7;
  scale_add (out, a, b, 13, n);
  for (volatile int i = 0; i < n; i++)
    if (out[i] != a[i] * 13 + b[i])
      abort ();
  if (out[n] != -7)
    abort ();
}

static void
check_dot_widen (int n)
{
  volatile long s = 0;
  for (volatile int i = 0; i < n; i++)
    s = s + (long) sa[i] * sb[i];
  if (dot_widen (sa, sb, n) != s)
    abort ();
}

static void
check_to_fixed (int n)
{
  out[n] = -7;
  to_fixed (out, f, 1000.0f, n);
  for (volatile int i = 0; i < n; i++)
    if (out[i] != (int) (f[i] * 1000.0f))
      abort ();
  if (out[n] != -7)
    abort ();
}

static void
check_count_down (int n)
{
  cout[n] = 0x5a;
  count_down (cout, ca, n);
  for (volatile int i = 0; i < n; i++)
    if (cout[i] != (unsigned char) (ca[i] * 3 + 1))
      abort ();
  if (cout[n] != 0x5a)
    abort ();
}

static void
check_walks (int n)
{
  for (int variant = 0; variant < 2; variant++)
    {
      out[n] = -7;
      if (variant)
	walk_end (out, a, a + n, 9);
      else
	walk_count (out, a, 9, n);
      for (volatile int i = 0; i < n; i++)
	if (out[i] != a[i] * 9 + 1)
	  abort ();
      if (out[n] != -7)
	abort ();
    }
}

static void
check_walk_words (int n)
{
  int m = n / 2;
  lout[m] = -7;
  walk_words (lout, la, 9, 2 * m);
  for (volatile int i = 0; i < m; i++)
    if (lout[i] != la[i] * 9 + 1)
      abort ();
  if (lout[m] != -7)
    abort ();
}

static void
check_two_passes (int n4)
{
  fout[2 * n4] = -7.0f;
  two_passes (fout, f, ft, n4);
  for (volatile int i = 0; i < n4; i++)
    {
      float first = f[i] * ft[i] + ft[n4 + i] + (i == 0 ? 1.0f : 0.0f);
      if (fout[i] != first
	  || fout[n4 + i] != first * ft[n4 + i] - f[i])
	abort ();
    }
  /* With n4 == 0 the nudge lands on the sentinel.  */
  if (fout[2 * n4] != (n4 ? -7.0f : -6.0f))
    abort ();
}

int
main (void)
{
  volatile int seed = 5;
  for (int i = 0; i < N; i++)
    {
      a[i] = seed * i - 77;
      b[i] = (seed ^ i) * 1001;
      sa[i] = (short) (seed * i * 911 - 16000);
      sb[i] = (short) (i * 31 - seed * 500);
      f[i] = (float) (seed * i) / 7.0f - 3.0f;
      ca[i] = (unsigned char) (seed * i * 17);
      la[i] = (long long) seed * i * 1000003 - 99;
      ft[i] = (float) (i % 7) * 0.25f + 0.5f;
      ft[N + i] = (float) (seed - i % 5) * 0.125f;
    }
  for (int n = 0; n <= N; n++)
    {
      check_scale_add (n);
      check_dot_widen (n);
      check_to_fixed (n);
      check_count_down (n);
      check_walks (n);
      check_walk_words (n);
      check_two_passes (n);
    }
  return 0;
}

/* On x86-64 every guard is the count alone; ARM's count analysis keeps
   an assumption (a register that must be nonzero), and the loops are
   versioned there.  */
/* { dg-final { scan-rtl-dump-times "short path: one iteration runs the prologue and the epilogue" 7 xopt_sms { target x86_64-*-* } } } */
/* { dg-final { scan-rtl-dump-times "guard: run the original loop when ne" 2 xopt_sms { target x86_64-*-* } } } */
