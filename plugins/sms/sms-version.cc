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
#include "rtl-iter.h"
#include "dojump.h"

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
   or constant.  NULL when it cannot.  Only for the conditions a chain of
   compare-and-branch tests cannot express (an AND of conditions).  */

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

/* The guard is built as a chain of tests, each one compare and branch to
   the original loop, in blocks the loop versioning adds (a branch costs
   less than computing every condition as a 0/1 value and ORing them).
   The operands are computed once: an expression that several conditions
   share (the distance between the counter and the bound) is remembered
   with the operand that holds it.  */

struct sms_guard_builder
{
  const sms_loop *lp;
  sms_guard *guard;
  /* Expressions already computed and the operands that hold them.  */
  auto_vec<rtx> memo_expr;
  auto_vec<rtx> memo_value;
  /* Registers the loop entry gives a known constant, and the
     constants.  */
  auto_vec<rtx> known_reg;
  auto_vec<rtx> known_value;
  /* Set when a condition holds whatever the values: the original loop
     would always run.  */
  bool always;
};

/* Whether X is a constant the guard may fold with: an integer, or an
   address of a symbol plus an offset (a loop over a global array starts
   and ends at such addresses; their difference is a constant).  */

static bool
sms_foldable_constant_p (rtx x)
{
  return (CONST_INT_P (x) || GET_CODE (x) == SYMBOL_REF
	  || GET_CODE (x) == LABEL_REF
	  || (GET_CODE (x) == CONST && GET_CODE (XEXP (x, 0)) == PLUS
	      && (GET_CODE (XEXP (XEXP (x, 0), 0)) == SYMBOL_REF
		  || GET_CODE (XEXP (XEXP (x, 0), 0)) == LABEL_REF)
	      && CONST_INT_P (XEXP (XEXP (x, 0), 1))));
}

/* The last insn before USE (an insn of *BB, or the end of *BB when NULL)
   that sets REG or, unless NULL_RTX, OTHER, looking back through blocks
   with one predecessor; *BB becomes its block.  NULL when there is none
   in a few blocks.  */

static rtx_insn *
sms_last_set_before (basic_block *bb, rtx_insn *use, rtx reg, rtx other)
{
  for (int n = 0; n < 6 && *bb != ENTRY_BLOCK_PTR_FOR_FN (cfun); n++)
    {
      rtx_insn *p = use ? PREV_INSN (use) : BB_END (*bb);
      use = NULL;
      for (; p && p != PREV_INSN (BB_HEAD (*bb)); p = PREV_INSN (p))
	if (NONDEBUG_INSN_P (p)
	    && (reg_set_p (reg, p) || (other && reg_set_p (other, p))))
	  return p;
      if (!single_pred_p (*bb))
	return NULL;
      *bb = single_pred (*bb);
    }
  return NULL;
}

/* The constant REG holds just before INSN (at the end of BB when INSN is
   NULL), or NULL: the last insn that sets REG on the way there, looking
   back through blocks with one predecessor, must load such a constant
   (or have a REG_EQUAL note saying it does), or add a constant to a
   register whose value before it is known (DEPTH more levels).  */

static rtx
sms_value_before (basic_block bb, rtx_insn *insn, rtx reg, int depth)
{
  rtx_insn *p = sms_last_set_before (&bb, insn, reg, NULL_RTX);
  if (!p)
    return NULL_RTX;
  rtx set = single_set (p);
  if (!set || !rtx_equal_p (SET_DEST (set), reg))
    return NULL_RTX;
  rtx note = find_reg_note (p, REG_EQUAL, NULL_RTX);
  if (note && sms_foldable_constant_p (XEXP (note, 0)))
    return XEXP (note, 0);
  rtx src = SET_SRC (set);
  if (sms_foldable_constant_p (src))
    return src;
  if (depth <= 0 || GET_MODE (src) != GET_MODE (reg))
    return NULL_RTX;
  rtx base = src, offset = const0_rtx;
  if (GET_CODE (src) == PLUS && CONST_INT_P (XEXP (src, 1)))
    {
      base = XEXP (src, 0);
      offset = XEXP (src, 1);
    }
  if (!REG_P (base) || REGNO (base) < FIRST_PSEUDO_REGISTER)
    return NULL_RTX;
  rtx v = sms_value_before (bb, p, base, depth - 1);
  if (!v)
    return NULL_RTX;
  v = simplify_gen_binary (PLUS, GET_MODE (reg), v, offset);
  return sms_foldable_constant_p (v) ? v : NULL_RTX;
}

