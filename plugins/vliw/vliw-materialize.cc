/* placeholder */
#include "vliw.h"
bool
vliw_materialize (function *, vliw_function *, const vliw_schedule &,
		  const char **why)
{
  *why = "not implemented";
  return false;
}
