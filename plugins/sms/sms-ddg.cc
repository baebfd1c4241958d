/* The dependence graph of a loop body for xopt_sms.

   GCC's create_ddg (ddg.cc) builds the intra- and inter-iteration
   register and memory dependences from the scheduler's dependence
   analysis (sched_analyze) and from the reaching-definition and def-use
   chains of df.  This file sets up what both need for the current
   function, and completes the graph with the edges the modulo schedule
   relies on:

   - the flags register: the counter compare feeds the closing branch,
     every other insn that sets or clobbers the flags register the compare
     sets stays before the compare of its iteration and after the branch
     of the previous iteration, so nothing can change the flags between
     the compare and the branch and the flags value never needs a copy;

   - register lifetimes that a register move cannot extend (hard
     registers, condition codes, registers with several definitions or
     written through a subreg) keep their anti dependences even when
     register moves are allowed;

   - the closing branch ends its row of the kernel: every edge leaving
     it has a latency of at least one cycle;

   - a chain of multiply-accumulates through their accumulator gets the
     latency of the bypass the pipeline description gives from a multiply
     to the accumulator of a multiply-accumulate (sms_mac_chain_latency).  */

#include "sms-sched.h"
#include "rtl-iter.h"
#include "target.h"
#include "memmodel.h"
#include "tm_p.h"
#include "insn-config.h"
#include "regs.h"
#include "emit-rtl.h"
#include "recog.h"
#include "insn-attr.h"
#include "sched-int.h"

/* The scheduler callbacks for the dependence analysis alone: no list
   scheduling happens through them, only sched_analyze and the DFA.  */
static struct common_sched_info_def sms_common_sched_info;
static struct sched_deps_info_def sms_sched_deps_info;
static struct haifa_sched_info sms_haifa_sched_info;

/* True between sms_sched_init and sms_sched_finish.  */
static bool sms_sched_active;

/* True while the df problems sms_sched_init analysed are current: the
   reaching definitions and the def-use chains.  */
static bool sms_df_current;

/* Jumps in a loop body depend on no register beyond what they use.  */
static void
sms_jump_reg_dependencies (rtx, regset)
{
}

static const char *
sms_print_insn (const rtx_insn *insn, int)
{
  static char buf[32];
  snprintf (buf, sizeof buf, "i%4d", INSN_UID (insn));
  return buf;
}

void
sms_sched_init (void)
{
  gcc_assert (!sms_sched_active);

  /* The issue rate of the target as the schedulers after register
     allocation see it; some targets answer differently before.  */
  if (targetm.sched.issue_rate)
    {
      int saved = reload_completed;
      reload_completed = 1;
      issue_rate = targetm.sched.issue_rate ();
      reload_completed = saved;
    }
  else
    issue_rate = 1;
  if (issue_rate < 1)
    issue_rate = 1;

  /* SCHED_SMS_PASS makes haifa_sched_init add the reaching-definition
     and def-use chain problems that create_ddg's inter-iteration
     dependences read.  */
  memcpy (&sms_common_sched_info, &haifa_common_sched_info,
	  sizeof (sms_common_sched_info));
  sms_common_sched_info.sched_pass_id = SCHED_SMS_PASS;
  common_sched_info = &sms_common_sched_info;

  memset (&sms_sched_deps_info, 0, sizeof (sms_sched_deps_info));
  sms_sched_deps_info.compute_jump_reg_dependencies
    = sms_jump_reg_dependencies;
  sched_deps_info = &sms_sched_deps_info;

  memset (&sms_haifa_sched_info, 0, sizeof (sms_haifa_sched_info));
  sms_haifa_sched_info.print_insn = sms_print_insn;
  current_sched_info = &sms_haifa_sched_info;

  /* Luids, dependence caches, per-insn data, alias analysis, the DFA
     and df_analyze with the extra problems.  Without the dead code
     elimination the scheduler's df_analyze would run: the pass changes
     nothing in a function where it pipelines no loop.  */
  bool saved_no_dce = sched_no_dce;
  sched_no_dce = true;
  haifa_sched_init ();
  sched_no_dce = saved_no_dce;
  sms_sched_active = true;
  sms_df_current = true;
}

void
sms_sched_finish (void)
{
  if (!sms_sched_active)
    return;
  haifa_sched_finish ();
  sms_dfa_release ();
  sms_sched_active = false;
  sms_df_current = false;
}

/* Whether the scheduler's per-insn data covers every insn of BB; insns
   created after sms_sched_init (by the transformation of another loop)
   have none.  */
