/* xopt_vliw: facts about a problem that every solver needs: block order,
   web kinds, allowed clusters, how each use reads its web, the value
   order inside blocks, and where a web may be stale at block entry.
   Copyright (C) 2026 The xopt authors.  */

#include "vliw-solve.h"

#include <algorithm>

namespace {

void
compute_rpo (const vliw_problem &p, vliw_analysis *a)
{
  int n = p.blocks.size ();
  std::vector<char> seen (n, 0);
  std::vector<int> post;
  std::vector<std::pair<int, unsigned> > stack;
  if (p.entry >= 0 && p.entry < n)
    {
      stack.push_back (std::make_pair (p.entry, 0u));
      seen[p.entry] = 1;
    }
  while (!stack.empty ())
    {
      int b = stack.back ().first;
      unsigned k = stack.back ().second++;
      if (k < p.blocks[b].succs.size ())
	{
	  int s = p.blocks[b].succs[k];
	  if (!seen[s])
	    {
	      seen[s] = 1;
	      stack.push_back (std::make_pair (s, 0u));
	    }
	  continue;
	}
      post.push_back (b);
      stack.pop_back ();
    }
  a->rpo.assign (post.rbegin (), post.rend ());
  for (int b = 0; b < n; b++)
    if (!seen[b])
      a->rpo.push_back (b);
}

void
classify_webs (const vliw_problem &p, vliw_analysis *a)
{
  a->web_kind.assign (p.webs.size (), VLIW_WEB_CLUSTERED);
  a->web_pin.assign (p.webs.size (), -1);
  for (unsigned w = 0; w < p.webs.size (); w++)
    {
      const vliw_web &web = p.webs[w];
      int global_defs = 0;
      for (int d : web.defs)
	global_defs += vliw_insn_global (p, d);
      /* A def by an unclustered insn (a call) writes every cluster; with
	 clustered defs as well the web stays on cluster 0.  */
      if (web.pinned >= 0
	  || (global_defs && global_defs < (int) web.defs.size ()))
	{
	  a->web_kind[w] = VLIW_WEB_PINNED;
	  a->web_pin[w] = web.pinned >= 0 ? web.pinned : 0;
	}
      else if (web.defs.empty () || global_defs)
	a->web_kind[w] = VLIW_WEB_FREE;
    }
}

/* The clusters each insn may take; 0 for global insns.  */
void
compute_allowed (const vliw_problem &p, vliw_analysis *a)
{
  unsigned all = (1u << p.model->clusters) - 1;
  a->allowed.assign (p.insns.size (), 0);
  for (unsigned i = 0; i < p.insns.size (); i++)
    {
      const vliw_insn &insn = p.insns[i];
      if (vliw_insn_global (p, i))
	continue;
      unsigned mask = all;
      if (insn.pinned >= 0)
	mask &= 1u << insn.pinned;
      if (p.model->classes[insn.cls].flags & VLIW_CLASS_PINNED0)
	mask &= 1u;
      for (const std::vector<int> *webs : {&insn.defs, &insn.uses})
	for (int w : *webs)
	  if (a->web_kind[w] == VLIW_WEB_PINNED)
	    mask &= 1u << a->web_pin[w];
      a->allowed[i] = mask;
      if (!mask && a->ok)
	{
	  a->ok = false;
	  a->why = "insn " + std::to_string (insn.uid)
		   + " has contradictory cluster pins";
	}
    }
}

void
add_dep (vliw_analysis *a, int from, int to, int latency, bool conditional)
{
  vliw_edep d;
  d.from = from;
  d.to = to;
  d.latency = latency;
  d.conditional = conditional;
  a->deps.push_back (d);
}

/* One use of a clustered web W by insn I in its block, CUR the def of W
   seen so far in the block (or -1).  */
void
note_use (const vliw_problem &p, vliw_analysis *a, int i, int w, int cur)
{
  bool global = a->allowed[i] == 0;
  if (cur >= 0)
    add_dep (a, cur, i, a->latency[cur], !global && a->allowed[cur] != 0);
  if (global)
    return;
  vliw_value_use u;
  u.insn = i;
  u.web = w;
  u.def = cur;
  if (cur < 0)
    u.kind = VLIW_USE_EXPOSED;
  else
    u.kind = vliw_last_def (*a, p.insns[i].block, w) == cur
	     ? VLIW_USE_LAST : VLIW_USE_MIDDLE;
  a->uses.push_back (u);
}

/* Walk block B in program order: uses, and the order of the values of
   each clustered web (use before the next def, def after def).  */
void
scan_block (const vliw_problem &p, vliw_analysis *a, int b,
	    std::vector<int> &cur, std::vector<std::vector<int> > &pending)
{
  const vliw_block &block = p.blocks[b];
  std::vector<int> touched;
  for (int i : block.insns)
    {
      for (int w : p.insns[i].uses)
	if (a->web_kind[w] == VLIW_WEB_CLUSTERED)
	  {
	    note_use (p, a, i, w, cur[w]);
	    pending[w].push_back (i);
	    touched.push_back (w);
	  }
      for (int w : p.insns[i].defs)
	if (a->web_kind[w] == VLIW_WEB_CLUSTERED)
	  {
	    for (int j : pending[w])
	      if (j != i)
		add_dep (a, j, i, 0, a->allowed[j] && a->allowed[i]);
	    pending[w].clear ();
	    if (cur[w] >= 0)
	      add_dep (a, cur[w], i, 1, true);
	    cur[w] = i;
	    touched.push_back (w);
	  }
    }
  for (int w : touched)
    {
      cur[w] = -1;
      pending[w].clear ();
    }
}

void
compute_last_defs (const vliw_problem &p, vliw_analysis *a)
{
  a->last_defs.assign (p.blocks.size (), {});
  std::vector<int> last (p.webs.size (), -1);
  for (unsigned b = 0; b < p.blocks.size (); b++)
    {
      std::vector<int> order;
      for (int i : p.blocks[b].insns)
	for (int w : p.insns[i].defs)
	  if (a->web_kind[w] == VLIW_WEB_CLUSTERED)
	    {
	      if (last[w] < 0)
		order.push_back (w);
	      last[w] = i;
	    }
      for (int w : order)
	{
	  a->last_defs[b].push_back (std::make_pair (w, last[w]));
	  last[w] = -1;
	}
    }
}

/* Blocks where web W is live at entry and reached by a def-clear path
   from one of its defs: only there can a cluster's copy be stale.  */
void
compute_stale (const vliw_problem &p, vliw_analysis *a, int w,
	       std::vector<char> *stale)
{
  int n = p.blocks.size ();
  std::vector<char> defines (n, 0), reached (n, 0), live (n, 0);
  for (int d : p.webs[w].defs)
    defines[p.insns[d].block] = 1;
  std::vector<int> work;
  for (int b = 0; b < n; b++)
    if (defines[b])
      work.push_back (b);
  while (!work.empty ())
    {
      int b = work.back ();
      work.pop_back ();
      for (int s : p.blocks[b].succs)
	if (!reached[s])
	  {
	    reached[s] = 1;
	    if (!defines[s])
	      work.push_back (s);
	  }
    }
  for (const vliw_value_use &u : a->uses)
    if (u.web == w && u.kind == VLIW_USE_EXPOSED
	&& !live[p.insns[u.insn].block])
      {
	live[p.insns[u.insn].block] = 1;
	work.push_back (p.insns[u.insn].block);
      }
  while (!work.empty ())
    {
      int b = work.back ();
      work.pop_back ();
      for (int q : p.blocks[b].preds)
	if (!live[q] && !defines[q])
	  {
	    live[q] = 1;
	    work.push_back (q);
	  }
    }
  stale->assign (n, 0);
  for (int b = 0; b < n; b++)
    (*stale)[b] = reached[b] && live[b];
}

/* One dep per (from, to, conditional), with the largest latency; a
   conditional one no stronger than an unconditional one is dropped.  */
void
merge_deps (vliw_analysis *a)
{
  std::vector<vliw_edep> &d = a->deps;
  std::sort (d.begin (), d.end (), [] (const vliw_edep &x,
				       const vliw_edep &y) {
    if (x.from != y.from)
      return x.from < y.from;
    if (x.to != y.to)
      return x.to < y.to;
    if (x.conditional != y.conditional)
      return x.conditional < y.conditional;
    return x.latency > y.latency;
  });
  std::vector<vliw_edep> kept;
  for (const vliw_edep &e : d)
    {
      if (!kept.empty () && kept.back ().from == e.from
	  && kept.back ().to == e.to
	  && (kept.back ().conditional == e.conditional
	      || kept.back ().latency >= e.latency))
	continue;
      kept.push_back (e);
    }
  d.swap (kept);
}

} // anon namespace

