/* Matrix multiply, float: the textbook i-j-k order (inner loop walks a
   column of B with stride DIM), the same with B transposed (both operands
   unit stride), and the interchanged i-k-j order (inner loop updates a
   row of C).  Inner loops only are of the form.  The i-k-j order adds
   the products in the same order as i-j-k, so all three agree exactly.  */
#include "bench.h"

#define DIM 96
#define REPS 200

static float a[DIM][DIM], b[DIM][DIM], bt[DIM][DIM];
static float c1[DIM][DIM], c2[DIM][DIM], c3[DIM][DIM], ref[DIM][DIM];

KERNEL static void
mm_ijk (float (*restrict c)[DIM], const float (*restrict a)[DIM],
        const float (*restrict b)[DIM], int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
        float s = 0;
        for (int k = 0; k < n; k++) /* sms-loop: mm-f32-ijk */
          s += a[i][k] * b[k][j];
        c[i][j] = s;
      }
}

KERNEL static void
mm_transposed (float (*restrict c)[DIM], const float (*restrict a)[DIM],
               const float (*restrict bt)[DIM], int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
        const float *ra = a[i], *rb = bt[j];
        float s = 0;
        for (int k = 0; k < n; k++) /* sms-loop: mm-f32-transposed */
          s += ra[k] * rb[k];
        c[i][j] = s;
      }
}

KERNEL static void
mm_ikj (float (*restrict c)[DIM], const float (*restrict a)[DIM],
        const float (*restrict b)[DIM], int n)
{
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < n; j++)
        c[i][j] = 0;
      for (int k = 0; k < n; k++)
        {
          float t = a[i][k];
          for (int j = 0; j < n; j++) /* sms-loop: mm-f32-ikj */
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
        float s = 0;
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
  bench_fill_f32 (&a[0][0], DIM * DIM, 4);
  bench_fill_f32 (&b[0][0], DIM * DIM, 4);
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
  bench_check ("mm-f32-ijk", c1, ref, sizeof ref);
  bench_check ("mm-f32-transposed", c2, ref, sizeof ref);
  bench_check ("mm-f32-ikj", c3, ref, sizeof ref);
  return bench_exit ();
}
