/* Recognising the loops xopt_sms takes.

   A loop qualifies when it is innermost, its body is one basic block (a
   header, possibly followed by an empty latch), it has one exit, and its
   insns have no side effect the pipelined code could not repeat in the
   same order: no calls, no volatile accesses, no inline asm, nothing that
   may throw.  Its closing jump must be decided by a compare of a counter
   with a loop-invariant bound FIN, in one of two forms:

     progression: COUNTER = COUNTER + STEP is the only insn that writes
		  COUNTER; a separate insn (or the jump itself) compares
		  COUNTER with FIN, which is a constant or a register the
		  loop does not set.  Other insns may read COUNTER.
     do-loop:     one insn both adds STEP to COUNTER and compares the sum
		  with a constant (GCC's doloop_end on ARM, or a
		  decrement-and-test that combine made); nothing else may
		  mention COUNTER.

   The number of iterations comes from get_simple_loop_desc, whose
   conditions (assumptions, infinite, noloop) sms-version.cc turns into the
   runtime guard.  */

#include "sms.h"
#include "memmodel.h"
#include "emit-rtl.h"
#include "insn-config.h"
#include "recog.h"
#include "except.h"
#include "cfgloop.h"
#include "rtl-iter.h"

/* True when BB holds nothing but notes, labels, debug insns and jumps, so
   it can be the empty latch of a single-block loop.  */

static bool
sms_empty_block_p (basic_block bb)
{
  rtx_insn *insn;
  FOR_BB_INSNS (bb, insn)
    if (NONDEBUG_INSN_P (insn) && !JUMP_P (insn))
      return false;
    else if (JUMP_P (insn) && !simplejump_p (insn))
      return false;
  return true;
}

/* The reason why INSN, a non-debug insn of the body other than the
   closing jump, cannot be pipelined, or NULL.  */

static const char *
sms_insn_problem (rtx_insn *insn)
{
  if (CALL_P (insn))
    return "call in the loop body";
  if (JUMP_P (insn))
    return "jump inside the loop body";
  rtx pat = PATTERN (insn);
  if (GET_CODE (pat) == USE || GET_CODE (pat) == CLOBBER)
    return "use or clobber insn in the loop body";
  if (asm_noperands (pat) >= 0)
    return "inline asm in the loop body";
  if (volatile_refs_p (pat))
    return "volatile access in the loop body";
  if (can_throw_internal (insn))
    return "insn may throw";

  /* The registers the block's artificial uses keep live (stack and frame
     pointers): GCC's SMS refuses loops that set them, so do we.  */
  HARD_REG_SET regs;
  CLEAR_HARD_REG_SET (regs);
  note_stores (insn, record_hard_reg_sets, &regs);
  HARD_REG_SET prohibited;
  REG_SET_TO_HARD_REG_SET (prohibited, &df->regular_block_artificial_uses);
  if (hard_reg_set_intersect_p (regs, prohibited))
    return "insn sets the stack or frame pointer";
  return NULL;
}

/* If INSN is DEST = COUNTER + STEP with a non-zero constant STEP, return
   true and set *STEP.  A step that is not an immediate of the target
   (ARM: 0xEDCBA987) sits in a register set before the loop; the insn's
   REG_EQUAL note then gives the sum with the constant, and the iv
   analysis reads the same note.  */

static bool
sms_add_step_p (rtx_insn *insn, rtx dest, rtx counter, HOST_WIDE_INT *step)
{
  rtx set = single_set (insn);
  if (!set || !rtx_equal_p (SET_DEST (set), dest))
    return false;
  rtx src = SET_SRC (set);
  if (GET_CODE (src) == PLUS && REG_P (XEXP (src, 1)))
    {
      rtx note = find_reg_note (insn, REG_EQUAL, NULL_RTX);
      if (note)
	src = XEXP (note, 0);
    }
  if (GET_CODE (src) != PLUS || !rtx_equal_p (XEXP (src, 0), counter)
      || !CONST_INT_P (XEXP (src, 1)) || INTVAL (XEXP (src, 1)) == 0)
    return false;
  /* The pattern may also clobber the flags (x86); a REG_INC note would
     mean a second write.  */
  if (find_reg_note (insn, REG_INC, NULL_RTX))
    return false;
  *step = INTVAL (XEXP (src, 1));
  return true;
}

