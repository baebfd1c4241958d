/* The remark names II, MII, stages and the list-scheduled length; the
   dump shows the loop analysis, the kernel table, the bound adjustment,
   the guard, the prologue and the epilogue.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-xopt_sms-model=in-order -fno-tree-vectorize -fopt-info-loop-optimized-missed -fplugin-arg-xopt_sms-dump" } */

int ia[100];

int
prefix (int n)
{
  for (int i = 1; i < n; i++) /* { dg-optimized "loop software-pipelined: II=\[0-9\]+ MII=\[0-9\]+ stages=\[0-9\]+ list=\[0-9\]+" } */
    ia[i] = ia[i - 1] * 3 + ia[i];
  return ia[n];
}

/* { dg-final { scan-rtl-dump "loop 1: progression, counter" xopt_sms } } */
/* { dg-final { scan-rtl-dump "SMS kernel \\(rows x stages\\)" xopt_sms } } */
/* { dg-final { scan-rtl-dump "code generation: \[0-9\]+ stages, compare in stage" xopt_sms } } */
/* { dg-final { scan-rtl-dump "guard: run the original loop when" xopt_sms } } */
/* { dg-final { scan-rtl-dump "prologue \\(\[1-9\]\[0-9\]* insns\\)" xopt_sms } } */
/* { dg-final { scan-rtl-dump "epilogue \\(\[1-9\]\[0-9\]* insns\\)" xopt_sms } } */
/* { dg-final { scan-rtl-dump "kernel \\(bb \[0-9\]+\\)" xopt_sms } } */
