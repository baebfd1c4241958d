/* An unknown key is an error listing the valid keys in the order of the
   table, without the test-only regmoves-keep (which would come between
   regmoves and min-trip).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-xopt_sms-nosuch" } */
/* { dg-error "unknown option .-fplugin-arg-xopt_sms-nosuch.; valid keys are: help, dump, forms, model, max-ii-factor, regmoves, mve, min-trip, align-kernel, dot" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

int x;
