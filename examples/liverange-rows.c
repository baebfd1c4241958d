/* xopt_liverange example: a doitgen-like kernel whose outer loop reuses a
   temporary row and a global scalar in every iteration.  Only false (anti
   and output) dependences cross its iterations; the plugin gives every
   thread its own copy of the row (the row is filled from a reduction, so
   its reads cannot take the defining expression again) and evaluates the
   scalar's last value again after the loop, and parloops runs the loop
   on two threads.  The program prints checksums, which must
   be the same with and without the plugin.  */
/* demo-options: -O2 -ftree-parallelize-loops=2 */

#include <stdio.h>

#define N 160
double a[N][N], c[N][N], w[N][N];
double scale;

__attribute__ ((noinline)) static void
kernel (void)
{
  double row[N];
  for (int i = 0; i < N; i++)
    {
      scale = 1.0 / (i + 1);
      for (int j = 0; j < N; j++)
	{
	  double s = 0.0;
	  for (int k = 0; k < N; k++)
	    s += a[i][k] * w[k][j];
	  row[j] = s;
	}
      for (int j = 0; j < N; j++)
	c[i][j] = (row[j] - row[N - 1 - j]) * scale;
    }
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	a[i][j] = (i * 7 + j) % 13 - 6;
	w[i][j] = (i + j * 5) % 11 - 5;
      }
  kernel ();
  double sum = 0.0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += c[i][j] * (j + 1);
  printf ("checksum %.6f scale %.6f\n", sum, scale);
  return 0;
}
