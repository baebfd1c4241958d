/* xopt_vliw host unit tests: an independent schedule checker.
   It re-implements doc/vliw-format.md without the solvers' code: units by
   bipartite matching (not Hall sets), values by simulating each block's
   events with a must-availability fixpoint between blocks.
   Copyright (C) 2026 The xopt authors.  */

#include "vliw-unit.h"

#include <algorithm>
#include <map>
#include <set>

namespace {

/* A unit demand: one of the resources in ALTS at a cycle and scope.  */
struct demand
{
  std::vector<int> alts;
};

bool
augment (const std::vector<demand> &d, int k, std::vector<int> &owner,
	 std::vector<char> &seen, const std::vector<int> &unit_res)
{
  for (unsigned u = 0; u < unit_res.size (); u++)
    if (!seen[u] && std::count (d[k].alts.begin (), d[k].alts.end (),
				unit_res[u]))
      {
	seen[u] = 1;
	if (owner[u] < 0 || augment (d, owner[u], owner, seen, unit_res))
	  {
	    owner[u] = k;
	    return true;
	  }
      }
  return false;
}

/* Whether the demands can be matched to distinct unit instances.  */
bool
matchable (const vliw_model &m, const std::vector<demand> &d)
{
  std::vector<int> unit_res;
  for (unsigned r = 0; r < m.resources.size (); r++)
    for (int c = 0; c < m.resources[r].capacity; c++)
      unit_res.push_back (r);
  std::vector<int> owner (unit_res.size (), -1);
  for (unsigned k = 0; k < d.size (); k++)
    {
      std::vector<char> seen (unit_res.size (), 0);
      if (!augment (d, k, owner, seen, unit_res))
	return false;
    }
  return true;
}

typedef std::map<std::pair<int, int>, std::vector<demand> > demand_map;

void
add_demands (const vliw_model &m, const std::vector<vliw_requirement> &reqs,
	     int cluster, int cycle, demand_map *dm)
{
  for (const vliw_requirement &r : reqs)
    {
      bool global = m.resources[r.alternatives[0].resource].global;
      for (int k = r.alternatives[0].first_stage;
	   k <= r.alternatives[0].last_stage; k++)
	{
	  demand d;
	  for (const vliw_unit_use &u : r.alternatives)
	    d.alts.push_back (u.resource);
	  (*dm)[std::make_pair (global ? -1 : cluster, cycle + k)].push_back (d);
	}
    }
}

int
lat_of (const vliw_model &m, int cls)
{
  return vliw_class_latency (m, cls);
}

bool
is_global (const vliw_problem &p, int i)
{
  return p.model->classes[p.insns[i].cls].flags & VLIW_CLASS_GLOBAL;
}

std::string
check_resources (const vliw_problem &p, const vliw_schedule &s, int b)
{
  const vliw_model &m = *p.model;
  std::map<int, int> issue;
  std::map<std::pair<int, int>, int> per_cluster;
  demand_map dm;
  std::vector<std::pair<int, int> > windows;
  for (int i : p.blocks[b].insns)
    {
      const vliw_slot &sl = s.slots[i];
      issue[sl.cycle]++;
      per_cluster[std::make_pair (sl.cluster, sl.cycle)]++;
      add_demands (m, m.classes[p.insns[i].cls].reservations, sl.cluster,
		   sl.cycle, &dm);
      if (m.classes[p.insns[i].cls].flags & VLIW_CLASS_EXCLUSIVE)
	windows.push_back (std::make_pair (sl.cycle,
					   sl.cycle + lat_of (m, p.insns[i].cls)
					   - 1));
    }
  for (const vliw_transfer &x : s.transfers)
    if (x.block == b)
      {
	issue[x.cycle]++;
	per_cluster[std::make_pair (x.to, x.cycle)]++;
	add_demands (m, m.xfer_src, x.from, x.cycle, &dm);
	add_demands (m, m.xfer_dst, x.to, x.cycle, &dm);
      }
  for (auto &c : issue)
    if (c.second > m.issue)
      return "issue width exceeded at cycle " + std::to_string (c.first);
  for (auto &c : per_cluster)
    if (m.cluster_issue && c.first.first >= 0
	&& c.second > m.cluster_issue)
      return "cluster issue exceeded";
  for (auto &d : dm)
    if (!matchable (m, d.second))
      return "units oversubscribed at cycle "
	     + std::to_string (d.first.second);
  for (auto &w : windows)
    for (auto &c : issue)
      if (c.first >= w.first && c.first <= w.second
	  && c.second > (c.first == w.first ? 1 : 0))
	return "exclusive window not exclusive";
  return "";
}

std::string
check_slots (const vliw_problem &p, const vliw_schedule &s)
{
  const vliw_model &m = *p.model;
  if (s.slots.size () != p.insns.size ())
    return "wrong number of slots";
  for (unsigned i = 0; i < p.insns.size (); i++)
    {
      const vliw_slot &sl = s.slots[i];
      const vliw_insn &in = p.insns[i];
      if (sl.cycle < 0)
	return "insn without cycle";
      if (is_global (p, i) != (sl.cluster < 0) || sl.cluster >= m.clusters)
	return "bad cluster for insn " + std::to_string (in.uid);
      int pin = in.pinned;
      if (m.classes[in.cls].flags & VLIW_CLASS_PINNED0)
	pin = 0;
      if (pin >= 0 && sl.cluster != pin)
	return "pinned insn moved";
      for (const std::vector<int> *ws : {&in.defs, &in.uses})
	for (int w : *ws)
	  if (p.webs[w].pinned >= 0 && !is_global (p, i)
	      && sl.cluster != p.webs[w].pinned)
	    return "insn off its pinned web's cluster";
    }
  for (const vliw_transfer &x : s.transfers)
    if (x.from == x.to || x.from < 0 || x.to < 0 || x.from >= m.clusters
	|| x.to >= m.clusters || x.cycle < 0)
      return "bad transfer";
  return "";
}

std::string
check_deps (const vliw_problem &p, const vliw_schedule &s)
{
  for (const vliw_dep &d : p.deps)
    {
      const vliw_slot &a = s.slots[d.from], &b = s.slots[d.to];
      bool split = a.cluster >= 0 && b.cluster >= 0 && a.cluster != b.cluster;
      if (d.web >= 0 && split && d.kind != VLIW_DEP_MEM
	  && d.kind != VLIW_DEP_CONTROL)
	continue;
      if (b.cycle < a.cycle + d.latency)
	return "dependence " + std::to_string (p.insns[d.from].uid) + "->"
	       + std::to_string (p.insns[d.to].uid) + " violated";
    }
  for (unsigned i = 0; i < p.insns.size (); i++)
    if (p.insns[i].jump)
      {
	int b = p.insns[i].block;
	for (int j : p.blocks[b].insns)
	  if (s.slots[j].cycle > s.slots[i].cycle)
	    return "insn after the jump";
	for (const vliw_transfer &x : s.transfers)
	  if (x.block == b && x.cycle > s.slots[i].cycle)
	    return "transfer after the jump";
      }
  return "";
}

} // anon namespace

std::string
unit_check_schedule (const vliw_problem &p, const vliw_schedule &s)
{
  std::string e = check_slots (p, s);
  if (e.empty ())
    e = check_deps (p, s);
  for (unsigned b = 0; b < p.blocks.size () && e.empty (); b++)
    e = check_resources (p, s, b);
  if (e.empty ())
    e = unit_check_values (p, s);
  if (e.empty ())
    {
      double obj = 0;
      for (unsigned b = 0; b < p.blocks.size (); b++)
	{
	  int len = 0;
	  for (int i : p.blocks[b].insns)
	    len = std::max (len, s.slots[i].cycle + 1);
	  for (const vliw_transfer &x : s.transfers)
	    if (x.block == (int) b)
	      len = std::max (len, x.cycle + 1);
	  obj += p.blocks[b].weight * len;
	}
      if (obj < s.objective - 1e-6 || obj > s.objective + 1e-6)
	e = "objective mismatch";
      else if (s.bound > s.objective + 1e-6)
	e = "bound above objective";
    }
  return e;
}
