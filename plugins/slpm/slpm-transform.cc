/* SLP-M transformation: apply the plans chosen by slpm-select.cc to the
   GIMPLE.  Every rewrite keeps the value of the statement it touches
   (slpm_try_replace and the identities only offer exact forms), so the
   other uses of a value, the stores and the loads stay as they were; only
   the shape of the computation changes.  */

#include "slpm.h"

/* Emit the statements of virtual node N and its virtual operands before
   BEFORE, and make N a real node.  */

static void
materialize (slpm_node *n, gimple *before)
{
  if (!n->virt)
    return;
  for (unsigned i = 0; i < n->nops; i++)
    materialize (n->ops[i], before);
  tree t = make_ssa_name (n->type);
  gassign *g = n->nops == 1 ? gimple_build_assign (t, n->code, n->ops[0]->val)
			    : gimple_build_assign (t, n->code, n->ops[0]->val,
						   n->ops[1]->val);
  gimple_set_location (g, gimple_location (before));
  gimple_stmt_iterator gsi = gsi_for_stmt (before);
  gsi_insert_before (&gsi, g, GSI_SAME_STMT);
  n->stmt = g;
  n->val = t;
  n->virt = false;
}

/* Remove the computation of VAL if nothing uses it any more, and then
   that of its operands: the wide computation a narrowing replaced.  */

static void
remove_dead (tree val)
{
  if (TREE_CODE (val) != SSA_NAME || !has_zero_uses (val))
    return;
  gimple *def = SSA_NAME_DEF_STMT (val);
  if (!is_gimple_assign (def) || gimple_vuse (def)
      || gimple_has_side_effects (def))
    return;
  tree ops[2] = { gimple_assign_rhs1 (def), NULL_TREE };
  if (gimple_num_ops (def) > 2)
    ops[1] = gimple_assign_rhs2 (def);
  gimple_stmt_iterator gsi = gsi_for_stmt (def);
  gsi_remove (&gsi, true);
  release_defs (def);
  for (unsigned i = 0; i < 2; i++)
    if (ops[i])
      remove_dead (ops[i]);
}

/* Add the transforms of PLAN to COUNTS.  */

void
slpm_count_plan (const slpm_plan *plan, slpm_counts *counts)
{
  switch (plan->action)
    {
    case SLPM_REPLACE:
      counts->replace++;
      break;
    case SLPM_EXTEND:
      counts->extend++;
      break;
    case SLPM_SHUFFLE:
      counts->shuffle++;
      break;
    case SLPM_NARROW:
      counts->replace++;
      break;
    default:
      break;
    }
  if (plan->swap)
    counts->reorder++;
  for (unsigned i = 0; i < 2; i++)
    if (plan->kids[i])
      slpm_count_plan (plan->kids[i], counts);
}

/* Rewrite the lane statement of the SLPM_REPLACE plan PLAN into its new
   operation; return the statement (reallocated when it needs more
   operands).  */

static gimple *
apply_replace (slpm_plan *plan)
{
  /* The lane node is the rewritten copy; its statement gets the new
     operation and operands.  */
  slpm_node *l = plan->lane;
  slpm_node *src = l->orig ? l->orig : l;
  gimple_stmt_iterator gsi = gsi_for_stmt (src->stmt);
  tree a = l->ops[0]->val;
  tree b = l->nops > 1 ? l->ops[1]->val : NULL_TREE;
  if (plan->swap)
    std::swap (a, b);
  if (b)
    gimple_assign_set_rhs_with_ops (&gsi, l->code, a, b);
  else
    gimple_assign_set_rhs_with_ops (&gsi, l->code, a);
  gimple *stmt = gsi_stmt (gsi);
  update_stmt (stmt);
  return stmt;
}

/* The identity constant CST of an extension used by statement USER, in a
   slot where the other lanes have SSA values: an SSA name set to CST in
   the function's first block, so that it is defined outside USER's block
   like those values.  Under GCC's over-widening patterns SLP sees the
   other lanes' values through pattern conversions and refuses a slot that
   mixes them with a constant ("different types").  CST itself when USER
   is in that first block.  */

