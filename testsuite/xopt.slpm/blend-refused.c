/* Two-opcode groups SLP-M must not blend, one per legality check of
   slpm-blend.cc: an integer division computed on the other lanes could
   trap; shift counts must be constants below the precision on every lane
   (the multiplier 40 would be a count on a shift lane); a store between
   the group's accesses may write what they read; and vector code that
   costs more than the scalar code is not emitted (vectors built
   from scattered loads).  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-vec-missed" } */

void
div_mul (int *restrict o, const int *restrict a, const int *restrict b)
{
  o[0] = a[0] / b[0]; /* { dg-missed "SLP-M: no vector code for 4 lanes: a division on extra lanes could trap" } */
  o[1] = a[1] * b[1];
  o[2] = a[2] / b[2];
  o[3] = a[3] * b[3];
}

void
shift_mul (int *restrict o, const int *restrict a, const int *restrict c)
{
  o[0] = a[0] << c[0]; /* { dg-missed "SLP-M: no vector code for 4 lanes: shift counts that are not constants in range on every lane" } */
  o[1] = a[1] * c[1];
  o[2] = a[2] << c[2];
  o[3] = a[3] * c[3];
}

void
shift_mul_const (unsigned *restrict o, const unsigned *restrict a)
{
  o[0] = a[0] >> 3; /* { dg-missed "SLP-M: no vector code for 4 lanes: shift counts that are not constants in range on every lane" } */
  o[1] = a[1] * 40;
  o[2] = a[2] >> 5;
  o[3] = a[3] * 40;
}

void
store_between (int *restrict o, const int *a, const int *b, int *p)
{
  o[0] = a[0] * b[0]; /* { dg-missed "SLP-M: no vector code for 4 lanes: another statement writes memory between the accesses of the group" } */
  o[1] = a[1] - b[1];
  *p = 0;
  o[2] = a[2] * b[2];
  o[3] = a[3] - b[3];
}

void
strided_loads (long *restrict o, const long *restrict p)
{
  o[0] = p[0] & p[5]; /* { dg-missed "SLP-M: no vector code for 4 lanes: the vector code costs more than the scalar code" } */
  o[1] = p[9] ^ p[2];
  o[2] = p[7] & p[3];
  o[3] = p[1] ^ p[11];
}
