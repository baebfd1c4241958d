/* Swing modulo scheduling (Llosa et al.) for counted loops whose counter is
   any arithmetic progression.  Declarations shared by the phases:

     sms-pass.cc      the RTL pass and its option table
     sms-options.cc   the options as the phases read them
     sms-loop.cc      recognising the loop form (counter, step, bound)
     sms-latch.cc     moving register copies out of a latch block
     sms-ddg.cc       the dependence graph, with flags-register edges
     sms-schedule.cc  the modulo scheduler (sms_scheduler, one file a
                      phase: see sms-scheduler.h) on the leaf layer of
                      sms-sched.h (DFA, reservation table, flags rules,
                      graph helpers, the order within kernel rows)
     sms-regmoves.cc  register moves for values live longer than II
     sms-profit.cc    register copies two-address insns cost the kernel
     sms-codegen.cc   kernel, prologue, epilogue, the adjusted bound
     sms-version.cc   runtime guard and loop versioning
     sms-short-path.cc  a single iteration past the kernel (no versioning)
     sms-dot.cc       Graphviz output of the graph and the schedule
     sms-align.cc     aligning the kernels to fit a fetch window  */

#ifndef XOPT_SMS_H
#define XOPT_SMS_H

#include "xopt-common.h"
#include "rtl.h"
#include "df.h"
#include "cfgloop.h"
#include "ddg.h"

/* Options, see sms-pass.cc (the table) and sms-options.cc.  */
enum sms_form_choice
{
  SMS_FORMS_ALL,
  SMS_FORMS_DOLOOP,
  SMS_FORMS_PROGRESSION
};
extern int sms_forms;
enum sms_model_choice
{
  SMS_MODEL_AUTO,
  SMS_MODEL_IN_ORDER,
  SMS_MODEL_OUT_OF_ORDER
};
extern int sms_model;
/* Whether the profitability rules of an out-of-order processor apply
   (sms-options.cc).  */
bool sms_out_of_order_p (void);
extern int sms_max_ii_factor;
extern int sms_allow_regmoves;
enum sms_regmoves_keep_choice
{
  SMS_REGMOVES_KEEP_BEST,
  SMS_REGMOVES_KEEP_MOVES
};
extern int sms_regmoves_keep;
extern int sms_min_trip;
extern int sms_mve;
extern const char *sms_dot_file;
extern int sms_align_kernel;

/* The options the scheduler follows for one loop (sms-scheduler.h).  */
struct sms_sched_options
{
  /* MaxII = MAX_II_FACTOR * MII.  */
  int max_ii_factor;
  /* Register moves may carry values longer than II: an II is taken only
     when the moves its schedule needs fit (sms-regmoves.cc).  */
  bool regmoves;
  /* The rules of an out-of-order processor: no kernel with more
     register copies for two-address insns than the body.  */
  bool out_of_order;
  /* Modulo variable expansion (sms-mve.cc): values may live longer than
     II when unrolling the kernel at most SMS_MVE_MAX_FACTOR times gives
     each its own registers; the graph is the one of register moves.  */
  bool mve;
  /* When positive, only IIs below it are tried.  */
  int ii_limit;
};

/* The most kernel copies modulo variable expansion makes, and the most
   insns the unrolled kernel may have.  */
#define SMS_MVE_MAX_FACTOR 4
#define SMS_MVE_MAX_KERNEL_INSNS 64

/* sms-options.cc: the scheduler options of the plugin's arguments, with
   register moves as ALLOW_MOVES says (the pass schedules a loop with and
   without them).  */
sms_sched_options sms_current_options (bool allow_moves);

/* The description of the plugin's RTL pass NAME.  */
inline pass_data
sms_rtl_pass_data (const char *name, unsigned int todo_flags_finish)
{
  pass_data data = { RTL_PASS, name, OPTGROUP_LOOP, TV_NONE, 0, 0, 0, 0,
		     todo_flags_finish };
  return data;
}

/* An RTL pass of the plugin, described by sms_rtl_pass_data.  */
class sms_rtl_pass : public rtl_opt_pass
{
protected:
  sms_rtl_pass (const char *name, unsigned int todo_flags_finish,
		gcc::context *ctxt)
    : rtl_opt_pass (sms_rtl_pass_data (name, todo_flags_finish), ctxt)
  {
  }
};

/* The passes that align the kernels late (sms-align.cc).  */
void sms_register_kernel_alignment (void);

