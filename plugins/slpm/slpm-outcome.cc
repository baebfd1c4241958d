/* What became of the groups SLP-M rewrote.  SLP-M only reshapes scalar
   code; the gain comes from GCC's vectorizers, which may still vectorize
   a group's stores alone (building the vector from scalar values) or not
   at all, and later folding may undo the rewrite (X * 8 becomes X << 3
   again).  So the remark for a rewritten group waits for a second pass,
   xopt_slpm_outcome, after both vectorizer pipelines: "optimized:" only
   when vector operations replaced the group's computations, otherwise
   "missed:" with what SLP did.

   The vectorizers give each vector statement the location of the scalar
   statement it replaces, so a group is recognised by the locations of
   its stores and of the statements computing the stored values.

   A rewritten group that ends up not vectorized at all can still have
   changed the code: without SLP-M, GCC's SLP stores a group that is not
   isomorphic as one vector built from the scalar values whenever its
   cost figures prefer that to the scalar stores (xz-utils'
   lz_encoder_mf.c: vmovd, vpinsrd, vmovq), but the rewritten group is
   costed with its arithmetic and may be refused whole.  Such a group
   gets an "optimized:" remark that says so.  The reverse: GCC's SLP
   leaves a group alone whose stores store constants beside computed
   values; made isomorphic, its stores may be packed (slpm-predict.cc
   keeps most such chunks from being rewritten), and that is a change
   too.  */

#include "slpm.h"
#include "tree-pass.h"
#include "target.h"

/* One rewritten group of the current function.  */
struct slpm_pending
{
  location_t where;
  unsigned lanes;
  slpm_counts counts;
  /* GCC's cost figures for the stores of the group as it was: one vector
     built from the scalar values, and the scalar stores.  */
  int packed_cost, scalar_cost;
  /* Whether GCC's SLP could start from the stores of the group as it was:
     it refuses a group whose stores store different kinds of values (a
     constant beside an SSA name: "different operation" in
     vect_build_slp_tree_1), and then leaves the stores alone.  */
  bool slp_seed;
  /* Locations of the stores and of the statements they store.  */
  auto_vec<location_t> locations;
};

static function *pending_fun;
static auto_vec<slpm_pending *> pending;

/* Forget the groups recorded for a function the outcome pass did not
   reach.  */

static void
drop_pending (void)
{
  for (slpm_pending *p : pending)
    delete p;
  pending.truncate (0);
  pending_fun = NULL;
}

/* GCC's cost figures for storing the N values of TYPE of a group that
   is not isomorphic, as GCC's SLP sees it: one vector built from the
   scalars and one vector store (*PACKED, INT_MAX without a vector mode
   or without basic-block SLP), or N scalar stores (*SCALAR).  */

static void
store_costs (tree type, unsigned n, int *packed, int *scalar)
{
  tree vectype = build_vector_type (type, n);
  *scalar = n * targetm.vectorize.builtin_vectorization_cost (scalar_store,
							       vectype, 0);
  *packed = INT_MAX;
  if (flag_tree_slp_vectorize && VECTOR_MODE_P (TYPE_MODE (vectype)))
    *packed
      = (targetm.vectorize.builtin_vectorization_cost (vec_construct,
							vectype, 0)
	 + targetm.vectorize.builtin_vectorization_cost (unaligned_store,
							 vectype, -1));
}

void
slpm_record_group (vec<slpm_lane> &group, unsigned start, unsigned n,
		   const slpm_counts &counts)
{
  if (pending_fun != cfun)
    drop_pending ();
  pending_fun = cfun;
  slpm_pending *p = new slpm_pending;
  p->where = gimple_location (group[start].store);
  p->lanes = n;
  p->counts = counts;
  store_costs (TREE_TYPE (gimple_assign_lhs (group[start].store)), n,
	       &p->packed_cost, &p->scalar_cost);
  p->slp_seed = true;
  enum tree_code kind = TREE_CODE (gimple_assign_rhs1 (group[start].store));
  for (unsigned i = start + 1; i < start + n; i++)
    p->slp_seed &= TREE_CODE (gimple_assign_rhs1 (group[i].store)) == kind;
  for (unsigned i = start; i < start + n; i++)
    {
      p->locations.safe_push (LOCATION_LOCUS (gimple_location (group[i].store)));
      tree value = gimple_assign_rhs1 (group[i].store);
      if (TREE_CODE (value) == SSA_NAME)
	p->locations.safe_push (
	  LOCATION_LOCUS (gimple_location (SSA_NAME_DEF_STMT (value))));
    }
  pending.safe_push (p);
}

/* Whether STMT computes a vector by an operation (not a load, a copy, a
   permutation or a CONSTRUCTOR of scalars).  */

static bool
vector_operation_p (gimple *stmt)
{
  if (!is_gimple_assign (stmt) || gimple_store_p (stmt))
    return false;
  tree lhs = gimple_assign_lhs (stmt);
  if (!VECTOR_TYPE_P (TREE_TYPE (lhs)))
    return false;
  enum tree_code_class kind = TREE_CODE_CLASS (gimple_assign_rhs_code (stmt));
  return kind == tcc_binary || kind == tcc_unary;
}

