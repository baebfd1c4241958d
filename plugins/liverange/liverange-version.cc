/* Loop versioning on a run-time check that the memory two pointer bases
   access does not overlap.

   Two pointer parameters without restrict may point into the same array,
   and GCC's oracle then cannot tell them apart.  The model treats every
   pointer base as its own array; when the loop is parallel under that
   assumption, the loop is copied (loop_version, as the vectorizer versions
   a loop for aliasing): the original, made parallel, runs when the byte
   ranges of the bases do not overlap, the copy, unchanged, otherwise.

   The range of a base comes from its cells in the model.  Its outermost
   subscript takes values in [LO, HI], ISL's minimum and maximum over the
   domain (affine in the parameters, one expression per piece; the least
   of the pieces' expressions bounds LO from below, the greatest bounds HI
   from above, whatever piece applies).  The inner subscripts stay within
   their rows (proved when the cells were built), so the elements lie in
   [LO * M, (HI + 1) * M), M the product of the row lengths.  When the
   parameters make a base's cells empty, the base is not accessed and
   the check's answer does not matter for it.

   The check is computed in a signed type twice as wide as a pointer.
   Parameters whose types would let the products overflow it are first
   compared with a bound (the copy runs when one exceeds it).  */

#include "liverange.h"
#include "target.h"
#include "cfghooks.h"
#include "cfgloopmanip.h"
#include "tree-cfg.h"
#include "tree-into-ssa.h"
#include "fold-const.h"
#include "gimplify.h"
#include "gimplify-me.h"
#include "stor-layout.h"
#include "tree-pretty-print.h"
#include <math.h>

/* The bytes that one base's accesses cover: POINTER plus
   [LO * M * SIZE, (HI + 1) * M * SIZE), M the product of RATIOS.  */
struct lr_range
{
  tree pointer;
  std::vector<lr_aff> lo, hi;
  std::vector<std::string> ratios;
  HOST_WIDE_INT size;
};

/* The largest magnitude the check's values may reach: a quarter of the
   wide type's range, so that adding a pointer cannot overflow.  */

static double
lr_wide_limit (tree wide)
{
  return ldexp (1.0, TYPE_PRECISION (wide) - 3);
}

/* A signed type twice as wide as a pointer, when the target has one.  */

static tree
lr_wide_type (void)
{
  unsigned prec = 2 * TYPE_PRECISION (ptr_type_node);
  scalar_int_mode mode;
  if (!int_mode_for_size (prec, 0).exists (&mode)
      || !targetm.scalar_mode_supported_p (mode))
    return NULL_TREE;
  return build_nonstandard_integer_type (prec, 0);
}

/* Whether at least one access of SCOP writes BASE.  */

static bool
lr_written_p (const lr_scop *scop, const lr_base *base)
{
  for (lr_access *acc : scop->accesses)
    if (acc->base == base && acc->write)
      return true;
  return false;
}

/* Whether the pair P needs a check: overlapping bases that are only read
   make no dependence.  */

static bool
lr_pair_needs_check_p (const lr_scop *scop,
		       const std::pair<lr_base *, lr_base *> &p)
{
  return lr_written_p (scop, p.first) || lr_written_p (scop, p.second);
}

/* Add to PAIRS the base pointers of SCOP, a versioned loop's model, that
   its run-time check tests for overlap: the pairs of the model that
   need a check.  */

void
lr_tested_pairs (const lr_scop *scop, std::vector<std::pair<tree, tree> > *pairs)
{
  for (auto &p : scop->may_overlap)
    if (lr_pair_needs_check_p (scop, p))
      pairs->push_back (std::make_pair (p.first->object, p.second->object));
}

/* Whether the model of SCOP assumed that two bases do not overlap, or
   that rows of a run-time length hold the row indices.  */

bool
lr_overlap_check_needed_p (const lr_scop *scop)
{
  if (scop->row_guard)
    return true;
  for (auto &p : scop->may_overlap)
    if (lr_pair_needs_check_p (scop, p))
      return true;
  return false;
}

