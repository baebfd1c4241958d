/* The repairs, in GIMPLE.

   Forward substitution.  A read of a variable whose every instance reads
   the value one store wrote in the same iteration of the store's loops,
   where the store dominates the read, is replaced by the stored value: in
   SSA form the store's operand is the defining expression already
   evaluated, and its inputs cannot change between the write and the read.
   When no read is left and the variable is dead after the loop, the stores
   go too; the variable then has no live range at all.

   Scalar expansion.  The variable V gets one copy per iteration of the
   candidate loop: V.lrx[k], with k a new counter of the loop from 0; every
   reference to V in the loop refers to V.lrx[k] instead (a scalar becomes
   an array, an array gains a dimension).  A variable read after the loop
   is a single cell written in every iteration; its last iteration's copy is
   stored back on the loop exit.  A value computed in the loop and used
   after it (an exit PHI) is kept the same way, since parloops only accepts
   reductions there.  */

#include "liverange.h"
#include "tree-ssa-loop-manip.h"
#include "tree-ssa-loop-niter.h"
#include "tree-into-ssa.h"
#include "gimplify.h"
#include "gimplify-me.h"
#include "tree-scalar-evolution.h"
#include "cfganal.h"
#include "dominance.h"
#include "stringpool.h"
#include "tree-pretty-print.h"
#include "gimple-pretty-print.h"

unsigned HOST_WIDE_INT
lr_expansion_bytes (const lr_scop *scop, tree type)
{
  tree size = TYPE_SIZE_UNIT (type);
  if (!size || !tree_fits_uhwi_p (size))
    return 0;
  unsigned HOST_WIDE_INT s = tree_to_uhwi (size);
  if (s == 0 || scop->max_iters > HOST_WIDE_INT_M1U / 2 / s)
    return 0;
  return s * scop->max_iters;
}

static lr_stmt *
lr_find_stmt (const lr_scop *scop, const char *name)
{
  for (lr_stmt *st : scop->stmts)
    if (lr_stmt_name (st) == name)
      return st;
  return NULL;
}

/* A new counter of LOOP's iterations from 0 (sizetype), the index of
   the expanded copies.  */

static tree
lr_iteration_counter (class loop *loop)
{
  gimple_stmt_iterator incr;
  bool after;
  tree counter;
  standard_iv_increment_position (loop, &incr, &after);
  create_iv (size_zero_node, size_one_node, NULL_TREE, loop, &incr, after,
	     &counter, NULL);
  return counter;
}

/* The tuple "Sx[c0, ..., cn]" of ST, with its first N counters.  */

static std::string
lr_tuple (const lr_stmt *st, unsigned n)
{
  std::string s = lr_stmt_name (st) + "[";
  for (unsigned d = 0; d < n; d++)
    s += (d ? ", c" : "c") + std::to_string (d);
  return s + "]";
}

struct lr_one_source
{
  int n;
  std::string name;
};

static isl_stat
lr_note_source (isl_map *map, void *user)
{
  lr_one_source *src = (lr_one_source *) user;
  src->n++;
  src->name = isl_map_get_tuple_name (map, isl_dim_in);
  isl_map_free (map);
  return isl_stat_ok;
}

bool
lr_substitutable_p (const lr_scop *scop, const lr_access *read,
		    const lr_access **source)
{
  gimple *rs = read->st->stmt;
  if (!is_gimple_assign (rs) || TREE_CODE (gimple_assign_lhs (rs)) != SSA_NAME
      || gimple_assign_rhs1 (rs) != read->ref)
    return false;

  /* The instances of the read, and the writes they read from.  */
  std::string rt = lr_tuple (read->st, read->st->loops.length ());
  isl_union_set *rset
    = isl_union_set_read_from_str (scop->ctx,
				   (lr_params_string (scop) + " -> { " + rt + " }").c_str ());
  rset = isl_union_set_intersect (rset, isl_union_set_copy (scop->domain));
  isl_union_map *nosrc
    = isl_union_map_intersect_domain (isl_union_map_copy (scop->no_source),
				      isl_union_set_copy (rset));
  bool all_sourced = isl_union_map_is_empty (nosrc);
  isl_union_map_free (nosrc);
  isl_union_map *deps
    = isl_union_map_intersect_range (isl_union_map_copy (scop->flow),
				     isl_union_set_copy (rset));
  lr_one_source src = { 0, "" };
  isl_union_map_foreach_map (deps, lr_note_source, &src);
  lr_stmt *ws = src.n == 1 ? lr_find_stmt (scop, src.name.c_str ()) : NULL;
  bool ok = all_sourced && ws;

  /* The store: a register value, in a loop around the read, dominating
     it.  */
  const lr_access *wacc = NULL;
  if (ok)
    {
      for (lr_access *acc : scop->accesses)
	if (acc->st == ws && acc->write)
	  wacc = acc;
      gimple *w = ws->stmt;
      unsigned nw = ws->loops.length ();
      ok = (wacc && gimple_assign_single_p (w)
	    && is_gimple_val (gimple_assign_rhs1 (w))
	    && useless_type_conversion_p (TREE_TYPE (gimple_assign_lhs (rs)),
					  TREE_TYPE (gimple_assign_rhs1 (w)))
	    && nw <= read->st->loops.length ()
	    && ws->loops[nw - 1] == read->st->loops[nw - 1]
	    && dominated_by_p (CDI_DOMINATORS, gimple_bb (rs), gimple_bb (w))
	    && (gimple_bb (rs) != gimple_bb (w)
		|| ws->pos.last () < read->st->pos.last ()));
      if (ok)
	{
	  /* Every read instance reads the write of the same iteration of
	     the store's loops.  */
	  std::string e = lr_params_string (scop) + " -> { " + rt + " -> "
			  + lr_tuple (ws, nw) + " }";
	  isl_union_map *expected
	    = isl_union_map_read_from_str (scop->ctx, e.c_str ());
	  expected = isl_union_map_intersect_domain (expected,
						     isl_union_set_copy (rset));
	  isl_union_map *actual = isl_union_map_reverse (isl_union_map_copy (deps));
	  ok = isl_union_map_is_equal (actual, expected) == isl_bool_true;
	  isl_union_map_free (actual);
	  isl_union_map_free (expected);
	}
    }
  isl_union_map_free (deps);
  isl_union_set_free (rset);
  if (ok)
    *source = wacc;
  return ok;
}

