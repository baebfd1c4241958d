/* Forward substitution by re-evaluation.

   A read of a temporary can take the value its source store wrote without
   the memory when the defining expression can be evaluated again at the
   read: the statements that compute the stored value (register operations
   and loads, down to values that are invariant in the nest and the loop
   counters) are copied before the read, with the counters of the store's
   loops replaced by their values at the store instance that the read reads
   (an affine function of the read's counters, from the exact flow
   dependences).  This is legal when every load of the copy reads the same
   value at the read as at the store: no write of its cell lies, in the
   original order, between the load instance and the read, and no other
   iteration of the parallel loop writes it (its variable has no
   conflict).  The same copy, evaluated after the loop for the last
   iteration, gives the last value of a scalar computed in the loop
   without keeping it in memory.  */

#include "liverange.h"
#include "tree-scalar-evolution.h"
#include "tree-ssa-loop-manip.h"
#include "tree-ssa-loop-niter.h"
#include "gimplify.h"
#include "gimplify-me.h"
#include "cfganal.h"
#include "dominance.h"
#include "tree-pretty-print.h"
#include "gimple-pretty-print.h"
#include "ssa-iterators.h"
#include "tree-eh.h"

/* Longest chain of statements copied for one value.  */
#define LR_MAX_CHAIN 32

static lr_access *
lr_load_access (lr_scop *scop, gimple *stmt)
{
  for (lr_access *acc : scop->accesses)
    if (acc->st->stmt == stmt && !acc->write)
      return acc;
  return NULL;
}

/* Whether LOOP is one of the loops around the statement of the chain
   (WLOOPS).  */

static bool
lr_in_chain_p (const vec<class loop *> &wloops, class loop *loop)
{
  for (class loop *l : wloops)
    if (l == loop)
      return true;
  return false;
}

/* Collect in CHAIN the statements that compute NAME, used by USE (NULL
   when the value is used after the loop), where the store's loops are
   WLOOPS.  Names that need no copy: defined outside the loop, or in the
   candidate loop's own body at a point that dominates USE.  */

static bool
lr_collect (lr_scop *scop, tree name, gimple *use,
	    const vec<class loop *> &wloops, lr_chain *chain)
{
  if (TREE_CODE (name) != SSA_NAME)
    return is_gimple_min_invariant (name);
  for (gimple *g : chain->stmts)
    if (gimple_get_lhs (g) == name)
      return true;
  if (chain->stmts.length () >= LR_MAX_CHAIN)
    return false;
  for (tree p : chain->phis)
    if (p == name)
      return true;
  gimple *def = SSA_NAME_DEF_STMT (name);
  basic_block bb = gimple_bb (def);
  if (!bb || !flow_bb_inside_loop_p (scop->loop, bb))
    return true;
  if (use && bb->loop_father == scop->loop && gimple_bb (use) != bb
      && dominated_by_p (CDI_DOMINATORS, gimple_bb (use), bb))
    return true;
  if (gimple_code (def) == GIMPLE_PHI)
    {
      /* A counter of one of the store's loops.  */
      if (bb != bb->loop_father->header
	  || !lr_in_chain_p (wloops, bb->loop_father)
	  || !INTEGRAL_TYPE_P (TREE_TYPE (name))
	  || virtual_operand_p (name))
	return false;
      lr_aff aff;
      if (!lr_value_aff (scop, bb->loop_father, name, bb, &aff))
	return false;
      chain->phis.safe_push (name);
      return true;
    }
  if (!is_gimple_assign (def) || gimple_vdef (def)
      || gimple_has_volatile_ops (def) || stmt_could_throw_p (cfun, def)
      || !lr_in_chain_p (wloops, bb->loop_father))
    return false;
  if (gimple_vuse (def))
    {
      lr_access *acc = lr_load_access (scop, def);
      if (!acc || acc->base->conflict)
	return false;
      chain->loads.safe_push (acc);
    }
  ssa_op_iter iter;
  tree op;
  FOR_EACH_SSA_TREE_OPERAND (op, def, iter, SSA_OP_USE)
    if (!lr_collect (scop, op, use, wloops, chain))
      return false;
  chain->stmts.safe_push (def);
  return true;
}

