/* xopt_vliw: what holds whatever the clusters: the dependences every
   feasible schedule obeys, and from them a lower bound on each block's
   length (notes §6.2, "lower-bound skip").
   A dependence carried by a web binds in the ILP only when both insns
   are on one cluster, but two facts of its constraints make many of
   them hold everywhere: a use of a def of its block on another cluster
   waits for a transfer that cannot start before the def is ready, so
   the def's latency separates them on every cluster; and insns that
   must share a cluster (the defs of one web, a use between two of its
   defs, insns pinned to the same cluster) obey their conditional
   dependences in full.  The bound counts, per resource, the work that
   must fit between each release cycle and each tail, like the
   energy-based bounds of list scheduling.
   Copyright (C) 2026 The xopt authors.  */

#include "vliw-ilp.h"

#include <algorithm>

namespace {

/* The clustered webs whose home cluster insn I is bound to: those it
   defines, and those it reads between two defs of its block.  */
std::vector<std::vector<int> >
home_webs (const vliw_problem &p, const vliw_analysis &a)
{
  std::vector<std::vector<int> > homes (p.insns.size ());
  for (unsigned i = 0; i < p.insns.size (); i++)
    for (int w : p.insns[i].defs)
      if (a.web_kind[w] == VLIW_WEB_CLUSTERED)
	homes[i].push_back (w);
  for (const vliw_value_use &u : a.uses)
    if (u.kind == VLIW_USE_MIDDLE)
      homes[u.insn].push_back (u.web);
  for (std::vector<int> &h : homes)
    std::sort (h.begin (), h.end ());
  return homes;
}

/* Whether insns I and J are on one cluster in every schedule.  */
bool
same_cluster (const vliw_analysis &a,
	      const std::vector<std::vector<int> > &homes, int i, int j)
{
  unsigned mi = a.allowed[i], mj = a.allowed[j];
  if (mi && mi == mj && !(mi & (mi - 1)))
    return true;
  std::vector<int> common;
  std::set_intersection (homes[i].begin (), homes[i].end (),
			 homes[j].begin (), homes[j].end (),
			 std::back_inserter (common));
  return !common.empty ();
}

/* Whether insn I owns the machine for its latency (a call).  */
bool
exclusive (const vliw_problem &p, int i)
{
  return p.model->classes[p.insns[i].cls].flags & VLIW_CLASS_EXCLUSIVE;
}

/* Release cycles (ASAP) and tails (cycles from issue to the block's
   end, at least 1) over DEPS, by blocks in program order.  */
void
release_and_tail (const vliw_problem &p, const std::vector<vliw_edep> &deps,
		  std::vector<int> *release, std::vector<int> *tail)
{
  int n = p.insns.size ();
  std::vector<std::vector<int> > in (n), out (n);
  for (unsigned k = 0; k < deps.size (); k++)
    {
      in[deps[k].to].push_back (k);
      out[deps[k].from].push_back (k);
    }
  release->assign (n, 0);
  tail->assign (n, 1);
  for (const vliw_block &b : p.blocks)
    {
      for (int i : b.insns)
	for (int k : in[i])
	  (*release)[i] = std::max ((*release)[i], (*release)[deps[k].from]
						   + deps[k].latency);
      for (auto it = b.insns.rbegin (); it != b.insns.rend (); ++it)
	for (int k : out[*it])
	  (*tail)[*it] = std::max ((*tail)[*it],
				   (*tail)[deps[k].to] + deps[k].latency);
    }
}

/* An insn's demand on one capacity: its release, tail and units; an
   exclusive insn (a call) takes instead every unit of the WINDOW cycles
   from its issue on.  */
struct demand
{
  int release, tail, units, window;
};

/* The units insn D takes within cycles R .. length - Q when D is
   released at R or later with a tail of Q or more: a call issued at t
   <= length - D.tail owns at least its first D.tail - Q + 1 cycles
   there (its window may run past the block's end).  */
int
units_within (const demand &d, int q, int cap)
{
  if (!d.window)
    return d.units;
  return cap * std::min (d.window, d.tail - q + 1);
}

/* The shortest length for DEMANDS on CAP units a cycle: the insns
   released at R or later with tails of Q or more issue within cycles
   R .. length - Q.  */
int
energy_bound (std::vector<demand> demands, int cap)
{
  if (cap <= 0)
    return 0;
  std::sort (demands.begin (), demands.end (),
	     [] (const demand &x, const demand &y) {
	       return x.tail > y.tail;
	     });
  std::vector<int> releases;
  for (const demand &d : demands)
    releases.push_back (d.release);
  std::sort (releases.begin (), releases.end ());
  releases.erase (std::unique (releases.begin (), releases.end ()),
		  releases.end ());
  int best = 0;
  for (int r : releases)
    {
      long units = 0;
      std::vector<const demand *> calls;
      for (const demand &d : demands)
	if (d.release >= r && (d.units > 0 || d.window > 0))
	  {
	    if (d.window)
	      calls.push_back (&d);
	    else
	      units += d.units;
	    long all = units;
	    for (const demand *c : calls)
	      all += units_within (*c, d.tail, cap);
	    best = std::max (best, (int) (r + d.tail - 1 + (all + cap - 1) / cap));
	  }
    }
  return best;
}

/* Units of Hall set SET that insn I needs at its issue cycle.  */
int
set_units (const vliw_problem &p, const vliw_resources &res,
	   const vliw_hall_set &set, int i)
{
  int units = 0;
  for (const vliw_need &n : res.class_needs[p.insns[i].cls])
    units += n.first == 0 && n.global == set.global && !(n.mask & ~set.mask);
  return units;
}

/* The insns of one block and what the bound knows of them.  */
struct block_view
{
  const vliw_analysis &a;
  std::vector<int> insns, release, tail, window;
};

/* The length bound for UNITS[k] of each insn k of V on CAP units a
   cycle: over every cluster (CLUSTER < 0), or on cluster CLUSTER for
   the insns pinned to it (calls block it too).  */
int
scope_bound (const block_view &v, const std::vector<int> &units, int cap,
	     int cluster)
{
  std::vector<demand> demands;
  bool any = cluster < 0;
  for (unsigned k = 0; k < v.insns.size (); k++)
    {
      bool pinned = v.a.allowed[v.insns[k]] == 1u << std::max (cluster, 0);
      if (cluster >= 0 && !pinned && !v.window[k])
	continue;
      any |= pinned && units[k] > 0;
      demands.push_back ({v.release[k], v.tail[k], units[k], v.window[k]});
    }
  return any ? energy_bound (demands, cap) : 0;
}

/* The bound for UNITS of a per-cluster capacity CAP: pooled over the
   clusters, and on each cluster for the insns pinned to it.  */
int
cluster_bound (const block_view &v, const std::vector<int> &units, int cap,
	       int clusters)
{
  int lb = scope_bound (v, units, cap * clusters, -1);
  for (int m = 0; m < clusters; m++)
    lb = std::max (lb, scope_bound (v, units, cap, m));
  return lb;
}

/* LB of block B from RELEASE and TAIL: issue width, per-cluster issue,
   and the stage-0 capacity of each Hall set.  */
int
block_bound (const vliw_problem &p, const vliw_analysis &a,
	     const vliw_resources &res, const vliw_block &b,
	     const std::vector<int> &release, const std::vector<int> &tail)
{
  const vliw_model &model = *p.model;
  block_view v = {a, b.insns, {}, {}, {}};
  std::vector<int> one, clustered;
  for (int i : b.insns)
    {
      v.release.push_back (release[i]);
      v.tail.push_back (tail[i]);
      v.window.push_back (exclusive (p, i) ? a.latency[i] : 0);
      one.push_back (1);
      clustered.push_back (a.allowed[i] != 0);
    }
  int lb = scope_bound (v, one, model.issue, -1);
  if (model.cluster_issue > 0)
    lb = std::max (lb, cluster_bound (v, clustered, model.cluster_issue,
				      model.clusters));
  for (const vliw_hall_set &set : res.sets)
    {
      std::vector<int> units;
      for (int i : b.insns)
	units.push_back (set_units (p, res, set, i));
      lb = std::max (lb, set.global
			 ? scope_bound (v, units, set.capacity, -1)
			 : cluster_bound (v, units, set.capacity,
					  model.clusters));
    }
  return lb;
}

} // anon namespace

