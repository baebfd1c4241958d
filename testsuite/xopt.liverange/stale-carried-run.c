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

__attribute__ ((noinline)) void
kept (int n, int fresh, double *restrict out, const double *restrict a)
{
  double last = 1.5;
  for (int i = 0; i < n; i++) /* { dg-optimized "loop made parallel" } */
    {
      double v = last;
      if (fresh)
	v = a[i] * 2.0;
      out[i] = v;
      last = v;
    }
}

__attribute__ ((noinline)) void
observed (int n, int fresh, double *restrict out, const double *restrict a)
{
  double last = 1.5;
  for (int i = 0; i < n; i++) /* { dg-missed "loop not parallel: loop-carried scalar" } */
    {
      double v = last;
      if (fresh)
	v = a[i] * 2.0;
      out[i] = v + last;
      last = v;
    }
}

__attribute__ ((noinline)) void
incremented (int n, int fresh, double *restrict out, const double *restrict a)
{
  double last = 1.5;
  for (int i = 0; i < n; i++) /* { dg-missed "loop not parallel: loop-carried scalar" } */
    {
      double v = last;
      if (fresh)
	v = a[i] * 2.0;
      out[i] = v;
      last = v + 1.0;
    }
}

__attribute__ ((noinline)) void
varying (int n, double *restrict out, const double *restrict a)
{
  double last = 1.5;
  for (int i = 0; i < n; i++) /* { dg-missed "loop not parallel: loop-carried scalar" } */
    {
      double v = last;
      if (a[i] > 0.0)
	v = a[i] * 2.0;
      out[i] = v;
      last = v;
    }
}

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
  varying (n, out, a);
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
