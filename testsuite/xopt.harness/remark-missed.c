/* A loop with a call is reported as missed, and only with the missed
   kind enabled.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-loop-missed" } */

extern void sink (int);

void
calls (int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "fixture: loop has a call" } */
    sink (i);
}

/* The optimized kind was not asked for.  */
/* { dg-final { scan-remarks-not "optimized: fixture" } } */