std::vector<vliw_edep>
ilp_bound_deps (const vliw_problem &p, const vliw_analysis &a)
{
  std::vector<std::vector<int> > homes = home_webs (p, a);
  std::vector<vliw_edep> deps;
  for (const vliw_edep &d : a.deps)
    if (a.position[d.from] < a.position[d.to]
	&& (!d.conditional || same_cluster (a, homes, d.from, d.to)))
      deps.push_back ({d.from, d.to, d.latency, false});
  for (const vliw_value_use &u : a.uses)
    if (u.def >= 0 && a.position[u.def] < a.position[u.insn])
      deps.push_back ({u.def, u.insn, a.latency[u.def], false});
  for (const vliw_block &b : p.blocks)
    for (int j : b.insns)
      if (p.insns[j].jump)
	for (int i : b.insns)
	  if (a.position[i] < a.position[j])
	    deps.push_back ({i, j, 0, false});
  /* Nothing else issues in a call's window (22): what follows a call
     waits for its end, what precedes it issues before it.  */
  for (vliw_edep &d : deps)
    {
      if (exclusive (p, d.from))
	d.latency = std::max (d.latency, a.latency[d.from]);
      if (exclusive (p, d.to))
	d.latency = std::max (d.latency, 1);
    }
  return deps;
}

std::vector<int>
ilp_lower_bounds (const vliw_problem &p, const vliw_analysis &a,
		  const vliw_resources &res)
{
  std::vector<int> release, tail;
  release_and_tail (p, ilp_bound_deps (p, a), &release, &tail);
  std::vector<int> bounds;
  for (const vliw_block &b : p.blocks)
    bounds.push_back (block_bound (p, a, res, b, release, tail));
  return bounds;
}
