/* What the vectorizer needs in the function parloops outlines a loop
   into, given back for the loops this plugin marked.

   -O2 vectorizes k03's `for (i) { s = 0; for (j) s += A[j][i] * y[j];
   x[i] = ...; }' as an outer loop, two columns of A at a time.  In the
   function parloops outlines it into (`kernel._loopfn.2'), the same loop
   stays scalar, for two reasons, each enough alone:

   1. Parloops replaces the loop's counters by one unsigned counter
      (canonicalize_loop_ivs) and computes `i = (int) ivtmp' from it.
      Scalar evolutions cannot tell that the conversion keeps the value
      (the thread's bounds are run-time values), so the subscripts in i
      are `evolution of offset is not affine' and the loop has no data
      references.  The counter runs from 0 to the loop's number of
      iterations; when that is known to fit the signed type, `i' is
      given a signed counter of its own, {(int) start, +, 1}, which takes
      exactly the values the conversion gave, without overflow.
   2. -O2's "very cheap" cost model vectorizes a loop only when no scalar
      iteration is left over, i.e. when its iteration count is a known
      multiple of the vector length.  The serial loop's count (2400) is;
      each thread's share of it is a run-time value.  The outlined
      function gets the "cheap" model instead (left-over iterations in a
      scalar epilogue, no run-time alias checks beyond a few), as if the
      serial loop had kept its count.  */

#include "liverange.h"
#include "tree-cfg.h"
#include "tree-ssa-loop.h"
#include "tree-ssa-loop-manip.h"
#include "tree-scalar-evolution.h"
#include "tree-ssa-loop-niter.h"
#include "cgraph.h"

/* The outlined functions of the loops this plugin marked, each with the
   most values of its loop's counter (-1 when unknown).  */
static std::map<tree, HOST_WIDE_INT> lr_outlined;

/* The most latch executions of LOOP, or -1 when unknown or too large.  */

HOST_WIDE_INT
lr_max_latch_executions (class loop *loop)
{
  widest_int nit;
  if (!max_loop_iterations (loop, &nit) || !wi::fits_shwi_p (nit))
    return -1;
  return nit.to_shwi ();
}

/* CHILD is the function parloops outlines a loop into that has at most
   MAX_LATCH + 1 iterations (-1 when unknown); its loops get the cheap
   cost model when the function's is very cheap, and its counter a
   signed copy when it fits (see lr_sign_outlined_counter).  */

void
lr_prepare_outlined (tree child, HOST_WIDE_INT max_latch)
{
  if (flag_vect_cost_model == VECT_COST_MODEL_VERY_CHEAP)
    {
      enum vect_cost_model saved = flag_vect_cost_model;
      flag_vect_cost_model = VECT_COST_MODEL_CHEAP;
      DECL_FUNCTION_SPECIFIC_OPTIMIZATION (child)
	= build_optimization_node (&global_options, &global_options_set);
      flag_vect_cost_model = saved;
    }
  lr_outlined[child] = max_latch;
}

/* Whether the exit test COND of LOOP compares the counter PHI (its
   value before or after the step) with something else.  */

static bool
lr_tests_counter_p (class loop *loop, gcond *cond, gphi *phi)
{
  tree before = PHI_RESULT (phi);
  tree after = PHI_ARG_DEF_FROM_EDGE (phi, loop_latch_edge (loop));
  for (tree op : { gimple_cond_lhs (cond), gimple_cond_rhs (cond) })
    if (op == before || op == after)
      return true;
  return false;
}

/* The counter of LOOP, the loop of an outlined function: the unsigned
   PHI result {start, +, 1} that its exit test compares, or NULL.  */

static gphi *
lr_outlined_counter (class loop *loop)
{
  edge exit = single_exit (loop);
  gcond *cond = exit ? safe_dyn_cast<gcond *> (last_stmt (exit->src)) : NULL;
  if (!cond)
    return NULL;
  for (gphi_iterator psi = gsi_start_phis (loop->header); !gsi_end_p (psi);
       gsi_next (&psi))
    {
      gphi *phi = psi.phi ();
      tree res = PHI_RESULT (phi);
      affine_iv iv;
      if (virtual_operand_p (res) || !INTEGRAL_TYPE_P (TREE_TYPE (res))
	  || !TYPE_UNSIGNED (TREE_TYPE (res))
	  || !lr_tests_counter_p (loop, cond, phi)
	  || !simple_iv (loop, loop, res, &iv, false)
	  || !iv.step || !integer_onep (iv.step))
	continue;
      return phi;
    }
  return NULL;
}

