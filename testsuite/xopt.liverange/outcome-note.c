/* A loop GCC's parloops parallelizes by itself, with nothing for the
   plugin to repair: the plugin claims nothing (it says so in a note,
   which -fopt-info-loop-note shows, and counts the loop).  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-loop-optimized -fdump-statistics" } */

void
scale (double *restrict x, const double *restrict y, int n)
{
  for (int i = 0; i < n; i++)
    x[i] = y[i] * 2.0;
}

/* { dg-final { scan-remarks "optimized: parallelizing inner loop" } } */
/* { dg-final { scan-remarks-not "loop made parallel" } } */
/* { dg-final { scan-statistics "xopt_liverange_outcome \"loops parallel without the plugin\"" } } */
