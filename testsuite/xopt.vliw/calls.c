/* Calls (paper §5.1): a call is not clustered and occupies the machine
   for the model's longest latency, so it sits in the global column of
   the dump; its arguments and result live in cluster 0's registers.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-optimized-missed -fplugin-arg-xopt_vliw-dump -fplugin-arg-xopt_vliw-json=calls.c.json" } */

extern int scale (int);
extern double filt (double, double);

int
mix (const int *a, int n, int k) /* { dg-optimized "function clustered: ILP" } */
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += scale (a[i] * k) + a[i];
  return s;
}

double
chain (double x, double y) /* { dg-optimized "function clustered: ILP" } */
{
  double u = filt (x * y, x + y);
  return filt (u * x, u - y) + u;
}

/* { dg-final { scan-rtl-dump "\\| \[0-9\]+:call$" xopt_vliw } } */
/* { dg-final { scan-file "calls.c.json" "\"class\": \"call\", \"cluster\": null, \"cycle\": \[0-9\]+" } } */
/* { dg-final { scan-file "calls.c.json" "\"pinned\": 0" } } */
/* { dg-final { xopt-vliw-check "calls.c.json" } } */
