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

/* Add COEF * (what block B still issues at cycles >= T): its insns and
   transfers (GS), or only those of Hall set SET when SET is not NULL.  */
void
issued_from (ilp_model &mo, int b, int t,
	     const std::vector<const ilp_xgroup *> &gs,
	     const vliw_hall_set *set, double coef)
{
  for (int i : mo.p.blocks[b].insns)
    {
      int counts = set == NULL;
      for (const vliw_need &n : mo.res.class_needs[mo.p.insns[i].cls])
	counts += set && n.first == 0 && n.global == set->global
		  && !(n.mask & ~set->mask);
      if (counts && t <= mo.ub[i])
	ilp_suffix (mo, ilp_fx (i, ILP_ANY), t, coef * counts);
    }
  for (const ilp_xgroup *g : gs)
    if (!set && t <= g->hi)
      ilp_suffix (mo, ilp_fy (mo, *g, ILP_ANY, ILP_ANY), t, coef);
}

/* Tail-energy cuts: what still issues at >= t needs that many cycles of
   the issue width, or of each Hall set's stage-0 capacity.  */
void
energy_rows (ilp_model &mo, int b, const std::vector<const ilp_xgroup *> &gs)
{
  for (int t = 1; t < mo.horizon[b]; t++)
    {
      ilp_begin_row (mo, -inf, 0);
      issued_from (mo, b, t, gs, NULL, 1);
      ilp_suffix (mo, ilp_feta (b), t, -mo.p.model->issue);
      for (const vliw_hall_set &set : mo.res.sets)
	{
	  ilp_begin_row (mo, -inf, 0);
	  size_t before = mo.rows.back ().terms.size ();
	  issued_from (mo, b, t, gs, &set, 1);
	  bool some = mo.rows.back ().terms.size () > before;
	  ilp_suffix (mo, ilp_feta (b), t,
		      -set.capacity * (set.global ? 1 : mo.clusters));
	  if (!some)
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
   its own in) plus its transfers into m.  And (6): no transfer of v into
   a cluster that holds it at B's entry; the copy would be rewritten
   Lx cycles later, and a use that counted on the entry copy would read
   it while the transfer is in flight (ARM pr43560).  */
void
ilp_build_availability_rows (ilp_model &mo)
{
  for (const auto &entry : mo.in_of)
    {
      int v = entry.first.first, b = entry.first.second;
      const ilp_xgroup *own = ilp_group (mo, v, b);
      for (int m = 0; own && vliw_last_def (mo.a, b, v) < 0
		      && m < mo.clusters; m++)
	{
	  ilp_begin_row (mo, -inf, 1);
	  ilp_term (mo, entry.second + m, 1);
	  ilp_prefix (mo, ilp_fy (mo, *own, ILP_ANY, m), own->hi, 1);
	}
      for (int q : mo.p.blocks[b].preds)
	{
	  int d = vliw_last_def (mo.a, q, v);
	  auto qin = mo.in_of.find (std::make_pair (v, q));
	  if (d < 0 && qin == mo.in_of.end ())
	    continue;
	  const ilp_xgroup *g = ilp_group (mo, v, q);
	  for (int m = 0; m < mo.clusters; m++)
	    {
	      ilp_begin_row (mo, -inf, 0);
	      ilp_term (mo, entry.second + m, 1);
	      if (d >= 0)
		ilp_prefix (mo, ilp_fx (d, m), mo.ub[d], -1);
	      else
		ilp_term (mo, qin->second + m, -1);
	      if (g)
		ilp_prefix (mo, ilp_fy (mo, *g, ILP_ANY, m), g->hi, -1);
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
		ilp_suffix (mo, ilp_fx (i, ILP_ANY), t, 1);
		ilp_term (mo, mo.eta[b] + t, -1);
	      }
	  for (const ilp_xgroup *g : gs)
	    for (int m = 0; m < mo.clusters && t <= g->hi; m++)
	      {
		ilp_begin_row (mo, -inf, 0);
		ilp_suffix (mo, ilp_fy (mo, *g, ILP_ANY, m), t, 1);
		ilp_term (mo, mo.eta[b] + t, -1);
	      }
	}
      energy_rows (mo, b, gs);
    }
}
