/* A model that is neither builtin nor a readable file is an error that
   names it.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-xopt_vliw-model=no-such-model" } */
/* { dg-error "xopt_vliw: bad machine model: .*no-such-model" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

int x;
