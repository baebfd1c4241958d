/* The xopt_liverange pass and plugin_init.

   The pass runs in the loop pipeline after Graphite and just before
   parloops (it is inserted after "graphite0", the pass that holds
   Graphite's transformations, which parloops follows).  Graphite marks the
   loops it proves parallel itself; this pass looks at the others, repairs
   the false dependences that block them, and marks them the same way
   (loop->can_be_parallel), which makes parloops skip its own dependence
   test for them.  Parloops still checks the scalar cycles (reductions) and
   the number of iterations.  */

#include "liverange.h"
#include "cgraph.h"
#include "tree-cfg.h"
#include "tree-scalar-evolution.h"
#include "tree-ssa-loop-niter.h"
#include "gimple-pretty-print.h"
#include "tree-vectorizer.h"

int lr_expand = 1;
int lr_substitute = 1;
int lr_max_bytes = 1 << 20;
int lr_loops = LR_LOOPS_ALL;

static struct xopt_option lr_options[] = {
  XOPT_OPTION_FLAG ("expand", lr_expand,
		    "repair conflicts by scalar expansion (one copy per "
		    "iteration)"),
  XOPT_OPTION_FLAG ("substitute", lr_substitute,
		    "repair conflicts by forward substitution of the stored "
		    "value"),
  XOPT_OPTION_INT ("max-bytes", lr_max_bytes, 0, 1 << 30,
		   "most bytes scalar expansion may allocate for one loop "
		   "(default 1 MiB)"),
  XOPT_OPTION_ENUM ("loops", lr_loops, "outermost|all",
		    "candidate loops: the outermost of each nest, or also "
		    "inner loops when the outer one fails"),
  XOPT_OPTION_FLAG ("graphite", lr_graphite,
		    "let Graphite regenerate the loops under "
		    "-floop-parallelize-all (by default its code generation "
		    "is kept off and this plugin decides the parallel loops)"),
  XOPT_OPTION_END
};

/* Dump the statements of SCOP with their names, domains and schedule.  */

static void
lr_dump_scop (lr_scop *scop)
{
  if (!dump_file)
    return;
  for (lr_stmt *st : scop->stmts)
    {
      fprintf (dump_file, "%s: ", lr_stmt_name (st).c_str ());
      print_gimple_stmt (dump_file, st->stmt, 0, TDF_NONE);
    }
  for (lr_base *b : scop->bases)
    {
      fprintf (dump_file, "%s = ", b->name.c_str ());
      print_generic_expr (dump_file, b->object, TDF_NONE);
      fprintf (dump_file, "\n");
    }
  lr_dump_isl_set ("domain", scop->domain);
  lr_dump_isl ("schedule", scop->schedule);
  lr_dump_isl ("reads", scop->reads);
  lr_dump_isl ("writes", scop->writes);
}

/* A loop this pass marked parallel, whose outcome is reported once
   parloops has run: "optimized" only when parloops really parallelized
   it.  */
struct lr_pending_outcome
{
  /* The location of the loop's exit test, which parloops gives the
     function it outlines the loop into.  */
  location_t exit_loc;
  dump_user_location_t loc;
  std::string what;
  /* Nothing was repaired and GCC's own dependence test already finds the
     loop parallel: parloops would take it without this pass, so its
     outcome is not this pass's to claim.  */
  bool parallel_without_plugin;
  /* The loop runs under a run-time overlap check (its unchanged copy
     otherwise).  */
  bool versioned;
  /* The most latch executions of the loop, -1 when unknown.  */
  HOST_WIDE_INT max_latch;
  /* The base pointers that the run-time check proves to address
     disjoint bytes in the loop, by pairs.  */
  std::vector<std::pair<tree, tree> > disjoint;
};

static std::vector<lr_pending_outcome> lr_pending;
static function *lr_pending_fun;

/* What the plan for a loop did, for its remark.  */

