/* xopt_vliw: unit alternatives by Hall's condition, and the reservation
   table of the list schedulers.
   Copyright (C) 2026 The xopt authors.

   A reservation "L@0|S@0|D@0" may take any one of its units.  Instead of
   choosing units we keep, per cluster (or globally) and cycle, the count
   of reservations whose alternative set lies inside each union U of the
   sets that occur; a cycle is feasible iff every such count is at most
   the total capacity of U (Hall's marriage theorem).  This is exact when
   the alternatives of one reservation share their stages, which the model
   reader checks.  The ILP uses the same sets as rows.  */

#include "vliw-solve.h"
#include "vliw-model.h"

namespace {

const unsigned max_hall_sets = 256;

vliw_need
need_of (const vliw_model &model, const vliw_requirement &req)
{
  vliw_need n;
  n.mask = 0;
  n.global = model.resources[req.alternatives[0].resource].global;
  n.first = req.alternatives[0].first_stage;
  n.last = req.alternatives[0].last_stage;
  for (const vliw_unit_use &u : req.alternatives)
    n.mask |= uint64_t (1) << u.resource;
  return n;
}

std::vector<vliw_need>
needs_of (const vliw_model &model, const std::vector<vliw_requirement> &reqs)
{
  std::vector<vliw_need> needs;
  for (const vliw_requirement &r : reqs)
    needs.push_back (need_of (model, r));
  return needs;
}

/* Add MASK to SETS unless there; false when there are too many.  */
bool
add_set (const vliw_model &model, std::vector<vliw_hall_set> *sets,
	 uint64_t mask, bool global)
{
  for (const vliw_hall_set &s : *sets)
    if (s.mask == mask && s.global == global)
      return true;
  if (sets->size () >= max_hall_sets)
    return false;
  vliw_hall_set s;
  s.mask = mask;
  s.global = global;
  s.capacity = 0;
  for (unsigned r = 0; r < model.resources.size (); r++)
    if (mask & (uint64_t (1) << r))
      s.capacity += model.resources[r].capacity;
  sets->push_back (s);
  return true;
}

/* The closure of the occurring sets of one scope under the union of
   overlapping sets: a union of disjoint parts needs no row of its own,
   its condition is the sum of the parts'.  */
bool
close_sets (const vliw_model &model, std::vector<vliw_hall_set> *sets)
{
  for (unsigned i = 0; i < sets->size (); i++)
    for (unsigned j = 0; j < i; j++)
      if ((*sets)[i].global == (*sets)[j].global
	  && ((*sets)[i].mask & (*sets)[j].mask)
	  && !add_set (model, sets, (*sets)[i].mask | (*sets)[j].mask,
		       (*sets)[i].global))
	return false;
  return true;
}

bool
collect_sets (const vliw_model &model, vliw_resources *res)
{
  res->sets.clear ();
  res->class_needs.clear ();
  for (const vliw_class &c : model.classes)
    res->class_needs.push_back (needs_of (model, c.reservations));
  res->xfer_src = needs_of (model, model.xfer_src);
  res->xfer_dst = needs_of (model, model.xfer_dst);
  std::vector<const std::vector<vliw_need> *> all;
  for (const std::vector<vliw_need> &n : res->class_needs)
    all.push_back (&n);
  all.push_back (&res->xfer_src);
  all.push_back (&res->xfer_dst);
  for (const std::vector<vliw_need> *needs : all)
    for (const vliw_need &n : *needs)
      if (!add_set (model, &res->sets, n.mask, n.global))
	return false;
  return close_sets (model, &res->sets);
}

} // anon namespace

bool
vliw_model_alternatives_ok (const vliw_model &model, std::string *why)
{
  std::vector<const std::vector<vliw_requirement> *> all;
  for (const vliw_class &c : model.classes)
    all.push_back (&c.reservations);
  all.push_back (&model.xfer_src);
  all.push_back (&model.xfer_dst);
  for (const std::vector<vliw_requirement> *reqs : all)
    for (const vliw_requirement &r : *reqs)
      for (const vliw_unit_use &u : r.alternatives)
	{
	  const vliw_unit_use &u0 = r.alternatives[0];
	  if (u.first_stage != u0.first_stage || u.last_stage != u0.last_stage
	      || (model.resources[u.resource].global
		  != model.resources[u0.resource].global))
	    {
	      *why = "alternatives must share their stages and be all "
		     "cluster or all global resources (Hall's condition)";
	      return false;
	    }
	}
  vliw_resources res;
  if (!collect_sets (model, &res))
    {
      *why = "too many unions of alternative units";
      return false;
    }
  return true;
}

void
vliw_build_resources (const vliw_model &model, vliw_resources *res)
{
  collect_sets (model, res);
}

