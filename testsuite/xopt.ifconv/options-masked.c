/* masked=0: a conditional store with no unconditional one needs a mask,
   so the loop is left alone on every target.  max-predicates=1: a loop
   with two control-dependence classes is left alone.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-loop-optimized-missed -fplugin-arg-xopt_ifconv-masked=0 -fplugin-arg-xopt_ifconv-max-predicates=1" } */

void
store (int *restrict a, const int *restrict b, int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop not if-converted: conditional store needs a masked store" } */
    if (b[i] > 0)
      a[i] = b[i];
}

void
two (int *restrict a, const int *restrict b, int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop not if-converted: more predicates than max-predicates" } */
    a[i] = b[i] > 0 ? b[i] * 3 : b[i] - 7;
}