/* If INSN is COUNTER = COUNTER + STEP with a non-zero constant STEP,
   return true and set *STEP.  */

static bool
sms_step_insn_p (rtx_insn *insn, rtx counter, HOST_WIDE_INT *step)
{
  return sms_add_step_p (insn, counter, counter, step);
}

/* If INSN changes COUNTER only through one auto-increment address
   (ARM's post-indexed loads and stores), return true and set *STEP.  */

static bool
sms_autoinc_step_p (rtx_insn *insn, rtx counter, HOST_WIDE_INT *step)
{
  if (!find_reg_note (insn, REG_INC, counter))
    return false;
  rtx set = single_set (insn);
  if (set && reg_overlap_mentioned_p (counter, SET_DEST (set))
      && !MEM_P (SET_DEST (set)))
    return false;
  int found = 0;
  subrtx_iterator::array_type array;
  FOR_EACH_SUBRTX (iter, array, PATTERN (insn), NONCONST)
    {
      const_rtx mem = *iter;
      if (!MEM_P (mem))
	continue;
      rtx addr = XEXP (mem, 0);
      if (GET_RTX_CLASS (GET_CODE (addr)) != RTX_AUTOINC
	  || !rtx_equal_p (XEXP (addr, 0), counter))
	continue;
      HOST_WIDE_INT size = GET_MODE_SIZE (GET_MODE (mem)).to_constant ();
      switch (GET_CODE (addr))
	{
	case PRE_INC:
	case POST_INC:
	  *step = size;
	  break;
	case PRE_DEC:
	case POST_DEC:
	  *step = -size;
	  break;
	case PRE_MODIFY:
	case POST_MODIFY:
	  {
	    rtx mod = XEXP (addr, 1);
	    if (GET_CODE (mod) != PLUS || !rtx_equal_p (XEXP (mod, 0), counter)
		|| !CONST_INT_P (XEXP (mod, 1)) || INTVAL (XEXP (mod, 1)) == 0)
	      return false;
	    *step = INTVAL (XEXP (mod, 1));
	    break;
	  }
	default:
	  return false;
	}
      found++;
    }
  return found == 1;
}

/* The register X is, when X is a register or its lowpart subreg in a
   scalar integer mode (x86 compares a 64-bit counter's low half).  */

static rtx
sms_counter_of (rtx x)
{
  if (REG_P (x))
    return x;
  if (SUBREG_P (x) && REG_P (SUBREG_REG (x)) && subreg_lowpart_p (x)
      && SCALAR_INT_MODE_P (GET_MODE (x))
      && SCALAR_INT_MODE_P (GET_MODE (SUBREG_REG (x))))
    return SUBREG_REG (x);
  return NULL_RTX;
}

/* Recognise the do-loop form: INSN is a PARALLEL of
   (set FLAGS (compare (plus COUNTER STEP) CONST)) and
   (set COUNTER (plus COUNTER STEP)).  */

static bool
sms_fused_step_p (rtx_insn *insn, rtx flags, sms_loop *lp)
{
  rtx pat = PATTERN (insn);
  if (GET_CODE (pat) != PARALLEL || XVECLEN (pat, 0) != 2)
    return false;
  rtx cmp_set = XVECEXP (pat, 0, 0), inc_set = XVECEXP (pat, 0, 1);
  if (GET_CODE (cmp_set) != SET || GET_CODE (inc_set) != SET)
    return false;
  if (!rtx_equal_p (SET_DEST (cmp_set), flags))
    std::swap (cmp_set, inc_set);
  if (!rtx_equal_p (SET_DEST (cmp_set), flags)
      || GET_CODE (SET_SRC (cmp_set)) != COMPARE)
    return false;
  rtx counter = SET_DEST (inc_set);
  rtx inc = SET_SRC (inc_set);
  if (!REG_P (counter) || GET_CODE (inc) != PLUS
      || !rtx_equal_p (XEXP (inc, 0), counter)
      || !CONST_INT_P (XEXP (inc, 1)) || INTVAL (XEXP (inc, 1)) == 0)
    return false;
  rtx cmp = SET_SRC (cmp_set);
  if (!rtx_equal_p (XEXP (cmp, 0), inc) || !CONST_INT_P (XEXP (cmp, 1)))
    return false;
  lp->counter = counter;
  lp->step = INTVAL (XEXP (inc, 1));
  lp->fin = XEXP (cmp, 1);
  lp->step_insn = insn;
  lp->compare_insn = insn;
  lp->doloop_p = true;
  return true;
}

