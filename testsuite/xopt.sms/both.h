/* For run tests: BOTH defines a function twice, optimised (NAME) and
   compiled without optimisation (NAME_ref), to check one against the
   other.  */

extern void abort (void);

#define REF __attribute__ ((noinline, optimize ("O0")))
#define OPT __attribute__ ((noinline))
#define BOTH(RET, NAME, ARGS, BODY)                                     \
  RET OPT NAME ARGS BODY                                                \
  RET REF NAME##_ref ARGS BODY

/* Small mixed-sign test data: P[i] = i * MUL % MOD - BIAS.  */
static void
fill_ints (int *p, int n, int mul, int mod, int bias)
{
  for (int i = 0; i < n; i++)
    p[i] = i * mul % mod - bias;
}
