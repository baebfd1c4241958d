/* The backtracking search (sms-search.cc) for small bodies where the
   swing placement and iterative scheduling both miss the schedule.  On
   Cortex-A8 the multiply-accumulate holds both ALU pipes in its first
   cycle, and the loads must stay within II cycles of it: at II = 5 the
   branch has to share a cycle with a load, which only the search finds
   (the list schedule is 6 cycles; MII is 4 in Thumb state, 5 in ARM
   state).  The strided gather needs II = 8
   below its 10-cycle list schedule the same way.  Register moves (on by
   default on ARM) are off: with them the dump shows the schedule of the
   graph with moves, not the search on the graph without them.  */
/* { dg-do compile { target arm*-*-* } } */
/* { dg-options "-fno-tree-vectorize -mcpu=cortex-a8 -fopt-info-loop-optimized-missed -fplugin-arg-xopt_sms-regmoves=0 -fplugin-arg-xopt_sms-mve=0 -fplugin-arg-xopt_sms-dump" } */

#define DIM 64

void
mm_ijk (int (*__restrict c)[DIM], const int (*__restrict a)[DIM],
	const int (*__restrict b)[DIM], int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	int s = 0;
	for (int k = 0; k < n; k++) /* { dg-optimized "loop software-pipelined: II=5 MII=\[45\] stages=\[0-9\]+ list=6" } */
	  s += a[i][k] * b[k][j];
	c[i][j] = s;
      }
}

void
gather3 (int *__restrict out, const int *__restrict a, int n)
{
  for (int i = 0; i < n; i += 3) /* { dg-optimized "loop software-pipelined: II=8 MII=7 stages=\[0-9\]+ list=10" } */
    out[i / 3] = 5 * a[i] + a[i + 1];
}

/* { dg-final { scan-rtl-dump-times "SMS search II=5: placed" 1 xopt_sms } } */
/* { dg-final { scan-rtl-dump-times "SMS search II=8: placed" 1 xopt_sms } } */
