/* The iterations run before a kernel unrolled by modulo variable
   expansion (xopt_sms).

   A kernel unrolled K times runs K iterations' time slots per pass, and
   the renaming of sms-mve.cc expects the pipelined loop to run N' = S - 1
   (mod K) iterations.  The first R = (N - S + 1) mod K iterations of the
   loop run before it, as copies of the body in its original order (no
   exit test): the pipelined loop then starts in the state the original
   loop has after R iterations and runs N - R of them.  Its exit test
   compares the counter with the bound, so the peeled iterations need no
   change to it.  When R is a known constant the copies go straight
   before the prologue; otherwise R is computed from the iteration count
   at the loop entry and a chain of blocks runs the copies:

     T0: R = ...; if (R == 0) goto P
     B1: body;    if (R == 1) goto P
     ...
     B(K-1): body
     P:  (the preheader, where the prologue goes)

   The guard (sms-codegen.cc) asks for N >= S + 2K - 2, so that at least
   S + K - 1 iterations are left: a whole kernel pass.  */

#include "sms.h"
#include "cfgrtl.h"
#include "cfghooks.h"
#include "memmodel.h"
#include "emit-rtl.h"
#include "insn-config.h"
#include "recog.h"
#include "expmed.h"
#include "explow.h"
#include "expr.h"
#include "dojump.h"
#include "loop-unroll.h"
#include "print-rtl.h"

/* The number of iterations to peel, (N - STAGES + 1) mod FACTOR with
   N - 1 the latch executions of LP: a constant, or a word_mode register
   that insns emitted into the current sequence compute.  */

static rtx
sms_peel_count (const sms_loop &lp, int stages, int factor)
{
  const niter_desc *desc = lp.desc;
  scalar_int_mode mode = desc->mode;
  /* Known entry values fold it (a loop over a global array counted by a
     pointer: the count is a difference of addresses).  */
  rtx niter = sms_fold_entry_values (lp, copy_rtx (desc->niter_expr));
  rtx count = simplify_gen_binary (PLUS, mode, niter,
				   gen_int_mode (2 - stages, mode));
  rtx r = simplify_gen_binary (AND, mode, count,
			       gen_int_mode (factor - 1, mode));
  if (CONST_INT_P (r))
    return r;
  r = force_operand (r, NULL_RTX);
  if (mode != word_mode)
    r = convert_to_mode (word_mode, r, 1);
  return force_reg (word_mode, r);
}

/* Emit a copy of one iteration of LP's body, in its order and without
   the exit test, into the current sequence.  */

static void
sms_emit_body_copy (const sms_loop &lp, copy_bb_data *id)
{
  rtx_insn *insn;
  FOR_BB_INSNS (lp.bb, insn)
    if (NONDEBUG_INSN_P (insn) && insn != lp.branch
	&& insn != lp.compare_insn)
      duplicate_insn_chain (insn, insn, lp.loop, id);
}

/* A new block with INSNS on LP's preheader edge; it becomes the
   preheader.  */

static basic_block
sms_peel_block (sms_loop &lp, rtx_insn *insns)
{
  basic_block bb = split_edge (loop_preheader_edge (lp.loop));
  if (insns)
    {
      unshare_all_rtl_in_chain (insns);
      emit_insn_after (insns, BB_END (bb));
    }
  return bb;
}

/* End block FROM with a jump to block TO when R == K.  */

static void
sms_peel_exit (basic_block from, basic_block to, rtx r, int k)
{
  rtx_code_label *label = block_label (to);
  start_sequence ();
  sms_emit_jump_if (r, GEN_INT (k), EQ, true, word_mode, label);
  rtx_insn *seq = get_insns ();
  end_sequence ();
  emit_insn_after (seq, BB_END (from));

  sms_make_branch_edge (from, to, 50);
}

void
sms_mve_peel (sms_loop &lp, int stages, int factor)
{
  copy_bb_data id;
  start_sequence ();
  rtx r = sms_peel_count (lp, stages, factor);
  if (CONST_INT_P (r))
    for (HOST_WIDE_INT k = 0; k < INTVAL (r); k++)
      sms_emit_body_copy (lp, &id);
  rtx_insn *insns = get_insns ();
  end_sequence ();
  if (dump_file)
    {
      fprintf (dump_file, "modulo variable expansion: iterations peeled "
	       "before the prologue: ");
      print_simple_rtl (dump_file, r);
      fprintf (dump_file, "\n");
    }
  if (CONST_INT_P (r))
    {
      if (insns)
	sms_peel_block (lp, insns);
      return;
    }

  auto_vec<basic_block> tests;
  tests.safe_push (sms_peel_block (lp, insns));
  for (int k = 1; k < factor; k++)
    {
      start_sequence ();
      sms_emit_body_copy (lp, &id);
      insns = get_insns ();
      end_sequence ();
      basic_block bb = sms_peel_block (lp, insns);
      if (k + 1 < factor)
	tests.safe_push (bb);
    }
  basic_block preheader = sms_peel_block (lp, NULL);
  for (unsigned k = 0; k < tests.length (); k++)
    sms_peel_exit (tests[k], preheader, r, k);
}
