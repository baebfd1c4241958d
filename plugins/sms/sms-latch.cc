/* Register copies in the latch of a two-block loop.

   Out of SSA leaves the shifts of a filter's delay line (x2 = x1;
   x1 = x0) as copies on the back edge; when the closing test is at the end
   of the header they fill a latch block of their own, and the loop is two
   blocks.  Executing the copies just before the closing branch instead,
   in the header, changes nothing the program can see when none of them
   can trap or touch memory or the flags, none writes a register the
   branch reads, and none writes a register live on the exit edge: then
   the latch is empty and the loop has the one-block form the pass takes.
   The copies run once more on the exit path, into dead registers.

   The insns themselves move (reorder_insns), so that the pass's trial,
   which decides whether the loop is pipelined at all, can put them back
   exactly where they were when it is not.  */

#include "sms-sched.h"
#include "memmodel.h"
#include "emit-rtl.h"
#include "rtlanal.h"
#include "cfgrtl.h"

/* Whether INSN of the latch can move before the closing branch BRANCH of
   a loop whose exit goes to a block with live-in registers LIVE.  */
static bool
sms_movable_latch_insn_p (rtx_insn *insn, rtx_insn *branch, bitmap live)
{
  if (DEBUG_INSN_P (insn) || NOTE_P (insn))
    return true;
  if (insn == BB_END (BLOCK_FOR_INSN (insn)) && simplejump_p (insn))
    return true;
  if (!NONJUMP_INSN_P (insn) || GET_CODE (PATTERN (insn)) != SET)
    return false;
  rtx dest = SET_DEST (PATTERN (insn));
  rtx src = SET_SRC (PATTERN (insn));
  if (!REG_P (dest) || HARD_REGISTER_P (dest))
    return false;
  if (!(REG_P (src) && !HARD_REGISTER_P (src)) && !CONSTANT_P (src))
    return false;
  if (side_effects_p (PATTERN (insn)) || may_trap_p (PATTERN (insn))
      || find_reg_note (insn, REG_INC, NULL_RTX) || sms_sets_flags_p (insn))
    return false;
  if (reg_referenced_p (dest, PATTERN (branch)))
    return false;
  return !bitmap_bit_p (live, REGNO (dest));
}

/* The insns of LATCH that would move: from the first after its block
   note to the last before its closing jump, if any.  False when there is
   no insn to move.  */
static bool
sms_latch_range (basic_block latch, rtx_insn **first, rtx_insn **last)
{
  rtx_insn *head = NEXT_INSN (bb_note (latch));
  rtx_insn *end = BB_END (latch);
  if (JUMP_P (end))
    end = PREV_INSN (end);
  if (PREV_INSN (head) == end)
    return false;
  *first = head;
  *last = end;
  bool any = false;
  for (rtx_insn *insn = head; insn != NEXT_INSN (end); insn = NEXT_INSN (insn))
    if (NONDEBUG_INSN_P (insn))
      any = true;
  return any;
}

bool
sms_merge_latch_copies (class loop *loop, sms_latch_move *move)
{
  if (loop->inner || loop->num_nodes != 2 || !loop->latch)
    return false;
  basic_block header = loop->header;
  basic_block latch = loop->latch;
  edge exit = single_exit (loop);
  if (!exit || exit->src != header || !single_pred_p (latch)
      || !single_succ_p (latch) || single_succ (latch) != header
      || single_pred (latch) != header)
    return false;
  rtx_insn *branch = BB_END (header);
  if (!any_condjump_p (branch) || !onlyjump_p (branch))
    return false;

  rtx_insn *first, *last;
  if (!sms_latch_range (latch, &first, &last))
    return false;

  df_analyze ();
  bitmap live = df_get_live_in (exit->dest);
  rtx_insn *insn;
  FOR_BB_INSNS (latch, insn)
    if (INSN_P (insn) && !sms_movable_latch_insn_p (insn, branch, live))
      return false;

  /* Move them, in their order, in front of the branch.  */
  move->first = first;
  move->last = last;
  move->after = PREV_INSN (first);
  reorder_insns (first, last, PREV_INSN (branch));
  return true;
}

void
sms_unmerge_latch_copies (const sms_latch_move &move)
{
  reorder_insns (move.first, move.last, move.after);
}

void
sms_commit_latch_copies (const sms_latch_move &move)
{
  /* The copies may now read a register that is live on the exit path,
     where their death notes would be wrong.  */
  for (rtx_insn *insn = move.first; insn != NEXT_INSN (move.last);
       insn = NEXT_INSN (insn))
    if (INSN_P (insn))
      {
	rtx *loc = &REG_NOTES (insn);
	while (*loc)
	  if (REG_NOTE_KIND (*loc) == REG_DEAD
	      || REG_NOTE_KIND (*loc) == REG_UNUSED)
	    *loc = XEXP (*loc, 1);
	  else
	    loc = &XEXP (*loc, 1);
      }
}
