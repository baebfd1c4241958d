/* Register copies in the latch of a two-block loop.

   Out of SSA leaves the shifts of a filter's delay line (x2 = x1;
   x1 = x0) as copies on the back edge; when the closing test is at the end
   of the header they fill a latch block of their own, and the loop is two
   blocks.  Executing the copies just before the closing branch instead,
   in the header, changes nothing the program can see when none of them
   can trap or touch memory or the flags, none writes a register the
   branch reads, and none writes a register live on the exit edge: then
   the latch is empty and the loop has the one-block form the pass takes.
   The copies run once more on the exit path, into dead registers.  */

#include "sms-sched.h"
#include "memmodel.h"
#include "emit-rtl.h"
#include "rtlanal.h"

/* Whether INSN of the latch can move before the closing branch BRANCH of
   a loop whose exit goes to a block with live-in registers LIVE.  */
static bool
sms_movable_latch_insn_p (rtx_insn *insn, rtx_insn *branch, bitmap live)
{
  if (DEBUG_INSN_P (insn) || NOTE_P (insn))
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

bool
sms_merge_latch_copies (class loop *loop)
{
  if (loop->inner || loop->num_nodes != 2)
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

  /* Anything to move?  */
  bool any = false;
  rtx_insn *insn;
  FOR_BB_INSNS (latch, insn)
    if (NONDEBUG_INSN_P (insn))
      any = true;
  if (!any)
    return false;

  df_analyze ();
  bitmap live = df_get_live_in (exit->dest);
  FOR_BB_INSNS (latch, insn)
    if (INSN_P (insn) && !sms_movable_latch_insn_p (insn, branch, live))
      return false;

  /* Move them, in their order, in front of the branch.  */
  auto_vec<rtx_insn *> moved;
  FOR_BB_INSNS (latch, insn)
    if (INSN_P (insn))
      moved.safe_push (insn);
  for (rtx_insn *old : moved)
    {
      rtx_insn *copy;
      if (DEBUG_INSN_P (old))
	copy = emit_debug_insn_before (copy_rtx (PATTERN (old)), branch);
      else
	copy = emit_insn_before (copy_rtx (PATTERN (old)), branch);
      INSN_LOCATION (copy) = INSN_LOCATION (old);
      delete_insn (old);
    }
  return true;
}