/* X with the registers whose value at the loop entry is a known
   constant replaced by it, simplified; only the integer constants unless
   SYMBOLIC.  */

static rtx
sms_fold_known (sms_guard_builder *b, rtx x, bool symbolic)
{
  subrtx_var_iterator::array_type array;
  auto_vec<rtx, 8> regs;
  FOR_EACH_SUBRTX_VAR (iter, array, x, NONCONST)
    if (REG_P (*iter) && REGNO (*iter) >= FIRST_PSEUDO_REGISTER
	&& SCALAR_INT_MODE_P (GET_MODE (*iter)))
      regs.safe_push (*iter);
  for (rtx reg : regs)
    {
      unsigned i;
      for (i = 0; i < b->known_reg.length (); i++)
	if (rtx_equal_p (b->known_reg[i], reg))
	  break;
      if (i == b->known_reg.length ())
	{
	  b->known_reg.safe_push (reg);
	  b->known_value.safe_push (
	    sms_value_before (loop_preheader_edge (b->lp->loop)->src, NULL,
			      reg, 2));
	}
      rtx v = b->known_value[i];
      if (v && (symbolic || CONST_INT_P (v)))
	x = simplify_replace_rtx (x, reg, v);
    }
  return x;
}

rtx
sms_fold_entry_values (const sms_loop &lp, rtx x)
{
  sms_guard_builder b;
  b.lp = &lp;
  b.guard = NULL;
  b.always = false;
  return sms_fold_known (&b, x, true);
}

/* X computed into an operand (a register, a constant or a subreg of a
   register), emitting the insns into the current sequence; NULL when it
   cannot be.  Sub-expressions already computed are reused.  */

static rtx
sms_guard_value (sms_guard_builder *b, rtx x)
{
  /* A subreg must not be shared between insns (nor with the iteration
     count analysis' expressions): hand out copies.  */
  if (REG_P (x) || CONSTANT_P (x)
      || (SUBREG_P (x) && REG_P (SUBREG_REG (x))))
    return copy_rtx (x);
  for (unsigned i = 0; i < b->memo_expr.length (); i++)
    if (rtx_equal_p (b->memo_expr[i], x))
      return copy_rtx (b->memo_value[i]);

  rtx y = shallow_copy_rtx (x);
  const char *fmt = GET_RTX_FORMAT (GET_CODE (x));
  for (int i = 0; i < GET_RTX_LENGTH (GET_CODE (x)); i++)
    if (fmt[i] == 'e')
      {
	rtx v = sms_guard_value (b, XEXP (x, i));
	if (!v)
	  return NULL_RTX;
	XEXP (y, i) = v;
      }
    else if (fmt[i] == 'E')
      return NULL_RTX;
  rtx s = simplify_rtx (y);
  if (s)
    y = s;
  rtx v = sms_force_operand (y);
  if (v)
    {
      b->memo_expr.safe_push (x);
      b->memo_value.safe_push (v);
    }
  return v;
}

/* Rewrite the test CODE (*OP0, *OP1) in MODE into one that costs less to
   compute: an unsigned compare of a quotient (the count of a loop whose
   step is not 1) with a constant becomes a compare of the dividend, so
   that no shift or division is needed.  */

