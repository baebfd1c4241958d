/* Two-opcode groups whose output may overlap their inputs (no restrict):
   the vector code would load all inputs before the first store.  When a
   store of the group may write what a later lane loads, SLP-M leaves the
   group alone; called with o == a + 1, every lane reads the value the
   previous lane stored.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-missed" } */

extern void abort (void);

__attribute__ ((noinline)) void
mul_sub (int *o, const int *a, const int *b)
{
  o[0] = a[0] * b[0]; /* { dg-missed "SLP-M: no vector code for 4 lanes: a load may read memory that a store of the group writes before it" } */
  o[1] = a[1] - b[1];
  o[2] = a[2] * b[2];
  o[3] = a[3] - b[3];
}

/* A store between the group's accesses, which may write an input the
   lanes before it have read: called with p == a.  */

__attribute__ ((noinline)) void
mul_sub_store (int *restrict o, const int *a, const int *b, int *p)
{
  o[0] = a[0] * b[0]; /* { dg-missed "SLP-M: no vector code for 4 lanes: another statement writes memory between the accesses of the group" } */
  o[1] = a[1] - b[1];
  *p = 1000;
  o[2] = a[2] * b[2];
  o[3] = a[3] - b[3];
}

static int buf[5], b[4], o[4];

int
main (void)
{
  for (int k = 0; k < 5; k++)
    buf[k] = 3 + k;
  for (int k = 0; k < 4; k++)
    b[k] = 2 - k;
  int want[5];
  for (int k = 0; k < 5; k++)
    want[k] = buf[k];
  for (int k = 0; k < 4; k++)
    want[k + 1] = k % 2 ? want[k] - b[k] : want[k] * b[k];
  mul_sub (buf + 1, buf, b);
  for (int k = 0; k < 5; k++)
    if (buf[k] != want[k])
      abort ();

  for (int k = 0; k < 5; k++)
    buf[k] = 3 + k;
  /* Lanes 0 and 1 read a[0] before the store writes it.  */
  mul_sub_store (o, buf, b, buf);
  if (o[0] != 3 * b[0] || o[1] != 4 - b[1] || o[2] != 5 * b[2]
      || o[3] != 6 - b[3] || buf[0] != 1000)
    abort ();
  return 0;
}