struct lr_set_by_name
{
  const char *name;
  isl_set *found;
};

static isl_stat
lr_match_set (isl_set *set, void *user)
{
  lr_set_by_name *f = (lr_set_by_name *) user;
  const char *name = isl_set_get_tuple_name (set);
  if (!f->found && name && !strcmp (name, f->name))
    f->found = set;
  else
    isl_set_free (set);
  return isl_stat_ok;
}

/* The cells of BASE that the instances of the domain access, or NULL.  */

static isl_set *
lr_base_cells (const lr_scop *scop, const lr_base *base)
{
  isl_union_map *acc = isl_union_map_union (isl_union_map_copy (scop->reads),
					    isl_union_map_copy (scop->writes));
  isl_union_set *cells = isl_union_map_range (acc);
  lr_set_by_name f = { base->name.c_str (), NULL };
  isl_union_set_foreach_set (cells, lr_match_set, &f);
  isl_union_set_free (cells);
  return f.found;
}

/* Store the integer V (consumed) in *OUT when it is small.  */

static bool
lr_val_hwi (isl_val *v, HOST_WIDE_INT *out)
{
  bool ok = (v && isl_val_is_int (v) == isl_bool_true
	     && isl_val_n_abs_num_chunks (v, 32) <= 1);
  if (ok)
    *out = isl_val_get_num_si (v);
  isl_val_free (v);
  return ok;
}

struct lr_pieces
{
  std::vector<lr_aff> *affs;
  bool ok;
};

/* One piece of a minimum or maximum: an affine expression of the
   parameters with integer coefficients and no division.  */

static isl_stat
lr_add_piece (isl_set *set, isl_aff *aff, void *user)
{
  lr_pieces *p = (lr_pieces *) user;
  lr_aff a;
  bool ok = (isl_aff_dim (aff, isl_dim_div) == 0
	     && lr_val_hwi (isl_aff_get_constant_val (aff), &a.cst));
  int n = isl_aff_dim (aff, isl_dim_param);
  for (int i = 0; ok && i < n; i++)
    {
      HOST_WIDE_INT c;
      ok = lr_val_hwi (isl_aff_get_coefficient_val (aff, isl_dim_param, i),
		       &c);
      if (ok && c)
	a.coef[isl_aff_get_dim_name (aff, isl_dim_param, i)] = c;
    }
  if (ok)
    p->affs->push_back (a);
  p->ok &= ok;
  isl_set_free (set);
  isl_aff_free (aff);
  return isl_stat_ok;
}

/* The pieces of PA (consumed) in *AFFS; false when one is not usable or
   the value is unbounded.  */

static bool
lr_pw_aff_pieces (isl_pw_aff *pa, std::vector<lr_aff> *affs)
{
  lr_pieces p = { affs, pa != NULL };
  if (pa && isl_pw_aff_involves_nan (pa) != isl_bool_false)
    p.ok = false;
  if (p.ok)
    isl_pw_aff_foreach_piece (pa, lr_add_piece, &p);
  isl_pw_aff_free (pa);
  return p.ok && !affs->empty ();
}

/* The range of the pointer base BASE in *R; false when it cannot be
   bounded.  */

static bool
lr_base_range (const lr_scop *scop, const lr_base *base, lr_range *r)
{
  isl_set *cells = lr_base_cells (scop, base);
  if (!cells)
    return false;
  int n = isl_set_dim (cells, isl_dim_set);
  cells = isl_set_project_out (cells, isl_dim_set, 1, n - 1);
  isl_pw_aff *lo = isl_set_dim_min (isl_set_copy (cells), 0);
  isl_pw_aff *hi = isl_set_dim_max (cells, 0);
  bool ok = lr_pw_aff_pieces (lo, &r->lo);
  if (!lr_pw_aff_pieces (hi, &r->hi))
    ok = false;
  r->pointer = base->object;
  r->ratios = base->ratios;
  r->size = base->ref_size ? tree_to_shwi (base->ref_size) : 1;
  return ok;
}

