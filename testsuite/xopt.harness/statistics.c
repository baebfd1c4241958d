/* Remarks are also counted for -fdump-statistics.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdump-statistics" } */

extern void sink (int);
int a[100];

void
count (int n)
{
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 3;
  for (int i = 0; i < n; i++)
    sink (i);
}

/* { dg-final { scan-statistics "xopt_fixture \"loops reported\" \"count\" 1" } } */
/* { dg-final { scan-statistics "xopt_fixture \"loops with calls\" \"count\" 1" } } */
