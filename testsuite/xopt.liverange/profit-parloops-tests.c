/* Loops parloops would refuse on its own tests (too few iterations for
   the threads, a cold loop nest) are refused before the analysis, so
   they are neither analysed nor versioned: the missed remark gives
   parloops' reason, not "parloops kept it serial".  Each loop has a
   false dependence (the global T) the pass would otherwise repair.  */
/* { dg-do compile } */
/* { dg-options "-fno-inline -fopt-info-loop-optimized-missed" } */

double t;

void
few (double *restrict a, const double *restrict b)
{
  for (int i = 0; i < 50; i++) /* { dg-missed "loop not parallel: too few iterations for the threads" } */
    {
      t = b[i] * 2.0;
      a[i] = t + 1.0;
    }
}

__attribute__ ((cold)) void
rarely (double *restrict a, const double *restrict b, int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop not parallel: the loop nest is cold or optimized for size" } */
    {
      t = b[i] * 2.0;
      a[i] = t + 1.0;
    }
}

void
many (double *restrict a, const double *restrict b, int n)
{
  for (int i = 0; i < n; i++)
    {
      t = b[i] * 2.0;
      a[i] = t + 1.0;
    }
}

/* The same loop, hot and of unknown count, is repaired and parallel.  */
/* { dg-final { scan-remarks "optimized: loop made parallel: 1 false dependences removed" } } */
/* { dg-final { scan-remarks-not "kept it serial" } } */