/* The largest magnitude of parameter ID: what its type holds, at most
   2^K once checked.  */

static double
lr_param_bound (const lr_scop *scop, const std::string &id, int k)
{
  tree type = TREE_TYPE (scop->params.at (id));
  int bits = TYPE_PRECISION (type) - (TYPE_UNSIGNED (type) ? 0 : 1);
  return ldexp (1.0, MIN (bits, k));
}

/* The largest magnitude of A with the parameters bounded as above.  */

static double
lr_aff_bound (const lr_scop *scop, const lr_aff &a, int k)
{
  double m = fabs ((double) a.cst);
  for (auto &kv : a.coef)
    m += fabs ((double) kv.second) * lr_param_bound (scop, kv.first, k);
  return m;
}

/* The largest magnitude of the byte offsets of R (their partial
   products and sums are smaller).  */

static double
lr_range_bound (const lr_scop *scop, const lr_range &r, int k)
{
  double m = 0;
  for (const lr_aff &a : r.lo)
    m = MAX (m, lr_aff_bound (scop, a, k));
  for (const lr_aff &a : r.hi)
    m = MAX (m, lr_aff_bound (scop, a, k) + 1);
  for (const std::string &id : r.ratios)
    m *= lr_param_bound (scop, id, k);
  return m * (double) r.size;
}

/* The value of parameter ID in the wide type WIDE.  */

static tree
lr_param_value (const lr_scop *scop, const std::string &id, tree wide)
{
  return fold_convert (wide, scop->params.at (id));
}

/* A in the wide type.  */

static tree
lr_aff_value (const lr_scop *scop, const lr_aff &a, tree wide)
{
  tree t = build_int_cst (wide, a.cst);
  for (auto &kv : a.coef)
    t = fold_build2 (PLUS_EXPR, wide, t,
		     fold_build2 (MULT_EXPR, wide,
				  build_int_cst (wide, kv.second),
				  lr_param_value (scop, kv.first, wide)));
  return t;
}

/* The least (CODE MIN_EXPR) or greatest of the expressions AFFS.  */

static tree
lr_extreme_value (const lr_scop *scop, const std::vector<lr_aff> &affs,
		  enum tree_code code, tree wide)
{
  tree t = NULL_TREE;
  for (const lr_aff &a : affs)
    {
      tree v = lr_aff_value (scop, a, wide);
      t = t ? fold_build2 (code, wide, t, v) : v;
    }
  return t;
}

/* The address of the first byte of element ROW * M of R.  */

static tree
lr_range_address (const lr_scop *scop, const lr_range &r, tree row,
		  tree wide)
{
  tree bytes = fold_build2 (MULT_EXPR, wide, row,
			    build_int_cst (wide, r.size));
  for (const std::string &id : r.ratios)
    bytes = fold_build2 (MULT_EXPR, wide, bytes,
			 lr_param_value (scop, id, wide));
  tree uptr = build_nonstandard_integer_type (TYPE_PRECISION (ptr_type_node),
					      1);
  tree base = fold_convert (wide, fold_convert (uptr,
						unshare_expr (r.pointer)));
  return fold_build2 (PLUS_EXPR, wide, base, bytes);
}

/* The first byte of R.  */

static tree
lr_range_start (const lr_scop *scop, const lr_range &r, tree wide)
{
  return lr_range_address (scop, r,
			   lr_extreme_value (scop, r.lo, MIN_EXPR, wide),
			   wide);
}

/* The byte after R.  */

static tree
lr_range_end (const lr_scop *scop, const lr_range &r, tree wide)
{
  tree hi = lr_extreme_value (scop, r.hi, MAX_EXPR, wide);
  return lr_range_address (scop, r,
			   fold_build2 (PLUS_EXPR, wide, hi,
					build_int_cst (wide, 1)),
			   wide);
}

/* Whether the ranges X and Y are disjoint: X ends before Y starts, or Y
   before X.  */

