/* Materialize mode with the cvliw-4-1 model: the kernels of run-kernels.h
   rewritten into their ILP schedules (with transfers) compute what they
   computed before.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-optimized-missed -fno-tree-vectorize -fplugin-arg-xopt_vliw-mode=materialize -fplugin-arg-xopt_vliw-model=cvliw-4-1 -ffp-contract=off" } */

#include "run-kernels.h"

/* { dg-final { scan-remarks "optimized: function materialized: ilp schedule, \[1-9\]\[0-9\]* transfers" } } */
/* { dg-final { scan-remarks-not "missed: function not materialized" } } */
