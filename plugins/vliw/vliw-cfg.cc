/* The blocks of the problem and their weights W(B).

   The problem's CFG is GCC's with a virtual block on every critical edge
   (source with two or more successors, destination with two or more
   predecessors): the paper lets a transfer live there, in a new block
   that costs a jump unless the edge falls through.  Abnormal and EH edges
   get no block: nothing can be inserted on them.  Edges to the exit block
   are left out.  */

#include "vliw.h"
#include "profile-count.h"

/* Append a problem block for BB (or, when BB is NULL, for edge E) and
   return its index.  */

static int
vliw_add_block (vliw_function *vf, basic_block bb, edge e, int id)
{
  vliw_block block;
  block.id = id;
  block.weight = 0;
  block.edge_from = e ? e->src->index : -1;
  block.edge_to = e ? e->dest->index : -1;
  block.needs_jump = e && !(e->flags & EDGE_FALLTHRU);
  vf->problem.blocks.push_back (block);
  vf->bbs.safe_push (bb);
  vf->edges.safe_push (e);
  return vf->problem.blocks.size () - 1;
}

static void
vliw_link (vliw_function *vf, int from, int to)
{
  vf->problem.blocks[from].succs.push_back (to);
  vf->problem.blocks[to].preds.push_back (from);
}

/* True when edge E gets a virtual block.  */

static bool
vliw_split_edge_p (edge e)
{
  return (EDGE_CRITICAL_P (e) && !(e->flags & EDGE_COMPLEX)
	  && e->dest != EXIT_BLOCK_PTR_FOR_FN (cfun));
}

/* Fill VF's blocks, with the insns of each in program order.  */

void
vliw_build_blocks (function *fun, vliw_function *vf)
{
  basic_block bb;
  vf->block_of_bb.safe_grow_cleared (last_basic_block_for_fn (fun));
  vf->insn_of_uid.safe_grow (get_max_uid () + 1);
  for (int &i : vf->insn_of_uid)
    i = -1;
  FOR_EACH_BB_FN (bb, fun)
    {
      int b = vliw_add_block (vf, bb, NULL, bb->index);
      vf->block_of_bb[bb->index] = b;
      rtx_insn *insn;
      FOR_BB_INSNS (bb, insn)
	if (vliw_insn_in_problem_p (insn))
	  {
	    vliw_insn vi;
	    vi.uid = INSN_UID (insn);
	    vi.block = b;
	    vi.cls = 0;
	    vi.pinned = -1;
	    vi.jump = JUMP_P (insn) && insn == BB_END (bb);
	    vi.text = vliw_insn_text (insn);
	    vf->insn_of_uid[INSN_UID (insn)] = vf->problem.insns.size ();
	    vf->problem.blocks[b].insns.push_back (vf->problem.insns.size ());
	    vf->problem.insns.push_back (vi);
	    vf->insns.safe_push (insn);
	  }
    }
  int next_id = last_basic_block_for_fn (fun);
  FOR_EACH_BB_FN (bb, fun)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	{
	  if (e->dest == EXIT_BLOCK_PTR_FOR_FN (fun))
	    continue;
	  int from = vf->block_of_bb[bb->index];
	  int to = vf->block_of_bb[e->dest->index];
	  if (vliw_split_edge_p (e))
	    {
	      int mid = vliw_add_block (vf, NULL, e, next_id++);
	      vliw_link (vf, from, mid);
	      vliw_link (vf, mid, to);
	    }
	  else
	    vliw_link (vf, from, to);
	}
    }
  vf->problem.entry
    = vf->block_of_bb[single_succ (ENTRY_BLOCK_PTR_FOR_FN (fun))->index];
}

/* The loop-depth factor 100^DEPTH of the paper, with DEPTH capped at 3
   so that the weights stay exact small integers in the ILP.  */

static double
vliw_depth_factor (int depth)
{
  double f = 1;
  for (int i = 0; i < MIN (depth, 3); i++)
    f *= 100;
  return f;
}

/* The acyclic count of every basic block (paper §4): the entry has 1,
   each block splits its count equally over its out-edges, back edges
   ignored for the sums.  RPO visits every forward predecessor first.  */

static void
vliw_acyclic_counts (function *fun, auto_vec<double> *count)
{
  count->safe_grow_cleared (last_basic_block_for_fn (fun));
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (fun));
  int n = pre_and_rev_post_order_compute_fn (fun, NULL, rpo, false);
  for (int k = 0; k < n; k++)
    {
      basic_block bb = BASIC_BLOCK_FOR_FN (fun, rpo[k]);
      double c = 0;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->preds)
	if (e->src == ENTRY_BLOCK_PTR_FOR_FN (fun))
	  c += 1;
	else if (!(e->flags & EDGE_DFS_BACK))
	  c += (*count)[e->src->index] / EDGE_COUNT (e->src->succs);
      (*count)[bb->index] = c;
    }
  free (rpo);
}

/* The profile count of BB, or -1 without one.  */

static double
vliw_profile_count (basic_block bb)
{
  if (!bb->count.initialized_p ()
      || bb->count.quality () < profile_quality::AFDO)
    return -1;
  return bb->count.to_gcov_type ();
}

/* Fill W(B) for every block of VF: the paper's estimate, or the profile
   counts when the function has real ones and the options allow it.  */

void
vliw_compute_weights (function *fun, vliw_function *vf)
{
  bool profile = (vliw_weights != VLIW_WEIGHTS_PAPER
		  && profile_status_for_fn (fun) == PROFILE_READ);
  mark_dfs_back_edges (fun);
  auto_vec<double> count;
  vliw_acyclic_counts (fun, &count);
  for (unsigned b = 0; b < vf->problem.blocks.size (); b++)
    {
      vliw_block &block = vf->problem.blocks[b];
      basic_block bb = vf->bbs[b];
      edge e = vf->edges[b];
      double w;
      if (bb)
	{
	  w = count[bb->index] * vliw_depth_factor (bb_loop_depth (bb));
	  if (profile && vliw_profile_count (bb) >= 0)
	    w = vliw_profile_count (bb);
	}
      else
	{
	  class loop *l = find_common_loop (e->src->loop_father,
					    e->dest->loop_father);
	  w = (count[e->src->index] / EDGE_COUNT (e->src->succs)
	       * vliw_depth_factor (loop_depth (l)));
	  if (profile && e->count ().initialized_p ())
	    w = e->count ().to_gcov_type ();
	}
      block.weight = w;
    }
}
