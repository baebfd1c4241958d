/* Stores after the closing branch of their iteration: the graph first
   makes the branch wait for the stores of its iteration (the rule of a
   block's scheduler), and where that leaves the II above the ResMII the
   pass schedules again with the stores free to run a stage later, in the
   next kernel iteration or the epilogue, and keeps the lower II.  On
   Cortex-A8 the three loops below take it: a biquad filter on floats
   (the store ends a chain of VFP operations) and two loops whose store
   goes through a pointer the same iteration's load walks.  Every loop
   runs for trip counts 0 .. 20, more than the stage count + 2 (the
   guard's fallback to the original loop and the shortest pipelined
   runs), against the same loop compiled without optimisation; the
   element past the end must stay untouched, and each result is compared
   bit for bit.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-vectorize -fno-unroll-loops -fopt-info-loop-optimized -fplugin-arg-xopt_sms-dump" } */

#include "both.h"

#define N 24
#define GUARD -12345

/* BOTH for bodies with commas.  */
#define BOTH_BODY(RET, NAME, ARGS, ...)                                 \
  RET OPT NAME ARGS __VA_ARGS__                                         \
  RET REF NAME##_ref ARGS __VA_ARGS__

BOTH_BODY (void, biquad, (float *restrict y, const float *restrict x, int n), /* { dg-optimized "loop software-pipelined: II=" } */
      { float x1 = 0, x2 = 0, y1 = 0, y2 = 0;
	for (int i = 0; i < n; i++)
	  { float x0 = x[i];
	    float y0 = 0.25f * x0 + 0.5f * x1 + 0.25f * x2 + 0.5f * y1
		       - 0.125f * y2;
	    y[i] = y0; x2 = x1; x1 = x0; y2 = y1; y1 = y0; } })

BOTH_BODY (void, widen, (int *restrict dst, const short *src, const short *end), /* { dg-optimized "loop software-pipelined: II=" } */
      { for (const short *p = src; p != end; p++)
	  *dst++ = *p * 7 - 3; })

BOTH_BODY (void, axpy_shift, (int *restrict y, const int *restrict x, int a, /* { dg-optimized "loop software-pipelined: II=" } */
			 int n),
      { for (int i = 0; i < n; i++)
	  y[i] = ((a * x[i]) >> 4) + y[i]; })

static float xf[N], yf[N + 1], rf[N + 1];
static short xs[N];
static int yi[N + 1], ri[N + 1], xi[N];

static void
check_biquad (int n)
{
  for (int i = 0; i <= N; i++)
    yf[i] = rf[i] = GUARD;
  biquad (yf, xf, n);
  biquad_ref (rf, xf, n);
  for (int i = 0; i <= N; i++)
    if (__builtin_memcmp (&yf[i], &rf[i], sizeof (float)) != 0)
      abort ();
}

static void
check_widen (int n)
{
  for (int i = 0; i <= N; i++)
    yi[i] = ri[i] = GUARD;
  widen (yi, xs, xs + n);
  widen_ref (ri, xs, xs + n);
  for (int i = 0; i <= N; i++)
    if (yi[i] != ri[i])
      abort ();
}

static void
check_axpy (int n)
{
  for (int i = 0; i <= N; i++)
    yi[i] = ri[i] = i * 11 - 40;
  axpy_shift (yi, xi, -37, n);
  axpy_shift_ref (ri, xi, -37, n);
  for (int i = 0; i <= N; i++)
    if (yi[i] != ri[i])
      abort ();
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      xf[i] = (i % 7) * 0.375f - 1.0f;
      xs[i] = (short) (i * 4099 - 30000);
      xi[i] = i * 977 - 9000;
    }
  for (int n = 0; n <= 20; n++)
    {
      check_biquad (n);
      check_widen (n);
      check_axpy (n);
    }
  return 0;
}

/* The biquad at II 81 instead of 91; the other two at II 7, below the
   II with the stores held, before modulo variable expansion lowers both
   further (II 4 and 5, against 6 and 6 with the stores held).  */
/* { dg-final { scan-rtl-dump "SMS stores after the branch: II=81 kept" xopt_sms { target arm*-*-* } } } */
/* { dg-final { scan-rtl-dump-times "SMS stores after the branch: II=7 kept" 2 xopt_sms { target arm*-*-* } } } */