/* The last insn before INSN in its block that sets REG, or NULL.  */

static rtx_insn *
sms_prev_setter (rtx_insn *insn, rtx reg)
{
  basic_block bb = BLOCK_FOR_INSN (insn);
  for (rtx_insn *p = PREV_INSN (insn); p && p != PREV_INSN (BB_HEAD (bb));
       p = PREV_INSN (p))
    if (NONDEBUG_INSN_P (p) && reg_set_p (reg, p))
      return p;
  return NULL;
}

/* Number of non-debug insns of BB that set REG.  */

static int
sms_count_setters (basic_block bb, rtx reg)
{
  int n = 0;
  rtx_insn *insn;
  FOR_BB_INSNS (bb, insn)
    if (NONDEBUG_INSN_P (insn) && reg_set_p (reg, insn))
      n++;
  return n;
}

/* If INSN is COUNTER = zero_extend (lowpart (TMP)) with a low part of 8
   or 16 bits, and TMP = COUNTER + STEP is the only insn of the body that
   sets TMP, before INSN: COUNTER is an arithmetic progression modulo
   2^8 or 2^16 (unsigned char and short counters on ARM).  Sets LP's step
   and narrow mode.  */

static bool
sms_narrow_step_p (rtx_insn *insn, rtx counter, sms_loop *lp)
{
  rtx set = single_set (insn);
  if (!set || !rtx_equal_p (SET_DEST (set), counter)
      || GET_CODE (SET_SRC (set)) != ZERO_EXTEND)
    return false;
  rtx low = XEXP (SET_SRC (set), 0);
  scalar_int_mode narrow;
  if (!SUBREG_P (low) || !subreg_lowpart_p (low)
      || !REG_P (SUBREG_REG (low))
      || REGNO (SUBREG_REG (low)) < FIRST_PSEUDO_REGISTER
      || !is_a<scalar_int_mode> (GET_MODE (low), &narrow)
      || GET_MODE_BITSIZE (narrow) > 16
      || find_reg_note (insn, REG_INC, NULL_RTX))
    return false;
  rtx tmp = SUBREG_REG (low);
  basic_block bb = BLOCK_FOR_INSN (insn);
  rtx_insn *def = sms_prev_setter (insn, tmp);
  HOST_WIDE_INT step;
  if (!def || sms_count_setters (bb, tmp) != 1
      || !sms_add_step_p (def, tmp, counter, &step))
    return false;
  lp->step = step;
  lp->narrow_mode = narrow;
  return true;
}

/* Recognise the progression form from the compared operands A and B.  */

