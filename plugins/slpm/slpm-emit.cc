/* SLP-M vector emission, the code: the vector statements for a chunk
   slpm-blend.cc analyzed, placed at the chunk's last store, which replace
   its stores; the scalar statements only they used are removed.  A
   two-opcode slot computes both operations (each in its own type: the
   unsigned one where the signed one could overflow) and blends them with
   a VEC_PERM_EXPR whose selector is constant.  */

#include "slpm-blend.h"
#include "cfgloop.h"
#include "tree-vector-builder.h"
#include "tree-ssa-dce.h"
#include "gimplify.h"
#include "gimplify-me.h"
#include "builtins.h"
#include "fold-const.h"
#include "alias.h"

/* Insert before GSI the assignment of RHS (CODE with OP0 .. OP2, or the
   single operand OP0 when CODE is ERROR_MARK) to a new SSA name of TYPE,
   at LOC; returns the name.  */

static tree
emit_assign (gimple_stmt_iterator *gsi, location_t loc, tree type,
	     enum tree_code code, tree op0, tree op1 = NULL_TREE,
	     tree op2 = NULL_TREE)
{
  tree lhs = make_ssa_name (type);
  gassign *g;
  if (code == ERROR_MARK)
    g = gimple_build_assign (lhs, op0);
  else
    g = gimple_build_assign (lhs, code, op0, op1, op2);
  gimple_set_location (g, loc);
  gsi_insert_before (gsi, g, GSI_SAME_STMT);
  return lhs;
}

/* A new SSA name of TYPE set to RHS on the preheader edge of the loop of
   chunk C.  */

static tree
emit_before_loop (blend_chunk *c, tree type, tree rhs)
{
  class loop *loop = gimple_bb ((*c->group)[c->start].store)->loop_father;
  tree lhs = make_ssa_name (type);
  gsi_insert_on_edge_immediate (loop_preheader_edge (loop),
				gimple_build_assign (lhs, rhs));
  return lhs;
}

/* The vector of leaf slot S, built from RHS before GSI, or before the
   loop when S is invariant in it.  */

static tree
emit_leaf_vector (blend_chunk *c, blend_slot *s, gimple_stmt_iterator *gsi,
		  tree rhs)
{
  if (s->hoist)
    return emit_before_loop (c, c->vectype, rhs);
  return emit_assign (gsi, UNKNOWN_LOCATION, c->vectype, ERROR_MARK, rhs);
}

/* V as a vector of TYPE (a bit copy between signed and unsigned).  */

static tree
as_vectype (gimple_stmt_iterator *gsi, location_t loc, tree type, tree v)
{
  if (types_compatible_p (TREE_TYPE (v), type))
    return v;
  return emit_assign (gsi, loc, type, ERROR_MARK,
		      build1 (VIEW_CONVERT_EXPR, type, v));
}

/* The alias pointer type for one vector access to the N references
   REFS: theirs when they agree, else one that conflicts with
   everything.  */

static tree
access_alias_type (tree *refs, unsigned n)
{
  tree type = reference_alias_ptr_type (refs[0]);
  for (unsigned i = 1; i < n; i++)
    if (get_alias_set (refs[i]) != get_alias_set (refs[0]))
      return ptr_type_node;
  return type;
}

/* A vector access of VECTYPE to the N contiguous references REFS,
   starting at REFS[0], built before GSI.  */

static tree
vector_ref (tree vectype, gimple_stmt_iterator *gsi, tree *refs, unsigned n)
{
  tree ref = unshare_expr (refs[0]);
  tree addr = force_gimple_operand_gsi (gsi, build_fold_addr_expr (ref),
					true, NULL_TREE, true, GSI_SAME_STMT);
  if (TREE_CODE (addr) != SSA_NAME)
    addr = emit_assign (gsi, UNKNOWN_LOCATION, TREE_TYPE (addr), ERROR_MARK,
			addr);
  unsigned align = MIN (TYPE_ALIGN (vectype), get_object_alignment (ref));
  tree type = build_aligned_type (vectype, align);
  return build2 (MEM_REF, type, addr,
		 build_int_cst (access_alias_type (refs, n), 0));
}

