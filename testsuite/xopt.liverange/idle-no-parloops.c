/* Without -ftree-parallelize-loops=N (N > 1) the pass has nothing to
   prepare loops for: it says so once, naming the missing option.  */
/* { dg-do compile } */
/* { dg-options "-ftree-parallelize-loops=1 -fopt-info-loop-missed" } */

double a[100], b[100];

void
f (void) /* { dg-missed "xopt_liverange does nothing: -ftree-parallelize-loops=N \\(N > 1\\) is not given" } */
{
  for (int i = 0; i < 100; i++)
    a[i] = b[i] * 2.0;
}

void
g (void)
{
  for (int i = 0; i < 100; i++)
    b[i] = a[i] + 1.0;
}

/* { dg-final { scan-remarks-not "loop made parallel" } } */