static std::string
lr_describe_plan (const lr_plan &plan)
{
  char buf[300];
  int n = snprintf (buf, sizeof buf,
		    "%d false dependences removed (forward-substituted %d, "
		    "expanded %d, " HOST_WIDE_INT_PRINT_UNSIGNED " bytes)",
		    plan.false_deps, plan.substituted, plan.expanded,
		    plan.bytes);
  if (plan.stale)
    snprintf (buf + n, sizeof buf - n,
	      ", %d carried scalars no iteration observes replaced by their "
	      "initial values", plan.stale);
  return buf;
}

/* LOOP carries Graphite's parallel mark (-floop-parallelize-all): its
   dependence test is sound, but it marks inner loops whatever their
   work, so this pass's profitability decides.  Return whether the mark
   stays.  */

static bool
lr_keep_graphite_mark (class loop *loop)
{
  const char *why;
  if (dump_file)
    fprintf (dump_file, "already marked parallel\n");
  if (lr_profitable_p (loop, &why))
    return true;
  loop->can_be_parallel = false;
  xopt_missed (find_loop_location (loop), "Graphite marks removed",
	       "loop not parallel", "%s (Graphite's parallel mark removed)",
	       why);
  return false;
}

/* Whether GCC's own data-dependence analysis, the one parloops runs on a
   loop nobody marked, finds no dependence carried by LOOP: every
   relation is independent, or each of its distance vectors is zero at
   LOOP's level.  A loop this test passes is parallel without the plugin
   (up to parloops' scalar and cost checks, which apply to both).  */

static bool
lr_gcc_finds_parallel_p (class loop *loop)
{
  auto_vec<loop_p, 3> nest;
  vec<data_reference_p> datarefs = vNULL;
  vec<ddr_p> ddrs = vNULL;
  bool parallel = compute_data_dependences_for_loop (loop, true, &nest,
						     &datarefs, &ddrs);
  unsigned i;
  ddr_p ddr;
  FOR_EACH_VEC_ELT (ddrs, i, ddr)
    {
      if (!parallel || DDR_ARE_DEPENDENT (ddr) == chrec_known)
	continue;
      if (DDR_ARE_DEPENDENT (ddr) == chrec_dont_know
	  || DDR_NUM_DIST_VECTS (ddr) == 0)
	parallel = false;
      for (unsigned j = 0; parallel && j < DDR_NUM_DIST_VECTS (ddr); j++)
	parallel = DDR_DIST_VECT (ddr, j)[0] == 0;
    }
  free_dependence_relations (ddrs);
  free_data_refs (datarefs);
  return parallel;
}

/* Repair the loop of SCOP as PLAN says and mark it parallel; its remark
   waits for parloops' outcome.  VERSIONED: it runs under a run-time
   overlap check.  */

static void
lr_mark_parallel (lr_scop *scop, lr_plan *plan, bool versioned,
		  unsigned *todo)
{
  class loop *loop = scop->loop;
  HOST_WIDE_INT max_latch = lr_max_latch_executions (loop);
  /* With a run-time check, GCC's own test sees the possible alias.  */
  bool parallel_without_plugin
    = (!versioned && plan->false_deps == 0 && scop->stale_phis.is_empty ()
       && lr_gcc_finds_parallel_p (loop));
  lr_apply (scop, plan);
  /* The rewrites release SSA names that the cached numbers of
     iterations of the nest's loops may refer to.  */
  free_numbers_of_iterations_estimates (cfun);
  *todo |= TODO_update_ssa_only_virtuals;
  if (plan->cleanup_cfg)
    {
      loops_state_set (LOOPS_NEED_FIXUP);
      *todo |= TODO_cleanup_cfg;
    }
  if (dump_file)
    fprintf (dump_file,
	     "decision: loop %d parallel: %d false dependences removed, %d "
	     "reads substituted, %d variables expanded, "
	     HOST_WIDE_INT_PRINT_UNSIGNED " bytes%s\n",
	     loop->num, plan->false_deps, plan->substituted, plan->expanded,
	     plan->bytes, versioned ? ", under a run-time overlap check" : "");
  lr_pending_outcome pending;
  gimple *exit_test = last_stmt (single_exit (loop)->src);
  pending.exit_loc = exit_test ? gimple_location (exit_test)
			       : UNKNOWN_LOCATION;
  pending.loc = find_loop_location (loop);
  pending.what = lr_describe_plan (*plan);
  pending.parallel_without_plugin = parallel_without_plugin;
  pending.versioned = versioned;
  pending.max_latch = max_latch;
  if (versioned)
    lr_tested_pairs (scop, &pending.disjoint);
  lr_pending.push_back (pending);
  xopt_count ("loops marked parallel");
  if (versioned)
    xopt_count ("loops versioned on a run-time overlap check");
  xopt_count ("false dependences removed", plan->false_deps);
  xopt_count ("reads forward-substituted", plan->substituted);
  xopt_count ("variables expanded", plan->expanded);
  xopt_count ("bytes allocated by expansion", (int) plan->bytes);
}

