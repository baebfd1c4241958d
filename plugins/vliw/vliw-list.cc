/* xopt_vliw: the list-scheduling baselines (notes §2): one cycle-driven
   engine that assigns clusters and cycles together, block by block in
   reverse post-order, with four cluster-choice policies (vliw-choice.cc):
     UAS     clusters by ascending start cycle SC (Ozer et al. 1998);
     UAS-CC  by ascending completion cycle CC (SC + latency + a transfer
	     when a successor's predicted cluster differs);
     LUCAS   SC under congestion or high slack, else CC (Porpodas and
	     Cintra 2013);
     BUG     clusters fixed beforehand by bottom-up greedy (Ellis 1986,
	     vliw-bug.cc), then list scheduled.
   Transfers are explicit and follow the convention of vliw-solve.h, so
   every result is a feasible warm start for the ILP; those a finished
   schedule turns out not to need are dropped (vliw-prune.cc).  If a policy meets
   contradictory pins or cannot finish, the function is scheduled on
   cluster 0 alone (always valid: no transfer is needed).
   Copyright (C) 2026 The xopt authors.  */

#include "vliw-list.h"

#include <algorithm>

namespace {

const char *const policy_names[] = {"uas", "uas-cc", "lucas", "bug"};

/* Heights (longest latency path to a block sink) and slacks (ALAP - ASAP
   without resources) of every insn; deps go forward in program order.  */
void
compute_priorities (list_engine &e)
{
  const vliw_problem &p = e.p;
  e.height.assign (p.insns.size (), 0);
  e.slack.assign (p.insns.size (), 0);
  std::vector<int> asap (p.insns.size (), 0);
  for (const vliw_block &b : p.blocks)
    {
      for (int i : b.insns)
	for (int k : e.preds[i])
	  if (e.a.position[e.a.deps[k].from] < e.a.position[i])
	    asap[i] = std::max (asap[i], asap[e.a.deps[k].from]
					 + e.a.deps[k].latency);
      int cp = 0;
      for (auto it = b.insns.rbegin (); it != b.insns.rend (); ++it)
	{
	  for (int k : e.succs[*it])
	    if (e.a.position[e.a.deps[k].to] > e.a.position[*it])
	      e.height[*it] = std::max (e.height[*it], e.height[e.a.deps[k].to]
						      + e.a.deps[k].latency);
	  cp = std::max (cp, asap[*it] + e.height[*it]);
	}
      for (int i : b.insns)
	e.slack[i] = cp - e.height[i] - asap[i];
    }
}

void
init_engine (list_engine &e, bool single)
{
  const vliw_problem &p = e.p;
  e.single = single;
  e.preds.assign (p.insns.size (), {});
  e.succs.assign (p.insns.size (), {});
  e.insn_uses.assign (p.insns.size (), {});
  for (unsigned k = 0; k < e.a.deps.size (); k++)
    {
      e.preds[e.a.deps[k].to].push_back (k);
      e.succs[e.a.deps[k].from].push_back (k);
    }
  for (unsigned k = 0; k < e.a.uses.size (); k++)
    e.insn_uses[e.a.uses[k].insn].push_back (k);
  compute_priorities (e);
  e.home.assign (p.webs.size (), -1);
  e.out_mask.assign (p.blocks.size (),
		     std::vector<unsigned> (p.webs.size (), 0));
  e.done.assign (p.blocks.size (), 0);
  e.bug_cluster.assign (p.insns.size (), -1);
  vliw_slot none;
  none.cycle = -1;
  none.cluster = -1;
  e.out->slots.assign (p.insns.size (), none);
  e.out->transfers.clear ();
}

/* Must-availability at the entry of E.block from the finished preds; an
   unfinished pred (a back edge) is assumed to hold only the home copy.  */
void
compute_in_mask (list_engine &e)
{
  unsigned all = (1u << e.p.model->clusters) - 1;
  e.in_mask.assign (e.p.webs.size (), all);
  for (unsigned w = 0; w < e.p.webs.size (); w++)
    if (e.a.web_kind[w] == VLIW_WEB_CLUSTERED && e.a.stale_in[w][e.block])
      for (int q : e.p.blocks[e.block].preds)
	e.in_mask[w] &= e.done[q] ? e.out_mask[q][w]
			: e.home[w] >= 0 ? 1u << e.home[w] : 0;
}

void
compute_out_mask (list_engine &e)
{
  for (unsigned w = 0; w < e.p.webs.size (); w++)
    {
      if (e.a.web_kind[w] != VLIW_WEB_CLUSTERED)
	continue;
      unsigned mask = vliw_last_def (e.a, e.block, w) >= 0
		      ? 1u << e.home[w] : e.in_mask[w];
      for (const pending_xfer &x : e.xfers)
	if (x.web == (int) w)
	  mask |= 1u << x.to;
      e.out_mask[e.block][w] = mask;
    }
}

/* Reserve the transfers insn I needs on cluster M at cycle T; false
   (and nothing reserved) when one does not fit.  */
bool
reserve_operands (list_engine &e, int i, int m, int t)
{
  unsigned first = e.xfers.size ();
  int lx = e.p.model->xfer_latency;
  for (int k : e.insn_uses[i])
    {
      int src, from;
      int r = operand_ready (e, e.a.uses[k], m, &src, &from);
      int s = src >= 0 ? xfer_slot (e, src, m, from, t - lx) : -1;
      if (r > t || (src >= 0 && s < 0))
	{
	  for (unsigned x = first; x < e.xfers.size (); x++)
	    e.tab->add_xfer (e.xfers[x].from, e.xfers[x].to,
			     e.xfers[x].cycle, -1);
	  e.xfers.resize (first);
	  return false;
	}
      if (src >= 0)
	{
	  e.tab->add_xfer (src, m, s, 1);
	  e.xfers.push_back ({e.a.uses[k].web, src, m, s});
	}
    }
  return true;
}

void
commit_insn (list_engine &e, int i, int m, int t)
{
  const vliw_insn &insn = e.p.insns[i];
  e.tab->add_insn (insn.cls, m, t, 1);
  e.out->slots[i].cycle = t;
  e.out->slots[i].cluster = m;
  if (e.p.model->classes[insn.cls].flags & VLIW_CLASS_EXCLUSIVE)
    e.tab->block_cycles (t, t + e.a.latency[i] - 1, 1);
  if (m < 0)
    return;
  for (int w : insn.defs)
    if (e.a.web_kind[w] == VLIW_WEB_CLUSTERED && e.home[w] < 0)
      e.home[w] = m;
  for (int k : e.insn_uses[i])
    if (e.home[e.a.uses[k].web] < 0)
      e.home[e.a.uses[k].web] = m;
}

/* Try to issue insn I at cycle T.  */
bool
place_insn (list_engine &e, int i, int t)
{
  const vliw_insn &insn = e.p.insns[i];
  bool exclusive = e.p.model->classes[insn.cls].flags & VLIW_CLASS_EXCLUSIVE;
  if (exclusive && !e.tab->cycle_free (t))
    return false;
  std::vector<int> order;
  if (e.a.allowed[i] == 0)
    order.push_back (-1);
  else
    order = cluster_order (e, i, t);
  for (int m : order)
    if (start_cycle (e, i, m) <= t && e.tab->insn_fits (insn.cls, m, t)
	&& (m < 0 || reserve_operands (e, i, m, t)))
      {
	commit_insn (e, i, m, t);
	return true;
      }
  return false;
}

/* Whether insn I of the current block is ready: its predecessors are
   issued (a jump waits for every other insn).  */
bool
insn_ready (const list_engine &e, int i)
{
  if (e.out->slots[i].cycle >= 0)
    return false;
  for (int k : e.preds[i])
    if (e.out->slots[e.a.deps[k].from].cycle < 0)
      return false;
  if (e.p.insns[i].jump)
    for (int j : e.p.blocks[e.block].insns)
      if (j != i && e.out->slots[j].cycle < 0)
	return false;
  return true;
}

std::vector<int>
ready_list (list_engine &e)
{
  std::vector<int> ready;
  for (int i : e.p.blocks[e.block].insns)
    if (insn_ready (e, i))
      ready.push_back (i);
  std::sort (ready.begin (), ready.end (), [&e] (int x, int y) {
    if (e.height[x] != e.height[y])
      return e.height[x] > e.height[y];
    if (e.succs[x].size () != e.succs[y].size ())
      return e.succs[x].size () > e.succs[y].size ();
    return e.a.position[x] < e.a.position[y];
  });
  e.ready_count = ready.size ();
  return ready;
}

/* The cycle-driven loop over one block; false if it cannot finish.  */
bool
schedule_block (list_engine &e, int b)
{
  vliw_restab tab (*e.p.model, e.res);
  e.block = b;
  e.tab = &tab;
  e.xfers.clear ();
  compute_in_mask (e);
  if (e.policy == VLIW_BUG)
    vliw_bug_assign (e);
  int left = e.p.blocks[b].insns.size ();
  int cap = 64;
  for (int i : e.p.blocks[b].insns)
    cap += e.a.latency[i] + 2 * e.p.model->xfer_latency + 1;
  for (int t = 0; left > 0; t++)
    {
      if (t > cap)
	return false;
      bool placed = true;
      while (placed)
	{
	  placed = false;
	  for (int i : ready_list (e))
	    if (place_insn (e, i, t))
	      {
		placed = true;
		left--;
	      }
	}
    }
  compute_out_mask (e);
  for (const pending_xfer &x : e.xfers)
    e.out->transfers.push_back ({x.web, x.from, x.to, b, x.cycle});
  e.done[b] = 1;
  return true;
}

bool
run_engine (list_engine &e, bool single)
{
  init_engine (e, single);
  for (int b : e.a.rpo)
    if (!schedule_block (e, b))
      return false;
  return true;
}

} // anon namespace

void
vliw_list_schedule (const vliw_problem &problem, enum vliw_heuristic policy,
		    vliw_schedule *result)
{
  vliw_analysis a;
  vliw_analyze (problem, &a);
  vliw_resources res;
  vliw_build_resources (*problem.model, &res);
  list_engine e (problem, a, res);
  e.policy = policy;
  e.out = result;
  result->method = policy_names[policy];
  result->status = VLIW_HEURISTIC;
  result->why.clear ();
  result->seconds = 0;
  result->nodes = 0;
  if (!a.ok)
    result->why = a.why;
  else if (!run_engine (e, false) && !run_engine (e, true))
    result->why = "the list scheduler found no cycle for an insn";
  if (!result->why.empty ())
    {
      result->status = VLIW_FAILED;
      return;
    }
  vliw_prune_transfers (problem, a, result);
  vliw_finish_schedule (problem, result);
  result->bound = result->objective;
}