static bool
sms_sched_data_covers_p (basic_block bb)
{
  rtx_insn *insn;
  FOR_BB_INSNS (bb, insn)
    if (INSN_P (insn)
	&& ((unsigned) INSN_UID (insn) >= sched_luids.length ()
	    || INSN_LUID (insn) <= 0))
      return false;
  return true;
}

/* Make the def-use chains and reaching definitions current for the whole
   function.  The iteration count analysis (get_simple_loop_desc) of the
   loop recognition replaces the chain problem by use-def chains only, and
   its end (iv_analysis_done) drops the optional problems.  */
static void
sms_refresh_df (void)
{
  if (df_chain)
    df_remove_problem (df_chain);
  df_rd_add_problem ();
  df_chain_add_problem (DF_DU_CHAIN | DF_UD_CHAIN);
  df_analyze ();
}

/* The latency of the flags value from the compare to the branch: none
   when the processor fuses the two into one operation.  */
static int
sms_flags_latency (rtx_insn *compare, rtx_insn *branch)
{
  if (recog_memoized (compare) < 0 || recog_memoized (branch) < 0)
    return 1;
  if (sms_macro_fused_p (compare, branch))
    return 0;
  return MAX (insn_latency (compare, branch), 0);
}

/* Add the flags-register edges of LP to G.  Returns false when the body
   changes the flags between the compare and the branch.  */
static bool
sms_add_flags_edges (ddg_ptr g, const sms_loop &lp)
{
  ddg_node_ptr branch = g->closing_branch;
  ddg_node_ptr compare = get_node_of_insn (g, lp.compare_insn);
  if (!compare || compare == branch)
    return true;

  /* The flags registers the compare sets.  */
  auto_vec<unsigned int, 2> flags;
  df_ref def;
  FOR_EACH_INSN_DEF (def, lp.compare_insn)
    if (sms_flags_regno_p (DF_REF_REGNO (def), GET_MODE (DF_REF_REG (def))))
      flags.safe_push (DF_REF_REGNO (def));
  if (flags.is_empty ())
    return true;

  sms_add_edge (g, compare, branch, TRUE_DEP,
		sms_flags_latency (lp.compare_insn, lp.branch), 0);

  for (int i = 0; i < g->num_nodes; i++)
    {
      ddg_node_ptr w = &g->nodes[i];
      if (w == compare || w == branch)
	continue;
      bool sets = false;
      FOR_EACH_INSN_DEF (def, w->insn)
	if (flags.contains (DF_REF_REGNO (def)))
	  sets = true;
      if (!sets)
	continue;
      if (w->cuid > compare->cuid)
	/* Between the compare and the branch: the branch would not test
	   the compare.  The loop recognition should not have taken it.  */
	return false;
      /* W before the compare of its iteration, after the branch of the
	 previous one; the branch ends its row, hence latency 1.  */
      sms_add_edge (g, w, compare, OUTPUT_DEP, 0, 0);
      sms_add_edge (g, branch, w, ANTI_DEP, 1, 1);
    }
  return true;
}

/* With the flags values reserved by rows: a true edge from each value's
   setter to each reader.  Returns false when the branch does not read
   the value of the counter compare.  */
static bool
sms_add_flags_value_edges (ddg_ptr g, const sms_loop &lp,
			   const sms_flags_info &info)
{
  ddg_node_ptr branch = g->closing_branch;
  ddg_node_ptr compare = get_node_of_insn (g, lp.compare_insn);
  if (!compare)
    return false;
  if (compare != branch)
    {
      int k = info.value_of[branch->cuid];
      if (k < 0 || info.values[k].setter != compare->cuid)
	return false;
    }
  for (int i = 0; i < g->num_nodes; i++)
    {
      int k = info.value_of[i];
      if (k < 0 || info.values[k].setter == i)
	continue;
      ddg_node_ptr setter = &g->nodes[info.values[k].setter];
      sms_add_edge (g, setter, &g->nodes[i], TRUE_DEP,
		    sms_flags_latency (setter->insn, g->nodes[i].insn), 0);
    }
  return true;
}

/* The multiply-accumulate form (set R (plus (mult A B) ACC)) of INSN's
   single set, or NULL.  */
static rtx
sms_mac_set (rtx_insn *insn)
{
  rtx set = single_set (insn);
  if (!set || !REG_P (SET_DEST (set)) || GET_CODE (SET_SRC (set)) != PLUS
      || GET_CODE (XEXP (SET_SRC (set), 0)) != MULT)
    return NULL_RTX;
  return set;
}

