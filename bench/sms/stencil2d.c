/* Stencils, two dimensions: the 5-point Jacobi step on a float grid and
   its int32 (image) variant.  The inner loops walk one row; the rows
   above and below are separate streams.  */

#include "bench.h"

#define ROWS 128
#define COLS 128
#define REPS 6000

static float gf[ROWS][COLS], hf[ROWS][COLS], rf[ROWS][COLS];
static int32_t gi[ROWS][COLS], hi[ROWS][COLS], ri[ROWS][COLS];

KERNEL static void
jacobi_f32 (float (*restrict out)[COLS], const float (*restrict in)[COLS],
            int rows, int cols)
{
  for (int i = 1; i < rows - 1; i++)
    for (int j = 1; j < cols - 1; j++) /* sms-loop: stencil5-f32 */
      out[i][j] = 0.2f * (in[i][j] + in[i - 1][j] + in[i + 1][j]
                          + in[i][j - 1] + in[i][j + 1]);
}

KERNEL static void
laplace_i32 (int32_t (*restrict out)[COLS], const int32_t (*restrict in)[COLS],
             int rows, int cols)
{
  for (int i = 1; i < rows - 1; i++)
    for (int j = 1; j < cols - 1; j++) /* sms-loop: stencil5-i32 */
      out[i][j] = 4 * in[i][j] - in[i - 1][j] - in[i + 1][j]
                  - in[i][j - 1] - in[i][j + 1];
}

REFERENCE static void
ref_stencil5 (int rows, int cols)
{
  for (int i = 1; i < rows - 1; i++)
    for (int j = 1; j < cols - 1; j++)
      {
        REF_FENCE;
        rf[i][j] = 0.2f * (gf[i][j] + gf[i - 1][j] + gf[i + 1][j]
                           + gf[i][j - 1] + gf[i][j + 1]);
        ri[i][j] = 4 * gi[i][j] - gi[i - 1][j] - gi[i + 1][j]
                   - gi[i][j - 1] - gi[i][j + 1];
      }
}

int
main (int argc, char **argv)
{
  long reps = bench_reps (argc, argv, REPS);
  bench_fill_f32 (&gf[0][0], ROWS * COLS, 50);
  bench_fill_i32 (&gi[0][0], ROWS * COLS, 0, 255);

  bench_start ();
  for (long r = 0; r < reps; r++)
    {
      jacobi_f32 (hf, gf, ROWS, COLS);
      laplace_i32 (hi, gi, ROWS, COLS);
      BENCH_BARRIER;
    }
  bench_stop ();

  ref_stencil5 (ROWS, COLS);
  bench_check ("stencil5-f32", hf, rf, sizeof rf);
  bench_check ("stencil5-i32", hi, ri, sizeof ri);
  return bench_exit ();
}