static bool
sms_progression_p (basic_block bb, rtx a, rtx b, sms_loop *lp,
		   const char **why)
{
  rtx ra = sms_counter_of (a), rb = sms_counter_of (b);
  bool a_var = ra && sms_count_setters (bb, ra) > 0;
  bool b_var = rb && sms_count_setters (bb, rb) > 0;
  if (a_var && b_var)
    {
      *why = "the bound changes in the loop";
      return false;
    }
  if (!a_var && !b_var)
    {
      *why = "the exit compare does not test a register the loop changes";
      return false;
    }
  rtx counter = a_var ? ra : rb;
  rtx cmp_op = a_var ? a : b;
  rtx fin = a_var ? b : a;
  if (!SCALAR_INT_MODE_P (GET_MODE (counter))
      || REGNO (counter) < FIRST_PSEUDO_REGISTER)
    {
      *why = "the counter is not an integer pseudo register";
      return false;
    }
  if (!CONST_INT_P (fin)
      && !(REG_P (fin) && REGNO (fin) >= FIRST_PSEUDO_REGISTER
	   && GET_MODE (fin) == GET_MODE (cmp_op)))
    {
      *why = "the bound is neither a constant nor an invariant register";
      return false;
    }
  if (sms_count_setters (bb, counter) != 1)
    {
      *why = "the counter is written more than once per iteration";
      return false;
    }
  rtx_insn *insn;
  FOR_BB_INSNS (bb, insn)
    if (NONDEBUG_INSN_P (insn) && reg_set_p (counter, insn))
      break;
  lp->narrow_mode = VOIDmode;
  if (!sms_step_insn_p (insn, counter, &lp->step)
      && !sms_autoinc_step_p (insn, counter, &lp->step)
      && !sms_narrow_step_p (insn, counter, lp))
    {
      *why = "the counter is not changed by adding a constant";
      return false;
    }
  lp->counter = counter;
  lp->fin = fin;
  lp->step_insn = insn;
  lp->doloop_p = false;
  return true;
}

/* The iteration count of a loop whose counter moves by auto-increment
   (ARM's post-indexed accesses), which the iv analysis cannot follow, in
   the one form whose count is simple and exact: the loop exits when the
   counter equals FIN, and |STEP| is a power of two 2^K.  If the compare
   reads the counter after the update, it sees C0 + (J + 1) * STEP in
   iteration J, else C0 + J * STEP; with D the distance from the first
   value read to FIN, the latch runs D / STEP times when STEP divides D,
   and the loop never meets FIN otherwise (the guard then runs the
   original loop).  Returns NULL when the loop is not of this form.  */

static niter_desc *
sms_autoinc_desc (const sms_loop &lp, rtx cond, bool exit_on_true)
{
  rtx counter = lp.counter;
  scalar_int_mode mode;
  if (!is_a<scalar_int_mode> (GET_MODE (counter), &mode)
      || !(rtx_equal_p (XEXP (cond, 0), counter)
	   || rtx_equal_p (XEXP (cond, 1), counter)))
    return NULL;
  rtx_code code = GET_CODE (cond);
  if (!((code == EQ && exit_on_true) || (code == NE && !exit_on_true)))
    return NULL;
  HOST_WIDE_INT step = lp.step;
  unsigned HOST_WIDE_INT abs_step
    = step < 0 ? -(unsigned HOST_WIDE_INT) step : step;
  int k = exact_log2 (abs_step);
  if (k < 0 || k >= (int) GET_MODE_BITSIZE (mode))
    return NULL;

  /* Does the compare come after the update in the body?  */
  /* A decrement-and-test compares the sum.  */
  bool after = lp.compare_insn == lp.step_insn;
  for (rtx_insn *insn = lp.step_insn; insn != NEXT_INSN (BB_END (lp.bb));
       insn = NEXT_INSN (insn))
    if (insn == lp.compare_insn && insn != lp.step_insn)
      after = true;
  rtx first = after ? gen_rtx_PLUS (mode, counter, gen_int_mode (step, mode))
		    : counter;
  rtx dist = step > 0 ? gen_rtx_MINUS (mode, lp.fin, first)
		      : gen_rtx_MINUS (mode, first, lp.fin);

  niter_desc *desc = ggc_cleared_alloc<niter_desc> ();
  desc->out_edge = single_exit (lp.loop);
  desc->in_edge = EDGE_SUCC (lp.bb, 0) == desc->out_edge
		    ? EDGE_SUCC (lp.bb, 1)
		    : EDGE_SUCC (lp.bb, 0);
  desc->simple_p = true;
  desc->const_iter = false;
  desc->mode = mode;
  desc->signed_p = false;
  desc->niter_expr
    = k ? gen_rtx_LSHIFTRT (mode, dist, GEN_INT (k)) : copy_rtx (dist);
  if (k)
    desc->assumptions
      = alloc_EXPR_LIST (0,
			 gen_rtx_EQ (VOIDmode,
				     gen_rtx_AND (mode, copy_rtx (dist),
						  gen_int_mode (abs_step - 1,
								mode)),
				     const0_rtx),
			 NULL_RTX);
  return desc;
}