static void
sms_simplify_test (rtx_code *code, rtx *op0, rtx *op1, scalar_int_mode mode)
{
  if (CONSTANT_P (*op0) && !CONSTANT_P (*op1))
    {
      std::swap (*op0, *op1);
      *code = swap_condition (*code);
    }
  unsigned HOST_WIDE_INT mask = GET_MODE_MASK (mode);
  while ((*code == LTU || *code == GEU) && CONST_INT_P (*op1)
	 && (GET_CODE (*op0) == LSHIFTRT || GET_CODE (*op0) == UDIV)
	 && CONST_INT_P (XEXP (*op0, 1)))
    {
      /* X >> K < M  <=>  X < M << K, and X / D < M  <=>  X < M * D, when
	 the product does not wrap.  */
      unsigned HOST_WIDE_INT m = UINTVAL (*op1) & mask;
      unsigned HOST_WIDE_INT d = UINTVAL (XEXP (*op0, 1)) & mask;
      if (GET_CODE (*op0) == LSHIFTRT)
	{
	  if (d >= (unsigned) GET_MODE_PRECISION (mode)
	      || d >= HOST_BITS_PER_WIDE_INT)
	    return;
	  d = HOST_WIDE_INT_1U << d;
	}
      if (d == 0 || (m != 0 && d > mask / m))
	return;
      *op1 = gen_int_mode (m * d, mode);
      *op0 = XEXP (*op0, 0);
    }
}

void
sms_emit_jump_if (rtx op0, rtx op1, rtx_code code, bool unsignedp,
		  machine_mode mode, rtx_code_label *label)
{
  do_compare_rtx_and_jump (op0, op1, code, unsignedp, mode, NULL_RTX, NULL,
			   label, profile_probability::uninitialized ());
  rtx_insn *jump = get_last_insn ();
  JUMP_LABEL (jump) = label;
  LABEL_NUSES (label)++;
}

edge
sms_make_branch_edge (basic_block from, basic_block to, int percent)
{
  edge stay = single_succ_edge (from);
  edge e = make_edge (from, to, stay->flags & EDGE_IRREDUCIBLE_LOOP);
  e->probability
    = profile_probability::guessed_always ().apply_scale (percent, 100);
  stay->probability = e->probability.invert ();
  /* Each use branches from a guard or prologue block past a loop that
     only exits into TO, so the edge can move TO's immediate dominator
     alone; the proofs of later loops' guards read dominators.  */
  if (dom_info_available_p (CDI_DOMINATORS))
    set_immediate_dominator (CDI_DOMINATORS, to,
			     recompute_dominator (CDI_DOMINATORS, to));
  return e;
}

/* Whether the compare and branch of test T can be emitted in one block:
   exactly one conditional jump, at the end, and insns the target has.
   The comparison is tested reversed when REVERSED.  */

static bool
sms_test_jump_ok (const sms_guard_test &t, bool reversed)
{
  /* A label of its own for a jump that is never emitted: gen_label_rtx
     would take a label number, and every later local label of the file
     (.L<n>) would be numbered differently when the loop is not
     pipelined after all.  */
  rtx_code_label *label
    = as_a<rtx_code_label *> (gen_rtx_CODE_LABEL (VOIDmode, NULL_RTX,
						   NULL_RTX, NULL,
						   max_label_num (), NULL));
  start_sequence ();
  do_compare_rtx_and_jump (t.op0, t.op1,
			   reversed ? reverse_condition (t.code) : t.code, 0,
			   t.mode, NULL_RTX, NULL, label,
			   profile_probability::uninitialized ());
  rtx_insn *seq = get_insns ();
  end_sequence ();
  rtx_insn *last = NULL;
  for (rtx_insn *insn = seq; insn; insn = NEXT_INSN (insn))
    {
      if (LABEL_P (insn) || BARRIER_P (insn)
	  || (INSN_P (insn) && recog_memoized (insn) < 0)
	  || (JUMP_P (insn) && (NEXT_INSN (insn) || !any_condjump_p (insn))))
	return false;
      last = insn;
    }
  return last && JUMP_P (last);
}
/* Forget the values remembered since the memo had N entries: their insns
   were dropped.  */

static void
sms_memo_truncate (sms_guard_builder *b, unsigned n)
{
  b->memo_expr.truncate (n);
  b->memo_value.truncate (n);
}

