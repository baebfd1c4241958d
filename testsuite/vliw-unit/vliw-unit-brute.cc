/* xopt_vliw host unit tests: the optimum of a tiny one-block problem by
   exhaustive search.  Every (cluster, cycle) of every insn below the
   horizon is tried; a use on another cluster than the block's last def
   of its web gets one transfer from that def's cluster, at every cycle;
   each candidate is judged by the independent checker.  The search space
   is the solvers' convention (vliw-solve.h): the defs of a web share one
   cluster and transfers carry the block's last version.
   Copyright (C) 2026 The xopt authors.  */

#include "vliw-unit.h"

#include <algorithm>
#include <set>

namespace {

struct brute
{
  const vliw_problem &p;
  int horizon, best;
  vliw_schedule s;
  std::vector<std::pair<int, int> > need;	/* (web, to) */
  std::vector<int> need_from;
  brute (const vliw_problem &problem) : p (problem) {}
};

int
length_of (const brute &b)
{
  int len = 0;
  for (const vliw_slot &sl : b.s.slots)
    len = std::max (len, sl.cycle + 1);
  for (const vliw_transfer &x : b.s.transfers)
    len = std::max (len, x.cycle + 1);
  return len;
}

void
try_transfers (brute &b, unsigned k)
{
  if (k == b.need.size ())
    {
      int len = length_of (b);
      if (len >= b.best)
	return;
      b.s.objective = b.p.blocks[0].weight * len;
      b.s.bound = b.s.objective;
      if (unit_check_schedule (b.p, b.s).empty ())
	b.best = len;
      return;
    }
  for (int c = 0; c < b.best - 1; c++)
    {
      b.s.transfers.push_back ({b.need[k].first, b.need_from[k],
				b.need[k].second, 0, c});
      try_transfers (b, k + 1);
      b.s.transfers.pop_back ();
    }
}

/* The transfers the clusters chosen so far call for.  */
void
collect_needs (brute &b)
{
  std::set<std::pair<int, int> > seen;
  b.need.clear ();
  b.need_from.clear ();
  const std::vector<int> &insns = b.p.blocks[0].insns;
  for (int w = 0; w < (int) b.p.webs.size (); w++)
    {
      int last = -1;
      for (int i : insns)
	if (std::count (b.p.insns[i].defs.begin (), b.p.insns[i].defs.end (),
			w))
	  last = i;
      if (last < 0 || b.s.slots[last].cluster < 0)
	continue;
      for (unsigned k = std::find (insns.begin (), insns.end (), last)
			- insns.begin () + 1; k < insns.size (); k++)
	if (int j = insns[k]; std::count (b.p.insns[j].uses.begin (),
					   b.p.insns[j].uses.end (), w)
	    && b.s.slots[j].cluster >= 0
	    && b.s.slots[j].cluster != b.s.slots[last].cluster
	    && seen.insert ({w, b.s.slots[j].cluster}).second)
	  {
	    b.need.push_back ({w, b.s.slots[j].cluster});
	    b.need_from.push_back (b.s.slots[last].cluster);
	  }
    }
}

void
try_insns (brute &b, unsigned k)
{
  if (k == b.p.insns.size ())
    {
      for (const vliw_web &w : b.p.webs)
	for (int d : w.defs)
	  if (b.s.slots[d].cluster != b.s.slots[w.defs[0]].cluster)
	    return;
      collect_needs (b);
      try_transfers (b, 0);
      return;
    }
  bool global = b.p.model->classes[b.p.insns[k].cls].flags
		& VLIW_CLASS_GLOBAL;
  for (int m = global ? -1 : 0; m < (global ? 0 : b.p.model->clusters); m++)
    for (int c = 0; c < b.best - 1; c++)
      {
	b.s.slots[k] = {c, m};
	try_insns (b, k + 1);
      }
}

} // anon namespace

int
unit_brute_force (const vliw_problem &p, int horizon)
{
  brute b (p);
  b.horizon = horizon;
  b.best = horizon + 1;
  b.s.slots.assign (p.insns.size (), {0, 0});
  b.s.status = VLIW_HEURISTIC;
  try_insns (b, 0);
  return b.best <= horizon ? b.best : -1;
}
