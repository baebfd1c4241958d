/* Heapsort.  Its sift-down loop is the classic loop outside the form: the
   index moves by child = 2 * root + 1, and the body branches and exits
   early, so it is marked "sms-other" (it must be refused, with a reason).
   The heap check that follows the sort is a counted loop of the form.  */

#include "bench.h"

#define N 4096
#define REPS 600

static int32_t data[N], work[N], ref[N];

static inline void
sift_down (int32_t *a, int root, int end)
{
  int child;
  while ((child = 2 * root + 1) < end) /* sms-other: heapsort-sift */
    {
      if (child + 1 < end && a[child] < a[child + 1])
        child++;
      if (a[root] >= a[child])
        return;
      int32_t t = a[root];
      a[root] = a[child];
      a[child] = t;
      root = child;
    }
}

KERNEL static void
heapsort (int32_t *a, int n)
{
  for (int start = n / 2 - 1; start >= 0; start--)
    sift_down (a, start, n);
  for (int end = n - 1; end > 0; end--)
    {
      int32_t t = a[0];
      a[0] = a[end];
      a[end] = t;
      sift_down (a, 0, end);
    }
}

/* Number of descents in A: 0 when sorted.  */
KERNEL static int
count_descents (const int32_t *a, int n)
{
  int bad = 0;
  for (int i = 1; i < n; i++) /* sms-loop: sorted-check */
    bad += a[i - 1] > a[i];
  return bad;
}

/* Insertion sort as the reference (a different algorithm).  */
REFERENCE static void
ref_sort (int32_t *a, int n)
{
  for (int i = 1; i < n; i++)
    {
      int32_t v = a[i];
      int j = i - 1;
      while (j >= 0 && a[j] > v)
        {
          REF_FENCE;
          a[j + 1] = a[j];
          j--;
        }
      a[j + 1] = v;
    }
}

int
main (int argc, char **argv)
{
  long reps = bench_reps (argc, argv, REPS);
  bench_fill_i32 (data, N, -100000, 100000);

  int descents = -1;
  bench_start ();
  for (long r = 0; r < reps; r++)
    {
      memcpy (work, data, sizeof work);
      heapsort (work, N);
      descents = count_descents (work, N);
      BENCH_BARRIER;
    }
  bench_stop ();

  memcpy (ref, data, sizeof ref);
  ref_sort (ref, N);
  bench_check ("heapsort", work, ref, sizeof ref);
  BENCH_CHECK_VALUE ("sorted-check", descents, 0);
  return bench_exit ();
}