static tree
lr_disjoint_value (const lr_scop *scop, const lr_range &x, const lr_range &y,
		   tree wide)
{
  tree x_first = lr_range_start (scop, x, wide);
  tree y_first = lr_range_start (scop, y, wide);
  tree x_end = lr_range_end (scop, x, wide);
  tree y_end = lr_range_end (scop, y, wide);
  return fold_build2 (TRUTH_OR_EXPR, boolean_type_node,
		      fold_build2 (LE_EXPR, boolean_type_node, x_end, y_first),
		      fold_build2 (LE_EXPR, boolean_type_node, y_end, x_first));
}

typedef std::map<const lr_base *, lr_range> lr_range_map;

/* The largest K (at most 64, and below the wide type's precision) such
   that, with every parameter bounded by 2^K, no value of the check
   exceeds the wide type's limit; -1 if none from 8 up does.  */

static int
lr_choose_bound (const lr_scop *scop, const lr_range_map &ranges, tree wide)
{
  for (int k = MIN (64, (int) TYPE_PRECISION (wide) - 3); k >= 8; k--)
    {
      bool fits = true;
      for (auto &kv : ranges)
	fits &= lr_range_bound (scop, kv.second, k) <= lr_wide_limit (wide);
      if (fits)
	return k;
    }
  return -1;
}

/* The condition that every parameter of RANGES whose type holds values
   beyond 2^K lies within [-2^K, 2^K], or NULL when none needs it.  */

static tree
lr_param_guards (const lr_scop *scop, const lr_range_map &ranges, int k,
		 tree wide)
{
  std::set<std::string> ids;
  for (auto &kv : ranges)
    {
      for (const std::vector<lr_aff> *v : { &kv.second.lo, &kv.second.hi })
	for (const lr_aff &a : *v)
	  for (auto &c : a.coef)
	    ids.insert (c.first);
      ids.insert (kv.second.ratios.begin (), kv.second.ratios.end ());
    }
  tree cond = NULL_TREE;
  tree bound = wide_int_to_tree (wide, wi::shifted_mask (k, 1, false,
							 TYPE_PRECISION (wide)));
  for (const std::string &id : ids)
    {
      if (lr_param_bound (scop, id, 1000) <= ldexp (1.0, k))
	continue;
      tree v = lr_param_value (scop, id, wide);
      tree in = fold_build2 (TRUTH_AND_EXPR, boolean_type_node,
			     fold_build2 (LE_EXPR, boolean_type_node, v, bound),
			     fold_build2 (GE_EXPR, boolean_type_node, v,
					  fold_build1 (NEGATE_EXPR, wide,
						       bound)));
      cond = cond ? fold_build2 (TRUTH_AND_EXPR, boolean_type_node, cond, in)
		  : in;
    }
  return cond;
}

/* The ranges of the bases of the pairs that need a check; false, with
   the pair, when one cannot be bounded.  */

static bool
lr_pair_ranges (const lr_scop *scop, lr_range_map *ranges,
		std::pair<lr_base *, lr_base *> *failed)
{
  for (auto &p : scop->may_overlap)
    {
      if (!lr_pair_needs_check_p (scop, p))
	continue;
      for (const lr_base *b : { p.first, p.second })
	{
	  lr_range r;
	  if (ranges->count (b))
	    continue;
	  if (!lr_base_range (scop, b, &r))
	    {
	      if (dump_file)
		fprintf (dump_file, "range of %s not bounded\n",
			 b->name.c_str ());
	      *failed = p;
	      return false;
	    }
	  (*ranges)[b] = r;
	}
    }
  return true;
}

/* The condition that the parameters satisfy the constraint C, in the
   wide type WIDE, or NULL when its values could overflow.  */