/* Whether every value of the counter of a loop of at most MAX_LATCH + 1
   iterations, from 0 to MAX_LATCH + 1 (the value after the last
   iteration), fits TYPE: then the conversion keeps the values and a
   counter in TYPE never overflows.  */

static bool
lr_counter_fits_p (tree type, HOST_WIDE_INT max_latch)
{
  return wi::les_p (widest_int (max_latch) + 1,
		    wi::to_widest (TYPE_MAX_VALUE (type)));
}

/* Give every `x = (T) counter' of LOOP's counter PHI, T signed, a
   signed counter of type T of its own, when every value of the counter
   fits T.
   Returns the number of conversions replaced.  */

static unsigned
lr_sign_outlined_counter (class loop *loop, gphi *phi,
			  HOST_WIDE_INT max_latch)
{
  tree counter = PHI_RESULT (phi);
  tree start = PHI_ARG_DEF_FROM_EDGE (phi, loop_preheader_edge (loop));
  std::map<tree, tree> signed_counter;
  unsigned replaced = 0;
  auto_vec<gimple *> uses;
  gimple *use;
  imm_use_iterator it;
  FOR_EACH_IMM_USE_STMT (use, it, counter)
    uses.safe_push (use);
  for (gimple *use : uses)
    {
      if (!is_gimple_assign (use)
	  || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (use))
	  || gimple_bb (use)->loop_father != loop)
	continue;
      tree type = TREE_TYPE (gimple_assign_lhs (use));
      if (!INTEGRAL_TYPE_P (type) || !TYPE_OVERFLOW_UNDEFINED (type)
	  || !lr_counter_fits_p (type, max_latch))
	continue;
      tree &copy = signed_counter[TYPE_MAIN_VARIANT (type)];
      if (!copy)
	{
	  gimple_stmt_iterator incr;
	  bool after;
	  standard_iv_increment_position (loop, &incr, &after);
	  create_iv (fold_convert (type, start), build_int_cst (type, 1),
		     NULL_TREE, loop, &incr, after, &copy, NULL);
	}
      gimple_stmt_iterator gsi = gsi_for_stmt (use);
      gimple_assign_set_rhs_from_tree (&gsi, fold_convert (type, copy));
      update_stmt (gsi_stmt (gsi));
      replaced++;
    }
  return replaced;
}

namespace {

const pass_data pass_data_xopt_liverange_outlined = {
  GIMPLE_PASS,			/* type */
  "xopt_liverange_outlined",	/* name */
  OPTGROUP_LOOP,		/* optinfo_flags */
  TV_NONE,			/* tv_id */
  PROP_cfg | PROP_ssa,		/* properties_required */
  0,				/* properties_provided */
  0,				/* properties_destroyed */
  0,				/* todo_flags_start */
  0,				/* todo_flags_finish */
};

/* Before if-conversion and the vectorizer, in the functions parloops
   outlined the loops this plugin marked into.  */

class pass_xopt_liverange_outlined : public gimple_opt_pass
{
public:
  pass_xopt_liverange_outlined (gcc::context *ctxt)
    : gimple_opt_pass (pass_data_xopt_liverange_outlined, ctxt)
  {
  }

  bool
  gate (function *fun) final override
  {
    return lr_outlined.count (fun->decl) != 0;
  }

  unsigned int
  execute (function *fun) final override
  {
    HOST_WIDE_INT max_latch = lr_outlined[fun->decl];
    class loop *loop = current_loops->tree_root->inner;
    /* The static schedule makes one loop of the parallel one.  */
    if (max_latch < 0 || !loop || loop->next)
      {
	if (dump_file)
	  fprintf (dump_file, "counter left alone: %s\n",
		   max_latch < 0 ? "the number of iterations has no bound"
		   : "not one outermost loop");
	return 0;
      }
    gphi *phi = lr_outlined_counter (loop);
    unsigned replaced = phi ? lr_sign_outlined_counter (loop, phi,
							  max_latch) : 0;
    if (dump_file)
      fprintf (dump_file, "loop %d: %u conversions of the counter given a "
	       "signed counter (at most " HOST_WIDE_INT_PRINT_DEC
	       " iterations)\n", loop->num, replaced, max_latch + 1);
    if (!replaced)
      return 0;
    xopt_count ("outlined counters made signed", replaced);
    scev_reset ();
    return 0;
  }
};

} // namespace

opt_pass *
lr_make_outlined_pass (gcc::context *ctxt)
{
  return new pass_xopt_liverange_outlined (ctxt);
}
