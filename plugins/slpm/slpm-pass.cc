/* SLP-M pass and plugin_init.

   The pass runs just before GCC's vectorizers.  For functions with loops
   that is before "vect" inside the loop pipeline, which is followed there
   by the first "slp".  Functions without loops skip that pipeline and are
   vectorized only by the "slp" inside "no_loop"; a second instance before
   "no_loop" handles them.  GCC 12 cannot place a plugin pass relative to
   the second instance of a pass ("slp" 2), hence "no_loop".  The second
   instance also sees the functions the first one processed, and skips
   them in its gate, so every function is processed once.  */

#include "slpm.h"

int slpm_reorder = 1;
int slpm_extend = 1;
int slpm_replace = 1;
int slpm_shuffle = 1;
int slpm_depth = 20;
int slpm_min_lanes = 2;
int slpm_fill = 1;

static struct xopt_option slpm_options[] = {
  XOPT_OPTION_FLAG ("reorder", slpm_reorder,
		    "swap operands of commutative operations"),
  XOPT_OPTION_FLAG ("extend", slpm_extend,
		    "extend short lanes with identities (X*1, X+0, ...)"),
  XOPT_OPTION_FLAG ("replace", slpm_replace,
		    "replace operations by equivalent ones (X<<k, X*2^k, ...)"),
  XOPT_OPTION_FLAG ("shuffle", slpm_shuffle,
		    "blend two operations: PLUS/MINUS in GCC's two-operator "
		    "SLP nodes, other pairs as vector code of SLP-M's own"),
  XOPT_OPTION_INT ("depth", slpm_depth, 1, 100,
		   "how deep lane trees are compared"),
  XOPT_OPTION_INT ("min-lanes", slpm_min_lanes, 2, 64,
		   "smallest group of lanes to consider"),
  XOPT_OPTION_FLAG ("fill", slpm_fill,
		    "in loops, give the constant lanes of a load operand "
		    "slot a masked load, which loop SLP needs"),
  XOPT_OPTION_END
};

namespace {

const pass_data pass_data_xopt_slpm = {
  GIMPLE_PASS,		  /* type */
  "xopt_slpm",		  /* name */
  OPTGROUP_VEC,		  /* optinfo_flags */
  TV_NONE,		  /* tv_id */
  PROP_cfg | PROP_ssa,	  /* properties_required */
  0,			  /* properties_provided */
  0,			  /* properties_destroyed */
  0,			  /* todo_flags_start */
  0,			  /* todo_flags_finish */
};

/* DECL_UID of the last function the instance in the loop pipeline
   processed.  */
static unsigned slpm_done_uid = -1U;

class pass_xopt_slpm : public gimple_opt_pass
{
public:
  pass_xopt_slpm (gcc::context *ctxt, bool in_loop_pipeline)
    : gimple_opt_pass (pass_data_xopt_slpm, ctxt),
      m_in_loop_pipeline (in_loop_pipeline)
  {
  }

  /* Only worth it when some vectorizer will look at the result: in the
     loop pipeline the loop vectorizer or the first "slp", after it only
     the second "slp".  And only once per function.  */
  bool
  gate (function *fun) final override
  {
    if (m_in_loop_pipeline)
      return flag_tree_slp_vectorize || flag_tree_loop_vectorize;
    return flag_tree_slp_vectorize && DECL_UID (fun->decl) != slpm_done_uid;
  }

  unsigned int
  execute (function *fun) final override
  {
    if (m_in_loop_pipeline)
      slpm_done_uid = DECL_UID (fun->decl);
    return slpm_process_function (fun, false);
  }

private:
  bool m_in_loop_pipeline;
};

const pass_data pass_data_xopt_slpm_fence = {
  GIMPLE_PASS,		  /* type */
  "xopt_slpm_fence",	  /* name */
  OPTGROUP_VEC,		  /* optinfo_flags */
  TV_NONE,		  /* tv_id */
  PROP_cfg | PROP_ssa,	  /* properties_required */
  0,			  /* properties_provided */
  0,			  /* properties_destroyed */
  0,			  /* todo_flags_start */
  0,			  /* todo_flags_finish */
};

/* DECL_UID of the last function the fence instance in the loop pipeline
   processed.  */
static unsigned slpm_fenced_uid = -1U;

/* Fences for the groups basic-block SLP could only build from scalars
   (slpm-fence.cc): right before the first "slp", after the loop
   vectorizer, in the loop pipeline, and before "no_loop" (after the
   rewriting instance there) for functions without loops.  */

class pass_xopt_slpm_fence : public gimple_opt_pass
{
public:
  pass_xopt_slpm_fence (gcc::context *ctxt, bool in_loop_pipeline)
    : gimple_opt_pass (pass_data_xopt_slpm_fence, ctxt),
      m_in_loop_pipeline (in_loop_pipeline)
  {
  }

  bool
  gate (function *fun) final override
  {
    return (flag_tree_slp_vectorize
	    && (m_in_loop_pipeline || DECL_UID (fun->decl) != slpm_fenced_uid));
  }

  unsigned int
  execute (function *fun) final override
  {
    if (m_in_loop_pipeline)
      slpm_fenced_uid = DECL_UID (fun->decl);
    return slpm_process_function (fun, true);
  }

private:
  bool m_in_loop_pipeline;
};

/* The vector code for the chunks deferred until GCC's vectorizers ran
   (slpm-late.cc): right after the first "slp", in the loop pipeline.  */

class pass_xopt_slpm_late : public gimple_opt_pass
{
public:
  pass_xopt_slpm_late (gcc::context *ctxt, const pass_data &data)
    : gimple_opt_pass (data, ctxt)
  {
  }

  bool
  gate (function *fun) final override
  {
    return slpm_deferred_p (fun);
  }

  unsigned int
  execute (function *fun) final override
  {
    return slpm_emit_deferred (fun);
  }
};

} // namespace

int
plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *version)
{
  static const struct xopt_plugin_desc desc
    = { "SLP-M: make non-isomorphic store groups isomorphic for SLP",
	slpm_options };
  if (!xopt_plugin_setup (info, version, &desc))
    return 1;
  xopt_register_pass (new pass_xopt_slpm (g, true), "vect", 1,
		      PASS_POS_INSERT_BEFORE);
  xopt_register_pass (new pass_xopt_slpm (g, false), "no_loop", 1,
		      PASS_POS_INSERT_BEFORE);
  xopt_register_pass (new pass_xopt_slpm_fence (g, true), "slp", 1,
		      PASS_POS_INSERT_BEFORE);
  xopt_register_pass (new pass_xopt_slpm_fence (g, false), "no_loop", 1,
		      PASS_POS_INSERT_BEFORE);
  /* Its pass data are the fences' under another name.  */
  static pass_data late_data = pass_data_xopt_slpm_fence;
  late_data.name = "xopt_slpm_late";
  xopt_register_pass (new pass_xopt_slpm_late (g, late_data), "slp", 1,
		      PASS_POS_INSERT_AFTER);
  /* After both vectorizer pipelines: the remarks on what became of the
     rewritten groups.  */
  xopt_register_pass (slpm_make_outcome_pass (g), "simduid", 1,
		      PASS_POS_INSERT_BEFORE);
  return 0;
}
