/* The scheduling half on x86-64: MII from the recurrence of the
   accumulator, the kernel table in the dump, and an integer body whose
   multiply and add clobber the flags still overlaps iterations: the flags
   value of the counter compare reserves only its own rows.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-fplugin-arg-xopt_sms-model=in-order -fno-tree-vectorize -fopt-info-loop-optimized-missed -fplugin-arg-xopt_sms-dump" } */

int
dot_i (const int *__restrict a, const int *__restrict b, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++) /* { dg-optimized "loop software-pipelined: II=3 MII=3 stages=2 list=5" } */
    s += a[i] * b[i];
  return s;
}

/* { dg-final { scan-rtl-dump "SMS MII=3 ResMII=2 RecMII=3 MaxII=6 list=5 II=3 stages=2" xopt_sms } } */
/* { dg-final { scan-rtl-dump "SMS node order \\(insn uids\\):( \[0-9\]+){6}" xopt_sms } } */
/* { dg-final { scan-rtl-dump "SMS kernel \\(rows x stages\\):" xopt_sms } } */
/* { dg-final { scan-rtl-dump "\\(branch\\):" xopt_sms } } */
