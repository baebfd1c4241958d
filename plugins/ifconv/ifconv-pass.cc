/* xopt_ifconv: the pass, its driver and plugin_init.

   The pass runs in the loop pipeline right before GCC's "ifcvt".  For
   every innermost loop with control flow it builds the R&K assignment,
   checks every statement, and only then versions the loop under
   .LOOP_VECTORIZED and if-converts the version the vectorizer will look
   at.  The loops it converts reach GCC's ifcvt as single-block bodies,
   which it leaves alone; the original copies are marked dont_vectorize,
   which GCC's ifcvt and the vectorizer skip.  */

#include "ifconv.h"
#include "gimple-pretty-print.h"
#include "tree-scalar-evolution.h"
#include "tree-ssa-loop-niter.h"
#include "tree-cfg.h"
#include "tree-vectorizer.h"

int ifc_trap_safe = 1;
int ifc_masked = 1;
int ifc_max_predicates = 64;
const char *ifc_dot_file = NULL;

static struct xopt_option ifc_options[] = {
  XOPT_OPTION_FLAG ("trap-safe", ifc_trap_safe,
		    "give conditional floating-point operations neutral "
		    "operands under -ftrapping-math (0: leave such loops)"),
  XOPT_OPTION_FLAG ("masked", ifc_masked,
		    "use masked loads and stores where the target has them"),
  XOPT_OPTION_INT ("max-predicates", ifc_max_predicates, 1, 1024,
		   "leave loops that need more predicates"),
  XOPT_OPTION_STRING ("dot", ifc_dot_file,
		      "append each converted loop's CFG, control dependences "
		      "and predicates to this Graphviz file"),
  XOPT_OPTION_END
};

/* Analyse LOOP into R; NULL or why it cannot be converted.  */

static const char *
ifc_analyze (class loop *loop, ifc_region *r)
{
  if (const char *why = ifc_build_region (loop, r))
    return why;
  return ifc_check_statements (r);
}

/* Make the internal call G, whose loop is not converted after all, false,
   so that the original loop is what runs.  */

static void
ifc_abandon_version (gcall *g)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (g);
  gimple *f = gimple_build_assign (gimple_call_lhs (g), boolean_false_node);
  gsi_replace (&gsi, f, true);
}

/* If-convert the analysed region R: predicates, predicated statements,
   selects for phis, then one block.  */

static void
ifc_convert (ifc_region *r)
{
  ifc_preds *p = ifc_preds_create (r);
  for (unsigned i = 0; i < r->order.length (); i++)
    {
      basic_block bb = r->order[i];
      if (i > 0)
	ifc_convert_phis (p, bb);
      if (r->r[i] > 0)
	ifc_predicate_block (r, bb, ifc_block_pred (p, bb));
      else if (r->r[i] < 0)
	ifc_predicate_block (r, bb, NULL_TREE);
      ifc_emit_branch_preds (p, bb);
    }
  ifc_preds_free (p);
  ifc_merge_blocks (r);
}

/* Try LOOP; returns true if it was converted.  */

static bool
ifc_process_loop (class loop *loop)
{
  dump_user_location_t loc = find_loop_location (loop);
  ifc_region analysis;
  if (const char *why = ifc_analyze (loop, &analysis))
    {
      xopt_remark_missed (loc, "loop not if-converted: %s\n", why);
      xopt_count ("loops not if-converted");
      return false;
    }
  if (dump_file)
    ifc_dump_region (dump_file, &analysis);
  gcall *g = ifc_version_loop (loop, &loop);
  if (!g)
    {
      xopt_remark_missed (loc, "loop not if-converted: cannot version\n");
      return false;
    }
  /* LOOP is now the copy to convert; analyse it as it is.  */
  ifc_region r;
  if (const char *why = ifc_analyze (loop, &r))
    {
      ifc_abandon_version (g);
      xopt_remark_missed (loc, "loop not if-converted: %s\n", why);
      return false;
    }
  if (ifc_dot_file)
    ifc_write_dot (ifc_dot_file, &r);
  unsigned nblocks = r.order.length ();
  ifc_convert (&r);
  if (dump_file)
    {
      fprintf (dump_file, "Predicated body of loop %d:\n", loop->num);
      gimple_dump_bb (dump_file, loop->header, 2, TDF_SLIM);
    }
  /* The remark waits for the vectorizer: see ifconv-outcome.cc.  */
  ifc_record_conversion (loc, g, &r, nblocks);
  xopt_count ("loops if-converted");
  return true;
}

/* Every innermost loop with control flow that the vectorizer may take.  */

static unsigned int
ifc_process_function (function *fun)
{
  bool changed = false;
  for (auto loop : loops_list (fun, LI_ONLY_INNERMOST))
    if (!loop->dont_vectorize && loop->num_nodes > 2
	&& optimize_loop_for_speed_p (loop))
      changed |= ifc_process_loop (loop);
  if (!changed)
    return 0;
  free_numbers_of_iterations_estimates (fun);
  scev_reset ();
  return TODO_cleanup_cfg;
}

namespace {

const pass_data pass_data_xopt_ifconv = {
  GIMPLE_PASS,		  /* type */
  "xopt_ifconv",	  /* name */
  OPTGROUP_LOOP | OPTGROUP_VEC, /* optinfo_flags */
  TV_NONE,		  /* tv_id */
  PROP_cfg | PROP_ssa,	  /* properties_required */
  0,			  /* properties_provided */
  0,			  /* properties_destroyed */
  0,			  /* todo_flags_start */
  0,			  /* todo_flags_finish */
};

class pass_xopt_ifconv : public gimple_opt_pass
{
public:
  pass_xopt_ifconv (gcc::context *ctxt)
    : gimple_opt_pass (pass_data_xopt_ifconv, ctxt)
  {
  }

  /* Only for the loop vectorizer, as GCC's own if-conversion, and not
     when the user turned if-conversion off (-fno-tree-loop-if-convert).  */
  bool
  gate (function *fun) final override
  {
    return flag_tree_loop_vectorize && flag_tree_loop_if_convert != 0
	   && number_of_loops (fun) > 1;
  }

  unsigned int
  execute (function *fun) final override
  {
    return ifc_process_function (fun);
  }
};

} // namespace

int
plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *version)
{
  static const struct xopt_plugin_desc desc
    = { "if-conversion of loops by R&K predicate assignment, trap-safe, "
	"for the vectorizer",
	ifc_options };
  if (!xopt_plugin_setup (info, version, &desc))
    return 1;
  xopt_register_pass (new pass_xopt_ifconv (g), "ifcvt", 1,
		      PASS_POS_INSERT_BEFORE);
  /* After vect, which decides between the converted and the original
     copy: the remarks on what became of the converted loops.  */
  xopt_register_pass (ifc_make_outcome_pass (g), "vect", 1,
		      PASS_POS_INSERT_AFTER);
  return 0;
}
