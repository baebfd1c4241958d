/* xopt_vliw: drop the transfers a schedule does not need (GCC-free).

   The list schedulers decide a block's transfers before its successors
   are scheduled and, along a back edge, before the latch is: they must
   assume the latch brings only the home copy, so a loop body may copy a
   value on every iteration that its entry path already delivered.  A
   transfer is dropped when every use and every other transfer of its web
   still finds its value without it, by the rules scripts/vliw-check
   applies (doc/vliw-format.md, point 4) restricted to that web: in each
   block a simulation in cycle order, reads before writes within a cycle;
   between blocks a must-availability greatest fixpoint.  Dropping a
   transfer only lowers availability, so one pass leaves no droppable
   transfer; the hottest blocks are tried first, so that the copies kept
   are in the colder ones.
   Copyright (C) 2026 The xopt authors.  */

#include "vliw-solve.h"

#include <algorithm>
#include <tuple>

namespace {

const int no_copy = -2;		/* Version of a cluster without a copy.  */
const int entry_version = -1;	/* The version current at block entry.  */

/* One read or write of the web in a block.  */
struct web_event
{
  int cycle, phase, order;	/* Phase 0 reads, 1 writes.  */
  int insn;			/* Insn index, or -1 - transfer index.  */
};

struct web_sim
{
  const vliw_problem &p;
  const vliw_analysis &a;
  const vliw_schedule &s;
  const std::vector<char> &dropped;
  int web;
  std::vector<std::vector<web_event> > events;	/* Per block.  */

