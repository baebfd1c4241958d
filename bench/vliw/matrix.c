/* Matrix products with run-time sizes: float C = A B (VLA parameters),
   Q15 with a shift and saturation (A[i*n+j] indexing), and the
   matrix-vector product.  */
#include "dsp.h"

void
matmul_f32 (int n, int m, int p, const float A[restrict n][m],
	    const float B[restrict m][p], float C[restrict n][p])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < p; j++)
      {
	float acc = 0.0f;
	for (int k = 0; k < m; k++)
	  acc += A[i][k] * B[k][j];
	C[i][j] = acc;
      }
}

void
matmul_q15 (const int16_t *restrict a, const int16_t *restrict b,
	    int16_t *restrict c, int n, int m, int p, int shift)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < p; j++)
      {
	int32_t acc = 0;
	for (int k = 0; k < m; k++)
	  acc += (int32_t) a[i * m + k] * b[k * p + j];
	acc >>= shift;
	c[i * p + j] = (int16_t) SAT16 (acc);
      }
}

void
matvec_f32 (int n, int m, const float A[restrict n][m],
	    const float *restrict x, float *restrict y)
{
  for (int i = 0; i < n; i++)
    {
      float acc = 0.0f;
      for (int k = 0; k < m; k++)
	acc += A[i][k] * x[k];
      y[i] = acc;
    }
}
