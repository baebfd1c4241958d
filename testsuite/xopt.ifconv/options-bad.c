/* A number out of range is an error naming the option.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-xopt_ifconv-max-predicates=0" } */
/* { dg-error "invalid value .0. for .-fplugin-arg-xopt_ifconv-max-predicates.; expected an integer from 1 to 1024" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

int x;
