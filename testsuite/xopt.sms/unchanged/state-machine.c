/* A regex-like matcher over a compiled program of states: loops with
   several back edges (the latches GCC's loop set-up merges), nested loops
   from recursion inlined at -O3, a table-driven count and a scan.
   Byte-identical with and without xopt_sms where nothing is pipelined
   (unchanged.tcl).  */
/* { dg-options "-O3" } */
#include <stddef.h>
struct state { int kind; int ch; int next; int alt; };

static int
match_here (const struct state *prog, int pc, const char *s)
{
  for (;;)
    {
      const struct state *st = &prog[pc];
      switch (st->kind)
	{
	case 0: return 1;
	case 1: if (*s != st->ch) return 0; s++; pc = st->next; break;
	case 2: if (!*s) return 0; s++; pc = st->next; break;
	case 3: if (match_here (prog, st->alt, s)) return 1; pc = st->next; break;
	default: return 0;
	}
    }
}

int
re_search (const struct state *prog, const char *s)
{
  do
    if (match_here (prog, 0, s))
      return 1;
  while (*s++);
  return 0;
}

int
count_class (const unsigned char *s, const unsigned char *cls, int n)
{
  int c = 0;
  for (int i = 0; i < n; i++)
    c += cls[s[i]];
  return c;
}

int
skip_spaces (const char *s)
{
  int i = 0;
  while (s[i] == ' ' || s[i] == '\t')
    i++;
  return i;
}