/* ------------------------------------------------------------ restab */

vliw_restab::vliw_restab (const vliw_model &m, const vliw_resources &r)
  : model (m), res (r)
{
}

int
vliw_restab::index (int scope, int set) const
{
  return scope * res.sets.size () + set;
}

void
vliw_restab::grow (int cycle)
{
  unsigned width = (model.clusters + 1) * res.sets.size () + model.clusters;
  while ((int) counts.size () <= cycle)
    {
      counts.push_back (std::vector<int> (width, 0));
      issued.push_back (0);
      blocked.push_back (0);
    }
}

void
vliw_restab::add_needs (const std::vector<vliw_need> &needs, int cluster,
			int cycle, int sign)
{
  for (const vliw_need &n : needs)
    for (int k = n.first; k <= n.last; k++)
      {
	grow (cycle + k);
	int scope = n.global ? model.clusters : cluster;
	for (unsigned s = 0; s < res.sets.size (); s++)
	  if (res.sets[s].global == n.global && !(n.mask & ~res.sets[s].mask))
	    counts[cycle + k][index (scope, s)] += sign;
      }
}

/* Whether adding NEEDS keeps every Hall set within capacity.  */
bool
vliw_restab::needs_fit (const std::vector<vliw_need> &needs, int cluster,
			int cycle) const
{
  vliw_restab *self = const_cast<vliw_restab *> (this);
  self->add_needs (needs, cluster, cycle, 1);
  bool ok = true;
  for (const vliw_need &n : needs)
    for (int k = n.first; k <= n.last && ok; k++)
      {
	int scope = n.global ? model.clusters : cluster;
	for (unsigned s = 0; s < res.sets.size () && ok; s++)
	  if (res.sets[s].global == n.global)
	    ok = counts[cycle + k][index (scope, s)] <= res.sets[s].capacity;
      }
  self->add_needs (needs, cluster, cycle, -1);
  return ok;
}

bool
vliw_restab::cycle_free (int cycle) const
{
  return cycle >= (int) issued.size () || issued[cycle] == 0;
}

bool
vliw_restab::cycle_blocked (int cycle) const
{
  return cycle < (int) blocked.size () && blocked[cycle] > 0;
}

void
vliw_restab::block_cycles (int first, int last, int sign)
{
  grow (last);
  for (int c = first; c <= last; c++)
    blocked[c] += sign;
}

bool
vliw_restab::insn_fits (int cls, int cluster, int cycle) const
{
  const_cast<vliw_restab *> (this)->grow (cycle);
  if (issued[cycle] >= model.issue || cycle_blocked (cycle))
    return false;
  int slot = (model.clusters + 1) * res.sets.size ();
  if (cluster >= 0 && model.cluster_issue > 0
      && counts[cycle][slot + cluster] >= model.cluster_issue)
    return false;
  return needs_fit (res.class_needs[cls], cluster, cycle);
}

void
vliw_restab::add_insn (int cls, int cluster, int cycle, int sign)
{
  grow (cycle);
  issued[cycle] += sign;
  if (cluster >= 0)
    counts[cycle][(model.clusters + 1) * res.sets.size () + cluster] += sign;
  add_needs (res.class_needs[cls], cluster, cycle, sign);
}

/* A transfer takes an issue slot, on its destination cluster when the
   model caps the slots per cluster.  */
bool
vliw_restab::xfer_fits (int from, int to, int cycle) const
{
  const_cast<vliw_restab *> (this)->grow (cycle);
  if (issued[cycle] >= model.issue || cycle_blocked (cycle))
    return false;
  int slot = (model.clusters + 1) * res.sets.size ();
  if (model.cluster_issue > 0
      && counts[cycle][slot + to] >= model.cluster_issue)
    return false;
  /* Check each side's cells with the other side's needs added too (a
     global bus is shared by both).  */
  vliw_restab *self = const_cast<vliw_restab *> (this);
  self->add_needs (res.xfer_src, from, cycle, 1);
  bool ok = needs_fit (res.xfer_dst, to, cycle);
  self->add_needs (res.xfer_src, from, cycle, -1);
  self->add_needs (res.xfer_dst, to, cycle, 1);
  ok = ok && needs_fit (res.xfer_src, from, cycle);
  self->add_needs (res.xfer_dst, to, cycle, -1);
  return ok;
}

void
vliw_restab::add_xfer (int from, int to, int cycle, int sign)
{
  grow (cycle);
  issued[cycle] += sign;
  counts[cycle][(model.clusters + 1) * res.sets.size () + to] += sign;
  add_needs (res.xfer_src, from, cycle, sign);
  add_needs (res.xfer_dst, to, cycle, sign);
}
