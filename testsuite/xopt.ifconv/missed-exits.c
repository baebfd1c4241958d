/* Loops with more than one exit are left alone, with the reason: GCC 12's
   loop vectorizer takes single-exit loops only, so a converted copy would
   be thrown away.  Each shape of a second exit: return, goto out of the
   loop, a switch case that leaves, and a search loop (its exit test is
   part of the && of the loop condition).  ifconv.exp also checks that
   this file compiles to the same assembly with and without the plugin.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-loop-optimized-missed" } */

int
first_negative (int *restrict a, const int *restrict b, int n)
{
  for (int i = 0; i < n; i++)
    {
      if (b[i] < 0) /* { dg-missed "loop not if-converted: multiple exits \\(GCC's loop vectorizer takes single-exit loops only\\)" } */
	return i;
      a[i] = b[i] > 10 ? b[i] : 10;
    }
  return -1;
}

int
clamp_until_marker (short *restrict a, const short *restrict b, int n)
{
  int i;
  for (i = 0; i < n; i++)
    {
      short v = b[i]; /* { dg-missed "loop not if-converted: multiple exits" } */
      if (v > 100)
	v = 100;
      else if (v == -1)
	goto marker;
      a[i] = v;
    }
  return 0;
 marker:
  return i + 1;
}

int
switch_leaves (int *restrict a, const int *restrict b, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    switch (b[i] & 3) /* { dg-missed "loop not if-converted: multiple exits" } */
      {
      case 0:
	a[i] = 1;
	break;
      case 1:
	a[i] = 2;
	break;
      case 2:
	return s;
      default:
	s += b[i];
      }
  return s;
}

unsigned
search (const unsigned char *restrict s, unsigned n, unsigned char c)
{
  unsigned k = 0;
  while (k < n && s[k] != c) /* { dg-missed "loop not if-converted: multiple exits" } */
    k++;
  return k;
}

/* { dg-final { scan-remarks-not "optimized: loop if-converted" } } */
