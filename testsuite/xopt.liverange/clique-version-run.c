/* A loop made parallel under a run-time overlap check (R, S and COEF are
   pointer parameters without restrict, as in opus's LPC analysis
   filter): the check proves that the bytes written through R overlap
   neither those read through S nor those read through COEF, so the
   region parloops outlines gives R a base of its own in its dependence
   clique, and the outlined loop vectorizes without run-time alias checks
   (the very cheap cost model allows none; liverange.exp gives ARM no
   NEON, so only x86-64 vectorizes).  Called with disjoint
   arrays, adjacent ones and overlapping ones (R one element after S: the
   unchanged serial copy runs); each result is checked against a serial
   build on its own copy of the memory.  */
/* { dg-do run } */
/* { dg-options "-fno-inline -ftree-vectorize -fvect-cost-model=very-cheap -fdump-tree-vect-details -fplugin-arg-xopt_liverange-dump" } */

extern void abort (void);

#define N 400

__attribute__ ((noinline)) void
filter3 (int *r, const int *s, const int *coef, int n)
{
  for (int i = 2; i < n; i++)
    r[i] = s[i] - s[i - 1] * coef[0] - s[i - 2] * coef[1];
}

__attribute__ ((noinline, optimize ("tree-parallelize-loops=1",
				    "no-tree-vectorize"))) void
filter3_serial (int *r, const int *s, const int *coef, int n)
{
  for (int i = 2; i < n; i++)
    r[i] = s[i] - s[i - 1] * coef[0] - s[i - 2] * coef[1];
}

static int mem[3 * N], ref[3 * N];

static void
fill (void)
{
  for (int k = 0; k < 3 * N; k++)
    mem[k] = ref[k] = k % 17 - 8;
}

static void
check (int r, int s, int coef, int n)
{
  fill ();
  filter3 (mem + r, mem + s, mem + coef, n);
  filter3_serial (ref + r, ref + s, ref + coef, n);
  for (int k = 0; k < 3 * N; k++)
    if (mem[k] != ref[k])
      abort ();
}

int
main (void)
{
  volatile int n = N;
  check (0, N, 2 * N, n);	/* Disjoint.  */
  check (N, 0, 2 * N, n);	/* R right after S.  */
  check (0, N, N - 2, n);	/* COEF in R's last two elements: overlap.  */
  check (1, 0, 2 * N, n);	/* R one element after S: overlap.  */
  check (0, 0, 2 * N, n);	/* R is S.  */
  check (0, N, 2 * N, 3);	/* One iteration.  */
  return 0;
}

/* { dg-final { scan-tree-dump "decision: loop \[0-9\]+ parallel: .*, under a run-time overlap check" xopt_liverange } } */
/* { dg-final { scan-tree-dump "filter3\\._loopfn\\.\[0-9\]+: clique \[0-9\]+ on \[0-9\]+ references, 2 bases: " xopt_liverange_outcome2 } } */
/* { dg-final { scan-tree-dump "clique-version-run\\.c:23:\[0-9\]+: optimized: loop vectorized" vect { target x86_64-*-* } } } */
