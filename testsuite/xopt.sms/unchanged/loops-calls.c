/* Loops GCC's passes leave with calls, early exits, volatile accesses and
   nested loops, next to a counted loop with a multiply the plugin takes:
   the functions it does not pipeline stay byte-identical
   (unchanged.tcl).  */
/* { dg-options "-O2" } */
#include <stddef.h>
extern int lookup (int);
extern void emit (const char *, size_t);
extern volatile unsigned status_reg;

int
sum_lookups (const int *keys, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += lookup (keys[i]);
  return s;
}

size_t
find_byte (const unsigned char *p, size_t n, unsigned char c)
{
  for (size_t i = 0; i < n; i++)
    if (p[i] == c)
      return i;
  return n;
}

void
wait_ready (int tries)
{
  while (tries-- > 0 && !(status_reg & 1))
    ;
}

void
emit_lines (const char *const *lines, const size_t *lens, int n)
{
  for (int i = 0; i < n; i++)
    {
      if (!lens[i])
	continue;
      emit (lines[i], lens[i]);
    }
}

void
transpose (int n, int m, const int a[n][m], int b[m][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      b[j][i] = a[i][j];
}

unsigned
hash_string (const char *s)
{
  unsigned h = 5381;
  while (*s)
    h = h * 33 + (unsigned char) *s++;
  return h;
}

void
saxpy_i (int *restrict y, const int *restrict x, int a, int n)
{
  for (int i = 0; i < n; i++)
    y[i] += a * x[i];
}
