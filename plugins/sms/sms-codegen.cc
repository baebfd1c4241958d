/* Code generation for a modulo-scheduled loop: kernel, prologue,
   epilogue and the adjusted exit test.

   With II cycles per kernel iteration and S stages, an insn at absolute
   cycle C of the schedule belongs to stage C / II and runs, in kernel
   iteration T, for the original iteration T - stage.  For a loop of N
   iterations:

     prologue   time slots 0 .. S-2: slot P runs stages 0 .. P;
     kernel     time slots S-1 .. N-1: every stage, in slot order;
     epilogue   time slots N .. N+S-2: slot N+E runs stages E+1 .. S-1.

   Every insn of every original iteration runs exactly once, in an order
   the dependences allow, so every register and memory location ends with
   the value the original loop gives it.  The exit compare and the branch
   are not copied: they only decide when the kernel stops.

   The kernel must stop after slot N-1.  Its compare sits in stage SC, so
   in slot T it tests the counter of iteration T - SC, SC steps behind
   the iteration whose test the original loop would make in that slot.
   Testing COUNTER against FIN2 = FIN - SC * STEP instead of FIN makes the
   two agree: for equality tests exactly (modular arithmetic), for ordered
   tests because the counter values of iterations 0 .. N-1 form a
   progression without wrap-around when the guard lets the pipelined loop
   run, and FIN2 lies between the counter of iteration N-2-SC and FIN
   (N > S > SC guarantees N-2-SC >= 0).

   In the do-loop form a single insn updates and tests the counter, and
   nothing else reads it.  It is not copied; instead the counter starts
   S-1 steps ahead, so the kernel runs N-S+1 times and the counter still
   ends with its original final value.  */

#include "sms.h"
#include "cfgrtl.h"
#include "cfghooks.h"
#include "memmodel.h"
#include "emit-rtl.h"
#include "expmed.h"
#include "explow.h"
#include "expr.h"
#include "insn-config.h"
#include "recog.h"
#include "loop-unroll.h"
#include "hash-set.h"
#include "rtl-iter.h"
#include "tm_p.h"
#include "print-rtl.h"

/* What code generation works out about a schedule before it changes
   anything.  */
struct sms_plan
{
  /* Stage of each slot.  */
  auto_vec<int> stage;
  int stages;
  /* Stage of the exit compare.  */
  int compare_stage;
  /* The flags register the compare sets, or NULL when the jump compares
     directly.  */
  rtx flags;
  /* The changes that turn FIN into FIN2, as (insn, location, new value);
     FIN2_REG and FIN2_INIT when FIN2 lives in a new register.  */
  auto_vec<rtx_insn *> change_insn;
  auto_vec<rtx *> change_loc;
  auto_vec<rtx> change_new;
  auto_vec<rtx> change_old;
  rtx fin2;
  rtx fin2_reg;
  /* For a progression whose update also makes the exit test, when the
     test is in a later stage: the compare that follows the kernel's
     update, which becomes a plain add (sms_plan_split_test).  */
  rtx split_compare;
};

/* Whether slot insn INSN is copied into the prologue and epilogue.  */

static bool
sms_copied_p (const sms_loop &lp, rtx_insn *insn)
{
  if (insn == lp.branch)
    return false;
  if (insn == lp.step_insn)
    return !lp.doloop_p;
  return insn != lp.compare_insn;
}

/* Check that S is a complete, consistent kernel for LP and fill the stage
   part of PLAN.  */

static bool
sms_check_schedule (const sms_loop &lp, const sms_schedule &s, sms_plan *plan,
		    const char **why)
{
  hash_set<rtx_insn *> body, seen;
  rtx_insn *insn;
  FOR_BB_INSNS (lp.bb, insn)
    if (NONDEBUG_INSN_P (insn))
      body.add (insn);

  *why = "internal: inconsistent schedule";
  if (s.ii < 1 || s.slots.is_empty ())
    return false;
  int max_stage = 0, compare_slot = -1;
  unsigned i;
  sms_slot *slot;
  FOR_EACH_VEC_ELT (s.slots, i, slot)
    {
      if (slot->cycle < 0 || !slot->insn)
	return false;
      int st = slot->cycle / s.ii;
      plan->stage.safe_push (st);
      max_stage = MAX (max_stage, st);
      if (body.contains (slot->insn))
	{
	  if (seen.add (slot->insn))
	    return false;
	}
      else if (!NONJUMP_INSN_P (slot->insn))
	return false;
      if (slot->insn == lp.compare_insn)
	compare_slot = i;
    }
  if (seen.elements () != body.elements ()
      || s.slots[s.slots.length () - 1].insn != lp.branch || compare_slot < 0)
    return false;
  plan->stages = max_stage + 1;
  if (plan->stages != s.stages)
    return false;
  plan->compare_stage = plan->stage[compare_slot];

  /* Nothing between the compare and the branch may change the flags.  */
  plan->flags = NULL_RTX;
  if (lp.compare_insn != lp.branch)
    {
      rtx cond = XEXP (SET_SRC (pc_set (lp.branch)), 0);
      plan->flags = XEXP (cond, 0);
      for (i = compare_slot + 1; i + 1 < s.slots.length (); i++)
	if (reg_set_p (plan->flags, s.slots[i].insn))
	  {
	    *why = "the flags change between the compare and the branch";
	    return false;
	  }
    }
  *why = NULL;
  return true;
}