/* Whether CODE (OP0, OP1) compared in MODE folds to a constant; then it
   is recorded in B (the original loop always runs when it holds).  */

static bool
sms_decided_test_p (sms_guard_builder *b, rtx_code code,
		    machine_mode mode, rtx op0, rtx op1)
{
  rtx folded = simplify_const_relational_operation (code, mode, op0, op1);
  if (!folded)
    return false;
  b->always |= folded != const0_rtx;
  return true;
}

/* Add to B's guard the test CODE (OP0, OP1) in IMODE computed at run
   time, after the insns PRE.  False when it cannot be computed.  */

static bool
sms_add_computed_test (sms_guard_builder *b, rtx_code code, rtx op0,
		       rtx op1, scalar_int_mode imode, rtx_insn *pre)
{
  unsigned memo_len = b->memo_expr.length ();
  start_sequence ();
  if (pre)
    emit_insn (pre);
  op0 = sms_guard_value (b, op0);
  op1 = op0 ? sms_guard_value (b, op1) : NULL_RTX;
  rtx_insn *insns = get_insns ();
  end_sequence ();
  if (!op1)
    {
      sms_memo_truncate (b, memo_len);
      return false;
    }
  if (CONSTANT_P (op0) && !CONSTANT_P (op1))
    {
      std::swap (op0, op1);
      code = swap_condition (code);
    }
  if (sms_decided_test_p (b, code, imode, op0, op1))
    {
      sms_memo_truncate (b, memo_len);
      return true;
    }
  for (rtx_insn *insn = insns; insn; insn = NEXT_INSN (insn))
    if (JUMP_P (insn) || LABEL_P (insn) || BARRIER_P (insn)
	|| (NONJUMP_INSN_P (insn) && recog_memoized (insn) < 0))
      return false;

  sms_guard_test t = { code, op0, op1, imode, insns };
  /* The first test also chooses the version, reversed.  */
  if (!sms_test_jump_ok (t, false)
      || (b->guard->tests.is_empty () && !sms_test_jump_ok (t, true)))
    return false;
  b->guard->tests.safe_push (t);
  return true;
}

/* Add the test "the original loop runs when CODE (OP0, OP1)" to B's
   guard; PRE are insns that must run before the operands are computed.
   False when it cannot be computed.  */

static bool
sms_add_test (sms_guard_builder *b, rtx_code code, rtx op0, rtx op1,
	      rtx_insn *pre)
{
  machine_mode mode = GET_MODE (op0);
  if (mode == VOIDmode)
    mode = GET_MODE (op1);
  scalar_int_mode imode;
  if (mode == VOIDmode)
    return sms_decided_test_p (b, code, VOIDmode, op0, op1);
  if (!is_a<scalar_int_mode> (mode, &imode)
      || GET_MODE_SIZE (imode) > UNITS_PER_WORD)
    return false;

  /* Decided at compile time when the registers' entry values are
     known, symbol addresses included; otherwise computed from the
     registers, with only the integer constants folded in.  */
  rtx_code full_code = code;
  rtx full0 = sms_fold_known (b, op0, true);
  rtx full1 = sms_fold_known (b, op1, true);
  sms_simplify_test (&full_code, &full0, &full1, imode);
  if (sms_decided_test_p (b, full_code, imode, full0, full1))
    return true;
  op0 = sms_fold_known (b, op0, false);
  op1 = sms_fold_known (b, op1, false);
  sms_simplify_test (&code, &op0, &op1, imode);
  if (sms_decided_test_p (b, code, imode, op0, op1))
    return true;
  return sms_add_computed_test (b, code, op0, op1, imode, pre);
}

/* The SET of INSN's pattern that stores REG whole (a pattern may also
   set the flags, as x86 shifts that are also compares do), or NULL_RTX.  */

