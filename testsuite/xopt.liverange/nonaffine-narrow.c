/* A subscript through a narrowing conversion that wraps: (unsigned char) i
   for i up to 399 is not i.  Iterations i and i + 256 write the same
   cell; the model must not take the subscript as i.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-loop-optimized-missed -fplugin-arg-xopt_liverange-loops=outermost" } */

double a[256], b[400];

void
f (void)
{
  for (int i = 0; i < 400; i++) /* { dg-missed "loop not parallel: non-affine access in S\[0-9\]+ \\(a subscript may wrap around its type\\)" } */
    a[(unsigned char) i] = b[i] * 2.0;
}

/* { dg-final { scan-remarks-not "loop made parallel" } } */
