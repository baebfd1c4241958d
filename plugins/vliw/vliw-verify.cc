/* placeholder */
#include "vliw.h"
bool
vliw_verify_schedule (const vliw_problem &, const vliw_schedule &,
		      std::string *why)
{
  *why = "not implemented";
  return false;
}
