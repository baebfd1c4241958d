/* Operands are swapped only in commutative operations.  In a group of
   subtractions B - C with one lane reversed (C - B), swapping that lane's
   operands would compute B - C there: SLP-M must leave the reversed lane
   as it is (GCC's SLP then builds the operand vectors from scalars).  The
   additions next to it are isomorphic up to operand order, which GCC's
   SLP handles itself (a note, no rewrite); the third group is rewritten
   (a lane needs extension) with its reversed lane kept as it is.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized-missed -fplugin-arg-xopt_slpm-dump" } */

extern void abort (void);

__attribute__ ((noinline)) void
reversed_sub (int *restrict a, const int *restrict b, const int *restrict c)
{
  a[0] = b[0] - c[0];
  a[1] = c[1] - b[1];
  a[2] = b[2] - c[2];
  a[3] = b[3] - c[3];
}

__attribute__ ((noinline)) void
reversed_add (int *restrict a, const int *restrict b, const int *restrict c)
{
  a[0] = b[0] * 3 + c[0];
  a[1] = c[1] + b[1] * 3;
  a[2] = b[2] * 3 + c[2];
  a[3] = b[3] * 3 + c[3];
}

/* The reversed lane next to a lane that needs extension: a rewrite does
   happen here, so a swap of the reversed lane would reach the code.  */
__attribute__ ((noinline)) void
reversed_sub_extended (int *restrict a, const int *restrict b,
		       const int *restrict c)
{
  a[0] = b[0] * 3 - c[0];
  a[1] = c[1] - b[1] * 3;
  a[2] = b[2] * 3;
  a[3] = b[3] * 3 - c[3];
}

int
main (void)
{
  int a[4], b[4], c[4];
  volatile int seed = 17;
  for (int i = 0; i < 4; i++)
    {
      b[i] = seed * (i + 3);
      c[i] = seed - 40 * i;
    }
  reversed_sub (a, b, c);
  if (a[0] != b[0] - c[0] || a[1] != c[1] - b[1] || a[2] != b[2] - c[2]
      || a[3] != b[3] - c[3])
    abort ();
  reversed_sub_extended (a, b, c);
  if (a[0] != b[0] * 3 - c[0] || a[1] != c[1] - b[1] * 3 || a[2] != b[2] * 3
      || a[3] != b[3] * 3 - c[3])
    abort ();
  reversed_add (a, b, c);
  for (int i = 0; i < 4; i++)
    if (a[i] != b[i] * 3 + c[i])
      abort ();
  return 0;
}

/* A reversed subtraction is not the same operation up to operand order:
   only reversed_add's group is isomorphic up to operand order, and no
   remark may say reversed_sub's lanes were made isomorphic.  */
/* { dg-final { scan-tree-dump-times "isomorphic up to operand order, left to SLP" 1 xopt_slpm } } */
/* { dg-final { scan-remarks-not "reorder-noncommutative-run.c:1\[4-7\]:.*SLP-M made" } } */
