/* The shipped model cvliw-8-2: a kernel with independent multiply-add chains
   gets a schedule from every method; the file names the model.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-optimized-missed -fplugin-arg-xopt_vliw-model=cvliw-8-2 -fplugin-arg-xopt_vliw-json=model-cvliw-8-2.c.json -fno-tree-vectorize" } */

typedef const short *restrict cvec;

void
cmac (int *restrict re, int *restrict im, cvec a, cvec b, int n) /* { dg-optimized "function clustered: ILP \[0-9.\]+ weighted cycles" } */
{
  int sr = 0, si = 0, tr = 0, ti = 0;
  for (int i = 0; i < n; i += 2)
    {
      sr += a[2 * i] * b[2 * i] - a[2 * i + 1] * b[2 * i + 1];
      si += a[2 * i] * b[2 * i + 1] + a[2 * i + 1] * b[2 * i];
      tr += a[2 * i + 2] * b[2 * i + 2] - a[2 * i + 3] * b[2 * i + 3];
      ti += a[2 * i + 2] * b[2 * i + 3] + a[2 * i + 3] * b[2 * i + 2];
    }
  *re = sr + tr;
  *im = si + ti;
}

/* { dg-final { scan-file "model-cvliw-8-2.c.json" "\"model\": .\"name\": \"cvliw-8-2\", \"file\": \"\[^\"\]*\"., \"method\": \"ilp\", \"status\": \"(optimal|feasible)\"" } } */
/* { dg-final { scan-file "model-cvliw-8-2.c.json" "\"method\": \"bug\", \"status\": \"heuristic\"" } } */
/* { dg-final { xopt-vliw-check "model-cvliw-8-2.c.json" } } */
