/* xopt_vliw: the ILP's warm start (a baseline schedule as a column
   vector, clusters relabelled to match the orbit fixing, every row
   checked, since glp_ios_heur_sol trusts it) and the way back from a column
   vector to a schedule.
   Copyright (C) 2026 The xopt authors.  */

#include "vliw-ilp.h"

#include <algorithm>
#include <cmath>

/* Orbit fixing is valid when clusters are interchangeable: every insn
   may take any cluster or only cluster 0 (then clusters 1..M-1 are).  */
bool
ilp_symmetry_ok (const vliw_problem &p, const vliw_analysis &a)
{
  unsigned full = (1u << p.model->clusters) - 1;
  for (unsigned i = 0; i < p.insns.size (); i++)
    if (a.allowed[i] != 0 && a.allowed[i] != full && a.allowed[i] != 1u)
      return false;
  return true;
}

/* Relabel S's clusters in order of first use by the free insns (after
   cluster 0 when some insns are pinned to it).  */
void
ilp_canonical_clusters (const vliw_problem &p, const vliw_analysis &a,
			vliw_schedule *s)
{
  int mm = p.model->clusters;
  unsigned full = (1u << mm) - 1;
  bool pins = false;
  for (unsigned i = 0; i < p.insns.size (); i++)
    pins |= a.allowed[i] == 1u && mm > 1;
  std::vector<int> label (mm, -1);
  int next = 0;
  if (pins)
    label[0] = next++;
  for (unsigned i = 0; i < p.insns.size (); i++)
    if (a.allowed[i] == full && label[s->slots[i].cluster] < 0)
      label[s->slots[i].cluster] = next++;
  for (int m = 0; m < mm; m++)
    if (label[m] < 0)
      label[m] = next++;
  for (vliw_slot &sl : s->slots)
    if (sl.cluster >= 0)
      sl.cluster = label[sl.cluster];
  for (vliw_transfer &x : s->transfers)
    {
      x.from = label[x.from];
      x.to = label[x.to];
    }
}

namespace {

/* Must-availability of the warm start: in[v,B][m], iterated down from 1
   to the greatest fixpoint.  */
void
warm_availability (const ilp_model &mo, const vliw_schedule &w,
		   std::vector<double> *x)
{
  for (const auto &e : mo.in_of)
    for (int m = 0; m < mo.clusters; m++)
      (*x)[e.second + m] = 1;
  for (bool changed = true; changed;)
    {
      changed = false;
      for (const auto &e : mo.in_of)
	for (int m = 0; m < mo.clusters; m++)
	  {
	    int v = e.first.first, b = e.first.second;
	    double val = 1;
	    for (int q : mo.p.blocks[b].preds)
	      {
		int d = vliw_last_def (mo.a, q, v);
		auto qin = mo.in_of.find (std::make_pair (v, q));
		double out = d >= 0 ? w.slots[d].cluster == m
			     : qin != mo.in_of.end () ? (*x)[qin->second + m]
			     : 1;
		for (const vliw_transfer &t : w.transfers)
		  if (t.web == v && t.block == q && t.to == m)
		    out = 1;
		val = std::min (val, out);
	      }
	    if (val < (*x)[e.second + m])
	      {
		(*x)[e.second + m] = val;
		changed = true;
	      }
	  }
    }
}

} // anon namespace

/* The warm start W as a column vector; false (with *WHY) when it lies
   outside the columns or violates a row.  */
bool
ilp_warm_vector (const ilp_model &mo, const vliw_schedule &w,
		 std::vector<double> *x, std::string *why)
{
  x->assign (mo.cols.size (), 0);
  for (unsigned i = 0; i < mo.p.insns.size (); i++)
    {
      int c = ilp_x (mo, i, w.slots[i].cluster, w.slots[i].cycle);
      if (c < 0)
	return (*why = "warm start outside insn windows").empty ();
      (*x)[c] = 1;
    }
  for (unsigned b = 0; b < mo.p.blocks.size (); b++)
    for (int t = 0; mo.eta[b] >= 0 && t < w.length[b]; t++)
      (*x)[mo.eta[b] + t] = 1;
  warm_availability (mo, w, x);
  for (const vliw_transfer &t : w.transfers)
    {
      const ilp_xgroup *g = ilp_group (mo, t.web, t.block);
      int c = g ? ilp_y (mo, *g, t.from, t.to, t.cycle) : -1;
      if (c < 0)
	return (*why = "warm start transfer without a column").empty ();
      /* A transfer into a cluster that holds the value at entry is
	 redundant (and excluded by row (6)): leave it out.  */
      auto in = mo.in_of.find (std::make_pair (t.web, t.block));
      if (in == mo.in_of.end () || vliw_last_def (mo.a, t.block, t.web) >= 0
	  || (*x)[in->second + t.to] < 0.5)
	(*x)[c] = 1;
    }
  ilp_prefix_values (mo, x);
  for (unsigned r = 0; r < mo.rows.size (); r++)
    {
      double sum = 0;
      for (const std::pair<int, double> &t : mo.rows[r].terms)
	sum += t.second * (*x)[t.first];
      if (sum < mo.rows[r].lo - 1e-9 || sum > mo.rows[r].hi + 1e-9)
	return (*why = "warm start violates row " + std::to_string (r)).empty ();
    }
  return true;
}

void
ilp_read_vector (const ilp_model &mo, const std::vector<double> &x,
		 vliw_schedule *s)
{
  for (unsigned i = 0; i < mo.p.insns.size (); i++)
    for (int m = -1; m < mo.clusters; m++)
      for (int t = mo.lb[i]; t <= mo.ub[i]; t++)
	{
	  int c = ilp_x (mo, i, m, t);
	  if (c >= 0 && x[c] > 0.5)
	    s->slots[i] = {t, m};
	}
  s->transfers.clear ();
  for (const ilp_xgroup &g : mo.groups)
    for (int m1 = 0; m1 < mo.clusters; m1++)
      for (int m2 = 0; m2 < mo.clusters; m2++)
	for (int t = g.lo; t <= g.hi; t++)
	  {
	    int c = ilp_y (mo, g, m1, m2, t);
	    if (c >= 0 && x[c] > 0.5)
	      s->transfers.push_back ({g.web, m1, m2, g.block, t});
	  }
}
