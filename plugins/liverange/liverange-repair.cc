/* The repairs, in GIMPLE.

   Forward substitution.  A read of a variable whose every instance reads
   the value one store wrote in the same iteration of the store's loops,
   where the store dominates the read, is replaced by the stored value: in
   SSA form the store's operand is the defining expression already
   evaluated, and its inputs cannot change between the write and the read.
   Other reads evaluate the defining expression again (liverange-reeval.cc).
   When no read is left and the variable is dead after the loop, the stores
   go too, with what computed their values; the variable then has no live
   range at all.

   Scalar expansion, as privatisation.  Once every live range of the
   variable V lies inside one iteration of the candidate loop (no flow
   dependence is carried and no read sees the value from before the loop),
   iterations that run one after the other may share a copy of V, while
   iterations that run at the same time need their own.  So V gets one copy
   per thread of the parallel loop, V.lrp[N] with N the number of threads
   of -ftree-parallelize-loops=N, indexed by omp_get_thread_num () % N
   (the modulo keeps the index in bounds when the loop runs serially inside
   another team); every reference to V in the loop refers to the thread's
   copy instead (a scalar becomes an array, an array gains a dimension).
   The copies are locals of the function, so two calls never share them.
   When V is read after the loop, the last iteration works on V itself,
   through a pointer that selects V in the last iteration and the thread's
   copy in the others: the last iteration writes every cell that any
   iteration writes (checked in the model), so V ends with the values of
   the loop in order.  A value computed in the loop and used after it (an
   exit PHI) is kept the same way, in one more variable, since parloops
   only accepts reductions there.  */

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
#include "ssa-iterators.h"
#include "tree-eh.h"
#include "tree-ssa.h"

/* The number of threads parloops runs the loop with.  */

static unsigned HOST_WIDE_INT
lr_nthreads (void)
{
  return flag_tree_parallelize_loops > 1 ? flag_tree_parallelize_loops : 1;
}

bool
lr_privatisation_available (void)
{
  return builtin_decl_explicit (BUILT_IN_OMP_GET_THREAD_NUM) != NULL_TREE;
}

/* The bytes of the private copies of a variable of TYPE, plus one copy
   when KEPT (the last value of an SSA name).  */

unsigned HOST_WIDE_INT
lr_private_bytes (tree type, bool kept)
{
  tree size = TYPE_SIZE_UNIT (type);
  if (!size || !tree_fits_uhwi_p (size))
    return 0;
  unsigned HOST_WIDE_INT s = tree_to_uhwi (size);
  unsigned HOST_WIDE_INT n = lr_nthreads () + (kept ? 1 : 0);
  if (s == 0 || s > HOST_WIDE_INT_M1U / 4 / n)
    return 0;
  return s * n;
}

