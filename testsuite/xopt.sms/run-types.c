/* Float, double and integer bodies, reductions, a recurrence through
   memory, aliasing pointers and pointer counters, for trip counts 0 .. 12,
   checked against the same loops compiled without optimisation.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-xopt_sms-model=in-order -fno-tree-vectorize -fno-unroll-loops -fopt-info-loop" } */

extern void abort (void);

#define REF __attribute__ ((noinline, optimize ("O0")))
#define OPT __attribute__ ((noinline))
#define SZ 64

float fa[SZ], fb[SZ];
double da[SZ], db[SZ];
int ia[SZ + 8];

#define BOTH(RET, NAME, ARGS, BODY)                                     \
  RET OPT NAME ARGS BODY                                                \
  RET REF NAME##_ref ARGS BODY

BOTH (float, fdot, (int n), /* { dg-optimized "loop software-pipelined" "" { target x86_64-*-* } } */
      { float s = 0; for (int i = 0; i < n; i++) s += fa[i] * fb[i]; return s; })
BOTH (double, daxpy, (double k, int n), /* { dg-optimized "loop software-pipelined" } */
      { for (int i = 0; i < n; i++) da[i] = da[i] + k * db[i]; return da[n / 2]; })
/* A recurrence through memory: each element reads the previous one.  */
BOTH (int, prefix, (int n), /* { dg-optimized "loop software-pipelined" } */
      { for (int i = 1; i < n; i++) ia[i] = ia[i - 1] * 3 + ia[i]; return ia[n]; })
/* P and Q may overlap.  */
BOTH (int, alias, (int *p, int *q, int n), /* { dg-optimized "loop software-pipelined" } */
      { for (int i = 0; i < n; i++) p[i] = q[i] + 1; return p[0]; })
/* A pointer counter compared with an end pointer.  */
BOTH (int, ptrsum, (int *p, int *e), /* { dg-optimized "loop software-pipelined" } */
      { int s = 0; for (; p != e; p++) s += *p * *p - 1; return s; })
BOTH (double, dsumdown, (double *p, int n),
      { double s = 1; for (int i = n; i > 0; i--) s = s * 0.5 + p[i]; return s; })

static int savei[SZ + 8];

static void
init (void)
{
  for (int i = 0; i < SZ; i++)
    {
      fa[i] = i * 0.25f - 3;
      fb[i] = 1.0f / (i + 1);
      da[i] = i * 1.5 - 7;
      db[i] = (i % 5) - 2.25;
    }
  for (int i = 0; i < SZ + 8; i++) /* { dg-optimized "loop software-pipelined" } */
    ia[i] = (i * 7) % 11 - 5;
}

int
main (void)
{
  for (int n = 0; n <= 12; n++)
    {
      init ();
      if (fdot (n) != fdot_ref (n))
	abort ();
      init ();
      double x = daxpy (1.5, n);
      double dsave[SZ];
      for (int i = 0; i < SZ; i++)
	dsave[i] = da[i];
      init ();
      if (x != daxpy_ref (1.5, n))
	abort ();
      for (int i = 0; i < SZ; i++)
	if (dsave[i] != da[i])
	  abort ();

      init ();
      int y = prefix (n);
      for (int i = 0; i < SZ + 8; i++)
	savei[i] = ia[i];
      init ();
      if (y != prefix_ref (n))
	abort ();
      for (int i = 0; i < SZ + 8; i++)
	if (savei[i] != ia[i])
	  abort ();

      for (int off = -2; off <= 2; off++)
	{
	  init ();
	  y = alias (ia + 4, ia + 4 + off, n);
	  for (int i = 0; i < SZ + 8; i++)
	    savei[i] = ia[i];
	  init ();
	  if (y != alias_ref (ia + 4, ia + 4 + off, n))
	    abort ();
	  for (int i = 0; i < SZ + 8; i++)
	    if (savei[i] != ia[i])
	      abort ();
	}

      init ();
      if (ptrsum (ia, ia + n) != ptrsum_ref (ia, ia + n))
	abort ();
      if (dsumdown (da, n) != dsumdown_ref (da, n))
	abort ();
    }
  return 0;
}