/* Queue the change of OLD at LOC in INSN to NEW_RTX.  */

static void
sms_queue_change (sms_plan *plan, rtx_insn *insn, rtx *loc, rtx new_rtx)
{
  plan->change_insn.safe_push (insn);
  plan->change_loc.safe_push (loc);
  plan->change_old.safe_push (*loc);
  plan->change_new.safe_push (new_rtx);
}

/* Whether X, an operand of the exit compare, is LP's counter or its
   lowpart.  */

static bool
sms_counter_operand_p (const sms_loop &lp, rtx x)
{
  return rtx_equal_p (x, lp.counter)
	 || (SUBREG_P (x) && rtx_equal_p (SUBREG_REG (x), lp.counter));
}

/* The counter operand of LP's exit compare, in the compare's mode.  */

static rtx
sms_compare_counter (const sms_loop &lp)
{
  rtx cmp = lp.compare_insn == lp.branch
	      ? XEXP (SET_SRC (pc_set (lp.branch)), 0)
	      : SET_SRC (single_set (lp.compare_insn));
  return sms_counter_operand_p (lp, XEXP (cmp, 0)) ? XEXP (cmp, 0)
						   : XEXP (cmp, 1);
}

/* Queue the changes that make LP's exit test compare with FIN2, which is
   either PLAN->fin2 or, when FIN2_IN_REG, PLAN->fin2_reg.  */

static void
sms_queue_fin2 (const sms_loop &lp, sms_plan *plan, bool fin2_in_reg)
{
  rtx fin2 = fin2_in_reg ? plan->fin2_reg : plan->fin2;
  plan->change_insn.truncate (0);
  plan->change_loc.truncate (0);
  plan->change_old.truncate (0);
  plan->change_new.truncate (0);

  if (lp.compare_insn == lp.branch)
    {
      rtx cond = XEXP (SET_SRC (pc_set (lp.branch)), 0);
      int k = sms_counter_operand_p (lp, XEXP (cond, 0)) ? 1 : 0;
      sms_queue_change (plan, lp.branch, &XEXP (cond, k), fin2);
      return;
    }

  rtx set = single_set (lp.compare_insn);
  rtx cmp = SET_SRC (set);
  bool counter_first = sms_counter_operand_p (lp, XEXP (cmp, 0));
  rtx op0 = counter_first ? XEXP (cmp, 0) : fin2;
  rtx op1 = counter_first ? fin2 : XEXP (cmp, 1);
  rtx cond = XEXP (SET_SRC (pc_set (lp.branch)), 0);
  machine_mode old_mode = GET_MODE (plan->flags);
  machine_mode new_mode = old_mode;
#ifdef SELECT_CC_MODE
  /* The flags mode may depend on the operands (x86 compares with zero in
     a mode that drops the overflow flag); ask the target for the mode
     the new operands need with this branch condition.  */
  new_mode = SELECT_CC_MODE (GET_CODE (cond), op0, op1);
#endif
  sms_queue_change (plan, lp.compare_insn, &SET_SRC (set),
		    gen_rtx_COMPARE (new_mode, op0, op1));
  if (new_mode != old_mode)
    {
      rtx new_flags = gen_rtx_REG (new_mode, REGNO (plan->flags));
      sms_queue_change (plan, lp.compare_insn, &SET_DEST (set), new_flags);
      sms_queue_change (plan, lp.branch, &XEXP (cond, 0), new_flags);
    }
}

/* Validate the queued changes; apply them when APPLY, else undo them.  */

static bool
sms_try_changes (sms_plan *plan, bool apply)
{
  for (unsigned i = 0; i < plan->change_insn.length (); i++)
    validate_change (plan->change_insn[i], plan->change_loc[i],
		     plan->change_new[i], true);
  if (apply)
    return apply_change_group ();
  bool ok = verify_changes (0);
  cancel_changes (0);
  return ok;
}

/* Put the exit test back as it was.  */