/* The vector of the leaf or count slot S for the lanes of vector PART,
   built before GSI.  */

static tree
emit_leaf (blend_chunk *c, blend_slot *s, gimple_stmt_iterator *gsi,
	   unsigned part)
{
  if (s->kind == SLOT_COUNT && !s->nodes)
    return s->scalar;
  unsigned m = c->lanes;
  slpm_node **nodes = s->nodes + part * m;
  if (s->kind == SLOT_LOAD)
    {
      tree *refs = XALLOCAVEC (tree, m);
      for (unsigned i = 0; i < m; i++)
	refs[i] = nodes[i]->ref;
      tree lhs = make_ssa_name (c->vectype);
      gassign *g = gimple_build_assign (lhs, vector_ref (c->vectype, gsi,
							refs, m));
      gimple_set_vuse (g, c->vuse);
      gimple_set_location (g, gimple_location (nodes[0]->load));
      gsi_insert_before (gsi, g, GSI_SAME_STMT);
      return lhs;
    }
  if (s->kind == SLOT_SPLAT)
    {
      if (s->splat)
	return s->splat;
      s->splat = build_vector_from_val (c->vectype, nodes[0]->val);
      if (!CONSTANT_CLASS_P (s->splat))
	s->splat = emit_leaf_vector (c, s, gsi, s->splat);
      return s->splat;
    }
  if (s->kind != SLOT_BUILD)
    {
      tree_vector_builder elts (c->vectype, m, 1);
      for (unsigned i = 0; i < m; i++)
	elts.quick_push (fold_convert (c->elem_type, nodes[i]->val));
      return elts.build ();
    }
  vec<constructor_elt, va_gc> *elts = NULL;
  vec_alloc (elts, m);
  for (unsigned i = 0; i < m; i++)
    CONSTRUCTOR_APPEND_ELT (elts, NULL_TREE, nodes[i]->val);
  return emit_leaf_vector (c, s, gsi, build_constructor (c->vectype, elts));
}

/* The vector of slot S for the lanes of vector PART, computed before
   GSI.  */

static tree
emit_slot (blend_chunk *c, blend_slot *s, gimple_stmt_iterator *gsi,
	   unsigned part)
{
  if (s->kind != SLOT_OP && s->kind != SLOT_TWO_OPS)
    return emit_leaf (c, s, gsi, part);
  location_t loc = gimple_location (s->nodes[part * c->lanes]->stmt);
  tree v0 = emit_slot (c, s->ops[0], gsi, part);
  tree v1 = s->ops[1] ? emit_slot (c, s->ops[1], gsi, part) : NULL_TREE;
  if (s->kind == SLOT_OP)
    return emit_assign (gsi, loc, c->vectype, s->code, v0, v1);
  tree res[2];
  for (unsigned k = 0; k < 2; k++)
    {
      enum tree_code code = k ? s->alt_code : s->code;
      tree type = slpm_blend_op_vectype (c, s, code);
      tree op0 = as_vectype (gsi, loc, type, v0);
      tree op1 = as_vectype (gsi, loc, type, v1);
      tree r = emit_assign (gsi, loc, type, code, op0, op1);
      res[k] = as_vectype (gsi, loc, c->vectype, r);
    }
  tree elt = build_nonstandard_integer_type
    (GET_MODE_BITSIZE (SCALAR_TYPE_MODE (c->elem_type)), 1);
  tree sel = vec_perm_indices_to_tree (build_vector_type (elt, c->lanes),
				       slpm_blend_indices (c, s, part));
  return emit_assign (gsi, loc, c->vectype, VEC_PERM_EXPR, res[0], res[1],
		      sel);
}

