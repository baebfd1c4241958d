/* A 5-point stencil row on x86-64, pipelined at II = MII = 5.  Before the
   fused compare and branch had no latency between them (sms-ddg.cc) the
   swing placement found no free row at II = MII and iterative modulo
   scheduling reached it by evicting the nodes in the way; now the swing
   placement reaches it.  The pipelined loop must compute what the
   straight loop computes.  */
/* { dg-do run { target x86_64-*-* } } */
/* { dg-options "-fplugin-arg-xopt_sms-model=in-order -fopt-info-loop-optimized-missed -fplugin-arg-xopt_sms-dump" } */

#define N 24

int in[3][N], out[N], ref[N];

__attribute__ ((noipa)) void
laplace (int *__restrict o, const int (*__restrict g)[N], int cols)
{
  for (int j = 1; j < cols - 1; j++) /* { dg-optimized "loop software-pipelined: II=5 MII=5" } */
    o[j] = 4 * g[1][j] - g[0][j] - g[2][j] - g[1][j - 1] - g[1][j + 1];
}

__attribute__ ((optimize ("O0"))) int
main (void)
{
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < N; j++)
      in[i][j] = (i * 37 + j * 11) % 23 - 9;
  for (int cols = 2; cols <= N; cols++)
    {
      for (int j = 0; j < N; j++)
	out[j] = ref[j] = -1;
      laplace (out, (const int (*)[N]) in, cols);
      for (int j = 1; j < cols - 1; j++)
	ref[j] = 4 * in[1][j] - in[0][j] - in[2][j] - in[1][j - 1]
		 - in[1][j + 1];
      for (int j = 0; j < N; j++)
	if (out[j] != ref[j])
	  __builtin_abort ();
    }
  return 0;
}

/* { dg-final { scan-rtl-dump "SMS MII=5 ResMII=3 RecMII=5 MaxII=10 list=6 II=5 stages=2" xopt_sms } } */