/* Model the loop of SCOP and decide its repairs in PLAN; false with the
   reason and the statistics counter when it cannot be made parallel.  */

static bool
lr_analyse_loop (lr_scop *scop, lr_plan *plan, std::string *reason,
		 const char **counter)
{
  const char *why = lr_build_scop (scop);
  if (why)
    {
      *reason = why;
      *counter = "loops not modelled";
      return false;
    }
  lr_dump_scop (scop);
  lr_compute_flow (scop);
  lr_dump_live_ranges (scop);
  *counter = "loops refused";
  return lr_check (scop, plan, reason);
}

/* The model of SCOP assumed that pointer bases do not overlap: version
   its loop on a run-time check of that and model the original, which
   the check guards, again in VSCOP and VPLAN.  False with the reason when
   there is no check, or when the versioned loop is not parallel after all
   (the check is then made false: only the unchanged copy runs).  */

static bool
lr_version_for_overlap (lr_scop *scop, lr_scop *vscop, lr_plan *vplan,
			std::string *reason, const char **counter,
			unsigned *todo)
{
  *counter = "loops refused";
  tree check = lr_overlap_check (scop, reason);
  if (!check)
    return false;
  vscop->loop = scop->loop;
  vscop->versioned = true;
  vscop->guarded = scop->row_guard != NULL;
  vscop->first = scop;
  for (auto &p : scop->may_overlap)
    vscop->checked.push_back (std::make_pair (p.first->object,
					      p.second->object));
  vscop->copy = lr_version_loop (scop->loop, check);
  if (!vscop->copy)
    {
      *reason = "internal: the loop cannot be copied for a run-time overlap "
		"check";
      return false;
    }
  /* Scalar evolutions and numbers of iterations know the old CFG.  */
  free_numbers_of_iterations_estimates (cfun);
  scev_reset ();
  loops_state_set (LOOPS_NEED_FIXUP);
  *todo |= TODO_cleanup_cfg | TODO_update_ssa_only_virtuals;
  if (lr_analyse_loop (vscop, vplan, reason, counter))
    return true;
  lr_drop_version (scop->loop);
  *reason += " (after versioning on a run-time overlap check; the check is "
	     "dropped)";
  return false;
}

/* Analyse LOOP and make it parallel if it can be.  Return true when it was
   changed or marked.  */