static tree
identity_value (tree cst, gimple *user)
{
  basic_block first = single_succ (ENTRY_BLOCK_PTR_FOR_FN (cfun));
  if (gimple_bb (user) == first)
    return cst;
  tree t = make_ssa_name (TREE_TYPE (cst));
  gassign *g = gimple_build_assign (t, cst);
  gimple_stmt_iterator gsi = gsi_after_labels (first);
  gsi_insert_before (&gsi, g, GSI_SAME_STMT);
  return t;
}

/* Apply the SLPM_EXTEND plan PLAN to operand OPNO of PARENT; return the
   statement that computes the extended form.  */

static gimple *
apply_extend (slpm_plan *plan, gimple *parent, unsigned opno)
{
  if (plan->ext_root)
    {
      /* X -> a longer neutral form built before X's user; X's own
	 computation may become dead (X << S in a rounding shift).  */
      tree old = gimple_op (parent, opno);
      materialize (plan->ext_root, parent);
      gimple_set_op (parent, opno, plan->ext_root->val);
      update_stmt (parent);
      remove_dead (old);
      return plan->ext_root->stmt;
    }
  /* X -> X op identity, computed just before X's user.  */
  tree x = plan->lane->val;
  tree t = make_ssa_name (TREE_TYPE (x));
  tree id = plan->ext_ssa ? identity_value (plan->ext_cst, parent)
			  : plan->ext_cst;
  gassign *g;
  if (plan->ext_pos == 0)
    g = gimple_build_assign (t, plan->ext_code, x, id);
  else
    g = gimple_build_assign (t, plan->ext_code, id, x);
  gimple_set_location (g, gimple_location (parent));
  gimple_stmt_iterator gsi = gsi_for_stmt (parent);
  gsi_insert_before (&gsi, g, GSI_SAME_STMT);
  gimple_set_op (parent, opno, t);
  update_stmt (parent);
  return g;
}

/* Swap the operands of the statements of base lane tree N whose
   orientation the selection changed (slpm_orient_base); the operations
   are commutative.  */

void
slpm_apply_base_swaps (slpm_node *n)
{
  if (!n->stmt || n->virt)
    return;
  if (n->swapped)
    {
      tree op1 = gimple_assign_rhs1 (n->stmt);
      gimple_assign_set_rhs1 (n->stmt, gimple_assign_rhs2 (n->stmt));
      gimple_assign_set_rhs2 (n->stmt, op1);
      update_stmt (n->stmt);
      n->swapped = false;
    }
  for (unsigned i = 0; i < n->nops; i++)
    slpm_apply_base_swaps (n->ops[i]);
}

/* Apply PLAN, whose lane value is operand OPNO of statement PARENT (the
   store for a lane's root).  */

void
slpm_apply_plan (slpm_plan *plan, gimple *parent, unsigned opno)
{
  slpm_node *l = plan->lane;
  gimple *stmt = NULL;

  switch (plan->action)
    {
    case SLPM_LEAF:
    case SLPM_FAIL:
      return;

    case SLPM_MATCH:
    case SLPM_SHUFFLE:
      stmt = l->stmt;
      if (plan->swap)
	{
	  /* Commutative, so the value is the same.  */
	  tree op1 = gimple_assign_rhs1 (stmt);
	  gimple_assign_set_rhs1 (stmt, gimple_assign_rhs2 (stmt));
	  gimple_assign_set_rhs2 (stmt, op1);
	  update_stmt (stmt);
	}
      break;

    case SLPM_REPLACE:
      stmt = apply_replace (plan);
      break;

    case SLPM_NARROW:
      {
	/* L is the copy of the conversion node with the narrowed operand;
	   its statement is the conversion.  */
	stmt = l->stmt;
	materialize (l->ops[0], stmt);
	tree old = gimple_assign_rhs1 (stmt);
	gimple_assign_set_rhs1 (stmt, l->ops[0]->val);
	update_stmt (stmt);
	remove_dead (old);
      }
      break;

    case SLPM_EXTEND:
      stmt = apply_extend (plan, parent, opno);
      break;
    }

  for (unsigned i = 0; i < 2; i++)
    if (plan->kids[i])
      slpm_apply_plan (plan->kids[i], stmt, i + 1);
}

