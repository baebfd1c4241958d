/* The xopt_sms RTL pass, its options and plugin_init.

   The pass runs just before "sched1", on the insn stream GCC's own SMS
   pass would see, but it does not depend on -fmodulo-sched: it takes any
   counted loop that sms-loop.cc recognises, not only do-loops.  It works
   in three phases, like modulo-sched.cc:

     1. analyse every innermost loop (iv analysis, get_simple_loop_desc);
     2. with the scheduler's dependence analysis set up, build the
	dependence graph of each candidate and find its modulo schedule;
     3. emit the pipelined loops (sms-codegen.cc, sms-version.cc).

   Phase 1 must finish before phase 2 because the iv analysis and the
   scheduler's dependence analysis ask the df framework for different
   problems; phase 3 comes last because it changes the CFG, which the
   graphs of the remaining loops must not see half-way.

   A function where no loop is pipelined must come out exactly as without
   the plugin, and the set-up of phase 3 (cfglayout mode, preheaders, one
   latch per loop) changes the code of the whole function.  So phases 1
   and 2 first run as a trial on the function as it is: the loops are
   found without changing the CFG, only loops with one entry edge are
   analysed (the iv analysis reads their initial values along it, as it
   would through a preheader), and latch copies moved for the analysis
   are put back.  Only when the trial chooses a loop does the pass do the
   set-up and run the three phases again, for the chosen loops.  */

#include "sms.h"
#include "cfgrtl.h"
#include "cfgbuild.h"
#include "memmodel.h"
#include "emit-rtl.h"
#include "regs.h"

static struct xopt_option sms_options[] = {
  XOPT_OPTION_ENUM ("forms", sms_forms, "all|doloop|progression",
		    "loop forms to take: all, only do-loops (one insn updates "
		    "and tests the counter), or only the other progressions"),
  XOPT_OPTION_ENUM ("model", sms_model, "auto|in-order|out-of-order",
		    "profitability model: in-order (the kernel must beat "
		    "the list schedule), out-of-order (also no more register "
		    "copies than the loop); auto is out-of-order on x86 "
		    "and in-order elsewhere"),
  XOPT_OPTION_INT ("max-ii-factor", sms_max_ii_factor, 1, 16,
		   "MaxII = max (factor * MII, critical path length)"),
  XOPT_OPTION_FLAG ("regmoves", sms_allow_regmoves,
		    "allow register moves for values live longer than II "
		    "(like -fmodulo-sched-allow-regmoves)"),
  /* With regmoves: keep the better of the schedules with and without
     moves (lower II, no moves on a tie), or always the one with moves,
     which the tests of the moves' code generation need.  */
  XOPT_OPTION_ENUM ("regmoves-keep", sms_regmoves_keep, "best|moves",
		    XOPT_TEST_ONLY),
  XOPT_OPTION_FLAG ("mve", sms_mve,
		    "modulo variable expansion: unroll the kernel (up to 4 "
		    "times) so that values live longer than II get registers "
		    "of their own, where that lowers II"),
  XOPT_OPTION_INT ("min-trip", sms_min_trip, 1, 1000000,
		   "run the kernel only for at least this many iterations; "
		   "with 2 a two-stage loop run once takes its prologue and "
		   "epilogue, else the original loop runs below it"),
  XOPT_OPTION_FLAG ("align-kernel", sms_align_kernel,
		    "where the target aligns loops, align each kernel so that "
		    "it fits one fetch window of up to 64 bytes"),
  XOPT_OPTION_STRING ("dot", sms_dot_file,
		      "append the dependence graphs with their schedules to "
		      "this Graphviz file"),
  XOPT_OPTION_END
};