static bool
lr_process_loop (class loop *loop, unsigned *todo)
{
  dump_user_location_t loc = find_loop_location (loop);
  if (dump_file)
    fprintf (dump_file, "\n== loop %d (depth %d)\n", loop->num,
	     loop_depth (loop));
  const char *unprofitable = NULL;
  if (loop->can_be_parallel)
    return lr_keep_graphite_mark (loop);
  if (!lr_profitable_p (loop, &unprofitable))
    {
      xopt_missed (loc, "loops unprofitable", "loop not parallel", "%s",
		   unprofitable);
      return false;
    }

  lr_scop first, versioned;
  lr_plan first_plan, versioned_plan;
  first.loop = loop;
  lr_scop *scop = &first;
  lr_plan *plan = &first_plan;
  std::string reason;
  const char *counter;
  bool ok = lr_analyse_loop (scop, plan, &reason, &counter);
  bool version = ok && lr_overlap_check_needed_p (scop);
  if (version)
    {
      ok = lr_version_for_overlap (scop, &versioned, &versioned_plan,
				   &reason, &counter, todo);
      lr_free_scop (scop);
      scop = &versioned;
      plan = &versioned_plan;
    }
  if (!ok)
    {
      xopt_missed (loc, counter, "loop not parallel", "%s", reason.c_str ());
      lr_free_scop (scop);
      scev_reset ();
      /* A loop whose versioning was dropped is dead, and so are its inner
	 loops.  */
      return version && versioned.copy;
    }
  lr_mark_parallel (scop, plan, version, todo);
  lr_free_scop (scop);
  scev_reset ();
  return true;
}

/* Say once per compilation why the pass does nothing: it only prepares
   loops for parloops, which runs with -ftree-parallelize-loops=N, N > 1
   (-fopenmp alone parallelizes only what the OpenMP directives say).  */

static void
lr_say_why_idle (function *fun)
{
  static bool said;
  if (said || !dump_enabled_p ())
    return;
  said = true;
  dump_user_location_t loc
    = dump_user_location_t::from_function_decl (fun->decl);
  if (flag_openmp)
    xopt_missed (loc, NULL, "xopt_liverange does nothing",
		 "-fopenmp alone does not run parloops; add "
		 "-ftree-parallelize-loops=N (N > 1)");
  else
    xopt_missed (loc, NULL, "xopt_liverange does nothing",
		 "-ftree-parallelize-loops=N (N > 1) is not given");
}

/* With loops=outermost: the loops in LOOP's nest that Graphite marked
   parallel stay so only when they are worth it.  */

static void
lr_check_graphite_marks (class loop *loop)
{
  if (loop->can_be_parallel)
    {
      if (dump_file)
	fprintf (dump_file, "\n== loop %d (depth %d)\n", loop->num,
		 loop_depth (loop));
      if (lr_keep_graphite_mark (loop))
	return;
    }
  for (class loop *inner = loop->inner; inner; inner = inner->next)
    lr_check_graphite_marks (inner);
}

/* LOOP is parallel: remove Graphite's marks from the loops inside it.
   Parloops skips only the chain of first inner loops of a loop it
   parallelizes; a later sibling that Graphite marked would get a
   parallel region of its own inside the outer one, opened by every
   thread in every iteration (k07: the copy of a column into a row).  */

static void
lr_drop_nested_marks (class loop *loop)
{
  for (class loop *inner = loop->inner; inner; inner = inner->next)
    {
      if (inner->can_be_parallel)
	{
	  inner->can_be_parallel = false;
	  xopt_missed (find_loop_location (inner), "Graphite marks removed",
		       "loop not parallel", "inside a loop made parallel "
		       "(Graphite's parallel mark removed)");
	}
      lr_drop_nested_marks (inner);
    }
}

/* Process LOOP, and with loops=all its inner loops when it fails
   (with loops=outermost only Graphite's marks on them).  */

static void
lr_process_nest (class loop *loop, unsigned *todo)
{
  if (lr_process_loop (loop, todo))
    {
      lr_drop_nested_marks (loop);
      return;
    }
  for (class loop *inner = loop->inner; inner; inner = inner->next)
    if (lr_loops == LR_LOOPS_ALL)
      lr_process_nest (inner, todo);
    else
      lr_check_graphite_marks (inner);
}

