/* What became of the loops xopt_ifconv converted.  The pass only makes an
   if-converted copy for the vectorizer, guarded by .LOOP_VECTORIZED
   (converted, original); GCC's vect pass folds that call to true when it
   vectorizes the converted copy (or, failing that, vectorizes its body
   as one basic block) and to false otherwise, and the CFG cleanup at the
   end of vect deletes the copy that can no longer run.  So the remark
   for a converted loop waits for xopt_ifconv_outcome, right after vect:
   "optimized:" only when the converted copy still exists, otherwise
   "missed:", the original loop being what runs.  */

#include "ifconv.h"
#include "tree-pass.h"

/* One loop converted in the current function.  */
struct ifc_pending
{
  location_t where;
  /* Numbers of the if-converted copy and of the original loop, the
     arguments of .LOOP_VECTORIZED.  */
  int converted;
  int original;
  unsigned nblocks;
  int npreds;
  int n_neutral_ops;
  int n_masked;
};

static function *pending_fun;
static auto_vec<ifc_pending> pending;

/* Record the loop converted into R (NBLOCKS blocks before the merge)
   under the versioning call VERSIONING, for the remark at LOC once vect
   has run.  */

void
ifc_record_conversion (dump_user_location_t loc, gcall *versioning,
		       const ifc_region *r, unsigned nblocks)
{
  if (pending_fun != cfun)
    pending.truncate (0);
  pending_fun = cfun;
  ifc_pending p;
  p.where = loc.get_location_t ();
  p.converted = tree_to_shwi (gimple_call_arg (versioning, 0));
  p.original = tree_to_shwi (gimple_call_arg (versioning, 1));
  p.nblocks = nblocks;
  p.npreds = r->npreds () - 1;
  p.n_neutral_ops = r->n_neutral_ops;
  p.n_masked = r->n_masked;
  pending.safe_push (p);
}

/* Whether loop NUM of FUN still exists.  */

static bool
ifc_loop_alive_p (function *fun, int num)
{
  if (num >= (int) number_of_loops (fun))
    return false;
  class loop *loop = get_loop (fun, num);
  return loop && loop->header;
}

/* Report converted loop P of FUN.  */

static void
ifc_report_outcome (function *fun, const ifc_pending &p)
{
  dump_user_location_t loc = dump_user_location_t::from_location_t (p.where);
  /* Not the absence of the original loop: when the vectorizer versions
     the converted copy for aliasing, the original can become the
     fallback of that check.  */
  bool vectorized = ifc_loop_alive_p (fun, p.converted);
  if (dump_file)
    fprintf (dump_file, "loop %d (original loop %d%s): %s\n", p.converted,
	     p.original,
	     ifc_loop_alive_p (fun, p.original) ? ", still there" : "",
	     vectorized ? "vectorized" : "not vectorized");
  if (vectorized)
    {
      xopt_remark_optimized (loc, "loop if-converted and vectorized: %u "
			     "blocks, %d predicates (R&K), %d trap-safe "
			     "operands, %d masked accesses\n",
			     p.nblocks, p.npreds, p.n_neutral_ops, p.n_masked);
      xopt_count ("loops if-converted and vectorized");
    }
  else
    /* The statements of the original loop are kept, but not always the
       function's code: the versioning's SSA names are released after
       vect and reused later, and without the plugin GCC's own
       if-conversion may have versioned the loop itself, keeping a copy
       with new names.  Operand order (tree_swap_operands_p) and stack
       slots follow SSA versions, so the code can differ (bzip2's
       fallbackSort, reduced in missed-vect-numbering.c: compares with
       swapped operands).  */
    xopt_missed (loc, "loops if-converted but not vectorized",
		 "loop if-converted but not vectorized",
		 "the original loop is kept (%u blocks, %d predicates "
		 "(R&K), %d trap-safe operands, %d masked accesses); SSA "
		 "numbering, and with it operand order, can differ from the "
		 "build without the plugin",
		 p.nblocks, p.npreds, p.n_neutral_ops, p.n_masked);
}

namespace {

const pass_data pass_data_xopt_ifconv_outcome = {
  GIMPLE_PASS,		  /* type */
  "xopt_ifconv_outcome",  /* name */
  OPTGROUP_LOOP | OPTGROUP_VEC, /* optinfo_flags */
  TV_NONE,		  /* tv_id */
  PROP_cfg,		  /* properties_required */
  0,			  /* properties_provided */
  0,			  /* properties_destroyed */
  0,			  /* todo_flags_start */
  0,			  /* todo_flags_finish */
};

class pass_xopt_ifconv_outcome : public gimple_opt_pass
{
public:
  pass_xopt_ifconv_outcome (gcc::context *ctxt)
    : gimple_opt_pass (pass_data_xopt_ifconv_outcome, ctxt)
  {
  }

  bool
  gate (function *fun) final override
  {
    return pending_fun == fun && !pending.is_empty ();
  }

  unsigned int
  execute (function *fun) final override
  {
    for (const ifc_pending &p : pending)
      ifc_report_outcome (fun, p);
    pending.truncate (0);
    pending_fun = NULL;
    return 0;
  }
};

} // namespace

opt_pass *
ifc_make_outcome_pass (gcc::context *ctxt)
{
  return new pass_xopt_ifconv_outcome (ctxt);
}
