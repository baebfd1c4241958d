/* Loops left alone, with the reason: a call, a volatile access, several
   exits (more shapes in missed-exits.c).  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-loop-optimized-missed" } */

extern int g (int);
volatile int vol;

void
calls (int *restrict a, const int *restrict b, int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop not if-converted: call with side effects" } */
    if (b[i] > 0)
      a[i] = g (b[i]);
    else
      a[i] = 0;
}

void
volatiles (int *restrict a, const int *restrict b, int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop not if-converted: volatile access" } */
    if (b[i] > 0)
      a[i] = vol;
    else
      a[i] = b[i];
}

int
exits (const int *restrict b, int n)
{
  int i;
  for (i = 0; i < n; i++)
    if (b[i] == 42) /* { dg-missed "loop not if-converted: multiple exits" } */
      break;
  return i;
}

/* { dg-final { scan-remarks-not "optimized: loop if-converted" } } */