static lr_stmt *
lr_find_stmt (const lr_scop *scop, const char *name)
{
  for (lr_stmt *st : scop->stmts)
    if (lr_stmt_name (st) == name)
      return st;
  return NULL;
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

/* Whether READ can be forward-substituted; fill CHAIN with how.  Every
   instance of the read must read a value that one store wrote in the
   loop.  The simple case: the store dominates the read in a loop around
   it and every read instance reads the store of the same iteration of the
   store's loops; then the store's operand, an SSA value, is the value.
   Otherwise the defining expression is evaluated again at the read
   (liverange-reeval.cc).  */

bool
lr_substitutable_p (lr_scop *scop, const lr_access *read, lr_chain *chain)
{
  gimple *rs = read->st->stmt;
  if (!is_gimple_assign (rs) || TREE_CODE (gimple_assign_lhs (rs)) != SSA_NAME
      || gimple_assign_rhs1 (rs) != read->ref)
    return false;

  /* The instances of the read, and the writes they read from.  */
  isl_union_set *rset = lr_stmt_universe (scop, read->st);
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

  const lr_access *wacc = NULL;
  if (ok)
    {
      for (lr_access *acc : scop->accesses)
	if (acc->st == ws && acc->write)
	  wacc = acc;
      ok = wacc != NULL;
    }
  /* The store: a register value, in a loop around the read, dominating
     it.  */
  bool direct = false;
  if (ok)
    {
      gimple *w = ws->stmt;
      unsigned nw = ws->loops.length ();
      direct = (gimple_assign_single_p (w)
		&& is_gimple_val (gimple_assign_rhs1 (w))
		&& useless_type_conversion_p (TREE_TYPE (gimple_assign_lhs (rs)),
					      TREE_TYPE (gimple_assign_rhs1 (w)))
		&& nw <= read->st->loops.length ()
		&& ws->loops[nw - 1] == read->st->loops[nw - 1]
		&& dominated_by_p (CDI_DOMINATORS, gimple_bb (rs), gimple_bb (w))
		&& (gimple_bb (rs) != gimple_bb (w)
		    || ws->pos.last () < read->st->pos.last ()));
      if (direct)
	{
	  /* Every read instance reads the write of the same iteration of
	     the store's loops.  */
	  isl_union_map *expected = lr_same_iterations (scop, read->st, ws);
	  expected = isl_union_map_intersect_domain (expected,
						     isl_union_set_copy (rset));
	  isl_union_map *actual = isl_union_map_reverse (isl_union_map_copy (deps));
	  direct = isl_union_map_is_equal (actual, expected) == isl_bool_true;
	  isl_union_map_free (actual);
	  isl_union_map_free (expected);
	}
      if (direct)
	{
	  chain->direct = true;
	  chain->value = gimple_assign_rhs1 (w);
	  chain->store = ws;
	}
      else
	ok = lr_reeval_read_p (scop, read, wacc, deps, chain);
    }
  isl_union_map_free (deps);
  isl_union_set_free (rset);
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

/* The new array of one copy of TYPE per thread, named after NAME.  */

static tree
lr_new_array (tree type, tree name, const char *suffix, unsigned n)
{
  tree atype = build_array_type_nelts (type, n);
  std::string prefix = suffix;
  if (name && DECL_P (name) && DECL_NAME (name))
    prefix = std::string (IDENTIFIER_POINTER (DECL_NAME (name))) + "_" + suffix;
  else if (name && TREE_CODE (name) == SSA_NAME && SSA_NAME_IDENTIFIER (name))
    prefix = std::string (IDENTIFIER_POINTER (SSA_NAME_IDENTIFIER (name)))
	     + "_" + suffix;
  return create_tmp_var (atype, prefix.c_str ());
}

static tree
lr_element (tree array, tree index)
{
  return build4 (ARRAY_REF, TREE_TYPE (TREE_TYPE (array)), array, index,
		 NULL_TREE, NULL_TREE);
}

/* What the private copies of one loop share: the thread's slot and whether
   the iteration is the last, computed at the top of the loop body.  */

struct lr_private_state
{
  class loop *loop;
  /* Insertion point at the top of the body.  */
  gimple_stmt_iterator gsi;
  /* omp_get_thread_num () % N, sizetype.  */
  tree slot;
  /* Whether this iteration is the last one (boolean), or NULL.  */
  tree is_last;
};

static tree
lr_emit (lr_private_state *ps, tree type, enum tree_code code, tree a,
	 tree b = NULL_TREE, tree c = NULL_TREE)
{
  tree lhs = make_ssa_name (type);
  gimple *g = c ? gimple_build_assign (lhs, code, a, b, c)
	      : b ? gimple_build_assign (lhs, code, a, b)
		  : gimple_build_assign (lhs, code, a);
  gsi_insert_before (&ps->gsi, g, GSI_SAME_STMT);
  return lhs;
}

static void
lr_private_slot (lr_private_state *ps)
{
  if (ps->slot)
    return;
  ps->gsi = gsi_after_labels (ps->loop->header);
  tree tid = make_ssa_name (integer_type_node);
  gcall *call
    = gimple_build_call (builtin_decl_explicit (BUILT_IN_OMP_GET_THREAD_NUM), 0);
  gimple_call_set_lhs (call, tid);
  gsi_insert_before (&ps->gsi, call, GSI_SAME_STMT);
  tree u = lr_emit (ps, unsigned_type_node, NOP_EXPR, tid);
  tree m = lr_emit (ps, unsigned_type_node, TRUNC_MOD_EXPR, u,
		    build_int_cst (unsigned_type_node, lr_nthreads ()));
  ps->slot = lr_emit (ps, sizetype, NOP_EXPR, m);
}

/* The boolean "this iteration is the last": a new counter from 0 compared
   with the number of latch executions, computed in the preheader.  */

static void
lr_last_iteration (lr_private_state *ps)
{
  lr_private_slot (ps);
  if (ps->is_last)
    return;
  class loop *loop = ps->loop;
  gimple_seq seq = NULL;
  tree niter = number_of_latch_executions (loop);
  tree last = force_gimple_operand (fold_convert (sizetype, unshare_expr (niter)),
				    &seq, true, NULL_TREE);
  if (seq)
    gsi_insert_seq_on_edge_immediate (loop_preheader_edge (loop), seq);
  tree counter = lr_new_counter (loop);
  ps->is_last = lr_emit (ps, boolean_type_node, EQ_EXPR, counter, last);
}

/* The reference that replaces the declaration DECL of type TYPE in the
   loop: its thread's copy in the new array, or with KEEP (DECL is read
   after the loop), DECL itself in the last iteration.  */

static tree
lr_private_ref (lr_private_state *ps, tree type, tree decl, bool keep,
		tree name)
{
  lr_private_slot (ps);
  tree array = lr_new_array (type, name, "lrp", lr_nthreads ());
  if (dump_file)
    {
      fprintf (dump_file, "private copies of ");
      print_generic_expr (dump_file, name, TDF_NONE);
      fprintf (dump_file, " in ");
      print_generic_expr (dump_file, array, TDF_NONE);
      fprintf (dump_file, " (" HOST_WIDE_INT_PRINT_UNSIGNED " bytes)%s\n",
	       lr_private_bytes (type, false),
	       keep ? ", the last iteration uses the variable" : "");
    }
  if (!keep)
    return lr_element (array, ps->slot);
  lr_last_iteration (ps);
  TREE_ADDRESSABLE (array) = 1;
  TREE_ADDRESSABLE (decl) = 1;
  tree ptype = build_pointer_type (type);
  tree mine = lr_emit (ps, ptype, ADDR_EXPR,
		       build_fold_addr_expr_with_type (lr_element (array,
								   ps->slot),
						       ptype));
  tree p = lr_emit (ps, ptype, COND_EXPR, ps->is_last,
		    build_fold_addr_expr_with_type (decl, ptype), mine);
  return build2 (MEM_REF, type, p, build_int_cst (ptype, 0));
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

/* After the stores of substituted variables are gone, what computed their
   values is dead.  Remove it from the inner loops of SCOP's loop; an inner
   loop left with nothing but its counter is made to leave in its first
   iteration (the CFG cleanup then removes its back edge), because parloops
   would otherwise make even an empty sibling of an inner loop a parallel
   region of its own, nested in the parallel loop.  Return whether a loop
   was changed so.  */

static bool
lr_dead_stmt_p (gimple *stmt)
{
  if (gimple_vdef (stmt) || gimple_has_side_effects (stmt)
      || stmt_could_throw_p (cfun, stmt) || !is_gimple_assign (stmt))
    return false;
  tree lhs = gimple_assign_lhs (stmt);
  return TREE_CODE (lhs) == SSA_NAME && has_zero_uses (lhs);
}

/* Whether LOOP computes nothing that is used after it and has no side
   effects.  */

static bool
lr_empty_loop_p (class loop *loop)
{
  basic_block *bbs = get_loop_body (loop);
  bool empty = true;
  for (unsigned i = 0; i < loop->num_nodes && empty; i++)
    {
      for (gphi_iterator gsi = gsi_start_phis (bbs[i]); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  tree res = gimple_phi_result (gsi.phi ());
	  if (virtual_operand_p (res))
	    continue;
	  imm_use_iterator it;
	  gimple *use;
	  FOR_EACH_IMM_USE_STMT (use, it, res)
	    if (!is_gimple_debug (use)
		&& !flow_bb_inside_loop_p (loop, gimple_bb (use)))
	      empty = false;
	}
      for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (is_gimple_debug (stmt) || gimple_code (stmt) == GIMPLE_LABEL)
	    continue;
	  if (gimple_vdef (stmt) || gimple_vuse (stmt)
	      || gimple_has_side_effects (stmt) || is_gimple_call (stmt))
	    {
	      empty = false;
	      break;
	    }
	  ssa_op_iter iter;
	  tree def;
	  FOR_EACH_SSA_TREE_OPERAND (def, stmt, iter, SSA_OP_DEF)
	    {
	      imm_use_iterator it;
	      gimple *use;
	      FOR_EACH_IMM_USE_STMT (use, it, def)
		if (!is_gimple_debug (use)
		    && !flow_bb_inside_loop_p (loop, gimple_bb (use)))
		  empty = false;
	    }
	}
    }
  free (bbs);
  return empty;
}

static bool
lr_remove_dead_code (class loop *outer)
{
  bool changed = true;
  while (changed)
    {
      changed = false;
      basic_block *bbs = get_loop_body (outer);
      for (unsigned i = 0; i < outer->num_nodes; i++)
	{
	  if (bbs[i]->loop_father == outer)
	    continue;
	  gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]);
	  while (!gsi_end_p (gsi))
	    {
	      gimple *stmt = gsi_stmt (gsi);
	      if (!lr_dead_stmt_p (stmt))
		{
		  gsi_next (&gsi);
		  continue;
		}
	      if (dump_file)
		{
		  fprintf (dump_file, "dead statement removed: ");
		  print_gimple_stmt (dump_file, stmt, 0, TDF_NONE);
		}
	      insert_debug_temps_for_defs (&gsi);
	      gsi_remove (&gsi, true);
	      release_defs (stmt);
	      changed = true;
	    }
	}
      free (bbs);
    }

  bool emptied = false;
  for (auto loop : loops_list (cfun, LI_ONLY_INNERMOST))
    {
      /* Only a loop known to terminate may stop early.  */
      if (!flow_loop_nested_p (outer, loop)
	  || chrec_contains_undetermined (number_of_latch_executions (loop))
	  || !lr_empty_loop_p (loop))
	continue;
      edge exit = single_exit (loop);
      if (!exit)
	continue;
      gimple_stmt_iterator last = gsi_last_bb (exit->src);
      gcond *cond = gsi_end_p (last) ? NULL
		    : dyn_cast<gcond *> (gsi_stmt (last));
      if (!cond)
	continue;
      if (dump_file)
	fprintf (dump_file, "loop %d computes nothing: it leaves in its first "
			    "iteration\n", loop->num);
      if (exit->flags & EDGE_TRUE_VALUE)
	gimple_cond_make_true (cond);
      else
	gimple_cond_make_false (cond);
      update_stmt (cond);
      emptied = true;
    }
  return emptied;
}

