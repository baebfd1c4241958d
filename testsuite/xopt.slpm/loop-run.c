/* A group inside a loop: SLP-M runs before the loop vectorizer, which
   then vectorizes the loop.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

extern void abort (void);

#define N 64
unsigned a[4 * N], b[4 * N];

__attribute__ ((noinline)) void
f (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "loop vectorized" } */
    {
      a[4 * i + 0] = b[4 * i + 0] << 1; /* { dg-optimized "SLP-M made 4 lanes isomorphic: reorder=0 extend=0 replace=2" } */
      a[4 * i + 1] = b[4 * i + 1] * 3;
      a[4 * i + 2] = b[4 * i + 2] * 5;
      a[4 * i + 3] = b[4 * i + 3] << 2;
    }
}

int
main (void)
{
  volatile unsigned seed = 12345;
  for (int i = 0; i < 4 * N; i++)
    b[i] = seed * i + 7;
  f (N);
  for (int i = 0; i < N; i++)
    if (a[4 * i] != b[4 * i] * 2 || a[4 * i + 1] != b[4 * i + 1] * 3
	|| a[4 * i + 2] != b[4 * i + 2] * 5 || a[4 * i + 3] != b[4 * i + 3] * 4)
      abort ();
  return 0;
}
