/* SLP-M fences: keep GCC's basic-block SLP away from store groups whose
   values cannot become vector arithmetic.  For such a group GCC 12 builds
   the stored vector from the scalar results ("Building vector operands
   from scalars") and its cost model often accepts that, but the lane
   inserts cost more than the scalar stores saved, and the store-merging
   pass can no longer merge the bytes: the code runs slower than with SLP
   off.

   GCC's SLP only groups the data references of a run of statements that
   vect_find_stmt_data_reference accepts; a statement it rejects starts a
   new group (vect_slp_bbs).  An empty volatile asm is rejected ("statement
   clobbers memory", get_references_in_stmt) although it has no memory
   operands at all, so one before every store but the first leaves each
   store of the group alone, and a single store is no SLP seed.  The
   fences go in just before the first "slp" (after the loop vectorizer,
   which they would stop) and are removed again by xopt_slpm_outcome,
   after both vectorizers, so later passes (store merging, scheduling) see
   the statements as they were.  */

#include "slpm.h"
#include "gimple-pretty-print.h"

/* The text of a fence; an assembler comment, so that a fence which
   survived would still assemble to nothing.  */
static const char fence_text[] = "/* xopt_slpm: no SLP */";

/* The function whose groups were last fenced.  */
static function *fenced_fun;

/* The statement computing VAL in BB when it is an operation (not a load
   or a copy), else NULL.  */

static gassign *
operation_def (tree val, basic_block bb)
{
  if (TREE_CODE (val) != SSA_NAME)
    return NULL;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (val));
  if (!def || gimple_bb (def) != bb || gimple_assign_load_p (def)
      || gimple_assign_single_p (def))
    return NULL;
  return def;
}

/* Whether CODE is PLUS or MINUS, which GCC's SLP mixes in one
   two-operator node (a blend of both results).  */

static bool
plus_minus_p (enum tree_code code)
{
  return code == PLUS_EXPR || code == MINUS_EXPR;
}

/* Whether the N values VALS of BB, one per lane, can only be built from
   scalars by GCC 12's SLP.  Conversions on every lane are looked through
   (CONVERTED says there were some): GCC's over-widening patterns replace
   the statements around them, and a mismatch below a pattern statement
   fails the whole node up to the stores instead of being built from
   scalars there.  Shifts by different counts need a vector shift by a
   vector; the plugin headers have no optab tables to ask, so such shifts
   count as scalar only where the known targets lack one: below a
   conversion (narrowed to the stored type by the patterns) or in a type
   narrower than 32 bits (AVX2 shifts only 32- and 64-bit elements by
   vectors).  Below a conversion the operands are compared too, down to
   DEPTH levels: a mismatch there fails the whole pattern node as well
   (an 8-lane uint8_t clip whose lane 0 lacks the min, bench k12).  Puts
   the reason into WHY.  */

static bool
scalar_only_values_p (tree *vals, unsigned n, basic_block bb, bool converted,
		      int depth, const char **why)
{
  if (n < 2 || depth <= 0)
    return false;
  auto_vec<gassign *, 16> defs;
  for (unsigned i = 0; i < n; i++)
    {
      gassign *def = operation_def (vals[i], bb);
      if (!def)
	return false;
      defs.safe_push (def);
    }
  enum tree_code code = gimple_assign_rhs_code (defs[0]);
  for (unsigned i = 1; i < n; i++)
    {
      enum tree_code c = gimple_assign_rhs_code (defs[i]);
      if (c != code && !(CONVERT_EXPR_CODE_P (c) && CONVERT_EXPR_CODE_P (code))
	  && !(plus_minus_p (c) && plus_minus_p (code)))
	{
	  *why = "the lanes compute their values with different operations";
	  return true;
	}
    }
  if (CONVERT_EXPR_CODE_P (code))
    {
      tree from = TREE_TYPE (gimple_assign_rhs1 (defs[0]));
      for (unsigned i = 0; i < n; i++)
	{
	  vals[i] = gimple_assign_rhs1 (defs[i]);
	  if (!types_compatible_p (TREE_TYPE (vals[i]), from))
	    {
	      *why = "the lanes convert from different types";
	      return true;
	    }
	}
      return scalar_only_values_p (vals, n, bb, true, depth - 1, why);
    }
  bool shift = code == LSHIFT_EXPR || code == RSHIFT_EXPR;
  if (shift && (converted || TYPE_PRECISION (TREE_TYPE (vals[0])) < 32))
    {
      tree count = gimple_assign_rhs2 (defs[0]);
      for (unsigned i = 1; i < n; i++)
	if (!operand_equal_p (gimple_assign_rhs2 (defs[i]), count, 0))
	  {
	    *why = "the lanes shift narrow values by different counts";
	    return true;
	  }
    }
  if (!converted)
    return false;
  unsigned nops = shift ? 2 : gimple_num_ops (defs[0]);
  for (unsigned k = 1; k < nops; k++)
    {
      tree *ops = XALLOCAVEC (tree, n);
      for (unsigned i = 0; i < n; i++)
	{
	  if (gimple_num_ops (defs[i]) <= k)
	    return false;
	  ops[i] = gimple_op (defs[i], k);
	}
      if (scalar_only_values_p (ops, n, bb, true, depth - 1, why))
	return true;
    }
  return false;
}

/* Put a fence before the stores of GROUP marked in FENCE_BEFORE.  */

