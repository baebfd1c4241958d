/* xopt_vliw: the ILP's columns (windows, orbit fixing, transfer groups,
   availability, block length, integral weights) and the helpers that
   write rows.
   Copyright (C) 2026 The xopt authors.  */

#include "vliw-ilp.h"

#include <algorithm>
#include <cmath>

namespace {

int
new_col (ilp_model &mo, double lo, double hi, double obj, bool integer)
{
  mo.cols.push_back ({lo, hi, obj, integer});
  return mo.cols.size () - 1;
}

} // anon namespace

/* The dependences that bind whatever the clusters, the jump's
   included: windows, strong precedence and block-length rows.  */
std::vector<vliw_edep>
ilp_hard_deps (const ilp_model &mo)
{
  return ilp_bound_deps (mo.p, mo.a);
}

namespace {

/* Earliest and latest cycles from the hard dependences and T(B).  */
void
compute_windows (ilp_model &mo, const std::vector<vliw_edep> &deps)
{
  const vliw_problem &p = mo.p;
  int n = p.insns.size ();
  mo.lb.assign (n, 0);
  std::vector<int> tail (n, 0);
  std::vector<std::vector<int> > in (n), out (n);
  for (unsigned k = 0; k < deps.size (); k++)
    if (mo.a.position[deps[k].from] < mo.a.position[deps[k].to])
      {
	in[deps[k].to].push_back (k);
	out[deps[k].from].push_back (k);
      }
  for (const vliw_block &b : p.blocks)
    {
      for (int i : b.insns)
	for (int k : in[i])
	  mo.lb[i] = std::max (mo.lb[i], mo.lb[deps[k].from] + deps[k].latency);
      for (auto it = b.insns.rbegin (); it != b.insns.rend (); ++it)
	for (int k : out[*it])
	  tail[*it] = std::max (tail[*it], tail[deps[k].to] + deps[k].latency);
    }
  mo.ub.assign (n, 0);
  for (int i = 0; i < n; i++)
    mo.ub[i] = mo.horizon[p.insns[i].block] - 1 - tail[i];
}

/* Integral objective weights: W(B) * 2^k, exact when possible.  */
void
scale_weights (ilp_model &mo)
{
  double wmax = 0;
  for (const vliw_block &b : mo.p.blocks)
    wmax = std::max (wmax, b.weight);
  double scale = 1;
  mo.weights_exact = false;
  for (int k = 0; k <= 24 && wmax * scale <= 1e7; k++, scale *= 2)
    {
      bool exact = true;
      for (const vliw_block &b : mo.p.blocks)
	exact &= std::fabs (b.weight * scale - std::round (b.weight * scale))
		 < 1e-9 * std::max (1.0, b.weight * scale);
      if (exact)
	{
	  mo.weights_exact = true;
	  break;
	}
    }
  if (!mo.weights_exact)
    scale = wmax > 0 ? 1e6 / wmax : 1;
  mo.scale = scale;
  mo.weight.clear ();
  for (const vliw_block &b : mo.p.blocks)
    mo.weight.push_back (std::round (b.weight * scale));
}

/* The x columns of insn I; ORBIT limits the clusters (symmetry).  */
void
insn_columns (ilp_model &mo, int i, unsigned orbit)
{
  int width = mo.ub[i] - mo.lb[i] + 1;
  mo.xcols[i].assign ((mo.clusters + 1) * std::max (width, 0), -1);
  if (width <= 0)
    return;
  unsigned mask = mo.a.allowed[i] & orbit;
  for (int m = -1; m < mo.clusters; m++)
    if (m < 0 ? mo.a.allowed[i] == 0 : (mask >> m) & 1)
      for (int t = mo.lb[i]; t <= mo.ub[i]; t++)
	mo.xcols[i][(m + 1) * width + t - mo.lb[i]]
	  = new_col (mo, 0, 1, 0, true);
}

/* Orbit fixing: the k-th insn free to take any cluster may take only
   clusters <= k (or 0 and 1..k+1 when some insns are pinned to 0).  */
void
all_insn_columns (ilp_model &mo, bool symmetric)
{
  unsigned full = (1u << mo.clusters) - 1;
  bool pins = false;
  for (unsigned i = 0; i < mo.p.insns.size (); i++)
    pins |= mo.a.allowed[i] != 0 && mo.a.allowed[i] != full;
  int k = 0;
  mo.xcols.assign (mo.p.insns.size (), {});
  for (unsigned i = 0; i < mo.p.insns.size (); i++)
    {
      unsigned orbit = full;
      if (symmetric && mo.a.allowed[i] == full)
	{
	  int top = std::min (mo.clusters - 1, pins ? k + 1 : k);
	  orbit = (2u << top) - 1;
	  k++;
	}
      insn_columns (mo, i, orbit);
    }
}

void
add_group (ilp_model &mo, int v, int b, int lo, int hi)
{
  if (lo > hi)
    return;
  ilp_xgroup g;
  g.web = v;
  g.block = b;
  g.lo = lo;
  g.hi = hi;
  int width = hi - lo + 1, mm = mo.clusters;
  g.cols.assign (mm * mm * width, -1);
  unsigned homes = mo.a.allowed[mo.p.webs[v].defs[0]];
  for (int m1 = 0; m1 < mm; m1++)
    for (int m2 = 0; m2 < mm; m2++)
      if (m1 != m2 && ((homes >> m1) & 1))
	for (int s = lo; s <= hi; s++)
	  g.cols[(m1 * mm + m2) * width + s - lo] = new_col (mo, 0, 1, 0, true);
  mo.group_of[std::make_pair (v, b)] = mo.groups.size ();
  mo.groups.push_back (g);
}

/* The last cycle a transfer of web V in block B can serve: T(B) - 1
   when a successor may need the value, else the latest use of V in B
   that a transfer may feed (its window's end - Lx); -1 if none.  */
int
last_useful_cycle (const ilp_model &mo, int v, int b, bool stale_succ)
{
  if (stale_succ)
    return mo.horizon[b] - 1;
  int last = -1, lx = mo.p.model->xfer_latency;
  for (const vliw_value_use &u : mo.a.uses)
    if (u.web == v && mo.p.insns[u.insn].block == b
	&& u.kind != VLIW_USE_MIDDLE)
      last = std::max (last, mo.ub[u.insn] - lx);
  return last;
}

/* Transfer groups and availability columns of clustered web V: only
   where a def-use pair may cross clusters, and only for the cycles
   between the value's earliest ready cycle and its last useful one.  */
void
web_columns (ilp_model &mo, int v, const std::vector<char> &last_use_in)
{
  const vliw_problem &p = mo.p;
  for (unsigned b = 0; b < p.blocks.size (); b++)
    {
      int d = vliw_last_def (mo.a, b, v);
      bool stale_succ = false;
      for (int s : p.blocks[b].succs)
	stale_succ |= mo.a.stale_in[v][s];
      if (d >= 0 && (last_use_in[b] || stale_succ))
	add_group (mo, v, b, mo.lb[d] + mo.a.latency[d],
		   last_useful_cycle (mo, v, b, stale_succ));
      if (d < 0 && mo.a.stale_in[v][b])
	add_group (mo, v, b, 0, last_useful_cycle (mo, v, b, stale_succ));
      if (mo.a.stale_in[v][b])
	{
	  mo.in_of[std::make_pair (v, (int) b)] = mo.cols.size ();
	  for (int m = 0; m < mo.clusters; m++)
	    new_col (mo, 0, 1, 0, false);
	}
    }
}

/* Block B's length bound: its first eta columns are fixed to 1.  */
int
bound (const ilp_model &mo, int b)
{
  return mo.block_lb.empty () ? 0 : mo.block_lb[b];
}

} // anon namespace

