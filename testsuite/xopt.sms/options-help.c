/* -help lists the options with their ranges and defaults; regmoves-keep,
   an option for the tests (XOPT_TEST_ONLY), is not listed: its line would
   be excess output.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-xopt_sms-help" } */
/* { dg-message "Options of xopt_sms" "" { target *-*-* } 0 } */
/* { dg-message "key +values +default +meaning" "" { target *-*-* } 0 } */
/* { dg-message "forms +all\\|doloop\\|progression +all +loop forms to take" "" { target *-*-* } 0 } */
/* { dg-message "model +auto\\|in-order\\|out-of-order +auto +profitability model" "" { target *-*-* } 0 } */
/* { dg-message "max-ii-factor +1\\.\\.16 +2 +MaxII" "" { target *-*-* } 0 } */
/* regmoves is on by default where the profitability model is in-order
   (ARM), off where it is out-of-order (x86-64).  */
/* { dg-message "regmoves +0\\|1 +1 +allow register moves" "" { target arm*-*-* } 0 } */
/* { dg-message "regmoves +0\\|1 +0 +allow register moves" "" { target x86_64-*-* i?86-*-* } 0 } */
/* mve likewise.  */
/* { dg-message "mve +0\\|1 +1 +modulo variable expansion" "" { target arm*-*-* } 0 } */
/* { dg-message "mve +0\\|1 +0 +modulo variable expansion" "" { target x86_64-*-* i?86-*-* } 0 } */
/* { dg-message "min-trip +1\\.\\.1000000 +2 +run the kernel only" "" { target *-*-* } 0 } */
/* { dg-message "align-kernel +0\\|1 +1 +where the target aligns loops" "" { target *-*-* } 0 } */
/* { dg-message "dot +<text> +\\(none\\) +append the dependence graphs" "" { target *-*-* } 0 } */
/* { dg-message "dump +\\\[<dump flags>\\\]" "" { target *-*-* } 0 } */
/* { dg-message "help +print this table" "" { target *-*-* } 0 } */

int x;