/* Forward-substitute the reads of the variable of DEC and remove its
   stores; return whether a store was removed.  COUNTERS caches the
   counters rebuilt for re-evaluations.  */

static bool
lr_apply_substitution (lr_scop *scop, lr_plan *plan, lr_decision &dec,
		       hash_map<int_hash<int, -1, -2>, tree> *counters)
{
  bool removed_stores = false;
  for (lr_access *acc : scop->accesses)
    if (acc->base == dec.base && !acc->write)
      {
	lr_chain *chain = plan->chains.at (acc);
	gimple *rs = acc->st->stmt;
	if (dump_file)
	  {
	    fprintf (dump_file, "forward substitution in %s (%s): ",
		     lr_stmt_name (acc->st).c_str (),
		     chain->direct ? "the stored value"
				   : "the defining expression again");
	    print_gimple_stmt (dump_file, rs, 0, TDF_NONE);
	  }
	tree val;
	if (chain->direct)
	  val = unshare_expr (chain->value);
	else
	  val = lr_emit_reeval_read (scop, chain, rs, acc->st->loops, counters);
	gimple_assign_set_rhs1 (rs, val);
	gimple_set_vuse (rs, NULL_TREE);
	update_stmt (rs);
	plan->substituted++;
      }
  /* The variable is dead after the loop: no read is left.  */
  for (lr_access *acc : scop->accesses)
    if (acc->base == dec.base && acc->write)
      {
	if (dump_file)
	  {
	    fprintf (dump_file, "dead store removed: ");
	    print_gimple_stmt (dump_file, acc->st->stmt, 0, TDF_NONE);
	  }
	lr_remove_store (acc->st->stmt);
	removed_stores = true;
      }
  return removed_stores;
}