/* Print X, a condition list, or "none".  */

static void
sms_dump_conditions (rtx x)
{
  if (!x)
    fprintf (dump_file, "none");
  for (rtx l = x; l; l = XEXP (l, 1))
    {
      print_simple_rtl (dump_file, XEXP (l, 0));
      if (XEXP (l, 1))
	fprintf (dump_file, " or ");
    }
}

/* Dump what the analysis found.  */

static void
sms_dump_loop (const sms_loop &lp)
{
  const niter_desc *desc = lp.desc;
  fprintf (dump_file, "loop %d: %s, counter ", lp.loop->num,
	   lp.doloop_p ? "do-loop" : "progression");
  print_simple_rtl (dump_file, lp.counter);
  fprintf (dump_file, " step " HOST_WIDE_INT_PRINT_DEC, lp.step);
  if (lp.narrow_mode != VOIDmode)
    fprintf (dump_file, " modulo 2^%d",
	     (int) GET_MODE_BITSIZE (lp.narrow_mode).to_constant ());
  fprintf (dump_file, " bound ");
  print_simple_rtl (dump_file, lp.fin);
  fprintf (dump_file, "\n  update insn %d, compare insn %d, branch insn %d\n",
	   INSN_UID (lp.step_insn), INSN_UID (lp.compare_insn),
	   INSN_UID (lp.branch));
  fprintf (dump_file, "  latch runs: ");
  if (desc->const_iter)
    fprintf (dump_file, "%" PRIu64 " (constant)", desc->niter);
  else
    print_simple_rtl (dump_file, desc->niter_expr);
  fprintf (dump_file, "\n  count valid only when: ");
  sms_dump_conditions (desc->assumptions);
  fprintf (dump_file, "\n  exits at once when: ");
  sms_dump_conditions (desc->noloop_assumptions);
  fprintf (dump_file, "\n  infinite when: ");
  sms_dump_conditions (desc->infinite);
  fprintf (dump_file, "\n");
}

/* Whether LOOP is entered by one edge from a block that can hold code.
   The pass's trial analyses loops before any preheader is made
   (sms-pass.cc); the iv analysis then reads the initial values along
   that edge, as it would through a preheader put on it.  */

static bool
sms_single_entry_p (class loop *loop)
{
  int entries = 0;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, loop->header->preds)
    if (e->src != loop->latch)
      {
	if (e->src == ENTRY_BLOCK_PTR_FOR_FN (cfun))
	  return false;
	entries++;
      }
  return entries == 1;
}

/* Why LOOP is not of the shape the pass takes (one block ending with a
   conditional jump that is the only exit, an empty latch at most, no
   abnormal edges), or null.  */

static const char *
sms_shape_problem (class loop *loop)
{
  if (loop->inner)
    return "not an innermost loop";
  if (!single_exit (loop))
    return "more than one exit";
  basic_block bb = loop->header;
  if (!loop->latch
      || loop->num_nodes > 2
      || (loop->num_nodes == 2
	  && (!single_succ_p (loop->latch)
	      || !sms_empty_block_p (loop->latch))))
    return "the body is more than one basic block";
  if (single_exit (loop)->src != bb)
    return "the exit is not at the end of the body";
  if (bb->flags & BB_DISABLE_SCHEDULE)
    return "already modulo-scheduled";
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    if (e->flags & (EDGE_COMPLEX | EDGE_CROSSING))
      return "abnormal or crossing edge";
  FOR_EACH_EDGE (e, ei, bb->preds)
    if (e->flags & (EDGE_COMPLEX | EDGE_CROSSING))
      return "abnormal or crossing edge";

  rtx_insn *branch = BB_END (bb);
  if (!JUMP_P (branch) || !any_condjump_p (branch) || !onlyjump_p (branch))
    return "the body does not end with a conditional jump";
  rtx_insn *insn;
  FOR_BB_INSNS (bb, insn)
    if (NONDEBUG_INSN_P (insn) && insn != branch)
      {
	const char *problem = sms_insn_problem (insn);
	if (problem)
	  return problem;
      }
  return NULL;
}