static void
sms_undo_changes (sms_plan *plan)
{
  for (unsigned i = plan->change_insn.length (); i-- > 0;)
    validate_change (plan->change_insn[i], plan->change_loc[i],
		     plan->change_old[i], true);
  bool ok = apply_change_group ();
  gcc_assert (ok);
}

/* LP's counter update also tests it (a decrement-and-test whose counter
   the body reads), and the test is in stage SC > 0, where it sees the
   counter of iteration T - SC.  The kernel's update becomes a plain add,
   followed by a compare of the sum with FIN2 = FIN - SC * STEP, which
   decides as the original test of iteration T; equality tests only
   (sms-loop.cc).  The copies in the prologue and the epilogue are plain
   adds too.  */

static bool
sms_plan_split_test (const sms_loop &lp, sms_plan *plan, const char **why)
{
  machine_mode mode = GET_MODE (lp.counter);
  rtx cond = XEXP (SET_SRC (pc_set (lp.branch)), 0);
  rtx add = gen_rtx_SET (lp.counter,
			 gen_rtx_PLUS (mode, lp.counter,
				       gen_int_mode (lp.step, mode)));
  plan->fin2 = gen_int_mode ((unsigned HOST_WIDE_INT) INTVAL (lp.fin)
			     - (unsigned HOST_WIDE_INT) plan->compare_stage
			       * (unsigned HOST_WIDE_INT) lp.step,
			     mode);
  *why = "the exit compare does not accept the adjusted bound";
  for (int in_reg = 0; in_reg < 2; in_reg++)
    {
      if (in_reg)
	plan->fin2_reg = gen_reg_rtx (mode);
      rtx op1 = in_reg ? plan->fin2_reg : plan->fin2;
      machine_mode cc_mode = GET_MODE (plan->flags);
#ifdef SELECT_CC_MODE
      cc_mode = SELECT_CC_MODE (GET_CODE (cond), lp.counter, op1);
#endif
      rtx flags = gen_rtx_REG (cc_mode, REGNO (plan->flags));
      rtx compare
	= gen_rtx_SET (flags, gen_rtx_COMPARE (cc_mode, lp.counter, op1));
      rtx_insn *probe = make_insn_raw (compare);
      if (recog_memoized (probe) < 0)
	continue;
      plan->change_insn.truncate (0);
      plan->change_loc.truncate (0);
      plan->change_old.truncate (0);
      plan->change_new.truncate (0);
      sms_queue_change (plan, lp.step_insn, &PATTERN (lp.step_insn), add);
      sms_queue_change (plan, lp.branch, &XEXP (cond, 0), flags);
      if (sms_try_changes (plan, false))
	{
	  plan->split_compare = compare;
	  return true;
	}
    }
  return false;
}

/* Work out FIN2 for LP and how the exit test can use it.  */

static bool
sms_plan_bound (const sms_loop &lp, sms_plan *plan, const char **why)
{
  plan->fin2 = NULL_RTX;
  plan->fin2_reg = NULL_RTX;
  plan->split_compare = NULL_RTX;
  if (lp.doloop_p || plan->compare_stage == 0)
    return true;
  if (lp.compare_insn == lp.step_insn)
    return sms_plan_split_test (lp, plan, why);

  machine_mode mode = GET_MODE (sms_compare_counter (lp));
  /* SC * STEP in the compare's mode, wrapping like the hardware.  */
  unsigned HOST_WIDE_INT delta
    = (unsigned HOST_WIDE_INT) plan->compare_stage
      * (unsigned HOST_WIDE_INT) lp.step;
  /* A narrow counter (tested for equality) wraps modulo its mode.  */
  unsigned HOST_WIDE_INT mask = HOST_WIDE_INT_M1U;
  if (lp.narrow_mode != VOIDmode)
    mask = GET_MODE_MASK (lp.narrow_mode);
  if (CONST_INT_P (lp.fin))
    {
      plan->fin2 = gen_int_mode (((unsigned HOST_WIDE_INT) INTVAL (lp.fin)
				  - delta) & mask,
				 mode);
      sms_queue_fin2 (lp, plan, false);
      if (sms_try_changes (plan, false))
	return true;
      /* Not an immediate the compare takes: load it before the loop.  */
    }
  plan->fin2_reg = gen_reg_rtx (mode);
  sms_queue_fin2 (lp, plan, true);
  if (sms_try_changes (plan, false))
    return true;
  *why = "the exit compare does not accept the adjusted bound";
  return false;
}

/* Emit the insn that initialises FIN2_REG, or the do-loop counter
   advance.  */

