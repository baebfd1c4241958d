/* A word outside the choices, or a number out of range, is an error.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-xopt_liverange-loops=inner -fplugin-arg-xopt_liverange-max-bytes=-1" } */
/* { dg-error "invalid value .inner. for .-fplugin-arg-xopt_liverange-loops.; expected one of outermost\\|all" "" { target *-*-* } 0 } */
/* { dg-error "invalid value .-1. for .-fplugin-arg-xopt_liverange-max-bytes." "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

int x;