void
ilp_build_columns (ilp_model &mo, bool symmetric)
{
  compute_windows (mo, ilp_hard_deps (mo));
  /* The x columns alone, before any is made: a large function falls
     back at once instead of spending seconds on a model GLPK could not
     solve within the limit.  */
  size_t estimate = 0;
  for (unsigned i = 0; i < mo.p.insns.size (); i++)
    estimate += std::max (mo.ub[i] - mo.lb[i] + 1, 0)
		* std::max (__builtin_popcount (mo.a.allowed[i]), 1);
  if (estimate > ilp_max_columns)
    {
      mo.estimated_columns = estimate;
      mo.too_big = true;
      return;
    }
  all_insn_columns (mo, symmetric);
  const vliw_problem &p = mo.p;
  std::vector<std::vector<char> > last_use (p.webs.size ());
  for (const vliw_value_use &u : mo.a.uses)
    if (u.kind == VLIW_USE_LAST)
      {
	last_use[u.web].resize (p.blocks.size (), 0);
	last_use[u.web][p.insns[u.insn].block] = 1;
      }
  for (unsigned v = 0; v < p.webs.size (); v++)
    if (mo.a.web_kind[v] == VLIW_WEB_CLUSTERED)
      {
	last_use[v].resize (p.blocks.size (), 0);
	web_columns (mo, v, last_use[v]);
      }
  scale_weights (mo);
  mo.eta.assign (p.blocks.size (), -1);
  std::vector<char> busy (p.blocks.size (), 0);
  for (const ilp_xgroup &g : mo.groups)
    busy[g.block] = 1;
  for (unsigned b = 0; b < p.blocks.size (); b++)
    if (busy[b] || !p.blocks[b].insns.empty ())
      {
	mo.eta[b] = mo.cols.size ();
	for (int t = 0; t < mo.horizon[b]; t++)
	  new_col (mo, t < bound (mo, b) ? 1 : 0, 1, mo.weight[b], true);
      }
}

int
ilp_x (const ilp_model &mo, int i, int m, int t)
{
  if (t < mo.lb[i] || t > mo.ub[i])
    return -1;
  int width = mo.ub[i] - mo.lb[i] + 1;
  return mo.xcols[i][(m + 1) * width + t - mo.lb[i]];
}

int
ilp_y (const ilp_model &mo, const ilp_xgroup &g, int m1, int m2, int s)
{
  if (s < g.lo || s > g.hi || m1 == m2)
    return -1;
  return g.cols[(m1 * mo.clusters + m2) * (g.hi - g.lo + 1) + s - g.lo];
}

const ilp_xgroup *
ilp_group (const ilp_model &mo, int web, int block)
{
  auto it = mo.group_of.find (std::make_pair (web, block));
  return it == mo.group_of.end () ? NULL : &mo.groups[it->second];
}

void
ilp_begin_row (ilp_model &mo, double lo, double hi)
{
  mo.rows.push_back ({{}, lo, hi});
}

/* Add COEF * column COL to the last row (nothing for a missing column).  */
void
ilp_term (ilp_model &mo, int col, double coef)
{
  if (col >= 0)
    mo.rows.back ().terms.push_back (std::make_pair (col, coef));
}

/* Add COEF * tau[i][t] for t in FIRST..LAST.  */
void
ilp_tau (ilp_model &mo, int i, int first, int last, double coef)
{
  for (int m = -1; m < mo.clusters; m++)
    for (int t = std::max (first, mo.lb[i]); t <= std::min (last, mo.ub[i]);
	 t++)
      ilp_term (mo, ilp_x (mo, i, m, t), coef);
}