static void
sms_emit_bound_init (const sms_loop &lp, const sms_plan &plan)
{
  machine_mode mode = GET_MODE (lp.counter);
  if (lp.doloop_p)
    {
      rtx adv = gen_int_mode ((unsigned HOST_WIDE_INT) (plan.stages - 1)
			      * (unsigned HOST_WIDE_INT) lp.step,
			      mode);
      rtx v = force_operand (gen_rtx_PLUS (mode, lp.counter, adv),
			     lp.counter);
      if (v != lp.counter)
	emit_move_insn (lp.counter, v);
      return;
    }
  if (!plan.fin2_reg)
    return;
  mode = GET_MODE (plan.fin2_reg);
  if (plan.fin2)
    {
      emit_move_insn (plan.fin2_reg, plan.fin2);
      return;
    }
  rtx minus_delta
    = gen_int_mode (-((unsigned HOST_WIDE_INT) plan.compare_stage
		      * (unsigned HOST_WIDE_INT) lp.step),
		    mode);
  rtx fin2 = gen_rtx_PLUS (mode, lp.fin, minus_delta);
  /* A narrow counter wraps modulo its mode; the guard sends a bound
     outside the mode's range to the original loop (the iv analysis
     counts it as infinite).  */
  if (lp.narrow_mode != VOIDmode)
    fin2 = gen_rtx_AND (mode, fin2,
			gen_int_mode (GET_MODE_MASK (lp.narrow_mode), mode));
  rtx v = force_operand (fin2, plan.fin2_reg);
  if (v != plan.fin2_reg)
    emit_move_insn (plan.fin2_reg, v);
}

/* Remove the REG_EQUAL and REG_EQUIV notes of INSN that mention
   registers: after reordering across iterations they may describe a value
   the registers no longer hold at INSN.  */

static void
sms_strip_equal_notes (rtx_insn *insn)
{
  rtx note, next;
  for (note = REG_NOTES (insn); note; note = next)
    {
      next = XEXP (note, 1);
      if ((REG_NOTE_KIND (note) == REG_EQUAL
	   || REG_NOTE_KIND (note) == REG_EQUIV)
	  && !CONSTANT_P (XEXP (note, 0)))
	remove_note (insn, note);
    }
}

/* What the copies of the slots are made from: the loop, its schedule
   and plan, the copy data of duplicate_insn_chain, and with modulo
   variable expansion the renaming.  */

struct sms_emitter
{
  const sms_loop &lp;
  const sms_schedule &s;
  const sms_plan &plan;
  copy_bb_data *id;
  const sms_mve_plan *mve;
};

/* Emit copies of the slots whose stage lies in [FROM, TO], for time slot
   TIME of the pipelined loop (the renaming of modulo variable
   expansion depends on it).  */

static void
sms_emit_stages (const sms_emitter &em, int from, int to, int time)
{
  const sms_schedule &s = em.s;
  for (unsigned i = 0; i < s.slots.length (); i++)
    {
      rtx_insn *insn = s.slots[i].insn;
      if (!sms_copied_p (em.lp, insn) || em.plan.stage[i] < from
	  || em.plan.stage[i] > to)
	continue;
      rtx_insn *last = get_last_insn ();
      if (BLOCK_FOR_INSN (insn) == em.lp.bb)
	duplicate_insn_chain (insn, insn, em.lp.loop, em.id);
      else
	emit_insn (copy_rtx (PATTERN (insn)));
      for (rtx_insn *c = last ? NEXT_INSN (last) : get_insns (); c;
	   c = NEXT_INSN (c))
	if (INSN_P (c))
	  {
	    sms_strip_equal_notes (c);
	    if (em.mve)
	      sms_mve_rename (*em.mve, c, i, time);
	  }
    }
}

static void
sms_dump_seq (const char *what, rtx_insn *seq)
{
  int n = 0;
  for (rtx_insn *insn = seq; insn; insn = NEXT_INSN (insn))
    n += INSN_P (insn);
  fprintf (dump_file, "%s (%d insns):\n", what, n);
  for (rtx_insn *insn = seq; insn; insn = NEXT_INSN (insn))
    if (INSN_P (insn))
      dump_insn_slim (dump_file, insn);
}

/* Reorder the body of LP into the kernel order of S.  */

static void
sms_emit_kernel (const sms_loop &lp, const sms_schedule &s)
{
  basic_block bb = lp.bb;
  rtx_insn *prev = bb_note (bb);
  for (unsigned i = 0; i + 1 < s.slots.length (); i++)
    {
      rtx_insn *insn = s.slots[i].insn;
      if (BLOCK_FOR_INSN (insn) == bb)
	{
	  if (PREV_INSN (insn) != prev)
	    reorder_insns (insn, insn, prev);
	}
      else if (!PREV_INSN (insn) && !NEXT_INSN (insn))
	add_insn_after (insn, prev, bb);
      else
	insn = emit_insn_after (copy_rtx (PATTERN (insn)), prev);
      sms_strip_equal_notes (insn);
      prev = insn;
    }

  /* The debug binds left over now sit at arbitrary points of the kernel:
     make them say "unknown" rather than something wrong.  */
  rtx_insn *insn;
  FOR_BB_INSNS (bb, insn)
    if (DEBUG_BIND_INSN_P (insn))
      {
	INSN_VAR_LOCATION_LOC (insn) = gen_rtx_UNKNOWN_VAR_LOC ();
	df_insn_rescan (insn);
      }
  df_set_bb_dirty (bb);
}

