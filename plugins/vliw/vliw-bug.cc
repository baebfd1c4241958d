/* xopt_vliw: BUG's cluster assignment (Ellis 1986, notes §2.6).
   Bottom-up and depth first from the block's sinks (highest first): an
   insn first estimates which clusters would let it finish earliest, asks
   its flow operands to land there (critical operand first), then takes
   the cluster minimising its estimated completion, counting a transfer
   to the clusters its consumer wanted.  A scratch reservation table
   stands for the resources already promised.  The list engine then
   schedules with these clusters fixed.
   Copyright (C) 2026 The xopt authors.  */

#include "vliw-list.h"

#include <algorithm>

namespace {

struct bug_state
{
  list_engine &e;
  vliw_restab tab;
  std::vector<int> est;
  std::vector<char> visited;
  bug_state (list_engine &engine)
    : e (engine), tab (*engine.p.model, engine.res) {}
};

/* Static and home restrictions of insn I's clusters.  */
unsigned
bug_allowed (const bug_state &s, int i)
{
  unsigned mask = s.e.a.allowed[i];
  if (s.e.single && (mask & 1u))
    mask = 1u;
  for (int w : s.e.p.insns[i].defs)
    if (s.e.a.web_kind[w] == VLIW_WEB_CLUSTERED && s.e.home[w] >= 0)
      mask &= 1u << s.e.home[w];
  return mask ? mask : s.e.a.allowed[i];
}

/* Estimated start of insn I on cluster M from its assigned preds.  */
int
bug_start (const bug_state &s, int i, int m)
{
  int t = 0, lx = s.e.p.model->xfer_latency;
  for (int k : s.e.preds[i])
    {
      const vliw_edep &d = s.e.a.deps[k];
      int pc = s.e.bug_cluster[d.from];
      if (s.est[d.from] < 0)
	continue;
      if (!d.conditional || pc == m)
	t = std::max (t, s.est[d.from] + d.latency);
      else if (d.latency > 0)
	t = std::max (t, s.est[d.from] + s.e.a.latency[d.from] + lx);
    }
  int cls = s.e.p.insns[i].cls;
  while (!s.tab.insn_fits (cls, m, t) && t < 4096)
    t++;
  return t;
}

/* The cluster of MASK minimising the estimated completion of I, with a
   transfer penalty outside DESTS (0: no wish).  */
int
bug_best (const bug_state &s, int i, unsigned mask, unsigned dests)
{
  int best = -1, best_cost = 0;
  for (int m = 0; m < s.e.p.model->clusters; m++)
    if (mask & (1u << m))
      {
	int cost = bug_start (s, i, m) + s.e.a.latency[i];
	if (dests && !(dests & (1u << m)))
	  cost += s.e.p.model->xfer_latency;
	if (best < 0 || cost < best_cost)
	  {
	    best = m;
	    best_cost = cost;
	  }
      }
  return best;
}

void
bug_visit (bug_state &s, int i, unsigned dests)
{
  if (s.visited[i])
    return;
  s.visited[i] = 1;
  unsigned mask = bug_allowed (s, i);
  int cand = mask ? bug_best (s, i, mask, dests) : -1;
  std::vector<int> preds;
  for (int k : s.e.preds[i])
    preds.push_back (k);
  std::sort (preds.begin (), preds.end (), [&s] (int x, int y) {
    int hx = s.e.height[s.e.a.deps[x].from];
    int hy = s.e.height[s.e.a.deps[y].from];
    return hx != hy ? hx > hy : x < y;
  });
  for (int k : preds)
    {
      const vliw_edep &d = s.e.a.deps[k];
      bug_visit (s, d.from, d.conditional && cand >= 0 ? 1u << cand : 0);
    }
  int m = mask ? bug_best (s, i, mask, dests) : -1;
  int t = bug_start (s, i, m);
  s.tab.add_insn (s.e.p.insns[i].cls, m, t, 1);
  s.est[i] = t;
  s.e.bug_cluster[i] = m;
}

} // anon namespace

void
vliw_bug_assign (list_engine &e)
{
  bug_state s (e);
  s.est.assign (e.p.insns.size (), -1);
  s.visited.assign (e.p.insns.size (), 0);
  /* Sinks first, the last in program order first; then any rest.  */
  const std::vector<int> &insns = e.p.blocks[e.block].insns;
  for (auto it = insns.rbegin (); it != insns.rend (); ++it)
    if (e.succs[*it].empty ())
      bug_visit (s, *it, 0);
  for (auto it = insns.rbegin (); it != insns.rend (); ++it)
    bug_visit (s, *it, 0);
}
