/* Materialize mode with the c64x model, every transfer the consistency
   check allows moved to the ends of its block's predecessors, virtual
   blocks on critical edges included (test option transfers-to-preds):
   moves on split edges and at block ends still compute what the
   kernels of run-kernels.h computed.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-optimized-missed -fno-tree-vectorize -fplugin-arg-xopt_vliw-mode=materialize -fplugin-arg-xopt_vliw-model=c64x -fplugin-arg-xopt_vliw-transfers-to-preds -fplugin-arg-xopt_vliw-dump -ffp-contract=off" } */

#include "run-kernels.h"

/* { dg-final { scan-remarks "optimized: function materialized: ilp schedule, \[1-9\]\[0-9\]* transfers" } } */
/* { dg-final { scan-remarks-not "missed: function not materialized" } } */
/* { dg-final { scan-rtl-dump ";; transfers moved to the predecessors: \[1-9\]" xopt_vliw } } */