namespace {

const pass_data pass_data_xopt_liverange = {
  GIMPLE_PASS,		/* type */
  "xopt_liverange",	/* name */
  OPTGROUP_LOOP,	/* optinfo_flags */
  TV_NONE,		/* tv_id */
  PROP_cfg | PROP_ssa,	/* properties_required */
  0,			/* properties_provided */
  0,			/* properties_destroyed */
  0,			/* todo_flags_start */
  0,			/* todo_flags_finish */
};

class pass_xopt_liverange : public gimple_opt_pass
{
public:
  pass_xopt_liverange (gcc::context *ctxt)
    : gimple_opt_pass (pass_data_xopt_liverange, ctxt)
  {
  }

  /* Not in the functions that parloops itself created.  Without
     parloops (no -ftree-parallelize-loops=N, N > 1) it only says so.  */
  bool
  gate (function *fun) final override
  {
    lr_restore_graphite_flags ();
    cgraph_node *node = cgraph_node::get (fun->decl);
    return !(node && node->parallelized_function);
  }

  unsigned int
  execute (function *fun) final override
  {
    if (number_of_loops (fun) <= 1 || fun->has_nonlocal_label)
      return 0;
    if (flag_tree_parallelize_loops <= 1)
      {
	/* Not for a function that turns it off by an attribute.  */
	if (TREE_OPTIMIZATION (optimization_default_node)
	      ->x_flag_tree_parallelize_loops <= 1)
	  lr_say_why_idle (fun);
	return 0;
      }
    unsigned todo = 0;
    lr_pending.clear ();
    lr_pending_fun = fun;
    calculate_dominance_info (CDI_DOMINATORS);
    for (class loop *loop = current_loops->tree_root->inner; loop;
	 loop = loop->next)
      lr_process_nest (loop, &todo);
    return todo;
  }
};

const pass_data pass_data_xopt_liverange_outcome = {
  GIMPLE_PASS,			/* type */
  "xopt_liverange_outcome",	/* name */
  OPTGROUP_LOOP,		/* optinfo_flags */
  TV_NONE,			/* tv_id */
  PROP_cfg,			/* properties_required */
  0,				/* properties_provided */
  0,				/* properties_destroyed */
  0,				/* todo_flags_start */
  0,				/* todo_flags_finish */
};

/* The parallel regions of FUN: parloops gives the child function of each
   the location of the loop's exit test.  */

static std::vector<gomp_parallel *>
lr_parallel_regions (function *fun)
{
  std::vector<gomp_parallel *> regions;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gomp_parallel *par = dyn_cast<gomp_parallel *> (gsi_stmt (gsi));
	if (par && gimple_omp_parallel_child_fn (par))
	  regions.push_back (par);
      }
  return regions;
}

/* Whether A and B name the same source position.  */

static bool
lr_same_place (location_t a, location_t b)
{
  /* Loops that Graphite regenerated have no location, nor has the
     function parloops makes of one.  */
  if (a == UNKNOWN_LOCATION || b == UNKNOWN_LOCATION)
    return a == b;
  expanded_location ea = expand_location (a), eb = expand_location (b);
  return (ea.line == eb.line && ea.column == eb.column && ea.file && eb.file
	  && !strcmp (ea.file, eb.file));
}

/* After parloops: report each loop the pass marked.  Parloops moves the
   body of a loop it parallelizes into a new function; a loop not found
   among those stayed serial (parloops' own checks refused it: a
   reduction it cannot handle, the number of iterations, its cost
   model).  */

class pass_xopt_liverange_outcome : public gimple_opt_pass
{
public:
  pass_xopt_liverange_outcome (gcc::context *ctxt)
    : gimple_opt_pass (pass_data_xopt_liverange_outcome, ctxt)
  {
  }

  /* Parloops has two instances (OpenACC kernels, and the loop
     pipeline's); only the one after this pass finds anything pending.  */
  opt_pass *
  clone () final override
  {
    return new pass_xopt_liverange_outcome (m_ctxt);
  }

