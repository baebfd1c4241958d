/* The references of a parallel region get one base per group of the
   region's pointers that may point to the same object: C, A and B are
   pointer parameters without restrict, which points-to analysis cannot
   separate.  The loop runs parallel under a run-time check that C's
   bytes overlap neither A's nor B's, so C gets a base of its own; A and
   B, only read, are not checked and share a base.  WORK is a local
   array of its own and gets a base of its own.  */
/* { dg-do run } */
/* { dg-options "-fno-inline -fplugin-arg-xopt_liverange-loops=outermost -fplugin-arg-xopt_liverange-substitute=0 -fplugin-arg-xopt_liverange-dump" } */

extern void abort (void);

#define N 48

__attribute__ ((noinline)) void
scale_rows (int n, double *C, const double *A, const double *B)
{
  double work[N];
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < n; j++)
	work[j] = A[i * n + j] * 2.0;
      for (int j = 0; j < n; j++)
	C[i * n + j] = work[j] + B[j * n + i];
    }
}

/* The same computation written another way: the row of A is read in
   full before any element of the row of C is written.  */

__attribute__ ((noinline, optimize ("tree-parallelize-loops=1"))) void
scale_rows_serial (int n, double *C, const double *A, const double *B)
{
  for (int i = 0; i < n; i++)
    {
      double row[N];
      for (int j = n - 1; j >= 0; j--)
	row[j] = 2.0 * A[i * n + j];
      for (int j = n - 1; j >= 0; j--)
	C[i * n + j] = B[j * n + i] + row[j];
    }
}

static double a[N * N + 1], b[N * N], c[N * N], ra[N * N + 1], rc[N * N];

static void
fill (void)
{
  for (int k = 0; k < N * N; k++)
    {
      a[k] = ra[k] = k % 13 - 6;
      b[k] = k % 7;
      c[k] = rc[k] = -1.0;
    }
}

int
main (void)
{
  volatile int n = N;
  fill ();
  scale_rows (n, c, a, b);
  scale_rows_serial (n, rc, ra, b);
  for (int k = 0; k < N * N; k++)
    if (c[k] != rc[k])
      abort ();
  /* C overlaps A: the unchanged serial copy runs.  */
  fill ();
  scale_rows (n - 1, a + 1, a, b);
  scale_rows_serial (n - 1, ra + 1, ra, b);
  for (int k = 0; k < N * N; k++)
    if (a[k] != ra[k])
      abort ();
  return 0;
}

/* { dg-final { scan-tree-dump "scale_rows\\._loopfn\\.\[0-9\]+: clique \[0-9\]+ on \[0-9\]+ references, 3 bases: " xopt_liverange_outcome2 } } */
/* { dg-final { scan-tree-dump "scale_rows\\._loopfn\\.\[0-9\]+: clique \[0-9\]+ on \[0-9\]+ references, 3 bases: \[^\n\]*B=(\[0-9\]+)\[^\n\]* A=\\1\[ \n\]" xopt_liverange_outcome2 } } */