/* The register moves of S (sms-regmoves.cc) are the slots whose insn is
   not in LP's body: DEST = SRC, where SRC is the value's register or the
   previous move's DEST, and the move belongs to the iteration of the
   value's definition.  A use that reads DEST in an earlier cycle than
   the move (within the kernel, cycles are absolute) reads the copy the
   previous iteration made: the moves' planning only lets a loop-carried
   use read a copy that way.  In the first iteration no move of the
   iteration before ran, and the copy must hold what the value's register
   holds when the loop is entered, as the original loop's use would read
   it.  Push (DEST, register) pairs for those copies onto INITS; the
   prologue starts with them.  Return false when a move's chain does not
   lead back to a register of the body.  */

static bool
sms_plan_move_inits (const sms_loop &lp, const sms_schedule &s,
		     vec<rtx> *inits)
{
  /* The slot of the move that writes register REGNO, or -1.  */
  auto_vec<int> moves;
  for (unsigned i = 0; i < s.slots.length (); i++)
    if (BLOCK_FOR_INSN (s.slots[i].insn) != lp.bb)
      {
	rtx set = single_set (s.slots[i].insn);
	if (!set || !REG_P (SET_DEST (set)) || !REG_P (SET_SRC (set)))
	  return false;
	moves.safe_push (i);
      }
  auto move_writing = [&] (const_rtx reg) {
    for (int m : moves)
      if (REGNO (SET_DEST (single_set (s.slots[m].insn))) == REGNO (reg))
	return m;
    return -1;
  };

  for (const sms_slot &use : s.slots)
    {
      subrtx_iterator::array_type array;
      FOR_EACH_SUBRTX (iter, array, PATTERN (use.insn), NONCONST)
	{
	  const_rtx x = *iter;
	  if (!REG_P (x))
	    continue;
	  int m = move_writing (x);
	  if (m < 0 || use.cycle >= s.slots[m].cycle)
	    continue;
	  /* Follow the chain back to the value's own register.  */
	  rtx root = SET_SRC (single_set (s.slots[m].insn));
	  for (unsigned steps = 0; (m = move_writing (root)) >= 0; steps++)
	    {
	      if (steps > moves.length ())
		return false;
	      root = SET_SRC (single_set (s.slots[m].insn));
	    }
	  bool seen = false;
	  for (unsigned i = 0; i < inits->length (); i += 2)
	    seen |= REGNO ((*inits)[i]) == REGNO (x);
	  if (!seen)
	    {
	      inits->safe_push (CONST_CAST_RTX (x));
	      inits->safe_push (root);
	    }
	}
    }
  return true;
}

/* Dump the register moves of S for LP and the copies INITS sets before
   the loop.  */

static void
sms_dump_moves (const sms_loop &lp, const sms_schedule &s,
		const vec<rtx> &inits)
{
  int n = 0;
  for (const sms_slot &slot : s.slots)
    if (BLOCK_FOR_INSN (slot.insn) != lp.bb)
      {
	rtx set = single_set (slot.insn);
	fprintf (dump_file, "register move: insn %d r%d = r%d (%s) at cycle %d"
		 " (row %d, stage %d)\n", INSN_UID (slot.insn),
		 REGNO (SET_DEST (set)), REGNO (SET_SRC (set)),
		 GET_MODE_NAME (GET_MODE (SET_DEST (set))), slot.cycle,
		 slot.cycle % s.ii, slot.cycle / s.ii);
	n++;
      }
  for (unsigned i = 0; i < inits.length (); i += 2)
    fprintf (dump_file, "register move copy before the loop: r%d = r%d\n",
	     REGNO (inits[i]), REGNO (inits[i + 1]));
  fprintf (dump_file, "register moves in the kernel: %d\n", n);
}

/* Dump the bound adjustment of PLAN.  */

