/* xopt_vliw: the ILP's resource rows ((11), (18)-(22) with Hall sets for
   alternative units), availability across blocks (the must-availability
   form of (5)/(6) that notes §1.4 recommends), and block length with
   tail-energy cuts (§6.2).
   Copyright (C) 2026 The xopt authors.  */

#include "vliw-ilp.h"

#include <algorithm>

namespace {

const double inf = 1e30;

/* The transfer groups of block B.  */
std::vector<const ilp_xgroup *>
block_groups (const ilp_model &mo, int b)
{
  std::vector<const ilp_xgroup *> gs;
  for (const ilp_xgroup &g : mo.groups)
    if (g.block == b)
      gs.push_back (&g);
  return gs;
}

/* Add COEF * (transfers of GS at cycle S, from M1 / into M2; -1 = any).  */
void
xfers_at (ilp_model &mo, const std::vector<const ilp_xgroup *> &gs, int s,
	  int m1, int m2, double coef)
{
  for (const ilp_xgroup *g : gs)
    for (int a = 0; a < mo.clusters; a++)
      for (int b = 0; b < mo.clusters; b++)
	if ((m1 < 0 || a == m1) && (m2 < 0 || b == m2))
	  ilp_term (mo, ilp_y (mo, *g, a, b, s), coef);
}

/* Terms of needs NEEDS inside Hall set SET issued so that they use the
   unit at cycle C: insn I (or, when I < 0, transfers on side M1/M2).  */
void
need_terms (ilp_model &mo, const std::vector<vliw_need> &needs,
	    const vliw_hall_set &set, int m, int c, int i,
	    const std::vector<const ilp_xgroup *> &gs, bool src)
{
  for (const vliw_need &n : needs)
    if (n.global == set.global && !(n.mask & ~set.mask))
      for (int k = n.first; k <= n.last; k++)
	{
	  if (i >= 0 && set.global)
	    ilp_tau (mo, i, c - k, c - k, 1);
	  else if (i >= 0)
	    ilp_term (mo, ilp_x (mo, i, m, c - k), 1);
	  else
	    xfers_at (mo, gs, c - k, src ? m : -1, src ? -1 : m, 1);
	}
}

/* One Hall-set row: scope M (-1 global), cycle C of block B.  */
void
hall_row (ilp_model &mo, int b, const vliw_hall_set &set, int m, int c,
	  const std::vector<const ilp_xgroup *> &gs)
{
  ilp_begin_row (mo, -inf, set.capacity);
  for (int i : mo.p.blocks[b].insns)
    need_terms (mo, mo.res.class_needs[mo.p.insns[i].cls], set, m, c, i, gs,
		false);
  need_terms (mo, mo.res.xfer_src, set, m, c, -1, gs, true);
  need_terms (mo, mo.res.xfer_dst, set, m, c, -1, gs, false);
  /* Drop rows that cannot bind.  */
  double most = 0;
  for (const std::pair<int, double> &t : mo.rows.back ().terms)
    most += t.second;
  if (most <= set.capacity)
    mo.rows.pop_back ();
}

/* (22): a call of latency L at t leaves t..t+L-1 to itself.  */
void
exclusive_rows (ilp_model &mo, int b, int call,
		const std::vector<const ilp_xgroup *> &gs)
{
  int n = mo.p.model->issue, lat = mo.a.latency[call];
  for (int u = 0; u < mo.horizon[b]; u++)
    {
      ilp_begin_row (mo, -inf, n);
      for (int i : mo.p.blocks[b].insns)
	if (i != call)
	  ilp_tau (mo, i, u, u, 1);
      xfers_at (mo, gs, u, -1, -1, 1);
      ilp_tau (mo, call, u - lat + 1, u, n);
    }
}

void
block_resource_rows (ilp_model &mo, int b)
{
  std::vector<const ilp_xgroup *> gs = block_groups (mo, b);
  const vliw_model &md = *mo.p.model;
  int stages = 0;
  for (const vliw_class &c : md.classes)
    for (const vliw_requirement &r : c.reservations)
      stages = std::max (stages, r.alternatives[0].last_stage);
  for (int t = 0; t < mo.horizon[b]; t++)
    {
      ilp_begin_row (mo, -inf, md.issue);
      for (int i : mo.p.blocks[b].insns)
	ilp_tau (mo, i, t, t, 1);
      xfers_at (mo, gs, t, -1, -1, 1);
      for (int m = 0; md.cluster_issue > 0 && m < mo.clusters; m++)
	{
	  ilp_begin_row (mo, -inf, md.cluster_issue);
	  for (int i : mo.p.blocks[b].insns)
	    ilp_term (mo, ilp_x (mo, i, m, t), 1);
	  xfers_at (mo, gs, t, -1, m, 1);
	}
    }
  for (const vliw_hall_set &set : mo.res.sets)
    for (int m = set.global ? -1 : 0; m < (set.global ? 0 : mo.clusters); m++)
      for (int c = 0; c < mo.horizon[b] + stages; c++)
	hall_row (mo, b, set, m, c, gs);
  for (int i : mo.p.blocks[b].insns)
    if (md.classes[mo.p.insns[i].cls].flags & VLIW_CLASS_EXCLUSIVE)
      exclusive_rows (mo, b, i, gs);
}

/* Add COEF * sum over t' >= T of eta[B][t'].  */
void
eta_tail (ilp_model &mo, int b, int t, double coef)
{
  for (int s = t; s < mo.horizon[b]; s++)
    ilp_term (mo, mo.eta[b] + s, coef);
}

/* Tail-energy cuts: what still issues at >= t needs that many cycles of
   the issue width, or of each Hall set's stage-0 capacity.  */
void
energy_rows (ilp_model &mo, int b, const std::vector<const ilp_xgroup *> &gs)
{
  for (int t = 1; t < mo.horizon[b]; t++)
    {
      ilp_begin_row (mo, -inf, 0);
      for (int i : mo.p.blocks[b].insns)
	ilp_tau (mo, i, t, mo.horizon[b], 1);
      for (int s = t; s < mo.horizon[b]; s++)
	xfers_at (mo, gs, s, -1, -1, 1);
      eta_tail (mo, b, t, -mo.p.model->issue);
      for (const vliw_hall_set &set : mo.res.sets)
	{
	  ilp_begin_row (mo, -inf, 0);
	  for (int i : mo.p.blocks[b].insns)
	    for (const vliw_need &n : mo.res.class_needs[mo.p.insns[i].cls])
	      if (n.first == 0 && n.global == set.global
		  && !(n.mask & ~set.mask))
		ilp_tau (mo, i, t, mo.horizon[b], 1);
	  eta_tail (mo, b, t, -set.capacity * (set.global ? 1 : mo.clusters));
	  if (mo.rows.back ().terms.size () <= (unsigned) mo.horizon[b] - t)
	    mo.rows.pop_back ();
	}
    }
}

} // anon namespace