/* The vectors PARTS of narrowing chunk C, truncated to the stored type
   before GSI: packed pairwise, step by step, into vectors of twice as
   many elements half as wide (each the low bits of its element, as the
   scalar conversion gives; a vector without a partner is packed with a
   zero vector), into one vector whose first elements hold the lanes.  */

static tree
emit_narrowing (blend_chunk *c, vec<tree> &parts, gimple_stmt_iterator *gsi,
		location_t loc)
{
  for (unsigned step = 0; step < c->pack_steps; step++)
    {
      tree type = slpm_pack_result_type (c, step);
      unsigned k = 0;
      for (unsigned i = 0; i < parts.length (); i += 2)
	{
	  tree high = (i + 1 < parts.length () ? parts[i + 1]
		       : build_zero_cst (TREE_TYPE (parts[i])));
	  parts[k++] = emit_assign (gsi, loc, type, VEC_PACK_TRUNC_EXPR,
				    parts[i], high);
	}
      parts.truncate (k);
    }
  if (c->store_vectype == c->pack_type)
    return parts[0];
  tree low = build3 (BIT_FIELD_REF, c->store_vectype, parts[0],
		     TYPE_SIZE (c->store_vectype), bitsize_zero_node);
  return emit_assign (gsi, loc, c->store_vectype, ERROR_MARK, low);
}

/* Replace the stores of chunk C by one vector store of VALUE before LAST,
   and remove what only they used.  */

static void
replace_stores (blend_chunk *c, gimple *last, tree value,
		gimple_stmt_iterator *gsi)
{
  tree *refs = XALLOCAVEC (tree, c->n);
  for (unsigned i = 0; i < c->n; i++)
    refs[i] = gimple_assign_lhs ((*c->group)[c->start + i].store);
  tree vectype = c->pack_type ? c->store_vectype : c->vectype;
  gassign *store = gimple_build_assign (vector_ref (vectype, gsi, refs, c->n),
					value);
  gimple_set_location (store, gimple_location (last));
  gimple_move_vops (store, last);
  gsi_insert_before (gsi, store, GSI_SAME_STMT);

  auto_bitmap dead;
  for (unsigned i = c->start; i < c->start + c->n; i++)
    {
      gimple *old = (*c->group)[i].store;
      tree val = gimple_assign_rhs1 (old);
      if (TREE_CODE (val) == SSA_NAME)
	bitmap_set_bit (dead, SSA_NAME_VERSION (val));
      gimple_stmt_iterator rm = gsi_for_stmt (old);
      /* LAST's virtual definition now belongs to the vector store.  */
      if (old != last)
	unlink_stmt_vdef (old);
      gsi_remove (&rm, true);
      if (old != last)
	release_defs (old);
    }
  simple_dce_from_worklist (dead);
}

/* The optimized remark for chunk C of N lanes at WHERE, emitted as
   KIND.  */

static void
remark_emitted (blend_chunk *c, unsigned n, location_t where,
		enum slpm_emit_kind kind)
{
  dump_user_location_t loc = dump_user_location_t::from_location_t (where);
  char narrowed[64] = "";
  if (c->pack_type)
    snprintf (narrowed, sizeof narrowed, " in %u bits, packed to %u",
	      TYPE_PRECISION (c->elem_type),
	      TYPE_PRECISION (TREE_TYPE (c->pack_type)));
  if (kind == SLPM_EMIT_HALF)
    xopt_remark_optimized (loc, "SLP-M: vector-factor halving: %u lanes "
			   "computed as vector code%s (cost %d, scalar %d)\n",
			   n, narrowed, c->vector_cost, c->scalar_cost);
  else if (kind == SLPM_EMIT_WHOLE)
    xopt_remark_optimized (loc, "SLP-M: %u lanes computed as vector "
			   "code%s (cost %d, scalar %d)\n", n, narrowed,
			   c->vector_cost, c->scalar_cost);
  else if (kind == SLPM_EMIT_LEFT_SCALAR)
    xopt_remark_optimized (loc, "SLP-M: %u lanes that GCC's vectorizers "
			   "left scalar computed as vector code%s (cost %d, "
			   "scalar %d)\n", n, narrowed, c->vector_cost,
			   c->scalar_cost);
  else
    xopt_remark_optimized (loc, "SLP-M: %u lanes computed as vector code: "
			   "%s and %s on every lane, %u blend%s%s (cost %d, "
			   "scalar %d)\n", n,
			   get_tree_code_name (c->first_two_ops->code),
			   get_tree_code_name (c->first_two_ops->alt_code),
			   c->two_ops, c->two_ops > 1 ? "s" : "", narrowed,
			   c->vector_cost, c->scalar_cost);
  xopt_count (kind == SLPM_EMIT_HALF ? "halves emitted as vector code"
	      : kind == SLPM_EMIT_WHOLE || kind == SLPM_EMIT_LEFT_SCALAR
	      ? "narrowing groups emitted as vector code"
	      : "two-opcode groups emitted as vector code");
}

