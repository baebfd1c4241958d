/* xopt_vliw: the ILP's assignment, dependence, value and transfer rows
   (notes §1.2 (1)-(8), (13)-(17) in the disaggregated form of §6.2), and
   the assembly of the whole model.
   Copyright (C) 2026 The xopt authors.  */

#include "vliw-ilp.h"

#include <algorithm>

namespace {

const double inf = 1e30;
const size_t max_nonzeros = 1000000;

/* (1)/(3): one cluster and cycle per insn.  */
void
assignment_rows (ilp_model &mo)
{
  for (unsigned i = 0; i < mo.p.insns.size (); i++)
    {
      ilp_begin_row (mo, 1, 1);
      ilp_tau (mo, i, mo.lb[i], mo.ub[i], 1);
    }
}

/* (13) as strong precedence, and the cluster-conditional (14)/(15):
   a dep carried by a web binds only on one cluster.  Rows where the
   source is surely issued L cycles before are left out.  */
void
dependence_rows (ilp_model &mo)
{
  for (const vliw_edep &d : ilp_hard_deps (mo))
    for (int t = mo.lb[d.to]; t <= mo.ub[d.to]; t++)
      if (t - d.latency < mo.ub[d.from])
	{
	  ilp_begin_row (mo, -inf, 0);
	  ilp_prefix (mo, ilp_fx (d.to, ILP_ANY), t, 1);
	  ilp_prefix (mo, ilp_fx (d.from, ILP_ANY), t - d.latency, -1);
	}
  for (const vliw_edep &d : mo.a.deps)
    if (d.conditional)
      for (int m = 0; m < mo.clusters; m++)
	for (int t = mo.lb[d.to]; t <= mo.ub[d.to]; t++)
	  if (t - d.latency < mo.ub[d.from] && ilp_x (mo, d.to, m, t) >= 0)
	    {
	      ilp_begin_row (mo, -inf, 1);
	      ilp_prefix (mo, ilp_fx (d.to, m), t, 1);
	      ilp_suffix (mo, ilp_fx (d.from, m), t - d.latency + 1, 1);
	    }
}

/* Add COEF * rho[i][m].  */
void
rho (ilp_model &mo, int i, int m, double coef)
{
  ilp_prefix (mo, ilp_fx (i, m), mo.ub[i], coef);
}

/* Add COEF * the transfers of group G into M at cycles <= LAST.  */
void
xfers_into (ilp_model &mo, const ilp_xgroup *g, int m, int last, double coef)
{
  if (g)
    ilp_prefix (mo, ilp_fy (mo, *g, ILP_ANY, m), last, coef);
}

/* A use of the block's last def on cluster M at cycle t needs the def
   on M (dep) or a transfer into M by t - Lx (5)/(16)/(17).  */
void
last_use_rows (ilp_model &mo, const vliw_value_use &u)
{
  int j = u.insn, lx = mo.p.model->xfer_latency;
  const ilp_xgroup *g = ilp_group (mo, u.web, mo.p.insns[j].block);
  for (int m = 0; m < mo.clusters; m++)
    for (int t = mo.lb[j]; t <= mo.ub[j]; t++)
      if (ilp_x (mo, j, m, t) >= 0)
	{
	  ilp_begin_row (mo, -inf, 0);
	  ilp_prefix (mo, ilp_fx (j, m), t, 1);
	  ilp_prefix (mo, ilp_fx (u.def, m), t - mo.a.latency[u.def], -1);
	  xfers_into (mo, g, m, t - lx, -1);
	}
}

/* A use before the block's first def of its web: the web is current on
   its cluster at block entry, or (blocks without a def) a transfer
   brought it in time; in a block with a def, no transfer into its
   cluster (they carry the new version) may precede it.  */
void
exposed_use_rows (ilp_model &mo, const vliw_value_use &u)
{
  int j = u.insn, b = mo.p.insns[j].block, lx = mo.p.model->xfer_latency;
  const ilp_xgroup *g = ilp_group (mo, u.web, b);
  auto in = mo.in_of.find (std::make_pair (u.web, b));
  bool defines = vliw_last_def (mo.a, b, u.web) >= 0;
  for (int m = 0; m < mo.clusters; m++)
    {
      if (in != mo.in_of.end ())
	for (int t = defines ? mo.ub[j] : mo.lb[j]; t <= mo.ub[j]; t++)
	  {
	    ilp_begin_row (mo, -inf, 0);
	    ilp_prefix (mo, ilp_fx (j, m), t, 1);
	    ilp_term (mo, in->second + m, -1);
	    if (!defines)
	      xfers_into (mo, g, m, t - lx, -1);
	  }
      if (defines && g)
	for (int t = g->lo; t < mo.ub[j]; t++)
	  {
	    ilp_begin_row (mo, -inf, 1);
	    xfers_into (mo, g, m, t, 1);
	    ilp_suffix (mo, ilp_fx (j, m), t + 1, 1);
	  }
    }
}

void
value_rows (ilp_model &mo)
{
  for (const vliw_value_use &u : mo.a.uses)
    if (u.kind == VLIW_USE_MIDDLE)
      for (int m = 0; m < mo.clusters; m++)
	{
	  ilp_begin_row (mo, 0, 0);
	  rho (mo, u.insn, m, 1);
	  rho (mo, u.def, m, -1);
	}
    else if (u.kind == VLIW_USE_LAST)
      last_use_rows (mo, u);
    else
      exposed_use_rows (mo, u);
  /* All defs of a web on its home cluster.  */
  for (unsigned v = 0; v < mo.p.webs.size (); v++)
    if (mo.a.web_kind[v] == VLIW_WEB_CLUSTERED)
      for (unsigned k = 1; k < mo.p.webs[v].defs.size (); k++)
	for (int m = 0; m < mo.clusters; m++)
	  {
	    ilp_begin_row (mo, 0, 0);
	    rho (mo, mo.p.webs[v].defs[k], m, 1);
	    rho (mo, mo.p.webs[v].defs[0], m, -1);
	  }
}

/* The jump of block B, or -1.  */
int
block_jump (const ilp_model &mo, int b)
{
  for (int i : mo.p.blocks[b].insns)
    if (mo.p.insns[i].jump)
      return i;
  return -1;
}

/* Transfers read the home copy (8), at most one per cluster and block
   (6), after the block's last def is ready (16), before the jump.  */
void
transfer_rows (ilp_model &mo, const ilp_xgroup &g)
{
  int mm = mo.clusters, home = mo.p.webs[g.web].defs[0];
  int d = vliw_last_def (mo.a, g.block, g.web), jump = block_jump (mo, g.block);
  for (int m2 = 0; m2 < mm; m2++)
    {
      ilp_begin_row (mo, -inf, 1);
      xfers_into (mo, &g, m2, g.hi, 1);
      for (int m1 = 0; m1 < mm; m1++)
	if (m1 != m2 && ilp_y (mo, g, m1, m2, g.lo) >= 0)
	  {
	    ilp_begin_row (mo, -inf, 0);
	    ilp_prefix (mo, ilp_fy (mo, g, m1, m2), g.hi, 1);
	    rho (mo, home, m1, -1);
	    for (int t = g.lo; d >= 0 && t <= g.hi; t++)
	      {
		ilp_begin_row (mo, -inf, 0);
		ilp_prefix (mo, ilp_fy (mo, g, m1, m2), t, 1);
		ilp_prefix (mo, ilp_fx (d, m1), t - mo.a.latency[d], -1);
	      }
	  }
      for (int t = g.lo; jump >= 0 && t < g.hi; t++)
	{
	  ilp_begin_row (mo, -inf, 1);
	  ilp_suffix (mo, ilp_fy (mo, g, ILP_ANY, m2), t + 1, 1);
	  ilp_prefix (mo, ilp_fx (jump, ILP_ANY), t, 1);
	}
    }
}

/* Sum duplicate columns of each row.  */
size_t
merge_terms (ilp_model &mo)
{
  size_t nz = 0;
  for (ilp_row &r : mo.rows)
    {
      std::sort (r.terms.begin (), r.terms.end ());
      std::vector<std::pair<int, double> > merged;
      for (const std::pair<int, double> &t : r.terms)
	if (!merged.empty () && merged.back ().first == t.first)
	  merged.back ().second += t.second;
	else
	  merged.push_back (t);
      r.terms.clear ();
      for (const std::pair<int, double> &t : merged)
	if (t.second != 0)
	  r.terms.push_back (t);
      nz += r.terms.size ();
    }
  return nz;
}

} // anon namespace

bool
ilp_build (ilp_model &mo, const vliw_schedule &warm, int slack,
	   bool symmetric)
{
  mo.horizon.clear ();
  for (unsigned b = 0; b < mo.p.blocks.size (); b++)
    {
      int len = std::max (warm.length[b], 1);
      mo.horizon.push_back (len + (slack >= 0 ? slack : (len + 3) / 4));
    }
  ilp_build_columns (mo, symmetric);
  if (mo.too_big || mo.cols.size () > ilp_max_columns)
    return !(mo.too_big = true);
  assignment_rows (mo);
  dependence_rows (mo);
  value_rows (mo);
  for (const ilp_xgroup &g : mo.groups)
    transfer_rows (mo, g);
  ilp_build_availability_rows (mo);
  ilp_build_resource_rows (mo);
  ilp_build_length_rows (mo);
  ilp_commit_prefix_rows (mo);
  if (merge_terms (mo) > max_nonzeros)
    return !(mo.too_big = true);
  return true;
}
