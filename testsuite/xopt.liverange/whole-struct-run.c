/* A global struct read as a whole (out[i] = cur, a copy of the
   declaration itself) and written the same way after it: iteration i
   reads the value iteration i - 1 stored, a flow dependence carried by
   the loop.  Its reads must be recorded like the reads of its fields, or
   the loop is parallelized with cur expanded and every out[i] but the
   first comes out wrong.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-loop-optimized-missed" } */

extern void abort (void);

#define N 1000
struct pt
{
  int x, y;
};
struct pt cur, out[N], arr[N];

__attribute__ ((noinline)) void
shift_out (int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop not parallel: flow dependence S\[0-9\]+ -> S\[0-9\]+" } */
    {
      out[i] = cur;
      cur = arr[i];
    }
}

__attribute__ ((noinline)) void
init (int n)
{
  for (int i = 0; i < n; i++)
    {
      arr[i].x = i * 3 + 1;
      arr[i].y = -i;
    }
}

int
main (void)
{
  init (N);
  cur.x = 7;
  cur.y = 8;
  shift_out (N);
  if (out[0].x != 7 || out[0].y != 8)
    abort ();
  for (int i = 1; i < N; i++)
    if (out[i].x != arr[i - 1].x || out[i].y != arr[i - 1].y)
      abort ();
  if (cur.x != arr[N - 1].x || cur.y != arr[N - 1].y)
    abort ();
  return 0;
}