static tree
lr_constraint_value (const lr_scop *scop, isl_constraint *c, tree wide)
{
  lr_aff a;
  bool ok = lr_val_hwi (isl_constraint_get_constant_val (c), &a.cst);
  int n = isl_constraint_dim (c, isl_dim_param);
  for (int i = 0; ok && i < n; i++)
    {
      HOST_WIDE_INT v;
      ok = lr_val_hwi (isl_constraint_get_coefficient_val (c, isl_dim_param,
							   i), &v);
      if (ok && v)
	a.coef[isl_constraint_get_dim_name (c, isl_dim_param, i)] = v;
    }
  if (!ok || lr_aff_bound (scop, a, 64) > lr_wide_limit (wide))
    return NULL_TREE;
  return fold_build2 (isl_constraint_is_equality (c) ? EQ_EXPR : GE_EXPR,
		      boolean_type_node, lr_aff_value (scop, a, wide),
		      build_int_cst (wide, 0));
}

/* A walk over the guard's basic sets or one basic set's constraints:
   EXPR the disjunction or the conjunction built so far.  */
struct lr_guard_walk
{
  const lr_scop *scop;
  tree wide;
  tree expr;
  bool ok;
};

static isl_stat
lr_guard_constraint (isl_constraint *c, void *user)
{
  lr_guard_walk *w = (lr_guard_walk *) user;
  tree t = w->ok ? lr_constraint_value (w->scop, c, w->wide) : NULL_TREE;
  w->ok = t != NULL_TREE;
  if (t)
    w->expr = (w->expr ? fold_build2 (TRUTH_AND_EXPR, boolean_type_node,
				      w->expr, t) : t);
  isl_constraint_free (c);
  return isl_stat_ok;
}

static isl_stat
lr_guard_piece (isl_basic_set *bset, void *user)
{
  lr_guard_walk *u = (lr_guard_walk *) user;
  lr_guard_walk w = { u->scop, u->wide, NULL_TREE, u->ok };
  if (isl_basic_set_dim (bset, isl_dim_div) != 0)
    w.ok = false;
  if (w.ok)
    isl_basic_set_foreach_constraint (bset, lr_guard_constraint, &w);
  isl_basic_set_free (bset);
  u->ok = w.ok;
  tree t = w.expr ? w.expr : boolean_true_node;
  if (w.ok)
    u->expr = (u->expr ? fold_build2 (TRUTH_OR_EXPR, boolean_type_node,
				      u->expr, t) : t);
  return isl_stat_ok;
}

/* The condition that the parameters lie in SCOP's row guard (m >= n for
   rows of m elements indexed up to n), or NULL when it has divisions or
   its values could overflow the wide type.  */

static tree
lr_row_guard_value (const lr_scop *scop, tree wide)
{
  lr_guard_walk u = { scop, wide, NULL_TREE, true };
  isl_set_foreach_basic_set (scop->row_guard, lr_guard_piece, &u);
  return u.ok ? u.expr : NULL_TREE;
}

/* The condition under which the pairs of SCOP's bases that the model
   assumed distinct do not overlap, in *COND; false, with *WHY, when one
   cannot be built.  */

static bool
lr_pairs_check (const lr_scop *scop, tree wide, tree *cond,
		std::string *why)
{
  lr_range_map ranges;
  std::pair<lr_base *, lr_base *> failed = scop->may_overlap[0];
  int k = -1;
  if (lr_pair_ranges (scop, &ranges, &failed))
    k = lr_choose_bound (scop, ranges, wide);
  *cond = k < 0 ? NULL_TREE : lr_param_guards (scop, ranges, k, wide);
  for (auto &p : scop->may_overlap)
    if (k >= 0 && lr_pair_needs_check_p (scop, p))
      {
	tree d = lr_disjoint_value (scop, ranges.at (p.first),
				    ranges.at (p.second), wide);
	*cond = *cond ? fold_build2 (TRUTH_AND_EXPR, boolean_type_node,
				     *cond, d) : d;
      }
  if (*cond && !integer_zerop (*cond))
    return true;
  *why = lr_possible_alias (failed.first->object, failed.second->object);
  return false;
}

/* Whether SCOP has a pair of bases that needs a check.  */