/* Why the do-loop LP, whose insn CMP updates and tests the counter for
   the exit condition COND, is not taken, or null.  When nothing else
   mentions the counter, the prologue and the epilogue need not update
   it (the do-loop form).  Otherwise the counter is a progression whose
   update is also the exit test; code generation splits the test off the
   kernel's update when it is in a later stage (sms-codegen.cc), which
   costs an insn an out-of-order processor would not win back.  */

static const char *
sms_doloop_problem (sms_loop *lp, rtx_insn *cmp, rtx cond)
{
  rtx_insn *insn;
  FOR_BB_INSNS (lp->bb, insn)
    if (NONDEBUG_INSN_P (insn) && insn != cmp
	&& reg_mentioned_p (lp->counter, insn))
      lp->doloop_p = false;
  if (!lp->doloop_p
      && (sms_out_of_order_p ()
	  || (GET_CODE (cond) != EQ && GET_CODE (cond) != NE)))
    return "the do-loop counter is used in the body";
  if (REGNO (lp->counter) < FIRST_PSEUDO_REGISTER
      || !SCALAR_INT_MODE_P (GET_MODE (lp->counter)))
    return "the counter is not an integer pseudo register";
  return NULL;
}

/* The exit of LP tests the flags register FLAGS (against zero, B) with
   the condition COND: find the insn that sets them, a do-loop's
   decrement-and-test or a compare of the counter, and the
   progression.  */

static bool
sms_analyze_flags_exit (sms_loop *lp, rtx cond, rtx flags, rtx b,
			const char **why)
{
  basic_block bb = lp->bb;
  rtx_insn *branch = lp->branch;
  if (b != const0_rtx)
    {
      *why = "unrecognised exit condition";
      return false;
    }
  rtx_insn *cmp = sms_prev_setter (branch, flags);
  if (!cmp)
    {
      *why = "the flags tested by the exit are not set in the loop";
      return false;
    }
  if (REGNO_REG_SET_P (df_get_live_out (bb), REGNO (flags)))
    {
      *why = "the flags are live after the loop";
      return false;
    }
  if (sms_fused_step_p (cmp, flags, lp))
    {
      *why = sms_doloop_problem (lp, cmp, cond);
      return !*why;
    }

  rtx set = single_set (cmp);
  if (!set || !rtx_equal_p (SET_DEST (set), flags)
      || GET_CODE (SET_SRC (set)) != COMPARE)
    {
      *why = "the flags are not set by a compare";
      return false;
    }
  /* The flags must serve the jump only.  */
  for (rtx_insn *p = NEXT_INSN (cmp); p != branch; p = NEXT_INSN (p))
    if (NONDEBUG_INSN_P (p) && reg_referenced_p (flags, PATTERN (p)))
      {
	*why = "the compare result has other users";
	return false;
      }
  lp->compare_insn = cmp;
  return sms_progression_p (bb, XEXP (SET_SRC (set), 0),
			    XEXP (SET_SRC (set), 1), lp, why);
}

/* Why the counter form of LP with the exit condition COND is not taken
   (a narrow counter must be tested for equality with a value it takes;
   the forms option), or null.  */

static const char *
sms_form_problem (const sms_loop &lp, rtx cond)
{
  if (lp.narrow_mode != VOIDmode
      && ((GET_CODE (cond) != EQ && GET_CODE (cond) != NE)
	  || (CONST_INT_P (lp.fin)
	      && (UINTVAL (lp.fin) & ~GET_MODE_MASK (lp.narrow_mode)))))
    return "a narrow counter not tested for equality with a value it takes";
  if (sms_forms == SMS_FORMS_DOLOOP && !lp.doloop_p)
    return "not a do-loop (forms=doloop)";
  if (sms_forms == SMS_FORMS_PROGRESSION && lp.doloop_p)
    return "a do-loop (forms=progression)";
  return NULL;
}

