/* run-steps.c with register moves (regmoves=1): every loop form and
   step, trip counts 0 .. 14; on ARM most kernels carry a value in moves,
   many of them the counter read before its increment.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-xopt_sms-regmoves -fplugin-arg-xopt_sms-regmoves-keep=moves -fplugin-arg-xopt_sms-model=in-order -fno-tree-vectorize -fno-unroll-loops -fplugin-arg-xopt_sms-dump" } */

#include "run-steps.c"

/* { dg-final { scan-rtl-dump "register moves in the kernel: \[1-9\]" xopt_sms { target arm*-*-* } } } */
/* { dg-final { scan-rtl-dump "register move copy before the loop" xopt_sms { target arm*-*-* } } } */
