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
#include "expmed.h"
#include "explow.h"
#include "expr.h"
#include "loop-unroll.h"
#include "print-rtl.h"

/* One "run the original loop when" test: CODE applied to OP0 and OP1 in
   MODE.  */
struct sms_bail
{
  rtx_code code;
  rtx op0, op1;
  machine_mode mode;
};

/* Add COND (or its negation when NEGATE) to BAILS.  Returns false with
   *WHY set when it cannot be evaluated.  Sets *ALWAYS when COND is known
   to force the fallback.  */

static bool
sms_add_bail (rtx cond, bool negate, vec<sms_bail> *bails, bool *always,
	      const char **why)
{
  if (CONST_INT_P (cond))
    {
      if ((cond != const0_rtx) != negate)
	*always = true;
      return true;
    }
  if (!COMPARISON_P (cond))
    {
      *why = "a condition of the iteration count is not a comparison";
      return false;
    }
  sms_bail b;
  b.op0 = XEXP (cond, 0);
  b.op1 = XEXP (cond, 1);
  b.mode = GET_MODE (b.op0);
  if (b.mode == VOIDmode)
    b.mode = GET_MODE (b.op1);
  if (b.mode == VOIDmode)
    {
      rtx folded = simplify_const_relational_operation (GET_CODE (cond),
							 VOIDmode, b.op0,
							 b.op1);
      if (!folded)
	{
	  *why = "a condition of the iteration count cannot be folded";
	  return false;
	}
      return sms_add_bail (folded, negate, bails, always, why);
    }
  if (!SCALAR_INT_MODE_P (b.mode)
      || maybe_gt (GET_MODE_SIZE (b.mode), UNITS_PER_WORD))
    {
      *why = "a condition of the iteration count is wider than a word";
      return false;
    }
  b.code = negate ? reverse_condition (GET_CODE (cond)) : GET_CODE (cond);
  bails->safe_push (b);
  return true;
}

static bool
sms_add_bail_list (rtx list, bool negate, vec<sms_bail> *bails,
		   bool *always, const char **why)
{
  for (rtx l = list; l; l = XEXP (l, 1))
    if (!sms_add_bail (XEXP (l, 0), negate, bails, always, why))
      return false;
  return true;
}

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

bool
sms_build_guard (const sms_loop &lp, HOST_WIDE_INT min_latch,
		 rtx_insn **seq, rtx *bail_reg, const char **why)
{
  const niter_desc *desc = lp.desc;
  auto_vec<sms_bail> bails;
  bool always = false;

  *seq = NULL;
  *bail_reg = NULL_RTX;
  if (!sms_add_bail_list (desc->assumptions, true, &bails, &always, why)
      || !sms_add_bail_list (desc->noloop_assumptions, false, &bails, &always,
			     why)
      || !sms_add_bail_list (desc->infinite, false, &bails, &always, why))
    return false;

  if (desc->const_iter)
    {
      if (desc->niter < (uint64_t) min_latch)
	always = true;
    }
  else
    {
      sms_bail b;
      b.code = LTU;
      b.op0 = desc->niter_expr;
      b.op1 = gen_int_mode (min_latch, desc->mode);
      b.mode = desc->mode;
      bails.safe_push (b);
    }
  if (always)
    {
      *why = "too few iterations or never a computable count";
      return false;
    }
  if (bails.is_empty ())
    return true;

  start_sequence ();
  rtx acc = NULL_RTX;
  bool ok = true;
  for (const sms_bail &b : bails)
    {
      rtx op0 = sms_force_operand (b.op0);
      rtx op1 = op0 ? sms_force_operand (b.op1) : NULL_RTX;
      if (!op1)
	{
	  ok = false;
	  break;
	}
      rtx t = emit_store_flag_force (gen_reg_rtx (word_mode), b.code, op0,
				     op1, b.mode, unsigned_condition_p (b.code),
				     1);
      acc = acc ? force_operand (gen_rtx_IOR (word_mode, acc, t), NULL_RTX)
		: t;
      if (!acc)
	{
	  ok = false;
	  break;
	}
    }
  if (ok && !REG_P (acc))
    acc = force_reg (word_mode, acc);
  rtx_insn *insns = get_insns ();
  end_sequence ();

  /* The guard goes into one block: it must not branch.  */
  for (rtx_insn *insn = insns; ok && insn; insn = NEXT_INSN (insn))
    if (JUMP_P (insn) || LABEL_P (insn) || BARRIER_P (insn))
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
