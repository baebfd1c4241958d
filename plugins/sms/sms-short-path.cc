/* The short path of a two-stage pipelined loop: a single iteration runs
   the prologue and then the epilogue, past the kernel, so that the loop
   needs no original copy for the counts the kernel cannot run (no
   versioning).  sms-codegen.cc decides it with sms_short_path_form_p and
   sms_build_short_guard, and emits it with sms_emit_test_operands and
   sms_emit_short_path; the guard's tests come from sms-version.cc.  */

#include "sms.h"
#include "cfgrtl.h"
#include "cfghooks.h"
#include "memmodel.h"
#include "emit-rtl.h"
#include "expmed.h"
#include "explow.h"
#include "expr.h"

/* Whether a single iteration of LP can run the prologue of S and then
   its epilogue, skipping the kernel, while the kernel runs from two
   iterations on: then no original copy of the loop is needed for the
   counts the pipelined loop cannot run.  With two stages the prologue
   (stage 0 of iteration 0) followed by the epilogue (stage 1 of iteration
   N - 1) is the whole of iteration 0 in the schedule's order.  Not with
   register moves or an unrolled kernel, whose copies read registers the
   kernel sets, nor for a do-loop, whose counter starts ahead.  The
   kernel is right from two iterations on when its exit test needs no
   adjusted bound (the compare in stage 0) or is an equality, exact
   modulo 2^w for any count; an ordered test needs S + 1 iterations
   (the top of sms-codegen.cc).  A min-trip above 2 asks for the original
   loop below it.  */

bool
sms_short_path_form_p (const sms_loop &lp, const sms_schedule &s,
		       int stages, int compare_stage)
{
  if (stages != 2 || s.moves || s.mve > 1 || lp.doloop_p || sms_min_trip > 2)
    return false;
  rtx_code code = GET_CODE (XEXP (SET_SRC (pc_set (lp.branch)), 0));
  return compare_stage == 0 || code == EQ || code == NE;
}

/* Whether the operands of test T can be copied into new pseudos before
   the prologue, which may change the registers they are made of.  */

static bool
sms_copyable_test_p (const sms_guard_test &t)
{
  for (rtx op : { t.op0, t.op1 })
    if (!CONSTANT_P (op) && !REG_P (op) && !SUBREG_P (op))
      return false;
  return true;
}

/* GUARD for the short path of LP (sms_short_path_form_p): the pipelined
   loop needs one latch execution, and every test of the guard must say
   that the loop runs once; they then choose the short path.  False
   (GUARD to be built again) otherwise.  */

bool
sms_build_short_guard (const sms_loop &lp, sms_guard *guard)
{
  const char *why;
  if (!sms_build_guard (lp, 1, guard, &why)
      || !guard->single_iteration_tests)
    return false;
  for (const sms_guard_test &t : guard->tests)
    if (!sms_copyable_test_p (t))
      return false;
  guard->short_path = !guard->tests.is_empty ();
  return true;
}

/* Emit the operands of test T, computed into new pseudos, and return
   T with them; the insns go into the current sequence.  */

sms_guard_test
sms_emit_test_operands (const sms_guard_test &t)
{
  if (t.insns)
    emit_insn (t.insns);
  sms_guard_test copy = t;
  copy.insns = NULL;
  for (rtx *op : { &copy.op0, &copy.op1 })
    if (!CONSTANT_P (*op))
      {
	rtx reg = gen_reg_rtx (GET_MODE (*op));
	emit_move_insn (reg, copy_rtx (*op));
	*op = reg;
      }
  return copy;
}

/* The short path (sms_short_path_form_p): after PROLOGUE_BB, a chain
   of blocks, each branching to EPILOGUE_BB when its test of TESTS holds
   (a single iteration), and a new preheader block on the way to the
   kernel.  */

void
sms_emit_short_path (basic_block prologue_bb, basic_block epilogue_bb,
		     const vec<sms_guard_test> &tests)
{
  basic_block bb = prologue_bb;
  rtx_code_label *label = block_label (epilogue_bb);
  for (const sms_guard_test &t : tests)
    {
      basic_block next = split_edge (single_succ_edge (bb));
      start_sequence ();
      sms_emit_jump_if (t.op0, t.op1, t.code, false, t.mode, label);
      rtx_insn *seq = get_insns ();
      end_sequence ();
      unshare_all_rtl_in_chain (seq);
      emit_insn_after (seq, BB_END (bb));
      sms_make_branch_edge (bb, epilogue_bb, 10);
      bb = next;
    }
}