/* Convert the affine function AFF (of the dimensions of ISL space "in" and
   the parameters) into an lr_aff, naming input dimension I "rI".  */

static bool
lr_isl_aff (isl_aff *aff, lr_aff *out)
{
  bool ok = isl_aff_dim (aff, isl_dim_div) == 0;
  isl_val *den = isl_aff_get_denominator_val (aff);
  ok &= isl_val_is_one (den) == isl_bool_true;
  isl_val_free (den);
  if (!ok)
    return false;
  isl_val *v = isl_aff_get_constant_val (aff);
  out->cst = isl_val_get_num_si (v);
  isl_val_free (v);
  int n = isl_aff_dim (aff, isl_dim_in);
  for (int i = 0; i < n; i++)
    {
      v = isl_aff_get_coefficient_val (aff, isl_dim_in, i);
      HOST_WIDE_INT c = isl_val_get_num_si (v);
      isl_val_free (v);
      if (c)
	out->coef["r" + std::to_string (i)] = c;
    }
  n = isl_aff_dim (aff, isl_dim_param);
  for (int i = 0; i < n; i++)
    {
      v = isl_aff_get_coefficient_val (aff, isl_dim_param, i);
      HOST_WIDE_INT c = isl_val_get_num_si (v);
      isl_val_free (v);
      if (c)
	out->coef[isl_aff_get_dim_name (aff, isl_dim_param, i)] = c;
    }
  return true;
}

struct lr_piece_data
{
  int n;
  isl_multi_aff *ma;
};

static isl_stat
lr_piece (isl_set *set, isl_multi_aff *ma, void *user)
{
  lr_piece_data *data = (lr_piece_data *) user;
  isl_set_free (set);
  data->n++;
  if (data->ma)
    isl_multi_aff_free (data->ma);
  data->ma = ma;
  return isl_stat_ok;
}

/* Express the counters of the store's instance as affine functions of the
   read's counters (r0, r1, ...) from MAP (read instance -> store
   instance).  */

static bool
lr_store_of_read (isl_map *map, lr_chain *chain)
{
  if (isl_map_is_single_valued (map) != isl_bool_true)
    return false;
  isl_pw_multi_aff *pma = isl_pw_multi_aff_from_map (isl_map_copy (map));
  lr_piece_data data = { 0, NULL };
  isl_pw_multi_aff_foreach_piece (pma, lr_piece, &data);
  isl_pw_multi_aff_free (pma);
  bool ok = data.n == 1;
  if (ok)
    {
      int n = isl_multi_aff_dim (data.ma, isl_dim_out);
      for (int d = 0; d < n && ok; d++)
	{
	  isl_aff *aff = isl_multi_aff_get_aff (data.ma, d);
	  lr_aff a;
	  ok = lr_isl_aff (aff, &a);
	  isl_aff_free (aff);
	  chain->store_counters.push_back (a);
	}
    }
  if (data.ma)
    isl_multi_aff_free (data.ma);
  return ok;
}

/* UMAP restricted on its domain to the instances of ST.  */

static isl_union_map *
lr_for_stmt (lr_scop *scop, isl_union_map *umap, const lr_stmt *st)
{
  return isl_union_map_intersect_domain (umap, lr_stmt_universe (scop, st));
}

/* Whether some write of the cell that the load LOAD reads lies between
   the load instance and the use: R2L maps the use instances to the load
   instances, USE_TIME the use instances to their times (NULL: after the
   loop, every later write counts).  */

