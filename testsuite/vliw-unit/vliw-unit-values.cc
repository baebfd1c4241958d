/* xopt_vliw host unit tests: values on every path (doc/vliw-format.md,
   point 4).  Each block's reads and writes are replayed in cycle order
   (reads before writes within a cycle) from an entry state; the entry
   state is the AND of the predecessors' exit states, iterated down from
   "everything current" to the greatest fixpoint.
   Copyright (C) 2026 The xopt authors.  */

#include "vliw-unit.h"

#include <algorithm>
#include <map>

namespace {

const int stale = -2, entry_version = -1;

struct copy_state
{
  int version, ready;
};

/* One read or write: KIND 0 use, 1 transfer, 2 def.  */
struct event
{
  int cycle, phase, kind, index, web;
};

struct block_sim
{
  const vliw_problem &p;
  const vliw_schedule &s;
  int block;
  const std::vector<unsigned> &in;
  std::map<int, std::vector<copy_state> > copies;
  std::string error;
  block_sim (const vliw_problem &pr, const vliw_schedule &sc, int b,
	     const std::vector<unsigned> &i) : p (pr), s (sc), block (b), in (i)
  {}

  std::vector<copy_state> &of (int w)
  {
    auto it = copies.find (w);
    if (it != copies.end ())
      return it->second;
    std::vector<copy_state> &c = copies[w];
    for (int m = 0; m < p.model->clusters; m++)
      c.push_back ({(in[w] >> m) & 1 ? entry_version : stale, 0});
    return c;
  }
};

/* The version insn I's use of W reads: the last def before it.  */
int
expected_version (const vliw_problem &p, int i, int w)
{
  int v = entry_version;
  for (int j : p.blocks[p.insns[i].block].insns)
    {
      if (j == i)
	return v;
      for (int d : p.insns[j].defs)
	if (d == w)
	  v = j;
    }
  return v;
}

std::vector<event>
block_events (const vliw_problem &p, const vliw_schedule &s, int b)
{
  std::vector<event> ev;
  for (int i : p.blocks[b].insns)
    {
      for (int w : p.insns[i].uses)
	ev.push_back ({s.slots[i].cycle, 0, 0, i, w});
      for (int w : p.insns[i].defs)
	ev.push_back ({s.slots[i].cycle, 1, 2, i, w});
    }
  for (unsigned k = 0; k < s.transfers.size (); k++)
    if (s.transfers[k].block == b)
      ev.push_back ({s.transfers[k].cycle, 0, 1, (int) k,
		     s.transfers[k].web});
  std::stable_sort (ev.begin (), ev.end (), [] (const event &x,
						const event &y) {
    return x.cycle != y.cycle ? x.cycle < y.cycle : x.phase < y.phase;
  });
  return ev;
}

void
replay_use (block_sim &sim, const event &e)
{
  std::vector<copy_state> &c = sim.of (e.web);
  int want = expected_version (sim.p, e.index, e.web);
  int m = sim.s.slots[e.index].cluster;
  bool ok = false;
  for (int k = 0; k < (int) c.size (); k++)
    if ((m < 0 || k == m) && c[k].version == want && c[k].ready <= e.cycle)
      ok = true;
  if (!ok && sim.error.empty ())
    sim.error = "insn " + std::to_string (sim.p.insns[e.index].uid)
		+ " does not find web " + std::to_string (e.web)
		+ " on its cluster";
}

/* Replay the block; the transfers' writes come at the end of their
   cycle, with the version read at its start.  */
void
replay_block (block_sim &sim)
{
  std::vector<event> ev = block_events (sim.p, sim.s, sim.block);
  std::vector<std::pair<event, copy_state> > writes;
  int lx = sim.p.model->xfer_latency;
  for (unsigned k = 0; k <= ev.size (); k++)
    {
      bool flush = k == ev.size () || ev[k].phase == 1
		   || (k > 0 && ev[k].cycle != ev[k - 1].cycle);
      if (flush)
	{
	  for (auto &w : writes)
	    sim.of (w.first.web)[sim.s.transfers[w.first.index].to] = w.second;
	  writes.clear ();
	}
      if (k == ev.size ())
	break;
      const event &e = ev[k];
      if (e.kind == 0)
	replay_use (sim, e);
      else if (e.kind == 1)
	{
	  copy_state src = sim.of (e.web)[sim.s.transfers[e.index].from];
	  if (src.ready > e.cycle && sim.error.empty ())
	    sim.error = "transfer source not ready";
	  writes.push_back ({e, {src.version, e.cycle + lx}});
	}
      else
	{
	  int m = sim.s.slots[e.index].cluster;
	  int ready = e.cycle + vliw_class_latency (*sim.p.model,
						    sim.p.insns[e.index].cls);
	  std::vector<copy_state> &c = sim.of (e.web);
	  for (int k2 = 0; k2 < (int) c.size (); k2++)
	    if (m < 0 || k2 == m)
	      c[k2] = {e.index, ready};
	}
    }
}

/* The exit state of the block: clusters holding its last version.  */
std::vector<unsigned>
exit_state (block_sim &sim)
{
  std::vector<unsigned> out = sim.in;
  for (auto &wc : sim.copies)
    {
      int want = entry_version;
      for (int i : sim.p.blocks[sim.block].insns)
	for (int d : sim.p.insns[i].defs)
	  if (d == wc.first)
	    want = i;
      unsigned mask = 0;
      for (unsigned m = 0; m < wc.second.size (); m++)
	if (wc.second[m].version == want)
	  mask |= 1u << m;
      out[wc.first] = mask;
    }
  return out;
}

} // anon namespace

std::string
unit_check_values (const vliw_problem &p, const vliw_schedule &s)
{
  unsigned all = (1u << p.model->clusters) - 1;
  int nb = p.blocks.size ();
  std::vector<std::vector<unsigned> > out (nb,
					   std::vector<unsigned> (p.webs.size (),
								  all));
  for (int round = 0; round < 10000; round++)
    {
      bool changed = false, last = round > 0;
      std::string error;
      for (int b = 0; b < nb; b++)
	{
	  std::vector<unsigned> in (p.webs.size (), all);
	  for (int q : p.blocks[b].preds)
	    for (unsigned w = 0; w < in.size (); w++)
	      in[w] &= out[q][w];
	  block_sim sim (p, s, b, in);
	  replay_block (sim);
	  std::vector<unsigned> o = exit_state (sim);
	  if (o != out[b])
	    changed = true;
	  out[b] = o;
	  if (error.empty ())
	    error = sim.error;
	}
      if (!changed && last)
	return error;
    }
  return "no fixpoint";
}