void
ilp_build_resource_rows (ilp_model &mo)
{
  for (unsigned b = 0; b < mo.p.blocks.size (); b++)
    if (mo.eta[b] >= 0)
      block_resource_rows (mo, b);
}

/* in[v,B][m] <= out of every predecessor: its last def's cluster (or
   its own in) plus its transfers into m.  */
void
ilp_build_availability_rows (ilp_model &mo)
{
  for (const auto &entry : mo.in_of)
    {
      int v = entry.first.first, b = entry.first.second;
      for (int q : mo.p.blocks[b].preds)
	{
	  int d = vliw_last_def (mo.a, q, v);
	  auto qin = mo.in_of.find (std::make_pair (v, q));
	  if (d < 0 && qin == mo.in_of.end ())
	    continue;
	  std::vector<const ilp_xgroup *> gs;
	  if (const ilp_xgroup *g = ilp_group (mo, v, q))
	    gs.push_back (g);
	  for (int m = 0; m < mo.clusters; m++)
	    {
	      ilp_begin_row (mo, -inf, 0);
	      ilp_term (mo, entry.second + m, 1);
	      if (d >= 0)
		for (int t = mo.lb[d]; t <= mo.ub[d]; t++)
		  ilp_term (mo, ilp_x (mo, d, m, t), -1);
	      else
		ilp_term (mo, qin->second + m, -1);
	      for (const ilp_xgroup *g : gs)
		for (int s = g->lo; s <= g->hi; s++)
		  xfers_at (mo, gs, s, -1, m, -1);
	    }
	}
    }
}

/* Block length: eta[B][t] >= "something issues at >= t", monotone.  */
void
ilp_build_length_rows (ilp_model &mo)
{
  std::vector<char> has_succ (mo.p.insns.size (), 0);
  for (const vliw_edep &d : ilp_hard_deps (mo))
    has_succ[d.from] = 1;
  for (unsigned b = 0; b < mo.p.blocks.size (); b++)
    {
      if (mo.eta[b] < 0)
	continue;
      std::vector<const ilp_xgroup *> gs = block_groups (mo, b);
      for (int t = 0; t < mo.horizon[b]; t++)
	{
	  if (t > 0)
	    {
	      ilp_begin_row (mo, -inf, 0);
	      ilp_term (mo, mo.eta[b] + t, 1);
	      ilp_term (mo, mo.eta[b] + t - 1, -1);
	    }
	  for (int i : mo.p.blocks[b].insns)
	    if (!has_succ[i] && t <= mo.ub[i])
	      {
		ilp_begin_row (mo, -inf, 0);
		ilp_tau (mo, i, t, mo.horizon[b], 1);
		ilp_term (mo, mo.eta[b] + t, -1);
	      }
	  for (const ilp_xgroup *g : gs)
	    for (int m = 0; m < mo.clusters && t <= g->hi; m++)
	      {
		ilp_begin_row (mo, -inf, 0);
		for (int s = t; s <= g->hi; s++)
		  xfers_at (mo, std::vector<const ilp_xgroup *> (1, g), s, -1,
			    m, 1);
		ilp_term (mo, mo.eta[b] + t, -1);
	      }
	}
      energy_rows (mo, b, gs);
    }
}
