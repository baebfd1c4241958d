/* Loops over global arrays with constant bounds: on ARM the counter is a
   post-incremented pointer whose count the pass describes itself, from
   the start and end addresses; both are a symbol plus a constant at the
   loop entry, so the count is known and the loop needs no runtime guard
   and no second version.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-xopt_sms-model=in-order -fno-tree-vectorize -fno-unroll-loops -fplugin-arg-xopt_sms-dump" } */

extern void abort (void);

#define N 100
int a[N], b[N], c[N];
float x[N + 3], y[N + 3];
int s1[1], s2[2], s3[3], s4[4], s5[5], d5[5];

/* Counts around the stage counts, known at compile time: the guard is
   decided either way, the loop is pipelined or left alone.  */
#define SMALL(K)                                                        \
  __attribute__ ((noinline)) void small##K (void)                       \
  {                                                                     \
    _Pragma ("GCC unroll 1")                                            \
    for (int i = 0; i < K; i++)                                         \
      d5[i] = s##K[i] * 5 + 1;                                          \
  }
SMALL (1)
SMALL (2)
SMALL (3)
SMALL (4)
SMALL (5)

__attribute__ ((noinline)) void
madd (void)
{
  for (int i = 0; i < N; i++)
    a[i] = b[i] * 3 + c[i];
}

__attribute__ ((noinline)) void
fscale (void)
{
  for (int i = 3; i < N + 3; i++)
    y[i] = x[i] * 0.5f - 1.0f;
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      b[i] = i * 7 - 300;
      c[i] = (i * 13) % 17;
    }
  for (int i = 0; i < N + 3; i++)
    x[i] = i * 0.25f;
  madd ();
  fscale ();
#define CHECK_SMALL(K)                                                  \
  for (int i = 0; i < K; i++)                                           \
    s##K[i] = i * 11 - K;                                               \
  for (int i = 0; i < 5; i++)                                           \
    d5[i] = -7;                                                         \
  small##K ();                                                          \
  for (int i = 0; i < 5; i++)                                           \
    if (d5[i] != (i < K ? (i * 11 - K) * 5 + 1 : -7))                   \
      abort ();
  CHECK_SMALL (1)
  CHECK_SMALL (2)
  CHECK_SMALL (3)
  CHECK_SMALL (4)
  CHECK_SMALL (5)
  for (int i = 0; i < N; i++)
    if (a[i] != (i * 7 - 300) * 3 + (i * 13) % 17)
      abort ();
  for (int i = 0; i < N + 3; i++)
    if (y[i] != (i < 3 ? 0.0f : i * 0.25f * 0.5f - 1.0f))
      abort ();
  return 0;
}

/* { dg-final { scan-rtl-dump "guard: none, the count is known to be enough" xopt_sms } } */
/* On ARM modulo variable expansion (mve) pipelines fscale with its kernel
   unrolled, after one iteration peeled as straight code (its count is
   known), and a check loop of main whose count the guard does not see:
   that one loop gets a runtime guard.  */
/* { dg-final { scan-rtl-dump-not "guard: run the original loop" xopt_sms { target x86_64-*-* i?86-*-* } } } */
/* { dg-final { scan-rtl-dump-times "guard: run the original loop" 1 xopt_sms { target arm*-*-* } } } */
/* { dg-final { scan-rtl-dump "iterations peeled before the prologue: \\(1\\)" xopt_sms { target arm*-*-* } } } */