static rtx
sms_set_of_reg (rtx_insn *insn, rtx reg)
{
  rtx pat = PATTERN (insn);
  if (GET_CODE (pat) == SET)
    return rtx_equal_p (SET_DEST (pat), reg) ? pat : NULL_RTX;
  if (GET_CODE (pat) != PARALLEL)
    return NULL_RTX;
  rtx found = NULL_RTX;
  for (int i = 0; i < XVECLEN (pat, 0); i++)
    {
      rtx x = XVECEXP (pat, 0, i);
      if (GET_CODE (x) == SET && rtx_equal_p (SET_DEST (x), reg))
	{
	  if (found)
	    return NULL_RTX;
	  found = x;
	}
      else if (GET_CODE (x) != CLOBBER && GET_CODE (x) != SET)
	return NULL_RTX;
    }
  return found;
}

/* Whether registers A and B hold the same value just before USE, an
   insn of BB: the same register, or the last set of either before USE
   copies the other into it.  */

static bool
sms_same_value_p (rtx a, rtx b, basic_block bb, rtx_insn *use)
{
  if (rtx_equal_p (a, b))
    return true;
  if (!REG_P (a) || !REG_P (b))
    return false;
  rtx_insn *p = sms_last_set_before (&bb, use, a, b);
  rtx set = p ? single_set (p) : NULL_RTX;
  return (set
	  && ((rtx_equal_p (SET_DEST (set), a)
	       && rtx_equal_p (SET_SRC (set), b))
	      || (rtx_equal_p (SET_DEST (set), b)
		  && rtx_equal_p (SET_SRC (set), a))));
}

static int sms_known_zero_low_bits (rtx, basic_block, rtx_insn *, int);

/* The only insn that sets pseudo REG, when its block strictly dominates
   BB (*DEF_BB becomes that block), or NULL.  Every value REG ever holds
   then comes from that insn, and BB is reached through it: what holds of
   its result there holds in BB.  For a value computed before a join the
   walk back along single predecessors does not reach (an end pointer
   computed above the test of an enclosing condition).  The def-use
   chains must be current: no rescan deferred.  */

static rtx_insn *
sms_dominating_single_def (rtx reg, basic_block bb, basic_block *def_bb)
{
  unsigned int regno = REGNO (reg);
  if (regno < FIRST_PSEUDO_REGISTER || regno >= DF_REG_SIZE (df)
      || (df->changeable_flags & (DF_DEFER_INSN_RESCAN | DF_NO_INSN_RESCAN))
      || !dom_info_available_p (CDI_DOMINATORS)
      || DF_REG_DEF_COUNT (regno) != 1)
    return NULL;
  df_ref def = DF_REG_DEF_CHAIN (regno);
  if (DF_REF_IS_ARTIFICIAL (def)
      || (DF_REF_FLAGS (def) & (DF_REF_CONDITIONAL | DF_REF_PARTIAL)))
    return NULL;
  rtx_insn *insn = DF_REF_INSN (def);
  basic_block b = BLOCK_FOR_INSN (insn);
  if (!b || b == bb || !dominated_by_p (CDI_DOMINATORS, bb, b))
    return NULL;
  *def_bb = b;
  return insn;
}

/* For the distance END - START read by USE (an insn of BB, or the end of
   BB when NULL), with registers END and START: when the set of END that
   reaches USE along blocks with one predecessor is END = R + X (or
   X + R), START is not set between it and USE, and R holds the value of
   START there, so that it cancels, the low bits known to be zero in X
   (DEPTH more levels); else 0.  A pointer loop's end is its start plus
   the count scaled by the element size.  */

static int
sms_distance_zero_low_bits (rtx end, rtx start, basic_block bb,
			    rtx_insn *use, int depth)
{
  rtx_insn *p = sms_last_set_before (&bb, use, end, start);
  rtx set = p ? sms_set_of_reg (p, end) : NULL_RTX;
  if (!set
      || GET_CODE (SET_SRC (set)) != PLUS || reg_set_p (start, p))
    return 0;
  rtx a = XEXP (SET_SRC (set), 0), b = XEXP (SET_SRC (set), 1);
  if (sms_same_value_p (a, start, bb, p))
    return sms_known_zero_low_bits (b, bb, p, depth);
  if (sms_same_value_p (b, start, bb, p))
    return sms_known_zero_low_bits (a, bb, p, depth);
  return 0;
}

