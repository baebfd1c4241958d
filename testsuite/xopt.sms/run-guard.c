/* The runtime guard as a chain of compare-and-branch tests: every test
   must send the loop to the original version when it fails, and the
   pipelined version must run for the counts that pass them all.  Trip
   counts 0 .. 14 around the stage counts, pointer loops with an odd
   number of elements, steps 2 and 3 with odd and even distances, a
   counter that starts at a known constant (the guard folds it), unsigned
   counters that wrap around and `<=' loops next to UINT_MAX, each
   checked against the same loop compiled without optimisation.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-xopt_sms-model=in-order -fno-tree-vectorize -fno-unroll-loops -fplugin-arg-xopt_sms-dump" } */

extern void abort (void);

#define REF __attribute__ ((noinline, optimize ("O0")))
#define OPT __attribute__ ((noinline))
#define SZ 64

#define BOTH(RET, NAME, ARGS, BODY)                                     \
  RET OPT NAME ARGS BODY                                                \
  RET REF NAME##_ref ARGS BODY

short sa[SZ];
int ia[SZ], ib[SZ];
double da[SZ];

/* Pointer counters: the guard tests that the distance is a whole number
   of elements and that it covers enough iterations.  */
BOTH (int, ptr_i16, (const short *p, const short *e),
      { int s = 0; for (; p != e; p++) s += *p * 3 - 1; return s; })
BOTH (double, ptr_f64, (const double *p, const double *e),
      { double s = 1; for (; p != e; p++) s = s * 0.5 + *p; return s; })
BOTH (int, ptr_copy, (int *d, const int *p, const int *e),
      { int *d0 = d; for (; p != e; p++) *d++ = *p ^ 5; return d - d0; })
/* Steps 2 and 3 from a counter known to start at 0 and at a register.  */
BOTH (int, step2, (int n),
      { int s = 0; for (int i = 0; i < n; i += 2) s += ia[i] * ib[i]; return s; })
BOTH (int, step3, (int lo, int n),
      { int s = 0; for (int i = lo; i < n; i += 3) s = s * 3 + ia[i]; return s; })
BOTH (int, down3, (int hi, int lo),
      { int s = 0; for (int i = hi; i > lo; i -= 3) s += ia[i] - ib[i]; return s; })
/* The counter starts at a constant, the bound is a register.  */
BOTH (long, from5, (long n),
      { long s = 0; for (long i = 5; i != n; i++) s += ia[i] * i; return s; })
/* Unsigned counters: an odd step that wraps around before meeting the
   bound, and `<=' next to UINT_MAX.  */
BOTH (unsigned, wrap_odd, (unsigned a, unsigned b),
      { unsigned s = 0; for (unsigned x = a; x != b; x += 0x9E3779B1u) s = s * 31 + (x >> 7); return s; })
BOTH (unsigned, upto, (unsigned lo, unsigned hi),
      { unsigned s = 0; for (unsigned x = lo; x <= hi; x++) s = s * 7 + (x & 0xff); return s; })

static void
init (void)
{
  for (int i = 0; i < SZ; i++)
    {
      sa[i] = (short) (i * 37 - 500);
      ia[i] = (i * 7) % 13 - 6;
      ib[i] = (i * 5) % 11 - 4;
      da[i] = i * 0.75 - 3;
    }
}

int
main (void)
{
  init ();
  for (int n = 0; n <= 14; n++)
    {
      if (ptr_i16 (sa + 1, sa + 1 + n) != ptr_i16_ref (sa + 1, sa + 1 + n))
	abort ();
      if (ptr_f64 (da, da + n) != ptr_f64_ref (da, da + n))
	abort ();

      int d1[SZ], d2[SZ];
      for (int i = 0; i < SZ; i++)
	d1[i] = d2[i] = -1;
      if (ptr_copy (d1, ia + 3, ia + 3 + n) != ptr_copy_ref (d2, ia + 3,
							       ia + 3 + n))
	abort ();
      for (int i = 0; i < SZ; i++)
	if (d1[i] != d2[i])
	  abort ();

      /* Odd and even distances, and bounds below the start.  */
      for (int k = -3; k <= 2 * n + 1 && k < SZ; k++)
	{
	  if (step2 (k) != step2_ref (k))
	    abort ();
	  if (step3 (n % 4, k) != step3_ref (n % 4, k))
	    abort ();
	  if (k >= 0 && down3 (SZ - 1 - n, k) != down3_ref (SZ - 1 - n, k))
	    abort ();
	}
      if (from5 (5 + n) != from5_ref (5 + n))
	abort ();

      unsigned a = 0xFFFFFFF0u - n;
      unsigned b = a + (unsigned) n * 0x9E3779B1u;
      if (wrap_odd (a, b) != wrap_odd_ref (a, b))
	abort ();
      if (upto (0xFFFFFFFEu - n, 0xFFFFFFFEu)
	  != upto_ref (0xFFFFFFFEu - n, 0xFFFFFFFEu))
	abort ();
      if (upto (5, 5 + n) != upto_ref (5, 5 + n)
	  || upto (5 + n, 5) != upto_ref (5 + n, 5))
	abort ();
    }
  return 0;
}

/* { dg-final { scan-rtl-dump "guard: run the original loop when \[a-z\]+ \\(\[^\n\]*\\) or " xopt_sms } } */
