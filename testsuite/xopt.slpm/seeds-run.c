/* Seeds other than arrays: the fields of a struct of one type, and
   p[0..3] through a pointer.  In a struct of mixed types only the adjacent
   fields of one type form a group.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized-missed" } */

extern void abort (void);

struct rgba
{
  unsigned r, g, b, a;
};

struct mixed
{
  unsigned x;
  unsigned short y;
  unsigned z, w;
};

__attribute__ ((noinline)) void
fields (struct rgba *__restrict d, const struct rgba *__restrict s)
{
  d->r = s->r << 3; /* { dg-optimized "SLP-M made 4 lanes isomorphic: reorder=0 extend=1 replace=2 shuffle=0; vectorized" } */
  d->g = s->g * 5;
  d->b = s->b;
  d->a = s->a << 1;
}

__attribute__ ((noinline)) void
pointer (int *__restrict p, const int *__restrict q)
{
  p[0] = q[0] * q[4] + 1; /* { dg-optimized "SLP-M made 4 lanes isomorphic: reorder=\[0-9\] extend=1 replace=0 shuffle=0; vectorized" } */
  p[1] = 2 + q[5] * q[1];
  p[2] = q[2] + 3;
  p[3] = q[3] * q[7] + 4;
}

__attribute__ ((noinline)) void
mixed (struct mixed *__restrict d, const struct mixed *__restrict s)
{
  d->x = s->x << 3;
  d->y = s->y * 5;
  d->z = s->z; /* { dg-optimized "SLP-M made 2 lanes isomorphic: reorder=0 extend=1 replace=0 shuffle=0; vectorized" "" { target arm*-*-* } } */
  /* { dg-missed "SLP-M: made 2 lanes isomorphic: reorder=0 extend=1 replace=0 shuffle=0; only the stores were vectorized" "" { target x86_64-*-* } .-1 } */
  d->w = s->w << 1;
}

int
main (void)
{
  volatile unsigned seed = 0xdeadbeef;
  struct rgba s = { seed, seed * 3, seed ^ 77, seed + 5 }, d;
  fields (&d, &s);
  if (d.r != s.r * 8 || d.g != s.g * 5 || d.b != s.b || d.a != s.a * 2)
    abort ();
  int q[8], p[4];
  for (int i = 0; i < 8; i++)
    q[i] = (int) (seed >> i) - 1000 * i;
  pointer (p, q);
  if (p[0] != q[0] * q[4] + 1 || p[1] != q[1] * q[5] + 2 || p[2] != q[2] + 3
      || p[3] != q[3] * q[7] + 4)
    abort ();
  struct mixed ms = { seed, 7, seed * 9, seed - 1 }, md;
  mixed (&md, &ms);
  if (md.x != ms.x * 8 || md.y != 35 || md.z != ms.z || md.w != ms.w * 2)
    abort ();
  return 0;
}

/* { dg-final { scan-remarks-not "seeds-run.c:4\[23\]:.*SLP-M" } } */