static bool
lr_load_clobbered_p (lr_scop *scop, const lr_access *load,
		     isl_union_map *r2l, isl_union_map *use_time)
{
  isl_union_map *cells
    = isl_union_map_apply_range (isl_union_map_copy (r2l),
				 lr_for_stmt (scop, isl_union_map_copy (scop->reads),
					      load->st));
  isl_union_map *writers
    = isl_union_map_apply_range (cells,
				 isl_union_map_reverse (isl_union_map_copy (scop->writes)));
  isl_union_map *load_time
    = isl_union_map_apply_range (isl_union_map_copy (r2l),
				 isl_union_map_copy (scop->schedule));
  isl_union_map *after
    = isl_union_map_lex_lt_union_map (load_time,
				      isl_union_map_copy (scop->schedule));
  writers = isl_union_map_intersect (writers, after);
  if (use_time)
    writers = isl_union_map_intersect (writers,
				       isl_union_map_lex_gt_union_map (isl_union_map_copy (use_time),
								       isl_union_map_copy (scop->schedule)));
  bool clobbered = isl_union_map_is_empty (writers) != isl_bool_true;
  if (clobbered && dump_file)
    lr_dump_isl ("  input written before the use", writers);
  isl_union_map_free (writers);
  return clobbered;
}

/* Map the use instances to the instances of the load LOAD of the chain:
   the store instance (STORE: use -> store instance) cut to the load's
   loops.  */

static isl_union_map *
lr_use_to_load (lr_scop *scop, isl_union_map *store,
		const lr_stmt *ws, const lr_access *load)
{
  isl_union_map *cut = lr_same_iterations (scop, ws, load->st);
  return isl_union_map_apply_range (isl_union_map_copy (store), cut);
}

bool
lr_reeval_read_p (lr_scop *scop, const lr_access *read,
		  const lr_access *store, isl_union_map *deps, lr_chain *chain)
{
  gimple *ws = store->st->stmt;
  if (!gimple_assign_single_p (ws))
    return false;
  tree val = gimple_assign_rhs1 (ws);
  if (!is_gimple_val (val)
      || !useless_type_conversion_p (TREE_TYPE (gimple_assign_lhs (read->st->stmt)),
				     TREE_TYPE (val)))
    return false;
  if (!lr_collect (scop, val, read->st->stmt, store->st->loops, chain))
    return false;
  /* The store instance of every read instance, as a function.  */
  isl_union_map *r2w = isl_union_map_reverse (isl_union_map_copy (deps));
  if (isl_union_map_n_map (r2w) != 1)
    {
      isl_union_map_free (r2w);
      return false;
    }
  isl_map *m = isl_map_from_union_map (isl_union_map_copy (r2w));
  bool ok = lr_store_of_read (m, chain);
  isl_map_free (m);
  isl_union_set *rset = isl_union_map_domain (isl_union_map_copy (r2w));
  isl_union_map *use_time
    = isl_union_map_intersect_domain (isl_union_map_copy (scop->schedule), rset);
  for (unsigned i = 0; ok && i < chain->loads.length (); i++)
    {
      isl_union_map *r2l = lr_use_to_load (scop, r2w, store->st, chain->loads[i]);
      ok = !lr_load_clobbered_p (scop, chain->loads[i], r2l, use_time);
      isl_union_map_free (r2l);
    }
  isl_union_map_free (use_time);
  isl_union_map_free (r2w);
  chain->value = val;
  chain->store = store->st;
  return ok;
}

/* The instances of ST in the last iteration of the candidate loop.  */

static isl_union_map *
lr_last_instances (lr_scop *scop, const lr_stmt *st)
{
  isl_set *loop = isl_set_copy (scop->loop_domain);
  isl_set *last = isl_set_lexmax (loop);
  unsigned n = st->loops.length ();
  last = isl_set_add_dims (last, isl_dim_set, n - 1);
  last = isl_set_set_tuple_name (last, lr_stmt_name (st).c_str ());
  isl_union_set *inst
    = isl_union_set_intersect (isl_union_set_from_set (last),
			       isl_union_set_copy (scop->domain));
  return isl_union_set_identity (inst);
}

