/* xopt_vliw: the cluster choice of the list schedulers: start cycle SC,
   completion cycle CC, LUCAS's switch, and the order of clusters to try.
   Copyright (C) 2026 The xopt authors.  */

#include "vliw-list.h"

#include <algorithm>

int
cluster_of (const list_engine &e, int insn)
{
  return e.out->slots[insn].cluster;
}

int
cycle_of (const list_engine &e, int insn)
{
  return e.out->slots[insn].cycle;
}

/* The cycle of the block's transfer of WEB into TO, or -1.  */
int
find_xfer (const list_engine &e, int web, int to)
{
  for (const pending_xfer &x : e.xfers)
    if (x.web == web && x.to == to)
      return x.cycle;
  return -1;
}

/* Whether insn I may go on cluster M under pins, homes and the policy.  */
bool
cluster_allowed (const list_engine &e, int i, int m)
{
  if (!(e.a.allowed[i] & (1u << m)) || (e.single && m != 0
					 && e.a.allowed[i] & 1u))
    return false;
  for (int w : e.p.insns[i].defs)
    if (e.a.web_kind[w] == VLIW_WEB_CLUSTERED && e.home[w] >= 0
	&& e.home[w] != m)
      return false;
  for (int k : e.insn_uses[i])
    {
      const vliw_value_use &u = e.a.uses[k];
      if (u.kind == VLIW_USE_MIDDLE && cluster_of (e, u.def) != m)
	return false;
      if (u.kind == VLIW_USE_EXPOSED && e.home[u.web] >= 0
	  && e.home[u.web] != m
	  && vliw_last_def (e.a, e.block, u.web) >= 0)
	return false;
    }
  return true;
}

/* Where operand U of an insn on cluster M comes from: return the cycle
   it is ready on M, or set *SRC and *FROM when a new transfer from
   cluster *SRC ready at *FROM is needed (return 0 then).  */
int
operand_ready (const list_engine &e, const vliw_value_use &u, int m,
	       int *src, int *from)
{
  *src = -1;
  int lx = e.p.model->xfer_latency;
  int x = find_xfer (e, u.web, m);
  if (u.kind != VLIW_USE_EXPOSED)
    {
      int c = cluster_of (e, u.def);
      if (c == m || u.kind == VLIW_USE_MIDDLE)
	return c == m ? 0 : vliw_never;
      if (x >= 0)
	return x + lx;
      *src = c;
      *from = cycle_of (e, u.def) + e.a.latency[u.def];
      return 0;
    }
  int h = e.home[u.web];
  if (h < 0 || h == m || (e.in_mask[u.web] & (1u << m)))
    return 0;
  if (vliw_last_def (e.a, e.block, u.web) >= 0)
    return vliw_never;
  if (x >= 0)
    return x + lx;
  *src = h;
  *from = 0;
  return 0;
}

/* The first cycle >= FROM and <= LIMIT where a transfer SRC -> M fits,
   or -1.  */
int
xfer_slot (const list_engine &e, int src, int m, int from, int limit)
{
  for (int s = from; s <= limit; s++)
    if (e.tab->xfer_fits (src, m, s))
      return s;
  return -1;
}

/* SC(i,m): the earliest start of insn I on cluster M given its scheduled
   predecessors and operands, with tentative transfers (vliw_never if none).  */
int
start_cycle (const list_engine &e, int i, int m)
{
  if (m >= 0 && !cluster_allowed (e, i, m))
    return vliw_never;
  int t = 0;
  for (int k : e.preds[i])
    {
      const vliw_edep &d = e.a.deps[k];
      if (!(d.conditional && cluster_of (e, d.from) != m))
	t = std::max (t, cycle_of (e, d.from) + d.latency);
    }
  if (m < 0)
    return t;
  for (int k : e.insn_uses[i])
    {
      int src, from;
      int r = operand_ready (e, e.a.uses[k], m, &src, &from);
      if (src >= 0)
	{
	  int s = xfer_slot (e, src, m, from, from + 64);
	  r = s < 0 ? vliw_never : s + e.p.model->xfer_latency;
	}
      t = std::max (t, r);
    }
  return t;
}