  bool
  gate (function *fun) final override
  {
    return fun == lr_pending_fun && !lr_pending.empty ();
  }

  unsigned int
  execute (function *fun) final override
  {
    std::vector<gomp_parallel *> outlined = lr_parallel_regions (fun);
    /* The OpenMP expansion that follows moves each region's loops into
       a new function and renames their SSA names, but not in the
       numbers of iterations that parloops' analysis cached on the inner
       loops (over the bounds of the private copies' loops, too); drop
       them, they are recomputed on demand.  */
    if (!outlined.empty ())
      free_numbers_of_iterations_estimates (fun);
    for (const lr_pending_outcome &p : lr_pending)
      {
	/* Each region answers for one loop.  */
	gomp_parallel *region = NULL;
	for (gomp_parallel *&par : outlined)
	  if (!region && par
	      && lr_same_place (DECL_SOURCE_LOCATION
				  (gimple_omp_parallel_child_fn (par)),
				p.exit_loc))
	    {
	      region = par;
	      par = NULL;
	    }
	bool moved = region != NULL;
	if (moved && lr_restore_region_aliasing (fun, region, p.disjoint))
	  xopt_count ("parallel regions given their aliasing back");
	if (moved)
	  lr_prepare_outlined (gimple_omp_parallel_child_fn (region),
			       p.max_latch);
	if (dump_file)
	  fprintf (dump_file, "loop at line %d: %s\n",
		   LOCATION_LINE (p.exit_loc),
		   moved ? "parallelized" : "left serial by parloops");
	if (moved && p.parallel_without_plugin)
	  {
	    /* The plugin does not make this loop parallel, but it does
	       prepare the function parloops outlines it into, which may
	       change that function's code: say so.  */
	    xopt_remark_note (p.loc,
			      "loop parallel without repair: GCC's own "
			      "dependence test finds it parallel too; its "
			      "outlined function prepared for the vectorizer "
			      "(aliasing, counter, cost model)\n");
	    xopt_count ("loops parallel without the plugin");
	  }
	else if (moved)
	  {
	    xopt_remark_optimized (p.loc, "loop made parallel: %s%s\n",
				   p.what.c_str (),
				   p.versioned ? " (versioned on a run-time "
						 "overlap check)" : "");
	    xopt_count ("loops made parallel");
	  }
	else
	  xopt_missed (p.loc, "loops proved parallel but left serial",
		       "loop not parallel",
		       "parloops kept it serial after the live-range analysis "
		       "proved it parallel%s (%s; parloops refuses reductions "
		       "it cannot handle, unknown iteration counts, pointers "
		       "stepped from an array's address and loops below its "
		       "cost threshold)",
		       p.versioned ? " under a run-time overlap check, which "
				     "stays, both copies serial" : "",
		       p.what.c_str ());
      }
    lr_pending.clear ();
    lr_pending_fun = NULL;
    return 0;
  }
};

} // namespace

int
plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *version)
{
  static const struct xopt_plugin_desc desc
    = { "live-range analysis: repair false dependences (forward substitution, "
	"scalar expansion) so that parloops parallelizes more loops",
	lr_options };
  if (!xopt_plugin_setup (info, version, &desc))
    return 1;
  xopt_register_pass (lr_make_graphite_off_pass (g), "graphite0", 1,
		      PASS_POS_INSERT_BEFORE);
  xopt_register_pass (new pass_xopt_liverange (g), "graphite0", 1,
		      PASS_POS_INSERT_AFTER);
  xopt_register_pass (new pass_xopt_liverange_outcome (g), "parloops", 0,
		      PASS_POS_INSERT_AFTER);
  /* Before if-conversion, which may version the loop.  */
  xopt_register_pass (lr_make_outlined_pass (g), "ifcvt", 1,
		      PASS_POS_INSERT_BEFORE);
  return 0;
}
