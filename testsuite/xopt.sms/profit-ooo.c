/* The out-of-order profitability model: pipelining the int16 dot product
   moves the add of each product into the next stage, so on a two-address
   target the product still waits for its add when the load of the next
   element overwrites the register the multiply shares with it, and the
   register allocator adds a copy the loop does not need.  An out-of-order
   processor overlaps the iterations of the loop by itself, so the kernel
   would only issue more insns: the loop is refused with that reason.
   The in-order model of the same loop pipelines it (profit-inorder.c).  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-fno-tree-vectorize -fopt-info-loop-optimized-missed -fplugin-arg-xopt_sms-model=out-of-order -fplugin-arg-xopt_sms-dump" } */

int
dot_i16 (const short *a, const short *b, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++) /* { dg-missed "loop not pipelined: the kernel needs more register copies than the loop \\(out-of-order model\\)" } */
    s += a[i] * b[i];
  return s;
}

/* { dg-final { scan-rtl-dump "register copies for two-address insns, the body needs 0" xopt_sms } } */
