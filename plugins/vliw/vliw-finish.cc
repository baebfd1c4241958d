/* xopt_vliw: block lengths and the objective of a schedule.
   Copyright (C) 2026 The xopt authors.  */

#include "vliw-problem.h"

#include <algorithm>

double
vliw_finish_schedule (const vliw_problem &problem, vliw_schedule *result)
{
  result->length.assign (problem.blocks.size (), 0);
  for (unsigned i = 0; i < problem.insns.size (); i++)
    {
      int &len = result->length[problem.insns[i].block];
      len = std::max (len, result->slots[i].cycle + 1);
    }
  for (const vliw_transfer &x : result->transfers)
    result->length[x.block] = std::max (result->length[x.block],
					x.cycle + 1);
  double objective = 0;
  for (unsigned b = 0; b < problem.blocks.size (); b++)
    objective += problem.blocks[b].weight * result->length[b];
  result->objective = objective;
  return objective;
}
