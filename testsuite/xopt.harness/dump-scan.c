/* The dump option writes the pass dump; the scans read it.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-xopt_fixture-dump" } */

int a[100];

void
one (int n)
{
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 3;
}

void
two (int n)
{
  for (int i = 0; i < n; i++)
    a[i] += 1;
  for (int i = 0; i < n; i++)
    a[i] -= 2;
}

/* { dg-final { scan-tree-dump "fixture: function one has 1 loops" xopt_fixture } } */
/* { dg-final { scan-tree-dump-times "fixture: function \[a-z\]+ has" 2 xopt_fixture } } */
/* { dg-final { scan-tree-dump-not "fixture: function three" xopt_fixture } } */
/* { dg-final { scan-assembler "one" } } */