/* REF with the declaration DECL at its root replaced by REPL.  */

static tree
lr_replace_base (tree ref, tree decl, tree repl)
{
  ref = unshare_expr (ref);
  tree *p = &ref;
  while (handled_component_p (*p))
    p = &TREE_OPERAND (*p, 0);
  gcc_assert (*p == decl);
  *p = repl;
  return ref;
}

/* The new array of COUNT copies of TYPE, named after NAME.  */

static tree
lr_new_array (const lr_scop *scop, tree type, tree name)
{
  tree atype = build_array_type_nelts (type, scop->max_iters);
  std::string prefix = "lrx";
  if (name && DECL_P (name) && DECL_NAME (name))
    prefix = std::string (IDENTIFIER_POINTER (DECL_NAME (name))) + "_lrx";
  else if (name && TREE_CODE (name) == SSA_NAME && SSA_NAME_IDENTIFIER (name))
    prefix = std::string (IDENTIFIER_POINTER (SSA_NAME_IDENTIFIER (name)))
	     + "_lrx";
  tree var = create_tmp_var (atype, prefix.c_str ());
  return var;
}

static tree
lr_element (tree array, tree index)
{
  return build4 (ARRAY_REF, TREE_TYPE (TREE_TYPE (array)), array, index,
		 NULL_TREE, NULL_TREE);
}

/* The block on the loop's exit edge where the last values are stored, and
   the index of the last iteration there.  */

struct lr_exit_info
{
  basic_block bb;
  tree last;
};

static void
lr_exit_block (lr_scop *scop, lr_exit_info *info)
{
  if (info->bb)
    return;
  class loop *loop = scop->loop;
  info->bb = split_edge (single_exit (loop));
  gimple_stmt_iterator gsi = gsi_after_labels (info->bb);
  tree niter = number_of_latch_executions (loop);
  info->last = force_gimple_operand_gsi (&gsi, fold_convert (sizetype, niter),
					 true, NULL_TREE, true, GSI_SAME_STMT);
}

/* Store the value of REF in the last iteration back into REF after the
   loop, REF's declaration DECL being expanded into ARRAY.  */

static void
lr_copy_out (lr_exit_info *info, tree ref, tree decl, tree array)
{
  gimple_stmt_iterator gsi = gsi_last_bb (info->bb);
  tree src = lr_replace_base (ref, decl, lr_element (array, info->last));
  tree dst = unshare_expr (ref);
  if (is_gimple_reg_type (TREE_TYPE (ref)))
    {
      tree tmp = make_ssa_name (TREE_TYPE (ref));
      gsi_insert_after (&gsi, gimple_build_assign (tmp, src), GSI_NEW_STMT);
      gsi_insert_after (&gsi, gimple_build_assign (dst, tmp), GSI_NEW_STMT);
    }
  else
    gsi_insert_after (&gsi, gimple_build_assign (dst, src), GSI_NEW_STMT);
}

/* Remove the store ST.  */

static void
lr_remove_store (gimple *stmt)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  unlink_stmt_vdef (stmt);
  gsi_remove (&gsi, true);
  release_defs (stmt);
}

