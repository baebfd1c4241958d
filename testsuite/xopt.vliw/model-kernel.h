/* The kernel of the model-*.c tests: independent multiply-add chains that
   every shipped model can spread over its clusters.  */

typedef const short *restrict cvec;

void
cmac (int *restrict re, int *restrict im, cvec a, cvec b, int n)
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