static void
sms_dump_plan (const sms_loop &lp, const sms_plan &plan)
{
  fprintf (dump_file, "code generation: %d stages, compare in stage %d",
	   plan.stages, plan.compare_stage);
  if (lp.doloop_p)
    fprintf (dump_file, ", do-loop counter starts %d steps ahead\n",
	     plan.stages - 1);
  else if (!plan.fin2 && !plan.fin2_reg)
    fprintf (dump_file, ", bound unchanged\n");
  else
    {
      fprintf (dump_file,
	       ", FIN2 = FIN - %d * " HOST_WIDE_INT_PRINT_DEC " = ",
	       plan.compare_stage, lp.step);
      if (plan.fin2)
	print_simple_rtl (dump_file, plan.fin2);
      else
	{
	  print_simple_rtl (dump_file, lp.fin);
	  fprintf (dump_file, " - " HOST_WIDE_INT_PRINT_DEC,
		   plan.compare_stage * lp.step);
	}
      if (plan.fin2_reg)
	{
	  fprintf (dump_file, " in ");
	  print_simple_rtl (dump_file, plan.fin2_reg);
	}
      fprintf (dump_file, "\n");
    }
}

/* The first checks of code generation, which neither change nor create
   any RTL: S is a consistent kernel (its stages into PLAN), and the loop
   may run the latch executions the pipelined loop needs, *MIN_LATCH:
   more than S iterations, and min-trip.  */

static bool
sms_plan_stages (const sms_loop &lp, const sms_schedule &s, sms_plan *plan,
		 HOST_WIDE_INT *min_latch, const char **why)
{
  if (!sms_check_schedule (lp, s, plan, why))
    return false;
  *min_latch = MAX (plan->stages, sms_min_trip - 1);
  /* Unrolled K times (modulo variable expansion), the kernel runs
     (N - S + 1) / K times, at least once, after up to K - 1 iterations
     peeled (sms-mve-peel.cc): N >= S + 2K - 2.  */
  if (s.mve > 1)
    {
      if (!sms_mve_form_p (lp))
	{
	  *why = "internal: an unrolled kernel of a do-loop";
	  return false;
	}
      *min_latch = MAX (*min_latch, plan->stages + 2 * s.mve - 3);
    }
  HOST_WIDE_INT max_latch = get_max_loop_iterations_int (lp.loop);
  if (max_latch >= 0 && max_latch < *min_latch)
    {
      *why = "too few iterations for the stage count";
      return false;
    }
  return true;
}

/* The checks of code generation that create no RTL, after the stages of
   PLAN: the runtime GUARD of LP for MIN_LATCH latch executions, whether
   the loop is versioned (*VERSION_P) and can be, and the adjusted bound
   into PLAN.  */

static bool
sms_plan_guard (const sms_loop &lp, HOST_WIDE_INT min_latch,
		const sms_schedule &s, sms_plan *plan, sms_guard *guard,
		bool *version_p, const char **why)
{
  if (!(sms_short_path_form_p (lp, s, plan->stages, plan->compare_stage)
	&& sms_build_short_guard (lp, guard))
      && !sms_build_guard (lp, min_latch, guard, why))
    return false;
  /* Register moves (a schedule of the graph with moves) may add a stage,
     known only once they are applied to the pipelined copy: with them
     the guard is always built then.  */
  *version_p = (!guard->tests.is_empty () && !guard->short_path) || s.moves;
  if (*version_p && !sms_can_version_p (lp))
    {
      *why = "the loop cannot be duplicated for versioning";
      return false;
    }
  if (!sms_plan_bound (lp, plan, why))
    return false;
  if (dump_file)
    {
      sms_dump_plan (lp, *plan);
      if (guard->short_path)
	{
	  fprintf (dump_file, "short path: one iteration runs the prologue "
		   "and the epilogue when");
	  sms_dump_guard_tests (*guard);
	  fprintf (dump_file, "\n");
	}
      else if (!*version_p)
	sms_dump_guard (*guard);
    }
  return true;
}

/* The trial's question, before anything changes: whether every check of
   code generation that leaves the insn stream as it is accepts S for LP
   (the stages, the runtime guard, the versioning, the adjusted bound).
   Code generation asks again after the set-up, which changes the
   function: a loop the trial chose and code generation then refused
   would leave the function changed although nothing is pipelined.  The
   guard's tests and the bound create pseudos and insns that are never
   emitted, but no label (label numbers show in the assembly).  The plan
   and the guard are dumped once, by code generation.  */

bool
sms_emission_possible_p (const sms_loop &lp, const sms_schedule &s,
			 const char **why)
{
  sms_plan plan;
  HOST_WIDE_INT min_latch;
  sms_guard guard;
  bool version_p;
  if (!sms_plan_stages (lp, s, &plan, &min_latch, why))
    return false;
  FILE *saved_dump = dump_file;
  dump_file = NULL;
  bool ok = sms_plan_guard (lp, min_latch, s, &plan, &guard, &version_p,
			    why);
  dump_file = saved_dump;
  return ok;
}

/* The renaming of modulo variable expansion of S for LP into MVE, with
   the bound of PLAN as code generation will make it (the compare is
   renamed too).  Changes no insn.  */