bool
vliw_insn_global (const vliw_problem &p, int insn)
{
  return p.model->classes[p.insns[insn].cls].flags & VLIW_CLASS_GLOBAL;
}

int
vliw_last_def (const vliw_analysis &a, int block, int web)
{
  for (const std::pair<int, int> &d : a.last_defs[block])
    if (d.first == web)
      return d.second;
  return -1;
}

void
vliw_analyze (const vliw_problem &p, vliw_analysis *a)
{
  a->ok = true;
  a->why.clear ();
  a->uses.clear ();
  a->deps.clear ();
  compute_rpo (p, a);
  a->position.assign (p.insns.size (), 0);
  a->latency.assign (p.insns.size (), 0);
  for (const vliw_block &b : p.blocks)
    for (unsigned k = 0; k < b.insns.size (); k++)
      a->position[b.insns[k]] = k;
  for (unsigned i = 0; i < p.insns.size (); i++)
    a->latency[i] = vliw_class_latency (*p.model, p.insns[i].cls);
  classify_webs (p, a);
  compute_allowed (p, a);
  compute_last_defs (p, a);
  for (const vliw_dep &d : p.deps)
    {
      bool cond = d.web >= 0 && d.kind != VLIW_DEP_MEM
		  && d.kind != VLIW_DEP_CONTROL && a->allowed[d.from]
		  && a->allowed[d.to]
		  && a->web_kind[d.web] != VLIW_WEB_FREE;
      add_dep (a, d.from, d.to, d.latency, cond);
    }
  std::vector<int> cur (p.webs.size (), -1);
  std::vector<std::vector<int> > pending (p.webs.size ());
  for (unsigned b = 0; b < p.blocks.size (); b++)
    scan_block (p, a, b, cur, pending);
  merge_deps (a);
  a->stale_in.assign (p.webs.size (), {});
  for (unsigned w = 0; w < p.webs.size (); w++)
    if (a->web_kind[w] == VLIW_WEB_CLUSTERED)
      compute_stale (p, a, w, &a->stale_in[w]);
}