/* Point the access ACC of DECL to its private copy REPL.  */

static void
lr_redirect_access (lr_access *acc, tree decl, tree repl)
{
  gimple *s = acc->st->stmt;
  if (is_gimple_call (s))
    {
      /* memset (&acc[k], ...): the address of the copy.  */
      tree ref
	= lr_replace_base (TREE_OPERAND (acc->ref, 0), decl, unshare_expr (repl));
      tree addr = build_fold_addr_expr (ref);
      if (tree base = get_base_address (ref))
	if (DECL_P (base))
	  TREE_ADDRESSABLE (base) = 1;
      gimple_call_set_arg (s, acc->write ? 0 : 1,
			   fold_convert (TREE_TYPE (acc->ref), addr));
      update_stmt (s);
      return;
    }
  tree ref = lr_replace_base (acc->ref, decl, unshare_expr (repl));
  if (acc->write)
    gimple_assign_set_lhs (s, ref);
  else
    gimple_assign_set_rhs1 (s, ref);
  update_stmt (s);
}

/* Expand the variable of DEC into private copies.  */

static void
lr_apply_expansion (lr_scop *scop, lr_private_state *ps, lr_decision &dec)
{
  tree decl = dec.base->decl;
  tree repl
    = lr_private_ref (ps, TREE_TYPE (decl), decl, dec.base->live_out, decl);
  for (lr_access *acc : scop->accesses)
    if (acc->base == dec.base)
      lr_redirect_access (acc, decl, repl);
}