/* How many low bits of X, an integer expression of registers read by
   USE (an insn of BB, or the end of BB when NULL), are known to be zero:
   through shifts, multiplications, sums and extensions, and the set of a
   pseudo that reaches USE along blocks with one predecessor (DEPTH more
   levels; a local walk, as the function may have many loops).
   The iteration count analysis assumes that the distance a pointer walks
   is a multiple of its step; that distance is often a count shifted
   left, and then the assumption always holds.  */

static int
sms_known_zero_low_bits (rtx x, basic_block bb, rtx_insn *use, int depth)
{
  int bits = HOST_BITS_PER_WIDE_INT;
  switch (GET_CODE (x))
    {
    case CONST_INT:
      return INTVAL (x) ? ctz_hwi (INTVAL (x)) : bits;
    case REG:
      {
	if (depth <= 0 || REGNO (x) < FIRST_PSEUDO_REGISTER)
	  return 0;
	basic_block def_bb = bb;
	rtx_insn *def = sms_last_set_before (&def_bb, use, x, NULL_RTX);
	if (!def)
	  def = sms_dominating_single_def (x, bb, &def_bb);
	rtx set = def ? sms_set_of_reg (def, x) : NULL_RTX;
	if (!set)
	  return 0;
	return sms_known_zero_low_bits (SET_SRC (set), def_bb, def, depth - 1);
      }
    case ASHIFT:
      if (!CONST_INT_P (XEXP (x, 1)) || INTVAL (XEXP (x, 1)) < 0)
	return 0;
      return MIN (sms_known_zero_low_bits (XEXP (x, 0), bb, use, depth)
		    + INTVAL (XEXP (x, 1)),
		  bits);
    case MULT:
      return MIN (sms_known_zero_low_bits (XEXP (x, 0), bb, use, depth)
		    + sms_known_zero_low_bits (XEXP (x, 1), bb, use, depth),
		  bits);
    case MINUS:
      if (depth > 0 && REG_P (XEXP (x, 0)) && REG_P (XEXP (x, 1)))
	{
	  int d = sms_distance_zero_low_bits (XEXP (x, 0), XEXP (x, 1), bb,
					      use, depth - 1);
	  if (d)
	    return d;
	}
      /* Fall through.  */
    case PLUS:
      return MIN (sms_known_zero_low_bits (XEXP (x, 0), bb, use, depth),
		  sms_known_zero_low_bits (XEXP (x, 1), bb, use, depth));
    case AND:
      return MAX (sms_known_zero_low_bits (XEXP (x, 0), bb, use, depth),
		  sms_known_zero_low_bits (XEXP (x, 1), bb, use, depth));
    case NEG:
    case SIGN_EXTEND:
    case ZERO_EXTEND:
      return sms_known_zero_low_bits (XEXP (x, 0), bb, use, depth);
    case SUBREG:
      if (!subreg_lowpart_p (x))
	return 0;
      return sms_known_zero_low_bits (SUBREG_REG (x), bb, use, depth);
    default:
      return 0;
    }
}

/* Whether the test "CODE (OP0, OP1)" can never hold for LP because it
   asks whether low bits known to be zero are not: NE ((and X M), 0) with
   the bits of the constant M zero in X.  */

static bool
sms_low_bits_test_never_p (const sms_loop &lp, rtx_code code, rtx op0,
			   rtx op1)
{
  if (code != NE || op1 != const0_rtx || GET_CODE (op0) != AND
      || !CONST_INT_P (XEXP (op0, 1)) || INTVAL (XEXP (op0, 1)) <= 0)
    return false;
  unsigned HOST_WIDE_INT mask = INTVAL (XEXP (op0, 1));
  int zeros = sms_known_zero_low_bits (XEXP (op0, 0),
				       loop_preheader_edge (lp.loop)->src,
				       NULL, 3);
  return zeros >= HOST_BITS_PER_WIDE_INT
	 || (mask >> zeros) == 0;
}

