/* A word outside an enumeration is an error listing the choices; a flag
   takes 0/1 and nothing else; an integer must be a number.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-xopt_fixture-mode=loud -fplugin-arg-xopt_fixture-verbose=2 -fplugin-arg-xopt_fixture-min-depth=two" } */
/* { dg-error "invalid value .loud. for .-fplugin-arg-xopt_fixture-mode.; expected one of report\\|quiet" "" { target *-*-* } 0 } */
/* { dg-error "invalid value .2. for .-fplugin-arg-xopt_fixture-verbose.; expected 0 or 1" "" { target *-*-* } 0 } */
/* { dg-error "invalid value .two. for .-fplugin-arg-xopt_fixture-min-depth." "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

int x;