void
lr_apply (lr_scop *scop, lr_plan *plan)
{
  class loop *loop = scop->loop;
  lr_exit_info exit_info = { NULL, NULL_TREE };
  tree counter = NULL_TREE;

  /* Substitutions first: they only change reads.  */
  for (lr_decision &dec : plan->decisions)
    {
      if (dec.kind != LR_SUBSTITUTE)
	continue;
      for (lr_access *acc : scop->accesses)
	if (acc->base == dec.base && !acc->write)
	  {
	    const lr_access *src;
	    bool ok = lr_substitutable_p (scop, acc, &src);
	    gcc_assert (ok);
	    gimple *rs = acc->st->stmt;
	    tree val = unshare_expr (gimple_assign_rhs1 (src->st->stmt));
	    if (dump_file)
	      {
		fprintf (dump_file, "forward substitution in %s: ",
			 lr_stmt_name (acc->st).c_str ());
		print_gimple_stmt (dump_file, rs, 0, TDF_NONE);
	      }
	    gimple_assign_set_rhs1 (rs, val);
	    gimple_set_vuse (rs, NULL_TREE);
	    update_stmt (rs);
	    plan->substituted++;
	  }
      if (!dec.expand_after)
	{
	  for (lr_access *acc : scop->accesses)
	    if (acc->base == dec.base && acc->write)
	      {
		if (dump_file)
		  {
		    fprintf (dump_file, "dead store removed: ");
		    print_gimple_stmt (dump_file, acc->st->stmt, 0, TDF_NONE);
		  }
		lr_remove_store (acc->st->stmt);
	      }
	}
    }

  /* Expansions.  */
  for (lr_decision &dec : plan->decisions)
    {
      if (dec.kind != LR_EXPAND && !dec.expand_after)
	continue;
      if (!counter)
	counter = lr_iteration_counter (loop);
      tree decl = dec.base->decl;
      tree array = lr_new_array (scop, TREE_TYPE (decl), decl);
      if (dump_file)
	{
	  fprintf (dump_file, "expansion of ");
	  print_generic_expr (dump_file, decl, TDF_NONE);
	  fprintf (dump_file, " into ");
	  print_generic_expr (dump_file, array, TDF_NONE);
	  fprintf (dump_file, " (" HOST_WIDE_INT_PRINT_UNSIGNED " bytes)\n",
		   lr_expansion_bytes (scop, TREE_TYPE (decl)));
	}
      tree written = NULL_TREE;
      for (lr_access *acc : scop->accesses)
	{
	  if (acc->base != dec.base)
	    continue;
	  /* After substitution only the writes are left.  */
	  if (dec.expand_after && !acc->write)
	    continue;
	  gimple *s = acc->st->stmt;
	  tree ref = lr_replace_base (acc->ref, decl,
				      lr_element (array, counter));
	  if (acc->write)
	    {
	      written = acc->ref;
	      gimple_assign_set_lhs (s, ref);
	    }
	  else
	    gimple_assign_set_rhs1 (s, ref);
	  update_stmt (s);
	}
      if (dec.base->live_out && written)
	{
	  lr_exit_block (scop, &exit_info);
	  lr_copy_out (&exit_info, written, decl, array);
	}
      plan->expanded++;
    }

  /* Values used after the loop.  */
  if (plan->expand_liveouts)
    for (lr_liveout &lo : scop->liveouts)
      {
	if (!counter)
	  counter = lr_iteration_counter (loop);
	tree type = TREE_TYPE (lo.value);
	tree array = lr_new_array (scop, type, lo.value);
	gimple *def = SSA_NAME_DEF_STMT (lo.value);
	gimple_stmt_iterator gsi;
	gimple *store = gimple_build_assign (lr_element (array, counter),
					     lo.value);
	if (gimple_code (def) == GIMPLE_PHI)
	  {
	    gsi = gsi_after_labels (gimple_bb (def));
	    gsi_insert_before (&gsi, store, GSI_NEW_STMT);
	  }
	else
	  {
	    gsi = gsi_for_stmt (def);
	    gsi_insert_after (&gsi, store, GSI_NEW_STMT);
	  }
	lr_exit_block (scop, &exit_info);
	gsi = gsi_last_bb (exit_info.bb);
	tree tmp = make_ssa_name (type);
	gsi_insert_after (&gsi,
			  gimple_build_assign (tmp, lr_element (array,
								exit_info.last)),
			  GSI_NEW_STMT);
	edge e = single_succ_edge (exit_info.bb);
	SET_USE (PHI_ARG_DEF_PTR_FROM_EDGE (lo.phi, e), tmp);
	if (dump_file)
	  {
	    fprintf (dump_file, "last value of ");
	    print_generic_expr (dump_file, lo.value, TDF_NONE);
	    fprintf (dump_file, " kept in ");
	    print_generic_expr (dump_file, array, TDF_NONE);
	    fprintf (dump_file, "\n");
	  }
      }

  mark_virtual_operands_for_renaming (cfun);
  loop->can_be_parallel = true;
}