/* Add the tests that run the original loop when COND, a condition of the
   iteration count analysis, holds (does not hold, when NEGATE).  An IOR of
   conditions becomes one test per condition.  */

static bool
sms_add_condition (sms_guard_builder *b, rtx cond, bool negate)
{
  rtx_code code = GET_CODE (cond);
  if (CONST_INT_P (cond))
    {
      b->always |= (cond != const0_rtx) != negate;
      return true;
    }
  if ((code == IOR && !negate) || (code == AND && negate))
    return (sms_add_condition (b, XEXP (cond, 0), negate)
	    && sms_add_condition (b, XEXP (cond, 1), negate));
  if (COMPARISON_P (cond))
    {
      if (GET_MODE_CLASS (GET_MODE (XEXP (cond, 0))) == MODE_CC)
	return false;
      rtx_code test = negate ? reverse_condition (code) : code;
      if (sms_low_bits_test_never_p (*b->lp, test, XEXP (cond, 0),
				     XEXP (cond, 1)))
	return true;
      return sms_add_test (b, test, XEXP (cond, 0), XEXP (cond, 1), NULL);
    }
  if (code == AND || code == IOR)
    {
      /* All of several conditions: their truth as a 0/1 value.  */
      start_sequence ();
      rtx v = sms_emit_condition (cond);
      if (v && negate)
	v = sms_force_operand (gen_rtx_XOR (word_mode, v, const1_rtx));
      rtx_insn *insns = get_insns ();
      end_sequence ();
      return v && sms_add_test (b, NE, v, const0_rtx, insns);
    }
  if (SCALAR_INT_MODE_P (GET_MODE (cond)))
    return sms_add_test (b, negate ? EQ : NE, cond, const0_rtx, NULL);
  return false;
}

/* Add the tests for each condition of LIST.  */

static bool
sms_add_list (sms_guard_builder *b, rtx list, bool negate)
{
  for (rtx l = list; l; l = XEXP (l, 1))
    if (!sms_add_condition (b, sms_fold_known (b, XEXP (l, 0), false),
			    negate))
      return false;
  return true;
}

bool
sms_build_guard (const sms_loop &lp, HOST_WIDE_INT min_latch,
		 sms_guard *guard, const char **why)
{
  const niter_desc *desc = lp.desc;
  guard->tests.truncate (0);
  guard->cond_bb = guard->pipelined_bb = guard->original_bb = NULL;
  guard->deferred_reg = NULL_RTX;
  guard->single_iteration_tests = false;
  guard->short_path = false;

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
    {
      guard->single_iteration_tests = true;
      return true;
    }

  sms_guard_builder b;
  b.lp = &lp;
  b.guard = guard;
  b.always = false;
  bool ok = sms_add_list (&b, desc->assumptions, true);
  unsigned assumption_tests = guard->tests.length ();
  ok = ok && sms_add_list (&b, desc->noloop_assumptions, false);
  unsigned before_infinite = guard->tests.length ();
  ok = ok && sms_add_list (&b, desc->infinite, false);
  guard->single_iteration_tests
    = (ok && !b.always && assumption_tests == 0
       && guard->tests.length () == before_infinite);
  if (ok && !desc->const_iter)
    ok = sms_add_test (&b, LTU, desc->niter_expr,
		       gen_int_mode (min_latch, desc->mode), NULL);
  if (ok && b.always)
    {
      *why = "too few iterations or never a computable count";
      return false;
    }
  if (!ok)
    {
      *why = "the runtime guard cannot be computed without branches";
      return false;
    }
  return true;
}

void
sms_dump_guard_tests (const sms_guard &guard)
{
  for (unsigned i = 0; i < guard.tests.length (); i++)
    {
      const sms_guard_test &t = guard.tests[i];
      fprintf (dump_file, "%s %s (", i ? " or" : "", GET_RTX_NAME (t.code));
      print_simple_rtl (dump_file, t.op0);
      fprintf (dump_file, ", ");
      print_simple_rtl (dump_file, t.op1);
      fprintf (dump_file, ")");
    }
}

