/* The loop of profit-ooo.c under the in-order model: the copy the
   register allocator adds costs less than the cycles the kernel gains
   over the list schedule, so the loop is pipelined.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-fno-tree-vectorize -fopt-info-loop-optimized-missed -fplugin-arg-xopt_sms-model=in-order" } */

int
dot_i16 (const short *a, const short *b, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++) /* { dg-optimized "loop software-pipelined: II=" } */
    s += a[i] * b[i];
  return s;
}