static void
lr_dump_last_value (tree value, const char *how, tree kept)
{
  if (!dump_file)
    return;
  fprintf (dump_file, "last value of ");
  print_generic_expr (dump_file, value, TDF_NONE);
  fprintf (dump_file, "%s", how);
  if (kept)
    print_generic_expr (dump_file, kept, TDF_NONE);
  fprintf (dump_file, "\n");
}

/* The live-out value LO, kept through private copies: every iteration
   stores it through the pointer, which selects the kept variable in the
   last iteration; EXIT_BB reads it for the uses after the loop.  */

static void
lr_keep_liveout (lr_private_state *ps, lr_liveout &lo, basic_block exit_bb)
{
  tree type = TREE_TYPE (lo.value);
  tree kept = create_tmp_var (type, "lrl");
  tree repl = lr_private_ref (ps, type, kept, true, lo.value);
  gimple *def = SSA_NAME_DEF_STMT (lo.value);
  gimple_stmt_iterator gsi;
  gimple *store = gimple_build_assign (repl, lo.value);
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
  gsi = gsi_last_bb (exit_bb);
  tree tmp = make_ssa_name (type);
  gsi_insert_after (&gsi, gimple_build_assign (tmp, kept), GSI_NEW_STMT);
  edge e = single_succ_edge (exit_bb);
  SET_USE (PHI_ARG_DEF_PTR_FROM_EDGE (lo.phi, e), tmp);
  lr_dump_last_value (lo.value, " kept in ", kept);
}

/* The values used after the loop: evaluated again after it, or kept.  */

static void
lr_apply_liveouts (lr_scop *scop, lr_plan *plan, lr_private_state *ps)
{
  basic_block exit_bb = NULL;
  for (lr_liveout &lo : scop->liveouts)
    {
      if (!plan->expand_liveouts && !lo.substituted)
	continue;
      if (!exit_bb)
	exit_bb = split_edge (single_exit (scop->loop));
      if (!lo.substituted)
	{
	  lr_keep_liveout (ps, lo, exit_bb);
	  continue;
	}
      tree val
	= lr_emit_reeval_exit (scop, plan->chains.at (lo.value), exit_bb);
      edge e = single_succ_edge (exit_bb);
      SET_USE (PHI_ARG_DEF_PTR_FROM_EDGE (lo.phi, e), val);
      plan->substituted++;
      lr_dump_last_value (lo.value, " evaluated again after the loop",
			  NULL_TREE);
    }
}

/* Apply the repairs of PLAN to the loop of SCOP and mark it parallel.  */

void
lr_apply (lr_scop *scop, lr_plan *plan)
{
  class loop *loop = scop->loop;

  lr_drop_stale_phis (scop, plan);
  /* Substitutions first: they only change reads.  */
  hash_map<int_hash<int, -1, -2>, tree> counters;
  bool removed_stores = false;
  for (lr_decision &dec : plan->decisions)
    if (dec.kind == LR_SUBSTITUTE)
      removed_stores |= lr_apply_substitution (scop, plan, dec, &counters);
  if (removed_stores && lr_remove_dead_code (loop))
    plan->cleanup_cfg = true;

  /* Expansions, as private copies.  */
  lr_private_state ps = { loop, gsi_none (), NULL_TREE, NULL_TREE };
  for (lr_decision &dec : plan->decisions)
    if (dec.kind == LR_EXPAND)
      {
	lr_apply_expansion (scop, &ps, dec);
	plan->expanded++;
      }

  lr_apply_liveouts (scop, plan, &ps);
  mark_virtual_operands_for_renaming (cfun);
  loop->can_be_parallel = true;
}
