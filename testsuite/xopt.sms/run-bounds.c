/* Constant bounds whose adjusted value FIN - STAGE * STEP is not an ARM
   immediate (it is loaded into a register before the loop), constant
   bounds that stay immediates, and register bounds; checked against the
   loops compiled without optimisation.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-xopt_sms-model=in-order -fno-tree-vectorize -fno-unroll-loops -fopt-info-loop" } */

extern void abort (void);

#define REF __attribute__ ((noinline, optimize ("O0")))
#define OPT __attribute__ ((noinline))

int h[256];

#define LOOP(NAME, FIN, STEP)                                           \
  int NAME (int start)                                                  \
  {                                                                     \
    int s = 0;                                                          \
    for (int i = start; i != FIN; i += STEP)                            \
      {                                                                 \
	h[i & 255] += i;                                                \
	s ^= i * 5;                                                     \
      }                                                                 \
    return s;                                                           \
  }
#define BOTH(NAME, FIN, STEP) OPT LOOP (NAME, FIN, STEP) REF LOOP (NAME##_ref, FIN, STEP)

/* 0x10101 - k: not an ARM immediate for small k.  */
BOTH (odd, 0x10101, 1) /* { dg-optimized "loop software-pipelined" } */
BOTH (odd_down, -0x10101, -1) /* { dg-optimized "loop software-pipelined" } */
BOTH (imm, 0x100, 1) /* { dg-optimized "loop software-pipelined" } */
BOTH (big3, 0x123453, 3) /* { dg-optimized "loop software-pipelined" } */

static int saved[256];

#define CHECK(F, START)                                                 \
  do                                                                    \
    {                                                                   \
      for (int i = 0; i < 256; i++)                                     \
	h[i] = 0;                                                       \
      int s = F (START);                                                \
      for (int i = 0; i < 256; i++)                                     \
	{                                                               \
	  saved[i] = h[i];                                              \
	  h[i] = 0;                                                     \
	}                                                               \
      if (s != F##_ref (START))                                         \
	abort ();                                                       \
      for (int i = 0; i < 256; i++)                                     \
	if (saved[i] != h[i])                                           \
	  abort ();                                                     \
    }                                                                   \
  while (0)

int
main (void)
{
  for (int n = 0; n <= 12; n++)
    {
      CHECK (odd, 0x10101 - n);
      CHECK (odd_down, -0x10101 + n);
      CHECK (imm, 0x100 - n);
      CHECK (big3, 0x123453 - 3 * n);
    }
  CHECK (odd, 0x10101 - 1000);
  return 0;
}
