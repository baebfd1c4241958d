/* -flto with the plugin in the one command that compiles and links: the
   compile step (cc1) only notes that the plugin does nothing there, and
   the link step (lto1) rewrites and vectorizes the group.  */
/* { dg-do run } */
/* { dg-options "-flto -fopt-info-vec-optimized" } */
/* { dg-message "note: xopt_slpm does nothing at compile time with .-flto." "" { target *-*-* } 0 } */

extern void abort (void);

unsigned a[4], b[4];

__attribute__ ((noinline)) void
f (void)
{
  a[0] = b[0] << 1; /* { dg-optimized "SLP-M made 4 lanes isomorphic: reorder=0 extend=0 replace=2 shuffle=0; vectorized" } */
  a[1] = b[1] * 3;
  a[2] = b[2] * 5;
  a[3] = b[3] << 4;
}

int
main (void)
{
  volatile unsigned seed = 2654435761u;
  for (int i = 0; i < 4; i++)
    b[i] = seed * (i + 1);
  f ();
  if (a[0] != b[0] * 2 || a[1] != b[1] * 3 || a[2] != b[2] * 5
      || a[3] != b[3] * 16)
    abort ();
  return 0;
}
