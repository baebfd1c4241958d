/* Unsigned wrap-around and the infinite-loop guard: the pipelined loop
   runs only when the iteration count is finite and known; otherwise the
   original loop runs.  Results are checked against the loops compiled
   without optimisation.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-xopt_sms-model=in-order -fno-tree-vectorize -fno-unroll-loops -fopt-info-loop" } */

extern void abort (void);

#define REF __attribute__ ((noinline, optimize ("O0")))
#define OPT __attribute__ ((noinline))

unsigned hist[64];

/* 0, 0xEDCBA987, ... reaches 0x6F80919A after 22 steps, wrapping
   around several times on the way.  */
#define WRAP_BODY(START, FIN)                                           \
  unsigned k = 0;                                                       \
  for (unsigned x = START; x != FIN; x += 0xEDCBA987u)                  \
    {                                                                   \
      hist[x >> 26] += x & 0xff;                                        \
      k++;                                                              \
    }                                                                   \
  return k;

unsigned OPT wrap (unsigned start, unsigned fin) { WRAP_BODY (start, fin) } /* { dg-optimized "loop software-pipelined" "" { target x86_64-*-* } } */
unsigned REF wrap_ref (unsigned start, unsigned fin) { WRAP_BODY (start, fin) }
unsigned OPT wrap_const (void) { WRAP_BODY (0, 0x6F80919Au) } /* { dg-optimized "loop software-pipelined" "" { target x86_64-*-* } } */

/* Infinite when N == UINT_MAX; here N runs up to the edge.  */
#define LE_BODY                                                         \
  unsigned s = 0;                                                       \
  for (unsigned i = lo; i <= n; i++)                                    \
    {                                                                   \
      hist[i & 63] += i;                                                \
      s += i * 3;                                                       \
    }                                                                   \
  return s;

unsigned OPT le (unsigned lo, unsigned n) { LE_BODY } /* { dg-optimized "loop software-pipelined" } */
unsigned REF le_ref (unsigned lo, unsigned n) { LE_BODY }

/* Signed and unsigned ordered compares near the ends of the range.  */
#define NEAR_BODY(T)                                                    \
  T s = 0;                                                              \
  for (T i = lo; i < hi; i += 3)                                        \
    s += (i & 7) + 1;                                                   \
  return s;

int OPT near_s (int lo, int hi) { NEAR_BODY (int) } /* { dg-optimized "loop software-pipelined" "" { target arm*-*-* } } */
int REF near_s_ref (int lo, int hi) { NEAR_BODY (int) }
unsigned OPT near_u (unsigned lo, unsigned hi) { NEAR_BODY (unsigned) } /* { dg-optimized "loop software-pipelined" "" { target arm*-*-* } } */
unsigned REF near_u_ref (unsigned lo, unsigned hi) { NEAR_BODY (unsigned) }

static unsigned saved[64];

static void
clear (void)
{
  for (int i = 0; i < 64; i++)
    hist[i] = 0;
}

static void
save (void)
{
  for (int i = 0; i < 64; i++)
    saved[i] = hist[i];
}

static void
same (void)
{
  for (int i = 0; i < 64; i++)
    if (saved[i] != hist[i])
      abort ();
}

int
main (void)
{
  clear ();
  if (wrap (0, 0x6F80919Au) != 22)
    abort ();
  save ();
  clear ();
  if (wrap_ref (0, 0x6F80919Au) != 22)
    abort ();
  same ();
  clear ();
  if (wrap_const () != 22)
    abort ();
  same ();
  for (unsigned d = 0; d <= 22; d++)
    {
      unsigned fin = 0x6F80919Au - d * 0xEDCBA987u;
      clear ();
      unsigned k = wrap (0, fin);
      save ();
      clear ();
      if (k != wrap_ref (0, fin))
	abort ();
      same ();
    }

  unsigned los[] = { 0, 5, 0xfffffff0u, 0xfffffffau };
  unsigned ns[] = { 0, 1, 2, 3, 4, 5, 6, 7, 10, 0xfffffff5u, 0xfffffffdu,
		    0xfffffffeu };
  for (unsigned i = 0; i < sizeof los / sizeof los[0]; i++)
    for (unsigned j = 0; j < sizeof ns / sizeof ns[0]; j++)
      {
	unsigned lo = los[i], n = ns[j];
	if (n >= lo && n - lo > 100)
	  continue;
	clear ();
	unsigned s = le (lo, n);
	save ();
	clear ();
	if (s != le_ref (lo, n))
	  abort ();
	same ();
      }

  int slo[] = { -5, 0, 0x7ffffff0, -0x7fffffff - 1 };
  for (unsigned i = 0; i < sizeof slo / sizeof slo[0]; i++)
    for (int d = 0; d < 30; d++)
      {
	int lo = slo[i];
	int hi = lo > 0x7fffffff - d ? 0x7fffffff : lo + d;
	if (near_s (lo, hi) != near_s_ref (lo, hi))
	  abort ();
	/* Not up to UINT_MAX from 0xfffffffb: i wraps past it and the loop
	   runs 2.9e9 times (minutes under qemu, the run timeout).  */
	if ((unsigned) hi != 0xffffffffu
	    && near_u ((unsigned) lo, (unsigned) hi)
	       != near_u_ref ((unsigned) lo, (unsigned) hi))
	  abort ();
      }
  return 0;
}
