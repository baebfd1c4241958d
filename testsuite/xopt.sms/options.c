/* An unknown value of an option is an error naming the choices.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-xopt_sms-forms=some" } */
/* { dg-error "invalid value .some. for .-fplugin-arg-xopt_sms-forms.; expected one of all\\|doloop\\|progression" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

int x;