static void
insert_fences (vec<slpm_lane> &group, const vec<bool> &fence_before)
{
  for (unsigned i = 1; i < group.length (); i++)
    {
      if (!fence_before[i])
	continue;
      gasm *fence = gimple_build_asm_vec (fence_text, NULL, NULL, NULL, NULL);
      gimple_asm_set_volatile (fence, true);
      gimple_set_location (fence, gimple_location (group[i].store));
      gimple_stmt_iterator gsi = gsi_for_stmt (group[i].store);
      gsi_insert_before (&gsi, fence, GSI_SAME_STMT);
    }
  fenced_fun = cfun;
}

/* Whether lanes START .. START+N-1 of GROUP can only be built from
   scalars; the reason into WHY.  */

static bool
scalar_only_lanes_p (vec<slpm_lane> &group, unsigned start, unsigned n,
		     const char **why)
{
  tree *vals = XALLOCAVEC (tree, n);
  for (unsigned i = 0; i < n; i++)
    vals[i] = gimple_assign_rhs1 (group[start + i].store);
  return scalar_only_values_p (vals, n, gimple_bb (group[start].store),
			       false, 8, why);
}

/* Vector-factor halving with fences: lanes START .. START+N-1 of GROUP
   can only be built from scalars; mark in FENCE_BEFORE where to cut them
   so that GCC's SLP sees parts it can compute: halves (recursively) while
   they are at least 2 lanes, every lane alone where even a pair cannot.
   Returns the number of lanes left in parts SLP can compute.  */

static unsigned
plan_cuts (vec<slpm_lane> &group, unsigned start, unsigned n,
	   vec<bool> &fence_before)
{
  const char *why;
  if (n < 2 || !scalar_only_lanes_p (group, start, n, &why))
    return n >= 2 ? n : 0;
  if (n % 2 != 0 || n / 2 < (unsigned) slpm_min_lanes)
    {
      for (unsigned i = 1; i < n; i++)
	fence_before[start + i] = true;
      return 0;
    }
  fence_before[start + n / 2] = true;
  return (plan_cuts (group, start, n / 2, fence_before)
	  + plan_cuts (group, start + n / 2, n / 2, fence_before));
}

/* Whether a statement between the first and the last store of GROUP,
   other than the group's stores and loads, writes memory (a store, a call,
   an asm): a fence would split that store's SLP group too.  Loads are
   accepted; at worst a load group of another store group is split.  */

static bool
foreign_memory_between_p (vec<slpm_lane> &group)
{
  gimple *first = group[0].store, *last = group[0].store;
  for (slpm_lane &lane : group)
    {
      if (gimple_uid (lane.store) < gimple_uid (first))
	first = lane.store;
      if (gimple_uid (lane.store) > gimple_uid (last))
	last = lane.store;
    }
  for (gimple_stmt_iterator gsi = gsi_for_stmt (first); gsi_stmt (gsi) != last;
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (!gimple_vuse (stmt) || is_gimple_debug (stmt))
	continue;
      if (gimple_vdef (stmt) || !gimple_assign_load_p (stmt))
	{
	  bool ours = false;
	  for (slpm_lane &lane : group)
	    ours |= lane.store == stmt;
	  if (!ours)
	    return true;
	}
    }
  return false;
}

/* Fence the run of adjacent stores GROUP if its values can only be built
   from scalars: cut it into the parts SLP can compute, if any, else into
   single stores.  Returns whether it did.  */

bool
slpm_fence_group (vec<slpm_lane> &group)
{
  unsigned n = group.length ();
  const char *why = NULL;
  if (!scalar_only_lanes_p (group, 0, n, &why))
    return false;
  if (dump_file)
    {
      fprintf (dump_file, "group of %u stores at ", n);
      print_gimple_stmt (dump_file, group[0].store, 0, TDF_SLIM);
      fprintf (dump_file, "  scalar values only: %s\n", why);
    }
  if (foreign_memory_between_p (group))
    {
      if (dump_file)
	fprintf (dump_file, "  other memory references in between, "
			    "not fenced\n");
      return false;
    }
  auto_vec<bool> fence_before;
  fence_before.safe_grow_cleared (n);
  unsigned kept = plan_cuts (group, 0, n, fence_before);
  insert_fences (group, fence_before);
  /* Either way the fences change the code (scalar stores, or vectors of
     the isomorphic parts, where GCC alone would build and store a vector
     from scalars): an optimized remark, as for any other change the
     plugin makes.  */
  if (kept)
    {
      xopt_remark_optimized (group[0].store,
			     "SLP-M: %u lanes cannot become vector arithmetic "
			     "together (%s); split so that SLP sees %u of "
			     "them in isomorphic parts\n",
			     n, why, kept);
      xopt_count ("groups split for SLP");
    }
  else
    {
      xopt_remark_optimized (group[0].store,
			     "SLP-M: %u lanes cannot become vector arithmetic "
			     "(%s); kept SLP from packing their scalar results "
			     "into vector stores\n",
			     n, why);
      xopt_count ("groups kept from store-only SLP");
    }
  return true;
}

/* Whether fences were put into FUN.  */

bool
slpm_fenced_p (function *fun)
{
  return fenced_fun == fun;
}

/* Remove the fences of FUN.  Returns how many there were.  */

unsigned
slpm_remove_fences (function *fun)
{
  unsigned removed = 0;
  fenced_fun = NULL;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);)
      {
	gasm *as = dyn_cast<gasm *> (gsi_stmt (gsi));
	if (as && gimple_asm_volatile_p (as) && gimple_asm_ninputs (as) == 0
	    && gimple_asm_noutputs (as) == 0 && gimple_asm_nclobbers (as) == 0
	    && strcmp (gimple_asm_string (as), fence_text) == 0)
	  {
	    gsi_remove (&gsi, true);
	    removed++;
	  }
	else
	  gsi_next (&gsi);
      }
  return removed;
}
