/* Loops the pass leaves alone say why.  */
/* { dg-do compile } */
/* { dg-options "-fno-tree-vectorize -fopt-info-loop-missed" } */

extern void g (int);
extern volatile int v[100];
int a[100];

void
with_call (int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop not pipelined: call in the loop body" } */
    g (a[i]);
}

void
with_branch (int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop not pipelined: (the body is more than one basic block|more than one exit)" } */
    if (a[i] > 3)
      a[i] = a[i] * 7 + i;
    else
      a[i] = -a[i] ^ i;
}

void
with_volatile (int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop not pipelined: volatile access" } */
    v[i] = a[i] + 1;
}

/* { dg-final { scan-remarks-not "optimized: loop software-pipelined" } } */
