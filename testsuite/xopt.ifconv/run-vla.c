/* The inner loop of a 2-D VLA kernel with a condition and a conditional
   row-wise count: if-converted (and vectorized) inside the outer loop,
   results and floating-point exception flags checked against the -O0
   build for several shapes.  Every input is a multiple of 0.25 or 1e-30:
   both arms are exact on the lanes that take them, but x - t on 1e-30,
   the arm those lanes do not take, would raise FE_INEXACT.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-loop-optimized" } */

#include "ifconv-run.h"

KERNEL (threshold, (int n, int m, float out[restrict n][m], const float in[restrict n][m], int cnt[restrict n], float t), { /* { dg-optimized "loop if-converted and vectorized: \[0-9\]+ blocks, 2 predicates \\(R&K\\), \[0-9\]+ trap-safe" "" { target x86_64-*-* } } */
/* { dg-optimized "loop vectorized" "" { target x86_64-*-* } .-1 } */
  for (int i = 0; i < n; i++)
    {
      int k = 0;
      for (int j = 0; j < m; j++)
	{
	  float x = in[i][j];
	  if (x > t)
	    {
	      x = x - t;
	      k++;
	    }
	  else
	    x = x * 0.5f;
	  out[i][j] = x;
	}
      cnt[i] = k;
    }
})

int
main (void)
{
  static float in[MAXN], out[MAXN], ref[MAXN];
  static int c1[64], c2[64];
  for (int i = 0; i < MAXN; i++)
    in[i] = i % 5 == 2 ? 1e-30f : ifc_rand (-50, 50) * 0.25f;
  for (int n = 1; n <= 9; n += 4)
    for (int k = 0; k < NTRIPS; k++)
      {
	int m = trips[k];
	if (n * m > MAXN)
	  continue;
	memset (out, 0, sizeof out);
	memset (ref, 0, sizeof ref);
	SAME_FLAGS (threshold (n, m, (float (*)[m]) out, (const float (*)[m]) in, c1, 1.5f),
		    threshold_ref (n, m, (float (*)[m]) ref, (const float (*)[m]) in, c2, 1.5f));
	CHECK (out, ref, MAXN);
	CHECK (c1, c2, n);
      }
  return 0;
}