namespace {

/* A loop that passed the analysis, with its graph and schedule once
   phase 2 found them.  */
struct sms_candidate
{
  sms_loop lp;
  ddg_ptr g;
  sms_schedule *s;
  /* The latch copies moved into the header, when MERGED.  */
  sms_latch_move move;
  bool merged;
  /* In the commit, the II the trial found.  */
  int trial_ii;
};

/* A loop the trial chose: its closing jump, its II and, when code
   generation can take it as it is (no register moves, which add insns
   of their own, and no Graphviz output, which needs the graph), its
   schedule: the body's insns are the same objects after the set-up.  */
struct sms_choice
{
  int branch_uid;
  int ii;
  sms_schedule *s;
};

/* One run over the loops of a function.  The trial changes nothing: it
   reports the loops it refuses and adds the closing jump (its uid) of
   each loop it would pipeline to CHOSEN.  The commit transforms the loops
   in CHOSEN.  */
struct sms_run
{
  bool trial;
  vec<sms_choice> *chosen;
};

/* The trial's choice of the loop closed by BRANCH, or NULL.  */

static sms_choice *
sms_find_choice (const sms_run &run, rtx_insn *branch)
{
  for (sms_choice &choice : *run.chosen)
    if (choice.branch_uid == INSN_UID (branch))
      return &choice;
  return NULL;
}

/* The location of LOOP for remarks: its exit test, its header's last
   insn, or failing that the first insn of its header that has a
   location.  */

static dump_user_location_t
sms_loop_location (class loop *loop)
{
  /* The exit test is where the source says "for (...; COND; ...)".  */
  edge exit = single_exit (loop);
  rtx_insn *insn = BB_END (exit ? exit->src : loop->header);
  if (INSN_P (insn) && INSN_HAS_LOCATION (insn))
    return dump_user_location_t (insn);
  insn = BB_END (loop->header);
  if (INSN_P (insn) && INSN_HAS_LOCATION (insn))
    return dump_user_location_t (insn);
  FOR_BB_INSNS (loop->header, insn)
    if (INSN_P (insn) && INSN_HAS_LOCATION (insn))
      return dump_user_location_t (insn);
  return dump_user_location_t (BB_END (loop->header));
}

/* Phase 1: analyse the loops of the function that RUN looks at; the
   candidates go to CANDS.  */

static void
sms_collect_loops (function *fun, const sms_run &run,
		   vec<sms_candidate *> *cands)
{
  for (auto loop : loops_list (fun, 0))
    {
      sms_choice *choice
	= run.trial ? NULL : sms_find_choice (run, BB_END (loop->header));
      if (!run.trial && !choice)
	continue;
      const char *why = NULL;
      if (dump_file)
	fprintf (dump_file, "\n;; loop %d (header bb %d, %d blocks)\n",
		 loop->num, loop->header->index, loop->num_nodes);
      sms_candidate *c = new sms_candidate ();
      c->trial_ii = choice ? choice->ii : 0;
      {
	xopt_quiet_dump quiet;
	c->merged = sms_merge_latch_copies (loop, &c->move);
      }
      if (c->merged && dump_file)
	fprintf (dump_file,
		 "loop %d: latch copies moved before the closing branch\n",
		 loop->num);
      if (c->merged && !run.trial)
	sms_commit_latch_copies (c->move);
      if (!sms_analyze_loop (loop, &c->lp, &why))
	{
	  xopt_missed (sms_loop_location (loop), "loops not pipelined",
		       "loop not pipelined", "%s", why);
	  if (c->merged && run.trial)
	    sms_unmerge_latch_copies (c->move);
	  delete c;
	  continue;
	}
      c->g = NULL;
      c->s = NULL;
      /* The trial's schedule, when code generation can take it.  */
      if (choice && choice->s)
	{
	  c->s = choice->s;
	  choice->s = NULL;
	}
      cands->safe_push (c);
    }
  iv_analysis_done ();
}

/* Build the graph of C and schedule it, with register moves when MOVES
   (the graph then drops the anti dependences moves replace), with the
   stores free to follow the closing branch when STORES_LATE, at an II
   below LIMIT when it is positive.  */

static bool
sms_schedule_graph_as (sms_candidate *c, bool moves, bool stores_late,
		       int limit, const char **why)
{
  {
    xopt_quiet_dump quiet;
    c->g = sms_build_ddg (c->lp, moves, stores_late);
  }
  if (!c->g)
    {
      *why = "no dependence graph";
      return false;
    }
  c->s = new sms_schedule ();
  c->s->moves = moves;
  /* With the two schedules of register moves the trial's II may be the
     other schedule's.  */
  if (!moves || sms_regmoves_keep == SMS_REGMOVES_KEEP_MOVES)
    c->s->first_ii = c->trial_ii;
  sms_sched_options opts = sms_current_options (moves);
  opts.ii_limit = limit;
  if (!sms_schedule_loop (c->g, c->lp, opts, c->s, why))
    return false;
  if (dump_file)
    sms_dump_schedule (c->g, *c->s);
  if (c->s->stages < 2)
    {
      *why = "the schedule has one stage, nothing overlaps";
      return false;
    }
  if (!sms_plan_reg_moves (c->g, c->s, false, moves, why))
    return false;
  return true;
}

/* C without its graph and schedule, for another attempt at them.  */

static sms_candidate
sms_attempt_of (const sms_candidate *c)
{
  sms_candidate attempt = *c;
  attempt.g = NULL;
  attempt.s = NULL;
  return attempt;
}

/* Free the graph and schedule of ATTEMPT (sms_attempt_of).  */

static void
sms_drop_attempt (sms_candidate *attempt)
{
  if (attempt->g)
    free_ddg (attempt->g);
  delete attempt->s;
  attempt->g = NULL;
  attempt->s = NULL;
}

/* A way to build a graph of C and schedule it (with register moves when
   MOVES, with the stores free to follow the closing branch when
   STORES_LATE, at an II below LIMIT when it is positive).  */
typedef bool (*sms_schedule_fn) (sms_candidate *c, bool moves,
				 bool stores_late, int limit,
				 const char **why);

/* Schedule C by SCHEDULE.  The closing branch first waits for the stores
   of its iteration, which keeps them in its stage; when that leaves the
   II above the ResMII, the stores may follow the branch, and the
   schedule that gives is kept when its II is lower (the Cortex-A8 biquad
   filters: the store at the end of the chain of VFP operations held the
   branch, and with it the compare of the pointer the first load
   increments, II 91 -> 81 and 111 -> 80).  */

static bool
sms_schedule_with_stores (sms_candidate *c, sms_schedule_fn schedule,
			  bool moves, int limit, const char **why)
{
  bool ok = schedule (c, moves, false, limit, why);
  if ((ok && c->s->ii <= c->s->res_mii) || !c->g
      || !sms_branch_waits_for_stores_p (c->g))
    return ok;

  sms_candidate late = sms_attempt_of (c);
  const char *late_why = NULL;
  bool late_ok;
  {
    xopt_quiet_dump quiet;
    late_ok = schedule (&late, moves, true, ok ? c->s->ii : limit,
			&late_why);
  }
  if (dump_file && late_ok)
    fprintf (dump_file, ";; SMS stores after the branch: II=%d kept\n",
	     late.s->ii);
  else if (dump_file)
    fprintf (dump_file, ";; SMS stores after the branch: none: %s\n",
	     late_why);
  if (late_ok)
    {
      std::swap (c->g, late.g);
      std::swap (c->s, late.s);
    }
  sms_drop_attempt (&late);
  return ok || late_ok;
}

/* The graph and schedule of C, with register moves when MOVES.  */

static bool
sms_schedule_graph (sms_candidate *c, bool moves, const char **why)
{
  return sms_schedule_with_stores (c, sms_schedule_graph_as, moves, 0, why);
}

/* The schedule with register moves is tried only when at most this many
   IIs lie between the ResMII and the II found without moves.  */
#define SMS_MOVES_MAX_IIS 8

/* Phase 2: the graph and the schedule of C.  Returns false with *WHY set
   when there is no useful schedule.

   With register moves allowed, the graph that keeps every value within
   II (the one without the option) is scheduled too, and the better
   schedule is kept: the lower II, or at the same II the one without
   moves.  Moves take issue slots, so a kernel that is full at the lower
   MII of the graph with moves often has no room for them, and its II
   ends above the one reached without moves.  A schedule without moves
   at the loop's ResMII is not scheduled again: the moves keep every
   insn and add their own, so they cannot lower the II.  */

static bool
sms_schedule_plain_or_moves (sms_candidate *c, int *plain_list,
			     const char **why)
{
  if (!sms_allow_regmoves || sms_regmoves_keep == SMS_REGMOVES_KEEP_MOVES)
    {
      bool ok = sms_schedule_graph (c, sms_allow_regmoves, why);
      *plain_list = c->s ? c->s->list_length : 0;
      return ok;
    }

  sms_candidate plain = sms_attempt_of (c);
  const char *plain_why = NULL;
  bool plain_ok;
  {
    xopt_quiet_dump quiet;
    plain_ok = sms_schedule_graph (&plain, false, &plain_why);
  }
  *plain_list = plain.s ? plain.s->list_length : 0;

  /* Only an II between the ResMII and the plain II can win, and every
     II tried costs a full placement budget: a wide range (the biquad
     filters of bench/sms on the VFP, 15 and 31 IIs, each failing) is
     not searched.  */
  bool ok = false;
  if (!plain_ok
      || (plain.s->ii > plain.s->res_mii
	  && plain.s->ii - plain.s->res_mii <= SMS_MOVES_MAX_IIS))
    ok = sms_schedule_graph (c, true, why);
  if (plain_ok && (!ok || plain.s->ii <= c->s->ii))
    {
      if (c->g)
	free_ddg (c->g);
      delete c->s;
      c->g = plain.g;
      c->s = plain.s;
      if (dump_file)
	fprintf (dump_file,
		 ";; SMS regmoves: the schedule without moves (II=%d) is "
		 "kept\n",
		 c->s->ii);
      return true;
    }
  /* The loop as it is runs the list schedule of the graph without
     moves; the one with moves drops anti dependences, so its list can be
     shorter than the loop really is.  The gain is against the loop.  */
  if (ok && plain.s)
    c->s->list_length = MAX (c->s->list_length, plain.s->list_length);
  sms_drop_attempt (&plain);
  return ok;
}

/* The schedule of C with modulo variable expansion (sms-mve.cc) on the
   graph of register moves, with the stores free to follow the closing
   branch when STORES_LATE, at an II below LIMIT; false with *WHY set
   when there is none, or code generation could not take it (the
   kernel's count does not divide for a known count, say).  */

static bool
sms_schedule_mve_graph (sms_candidate *c, bool, bool stores_late, int limit,
			const char **why)
{
  {
    xopt_quiet_dump quiet;
    c->g = sms_build_ddg (c->lp, true, stores_late);
  }
  if (!c->g)
    {
      *why = "no dependence graph";
      return false;
    }
  c->s = new sms_schedule ();
  c->s->first_ii = c->trial_ii;
  sms_sched_options opts = sms_current_options (false);
  opts.mve = true;
  opts.ii_limit = limit;
  if (!sms_schedule_loop (c->g, c->lp, opts, c->s, why))
    return false;
  if (c->s->stages < 2)
    {
      *why = "the schedule has one stage, nothing overlaps";
      return false;
    }
  return sms_emission_possible_p (c->lp, *c->s, why);
}

/* Phase 2 for C: the schedule without and with register moves
   (sms_schedule_plain_or_moves), and where an II below the better one
   may exist, the schedule with modulo variable expansion, kept when its
   II is lower.  The others' code stays as it was for every loop whose
   II expansion does not lower.  */

static bool
sms_schedule_candidate (sms_candidate *c, const char **why)
{
  int plain_list = 0;
  bool ok = sms_schedule_plain_or_moves (c, &plain_list, why);
  /* The tests of register moves' code generation keep the moves.  */
  if (!sms_mve || sms_regmoves_keep == SMS_REGMOVES_KEEP_MOVES
      || !sms_mve_form_p (c->lp) || !c->s)
    return ok;
  int limit = ok ? c->s->ii : plain_list;
  if (limit <= c->s->res_mii || limit - c->s->res_mii > SMS_MOVES_MAX_IIS)
    return ok;

  sms_candidate mve = sms_attempt_of (c);
  const char *mve_why = NULL;
  bool mve_ok;
  {
    xopt_quiet_dump quiet;
    mve_ok = sms_schedule_with_stores (&mve, sms_schedule_mve_graph, true,
				       limit, &mve_why);
  }
  if (dump_file)
    fprintf (dump_file, ";; SMS mve: below II=%d %s%s\n", limit,
	     mve_ok ? "kept, " : "none: ", mve_ok ? "" : mve_why);
  if (mve_ok)
    {
      /* The schedule kept so far goes to MVE, to be released.  */
      std::swap (c->g, mve.g);
      std::swap (c->s, mve.s);
      c->s->list_length = MAX (c->s->list_length,
			       ok ? mve.s->list_length : plain_list);
      if (dump_file)
	sms_dump_schedule (c->g, *c->s);
    }
  sms_drop_attempt (&mve);
  return ok || mve_ok;
}

/* Bodies of more than this many insns are large for sms_pays_its_code_p.  */
#define SMS_LARGE_BODY 24

/* A large body's kernel must save at least one cycle in this many of the
   list schedule.  */
#define SMS_MIN_GAIN_PART 16

/* Whether the schedule S of the body G gains enough to pay for the code
   it adds; false with *WHY set otherwise.  Pipelining copies the body:
   the guarded loop keeps its original version, and S stages add S - 1
   partial iterations before and after the kernel, which every later
   pass (df, register allocation, both schedulers) works on.  For a large
   body that gains a cycle or two per iteration, that costs more compile
   time than the loop saves: the two four-times unrolled radix loops of
   bzip2's blocksort.c (31 and 50 insns on x86-64, 30 and 34 on ARM) gain
   one cycle of 25 to 41 (x86-64 II 24 and 40, ARM II 40).  Small bodies
   add little code, and long lists of few insns (the VFP loops of
   Cortex-A8, at most 15 insns in bench/sms) keep their gains.  */

static bool
sms_pays_its_code_p (ddg_ptr g, const sms_schedule &s, const char **why)
{
  if (g->num_nodes <= SMS_LARGE_BODY
      || (s.list_length - s.ii) * SMS_MIN_GAIN_PART >= s.list_length)
    return true;
  if (dump_file)
    fprintf (dump_file,
	     ";; SMS II=%d saves %d of %d list cycles for a body of %d "
	     "insns\n",
	     s.ii, s.list_length - s.ii, s.list_length, g->num_nodes);
  *why = "the kernel gains too little for the code it adds to a large "
	 "body";
  return false;
}

/* Free C; in the trial, first put back the latch copies it moved.  */

static void
sms_release (sms_candidate *c, const sms_run &run)
{
  if (c->merged && run.trial)
    sms_unmerge_latch_copies (c->move);
  if (c->g)
    free_ddg (c->g);
  delete c->s;
  delete c;
}

/* Phase 2 for every candidate of CANDS; those without a schedule are
   reported and released.  */

static void
sms_schedule_candidates (vec<sms_candidate *> &cands, const sms_run &run)
{
  unsigned i;
  sms_candidate *c;
  FOR_EACH_VEC_ELT (cands, i, c)
    {
      /* The commit takes the trial's schedule when it has one.  */
      if (c->s)
	continue;
      const char *why = NULL;
      if (dump_file)
	fprintf (dump_file, "\n;; scheduling loop %d\n", c->lp.loop->num);
      if (!sms_schedule_candidate (c, &why)
	  || (run.trial && !sms_pays_its_code_p (c->g, *c->s, &why))
	  || (run.trial && !sms_emission_possible_p (c->lp, *c->s, &why)))
	{
	  xopt_missed (sms_loop_location (c->lp.loop), "loops not pipelined",
		       "loop not pipelined", "%s", why);
	  sms_release (c, run);
	  cands[i] = NULL;
	}
    }
}

static void
sms_report_pipelined (function *fun, const sms_candidate *c,
		      dump_user_location_t loc)
{
  if (sms_dot_file)
    sms_write_dot (c->g, *c->s, function_name (fun));
  if (dump_file)
    fprintf (dump_file,
	     "loop %d: software-pipelined: II=%d MII=%d stages=%d "
	     "list=%d\n\n",
	     c->lp.loop->num, c->s->ii, c->s->mii, c->s->stages,
	     c->s->list_length);
  if (c->s->mve > 1)
    xopt_remark_optimized (loc,
			   "loop software-pipelined: II=%d MII=%d "
			   "stages=%d list=%d mve=%d\n",
			   c->s->ii, c->s->mii, c->s->stages,
			   c->s->list_length, c->s->mve);
  else
    xopt_remark_optimized (loc,
			   "loop software-pipelined: II=%d MII=%d "
			   "stages=%d list=%d\n",
			   c->s->ii, c->s->mii, c->s->stages,
			   c->s->list_length);
  xopt_count ("loops pipelined");
}

/* Phase 3 for the candidates left in CANDS.  */

static void
sms_emit_candidates (function *fun, vec<sms_candidate *> &cands,
		     const sms_run &run)
{
  unsigned i;
  sms_candidate *c;
  FOR_EACH_VEC_ELT (cands, i, c)
    {
      if (!c)
	continue;
      const char *why = NULL;
      class loop *loop = c->lp.loop;
      dump_user_location_t loc = sms_loop_location (loop);
      if (dump_file)
	fprintf (dump_file, "\n;; emitting loop %d\n", loop->num);
      if (!sms_emit_pipelined_loop (c->lp, c->g, *c->s, &why))
	xopt_missed (sms_loop_location (loop), "loops not pipelined",
		     "loop not pipelined", "%s", why);
      else
	sms_report_pipelined (fun, c, loc);
      sms_release (c, run);
    }
}

/* The three phases over the loops RUN looks at.  The trial stops after
   phase 2, recording the loops that have a schedule in RUN.chosen; the
   commit silences the dump of phases 1 and 2, which the trial wrote.  */

static void
sms_process_function (function *fun, const sms_run &run)
{
  auto_vec<sms_candidate *> cands;
  FILE *saved_dump = dump_file;
  if (!run.trial)
    dump_file = NULL;
  sms_collect_loops (fun, run, &cands);
  bool unscheduled = false;
  for (sms_candidate *c : cands)
    unscheduled |= !c->s;
  if (unscheduled)
    {
      {
	xopt_quiet_dump quiet;
	sms_sched_init ();
      }
      sms_schedule_candidates (cands, run);
    }
  dump_file = saved_dump;
  /* The code generation changes insns; the DFA codes remembered per
     insn would be stale.  */
  sms_dfa_release ();

  if (run.trial)
    for (sms_candidate *c : cands)
      if (c)
	{
	  sms_choice choice = { INSN_UID (c->lp.branch), c->s->ii, NULL };
	  if (!c->s->moves && !sms_dot_file)
	    {
	      choice.s = c->s;
	      c->s = NULL;
	    }
	  run.chosen->safe_push (choice);
	  sms_release (c, run);
	}
  if (!run.trial)
    sms_emit_candidates (fun, cands, run);
  sms_sched_finish ();
}

/* The trial: which loops of FUN would be pipelined, into CHOSEN, with
   the function left as it was.  The loops are found without any change
   to the CFG; the loop state claims preheaders while the trial runs,
   which is true of the loops sms_analyze_loop lets reach the iv analysis
   (one latch, one entry edge).  */

static void
sms_trial (function *fun, vec<sms_choice> *chosen)
{
  bool had_dominators = dom_info_available_p (CDI_DOMINATORS);
  loop_optimizer_init (AVOID_CFG_MODIFICATIONS | LOOPS_HAVE_RECORDED_EXITS);
  if (number_of_loops (fun) > 1)
    {
      loops_state_clear (LOOPS_MAY_HAVE_MULTIPLE_LATCHES);
      loops_state_set (LOOPS_HAVE_PREHEADERS);
      sms_run run = { true, chosen };
      sms_process_function (fun, run);
      loops_state_clear (LOOPS_HAVE_PREHEADERS);
      loops_state_set (LOOPS_MAY_HAVE_MULTIPLE_LATCHES);
    }
  loop_optimizer_finalize ();
  if (!had_dominators)
    free_dominance_info (CDI_DOMINATORS);
}

/* Whether FUN has a back edge that can close a loop of the shape the
   pass takes (sms-loop.cc): a block that jumps back to itself, or a
   latch block whose only predecessor is the block it jumps back to.
   Such a back edge is a DFS back edge: the header is on the DFS stack
   while its latch is visited.  Without one the trial can choose nothing,
   and this scan costs much less than the loop discovery it would do.  */

static bool
sms_short_back_edge_p (function *fun)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if ((e->flags & EDGE_DFS_BACK)
	    && (e->dest == bb
		|| (single_succ_p (bb) && single_pred_p (bb)
		    && single_pred (bb) == e->dest)))
	  return true;
    }
  return false;
}