/* A loop the pass may pipeline, as sms-loop.cc recognised it.  */
struct sms_loop
{
  class loop *loop;
  /* The single block of the body; it ends with BRANCH.  */
  basic_block bb;
  /* The only insn that writes COUNTER: COUNTER = COUNTER + STEP.  */
  rtx_insn *step_insn;
  rtx counter;
  HOST_WIDE_INT step;
  /* The insn that compares COUNTER with FIN and sets the flags register,
     or BRANCH itself when the jump compares directly.  */
  rtx_insn *compare_insn;
  /* The closing conditional jump.  */
  rtx_insn *branch;
  /* The loop-invariant bound: a CONST_INT or a register.  */
  rtx fin;
  /* The iteration count analysis (get_simple_loop_desc).  */
  class niter_desc *desc;
  /* True for GCC's do-loop form (doloop_end pattern).  */
  bool doloop_p;
  /* For a counter that is a progression modulo 2^8 or 2^16 (the add is
     followed by a zero-extension of its low part: unsigned char and
     short counters on ARM), the narrow mode; else VOIDmode.  The loop is
     then tested for equality only.  */
  machine_mode narrow_mode;
};

/* One kernel entry: an insn of the body, or a register move that
   sms-regmoves.cc created (not yet in the insn stream), at an absolute
   cycle.  Stage = CYCLE / II, row = CYCLE % II.  */
struct sms_slot
{
  rtx_insn *insn;
  int cycle;
};

/* A modulo schedule of one loop body.  */
struct sms_schedule
{
  int ii;
  int mii;
  int res_mii;
  int rec_mii;
  int max_ii;
  int stages;
  /* Cycles of the list-scheduled body under the same pipeline model.  */
  int list_length;
  /* Every kernel entry, in the order the kernel must emit them: by row,
     and within a row in an order that respects the dependences.  Cycles
     are normalised so that the closing branch is in the last row
     (cycle % II == II - 1) and the smallest cycle is in [0, II): stage 0
     is never empty, but its first rows may be when the branch's row fixes
     where the kernel starts.  A register move's insn (sms-regmoves.cc) is
     a fresh insn (make_insn_raw) in no insn chain: emit copies of its
     PATTERN.  */
  auto_vec<sms_slot> slots;
  /* The swing order of the DDG nodes, by cuid, for the dump.  */
  auto_vec<int> order;
  /* Whether the schedule is of the graph that lets register moves carry
     values past II (sms_build_ddg with MOVES): code generation then
     plans the moves and always versions the loop.  */
  bool moves = false;
  /* The number of kernel copies of modulo variable expansion
     (sms-mve.cc): a power of two, 1 when the kernel is not unrolled.  */
  int mve = 1;
  /* When above MII, the II the search starts at: the II the pass's trial
     found, so that its second run does not repeat the IIs that failed
     (the search is deterministic).  */
  int first_ii;
  /* The cycle of the slot of INSN, or -1 when it has none.  */
  int cycle_of (rtx_insn *insn) const
  {
    for (const sms_slot &slot : slots)
      if (slot.insn == insn)
	return slot.cycle;
    return -1;
  }
};

/* sms-ddg.cc: set up and tear down the scheduler's dependence analysis
   for the whole function, around the loops the pass visits.

   The caller must have the function in cfglayout mode with the loop
   structure (loop_optimizer_init with LOOPS_HAVE_PREHEADERS
   | LOOPS_HAVE_RECORDED_EXITS) and df initialised, as modulo-sched.cc's
   sms_schedule has them.  sms_sched_init does the rest: the issue rate,
   its own haifa/sched_deps infos, haifa_sched_init (luids, per-insn data,
   dependence caches, alias analysis, the DFA) and df_analyze with the
   reaching-definition and du/ud chain problems.  The iteration count
   analysis (get_simple_loop_desc, iv_analysis_done) must run before:
   the graphs of all the loops are built on that one analysis, which is
   the costly part of a graph.  sms_build_ddg starts the scheduler data
   and the analysis afresh when the body has insns created after
   sms_sched_init.  The DFA state of the target stays valid until
   sms_sched_finish, so sms_plan_reg_moves needs it too.  */
void sms_sched_init (void);
void sms_sched_finish (void);

/* sms-dfa.cc: forget the numbered DFA states and the insns' DFA codes
   the reservation tables memoize (before insns change).  */
void sms_dfa_release (void);

/* sms-version.cc: emit, into the current sequence, a jump to LABEL taken
   when OP0 CODE OP1 holds (compared in MODE, unsigned when UNSIGNEDP),
   with its label recorded.  */
void sms_emit_jump_if (rtx op0, rtx op1, rtx_code code, bool unsignedp,
		       machine_mode mode, rtx_code_label *label);

/* sms-version.cc: the edge FROM -> TO of the jump just emitted at the end
   of FROM, taken PERCENT times in a hundred, with TO's dominator kept
   right.  */
edge sms_make_branch_edge (basic_block from, basic_block to, int percent);

