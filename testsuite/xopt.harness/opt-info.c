/* One optimized and one missed remark of the fixture (group loop).
   harness.exp compiles this file again under every -fopt-info spelling
   and combination (lib/xopt-optinfo.exp).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-loop-optimized -fopt-info-loop-missed -fopt-info-vec-optimized" } */

extern void g (int);
short counts[256];

void
bump (unsigned char n)
{
  for (unsigned i = 0; i < n; i++) /* { dg-optimized "fixture: loop at depth 1" } */
    counts[i] += (short) i;
}

void
report (int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "fixture: loop has a call" } */
    g (counts[i]);
}
