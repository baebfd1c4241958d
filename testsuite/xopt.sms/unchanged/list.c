/* A linked-list library: walks, search, reversal, a walk that calls a
   function per node, and a fill loop the plugin pipelines (the other
   functions must stay byte-identical, unchanged.tcl).  */
/* { dg-options "-O2" } */
#include <stddef.h>
struct node { struct node *next; int val; };
extern void visit (struct node *);

int list_length (const struct node *p)
{
  int n = 0;
  for (; p; p = p->next)
    n++;
  return n;
}

int list_sum (const struct node *p)
{
  int s = 0;
  while (p) { s += p->val; p = p->next; }
  return s;
}

struct node *list_find (struct node *p, int v)
{
  while (p && p->val != v)
    p = p->next;
  return p;
}

void list_each (struct node *p)
{
  for (; p; p = p->next)
    visit (p);
}

struct node *list_reverse (struct node *p)
{
  struct node *r = NULL;
  while (p) { struct node *n = p->next; p->next = r; r = p; p = n; }
  return r;
}

int list_nth (const struct node *p, int k)
{
  for (int i = 0; i < k && p; i++)
    p = p->next;
  return p ? p->val : -1;
}

void list_fill (struct node *a, int n)
{
  for (int i = 0; i < n - 1; i++)
    { a[i].next = &a[i + 1]; a[i].val = i * 3; }
  a[n - 1].next = NULL;
}
extern int g (int);
void calls (int *a, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = g (a[i]);
}

/* A delay line over a pointer chase: the copies sit on the latch.  */
int
list_window (const struct node *p)
{
  int a = 0, b = 0, c = 0;
  while (p)
    {
      c = b;
      b = a;
      a = p->val;
      p = p->next;
    }
  return a * 4 + b * 2 + c;
}

/* A counted loop at the very start of the function, entered from the
   entry block, with a store through a pointer the loop reads.  */
void
list_scale (int *restrict out, const int *in, int n)
{
  int i = 0;
  do
    out[i] = in[i] * 5 + in[i + 1];
  while (++i < n);
}
