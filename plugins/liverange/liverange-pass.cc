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

/* Analyse LOOP and make it parallel if it can be.  Return true when it was
   changed or marked.  */

static bool
lr_process_loop (class loop *loop, unsigned *todo)
{
  dump_user_location_t loc = find_loop_location (loop);
  if (dump_file)
    fprintf (dump_file, "\n== loop %d (depth %d)\n", loop->num,
	     loop_depth (loop));
  if (loop->can_be_parallel)
    {
      if (dump_file)
	fprintf (dump_file, "already marked parallel\n");
      return true;
    }

  lr_scop scop;
  scop.loop = loop;
  const char *why = lr_build_scop (&scop);
  if (why)
    {
      if (dump_file)
	fprintf (dump_file, "not modelled: %s\n", why);
      xopt_remark_missed (loc, "loop not parallel: %s\n", why);
      lr_free_scop (&scop);
      return false;
    }
  lr_dump_scop (&scop);
  lr_compute_flow (&scop);
  lr_dump_live_ranges (&scop);

  lr_plan plan;
  std::string reason;
  bool ok = lr_check (&scop, &plan, &reason);
  if (!ok)
    {
      if (dump_file)
	fprintf (dump_file, "decision: not parallel: %s\n", reason.c_str ());
      xopt_remark_missed (loc, "loop not parallel: %s\n", reason.c_str ());
      xopt_count ("loops refused");
      lr_free_scop (&scop);
      return false;
    }

  lr_apply (&scop, &plan);
  *todo |= TODO_update_ssa_only_virtuals;
  if (plan.cleanup_cfg)
    {
      loops_state_set (LOOPS_NEED_FIXUP);
      *todo |= TODO_cleanup_cfg;
    }
  if (dump_file)
    fprintf (dump_file,
	     "decision: loop %d parallel: %d false dependences removed, %d "
	     "reads substituted, %d variables expanded, "
	     HOST_WIDE_INT_PRINT_UNSIGNED " bytes\n",
	     loop->num, plan.false_deps, plan.substituted, plan.expanded,
	     plan.bytes);
  xopt_remark_optimized (loc,
			 "loop made parallel: %d false dependences removed "
			 "(forward-substituted %d, expanded %d, "
			 HOST_WIDE_INT_PRINT_UNSIGNED " bytes)\n",
			 plan.false_deps, plan.substituted, plan.expanded,
			 plan.bytes);
  xopt_count ("loops made parallel");
  xopt_count ("false dependences removed", plan.false_deps);
  xopt_count ("reads forward-substituted", plan.substituted);
  xopt_count ("variables expanded", plan.expanded);
  xopt_count ("bytes allocated by expansion", (int) plan.bytes);
  lr_free_scop (&scop);
  scev_reset ();
  return true;
}

/* Process LOOP, and with loops=all its inner loops when it fails.  */

static void
lr_process_nest (class loop *loop, unsigned *todo)
{
  if (lr_process_loop (loop, todo) || lr_loops != LR_LOOPS_ALL)
    return;
  for (class loop *inner = loop->inner; inner; inner = inner->next)
    lr_process_nest (inner, todo);
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

  /* Only useful when parloops runs after it; not in the functions that
     parloops itself created.  */
  bool
  gate (function *fun) final override
  {
    if (flag_tree_parallelize_loops <= 1)
      return false;
    cgraph_node *node = cgraph_node::get (fun->decl);
    return !(node && node->parallelized_function);
  }

  unsigned int
  execute (function *fun) final override
  {
    if (number_of_loops (fun) <= 1 || fun->has_nonlocal_label)
      return 0;
    unsigned todo = 0;
    calculate_dominance_info (CDI_DOMINATORS);
    for (class loop *loop = current_loops->tree_root->inner; loop;
	 loop = loop->next)
      lr_process_nest (loop, &todo);
    return todo;
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
  xopt_register_pass (new pass_xopt_liverange (g), "graphite0", 1,
		      PASS_POS_INSERT_AFTER);
  return 0;
}
