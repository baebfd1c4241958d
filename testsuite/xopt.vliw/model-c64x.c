/* The shipped model c64x: a kernel with independent multiply-add chains
   gets a schedule from every method; the file names the model.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-optimized-missed -fplugin-arg-xopt_vliw-model=c64x -fplugin-arg-xopt_vliw-json=model-c64x.c.json -fno-tree-vectorize" } */

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

/* { dg-final { scan-file "model-c64x.c.json" "\"model\": .\"name\": \"c64x\", \"file\": \"\[^\"\]*\"., \"method\": \"ilp\", \"status\": \"(optimal|feasible)\"" } } */
/* { dg-final { scan-file "model-c64x.c.json" "\"method\": \"bug\", \"status\": \"heuristic\"" } } */
/* Both sides are used, with cross-path transfers.  */
/* { dg-final { scan-file "model-c64x.c.json" "\"cluster\": 1," } } */
/* { dg-final { scan-file "model-c64x.c.json" "\"transfers\": \\\[.\"web\"" } } */
/* { dg-final { xopt-vliw-check "model-c64x.c.json" } } */
