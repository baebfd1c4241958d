/* Code of every kind the front end must model without changing it:
   switch tables, varargs, setjmp, asm, 64-bit arithmetic, structure
   copies, computed gotos, floating point with conversions.  */
#include <setjmp.h>
#include <stdarg.h>
#include <string.h>

struct big { int v[12]; double d; };

int
dispatch (int op, int a, int b)
{
  switch (op)
    {
    case 0: return a + b;
    case 1: return a - b;
    case 2: return a * b;
    case 3: return b ? a / b : 0;
    case 4: return a << (b & 7);
    case 5: return a ^ b;
    default: return -1;
    }
}

long long
sum_args (int n, ...)
{
  va_list ap;
  long long s = 0;
  va_start (ap, n);
  for (int i = 0; i < n; i++)
    s += va_arg (ap, long long) * (i + 1);
  va_end (ap);
  return s;
}

static jmp_buf env;

int
guarded (int (*f) (int), int x)
{
  volatile int tries = 0;
  if (setjmp (env))
    tries++;
  if (tries < 2)
    return f (x) + tries;
  return -tries;
}

unsigned
rotl (unsigned x, unsigned r)
{
  unsigned y;
  __asm__ ("" : "=r" (y) : "0" (x));
  return (y << (r & 31)) | (y >> ((32 - r) & 31));
}

void
copy_big (struct big *restrict d, const struct big *s, int n)
{
  for (int i = 0; i < n; i++)
    {
      d[i] = s[i];
      d[i].d *= 1.5;
    }
}

int
interp (const unsigned char *code, int acc)
{
  static const void *ops[] = { &&op_inc, &&op_dbl, &&op_end };
  goto *ops[*code];
op_inc:
  acc++;
  goto *ops[*++code];
op_dbl:
  acc *= 2;
  goto *ops[*++code];
op_end:
  return acc;
}

double
mean_u64 (const unsigned long long *x, int n, float bias)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s += (double) x[i] + bias;
  return n ? s / n : 0.0;
}

void
fill (char *p, int n, const char *src)
{
  memcpy (p, src, n > 16 ? 16 : n);
  memset (p + 16, n & 0xff, 8);
}
