/* The remark names the weighted cycles of the ILP (proven optimal or the
   gap, and the solve time) and of each baseline; the dump shows every
   method's schedule as a table of cycles x clusters; json= gets one line
   per function and method, dot= a digraph per function.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-optimized-missed -fplugin-arg-xopt_vliw-dump -fplugin-arg-xopt_vliw-json=remarks.c.json -fplugin-arg-xopt_vliw-dot=remarks.c.dot" } */

int
dot (const short *x, const short *y, int n) /* { dg-optimized "function clustered: ILP \[0-9.\]+ weighted cycles \\((optimal|gap \[0-9.\]+%), \[0-9.\]+ s\\), LUCAS \[0-9.\]+, UAS \[0-9.\]+, UAS-CC \[0-9.\]+, BUG \[0-9.\]+" } */
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}

typedef const int *restrict ivec;

void
fir (int *restrict out, ivec in, ivec h, int n, int taps) /* { dg-optimized "function clustered: ILP" } */
{
  for (int i = 0; i < n; i++)
    {
      int acc = 0;
      for (int k = 0; k < taps; k++)
	acc += in[i + k] * h[k];
      out[i] = acc >> 15;
    }
}

/* { dg-final { scan-rtl-dump ";; ilp schedule \\((optimal|gap \[0-9.\]+%)\\): \[0-9.\]+ weighted cycles" xopt_vliw } } */
/* { dg-final { scan-rtl-dump ";; lucas schedule \\(heuristic\\)" xopt_vliw } } */
/* { dg-final { scan-rtl-dump ";; bug schedule \\(heuristic\\)" xopt_vliw } } */
/* { dg-final { scan-rtl-dump "cycle \\| cluster 0 \\| cluster 1 \\| cluster 2 \\| cluster 3 \\| global" xopt_vliw } } */
/* { dg-final { scan-rtl-dump "bb \[0-9\]+ \\(W=50, \[1-9\]\[0-9\]* cycles\\)" xopt_vliw } } */
/* { dg-final { scan-file "remarks.c.json" "^.\"format\": \"xopt-vliw-1\", \"function\": \"dot\", .*\"model\": .\"name\": \"hxdsp4x4\"" } } */
/* { dg-final { scan-file "remarks.c.json" "\"function\": \"fir\", .*\"method\": \"ilp\"" } } */
/* { dg-final { scan-file "remarks.c.json" "\"function\": \"fir\", .*\"method\": \"uas-cc\", \"status\": \"heuristic\"" } } */
/* { dg-final { scan-file "remarks.c.dot" "^digraph \"fir_ilp\"" } } */
/* { dg-final { xopt-vliw-check "remarks.c.json" } } */