/* Why chunk C, analyzed into ROOT and offered as KIND, is not emitted,
   for the dump.  */

static const char *
not_emitted_reason (blend_chunk *c, blend_slot *root,
		    enum slpm_emit_kind kind)
{
  if (!root)
    return c->why;
  if (kind == SLPM_EMIT_TWO_OPS)
    return "no blend needed";
  if (c->pack_steps > 1)
    return "narrowing in several steps, left to GCC's vectorizers";
  return c->in_loop ? "left to the loop vectorizer's SLP" : "not in a loop";
}

/* Compute lanes START .. START+N-1 of GROUP as vector code, replacing
   their stores, when slpm_blend_wanted_p wants them as KIND.  A chunk
   narrowing in several steps in a loop is only analyzed here, and
   deferred until GCC's vectorizers ran.  */

enum slpm_emit_result
slpm_emit_vector (vec<slpm_lane> &group, unsigned start, unsigned n,
		  enum slpm_emit_kind kind)
{
  if (!flag_tree_slp_vectorize || n < 2
      || (kind == SLPM_EMIT_TWO_OPS && !slpm_shuffle))
    return SLPM_NOT_EMITTED;
  blend_chunk c;
  c.kind = kind;
  blend_slot *root = slpm_blend_analyze (&c, group, start, n);
  location_t where = gimple_location (group[start].store);
  if (root && c.pack_steps > 1 && c.in_loop && kind != SLPM_EMIT_LEFT_SCALAR)
    {
      if (dump_file)
	fprintf (dump_file, "  %u lanes deferred until GCC's vectorizers "
		 "ran\n", n);
      return SLPM_DEFERRED;
    }
  bool wanted = slpm_blend_wanted_p (&c, kind);
  if (!root || !wanted)
    {
      if (dump_file)
	fprintf (dump_file, "  no vector code for the %u lanes: %s\n", n,
		 not_emitted_reason (&c, root, kind));
      if (root == NULL && wanted && c.legal_refusal)
	xopt_missed (dump_user_location_t::from_location_t (where),
		     "groups not emitted as vector code", "SLP-M",
		     "no vector code for %u lanes: %s", n, c.why);
      return SLPM_NOT_EMITTED;
    }
  gimple *last = slpm_blend_last_store (&c);
  c.vuse = gimple_vuse (last);
  slpm_blend_emitted_in (gimple_bb (last)->loop_father);
  gimple_stmt_iterator gsi = gsi_for_stmt (last);
  auto_vec<tree> parts;
  for (unsigned part = 0; part < c.parts; part++)
    parts.safe_push (emit_slot (&c, root, &gsi, part));
  tree value = parts[0];
  if (c.pack_type)
    value = emit_narrowing (&c, parts, &gsi, gimple_location (last));
  replace_stores (&c, last, value, &gsi);
  remark_emitted (&c, n, where, kind);
  return SLPM_EMITTED;
}
