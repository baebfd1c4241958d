/* forms=doloop leaves progressions alone (x86-64 has no do-loops; on ARM
   without -fmodulo-sched GCC makes none either).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-xopt_sms-model=in-order -fno-tree-vectorize -fopt-info-loop-optimized-missed -fplugin-arg-xopt_sms-forms=doloop" } */

int ia[100];

int
prefix (int n)
{
  for (int i = 1; i < n; i++) /* { dg-missed "loop not pipelined: not a do-loop \\(forms=doloop\\)" } */
    ia[i] = ia[i - 1] * 3 + ia[i];
  return ia[n];
}