/* The latency of the accumulator dependence of the multiply-accumulate
   CONSUMER on the multiply-accumulate PRODUCER, or -1 when no bypass
   applies.  Pipeline descriptions forward a multiply result straight into
   the accumulator of a following multiply-accumulate (cortex-a8.md:
   "a multiply ... or an MLA, followed by an MLA with an accumulator
   dependency, has its result forwarded so two such instructions can
   issue back-to-back"), but the guard of the bypass
   (arm_mac_accumulator_is_mul_result) recognises only a plain multiply
   as the producer, so insn_latency gives the full latency for the chain
   of accumulations a reduction is.  Ask the description about the
   multiply of PRODUCER alone, with PRODUCER's destination: when the
   bypass fires for it (the answer differs from its default latency), the
   forwarding path is the same.  Creates a free-standing insn, in no
   chain.  */
static int
sms_mac_chain_latency (rtx_insn *producer, rtx_insn *consumer)
{
  rtx pset = sms_mac_set (producer);
  rtx cset = sms_mac_set (consumer);
  if (!pset || !cset)
    return -1;
  rtx dest = SET_DEST (pset);
  rtx mult = XEXP (SET_SRC (cset), 0);
  if (!reg_overlap_mentioned_p (dest, XEXP (SET_SRC (cset), 1))
      || reg_overlap_mentioned_p (dest, mult))
    return -1;
  rtx_insn *mul = make_insn_raw (
    gen_rtx_SET (dest, copy_rtx (XEXP (SET_SRC (pset), 0))));
  if (recog_memoized (mul) < 0 || recog_memoized (consumer) < 0)
    return -1;
  int lat = insn_latency (mul, consumer);
  if (lat == insn_default_latency (mul))
    return -1;
  return MAX (lat, 0);
}

/* Lower the true dependences of G between multiply-accumulates through
   their accumulator to the forwarding latency (sms_mac_chain_latency).
   The list schedule reads the same graph, so both sides of the
   profitability test see the same model.  */
static void
sms_apply_mac_bypasses (ddg_ptr g)
{
  for (int i = 0; i < g->num_nodes; i++)
    {
      if (!sms_mac_set (g->nodes[i].insn))
	continue;
      for (ddg_edge_ptr e = g->nodes[i].out; e; e = e->next_out)
	{
	  if (e->type != TRUE_DEP || e->data_type != REG_DEP)
	    continue;
	  int lat = sms_mac_chain_latency (e->src->insn, e->dest->insn);
	  if (lat >= 0 && lat < e->latency)
	    {
	      if (dump_file)
		fprintf (dump_file,
			 ";; SMS accumulator forwarding %d -> %d: latency "
			 "%d instead of %d\n",
			 INSN_UID (e->src->insn), INSN_UID (e->dest->insn),
			 lat, e->latency);
	      e->latency = lat;
	    }
	}
    }
}

/* Number of definitions of REGNO among the insns of BB.  */
static int
sms_count_defs_in_bb (basic_block bb, unsigned int regno)
{
  int n = 0;
  for (df_ref def = DF_REG_DEF_CHAIN (regno); def; def = DF_REF_NEXT_REG (def))
    if (!DF_REF_IS_ARTIFICIAL (def) && DF_REF_BB (def) == bb)
      n++;
  return n;
}

/* Whether the value of REGNO that DEF_INSN defines can be carried across
   more than II cycles by register moves (sms-regmoves.cc): a pseudo of a
   non-CC mode, defined only by DEF_INSN in BB, as the whole destination of
   its single set.  The value a post-increment load brings in qualifies
   (the Cortex-A8 dot products: its anti dependence held the
   multiply-accumulate in the load's row); the address register the load
   increments is no destination of the set and keeps its anti
   dependences.  */
bool
sms_movable_def_p (basic_block bb, rtx_insn *def_insn, unsigned int regno)
{
  if (HARD_REGISTER_NUM_P (regno))
    return false;
  rtx set = single_set (def_insn);
  if (!set || !REG_P (SET_DEST (set)) || REGNO (SET_DEST (set)) != regno)
    return false;
  if (GET_MODE_CLASS (GET_MODE (SET_DEST (set))) == MODE_CC)
    return false;
  return sms_count_defs_in_bb (bb, regno) == 1;
}

/* When register moves are allowed, create_ddg drops the anti dependences
   of single-definition registers; put them back for the values a move
   cannot carry.  A use U of the value DEF defines D iterations later must
   run no later than the next definition: U -> DEF, latency 0, distance
   1 - D.  D follows from the body order (U after DEF reads the value of
   its own iteration), not from the edge that links the two: a store that
   post-increments its pointer has a memory edge of distance 1 to a later
   load through that pointer, whose value of the pointer is the one of
   its own iteration (an edge of distance 0 there closed a cycle within
   one iteration, and the list schedule never ended).  */