/* sms-ddg.cc: the dependence graph of LP's body, including the
   flags-register edges, without the anti dependences register moves
   replace when MOVES, and without the dependences of the closing branch
   on the stores of its iteration when STORES_LATE (a store may then run
   in a stage after the branch's); NULL when it cannot be built.  */
ddg_ptr sms_build_ddg (const sms_loop &lp, bool moves, bool stores_late);

/* sms-ddg.cc: whether the closing branch of G depends on a store of its
   iteration (the dependence sms_build_ddg drops with STORES_LATE).  */
bool sms_branch_waits_for_stores_p (ddg_ptr g);

/* sms-schedule.cc: find a modulo schedule of G at II = MII, MII + 1, ...
   up to the MaxII bound under OPTS.  Returns false and sets *WHY when
   there is none, or when it does not beat the list schedule.  Changes no
   RTL.  */
bool sms_schedule_loop (ddg_ptr g, const sms_loop &lp,
			const sms_sched_options &opts, sms_schedule *s,
			const char **why);

/* sms-regmoves.cc: when MOVES (the schedule was made with register
   moves), create and place the moves the schedule needs (adding slots),
   before code generation; returns false and sets *WHY when they do not
   fit.  Changes the uses in the body's insns only when APPLY, and then
   all of them or none.  sms_schedule_loop already rejects an II whose
   moves do not fit.  */
bool sms_plan_reg_moves (ddg_ptr g, sms_schedule *s, bool apply, bool moves,
			 const char **why);

/* sms-schedule.cc: print G, the order and the kernel table (cycles by
   stages) of S to dump_file.  */
void sms_dump_schedule (ddg_ptr g, const sms_schedule &s);

/* sms-dot.cc: append G with the schedule S to the Graphviz file
   SMS_DOT_FILE.  */
void sms_write_dot (ddg_ptr g, const sms_schedule &s, const char *fn_name);

/* sms-mve.cc: modulo variable expansion by kernel unrolling.  The
   values of a schedule that live longer than II, the pseudos that
   rename them and the kernel copy count.  */
struct sms_mve_plan
{
  /* Kernel copies (S.mve) and stages of the schedule.  */
  int factor;
  int stages;
  int ii;
  /* Per slot of the schedule: its stage, and the position of its insn
     in the body (a read at or before the definition reads the previous
     iteration's value).  */
  auto_vec<int> stage;
  auto_vec<int> body_pos;
  /* Per value: its register, the slot that defines it, whether a slot
     reads it before its definition (the previous iteration's value),
     and FACTOR registers, the first being REG itself.  */
  auto_vec<rtx> reg;
  auto_vec<int> def_slot;
  auto_vec<bool> carried;
  auto_vec<rtx> copies;
};

/* sms-mve.cc: the number of kernel copies the values of S in BB need
   (before rounding to a power of two); 1 when none outlives II.  */
int sms_mve_need (basic_block bb, const sms_schedule &s);
/* sms-mve.cc: whether LP's form lets its kernel be unrolled: the exit
   test is an insn of its own, not a do-loop's.  */
bool sms_mve_form_p (const sms_loop &lp);
/* sms-mve.cc: plan the renaming of S (S.mve > 1) for LP into PLAN, with
   fresh pseudos; false with *WHY set when a renamed insn would not be
   recognised.  Changes no insn.  */
bool sms_mve_plan_values (const sms_loop &lp, const sms_schedule &s,
			  sms_mve_plan *plan, const char **why);
/* sms-mve.cc: rename the registers of INSN, the copy of slot SLOT that
   runs in time slot TIME of the pipelined loop (prologue slots 0 ..
   S - 2, kernel and epilogue counted modulo the factor from S - 1).  */
void sms_mve_rename (const sms_mve_plan &plan, rtx_insn *insn, int slot,
		     int time);
/* sms-mve.cc: emit the copies the first iteration's reads of the
   previous iteration's values need, before the prologue.  */
void sms_mve_emit_inits (const sms_mve_plan &plan);
/* sms-mve-peel.cc: before LP's pipelined loop of STAGES stages with
   its kernel unrolled FACTOR times, run the first (N - STAGES + 1) mod
   FACTOR iterations of the body, so that the kernel runs a whole number
   of times; the loop must run at least STAGES + 2 * FACTOR - 2
   iterations.  */
void sms_mve_peel (sms_loop &lp, int stages, int factor);

/* sms-latch.cc: when LOOP's latch holds only register copies that can
   run before the closing branch of its header, move them there, leaving
   the latch empty, and record the move in *MOVE; returns whether it did.
   sms_unmerge_latch_copies puts the insns back where they were;
   sms_commit_latch_copies drops their death notes once the move stays.  */
