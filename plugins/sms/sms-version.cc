/* The runtime guard of a pipelined loop and the loop versioning.

   The pipelined loop runs the prologue (STAGES - 1 partial iterations),
   the kernel at least once, and the epilogue, so it needs at least STAGES
   iterations; we ask for more than STAGES, and for MIN_TRIP.  The count
   comes from get_simple_loop_desc, which describes it by

     niter_expr          the number of latch executions (iterations - 1),
			 valid only when
     assumptions         all hold, and
     noloop_assumptions  none holds (otherwise the loop exits at once),
     infinite            none holds (otherwise the loop never exits).

   sms_build_guard turns these into a sequence that computes one register,
   nonzero when any condition says "run the original loop"; conditions the
   analysis already decided are folded away.  sms_version_loop then puts
   that sequence before the loop and versions it with loop_version, as
   modulo-sched.cc does: the original LOOP becomes the pipelined version
   (taken when the register is zero) and a copy the fallback.  */

#include "sms.h"
#include "cfgrtl.h"
#include "cfghooks.h"
#include "cfgloopmanip.h"
#include "memmodel.h"
#include "emit-rtl.h"
#include "insn-config.h"
#include "recog.h"
#include "expmed.h"
#include "explow.h"
#include "expr.h"
#include "loop-unroll.h"
#include "print-rtl.h"

/* OP computed into an operand, or NULL when it cannot be.  */

static rtx
sms_force_operand (rtx op)
{
  if (CONSTANT_P (op) || REG_P (op))
    return op;
  rtx x = force_operand (copy_rtx (op), NULL_RTX);
  if (!x || !(REG_P (x) || CONSTANT_P (x) || SUBREG_P (x)))
    return NULL_RTX;
  return x;
}

/* Emit code that computes the truth of COND, a condition of the
   iteration count analysis (a comparison, an AND or IOR of such, or an
   integer value meaning "not zero"), as 0 or 1 in a word_mode register
   or constant.  NULL when it cannot.  */

static rtx
sms_emit_condition (rtx cond)
{
  rtx_code code = GET_CODE (cond);
  if (CONST_INT_P (cond))
    return cond == const0_rtx ? const0_rtx : const1_rtx;
  if (code == AND || code == IOR)
    {
      rtx a = sms_emit_condition (XEXP (cond, 0));
      rtx b = a ? sms_emit_condition (XEXP (cond, 1)) : NULL_RTX;
      if (!b)
	return NULL_RTX;
      return sms_force_operand (gen_rtx_fmt_ee (code, word_mode, a, b));
    }
  rtx op0, op1;
  if (COMPARISON_P (cond))
    {
      op0 = XEXP (cond, 0);
      op1 = XEXP (cond, 1);
    }
  else if (SCALAR_INT_MODE_P (GET_MODE (cond)))
    {
      code = NE;
      op0 = cond;
      op1 = const0_rtx;
    }
  else
    return NULL_RTX;
  machine_mode mode = GET_MODE (op0);
  if (mode == VOIDmode)
    mode = GET_MODE (op1);
  if (mode == VOIDmode)
    {
      rtx folded = simplify_const_relational_operation (code, VOIDmode, op0,
							 op1);
      return folded ? sms_emit_condition (folded) : NULL_RTX;
    }
  if (!SCALAR_INT_MODE_P (mode)
      || maybe_gt (GET_MODE_SIZE (mode), UNITS_PER_WORD))
    return NULL_RTX;
  op0 = sms_force_operand (op0);
  op1 = op0 ? sms_force_operand (op1) : NULL_RTX;
  if (!op1)
    return NULL_RTX;
  return emit_store_flag_force (gen_reg_rtx (word_mode), code, op0, op1, mode,
				unsigned_condition_p (code), 1);
}

/* Whether every condition of LIST is the constant VALUE.  */

static bool
sms_list_has_constant (rtx list, bool value)
{
  for (rtx l = list; l; l = XEXP (l, 1))
    if (CONST_INT_P (XEXP (l, 0)) && (XEXP (l, 0) != const0_rtx) == value)
      return true;
  return false;
}

/* Whether LIST has a condition that is not constant.  */

static bool
sms_list_varies (rtx list)
{
  for (rtx l = list; l; l = XEXP (l, 1))
    if (!CONST_INT_P (XEXP (l, 0)))
      return true;
  return false;
}

/* OR into *ACC the truth of each condition of LIST, negated when
   NEGATE.  */

