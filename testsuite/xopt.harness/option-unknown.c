/* An unknown key is an error that names it and lists the valid keys.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-xopt_fixture-nosuch=1" } */
/* { dg-error "unknown option .-fplugin-arg-xopt_fixture-nosuch.; valid keys are: help, dump, min-depth, verbose, mode, tag" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

int x;
