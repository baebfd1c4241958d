/* A loop GCC's own dependence test finds parallel is parallelized by
   parloops without the plugin; the plugin repairs nothing there, so it
   claims nothing (no `optimized:'), but it does prepare the function
   parloops outlines the loop into for the vectorizer, and its note says
   so, since that function's code may differ from the build without the
   plugin.  */
/* { dg-do compile } */
/* { dg-options "-fno-inline -fopt-info-loop-optimized-missed-note" } */

void
scale (int n, float s, float *restrict out, const float *restrict in)
{
  for (int i = 0; i < n; i++)
    out[i] = s * in[i];
}

/* { dg-final { scan-remarks "note: loop parallel without repair: GCC's own dependence test finds it parallel too; its outlined function prepared for the vectorizer" } } */
/* { dg-final { scan-remarks-not "optimized: loop made parallel" } } */