void
sms_dump_guard (const sms_guard &guard)
{
  if (guard.tests.is_empty ())
    {
      fprintf (dump_file, "guard: none, the count is known to be enough\n");
      return;
    }
  fprintf (dump_file, "guard: run the original loop when");
  sms_dump_guard_tests (guard);
  fprintf (dump_file, ", computed by\n");
  for (const sms_guard_test &t : guard.tests)
    for (rtx_insn *insn = t.insns; insn; insn = NEXT_INSN (insn))
      dump_insn_slim (dump_file, insn);
}

bool
sms_can_version_p (const sms_loop &lp)
{
  /* The pass's trial asks in cfgrtl mode, whose hooks cannot answer;
     the cfglayout hooks' answer (no tablejump, no insn the target
     forbids copying) holds for the insns as they are.  */
  if (current_ir_type () == IR_RTL_CFGLAYOUT)
    return can_duplicate_loop_p (lp.loop);
  cfg_layout_rtl_register_cfg_hooks ();
  bool ok = can_duplicate_loop_p (lp.loop);
  rtl_register_cfg_hooks ();
  return ok;
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

bool
sms_version_loop (sms_loop &lp, sms_guard *guard, bool deferred)
{
  class loop *loop = lp.loop;
  rtx cond;
  if (deferred)
    {
      guard->deferred_reg = gen_reg_rtx (word_mode);
      cond = gen_rtx_EQ (VOIDmode, guard->deferred_reg, const0_rtx);
    }
  else
    {
      const sms_guard_test &t = guard->tests[0];
      cond = gen_rtx_fmt_ee (reverse_condition (t.code), VOIDmode, t.op0,
			     t.op1);
    }
  profile_probability prob
    = profile_probability::guessed_always ().apply_scale (80, 100);
  basic_block cond_bb = NULL;
  class loop *nloop = loop_version (loop, cond, &cond_bb, prob, prob.invert (),
				    prob, prob.invert (), true);
  if (!nloop)
    return false;
  guard->cond_bb = cond_bb;
  guard->pipelined_bb = loop_preheader_edge (loop)->src;
  guard->original_bb = loop_preheader_edge (nloop)->src;
  return true;
}

/* Put test T in a new block on the way from the guard to the pipelined
   version of GUARD: when T holds, it branches to the original
   version.  */

static void
sms_add_test_block (sms_guard *guard, const sms_guard_test &t)
{
  edge in = single_pred_edge (guard->pipelined_bb);
  basic_block bb = split_edge (in);
  rtx_code_label *label = block_label (guard->original_bb);
  start_sequence ();
  if (t.insns)
    emit_insn (t.insns);
  sms_emit_jump_if (t.op0, t.op1, t.code, false, t.mode, label);
  rtx_insn *seq = get_insns ();
  end_sequence ();
  /* expand may put one subreg of a value into two insns.  */
  unshare_all_rtl_in_chain (seq);
  emit_insn_after (seq, BB_END (bb));

  sms_make_branch_edge (bb, guard->original_bb, 10);
}

void
sms_finish_guard (sms_guard *guard, const sms_guard *final, bool never)
{
  unsigned first = 0;
  start_sequence ();
  if (guard->deferred_reg)
    emit_move_insn (guard->deferred_reg, never ? const1_rtx : const0_rtx);
  else
    {
      gcc_assert (!never && final == guard);
      if (guard->tests[0].insns)
	emit_insn (guard->tests[0].insns);
      first = 1;
    }
  rtx_insn *insns = get_insns ();
  end_sequence ();
  if (dump_file)
    {
      if (never)
	fprintf (dump_file, "guard: the original loop always runs\n");
      else
	sms_dump_guard (*final);
    }
  xopt_quiet_dump quiet;
  unshare_all_rtl_in_chain (insns);
  emit_insn_after (insns, bb_note (guard->cond_bb));
  if (never)
    return;
  for (unsigned i = first; i < final->tests.length (); i++)
    sms_add_test_block (guard, final->tests[i]);
}
