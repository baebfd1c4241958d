/* The dump shows the control-dependence graph, R and K, augment-K and the
   predicated body; the switch GCC's own if-conversion rejects is
   vectorized (AVX2 and NEON).  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-loop -fopt-info-vec -fplugin-arg-xopt_ifconv-dump -fplugin-arg-xopt_ifconv-dot=ifconv-dump-vect.dot" } */

void
sw (short *restrict a, const short *restrict b, int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "loop if-converted and vectorized: 5 blocks, 3 predicates \\(R&K\\)" } */
/* { dg-optimized "loop vectorized" "" { target *-*-* } .-1 } */
    {
      short v;
      switch (b[i] & 3)
	{
	case 0:
	  v = b[i] + 1;
	  break;
	case 1:
	  v = b[i] * 3;
	  break;
	default:
	  v = -b[i];
	}
      a[i] = v;
    }
}

/* { dg-final { scan-tree-dump "CD \{bb\[0-9\]+->bb\[0-9\]+ \\(case\\)\}, R = p1" xopt_ifconv } } */
/* { dg-final { scan-tree-dump "K\\(p3\\) = \{bb\[0-9\]+->bb\[0-9\]+ \\(case\\)\}" xopt_ifconv } } */
/* { dg-final { scan-tree-dump "Predicates \\(R&K\\): 3, blocks 5" xopt_ifconv } } */
/* { dg-final { scan-tree-dump "Predicated body of loop" xopt_ifconv } } */
