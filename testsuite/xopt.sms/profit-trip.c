/* A loop with a known iteration count N is pipelined only when the
   schedule beats the list schedule over the whole loop: (N + stages - 1)
   * II cycles, prologue and epilogue included, against N * list.  The
   vectorized 40-tap filter runs 10 iterations bound by its ordered float
   sum (II 22, list 23): 242 cycles against 230.  With 400 taps the same
   kernel gains.  (The remarks of vectorized loops are at the statement's
   line.)  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-fopt-info-loop-optimized-missed -fplugin-arg-xopt_sms-dump" } */

float
fir40 (const float *restrict x, const float *restrict h)
{
  float s = 0;
  for (int k = 0; k < 40; k++)
    s += h[k] * x[k]; /* { dg-missed "loop not pipelined: too few iterations to gain over the list schedule" } */
  return s;
}

float
fir400 (const float *restrict x, const float *restrict h)
{
  float s = 0;
  for (int k = 0; k < 400; k++)
    s += h[k] * x[k]; /* { dg-optimized "loop software-pipelined: II=" } */
  return s;
}

/* { dg-final { scan-rtl-dump {SMS II=[0-9]+: 2 stages over 10 iterations take [0-9]+ cycles, the loop [0-9]+} xopt_sms } } */
