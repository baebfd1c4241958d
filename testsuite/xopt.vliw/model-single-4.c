/* The shipped model single-4: a kernel with independent multiply-add chains
   gets a schedule from every method; the file names the model.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-optimized-missed -fplugin-arg-xopt_vliw-model=single-4 -fplugin-arg-xopt_vliw-json=model-single-4.c.json -fno-tree-vectorize" } */

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

/* { dg-final { scan-file "model-single-4.c.json" "\"model\": .\"name\": \"single-4\", \"file\": \"\[^\"\]*\"., \"method\": \"ilp\", \"status\": \"(optimal|feasible)\"" } } */
/* { dg-final { scan-file "model-single-4.c.json" "\"method\": \"bug\", \"status\": \"heuristic\"" } } */
/* One cluster: no insn elsewhere, no transfer in the ILP schedule.  */
/* { dg-final { scan-file "model-single-4.c.json" "\"method\": \"ilp\".*\"transfers\": \\\[\\\].$" } } */
/* { dg-final { xopt-vliw-check "model-single-4.c.json" } } */
