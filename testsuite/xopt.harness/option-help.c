/* -help prints the option table with types, ranges and defaults, and the
   compilation goes on.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-xopt_fixture-help" } */
/* { dg-message "Options of xopt_fixture" "" { target *-*-* } 0 } */
/* { dg-message "min-depth +1\\.\\.8 +1 +report loops at this depth" "" { target *-*-* } 0 } */
/* { dg-message "mode +report\\|quiet +report" "" { target *-*-* } 0 } */
/* { dg-message "verbose +0\\|1 +0" "" { target *-*-* } 0 } */
/* { dg-message "tag +<text> +\\(none\\)" "" { target *-*-* } 0 } */
/* { dg-message "dump +\\\[<dump flags>\\\]" "" { target *-*-* } 0 } */
/* { dg-message "help +print this table" "" { target *-*-* } 0 } */
/* { dg-message "key +values +default +meaning" "" { target *-*-* } 0 } */

int x;
