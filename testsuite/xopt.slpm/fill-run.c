/* Groups inside loops where an extension leaves an operand slot with
   loads in some lanes and a constant in others (X -> X * 1 + 0).  Loop SLP
   refuses such a slot, so SLP-M fills the constant lanes with another
   lane's load masked to the constant: (L & 0) | C, the load lanes
   (L & -1) | 0.  Trailing and interior gaps, a conversion of the loads
   (int16 computed unsigned), and a nonzero constant (X -> X * 1 in a
   multiplication by a loaded value).  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized -fplugin-arg-xopt_slpm-dump -fdump-tree-vect-details" } */

extern void abort (void);

#define N 37

int o32[4 * N], a32[4 * N], b32[4 * N];
short o16[8 * N], a16[8 * N], b16[8 * N];
unsigned ou[4 * N], au[4 * N], bu[4 * N];

__attribute__ ((noinline)) void
trailing (int n)
{
  for (int i = 0; i < n; i++)
    {
      int *o = o32 + 4 * i, *a = a32 + 4 * i, *b = b32 + 4 * i;
      o[0] = a[0] * 3 + b[0]; /* { dg-optimized "SLP-M made 4 lanes isomorphic" } */
      o[1] = a[1] + b[1];
      o[2] = a[2] * 5 + b[2];
      o[3] = a[3];
    }
}

__attribute__ ((noinline)) void
interior (int n)
{
  for (int i = 0; i < n; i++)
    {
      short *o = o16 + 8 * i, *a = a16 + 8 * i, *b = b16 + 8 * i;
      o[0] = a[0] + b[0]; /* { dg-optimized "SLP-M made 8 lanes isomorphic" } */
      o[1] = a[1] * 3 + b[1];
      o[2] = a[2];
      o[3] = a[3] * 5 + b[3];
      o[4] = a[4] + b[4];
      o[5] = a[5] * 7 + b[5];
      o[6] = a[6] * 3 + b[6];
      o[7] = a[7] + b[7];
    }
}

__attribute__ ((noinline)) void
nonzero (int n)
{
  for (int i = 0; i < n; i++)
    {
      unsigned *o = ou + 4 * i, *a = au + 4 * i, *b = bu + 4 * i;
      o[0] = a[0] * b[0]; /* { dg-optimized "SLP-M made 4 lanes isomorphic" } */
      o[1] = a[1] * b[1];
      o[2] = a[2];
      o[3] = a[3] * b[3];
    }
}

int
main (void)
{
  volatile int seed = 7;
  for (int i = 0; i < 8 * N; i++)
    {
      int x = seed * (i + 1) * 2654435761u;
      if (i < 4 * N)
	{
	  a32[i] = x;
	  b32[i] = x ^ 0x5a5a5a5a;
	  au[i] = (unsigned) x * 3u;
	  bu[i] = (unsigned) x >> 3;
	}
      a16[i] = (short) (x >> 7);
      b16[i] = (short) (x >> 13);
    }
  /* Trip counts 0, 1 and an odd count that leaves a scalar epilogue.  */
  for (int n = 0; n <= N; n += (n < 2 ? 1 : N - 2))
    {
      for (int i = 0; i < 8 * N; i++)
	{
	  o16[i] = -1;
	  if (i < 4 * N)
	    o32[i] = -1, ou[i] = -1u;
	}
      trailing (n);
      interior (n);
      nonzero (n);
      for (int i = 0; i < N; i++)
	{
	  int *o = o32 + 4 * i, *a = a32 + 4 * i, *b = b32 + 4 * i;
	  unsigned *p = ou + 4 * i, *c = au + 4 * i, *d = bu + 4 * i;
	  short *q = o16 + 8 * i, *e = a16 + 8 * i, *f = b16 + 8 * i;
	  int done = i < n;
	  if (o[0] != (done ? (int) ((unsigned) a[0] * 3u + b[0]) : -1)
	      || o[1] != (done ? (int) ((unsigned) a[1] + b[1]) : -1)
	      || o[2] != (done ? (int) ((unsigned) a[2] * 5u + b[2]) : -1)
	      || o[3] != (done ? a[3] : -1))
	    abort ();
	  if (p[0] != (done ? c[0] * d[0] : -1u)
	      || p[1] != (done ? c[1] * d[1] : -1u)
	      || p[2] != (done ? c[2] : -1u)
	      || p[3] != (done ? c[3] * d[3] : -1u))
	    abort ();
	  static const int mul[8] = { 1, 3, 0, 5, 1, 7, 3, 1 };
	  for (int k = 0; k < 8; k++)
	    {
	      short want = (k == 2 ? e[k]
			    : (short) (e[k] * mul[k] + f[k]));
	      if (q[k] != (done ? want : -1))
		abort ();
	    }
	}
    }
  return 0;
}

/* { dg-final { scan-tree-dump-times "filled the constant lanes of a load slot" 3 xopt_slpm } } */
/* Lane 3 of trailing () reuses lane 2's load; nonzero () keeps its 1.  */
/* { dg-final { scan-tree-dump "b_\[0-9\]+ \\+ 8B\\\] & 0\\)\\)" xopt_slpm } } */
/* { dg-final { scan-tree-dump "& 0\\) \\| 1\\)\\)" xopt_slpm } } */
/* The loop vectorizer builds SLP instances for the three loops.  */
/* { dg-final { scan-tree-dump "fill-run.c:22:\[0-9\]+: note: +Decided to SLP" vect { target x86_64-*-* } } } */
/* { dg-final { scan-tree-dump "fill-run.c:35:\[0-9\]+: note: +Decided to SLP" vect { target x86_64-*-* } } } */
/* { dg-final { scan-tree-dump "fill-run.c:52:\[0-9\]+: note: +Decided to SLP" vect { target x86_64-*-* } } } */
