/* Counters the exit compare sees only through a wrap (issue 15, point 1),
   run for trip counts 0 .. 8 and checked against the same loops compiled
   without optimisation: the paper's loop whose step 0xEDCBA987 is no ARM
   immediate (ARM keeps it in a register, with a REG_EQUAL note on the
   add), and unsigned char and short counters, whose add ARM follows with
   a zero-extension (a progression modulo 2^8 or 2^16, wrapping through 0
   in the tests below).  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-xopt_sms-model=in-order -fno-tree-vectorize -fno-unroll-loops -fopt-info-loop-optimized" } */

extern void abort (void);

int a[64], r[64];

#define REF __attribute__ ((noinline, optimize ("O0")))
#define OPT __attribute__ ((noinline))

#define STEP 0xEDCBA987u

/* The paper's example: 22 iterations, the counter wraps twice.  */
#define PAPER(NAME)                                                     \
  void NAME (void)                                                      \
  {                                                                     \
    for (unsigned x = 0; x != 0x6F80919Au; x += STEP)                   \
      r[x & 63] += a[x & 31] * 3 + (int) (x >> 28);                     \
  }
/* The same step from X0 until FIN.  */
#define PAPER_N(NAME)                                                   \
  void NAME (unsigned x0, unsigned fin)                                 \
  {                                                                     \
    for (unsigned x = x0; x != fin; x += STEP)                          \
      r[x & 63] += a[(x >> 7) & 63] * 5 - (int) (x >> 26);              \
  }
#define UCHAR(NAME)                                                     \
  void NAME (unsigned char c0, unsigned char c1)                        \
  {                                                                     \
    for (unsigned char c = c0; c != c1; c += 7)                         \
      r[c & 63] = r[(c >> 2) & 63] * 3 + a[c & 31] + c;                 \
  }
#define UCHAR_CONST(NAME)                                               \
  void NAME (void)                                                      \
  {                                                                     \
    for (unsigned char c = 200; c != 17; c += 7)                        \
      r[c & 63] += a[c >> 2] - c;                                       \
  }
/* 45 iterations; FIN - STEP is below 0 and wraps to 252.  */
#define UCHAR_CONST3(NAME)                                              \
  void NAME (void)                                                      \
  {                                                                     \
    for (unsigned char c = 200; c != 3; c += 7)                         \
      r[c & 63] -= a[c >> 2] * c;                                       \
  }
#define USHORT(NAME)                                                    \
  void NAME (unsigned short c0, unsigned short n)                       \
  {                                                                     \
    for (unsigned short c = c0; c != n; c += 3)                         \
      r[c & 63] = r[(c + 5) & 63] + a[c >> 10] * 7 - c;                 \
  }
#define USHORT_DOWN(NAME)                                               \
  void NAME (unsigned short c0, unsigned short n)                       \
  {                                                                     \
    for (unsigned short c = c0; c != n; c -= 5)                         \
      r[c & 63] ^= a[(c >> 3) & 63] + c;                                \
  }

OPT PAPER (paper) /* { dg-optimized "loop software-pipelined" } */
REF PAPER (paper_ref)
OPT PAPER_N (paper_n) /* { dg-optimized "loop software-pipelined" } */
REF PAPER_N (paper_n_ref)
OPT UCHAR (uchar7) /* { dg-optimized "loop software-pipelined" } */
REF UCHAR (uchar7_ref)
OPT UCHAR_CONST (uchar_const) /* { dg-optimized "loop software-pipelined" } */
REF UCHAR_CONST (uchar_const_ref)
OPT UCHAR_CONST3 (uchar_const3) /* { dg-optimized "loop software-pipelined" } */
REF UCHAR_CONST3 (uchar_const3_ref)
OPT USHORT (ushort3) /* { dg-optimized "loop software-pipelined" } */
REF USHORT (ushort3_ref)
OPT USHORT_DOWN (ushort_down5) /* { dg-optimized "loop software-pipelined" } */
REF USHORT_DOWN (ushort_down5_ref)

static int saved[64];

static void
reset (int seed)
{
  for (int i = 0; i < 64; i++)
    {
      a[i] = (i * 37 + seed) % 101 - 50;
      r[i] = i * seed - 7;
    }
}

static void
save (void)
{
  for (int i = 0; i < 64; i++)
    saved[i] = r[i];
}

static void
check (void)
{
  for (int i = 0; i < 64; i++)
    if (r[i] != saved[i])
      abort ();
}

#define RUN(CALL_REF, CALL, SEED)                                       \
  do                                                                    \
    {                                                                   \
      reset (SEED);                                                     \
      CALL_REF;                                                         \
      save ();                                                          \
      reset (SEED);                                                     \
      CALL;                                                             \
      check ();                                                         \
    }                                                                   \
  while (0)

int
main (void)
{
  static const unsigned starts[] = { 0, 1, 0x7ffffff0u, 0xfffffff9u };
  static const unsigned char cstarts[] = { 0, 100, 250, 255 };
  static const unsigned short sstarts[] = { 0, 4000, 65530, 65535 };
  RUN (paper_ref (), paper (), 3);
  RUN (uchar_const_ref (), uchar_const (), 4);
  RUN (uchar_const3_ref (), uchar_const3 (), 5);
  for (int s = 0; s < 4; s++)
    for (unsigned k = 0; k <= 8; k++)
      {
	unsigned fin = starts[s] + k * STEP;
	RUN (paper_n_ref (starts[s], fin), paper_n (starts[s], fin), k);
	unsigned char c1 = (unsigned char) (cstarts[s] + 7 * k);
	RUN (uchar7_ref (cstarts[s], c1), uchar7 (cstarts[s], c1), k + 1);
	unsigned short n = (unsigned short) (sstarts[s] + 3 * k);
	RUN (ushort3_ref (sstarts[s], n), ushort3 (sstarts[s], n), k + 2);
	n = (unsigned short) (sstarts[s] - 5 * k);
	RUN (ushort_down5_ref (sstarts[s], n), ushort_down5 (sstarts[s], n),
	     k + 3);
      }
  /* Counts that wrap the narrow counter many times over.  */
  RUN (uchar7_ref (3, 2), uchar7 (3, 2), 9);
  RUN (ushort3_ref (7, 4), ushort3 (7, 4), 10);
  return 0;
}