static bool
sms_plan_mve (const sms_loop &lp, const sms_schedule &s, sms_plan *plan,
	      sms_mve_plan *mve, const char **why)
{
  bool changed
    = !plan->change_insn.is_empty () && sms_try_changes (plan, true);
  bool ok = sms_mve_plan_values (lp, s, mve, why);
  if (changed)
    sms_undo_changes (plan);
  if (ok && dump_file)
    fprintf (dump_file, "modulo variable expansion: the kernel %d times, "
	     "%d values renamed\n", mve->factor, (int) mve->reg.length ());
  return ok;
}

/* The new exit test of PLAN and the register moves of S, in LP's body.
   When one fails the body is unchanged (both versions are the original
   loop, GUARD chooses either when VERSION_P) and *WHY is set.  */

static bool
sms_change_body (ddg_ptr g, sms_schedule &s, sms_plan *plan,
		 sms_guard *guard, bool version_p, const char **why)
{
  bool changed, moved = false;
  {
    xopt_quiet_dump quiet;
    changed = plan->change_insn.is_empty () || sms_try_changes (plan, true);
    if (changed)
      {
	moved = sms_plan_reg_moves (g, &s, true, s.moves, why);
	if (!moved && !plan->change_insn.is_empty ())
	  sms_undo_changes (plan);
      }
  }
  if (changed && moved)
    return true;
  if (!changed)
    *why = "the exit compare does not accept the adjusted bound";
  if (version_p)
    sms_finish_guard (guard, guard, false);
  return false;
}

/* With register moves, S may have more slots and a stage more: PLAN's
   stages and the final guard follow, the copies the moves need before
   the loop go to MOVE_INITS, and GUARD gets its tests.  A failure keeps
   the pipelined version from running.  */

static bool
sms_finish_moves (sms_loop &lp, sms_schedule &s, sms_plan *plan,
		  sms_guard *guard, vec<rtx> *move_inits, const char **why)
{
  int old_stages = plan->stages;
  sms_plan final_plan;
  sms_guard final_guard;
  bool ok = sms_check_schedule (lp, s, &final_plan, why)
	    && final_plan.compare_stage == plan->compare_stage;
  if (ok)
    {
      plan->stage.truncate (0);
      plan->stage.safe_splice (final_plan.stage);
      plan->stages = final_plan.stages;
      HOST_WIDE_INT min_latch = MAX (plan->stages, sms_min_trip - 1);
      ok = sms_build_guard (lp, min_latch, &final_guard, why);
    }
  if (!ok)
    {
      sms_finish_guard (guard, NULL, true);
      return false;
    }
  if (dump_file && old_stages != plan->stages)
    fprintf (dump_file, "register moves: %d stages\n", plan->stages);
  if (dump_file)
    {
      fprintf (dump_file, "kernel slots with the moves (insn@cycle):");
      for (const sms_slot &slot : s.slots)
	fprintf (dump_file, " %d@%d", INSN_UID (slot.insn), slot.cycle);
      fprintf (dump_file, "\n");
    }
  if (!sms_plan_move_inits (lp, s, move_inits))
    {
      *why = "internal: a register move without its chain";
      sms_finish_guard (guard, NULL, true);
      return false;
    }
  if (dump_file)
    sms_dump_moves (lp, s, *move_inits);
  sms_finish_guard (guard, &final_guard, false);
  return true;
}

/* With modulo variable expansion, the kernel copies but the last one,
   emitted as a sequence (the last is the body itself, renamed once the
   copies are made: sms_rename_kernel); else NULL.  Copy J runs time
   slot S - 1 + J.  */

static rtx_insn *
sms_emit_kernel_copies (const sms_emitter &em)
{
  if (!em.mve)
    return NULL;
  start_sequence ();
  int last = em.plan.stages - 1;
  for (int j = 0; j + 1 < em.mve->factor; j++)
    sms_emit_stages (em, 0, last, last + j);
  rtx_insn *copies = get_insns ();
  end_sequence ();
  return copies;
}

/* Rename the body's insns, the last kernel copy, and put the other
   copies COPIES in front of them.  */

static void
sms_rename_kernel (const sms_loop &lp, const sms_schedule &s,
		   const sms_mve_plan &mve, rtx_insn *copies)
{
  int time = mve.stages - 1 + mve.factor - 1;
  for (unsigned i = 0; i < s.slots.length (); i++)
    sms_mve_rename (mve, s.slots[i].insn, i, time);
  if (copies)
    emit_insn_after (copies, bb_note (lp.bb));
}

