/* xopt_vliw host unit tests: random problems shaped like the front end's.
   A CFG with forward edges and loops (critical edges split into empty
   edge blocks), insns of the usual classes, webs with one or several
   defs, the dependences a DDG builder gives (flow from the reaching def,
   anti to the next def, output between defs, memory order, control to the
   jump), and some pins.
   Copyright (C) 2026 The xopt authors.  */

#include "vliw-unit.h"

#include <algorithm>

unsigned
unit_rng::next (unsigned bound)
{
  state = state * 6364136223846793005ULL + 1442695040888963407ULL;
  return bound ? (unsigned) (state >> 33) % bound : 0;
}

namespace {

void
add_edge (vliw_problem *p, int from, int to)
{
  p->blocks[from].succs.push_back (to);
  p->blocks[to].preds.push_back (from);
}

vliw_block
new_block (int id, double weight)
{
  vliw_block b;
  b.id = id;
  b.weight = weight;
  b.edge_from = b.edge_to = -1;
  b.needs_jump = false;
  return b;
}

/* Blocks 0..N-1 in a chain with extra forward edges and back edges, then
   the critical edges split.  */
void
random_cfg (unit_rng &rng, int n, vliw_problem *p)
{
  static const double weights[] = {1, 0.5, 2, 10, 100};
  for (int b = 0; b < n; b++)
    p->blocks.push_back (new_block (b + 2, weights[rng.next (5)]));
  std::vector<std::pair<int, int> > edges;
  for (int b = 0; b + 1 < n; b++)
    {
      edges.push_back ({b, b + 1});
      if (b + 2 < n && rng.next (3) == 0)
	edges.push_back ({b, b + 2 + rng.next (n - b - 2)});
      else if (b > 0 && rng.next (4) == 0)
	edges.push_back ({b, rng.next (b + 1)});
    }
  std::vector<int> nsucc (n, 0), npred (n, 0);
  for (auto &e : edges)
    {
      nsucc[e.first]++;
      npred[e.second]++;
    }
  for (auto &e : edges)
    if (nsucc[e.first] > 1 && npred[e.second] > 1)
      {
	int k = p->blocks.size ();
	vliw_block eb = new_block (100 + k, p->blocks[e.first].weight / 2);
	eb.edge_from = p->blocks[e.first].id;
	eb.edge_to = p->blocks[e.second].id;
	eb.needs_jump = rng.next (2);
	p->blocks.push_back (eb);
	add_edge (p, e.first, k);
	add_edge (p, k, e.second);
      }
    else
      add_edge (p, e.first, e.second);
  p->entry = 0;
}

int
pick_class (const vliw_model &m, unit_rng &rng, bool calls)
{
  static const char *const names[] = {"alu", "alu", "alu", "mul", "load",
				      "store", "shift", "fpadd", "other",
				      "call"};
  int k = rng.next (calls ? 10 : 8);
  int cls = vliw_find_class (m, names[k]);
  return cls >= 0 ? cls : vliw_find_class (m, "alu");
}

void
add_dep (vliw_problem *p, int from, int to, vliw_dep_kind kind, int lat,
	 int web)
{
  p->deps.push_back ({from, to, kind, lat, web});
}

/* The DDG of block B in program order.  */
void
block_deps (vliw_problem *p, int b)
{
  const vliw_model &m = *p->model;
  const std::vector<int> &in = p->blocks[b].insns;
  for (unsigned y = 0; y < in.size (); y++)
    for (unsigned x = 0; x < y; x++)
      {
	const vliw_insn &a = p->insns[in[x]], &c = p->insns[in[y]];
	for (int w : a.defs)
	  {
	    bool reaching = true;
	    for (unsigned z = x + 1; z < y; z++)
	      for (int w2 : p->insns[in[z]].defs)
		reaching &= w2 != w;
	    if (reaching && std::count (c.uses.begin (), c.uses.end (), w))
	      add_dep (p, in[x], in[y], VLIW_DEP_FLOW,
		       vliw_class_latency (m, a.cls), w);
	    if (std::count (c.defs.begin (), c.defs.end (), w))
	      add_dep (p, in[x], in[y], VLIW_DEP_OUTPUT, m.lat_output, w);
	  }
	for (int w : a.uses)
	  if (std::count (c.defs.begin (), c.defs.end (), w))
	    add_dep (p, in[x], in[y], VLIW_DEP_ANTI, m.lat_anti, w);
	const std::string &ca = m.classes[a.cls].name;
	const std::string &cc = m.classes[c.cls].name;
	bool mem_a = ca == "load" || ca == "store" || ca == "call";
	bool mem_c = cc == "load" || cc == "store" || cc == "call";
	if (mem_a && mem_c && (ca != "load" || cc != "load"))
	  add_dep (p, in[x], in[y], VLIW_DEP_MEM,
		   ca == "store" ? m.lat_mem_flow : 0, -1);
	if (c.jump)
	  add_dep (p, in[x], in[y], VLIW_DEP_CONTROL, m.lat_control, -1);
      }
}

/* A random insn of block B defining and using random webs.  */
void
random_insn (const vliw_model *model, unit_rng &rng, vliw_problem *p, int b,
	     int nwebs)
{
  vliw_insn in;
  in.uid = 10 + p->insns.size ();
  in.block = b;
  in.cls = pick_class (*model, rng, nwebs > 4);
  in.pinned = -1;
  in.jump = false;
  int nuse = rng.next (3);
  for (int k = 0; k < nuse; k++)
    {
      int w = rng.next (nwebs);
      if (!std::count (in.uses.begin (), in.uses.end (), w))
	in.uses.push_back (w);
    }
  if (model->classes[in.cls].name != "store" && rng.next (5))
    in.defs.push_back (rng.next (nwebs));
  in.text = model->classes[in.cls].name;
  p->blocks[b].insns.push_back (p->insns.size ());
  p->insns.push_back (in);
}

void
add_jump (unit_rng &rng, vliw_problem *p, int b)
{
  int cls = vliw_find_class (*p->model, "branch");
  if (cls < 0 || p->blocks[b].succs.empty () || p->blocks[b].edge_from >= 0)
    return;
  vliw_insn j;
  j.uid = 10 + p->insns.size ();
  j.block = b;
  j.cls = cls;
  j.pinned = -1;
  j.jump = true;
  if (rng.next (2))
    j.uses.push_back (rng.next (p->webs.size ()));
  j.text = "jump";
  p->blocks[b].insns.push_back (p->insns.size ());
  p->insns.push_back (j);
}

} // anon namespace

void
unit_random_problem (const vliw_model *model, unit_rng &rng, int blocks,
		     int insns, vliw_problem *p)
{
  *p = vliw_problem ();
  p->function = "random";
  p->model = model;
  p->paths_complete = true;
  random_cfg (rng, blocks, p);
  int nwebs = 2 + rng.next (2 + blocks * insns / 2);
  for (int w = 0; w < nwebs; w++)
    p->webs.push_back ({100 + w, rng.next (8) == 0 ? 0 : -1, {}, {}});
  for (int b = 0; b < blocks; b++)
    {
      int n = 1 + rng.next (insns);
      for (int k = 0; k < n; k++)
	random_insn (model, rng, p, b, nwebs);
      add_jump (rng, p, b);
      block_deps (p, b);
    }
  for (unsigned i = 0; i < p->insns.size (); i++)
    {
      for (int w : p->insns[i].defs)
	p->webs[w].defs.push_back (i);
      for (int w : p->insns[i].uses)
	p->webs[w].uses.push_back (i);
    }
}