  web_sim (const vliw_problem &problem, const vliw_analysis &an,
	   const vliw_schedule &sched, const std::vector<char> &drop, int w)
    : p (problem), a (an), s (sched), dropped (drop), web (w) {}
};

bool
contains (const std::vector<int> &v, int x)
{
  return std::find (v.begin (), v.end (), x) != v.end ();
}

/* The events of SIM's web in every block, sorted as the checker does.  */
void
collect_events (web_sim &sim)
{
  const vliw_problem &p = sim.p;
  sim.events.assign (p.blocks.size (), {});
  for (unsigned b = 0; b < p.blocks.size (); b++)
    {
      const std::vector<int> &insns = p.blocks[b].insns;
      std::vector<web_event> &ev = sim.events[b];
      for (unsigned k = 0; k < insns.size (); k++)
	{
	  const vliw_insn &insn = p.insns[insns[k]];
	  int cycle = sim.s.slots[insns[k]].cycle;
	  if (contains (insn.uses, sim.web))
	    ev.push_back ({cycle, 0, (int) k, insns[k]});
	  if (contains (insn.defs, sim.web))
	    ev.push_back ({cycle, 1, (int) k, insns[k]});
	}
      for (unsigned x = 0; x < sim.s.transfers.size (); x++)
	if (sim.s.transfers[x].block == (int) b
	    && sim.s.transfers[x].web == sim.web && !sim.dropped[x])
	  ev.push_back ({sim.s.transfers[x].cycle, 0,
			 (int) (insns.size () + x), -1 - (int) x});
      std::sort (ev.begin (), ev.end (), [] (const web_event &x,
					       const web_event &y) {
	return std::tie (x.cycle, x.phase, x.order)
	       < std::tie (y.cycle, y.phase, y.order);
      });
    }
}

/* The cluster whose copy insn I writes (a global insn: the pinned
   cluster, else 0).  */
int
value_cluster (const web_sim &sim, int i)
{
  int m = sim.s.slots[i].cluster;
  if (m >= 0)
    return m;
  return std::max (sim.p.webs[sim.web].pinned, 0);
}

/* Whether a read of VERSION (any version if ANY) on cluster M at CYCLE
   (M < 0: on any cluster) finds a ready copy.  */
bool
read_ok (const std::vector<std::pair<int, int> > &copies, int m,
	 int version, bool any, int cycle)
{
  for (unsigned c = 0; c < copies.size (); c++)
    if ((m < 0 || (int) c == m) && copies[c].first != no_copy
	&& (any || copies[c].first == version) && copies[c].second <= cycle)
      return true;
  return false;
}

/* Simulate block B from entry mask IN; return the exit mask, and clear
   *OK when a read fails.  */
unsigned
simulate_block (const web_sim &sim, int b, unsigned in, bool *ok)
{
  int clusters = sim.p.model->clusters;
  std::vector<std::pair<int, int> > copies (clusters, {no_copy, 0});
  for (int m = 0; m < clusters; m++)
    if (in & (1u << m))
      copies[m] = {entry_version, -1};
  int current = entry_version;	/* Program-order version seen so far.  */
  std::vector<int> version_before (sim.p.blocks[b].insns.size ());
  for (unsigned k = 0; k < sim.p.blocks[b].insns.size (); k++)
    {
      version_before[k] = current;
      if (contains (sim.p.insns[sim.p.blocks[b].insns[k]].defs, sim.web))
	current = sim.p.blocks[b].insns[k];
    }
  const std::vector<web_event> &ev = sim.events[b];
  for (unsigned first = 0; first < ev.size ();)
    {
      unsigned last = first;
      std::vector<std::tuple<int, int, int> > writes;
      for (; last < ev.size () && ev[last].cycle == ev[first].cycle; last++)
	{
	  const web_event &e = ev[last];
	  if (e.insn < 0)
	    {
	      const vliw_transfer &x = sim.s.transfers[-1 - e.insn];
	      if (!read_ok (copies, x.from, 0, true, e.cycle))
		*ok = false;
	      else
		writes.emplace_back (x.to, copies[x.from].first,
				     e.cycle + sim.p.model->xfer_latency);
	    }
	  else if (e.phase == 0
		   && !read_ok (copies, sim.s.slots[e.insn].cluster,
				version_before[e.order], false, e.cycle))
	    *ok = false;
	  else if (e.phase == 1)
	    writes.emplace_back (value_cluster (sim, e.insn), e.insn,
				 e.cycle + sim.a.latency[e.insn]);
	}
      for (const std::tuple<int, int, int> &w : writes)
	copies[std::get<0> (w)] = {std::get<1> (w), std::get<2> (w)};
      first = last;
    }
  unsigned out = 0;
  for (int m = 0; m < clusters; m++)
    if (copies[m].first == current)
      out |= 1u << m;
  return out;
}

/* Whether every read of SIM's web is served: the greatest fixpoint of the
   exit masks, then a checking pass.  */
bool
web_served (web_sim &sim)
{
  collect_events (sim);
  const vliw_problem &p = sim.p;
  unsigned all = (1u << p.model->clusters) - 1;
  std::vector<unsigned> out (p.blocks.size (), all), in (p.blocks.size (), all);
  std::vector<int> order (sim.a.rpo);
  std::vector<char> seen (p.blocks.size (), 0);
  for (int b : order)
    seen[b] = 1;
  for (unsigned b = 0; b < p.blocks.size (); b++)
    if (!seen[b])
      order.push_back (b);
  bool changed = true, ok = true;
  /* Every round but the last clears a bit of OUT.  */
  for (unsigned round = 0; changed; round++)
    {
      if (round > p.blocks.size () * p.model->clusters + 1)
	return false;
      changed = false;
      for (int b : order)
	{
	  in[b] = all;
	  for (int q : p.blocks[b].preds)
	    in[b] &= out[q];
	  unsigned o = simulate_block (sim, b, in[b], &ok);
	  if (o != out[b])
	    {
	      out[b] = o;
	      changed = true;
	    }
	}
    }
  ok = true;
  for (int b : order)
    simulate_block (sim, b, in[b], &ok);
  return ok;
}

} // anon namespace

/* Remove from SCHEDULE every transfer it does not need (see above);
   return how many.  SCHEDULE's lengths are not recomputed.  */
int
vliw_prune_transfers (const vliw_problem &problem, const vliw_analysis &a,
		      vliw_schedule *schedule)
{
  std::vector<int> order;
  for (unsigned x = 0; x < schedule->transfers.size (); x++)
    order.push_back (x);
  std::stable_sort (order.begin (), order.end (), [&] (int x, int y) {
    return (problem.blocks[schedule->transfers[x].block].weight
	    > problem.blocks[schedule->transfers[y].block].weight);
  });
  std::vector<char> dropped (schedule->transfers.size (), 0);
  int count = 0;
  for (int x : order)
    {
      dropped[x] = 1;
      web_sim sim (problem, a, *schedule, dropped,
		   schedule->transfers[x].web);
      if (web_served (sim))
	count++;
      else
	dropped[x] = 0;
    }
  std::vector<vliw_transfer> kept;
  for (unsigned x = 0; x < schedule->transfers.size (); x++)
    if (!dropped[x])
      kept.push_back (schedule->transfers[x]);
  schedule->transfers.swap (kept);
  return count;
}
