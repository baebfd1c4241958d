/* Compile time: a large body whose kernel saves less than one cycle in 16
   of its list schedule is not pipelined, since its copies cost the later
   passes more than the loop gains.  The four-times unrolled radix count of
   bzip2's blocksort.c: 50 insns on x86-64, II 40 for a list of 41 (the
   plugin before the rule pipelined it).  Small bodies with small gains are
   still pipelined (saxpy and daxpy on Cortex-A8 in bench/sms).  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-fplugin-arg-xopt_sms-model=in-order -fno-tree-vectorize -fopt-info-loop-optimized-missed -fplugin-arg-xopt_sms-dump" } */

void
radix_count (unsigned int *ftab, int *ptr, const unsigned char *block,
	     int nblock)
{
  unsigned int s = block[0] << 8;
  int i = nblock - 1;
  for (; i >= 3; i -= 4) /* { dg-missed "loop not pipelined: the kernel gains too little for the code it adds to a large body" } */
    {
      int j;
      s = (s >> 8) | (block[i] << 8);
      j = ftab[s] - 1;
      ftab[s] = j;
      ptr[j] = i;
      s = (s >> 8) | (block[i - 1] << 8);
      j = ftab[s] - 1;
      ftab[s] = j;
      ptr[j] = i - 1;
      s = (s >> 8) | (block[i - 2] << 8);
      j = ftab[s] - 1;
      ftab[s] = j;
      ptr[j] = i - 2;
      s = (s >> 8) | (block[i - 3] << 8);
      j = ftab[s] - 1;
      ftab[s] = j;
      ptr[j] = i - 3;
    }
}

/* { dg-final { scan-rtl-dump "SMS II=\[0-9\]+ saves \[0-9\]+ of \[0-9\]+ list cycles for a body of \[0-9\]+ insns" xopt_sms } } */
