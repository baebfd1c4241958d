/* mode=materialize: rewrite a function into its schedule, so that
   running the program proves the transfer placement and the dependence
   order correct.

   Each web that may move gets one new pseudo per cluster it lives on;
   every insn's references to the web are renamed to its cluster's
   pseudo (one change group: if any insn stops matching its pattern,
   nothing changes).  Each transfer becomes a register move from the
   source cluster's pseudo to the destination's, placed in its block, or
   on its edge for a virtual block (commit_edge_insertions makes the new
   block).  Each block is then reordered into vliw_emission_order, the
   order vliw_verify_schedule proved equivalent.  Webs of hard registers
   and webs that jumps or calls touch are pinned to cluster 0 and keep
   their register.  */

#include "vliw.h"
#include "cfgrtl.h"
#include "insn-config.h"
#include "recog.h"
#include "regs.h"
#include "expmed.h"
#include "explow.h"
#include "expr.h"
#include "rtl-iter.h"
#include "print-rtl.h"

/* Why FUN cannot be materialized at all, or NULL.  */

static const char *
vliw_function_refusal (function *fun)
{
  if (fun->calls_setjmp || fun->has_nonlocal_label)
    return "setjmp or nonlocal labels";
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (e->flags & EDGE_COMPLEX)
	  return "abnormal or EH edges";
    }
  return NULL;
}

/* Why the USE and CLOBBER insns of BB stop the rewrite, or NULL.  A
   CLOBBER of a pseudo goes (*DOOMED); a USE of a hard register must
   come after every insn the schedule moves.  */

static const char *
vliw_marker_refusal (basic_block bb, vliw_function *vf,
		     std::vector<rtx_insn *> *doomed)
{
  bool seen_use = false;
  rtx_insn *insn;
  FOR_BB_INSNS (bb, insn)
    {
      if (!NONDEBUG_INSN_P (insn))
	continue;
      rtx pat = PATTERN (insn);
      if (GET_CODE (pat) == CLOBBER)
	{
	  if (!REG_P (XEXP (pat, 0)) || HARD_REGISTER_P (XEXP (pat, 0)))
	    return "a clobber of a hard register or memory";
	  doomed->push_back (insn);
	}
      else if (GET_CODE (pat) == USE)
	{
	  if (!REG_P (XEXP (pat, 0)) || !HARD_REGISTER_P (XEXP (pat, 0)))
	    return "a use marker of a pseudo";
	  seen_use = true;
	}
      else if (seen_use && !(insn == BB_END (bb) && control_flow_insn_p (insn))
	       && vf->insn_of_uid[INSN_UID (insn)] >= 0)
	return "a use marker before other insns";
    }
  return NULL;
}

/* The pseudo of web W on cluster C, made on first request.  */

static rtx
vliw_web_reg (vliw_function *vf, std::map<std::pair<int, int>, rtx> &regs,
	      int w, int c)
{
  auto key = std::make_pair (w, c);
  auto it = regs.find (key);
  if (it != regs.end ())
    return it->second;
  rtx reg = gen_reg_rtx (PSEUDO_REGNO_MODE (vf->problem.webs[w].regno));
  regs[key] = reg;
  return reg;
}

/* Queue the renaming of every web reference of VF's insns to its
   cluster's pseudo; false when a reference is not a plain register.  */

static bool
vliw_queue_renames (vliw_function *vf, const vliw_schedule &s,
		    std::map<std::pair<int, int>, rtx> &regs)
{
  for (auto &entry : vf->web_of_ref)
    {
      df_ref ref = entry.first;
      int w = entry.second;
      if (vf->problem.webs[w].pinned >= 0)
	continue;
      int i = vf->insn_of_uid[INSN_UID (DF_REF_INSN (ref))];
      int c = s.slots[i].cluster;
      rtx *loc = DF_REF_REAL_LOC (ref);
      /* A read-write operand is one location for two refs, and
	 validate_change has already changed it for the first.  */
      if (c >= 0 && *loc == vliw_web_reg (vf, regs, w, c))
	continue;
      if (c < 0 || !REG_P (*loc)
	  || REGNO (*loc) != (unsigned) vf->problem.webs[w].regno)
	{
	  if (dump_file)
	    {
	      fprintf (dump_file, ";; web %d: reference in insn %d is ", w,
		       INSN_UID (DF_REF_INSN (ref)));
	      print_inline_rtx (dump_file, *loc, 0);
	      fprintf (dump_file, "\n");
	    }
	  return false;
	}
      validate_change (DF_REF_INSN (ref), loc, vliw_web_reg (vf, regs, w, c),
		       true);
    }
  return true;
}

/* The move of transfer X as a detached insn sequence.  */

static rtx_insn *
vliw_transfer_seq (vliw_function *vf, std::map<std::pair<int, int>, rtx> &regs,
		   const vliw_transfer &x)
{
  rtx dst = vliw_web_reg (vf, regs, x.web, x.to);
  rtx src = vliw_web_reg (vf, regs, x.web, x.from);
  start_sequence ();
  emit_move_insn (dst, src);
  rtx_insn *seq = get_insns ();
  end_sequence ();
  return seq;
}

/* Notes that name the renamed registers are stale: drop them.  REG_INC
   is not optional (reload relies on it for auto-increment addresses):
   it is made again from the renamed pattern.  */

