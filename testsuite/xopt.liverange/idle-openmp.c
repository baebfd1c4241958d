/* -fopenmp alone does not run parloops: the pass says so once.  */
/* { dg-do compile } */
/* { dg-options "-fopenmp -ftree-parallelize-loops=1 -fopt-info-loop-missed" } */

double a[100], b[100];

void
f (void) /* { dg-missed "xopt_liverange does nothing: -fopenmp alone does not run parloops; add -ftree-parallelize-loops=N \\(N > 1\\)" } */
{
  for (int i = 0; i < 100; i++)
    a[i] = b[i] * 2.0;
}

/* { dg-final { scan-remarks-not "loop made parallel" } } */
