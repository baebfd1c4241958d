/* Counted loops with every step and compare form, run for trip counts
   0 .. 14 and checked against the same loops compiled without
   optimisation.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-xopt_sms-model=in-order -fno-tree-vectorize -fno-unroll-loops -fopt-info-loop" } */

extern void abort (void);

#define SZ 400
int a[SZ], b[SZ], r[SZ];

#define REF __attribute__ ((noinline, optimize ("O0")))
#define OPT __attribute__ ((noinline))

/* NAME (lo, n): a loop over i from LO with step STEP, N iterations as
   written by COND; the body reads the counter.  */
#define UP(NAME, STEP, COND)                                            \
  void NAME (int lo, int n)                                           \
  {                                                                     \
    for (int i = lo; COND; i += STEP)                                   \
      r[i] = a[i] * 3 + b[i] - i;                                       \
  }
#define DOWN(NAME, STEP, COND)                                          \
  void NAME (int hi, int n)                                           \
  {                                                                     \
    for (int i = hi; COND; i -= STEP)                                   \
      r[i] = a[i] * 5 - b[i + 1] + i;                                   \
  }

#define BOTH(M, NAME, STEP, COND)                                       \
  OPT M (NAME, STEP, COND)                                              \
  REF M (NAME##_ref, STEP, COND)

BOTH (UP, up1, 1, i < lo + n) /* { dg-optimized "loop software-pipelined" } */
BOTH (UP, up1ne, 1, i != lo + n) /* { dg-optimized "loop software-pipelined" } */
BOTH (UP, up1le, 1, i <= lo + n - 1) /* { dg-optimized "loop software-pipelined" } */
BOTH (UP, up2, 2, i < lo + 2 * n) /* { dg-optimized "loop software-pipelined" } */
BOTH (UP, up3, 3, i < lo + 3 * n) /* { dg-optimized "loop software-pipelined" } */
BOTH (UP, up3ne, 3, i != lo + 3 * n) /* { dg-optimized "loop software-pipelined" } */
BOTH (UP, up5le, 5, i <= lo + 5 * n - 5) /* { dg-optimized "loop software-pipelined" } */
BOTH (DOWN, down1, 1, i > hi - n) /* { dg-optimized "loop software-pipelined" } */
BOTH (DOWN, down1ne, 1, i != hi - n) /* { dg-optimized "loop software-pipelined" } */
BOTH (DOWN, down2, 2, i > hi - 2 * n) /* { dg-optimized "loop software-pipelined" } */
BOTH (DOWN, down3, 3, i >= hi - 3 * n + 1) /* { dg-optimized "loop software-pipelined" } */
BOTH (DOWN, down4, 4, i > hi - 4 * n) /* { dg-optimized "loop software-pipelined" } */
BOTH (DOWN, down4ne, 4, i != hi - 4 * n) /* { dg-optimized "loop software-pipelined" } */

/* Unsigned counters and bounds.  */
#define UUP(NAME, STEP, COND)                                           \
  void NAME (unsigned lo, unsigned n)                                   \
  {                                                                     \
    for (unsigned i = lo; COND; i += STEP)                              \
      r[i % SZ] += a[i % SZ] ^ (int) i;                                 \
  }
BOTH (UUP, uup1, 1, i < lo + n) /* { dg-optimized "loop software-pipelined" } */
BOTH (UUP, uup3, 3, i < lo + 3 * n) /* { dg-optimized "loop software-pipelined" } */
BOTH (UUP, uup7ne, 7, i != lo + 7 * n) /* { dg-optimized "loop software-pipelined" } */

/* Large steps: the bound adjustment STAGE * STEP is big.  */
#define BIG 1000003
void OPT
big (long lo, int n)
{
  for (long x = lo; x < lo + (long) BIG * n; x += BIG) /* { dg-optimized "loop software-pipelined" "" { target x86_64-*-* } } */
    r[(x - lo) / BIG] = a[(x - lo) / BIG] + (int) (x & 0xff);
}
void REF
big_ref (long lo, int n)
{
  for (long x = lo; x < lo + (long) BIG * n; x += BIG)
    r[(x - lo) / BIG] = a[(x - lo) / BIG] + (int) (x & 0xff);
}

static void
reset (void)
{
  for (int i = 0; i < SZ; i++)
    r[i] = -7 * i;
}

static int out[SZ];

static void
save (void)
{
  for (int i = 0; i < SZ; i++)
    out[i] = r[i];
}

static void
check (void)
{
  for (int i = 0; i < SZ; i++)
    if (out[i] != r[i])
      abort ();
}

#define RUN(F, X, N)                                                    \
  do                                                                    \
    {                                                                   \
      reset ();                                                         \
      F (X, N);                                                         \
      save ();                                                          \
      reset ();                                                         \
      F##_ref (X, N);                                                   \
      check ();                                                         \
    }                                                                   \
  while (0)

int
main (void)
{
  for (int i = 0; i < SZ; i++) /* { dg-optimized "loop software-pipelined" } */
    {
      a[i] = i * 37 % 101 - 50;
      b[i] = i * 11 % 29;
    }
  for (int n = 0; n <= 14; n++)
    {
      RUN (up1, 5, n);
      RUN (up1ne, 5, n);
      RUN (up1le, 5, n);
      RUN (up2, 3, n);
      RUN (up3, 1, n);
      RUN (up3ne, 1, n);
      RUN (up5le, 2, n);
      RUN (down1, 100, n);
      RUN (down1ne, 100, n);
      RUN (down2, 100, n);
      RUN (down3, 100, n);
      RUN (down4, 100, n);
      RUN (down4ne, 100, n);
      RUN (uup1, 4, n);
      RUN (uup3, 4, n);
      RUN (uup7ne, 4, n);
      RUN (uup1, 0xfffffffcu, n);
      RUN (big, 17, n);
      RUN (big, -5000000, n);
    }
  return 0;
}