class pass_xopt_sms : public sms_rtl_pass
{
public:
  pass_xopt_sms (gcc::context *ctxt)
    : sms_rtl_pass ("xopt_sms", TODO_df_finish, ctxt) {}

  /* Independent of -fmodulo-sched and of -fschedule-insns: without sched1
     the kernel simply stays in the order the modulo schedule gave it.  A
     function optimised for size gets no pipelining, which copies code.  */
  bool
  gate (function *fun) final override
  {
    return optimize > 0 && !optimize_function_for_size_p (fun);
  }

  unsigned int execute (function *fun) final override;
};

unsigned int
pass_xopt_sms::execute (function *fun)
{
  /* A function without a back edge has no loop.  Nor has one without a
     short back edge a loop the pass can take; when remarks or dumps are
     asked for, the trial still runs, to say why each loop is left
     alone.  */
  if (!mark_dfs_back_edges (fun)
      || (!dump_enabled_p () && !sms_short_back_edge_p (fun)))
    return 0;

  auto_vec<sms_choice> chosen;
  sms_trial (fun, &chosen);
  if (chosen.is_empty ())
    return 0;
  if (dump_file)
    fprintf (dump_file, "\n;; %d loops chosen: set-up and code generation\n",
	     (int) chosen.length ());

  cfg_layout_initialize (0);
  loop_optimizer_init (LOOPS_HAVE_PREHEADERS | LOOPS_HAVE_RECORDED_EXITS);
  if (number_of_loops (fun) > 1)
    {
      sms_run run = { false, &chosen };
      sms_process_function (fun, run);
    }
  loop_optimizer_finalize ();
  for (sms_choice &choice : chosen)
    delete choice.s;

  /* The prologues, epilogues and bounds use new pseudos.  */
  max_regno = max_reg_num ();

  /* Keep the block order the versioning chose when leaving layout
     mode.  */
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    if (bb->next_bb != EXIT_BLOCK_PTR_FOR_FN (fun))
      bb->aux = bb->next_bb;
  free_dominance_info (CDI_DOMINATORS);
  cfg_layout_finalize ();
  return 0;
}

} // namespace

int
plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *version)
{
  static const struct xopt_plugin_desc desc
    = { "swing modulo scheduling of counted loops", sms_options };
  if (!xopt_plugin_setup (info, version, &desc))
    return 1;
  xopt_register_pass (new pass_xopt_sms (g), "sched1", 1,
		      PASS_POS_INSERT_BEFORE);
  sms_register_kernel_alignment ();
  return 0;
}
