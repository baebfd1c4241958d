/* algo=lucas runs LUCAS alone: the remark names it, the file has no
   other method.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-optimized-missed -fplugin-arg-xopt_vliw-algo=lucas -fplugin-arg-xopt_vliw-json=options-one-method.c.json" } */

int
poly (int x, int a, int b, int c, int d) /* { dg-optimized "function clustered: LUCAS \[0-9.\]+ weighted cycles$" } */
{
  return ((a * x + b) * x + c) * x + d;
}

/* { dg-final { scan-file "options-one-method.c.json" "\"method\": \"lucas\"" } } */
/* { dg-final { scan-remarks-not "ILP" } } */
/* { dg-final { xopt-vliw-check "options-one-method.c.json" } } */
