/* An integer out of its range is an error naming the key and the range.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-xopt_fixture-min-depth=9" } */
/* { dg-error "invalid value .9. for .-fplugin-arg-xopt_fixture-min-depth.; expected an integer from 1 to 8" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

int x;
