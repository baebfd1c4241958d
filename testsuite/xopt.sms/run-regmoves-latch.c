/* run-latch.c with register moves (regmoves=1): the delay-line copies
   moved out of the latch are values of one definition each, which moves
   may carry on both targets.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-xopt_sms-regmoves -fplugin-arg-xopt_sms-regmoves-keep=moves -fplugin-arg-xopt_sms-model=in-order -fno-tree-vectorize -fno-unroll-loops -fplugin-arg-xopt_sms-dump" } */

#include "run-latch.c"

/* { dg-final { scan-rtl-dump "register moves in the kernel: \[1-9\]" xopt_sms } } */
