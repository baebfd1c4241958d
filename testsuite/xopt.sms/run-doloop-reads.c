/* Count-down loops whose decrement-and-test counter the body also reads
   (issue 15, point 2): on ARM combine fuses the decrement with the exit
   test (subs), and the counter is taken as a progression of step -1;
   when the test lands in a later stage the kernel's update becomes a
   plain subtract followed by a compare with FIN - SC * STEP.  Trip
   counts 0 .. 12 and a few large ones, checked against the same loops
   compiled without optimisation.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-xopt_sms-model=in-order -fno-tree-vectorize -fno-unroll-loops -fopt-info-loop-optimized" } */

extern void abort (void);

#define SZ 300
int a[SZ], b[SZ], r[SZ];

#define REF __attribute__ ((noinline, optimize ("O0")))
#define OPT __attribute__ ((noinline))

/* The counter is stored and used as an index.  */
#define DOWN(NAME)                                                      \
  void NAME (int n)                                                     \
  {                                                                     \
    for (int i = n; i > 0; i--)                                         \
      r[i] = b[i] * 3 + i;                                              \
  }
/* The counter of while (n--) read after its decrement.  */
#define WHILE(NAME)                                                     \
  int NAME (unsigned n)                                                 \
  {                                                                     \
    int s = 0;                                                          \
    while (n--)                                                         \
      {                                                                 \
	r[n] += a[n] - (int) n;                                         \
	s += (int) n * 3;                                               \
      }                                                                 \
    return s;                                                           \
  }
/* A longer body: the test goes to a later stage.  */
#define LONG(NAME)                                                      \
  int NAME (const int *p, int n)                                        \
  {                                                                     \
    int s = 0;                                                          \
    for (int i = n; i != 0; i--)                                        \
      {                                                                 \
	int v = p[i] * p[i - 1];                                        \
	s += v * i - (v >> 3);                                          \
      }                                                                 \
    return s;                                                           \
  }

OPT DOWN (down) /* { dg-optimized "loop software-pipelined" "" { target arm*-*-* } } */
REF DOWN (down_ref)
OPT WHILE (whl) /* { dg-optimized "loop software-pipelined" "" { target arm*-*-* } } */
REF WHILE (whl_ref)
OPT LONG (longer) /* { dg-optimized "loop software-pipelined" "" { target arm*-*-* } } */
REF LONG (longer_ref)

static int saved[SZ];

static void
reset (int seed)
{
  for (int i = 0; i < SZ; i++)
    {
      a[i] = (i * 7 + seed) % 13 - 6;
      b[i] = i % 5 - 2 + seed;
      r[i] = i * seed;
    }
}

static void
save (void)
{
  for (int i = 0; i < SZ; i++)
    saved[i] = r[i];
}

static void
check (void)
{
  for (int i = 0; i < SZ; i++)
    if (r[i] != saved[i])
      abort ();
}

static void
try_count (int n)
{
  reset (n);
  down_ref (n);
  int s1 = whl_ref (n);
  int t1 = longer_ref (a, n);
  save ();
  reset (n);
  down (n);
  if (whl (n) != s1 || longer (a, n) != t1)
    abort ();
  check ();
}

int
main (void)
{
  for (int n = 0; n <= 12; n++)
    try_count (n);
  try_count (100);
  try_count (SZ - 1);
  return 0;
}