/* Expected cluster of successor S: that of its latest-arriving scheduled
   predecessor, or -1.  */
int
predicted_cluster (const list_engine &e, int s)
{
  int best = -1, when = -1;
  for (int k : e.preds[s])
    {
      const vliw_edep &d = e.a.deps[k];
      if (cycle_of (e, d.from) >= 0 && cluster_of (e, d.from) >= 0
	  && cycle_of (e, d.from) + d.latency > when)
	{
	  when = cycle_of (e, d.from) + d.latency;
	  best = cluster_of (e, d.from);
	}
    }
  return best;
}

/* Whether dep K of the engine is a flow dep: its sink reads a value its
   source defines (only those need a transfer when split).  */
static bool
flow_dep_p (const list_engine &e, int k)
{
  const vliw_edep &d = e.a.deps[k];
  if (!d.conditional)
    return false;
  for (int u : e.insn_uses[d.to])
    if (e.a.uses[u].def == d.from)
      return true;
  return false;
}

/* CC(i,m) for insn I started at START on cluster M: START + latency, plus
   the transfer latency when a flow successor is predicted elsewhere.  */
static int
completion_cycle (const list_engine &e, int i, int m, int start)
{
  if (start >= vliw_never)
    return vliw_never;
  int cc = start + e.a.latency[i];
  for (int k : e.succs[i])
    {
      int c = flow_dep_p (e, k) ? predicted_cluster (e, e.a.deps[k].to) : -1;
      if (c >= 0 && c != m)
	return cc + e.p.model->xfer_latency;
    }
  return cc;
}

/* Whether LUCAS takes the aggressive (SC) choice for insn I: under
   congestion (more ready insns than the machine issues during a
   transfer) or when I's slack covers a transfer there and back (notes
   §2.4, Porpodas and Cintra 2013 as Zhou et al. summarise them).  */
static bool
lucas_prefers_sc (const list_engine &e, int i)
{
  int n = e.p.model->issue, lx = e.p.model->xfer_latency;
  return e.ready_count > n * lx || e.slack[i] > n * 2 * (lx - 1);
}

/* The clusters insn I may take at cycle T, best first.  By start cycle
   (UAS, aggressive) every cluster where I can start at T is as good, the
   one holding its latest operand (CWP) first.  By completion cycle
   (UAS-CC, conservative) I completes, its result where its successors
   are expected, no later than on any other cluster even one it could
   only start on later: when such a cluster is better, I waits for it
   (the empty list).  */
std::vector<int>
cluster_order (const list_engine &e, int i, int t)
{
  int mm = e.p.model->clusters;
  int bug = e.policy == VLIW_BUG ? e.bug_cluster[i] : -1;
  if (bug >= 0 && start_cycle (e, i, bug) < vliw_never)
    return std::vector<int> (1, bug);
  /* BUG's cluster impossible: by start cycle.  */
  bool by_sc = e.policy == VLIW_UAS || e.policy == VLIW_BUG
	       || (e.policy == VLIW_LUCAS && lucas_prefers_sc (e, i));
  int cwp = predicted_cluster (e, i), best = vliw_never;
  std::vector<std::pair<std::pair<int, int>, int> > keys;
  for (int m = 0; m < mm; m++)
    {
      int sc = start_cycle (e, i, m);
      if (sc >= vliw_never)
	continue;
      int cc = completion_cycle (e, i, m, std::max (sc, t));
      best = std::min (best, cc);
      if (e.policy == VLIW_BUG)
	keys.push_back ({{sc, m}, m});
      else if (by_sc)
	keys.push_back ({{sc, m == cwp ? -1 : m}, m});
      else
	keys.push_back ({{cc, sc}, m});
    }
  std::sort (keys.begin (), keys.end ());
  std::vector<int> order;
  for (const auto &k : keys)
    if (by_sc || k.first.first == best)
      order.push_back (k.second);
  return order;
}
