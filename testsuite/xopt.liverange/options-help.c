/* -help lists the options with their ranges and defaults.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-xopt_liverange-help" } */
/* { dg-message "Options of xopt_liverange" "" { target *-*-* } 0 } */
/* { dg-message "key +values +default +meaning" "" { target *-*-* } 0 } */
/* { dg-message "expand +0\\|1 +1 +repair conflicts by scalar expansion" "" { target *-*-* } 0 } */
/* { dg-message "substitute +0\\|1 +1 +repair conflicts by forward substitution" "" { target *-*-* } 0 } */
/* { dg-message "max-bytes +0\\.\\.1073741824 +1048576 +most bytes" "" { target *-*-* } 0 } */
/* { dg-message "loops +outermost\\|all +all +candidate loops" "" { target *-*-* } 0 } */
/* { dg-message "graphite +0\\|1 +0 +let Graphite regenerate the loops under -floop-parallelize-all" "" { target *-*-* } 0 } */
/* { dg-message "dump +\\\[<dump flags>\\\]" "" { target *-*-* } 0 } */
/* { dg-message "help +print this table" "" { target *-*-* } 0 } */

int x;
