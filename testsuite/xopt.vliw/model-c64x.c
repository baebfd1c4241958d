/* The shipped model c64x: a kernel with independent multiply-add chains
   gets a schedule from every method; the file names the model.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-optimized-missed -fplugin-arg-xopt_vliw-model=c64x -fplugin-arg-xopt_vliw-json=model-c64x.c.json -fno-tree-vectorize" } */

#include "model-kernel.h"

/* { dg-final { scan-remarks "optimized: function clustered: ILP \[0-9.\]+ weighted cycles" } } */

/* { dg-final { scan-file "model-c64x.c.json" "\"model\": .\"name\": \"c64x\", \"file\": \"\[^\"\]*\"., \"method\": \"ilp\", \"status\": \"(optimal|feasible)\"" } } */
/* { dg-final { scan-file "model-c64x.c.json" "\"method\": \"bug\", \"status\": \"heuristic\"" } } */
/* Both sides are used, with cross-path transfers.  */
/* { dg-final { scan-file "model-c64x.c.json" "\"cluster\": 1," } } */
/* { dg-final { scan-file "model-c64x.c.json" "\"transfers\": \\\[.\"web\"" } } */
/* { dg-final { xopt-vliw-check "model-c64x.c.json" } } */