static void
sms_add_lifetime_edges (ddg_ptr g)
{
  for (int i = 0; i < g->num_nodes; i++)
    {
      ddg_node_ptr w = &g->nodes[i];
      for (ddg_edge_ptr e = w->out; e; e = e->next_out)
	{
	  ddg_node_ptr u = e->dest;
	  if (e->type != TRUE_DEP || u == w || e->distance > 1)
	    continue;
	  df_ref def, use;
	  bool needs_edge = false;
	  FOR_EACH_INSN_DEF (def, w->insn)
	    FOR_EACH_INSN_USE (use, u->insn)
	      if (DF_REF_REGNO (def) == DF_REF_REGNO (use)
		  && !sms_movable_def_p (g->bb, w->insn, DF_REF_REGNO (def)))
		needs_edge = true;
	  if (needs_edge)
	    sms_add_edge (g, u, w, ANTI_DEP, u == g->closing_branch ? 1 : 0,
			  u->cuid > w->cuid ? 1 : 0);
	}
    }
}

/* Whether INSN stores to memory.  */
static bool
sms_stores_p (rtx_insn *insn)
{
  subrtx_iterator::array_type array;
  FOR_EACH_SUBRTX (iter, array, PATTERN (insn), NONCONST)
    if (GET_CODE (*iter) == SET && MEM_P (SET_DEST (*iter)))
      return true;
  return false;
}

/* Whether E is the dependence of the closing branch BRANCH on a store of
   its iteration that the scheduler of a block adds (a store must not
   move past the jump that leaves the block), between insns that write no
   common register.  The pipelined loop leaves only through its
   epilogue, which runs every store the kernel has not, in order, so the
   store may run after the branch of its iteration, one stage later.  */
static bool
sms_store_branch_edge_p (ddg_edge_ptr e, const void *branch)
{
  if (e->dest != branch || e->type != OUTPUT_DEP || e->distance != 0
      || !sms_stores_p (e->src->insn))
    return false;
  df_ref a, b;
  FOR_EACH_INSN_DEF (a, e->src->insn)
    FOR_EACH_INSN_DEF (b, e->dest->insn)
      if (DF_REF_REGNO (a) == DF_REF_REGNO (b))
	return false;
  return true;
}

bool
sms_branch_waits_for_stores_p (ddg_ptr g)
{
  for (ddg_edge_ptr e = g->closing_branch->in; e; e = e->next_in)
    if (sms_store_branch_edge_p (e, g->closing_branch))
      return true;
  return false;
}

ddg_ptr
sms_build_ddg (const sms_loop &lp, bool moves, bool stores_late)
{
  gcc_assert (sms_sched_active);

  /* Another loop's transformation created insns since the set-up; start
     the scheduler data afresh.  */
  if (!sms_sched_data_covers_p (lp.bb))
    {
      sms_sched_finish ();
      sms_sched_init ();
    }
  if (!sms_df_current)
    sms_refresh_df ();
  sms_df_current = true;

  /* create_ddg reads -fmodulo-sched-allow-regmoves; our option stands in
     for it.  */
  int saved_regmoves = flag_modulo_sched_allow_regmoves;
  flag_modulo_sched_allow_regmoves = moves;
  ddg_ptr g = create_ddg (lp.bb, 1);
  flag_modulo_sched_allow_regmoves = saved_regmoves;
  if (!g)
    return NULL;

  if (g->closing_branch->insn != lp.branch || g->num_nodes > SMS_MAX_NODES)
    {
      free_ddg (g);
      return NULL;
    }
  if (stores_late)
    sms_remove_edges (g, sms_store_branch_edge_p, g->closing_branch);
  sms_apply_mac_bypasses (g);

  /* The flags: each value's rows reserved by the scheduler when the
     body allows it (sms-flags.cc), else every flags insn ordered.  */
  sms_flags_info finfo;
  bool ok;
  if (sms_flags_analyze (g, &finfo))
    {
      sms_relax_flags_edges (g, finfo);
      ok = sms_add_flags_value_edges (g, lp, finfo);
    }
  else
    ok = sms_add_flags_edges (g, lp);
  if (!ok)
    {
      free_ddg (g);
      return NULL;
    }
  if (moves)
    sms_add_lifetime_edges (g);
  /* On an out-of-order processor a register copy costs what the kernel
     would gain (sms-profit.cc).  */
  if (sms_out_of_order_p ())
    sms_add_tie_edges (g);

  /* Nothing of an iteration may share the branch's cycle after it.  */
  for (ddg_edge_ptr e = g->closing_branch->out; e; e = e->next_out)
    if (e->latency < 1)
      e->latency = 1;
  return g;
}
