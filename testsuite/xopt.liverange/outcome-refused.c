/* A loop the analysis proves parallel but parloops then keeps serial
   (its pointer starts at an array's address, a PHI argument parloops
   refuses): no "optimized" remark, a missed one that says parloops kept
   it serial.  A large loop in the same file is parallelized by parloops,
   but GCC's own dependence test finds it parallel as well and nothing
   was repaired: the plugin changed nothing there, so it claims nothing
   (a note, not an "optimized" remark).  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-loop-optimized-missed" } */

double a[4096], b[4096], x[4096], y[4096];

void
walk (void)
{
  double *p = &a[0];
  for (int i = 0; i < 4096; i++) /* { dg-missed "loop not parallel: parloops kept it serial after the live-range analysis proved it parallel" } */
    *p++ = b[i] * 2.0;
}

void
large (void)
{
  for (int i = 0; i < 4096; i++)
    x[i] = y[i] * 2.0;
}

/* { dg-final { scan-remarks "optimized: parallelizing inner loop" } } */
/* { dg-final { scan-remarks-not "loop made parallel" } } */
