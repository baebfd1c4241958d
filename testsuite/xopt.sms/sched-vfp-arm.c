/* The Cortex-A8 VFP is not pipelined: a double multiply holds it 16
   cycles (cortex-a8-neon.md: cortex_a8_vfp, cortex_a8_vfplite*15), so
   ResMII of a body with one vmul.f64 is 16 and II is at least 16, where
   counting issue slots would give 2.  Two multiplies need 32.  */
/* { dg-do compile { target arm*-*-* } } */
/* { dg-options "-fno-tree-vectorize -fopt-info-loop-optimized-missed -fplugin-arg-xopt_sms-dump" } */

void
vmul_d (const double *__restrict a, const double *__restrict b,
	double *__restrict c, int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "loop software-pipelined: II=(1\[6-9\]|\[2-9\]\[0-9\]) MII=1\[6-9\] " } */
    c[i] = a[i] * b[i];
}

void
vmul2_d (const double *__restrict a, const double *__restrict b,
	 double *__restrict c, int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "loop software-pipelined: II=(3\[2-9\]|\[4-9\]\[0-9\]) " } */
    c[i] = a[i] * b[i] * 3.0;
}

/* { dg-final { scan-rtl-dump "SMS MII=\[0-9\]+ ResMII=16 " xopt_sms } } */
/* { dg-final { scan-rtl-dump "SMS MII=\[0-9\]+ ResMII=32 " xopt_sms } } */
