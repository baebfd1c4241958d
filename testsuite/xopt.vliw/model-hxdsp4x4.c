/* The shipped model hxdsp4x4: a kernel with independent multiply-add chains
   gets a schedule from every method; the file names the model.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-optimized-missed -fplugin-arg-xopt_vliw-model=hxdsp4x4 -fplugin-arg-xopt_vliw-json=model-hxdsp4x4.c.json -fno-tree-vectorize" } */

#include "model-kernel.h"

/* { dg-final { scan-remarks "optimized: function clustered: ILP \[0-9.\]+ weighted cycles" } } */

/* { dg-final { scan-file "model-hxdsp4x4.c.json" "\"model\": .\"name\": \"hxdsp4x4\", \"file\": \"\[^\"\]*\"., \"method\": \"ilp\", \"status\": \"(optimal|feasible)\"" } } */
/* { dg-final { scan-file "model-hxdsp4x4.c.json" "\"method\": \"bug\", \"status\": \"heuristic\"" } } */
/* More than one cluster is used.  */
/* { dg-final { scan-file "model-hxdsp4x4.c.json" "\"cluster\": \[123\]," } } */
/* { dg-final { xopt-vliw-check "model-hxdsp4x4.c.json" } } */