/* Whether STMT stores a vector.  */

static bool
vector_store_p (gimple *stmt)
{
  return (gimple_store_p (stmt) && is_gimple_assign (stmt)
	  && VECTOR_TYPE_P (TREE_TYPE (gimple_assign_lhs (stmt))));
}

enum slpm_outcome
{
  SLPM_NOT_VECTORIZED,
  SLPM_STORES_ONLY,
  SLPM_VECTORIZED
};

/* What the vectorizers made of group P in FUN.  */

static enum slpm_outcome
group_outcome (function *fun, const slpm_pending *p)
{
  enum slpm_outcome outcome = SLPM_NOT_VECTORIZED;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	bool operation = vector_operation_p (stmt);
	if (!operation && !vector_store_p (stmt))
	  continue;
	if (!p->locations.contains (LOCATION_LOCUS (gimple_location (stmt))))
	  continue;
	if (operation)
	  return SLPM_VECTORIZED;
	outcome = SLPM_STORES_ONLY;
      }
  return outcome;
}

/* Report group P of FUN.  */

static void
report_group (function *fun, const slpm_pending *p)
{
  dump_user_location_t loc
    = dump_user_location_t::from_location_t (p->where);
  const slpm_counts &c = p->counts;
  switch (group_outcome (fun, p))
    {
    case SLPM_VECTORIZED:
      xopt_remark_optimized (loc,
			     "SLP-M made %u lanes isomorphic: reorder=%d "
			     "extend=%d replace=%d shuffle=%d; vectorized\n",
			     p->lanes, c.reorder, c.extend, c.replace,
			     c.shuffle);
      xopt_count ("groups made isomorphic and vectorized");
      break;
    case SLPM_STORES_ONLY:
      if (!p->slp_seed)
	{
	  xopt_remark_optimized (loc, "SLP-M made %u lanes isomorphic: "
				 "reorder=%d extend=%d replace=%d "
				 "shuffle=%d; only the stores were "
				 "vectorized, from scalar values (without "
				 "SLP-M, GCC's SLP leaves the stores alone: "
				 "they store constants beside computed "
				 "values)\n", p->lanes, c.reorder, c.extend,
				 c.replace, c.shuffle);
	  xopt_count ("groups made isomorphic, stores newly packed");
	  break;
	}
      xopt_missed (loc, "groups made isomorphic, stores vectorized only",
		   "SLP-M", "made %u lanes isomorphic: reorder=%d extend=%d "
		   "replace=%d shuffle=%d; only the stores were vectorized, "
		   "from scalar values", p->lanes, c.reorder, c.extend,
		   c.replace, c.shuffle);
      break;
    case SLPM_NOT_VECTORIZED:
      if (p->slp_seed && p->packed_cost <= p->scalar_cost)
	{
	  xopt_remark_optimized (loc, "SLP-M made %u lanes isomorphic: "
				 "reorder=%d extend=%d replace=%d "
				 "shuffle=%d; not vectorized, stored as "
				 "scalars (without SLP-M, GCC's SLP stores "
				 "them as one vector built from the scalar "
				 "values: cost %d against %d)\n", p->lanes,
				 c.reorder, c.extend, c.replace, c.shuffle,
				 p->packed_cost, p->scalar_cost);
	  xopt_count ("groups made isomorphic, no longer packed");
	  break;
	}
      xopt_missed (loc, "groups made isomorphic, not vectorized", "SLP-M",
		   "made %u lanes isomorphic: reorder=%d extend=%d "
		   "replace=%d shuffle=%d; not vectorized", p->lanes,
		   c.reorder, c.extend, c.replace, c.shuffle);
      break;
    }
}

namespace {

const pass_data pass_data_xopt_slpm_outcome = {
  GIMPLE_PASS,		  /* type */
  "xopt_slpm_outcome",	  /* name */
  OPTGROUP_VEC,		  /* optinfo_flags */
  TV_NONE,		  /* tv_id */
  PROP_cfg,		  /* properties_required */
  0,			  /* properties_provided */
  0,			  /* properties_destroyed */
  0,			  /* todo_flags_start */
  0,			  /* todo_flags_finish */
};

class pass_xopt_slpm_outcome : public gimple_opt_pass
{
public:
  pass_xopt_slpm_outcome (gcc::context *ctxt)
    : gimple_opt_pass (pass_data_xopt_slpm_outcome, ctxt)
  {
  }

  bool
  gate (function *fun) final override
  {
    return (pending_fun == fun && !pending.is_empty ()) || slpm_fenced_p (fun);
  }

  unsigned int
  execute (function *fun) final override
  {
    slpm_remove_fences (fun);
    if (pending_fun != fun)
      return 0;
    for (const slpm_pending *p : pending)
      report_group (fun, p);
    drop_pending ();
    return 0;
  }
};

} // namespace

opt_pass *
slpm_make_outcome_pass (gcc::context *ctxt)
{
  return new pass_xopt_slpm_outcome (ctxt);
}
