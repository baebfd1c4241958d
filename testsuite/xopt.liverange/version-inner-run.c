/* The run-time overlap check of an inner candidate loop: the outer loop
   carries a flow dependence through D, so the j loop inside it is the
   candidate (loops=all); it is versioned on a check that C and A do not
   overlap, evaluated once per outer iteration, and its temporary row t
   is forward-substituted.  Checked against a serial build for C far
   from A, adjacent to it, equal to it, one row apart, and sharing one
   element.  */
/* { dg-do run } */
/* { dg-options "-fno-inline -fopt-info-loop-optimized-missed" } */

extern void abort (void);

#define M 128

__attribute__ ((noinline)) void
rows (int n, double *C, const double *A, double *D)
{
  for (int i = 1; i < n; i++) /* { dg-missed "loop not parallel: flow dependence" } */
    {
      D[i] = D[i - 1] + 1.0;
      double d = D[i];
      for (int j = 0; j < M; j++) /* { dg-optimized "loop made parallel: \[1-9\]\[0-9\]* false dependences removed \\(\[^)\]*\\) \\(versioned on a run-time overlap check\\)" } */
	{
	  double t[M];
	  for (int k = 0; k < M; k++)
	    t[k] = A[j * M + k] * 2.0;
	  for (int k = 0; k < M; k++)
	    C[j * M + k] = t[M - 1 - k] + d;
	}
    }
}

__attribute__ ((noinline, optimize ("tree-parallelize-loops=1"))) void
rows_serial (int n, double *C, const double *A, double *D)
{
  for (int i = 1; i < n; i++)
    {
      D[i] = D[i - 1] + 1.0;
      double d = D[i];
      for (int j = 0; j < M; j++)
	{
	  double t[M];
	  for (int k = 0; k < M; k++)
	    t[k] = A[j * M + k] * 2.0;
	  for (int k = 0; k < M; k++)
	    C[j * M + k] = t[M - 1 - k] + d;
	}
    }
}

#define SPAN (M * M)

static double buf[3 * SPAN], ref[3 * SPAN], d1[4], d2[4];

int
main (void)
{
  long offsets[] = { SPAN, -SPAN, 0, M, -M, SPAN - 1, 1 - SPAN };
  for (unsigned o = 0; o < sizeof offsets / sizeof offsets[0]; o++)
    {
      for (int x = 0; x < 3 * SPAN; x++)
	buf[x] = ref[x] = x % 7;
      for (int x = 0; x < 4; x++)
	d1[x] = d2[x] = x;
      rows (3, buf + SPAN + offsets[o], buf + SPAN, d1);
      rows_serial (3, ref + SPAN + offsets[o], ref + SPAN, d2);
      for (int x = 0; x < 3 * SPAN; x++)
	if (buf[x] != ref[x])
	  abort ();
      for (int x = 0; x < 4; x++)
	if (d1[x] != d2[x])
	  abort ();
    }
  return 0;
}