static bool
lr_pairs_need_check_p (const lr_scop *scop)
{
  for (auto &p : scop->may_overlap)
    if (lr_pair_needs_check_p (scop, p))
      return true;
  return false;
}

/* The run-time condition under which the pairs of SCOP's bases that the
   model assumed distinct do not overlap and the row indices stay within
   their rows, or NULL with *WHY.  */

tree
lr_overlap_check (const lr_scop *scop, std::string *why)
{
  tree wide = lr_wide_type ();
  tree cond = NULL_TREE;
  if (lr_pairs_need_check_p (scop)
      && (!wide || !lr_pairs_check (scop, wide, &cond, why)))
    {
      if (!wide)
	*why = lr_possible_alias (scop->may_overlap[0].first->object,
				  scop->may_overlap[0].second->object);
      return NULL_TREE;
    }
  if (scop->row_guard)
    {
      tree rows = wide ? lr_row_guard_value (scop, wide) : NULL_TREE;
      if (!rows || integer_zerop (rows))
	{
	  *why = "non-affine access (rows of a run-time length that may be "
		 "shorter than the row indices; no run-time check)";
	  return NULL_TREE;
	}
      cond = cond ? fold_build2 (TRUTH_AND_EXPR, boolean_type_node, rows,
				 cond) : rows;
    }
  if (dump_file)
    {
      fprintf (dump_file, "run-time overlap check: ");
      print_generic_expr (dump_file, cond, TDF_NONE);
      fprintf (dump_file, "\n");
    }
  return cond;
}

/* After versioning, both copies leave LOOP to the same block; give LOOP
   its own exit block with its own loop-closed PHIs, so that what the
   repairs put after the loop serves it alone.  */

static void
lr_own_exit_block (class loop *loop)
{
  edge exit = single_exit (loop);
  basic_block merge = exit->dest;
  basic_block own = split_edge (exit);
  edge e = single_succ_edge (own);
  for (gphi_iterator gsi = gsi_start_phis (merge); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gphi *phi = gsi.phi ();
      tree res = copy_ssa_name (PHI_RESULT (phi));
      gphi *own_phi = create_phi_node (res, own);
      add_phi_arg (own_phi, PHI_ARG_DEF_FROM_EDGE (phi, e),
		   single_exit (loop),
		   gimple_phi_arg_location_from_edge (phi, e));
      SET_PHI_ARG_DEF (phi, e->dest_idx, res);
    }
}

/* Copy LOOP: the original runs when CHECK holds, the copy, unchanged,
   otherwise.  Return the copy, or NULL when the loop cannot be copied.  */

class loop *
lr_version_loop (class loop *loop, tree check)
{
  gimple_seq stmts = NULL;
  tree cond = force_gimple_operand (unshare_expr (check), &stmts, true,
				    NULL_TREE);
  basic_block cond_bb;
  initialize_original_copy_tables ();
  class loop *copy
    = loop_version (loop, cond, &cond_bb, profile_probability::likely (),
		    profile_probability::unlikely (),
		    profile_probability::always (),
		    profile_probability::always (), true);
  free_original_copy_tables ();
  if (!copy)
    return NULL;
  gimple_stmt_iterator gsi = gsi_last_bb (cond_bb);
  gsi_insert_seq_before (&gsi, stmts, GSI_SAME_STMT);
  copy->can_be_parallel = false;
  lr_own_exit_block (loop);
  update_ssa (TODO_update_ssa);
  if (dump_file)
    fprintf (dump_file, "loop %d versioned: copy %d runs when the ranges "
	     "overlap\n", loop->num, copy->num);
  return copy;
}

/* Give up the versioning of LOOP: its check becomes false, so that only
   the unchanged copy runs (and the CFG cleanup removes LOOP).  */

void
lr_drop_version (class loop *loop)
{
  basic_block preheader = loop_preheader_edge (loop)->src;
  gcond *cond = as_a<gcond *> (last_stmt (single_pred (preheader)));
  gimple_cond_make_false (cond);
  update_stmt (cond);
}