/* Whether interior node N is a multiplication or left shift by a constant
   in a signed type whose overflow is undefined.  */

static bool
signed_scale_p (const slpm_node *n)
{
  if (!n->stmt || n->virt || (n->code != MULT_EXPR && n->code != LSHIFT_EXPR))
    return false;
  tree type = TREE_TYPE (n->val);
  tree c = n->ops[1]->val;
  if (!INTEGRAL_TYPE_P (type) || TYPE_OVERFLOW_WRAPS (type)
      || TREE_CODE (c) != INTEGER_CST)
    return false;
  return (n->code == MULT_EXPR
	  || (tree_fits_uhwi_p (c) && tree_to_uhwi (c) < TYPE_PRECISION (type)));
}

/* Collect the signed scalings of tree N into NODES; count the shifts and
   multiplications.  */

static void
collect_signed_scales (slpm_node *n, vec<slpm_node *> &nodes, int *shifts,
		       int *mults)
{
  if (!n->stmt)
    return;
  for (unsigned i = 0; i < n->nops; i++)
    collect_signed_scales (n->ops[i], nodes, shifts, mults);
  if (signed_scale_p (n))
    {
      nodes.safe_push (n);
      ++*(n->code == LSHIFT_EXPR ? shifts : mults);
    }
}

/* Rewrite X = A op C of interior node N as X = (T) ((U) A op (U) C) in the
   unsigned type U of T's precision.  The low bits of the result are the
   same, and X keeps its value wherever the signed operation was defined;
   the unsigned operation just has no undefined overflow.  */

static void
wrap_scale (slpm_node *n)
{
  gimple *stmt = n->stmt;
  tree type = TREE_TYPE (n->val);
  tree utype = unsigned_type_for (type);
  tree a = gimple_assign_rhs1 (stmt), c = gimple_assign_rhs2 (stmt);
  location_t loc = gimple_location (stmt);
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);

  tree ua = make_ssa_name (utype);
  gassign *conv = gimple_build_assign (ua, NOP_EXPR, a);
  gimple_set_location (conv, loc);
  gsi_insert_before (&gsi, conv, GSI_SAME_STMT);

  tree ux = make_ssa_name (utype);
  tree uc = n->code == MULT_EXPR ? fold_convert (utype, c) : c;
  gassign *op = gimple_build_assign (ux, n->code, ua, uc);
  gimple_set_location (op, loc);
  gsi_insert_before (&gsi, op, GSI_SAME_STMT);

  gimple_assign_set_rhs_with_ops (&gsi, NOP_EXPR, ux);
  update_stmt (gsi_stmt (gsi));
}

/* Signed X << K cannot become X * 2^K where the multiplication may
   overflow (GCC defines the shift, not the signed product).  When lanes
   START .. START+N-1 of GROUP mix such shifts with signed multiplications
   by constants, compute all of them in the unsigned type instead, where
   the replacement is exact; the conversions cost nothing in vector code.
   Returns whether anything changed; the lane trees are then stale.  */

bool
slpm_wrap_signed_scales (vec<slpm_lane> &group, unsigned start, unsigned n)
{
  auto_vec<slpm_node *> nodes;
  int shifts = 0, mults = 0;
  for (unsigned i = 0; i < n; i++)
    collect_signed_scales (group[start + i].root, nodes, &shifts, &mults);
  if (shifts == 0 || mults == 0)
    return false;
  for (slpm_node *node : nodes)
    wrap_scale (node);
  return true;
}