struct sms_latch_move
{
  rtx_insn *first;
  rtx_insn *last;
  rtx_insn *after;
};
bool sms_merge_latch_copies (class loop *loop, sms_latch_move *move);
void sms_unmerge_latch_copies (const sms_latch_move &move);
void sms_commit_latch_copies (const sms_latch_move &move);

/* sms-loop.cc: recognise LOOP; returns false and sets *WHY when it is not
   of a form the pass takes.  */
bool sms_analyze_loop (class loop *loop, sms_loop *lp, const char **why);

/* sms-codegen.cc: whether the checks of code generation that leave the
   insn stream as it is accept S for LP (the pass's trial asks before
   anything changes); false with *WHY set when not.  */
bool sms_emission_possible_p (const sms_loop &lp, const sms_schedule &s,
			      const char **why);

/* sms-version.cc / sms-codegen.cc: emit the guarded pipelined loop.  */
bool sms_emit_pipelined_loop (sms_loop &lp, ddg_ptr g, sms_schedule &s,
			      const char **why);

/* sms-version.cc: one test of the runtime guard: the original loop runs
   when CODE (OP0, OP1) holds, the operands compared in MODE.  INSNS
   compute the operands (NULL when they are registers or constants); they
   may use values the insns of earlier tests computed.  */
struct sms_guard_test
{
  rtx_code code;
  rtx op0;
  rtx op1;
  machine_mode mode;
  rtx_insn *insns;
};

/* sms-version.cc: the runtime guard of a pipelined loop, its tests in the
   order they run (none when the analysis proved the count large enough),
   and the blocks of the versioning once it is done.  */
struct sms_guard
{
  auto_vec<sms_guard_test> tests;
  /* Set by sms_version_loop: the block that chooses the version, the
     preheaders of the pipelined and of the original version, and, when
     the tests are only known later (register moves), the register the
     versioning condition tests.  */
  basic_block cond_bb;
  basic_block pipelined_bb;
  basic_block original_bb;
  rtx deferred_reg;
  /* Set by sms_build_guard: whether every test says that the loop runs
     once or too few times (a "loop exits at once" condition, the count),
     none that the count is unknown (every assumption of the count
     analysis and every "infinite" condition was decided).  */
  bool single_iteration_tests;
  /* Set by code generation: the tests of the guard send a single
     iteration past the kernel (prologue, then epilogue) instead of to an
     original copy of the loop; no versioning.  */
  bool short_path;
};

/* sms-version.cc: the runtime guard of LP for a pipelined loop that needs
   at least MIN_LATCH latch executions, into GUARD.  Returns false with
   *WHY set when the guard cannot be built or never lets the pipelined
   loop run.  Changes no RTL.  */
bool sms_build_guard (const sms_loop &lp, HOST_WIDE_INT min_latch,
		      sms_guard *guard, const char **why);
void sms_dump_guard (const sms_guard &guard);
/* sms-version.cc: the tests of GUARD, " CODE (OP0, OP1) or ...", to the
   dump file.  */
void sms_dump_guard_tests (const sms_guard &guard);

/* sms-short-path.cc: whether a single iteration of LP may skip the kernel
   of S (STAGES stages, the exit compare in COMPARE_STAGE); GUARD for
   that, false when its tests do not all say "one iteration"; the
   operands of a test copied into new pseudos (insns into the current
   sequence); the branches from PROLOGUE_BB to EPILOGUE_BB.  */
bool sms_short_path_form_p (const sms_loop &lp, const sms_schedule &s,
			    int stages, int compare_stage);
bool sms_build_short_guard (const sms_loop &lp, sms_guard *guard);
sms_guard_test sms_emit_test_operands (const sms_guard_test &t);
void sms_emit_short_path (basic_block prologue_bb, basic_block epilogue_bb,
			  const vec<sms_guard_test> &tests);
/* sms-version.cc: X, an expression of LP's registers at the loop entry,
   with those whose value there is a known constant (an integer or a
   symbol's address) replaced, simplified.  */
rtx sms_fold_entry_values (const sms_loop &lp, rtx x);
bool sms_can_version_p (const sms_loop &lp);
/* sms-version.cc: give LP's loop the shape loop_version needs.  */
void sms_canonicalize_loop (sms_loop &lp);
/* sms-version.cc: version LP's loop on the first test of GUARD (on a
   register sms_finish_guard sets when DEFERRED); LP's loop becomes the
   pipelined version.  False on failure.  */
bool sms_version_loop (sms_loop &lp, sms_guard *guard, bool deferred);
/* sms-version.cc: put the tests of FINAL (GUARD itself unless the
   versioning was DEFERRED) into the blocks before the two versions; when
   NEVER, only the original version runs.  */
void sms_finish_guard (sms_guard *guard, const sms_guard *final, bool never);

#endif /* XOPT_SMS_H */