static bool
sms_emit_list (rtx list, bool negate, rtx *acc)
{
  for (rtx l = list; l; l = XEXP (l, 1))
    {
      if (CONST_INT_P (XEXP (l, 0)))
	continue;
      rtx t = sms_emit_condition (XEXP (l, 0));
      if (t && negate)
	t = sms_force_operand (gen_rtx_XOR (word_mode, t, const1_rtx));
      if (!t)
	return false;
      *acc = *acc ? sms_force_operand (gen_rtx_IOR (word_mode, *acc, t)) : t;
      if (!*acc)
	return false;
    }
  return true;
}

bool
sms_build_guard (const sms_loop &lp, HOST_WIDE_INT min_latch,
		 rtx_insn **seq, rtx *bail_reg, const char **why)
{
  const niter_desc *desc = lp.desc;
  *seq = NULL;
  *bail_reg = NULL_RTX;

  /* What the analysis decided already.  */
  if (sms_list_has_constant (desc->assumptions, false)
      || sms_list_has_constant (desc->noloop_assumptions, true)
      || sms_list_has_constant (desc->infinite, true)
      || (desc->const_iter && desc->niter < (uint64_t) min_latch))
    {
      *why = "too few iterations or never a computable count";
      return false;
    }
  if (desc->const_iter && !sms_list_varies (desc->assumptions)
      && !sms_list_varies (desc->noloop_assumptions)
      && !sms_list_varies (desc->infinite))
    return true;

  start_sequence ();
  rtx acc = NULL_RTX;
  bool ok = (sms_emit_list (desc->assumptions, true, &acc)
	     && sms_emit_list (desc->noloop_assumptions, false, &acc)
	     && sms_emit_list (desc->infinite, false, &acc));
  if (ok && !desc->const_iter)
    {
      rtx few = gen_rtx_LTU (VOIDmode, desc->niter_expr,
			     gen_int_mode (min_latch, desc->mode));
      rtx t = sms_emit_condition (few);
      acc = !t ? NULL_RTX
	       : acc ? sms_force_operand (gen_rtx_IOR (word_mode, acc, t))
		     : t;
      ok = acc != NULL_RTX;
    }
  if (ok && !REG_P (acc))
    acc = force_reg (word_mode, acc);
  rtx_insn *insns = get_insns ();
  end_sequence ();

  /* The guard goes into one block: it must not branch, and every insn
     must be one the target has.  */
  for (rtx_insn *insn = insns; ok && insn; insn = NEXT_INSN (insn))
    if (JUMP_P (insn) || LABEL_P (insn) || BARRIER_P (insn)
	|| (NONJUMP_INSN_P (insn) && recog_memoized (insn) < 0))
      ok = false;
  if (!ok)
    {
      *why = "the runtime guard cannot be computed without branches";
      return false;
    }
  *seq = insns;
  *bail_reg = acc;
  return true;
}

void
sms_dump_guard (rtx_insn *seq, rtx bail_reg)
{
  if (!seq)
    {
      fprintf (dump_file, "guard: none, the count is known to be enough\n");
      return;
    }
  fprintf (dump_file, "guard: run the original loop when ");
  print_simple_rtl (dump_file, bail_reg);
  fprintf (dump_file, " != 0, computed by\n");
  for (rtx_insn *insn = seq; insn; insn = NEXT_INSN (insn))
    dump_insn_slim (dump_file, insn);
}

bool
sms_can_version_p (const sms_loop &lp)
{
  return can_duplicate_loop_p (lp.loop);
}

/* Give LP's loop an empty latch block, as loop_version needs one whose
   single successor is the header; and avoid fallthru edges into the exit
   block from blocks with a choice, as modulo-sched.cc does.  */

void
sms_canonicalize_loop (sms_loop &lp)
{
  class loop *loop = lp.loop;
  edge e;
  edge_iterator ei;

  FOR_EACH_EDGE (e, ei, EXIT_BLOCK_PTR_FOR_FN (cfun)->preds)
    if ((e->flags & EDGE_FALLTHRU) && EDGE_COUNT (e->src->succs) > 1)
      {
	split_edge (e);
	break;
      }
  if (loop->latch == loop->header || EDGE_COUNT (loop->latch->succs) > 1)
    split_edge (loop_latch_edge (loop));
}

basic_block
sms_version_loop (sms_loop &lp, rtx bail_reg)
{
  class loop *loop = lp.loop;
  rtx cond = gen_rtx_EQ (VOIDmode, bail_reg, const0_rtx);
  profile_probability prob
    = profile_probability::guessed_always ().apply_scale (80, 100);
  basic_block cond_bb = NULL;
  class loop *nloop = loop_version (loop, cond, &cond_bb, prob, prob.invert (),
				    prob, prob.invert (), true);
  if (!nloop)
    return NULL;
  return cond_bb;
}
