/* A value kept across iterations only on a path that an invariant
   condition decides (as Graphite's regenerated code keeps an accumulator
   when its inner loop may not run): when the condition holds every use
   sees the value computed in the same iteration; when it does not, the
   value stays the initial one.  The loop carries nothing and is
   parallel.  The same shape where a use sees the previous iteration's
   value, where the next value is computed from it, or where the
   condition changes between iterations, is a real recurrence and stays
   serial.  */
/* { dg-do run } */
/* { dg-options "-fno-inline -fplugin-arg-xopt_liverange-dump -fopt-info-loop-optimized-missed" } */

extern void abort (void);

#define N 300

/* A loop over i where v is the value carried in last unless COND gives a
   fresh one; out[i] = OUT; the next iteration gets NEXT.  */
#define CARRIED(NAME, COND, OUT, NEXT, REMARK)				\
  __attribute__ ((noinline)) void					\
  NAME (int n, int fresh, double *restrict out, const double *restrict a) \
  {									\
    double last = 1.5;							\
    for (int i = 0; i < n; i++) REMARK					\
      {									\
	double v = last;						\
	if (COND)							\
	  v = a[i] * 2.0;						\
	out[i] = OUT;							\
	last = NEXT;							\
      }									\
  }

/* When fresh, every use sees this iteration's value; else v stays 1.5.  */
CARRIED (kept, fresh, v, v, /* { dg-optimized "loop made parallel" } */)
/* A use of the previous iteration's value.  */
CARRIED (observed, fresh, v + last, v, /* { dg-missed "loop not parallel: loop-carried scalar" } */)
/* The next value computed from the carried one.  */
CARRIED (incremented, fresh, v, v + 1.0, /* { dg-missed "loop not parallel: loop-carried scalar" } */)
/* A condition that changes between iterations.  */
CARRIED (varying, a[i] > 0.0, v, v, /* { dg-missed "loop not parallel: loop-carried scalar" } */)

static double a[N], out[N];

int
main (void)
{
  volatile int n = N;
  for (int i = 0; i < N; i++)
    a[i] = (i % 7) - 3.0;
  for (int fresh = 0; fresh < 2; fresh++)
    {
      kept (n, fresh, out, a);
      for (int i = 0; i < N; i++)
	if (out[i] != (fresh ? a[i] * 2.0 : 1.5))
	  abort ();
      incremented (n, fresh, out, a);
      for (int i = 0; i < N; i++)
	if (out[i] != (fresh ? a[i] * 2.0 : 1.5 + i))
	  abort ();
      observed (n, fresh, out, a);
      for (int i = 0; i < N; i++)
	if (out[i] != (fresh ? a[i] * 2.0 + (i ? a[i - 1] * 2.0 : 1.5) : 3.0))
	  abort ();
    }
  varying (n, 0, out, a);
  double last = 1.5;
  for (int i = 0; i < N; i++)
    {
      if (a[i] > 0.0)
	last = a[i] * 2.0;
      if (out[i] != last)
	abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump-times "carried value never observed, replaced by its initial value" 1 xopt_liverange } } */
