/* run-guard.c with register moves (regmoves=1): with moves the loop is
   always versioned and the guard is built for the final stage count.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-xopt_sms-regmoves -fplugin-arg-xopt_sms-regmoves-keep=moves -fplugin-arg-xopt_sms-model=in-order -fno-tree-vectorize -fno-unroll-loops -fplugin-arg-xopt_sms-dump" } */

#include "run-guard.c"

/* { dg-final { scan-rtl-dump "register moves in the kernel: \[1-9\]" xopt_sms { target arm*-*-* } } } */