bool
lr_reeval_liveout_p (lr_scop *scop, tree value, lr_chain *chain)
{
  auto_vec<class loop *> wloops;
  wloops.safe_push (scop->loop);
  if (!lr_collect (scop, value, NULL, wloops, chain))
    return false;
  for (lr_access *load : chain->loads)
    {
      /* Its variable keeps after the loop the values of the loop in
	 order: not written in the loop, or live after it without
	 conflict (then no two iterations write one cell).  */
      bool written = false;
      for (lr_access *acc : scop->accesses)
	if (acc->base == load->base && acc->write)
	  written = true;
      if (written && !load->base->live_out)
	return false;
      isl_union_map *l2l = lr_last_instances (scop, load->st);
      bool clobbered = lr_load_clobbered_p (scop, load, l2l, NULL);
      isl_union_map_free (l2l);
      if (clobbered)
	return false;
    }
  chain->value = value;
  chain->store = NULL;
  return true;
}

/* A new sizetype counter of LOOP's iterations from 0.  */

tree
lr_new_counter (class loop *loop)
{
  gimple_stmt_iterator incr;
  bool after;
  tree counter;
  standard_iv_increment_position (loop, &incr, &after);
  create_iv (size_zero_node, size_one_node, NULL_TREE, loop, &incr, after,
	     &counter, NULL);
  return counter;
}

/* A counter from 0 of LOOP, created once.  */

static tree
lr_counter (class loop *loop, hash_map<int_hash<int, -1, -2>, tree> *made)
{
  if (tree *t = made->get (loop->num))
    return *t;
  tree counter = lr_new_counter (loop);
  made->put (loop->num, counter);
  return counter;
}

/* Emitting the copy.  */

struct lr_emit_ctx
{
  gimple_stmt_iterator gsi;
  /* The values of the use's counters r0, r1, ... (sizetype), made on
     demand as new counters of the use's loops.  */
  auto_vec<tree> counters;
  auto_vec<class loop *> use_loops;
  hash_map<int_hash<int, -1, -2>, tree> *made;
  lr_scop *scop;
  hash_map<tree, tree> copies;
  /* For the operand walk.  */
  const lr_chain *chain;
  tree vuse;
};

static tree
lr_insert (lr_emit_ctx *ctx, tree type, enum tree_code code, tree a, tree b)
{
  tree lhs = make_ssa_name (type);
  gsi_insert_before (&ctx->gsi, gimple_build_assign (lhs, code, a, b),
		     GSI_SAME_STMT);
  return lhs;
}

/* AFF (over the use's counters rI and the parameters) in TYPE, computed in
   the unsigned type of the same precision.  */

static tree
lr_emit_aff (lr_emit_ctx *ctx, const lr_aff &aff, tree type)
{
  tree utype = unsigned_type_for (type);
  tree sum = NULL_TREE;
  for (auto &kv : aff.coef)
    {
      if (!kv.second)
	continue;
      tree x;
      if (kv.first[0] == 'r')
	{
	  unsigned i = atoi (kv.first.c_str () + 1);
	  if (!ctx->counters[i])
	    ctx->counters[i] = lr_counter (ctx->use_loops[i], ctx->made);
	  x = ctx->counters[i];
	}
      else
	x = ctx->scop->params.at (kv.first);
      if (!useless_type_conversion_p (utype, TREE_TYPE (x)))
	{
	  tree c = make_ssa_name (utype);
	  gsi_insert_before (&ctx->gsi, gimple_build_assign (c, NOP_EXPR, x),
			     GSI_SAME_STMT);
	  x = c;
	}
      if (kv.second != 1)
	x = lr_insert (ctx, utype, MULT_EXPR, x,
		       build_int_cst (utype, kv.second));
      sum = sum ? lr_insert (ctx, utype, PLUS_EXPR, sum, x) : x;
    }
  if (!sum)
    return build_int_cst (type, aff.cst);
  if (aff.cst)
    sum = lr_insert (ctx, utype, PLUS_EXPR, sum, build_int_cst (utype, aff.cst));
  tree res = make_ssa_name (type);
  gsi_insert_before (&ctx->gsi, gimple_build_assign (res, NOP_EXPR, sum),
		     GSI_SAME_STMT);
  return res;
}

/* The value of a counter PHI of the store's loops at the store instance:
   its affine value over the store's counters cK, with cK replaced by the
   store counter functions of the chain.  */

