/* Cortex-A8 forwards a multiply-accumulate result into the accumulator
   of the next one (cortex-a8.md: "two such instructions can issue
   back-to-back"), so the recurrence of an integer dot product through
   its mla is one cycle, not the six of a multiply result: RecMII stays
   below the list schedule and the loop is pipelined.  */
/* { dg-do compile { target arm*-*-* } } */
/* { dg-options "-fno-tree-vectorize -mcpu=cortex-a8 -fopt-info-loop-optimized-missed -fplugin-arg-xopt_sms-dump=details" } */

int
dot_i32 (const int *a, const int *b, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++) /* { dg-optimized "loop software-pipelined: II=\[0-9\]+ MII=\[0-9\]+ stages=\[0-9\]+ list=6" } */
    s += a[i] * b[i];
  return s;
}

/* { dg-final { scan-rtl-dump "accumulator forwarding \[0-9\]+ -> \[0-9\]+: latency 1 instead of 6" xopt_sms } } */
/* { dg-final { scan-rtl-dump "SMS MII=4 ResMII=4 RecMII=\[1-3\] " xopt_sms } } */