static void
vliw_drop_notes (rtx_insn *insn)
{
  rtx *loc = &REG_NOTES (insn);
  bool auto_inc = false;
  while (*loc)
    {
      enum reg_note kind = REG_NOTE_KIND (*loc);
      auto_inc |= kind == REG_INC;
      if (kind == REG_EQUAL || kind == REG_EQUIV || kind == REG_DEAD
	  || kind == REG_UNUSED || kind == REG_INC)
	*loc = XEXP (*loc, 1);
      else
	loc = &XEXP (*loc, 1);
    }
  if (auto_inc)
    add_auto_inc_notes (insn, PATTERN (insn));
  df_notes_rescan (insn);
}

/* Reorder real block B of VF into S's emission order, with the moves of
   its transfers.  */

static void
vliw_reorder_block (vliw_function *vf, const vliw_schedule &s, int b,
		    std::map<std::pair<int, int>, rtx> &regs)
{
  basic_block bb = vf->bbs[b];
  const std::vector<int> &insns = vf->problem.blocks[b].insns;
  if (insns.empty () && !s.length[b])
    return;
  rtx_insn *cursor = insns.empty () ? BB_END (bb)
				    : PREV_INSN (vf->insns[insns[0]]);
  rtx_insn *last = (insns.empty () ? NULL : vf->insns[insns.back ()]);
  if (last && !(last == BB_END (bb) && control_flow_insn_p (last)))
    last = NULL;
  for (int id : vliw_emission_order (vf->problem, s, b))
    {
      if (id < 0)
	{
	  rtx_insn *seq = vliw_transfer_seq (vf, regs, s.transfers[-1 - id]);
	  cursor = emit_insn_after (seq, cursor);
	  continue;
	}
      rtx_insn *insn = vf->insns[id];
      if (insn == last)
	continue;
      if (NEXT_INSN (cursor) != insn)
	reorder_insns (insn, insn, cursor);
      cursor = insn;
    }
  /* The hard-register USE markers follow everything they keep alive.  */
  rtx_insn *insn, *next;
  for (insn = NEXT_INSN (cursor); insn && insn != NEXT_INSN (BB_END (bb));
       insn = next)
    {
      next = NEXT_INSN (insn);
      if (NONDEBUG_INSN_P (insn) && GET_CODE (PATTERN (insn)) == USE)
	{
	  reorder_insns (insn, insn, cursor);
	  cursor = insn;
	}
    }
}

/* Debug binds of renamed pseudos would describe a register nobody sets
   any more: make them unknown.  */

static void
vliw_reset_debug_binds (function *fun)
{
  basic_block bb;
  rtx_insn *insn;
  FOR_EACH_BB_FN (bb, fun)
    FOR_BB_INSNS (bb, insn)
      if (DEBUG_BIND_INSN_P (insn))
	{
	  bool pseudo = false;
	  subrtx_iterator::array_type array;
	  FOR_EACH_SUBRTX (iter, array, INSN_VAR_LOCATION_LOC (insn), ALL)
	    if (REG_P (*iter) && !HARD_REGISTER_P (*iter))
	      pseudo = true;
	  if (pseudo)
	    {
	      INSN_VAR_LOCATION_LOC (insn) = gen_rtx_UNKNOWN_VAR_LOC ();
	      df_insn_rescan (insn);
	    }
	}
}

/* Rewrite FUN (extracted into VF) into schedule S, which
   vliw_verify_schedule accepted.  False with *WHY when the function
   cannot take it; then FUN is unchanged.  */

bool
vliw_materialize (function *fun, vliw_function *vf, const vliw_schedule &s,
		  const char **why)
{
  *why = vliw_function_refusal (fun);
  if (*why)
    return false;
  std::vector<rtx_insn *> doomed;
  for (unsigned b = 0; b < vf->problem.blocks.size () && !*why; b++)
    if (vf->bbs[b])
      *why = vliw_marker_refusal (vf->bbs[b], vf, &doomed);
  if (*why)
    return false;

  std::map<std::pair<int, int>, rtx> regs;
  if (!vliw_queue_renames (vf, s, regs))
    {
      cancel_changes (0);
      *why = "a web reference is not a plain register";
      return false;
    }
  /* Rescanning a changed insn would unlink du-chains into refs that an
     earlier rescan freed; nothing needs the chains any more.  */
  if (df_chain)
    df_remove_problem (df_chain);
  if (!apply_change_group ())
    {
      cancel_changes (0);
      *why = "a renamed insn no longer matches its pattern";
      return false;
    }
  for (rtx_insn *insn : vf->insns)
    vliw_drop_notes (insn);
  for (rtx_insn *insn : doomed)
    delete_insn (insn);
  vliw_reset_debug_binds (fun);

  for (unsigned b = 0; b < vf->problem.blocks.size (); b++)
    if (vf->bbs[b])
      vliw_reorder_block (vf, s, b, regs);
  bool on_edges = false;
  for (unsigned b = 0; b < vf->problem.blocks.size (); b++)
    if (!vf->bbs[b])
      for (int id : vliw_emission_order (vf->problem, s, b))
	{
	  insert_insn_on_edge (vliw_transfer_seq (vf, regs,
						  s.transfers[-1 - id]),
			       vf->edges[b]);
	  on_edges = true;
	}
  if (on_edges)
    commit_edge_insertions ();
  max_regno = max_reg_num ();
  return true;
}