static tree
lr_emit_phi (lr_emit_ctx *ctx, const lr_chain *chain, tree phi)
{
  lr_scop *scop = ctx->scop;
  gimple *def = SSA_NAME_DEF_STMT (phi);
  class loop *l = gimple_bb (def)->loop_father;
  lr_aff over_store;
  bool ok = lr_value_aff (scop, l, phi, gimple_bb (def), &over_store);
  gcc_assert (ok);
  lr_aff res;
  res.cst = over_store.cst;
  for (auto &kv : over_store.coef)
    {
      if (kv.first[0] != 'c')
	{
	  res.coef[kv.first] += kv.second;
	  continue;
	}
      unsigned k = atoi (kv.first.c_str () + 1);
      const lr_aff &sk = chain->store_counters[k];
      res.cst += kv.second * sk.cst;
      for (auto &kv2 : sk.coef)
	res.coef[kv2.first] += kv.second * kv2.second;
    }
  return lr_emit_aff (ctx, res, TREE_TYPE (phi));
}

static tree lr_emit_value (lr_emit_ctx *, const lr_chain *, tree, tree);

static tree
lr_replace_names (tree *tp, int *walk_subtrees, void *data)
{
  lr_emit_ctx *ctx = (lr_emit_ctx *) data;
  if (TREE_CODE (*tp) == SSA_NAME)
    {
      const lr_chain *chain = ctx->chain;
      tree vuse = ctx->vuse;
      *tp = lr_emit_value (ctx, chain, *tp, vuse);
      ctx->chain = chain;
      ctx->vuse = vuse;
      *walk_subtrees = 0;
    }
  else if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

static tree
lr_emit_value (lr_emit_ctx *ctx, const lr_chain *chain, tree name,
	       tree vuse)
{
  if (TREE_CODE (name) != SSA_NAME)
    return name;
  if (tree *t = ctx->copies.get (name))
    return *t;
  tree res = name;
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (chain->phis.contains (name))
    res = lr_emit_phi (ctx, chain, name);
  else if (chain->stmts.contains (def))
    {
      gimple *copy = gimple_copy (def);
      /* The operands, also the SSA names inside a reference.  */
      ctx->chain = chain;
      ctx->vuse = vuse;
      for (unsigned i = 1; i < gimple_num_ops (copy); i++)
	walk_tree (gimple_op_ptr (copy, i), lr_replace_names, ctx, NULL);
      res = make_ssa_name (TREE_TYPE (name));
      gimple_assign_set_lhs (copy, res);
      if (gimple_vuse (copy))
	gimple_set_vuse (copy, vuse);
      gsi_insert_before (&ctx->gsi, copy, GSI_SAME_STMT);
    }
  ctx->copies.put (name, res);
  return res;
}

tree
lr_emit_reeval_read (lr_scop *scop, const lr_chain *chain,
		     gimple *use, const vec<class loop *> &use_loops,
		     hash_map<int_hash<int, -1, -2>, tree> *counters)
{
  lr_emit_ctx ctx;
  ctx.scop = scop;
  ctx.made = counters;
  for (class loop *l : use_loops)
    {
      ctx.use_loops.safe_push (l);
      ctx.counters.safe_push (NULL_TREE);
    }
  ctx.gsi = gsi_for_stmt (use);
  return lr_emit_value (&ctx, chain, chain->value, gimple_vuse (use));
}

tree
lr_emit_reeval_exit (lr_scop *scop, lr_chain *chain, basic_block bb)
{
  lr_emit_ctx ctx;
  ctx.scop = scop;
  ctx.gsi = gsi_last_bb (bb);
  /* The last iteration: c0 = the number of latch executions.  */
  tree niter = number_of_latch_executions (scop->loop);
  tree last = force_gimple_operand_gsi (&ctx.gsi,
					fold_convert (sizetype, unshare_expr (niter)),
					true, NULL_TREE, true, GSI_SAME_STMT);
  ctx.counters.safe_push (last);
  ctx.made = NULL;
  lr_aff c0;
  c0.coef["r0"] = 1;
  chain->store_counters.clear ();
  chain->store_counters.push_back (c0);
  return lr_emit_value (&ctx, chain, chain->value, gimple_vop (cfun));
}
