/* Register moves (regmoves=1) are emitted: the value x lives longer
   than II and the kernel carries it in a copy, an SImode one on ARM (the
   multiply chain; x86-64 keeps these values within II because its
   integer insns clobber the flags, and create_ddg keeps the anti
   dependences of such definitions), an SFmode one on x86-64.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-loop-optimized-missed -fplugin-arg-xopt_sms-regmoves -fplugin-arg-xopt_sms-regmoves-keep=moves -fplugin-arg-xopt_sms-model=in-order -fno-tree-vectorize -fno-unroll-loops -fplugin-arg-xopt_sms-dump" } */

int
chain_i (int *restrict b, const int *restrict a, int n, int p, int q, int r,
	 int k)
{
  int x = 0;
  for (int i = 0; i < n; i++) /* { dg-optimized "loop software-pipelined" } */
    {
      x = a[i] + k;
      b[i] = ((x * p) * q) * r + x;
    }
  return x;
}

float
chain_f (float *restrict b, const float *restrict a, int n, float p, float q,
	 float k)
{
  float x = 0;
  for (int i = 0; i < n; i++) /* { dg-optimized "loop software-pipelined" } */
    {
      x = a[3 * i] + k;
      b[i] = (x * p) * q + x;
    }
  return x;
}

/* { dg-final { scan-rtl-dump "register move: insn \[0-9\]+ r\[0-9\]+ = r\[0-9\]+ \\(SI\\)" xopt_sms { target arm*-*-* } } } */
/* { dg-final { scan-rtl-dump "register move: insn \[0-9\]+ r\[0-9\]+ = r\[0-9\]+ \\(SF\\)" xopt_sms { target x86_64-*-* } } } */
/* { dg-final { scan-rtl-dump "^ +\[0-9\]+: r\[0-9\]+:SI=r\[0-9\]+:SI$" xopt_sms { target arm*-*-* } } } */
/* { dg-final { scan-rtl-dump "^ +\[0-9\]+: r\[0-9\]+:SF=r\[0-9\]+:SF$" xopt_sms { target x86_64-*-* } } } */
/* { dg-final { scan-remarks-not "register moves" } } */
