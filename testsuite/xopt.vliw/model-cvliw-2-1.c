/* The shipped model cvliw-2-1: a kernel with independent multiply-add chains
   gets a schedule from every method; the file names the model.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-optimized-missed -fplugin-arg-xopt_vliw-model=cvliw-2-1 -fplugin-arg-xopt_vliw-json=model-cvliw-2-1.c.json -fno-tree-vectorize" } */

#include "model-kernel.h"

/* { dg-final { scan-remarks "optimized: function clustered: ILP \[0-9.\]+ weighted cycles" } } */

/* { dg-final { scan-file "model-cvliw-2-1.c.json" "\"model\": .\"name\": \"cvliw-2-1\", \"file\": \"\[^\"\]*\"., \"method\": \"ilp\", \"status\": \"(optimal|feasible)\"" } } */
/* { dg-final { scan-file "model-cvliw-2-1.c.json" "\"method\": \"bug\", \"status\": \"heuristic\"" } } */
/* { dg-final { xopt-vliw-check "model-cvliw-2-1.c.json" } } */
