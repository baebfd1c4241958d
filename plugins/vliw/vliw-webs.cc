/* The variables of the paper: def-use webs of registers, and the
   def-clear simple paths between each reaching definition and its use.

   A web is a union of du-chains, as GCC's web pass builds them: a use
   joins every definition that reaches it, and a partial or conditional
   definition joins the uses of its own insn (it keeps the old bits).
   Registers that every cluster can read (fixed registers: stack, frame,
   flags) form no web; their dependences stay, unconditional.  A hard
   register's web is pinned to cluster 0 (ABI registers live there), and
   so is a web that a branch or a call reads or writes: those insns have
   no cluster.  */

#include "vliw.h"

/* True for registers every cluster reads without a transfer.  */

bool
vliw_global_reg_p (unsigned int regno)
{
  return (HARD_REGISTER_NUM_P (regno)
	  && (fixed_regs[regno] || global_regs[regno]
	      || regno == targetm.flags_regnum));
}

/* Union-find over the refs of the function.  */

static int
vliw_find (std::vector<int> &parent, int x)
{
  while (parent[x] != x)
    {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
  return x;
}

static void
vliw_union (std::vector<int> &parent, int a, int b)
{
  a = vliw_find (parent, a);
  b = vliw_find (parent, b);
  if (a != b)
    parent[MAX (a, b)] = MIN (a, b);
}

/* True when REF of a problem insn takes part in a web.  */

static bool
vliw_web_ref_p (df_ref ref)
{
  if (DF_REF_IS_ARTIFICIAL (ref) || vliw_global_reg_p (DF_REF_REGNO (ref)))
    return false;
  if (DF_REF_FLAGS_IS_SET (ref, DF_REF_MAY_CLOBBER))
    return false;
  return DEBUG_INSN_P (DF_REF_INSN (ref)) == false;
}

/* Number every web ref of VF's insns into IDS (ref -> dense id).  */

static void
vliw_number_refs (vliw_function *vf, std::map<df_ref, int> *ids,
		  std::vector<df_ref> *refs)
{
  for (rtx_insn *insn : vf->insns)
    {
      df_ref ref;
      FOR_EACH_INSN_DEF (ref, insn)
	if (vliw_web_ref_p (ref))
	  {
	    (*ids)[ref] = refs->size ();
	    refs->push_back (ref);
	  }
      FOR_EACH_INSN_USE (ref, insn)
	if (vliw_web_ref_p (ref))
	  {
	    (*ids)[ref] = refs->size ();
	    refs->push_back (ref);
	  }
    }
}

/* Join the refs of one web: uses with their reaching definitions,
   partial definitions with the uses of the same register in their
   insn.  */

static void
vliw_join_refs (const std::map<df_ref, int> &ids,
		const std::vector<df_ref> &refs, std::vector<int> &parent)
{
  for (unsigned k = 0; k < refs.size (); k++)
    {
      df_ref ref = refs[k];
      if (DF_REF_REG_DEF_P (ref))
	{
	  if (!DF_REF_FLAGS_IS_SET (ref, DF_REF_READ_WRITE | DF_REF_PARTIAL
					 | DF_REF_CONDITIONAL))
	    continue;
	  df_ref use;
	  FOR_EACH_INSN_USE (use, DF_REF_INSN (ref))
	    if (DF_REF_REGNO (use) == DF_REF_REGNO (ref) && ids.count (use))
	      vliw_union (parent, k, ids.at (use));
	  continue;
	}
      for (df_link *link = DF_REF_CHAIN (ref); link; link = link->next)
	{
	  auto it = ids.find (link->ref);
	  if (it != ids.end ())
	    vliw_union (parent, k, it->second);
	}
    }
}

/* Add insn index I to LIST unless it is there already (insns come in
   order, so a duplicate is the last element).  */

static void
vliw_add_once (std::vector<int> &list, int i)
{
  if (list.empty () || list.back () != i)
    list.push_back (i);
}

/* Record the du pairs of use REF (of web W) in VF.  */

static void
vliw_record_pairs (vliw_function *vf, df_ref ref, int w, int use)
{
  for (df_link *link = DF_REF_CHAIN (ref); link; link = link->next)
    {
      if (DF_REF_IS_ARTIFICIAL (link->ref))
	continue;
      int def = vf->insn_of_uid[INSN_UID (DF_REF_INSN (link->ref))];
      if (def < 0)
	continue;
      std::pair<int, int> pair (def, use);
      auto &pairs = vf->du_pairs[w];
      bool seen = false;
      for (auto &p : pairs)
	seen |= p == pair;
      if (!seen)
	pairs.push_back (pair);
    }
}

/* Fill VF's webs, each insn's defs and uses, and the du pairs.  Needs
   the UD chains (df_chain_add_problem).  */

void
vliw_build_webs (function *, vliw_function *vf)
{
  std::map<df_ref, int> ids;
  std::vector<df_ref> refs;
  vliw_number_refs (vf, &ids, &refs);
  std::vector<int> parent (refs.size ());
  for (unsigned k = 0; k < refs.size (); k++)
    parent[k] = k;
  vliw_join_refs (ids, refs, parent);

  std::vector<int> web_of_root (refs.size (), -1);
  vliw_problem &p = vf->problem;
  for (unsigned k = 0; k < refs.size (); k++)
    {
      int root = vliw_find (parent, k);
      if (web_of_root[root] < 0)
	{
	  web_of_root[root] = p.webs.size ();
	  vliw_web web;
	  web.regno = DF_REF_REGNO (refs[k]);
	  web.pinned = HARD_REGISTER_NUM_P (web.regno) ? 0 : -1;
	  p.webs.push_back (web);
	  vf->du_pairs.push_back (std::vector<std::pair<int, int> > ());
	}
      int w = web_of_root[root];
      df_ref ref = refs[k];
      vf->web_of_ref[ref] = w;
      int i = vf->insn_of_uid[INSN_UID (DF_REF_INSN (ref))];
      vliw_insn &insn = p.insns[i];
      /* Branches and calls have no cluster: their webs live on 0.  */
      if (p.model->classes[insn.cls].flags & VLIW_CLASS_GLOBAL)
	{
	  p.webs[w].pinned = 0;
	  continue;
	}
      bool def = DF_REF_REG_DEF_P (ref);
      vliw_add_once (def ? p.webs[w].defs : p.webs[w].uses, i);
      std::vector<int> &list = def ? insn.defs : insn.uses;
      bool seen = false;
      for (int x : list)
	seen |= x == w;
      if (!seen)
	list.push_back (w);
      if (!def)
	vliw_record_pairs (vf, ref, w, i);
    }
  /* An insn that touches a pinned web is pinned with it.  */
  for (vliw_insn &insn : p.insns)
    {
      for (int w : insn.defs)
	if (p.webs[w].pinned >= 0)
	  insn.pinned = p.webs[w].pinned;
      for (int w : insn.uses)
	if (p.webs[w].pinned >= 0)
	  insn.pinned = p.webs[w].pinned;
    }
}

/* State of the path enumeration of one function.  */
struct vliw_path_walk
{
  vliw_function *vf;
  std::vector<bool> defines;	/* Blocks that define the register.  */
  std::vector<bool> on_path;
  std::vector<int> stack;
  int web, def, use, target;
  int found, cap;
  long steps;
  bool overflow;
};

/* Extend the path on W's stack from its last block.  */

static void
vliw_walk_paths (vliw_path_walk &w)
{
  const vliw_problem &p = w.vf->problem;
  int b = w.stack.back ();
  for (int s : p.blocks[b].succs)
    {
      if (w.overflow)
	return;
      if (++w.steps > 200000 || w.found >= w.cap)
	{
	  w.overflow = true;
	  return;
	}
      if (s == w.target)
	{
	  vliw_path path;
	  path.web = w.web;
	  path.def = w.def;
	  path.use = w.use;
	  path.blocks = w.stack;
	  path.blocks.push_back (s);
	  w.vf->problem.paths.push_back (path);
	  w.found++;
	  continue;
	}
      if (w.on_path[s] || w.defines[s])
	continue;
      w.on_path[s] = true;
      w.stack.push_back (s);
      vliw_walk_paths (w);
      w.stack.pop_back ();
      w.on_path[s] = false;
    }
}

/* The blocks of VF that contain a def of web W's register.  */

static std::vector<bool>
vliw_defining_blocks (vliw_function *vf, int web)
{
  std::vector<bool> defines (vf->problem.blocks.size (), false);
  unsigned regno = vf->problem.webs[web].regno;
  for (df_ref ref = DF_REG_DEF_CHAIN (regno); ref; ref = DF_REF_NEXT_REG (ref))
    if (!DF_REF_IS_ARTIFICIAL (ref))
      {
	basic_block bb = DF_REF_BB (ref);
	defines[vf->block_of_bb[bb->index]] = true;
      }
  return defines;
}

/* Enumerate the def-clear simple paths of every du pair of every web
   that may move between clusters, at most CAP per pair.  */

void
vliw_build_paths (vliw_function *vf, int cap)
{
  vliw_problem &p = vf->problem;
  p.paths_complete = true;
  vliw_path_walk w;
  w.vf = vf;
  w.steps = 0;
  w.overflow = false;
  w.cap = cap;
  for (unsigned web = 0; web < p.webs.size () && !w.overflow; web++)
    {
      if (p.webs[web].pinned >= 0 || vf->du_pairs[web].empty ())
	continue;
      w.defines = vliw_defining_blocks (vf, web);
      w.on_path.assign (p.blocks.size (), false);
      w.web = web;
      for (auto &pair : vf->du_pairs[web])
	{
	  w.def = pair.first;
	  w.use = pair.second;
	  int from = p.insns[w.def].block, to = p.insns[w.use].block;
	  if (from == to && w.def < w.use)
	    {
	      vliw_path path = { (int) web, w.def, w.use,
				 std::vector<int> (1, from) };
	      p.paths.push_back (path);
	      continue;
	    }
	  w.target = to;
	  w.found = 0;
	  w.stack.assign (1, from);
	  w.on_path[from] = true;
	  vliw_walk_paths (w);
	  w.on_path[from] = false;
	  if (w.overflow)
	    break;
	}
    }
  p.paths_complete = !w.overflow;
}
