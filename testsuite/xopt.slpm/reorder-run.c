/* Reordering: the second lane's multiplication has its operands the other
   way round; SLP-M swaps them so that b lines up with b and c with c.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fplugin-arg-xopt_slpm-dump" } */

extern void abort (void);

int a[4], b[4], c[4];

__attribute__ ((noinline)) void
f (void)
{
  a[0] = b[0] * c[0] + 7; 
  a[1] = 7 + c[1] * b[1];
  a[2] = b[2] * c[2] + 7;
  a[3] = b[3] * c[3] + 7;
}

int
main (void)
{
  volatile int seed = 5;
  for (int i = 0; i < 4; i++)
    {
      b[i] = seed * (i + 1) - 3;
      c[i] = seed - 11 * i;
    }
  f ();
  for (int i = 0; i < 4; i++)
    if (a[i] != b[i] * c[i] + 7)
      abort ();
  return 0;
}

/* GCC's SLP swaps the operands itself and vectorizes the group.  */
/* { dg-final { scan-remarks "optimized: basic block part vectorized" } } */
/* { dg-final { scan-remarks-not "optimized: SLP-M" } } */
/* { dg-final { scan-tree-dump "isomorphic up to operand order, left to SLP" xopt_slpm } } */
