/* regmoves-keep takes best or moves; another value is an error naming
   the choices.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-xopt_sms-regmoves-keep=fewest" } */
/* { dg-error "invalid value .fewest. for .-fplugin-arg-xopt_sms-regmoves-keep.; expected one of best\\|moves" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

int x;
