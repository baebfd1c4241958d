/* Keep Graphite's code generation off the loops this plugin decides.

   With -floop-parallelize-all alone (no -floop-nest-optimize, no
   -fgraphite-identity) Graphite changes no schedule: it regenerates
   every SCoP it finds with the identity schedule and marks the loops it
   proves parallel.  The regenerated code is slower than the original
   even where nothing runs in parallel: 128-bit counters and `(int)'
   subscripts that the vectorizer's data references do not see through
   (`evolution of offset is not affine'), so a row loop that -O2
   vectorizes stays scalar (bench p04, a recurrence the plugin keeps
   serial: 0.86 of -O2 with Graphite's code, 1.01 without; k07: 0.51
   serial).  Its parallel marks are the only other thing it gives, and
   this plugin decides every loop's parallelism itself (its dependence
   model is exact at statement granularity, Graphite's is not), so its
   decisions win: Graphite's pass is skipped for the function, as with
   -fno-loop-parallelize-all, and the flag is back on for parloops
   (which then applies no cost threshold of its own: the plugin applies
   parloops' threshold to the loops it marks).  -fplugin-arg-xopt_liverange-
   graphite=1 lets Graphite run as before.

   The flags are per function (optimize attributes); they are cleared in
   a pass just before "graphite0" and restored by the pass after it.  */

#include "liverange.h"
#include "cgraph.h"

int lr_graphite = 0;

/* The values cleared for the current function, restored after
   Graphite's pass; SAVED says whether there is something to restore.  */
static struct
{
  bool saved;
  int loop_parallelize_all;
  int graphite;
} lr_graphite_flags;

/* Whether Graphite would only regenerate FUN's loops with the identity
   schedule for the sake of parallel marks, which this pass decides.  */

static bool
lr_graphite_only_marks (function *fun)
{
  cgraph_node *node = cgraph_node::get (fun->decl);
  return (!lr_graphite && flag_loop_parallelize_all
	  && !flag_loop_nest_optimize && !flag_graphite_identity
	  && flag_tree_parallelize_loops > 1
	  && !(node && node->parallelized_function));
}

/* Say once per compilation that Graphite's code generation is kept off
   and why (a transformation not done: a missed remark).  */

static void
lr_say_graphite_off (function *fun)
{
  static bool said;
  if (said || !dump_enabled_p ())
    return;
  said = true;
  xopt_missed (dump_user_location_t::from_function_decl (fun->decl), NULL,
	       "Graphite's code generation kept off",
	       "xopt_liverange decides the parallel loops of "
	       "-floop-parallelize-all on the original code (Graphite's "
	       "regenerated loops are slower than -O2's); "
	       "-fplugin-arg-xopt_liverange-graphite=1 lets Graphite run");
}

/* Put back the flags cleared before Graphite's pass.  */

void
lr_restore_graphite_flags (void)
{
  if (!lr_graphite_flags.saved)
    return;
  flag_loop_parallelize_all = lr_graphite_flags.loop_parallelize_all;
  flag_graphite = lr_graphite_flags.graphite;
  lr_graphite_flags.saved = false;
}

namespace {

const pass_data pass_data_xopt_liverange_graphite_off = {
  GIMPLE_PASS,				/* type */
  "xopt_liverange_graphite_off",	/* name */
  OPTGROUP_LOOP,			/* optinfo_flags */
  TV_NONE,				/* tv_id */
  PROP_cfg,				/* properties_required */
  0,					/* properties_provided */
  0,					/* properties_destroyed */
  0,					/* todo_flags_start */
  0,					/* todo_flags_finish */
};

/* Just before "graphite0": clear the flags that turn Graphite on, so
   that its gate fails for this function.  */

class pass_xopt_liverange_graphite_off : public gimple_opt_pass
{
public:
  pass_xopt_liverange_graphite_off (gcc::context *ctxt)
    : gimple_opt_pass (pass_data_xopt_liverange_graphite_off, ctxt)
  {
  }

  bool
  gate (function *fun) final override
  {
    return lr_graphite_only_marks (fun);
  }

  unsigned int
  execute (function *fun) final override
  {
    lr_graphite_flags.saved = true;
    lr_graphite_flags.loop_parallelize_all = flag_loop_parallelize_all;
    lr_graphite_flags.graphite = flag_graphite;
    flag_loop_parallelize_all = 0;
    flag_graphite = 0;
    lr_say_graphite_off (fun);
    if (dump_file)
      fprintf (dump_file, "Graphite's pass skipped: this plugin decides "
	       "the parallel loops\n");
    xopt_count ("functions kept from Graphite's code generation");
    return 0;
  }
};

} // namespace

opt_pass *
lr_make_graphite_off_pass (gcc::context *ctxt)
{
  return new pass_xopt_liverange_graphite_off (ctxt);
}
