/* Matrix multiply, int32: the textbook i-j-k order (inner loop walks a
   column of B with stride DIM), the same with B transposed (both operands
   unit stride), and the interchanged i-k-j order (inner loop updates a
   row of C).  Inner loops only are of the form.  */

#include "bench.h"

#define DIM 96
#define REPS 300

static int32_t a[DIM][DIM], b[DIM][DIM], bt[DIM][DIM];
static int32_t c1[DIM][DIM], c2[DIM][DIM], c3[DIM][DIM], ref[DIM][DIM];

KERNEL static void
mm_ijk (int32_t (*restrict c)[DIM], const int32_t (*restrict a)[DIM],
        const int32_t (*restrict b)[DIM], int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
        int32_t s = 0;
        for (int k = 0; k < n; k++) /* sms-loop: mm-i32-ijk */
          s += a[i][k] * b[k][j];
        c[i][j] = s;
      }
}

KERNEL static void
mm_transposed (int32_t (*restrict c)[DIM], const int32_t (*restrict a)[DIM],
               const int32_t (*restrict bt)[DIM], int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
        const int32_t *ra = a[i], *rb = bt[j];
        int32_t s = 0;
        for (int k = 0; k < n; k++) /* sms-loop: mm-i32-transposed */
          s += ra[k] * rb[k];
        c[i][j] = s;
      }
}

KERNEL static void
mm_ikj (int32_t (*restrict c)[DIM], const int32_t (*restrict a)[DIM],
        const int32_t (*restrict b)[DIM], int n)
{
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < n; j++)
        c[i][j] = 0;
      for (int k = 0; k < n; k++)
        {
          int32_t t = a[i][k];
          for (int j = 0; j < n; j++) /* sms-loop: mm-i32-ikj */
            c[i][j] += t * b[k][j];
        }
    }
}

REFERENCE static void
ref_mm (int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
        int32_t s = 0;
        for (int k = 0; k < n; k++)
          {
            REF_FENCE;
            s += a[i][k] * b[k][j];
          }
        ref[i][j] = s;
      }
}

int
main (int argc, char **argv)
{
  long reps = bench_reps (argc, argv, REPS);
  bench_fill_i32 (&a[0][0], DIM * DIM, -1000, 1000);
  bench_fill_i32 (&b[0][0], DIM * DIM, -1000, 1000);
  for (int i = 0; i < DIM; i++)
    for (int j = 0; j < DIM; j++)
      bt[j][i] = b[i][j];

  bench_start ();
  for (long r = 0; r < reps; r++)
    {
      mm_ijk (c1, a, b, DIM);
      mm_transposed (c2, a, bt, DIM);
      mm_ikj (c3, a, b, DIM);
      BENCH_BARRIER;
    }
  bench_stop ();

  ref_mm (DIM);
  bench_check ("mm-i32-ijk", c1, ref, sizeof ref);
  bench_check ("mm-i32-transposed", c2, ref, sizeof ref);
  bench_check ("mm-i32-ikj", c3, ref, sizeof ref);
  return bench_exit ();
}
