/* No load slot is filled with fill=0, nor outside loops, where basic-block
   SLP builds a mixed slot from scalars itself.  With fill=0 the loop's
   SLP build fails on the mixed slot, which is why the fill exists.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized -fplugin-arg-xopt_slpm-fill=0 -fplugin-arg-xopt_slpm-dump -fdump-tree-vect-details" } */

extern void abort (void);

int o[64], a[64], b[64];
int p[4], c[4], d[4];

__attribute__ ((noinline)) void
in_loop (int n)
{
  for (int i = 0; i < n; i++)
    {
      o[4 * i] = a[4 * i] * 3 + b[4 * i]; /* { dg-optimized "SLP-M made 4 lanes isomorphic" } */
      o[4 * i + 1] = a[4 * i + 1] + b[4 * i + 1];
      o[4 * i + 2] = a[4 * i + 2] * 5 + b[4 * i + 2];
      o[4 * i + 3] = a[4 * i + 3];
    }
}

__attribute__ ((noinline)) void
straight (void)
{
  p[0] = c[0] * 3 + d[0]; /* { dg-optimized "SLP-M made 4 lanes isomorphic" } */
  p[1] = c[1] + d[1];
  p[2] = c[2] * 5 + d[2];
  p[3] = c[3];
}

int
main (void)
{
  for (int i = 0; i < 64; i++)
    {
      a[i] = i * 7 - 100;
      b[i] = 1000 - i * i;
    }
  for (int i = 0; i < 4; i++)
    {
      c[i] = a[i + 9];
      d[i] = b[i + 9];
    }
  in_loop (16);
  straight ();
  static const int mul[4] = { 3, 1, 5, 1 };
  for (int i = 0; i < 64; i++)
    if (o[i] != a[i] * mul[i % 4] + (i % 4 == 3 ? 0 : b[i]))
      abort ();
  for (int i = 0; i < 4; i++)
    if (p[i] != c[i] * mul[i] + (i == 3 ? 0 : d[i]))
      abort ();
  return 0;
}

/* { dg-final { scan-tree-dump-not "filled the constant lanes" xopt_slpm } } */
/* { dg-final { scan-tree-dump "Build SLP failed: different types" vect { target x86_64-*-* } } } */