/* Emit the kernel of S in LP's body, and the prologue and epilogue of
   PLAN, copied from the body with its final exit test and register
   moves, with the copies MOVE_INITS before the loop; with modulo
   variable expansion, the kernel MVE->factor times, renamed.  With
   SHORT_GUARD, the short path of its tests.  */

static void
sms_emit_code (sms_loop &lp, sms_schedule &s, const sms_plan &plan,
	       const vec<rtx> &move_inits, const sms_mve_plan *mve,
	       const sms_guard *short_guard)
{
  copy_bb_data id;
  sms_emitter em = { lp, s, plan, &id, mve };
  auto_vec<sms_guard_test> skip_tests;
  start_sequence ();
  if (short_guard)
    for (const sms_guard_test &t : short_guard->tests)
      skip_tests.safe_push (sms_emit_test_operands (t));
  sms_emit_bound_init (lp, plan);
  for (unsigned i = 0; i < move_inits.length (); i += 2)
    emit_move_insn (move_inits[i], move_inits[i + 1]);
  if (mve)
    sms_mve_emit_inits (*mve);
  for (int p = 0; p < plan.stages - 1; p++)
    sms_emit_stages (em, 0, p, p);
  rtx_insn *prologue = get_insns ();
  end_sequence ();
  /* The guard's operands may share parts with the insns that compute
     them.  */
  if (short_guard)
    unshare_all_rtl_in_chain (prologue);

  /* Epilogue slot N + E, and N = S - 1 modulo the kernel copies.  */
  start_sequence ();
  for (int e = 0; e < plan.stages - 1; e++)
    sms_emit_stages (em, e + 1, plan.stages - 1, plan.stages - 1 + e);
  rtx_insn *epilogue = get_insns ();
  end_sequence ();
  rtx_insn *kernel_copies = sms_emit_kernel_copies (em);

  if (dump_file)
    {
      sms_dump_seq ("prologue", prologue);
      sms_dump_seq ("epilogue", epilogue);
    }

  {
    xopt_quiet_dump quiet;
    sms_emit_kernel (lp, s);
    if (mve)
      sms_rename_kernel (lp, s, *mve, kernel_copies);
    if (plan.split_compare)
      emit_insn_after (plan.split_compare, lp.step_insn);
    if (!flag_resched_modulo_sched)
      lp.bb->flags |= BB_DISABLE_SCHEDULE;

    basic_block prologue_bb = NULL, epilogue_bb = NULL;
    if (prologue)
      prologue_bb
	= split_edge_and_insert (loop_preheader_edge (lp.loop), prologue);
    if (epilogue)
      epilogue_bb = split_edge_and_insert (single_exit (lp.loop), epilogue);
    else if (short_guard)
      epilogue_bb = split_edge (single_exit (lp.loop));
    if (short_guard)
      sms_emit_short_path (prologue_bb, epilogue_bb, skip_tests);
  }

  if (dump_file)
    {
      fprintf (dump_file, "kernel (bb %d):\n", lp.bb->index);
      rtx_insn *insn;
      FOR_BB_INSNS (lp.bb, insn)
	if (NONDEBUG_INSN_P (insn))
	  dump_insn_slim (dump_file, insn);
    }
}

bool
sms_emit_pipelined_loop (sms_loop &lp, ddg_ptr g, sms_schedule &s,
			 const char **why)
{
  sms_plan plan;
  HOST_WIDE_INT min_latch;
  if (!sms_plan_stages (lp, s, &plan, &min_latch, why))
    return false;

  /* Everything that can fail without changing the RTL first.  */
  sms_guard guard;
  bool version_p;
  if (!sms_plan_guard (lp, min_latch, s, &plan, &guard, &version_p, why))
    return false;
  sms_mve_plan mve;
  if (s.mve > 1 && !sms_plan_mve (lp, s, &plan, &mve, why))
    return false;

  /* From here on the RTL changes.  The versioning copies the loop as it
     is; the copy stays the original loop.  The guard's tests are put in
     place at the end.  */
  if (version_p)
    {
      xopt_quiet_dump quiet;
      sms_canonicalize_loop (lp);
      if (!sms_version_loop (lp, &guard, s.moves))
	{
	  *why = "loop versioning failed";
	  return false;
	}
    }

  if (!sms_change_body (g, s, &plan, &guard, version_p, why))
    return false;
  auto_vec<rtx> move_inits;
  if (s.moves)
    {
      if (!sms_finish_moves (lp, s, &plan, &guard, &move_inits, why))
	return false;
    }
  else if (version_p)
    sms_finish_guard (&guard, &guard, false);

  if (s.mve > 1)
    sms_mve_peel (lp, plan.stages, s.mve);
  sms_emit_code (lp, s, plan, move_inits, s.mve > 1 ? &mve : NULL,
		 guard.short_path ? &guard : NULL);
  return true;
}