/* The iteration count analysis of LP, whose exit condition is COND, into
   LP->desc: get_simple_loop_desc, or for a decrement-and-test whose
   counter the body reads (the iv analysis cannot follow the PARALLEL
   that both updates and tests) or an auto-incremented counter, our own
   description.  */

static bool
sms_describe_count (sms_loop *lp, rtx cond, const char **why)
{
  class loop *loop = lp->loop;
  rtx_insn *branch = lp->branch;
  /* The iv analysis dumps the df state of the loop: only in detailed
     dumps.  */
  niter_desc *desc;
  {
    xopt_quiet_dump quiet;
    desc = get_simple_loop_desc (loop);
  }
  bool fused = !lp->doloop_p && lp->compare_insn == lp->step_insn;
  if (!desc->simple_p && !lp->doloop_p
      && (fused || find_reg_note (lp->step_insn, REG_INC, lp->counter)))
    {
      /* The jump goes to its label when COND holds, or when it does not
	 for the (if_then_else COND (pc) (label)) form.  */
      bool inverted = XEXP (SET_SRC (pc_set (branch)), 1) == pc_rtx;
      bool exit_on_true
	= (BRANCH_EDGE (lp->bb) == single_exit (loop)) != inverted;
      rtx cmp;
      if (fused)
	cmp = gen_rtx_fmt_ee (GET_CODE (cond), VOIDmode, lp->counter, lp->fin);
      else if (lp->compare_insn == branch)
	cmp = cond;
      else
	{
	  rtx src = SET_SRC (single_set (lp->compare_insn));
	  cmp = gen_rtx_fmt_ee (GET_CODE (cond), VOIDmode, XEXP (src, 0),
				XEXP (src, 1));
	}
      niter_desc *own = sms_autoinc_desc (*lp, cmp, exit_on_true);
      if (own)
	desc = own;
    }
  if (!desc->simple_p || desc->out_edge != single_exit (loop))
    *why = "the iteration count cannot be described";
  else if (!desc->const_iter && !desc->niter_expr)
    *why = "the iteration count cannot be computed";
  else if (GET_MODE_SIZE (desc->mode) > UNITS_PER_WORD)
    *why = "the iteration count is wider than a word";
  else
    {
      lp->desc = desc;
      return true;
    }
  return false;
}

bool
sms_analyze_loop (class loop *loop, sms_loop *lp, const char **why)
{
  memset (lp, 0, sizeof (*lp));
  lp->loop = loop;
  *why = sms_shape_problem (loop);
  if (*why)
    return false;
  lp->bb = loop->header;
  lp->branch = BB_END (lp->bb);

  /* The condition of the closing jump.  */
  rtx cond = XEXP (SET_SRC (pc_set (lp->branch)), 0);
  if (!COMPARISON_P (cond))
    {
      *why = "the exit condition is not a comparison";
      return false;
    }
  rtx a = XEXP (cond, 0), b = XEXP (cond, 1);
  if (REG_P (a) && GET_MODE_CLASS (GET_MODE (a)) == MODE_CC)
    {
      /* The flags register, set by a compare insn of the body.  */
      if (!sms_analyze_flags_exit (lp, cond, a, b, why))
	return false;
    }
  else
    {
      /* The jump compares the counter itself.  */
      lp->compare_insn = lp->branch;
      if (!sms_progression_p (lp->bb, a, b, lp, why))
	return false;
    }

  *why = sms_form_problem (*lp, cond);
  if (*why)
    return false;
  if (!sms_single_entry_p (loop))
    {
      *why = "the loop is entered from more than one place";
      return false;
    }
  if (!sms_describe_count (lp, cond, why))
    return false;

  HOST_WIDE_INT max_latch = get_max_loop_iterations_int (loop);
  if (max_latch >= 0 && max_latch + 1 < sms_min_trip)
    {
      *why = "fewer iterations than min-trip";
      return false;
    }

  if (dump_file)
    sms_dump_loop (*lp);
  return true;
}
