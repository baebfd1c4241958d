/* algo= takes one of its words; anything else is an error naming them.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-xopt_vliw-algo=lstc" } */
/* { dg-error "ilp\\|uas\\|uas-cc\\|lucas\\|bug\\|all" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

int x;
