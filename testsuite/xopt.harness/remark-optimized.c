/* The fixture reports each loop; dg-optimized must see the remark at the
   loop's line.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-loop" } */

int a[100];

void
scale (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "fixture: loop at depth 1" } */
    a[i] = a[i] * 3;
}

void
scale2 (int n, int m)
{
  for (int j = 0; j < m; j++) /* { dg-optimized "fixture: loop at depth 1" } */
    for (int i = 0; i < n; i++) /* { dg-optimized "fixture: loop at depth 2" } */
      a[i] += j;
}

void
scale3 (int n)
{
  /* { dg-optimized "fixture: loop at depth 1" "relative line" { target *-*-* } .+1 } */
  for (int i = 0; i < n; i++)
    a[i] = a[i] + 7;
}
