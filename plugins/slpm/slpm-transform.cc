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
      {
	/* L is the rewritten copy of the lane node; its statement gets the
	   new operation and operands.  */
	slpm_node *src = l->orig ? l->orig : l;
	gimple_stmt_iterator gsi = gsi_for_stmt (src->stmt);
	tree a = l->ops[0]->val;
	tree b = l->nops > 1 ? l->ops[1]->val : NULL_TREE;
	if (plan->swap)
	  {
	    tree tmp = a;
	    a = b;
	    b = tmp;
	  }
	if (b)
	  gimple_assign_set_rhs_with_ops (&gsi, l->code, a, b);
	else
	  gimple_assign_set_rhs_with_ops (&gsi, l->code, a);
	/* A statement that needs more operands is reallocated.  */
	stmt = gsi_stmt (gsi);
	update_stmt (stmt);
      }
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
      {
	/* X -> X op identity, computed just before X's user.  */
	tree x = l->val;
	tree t = make_ssa_name (TREE_TYPE (x));
	gassign *g = plan->ext_pos == 0
		       ? gimple_build_assign (t, plan->ext_code, x, plan->ext_cst)
		       : gimple_build_assign (t, plan->ext_code, plan->ext_cst, x);
	gimple_set_location (g, gimple_location (parent));
	gimple_stmt_iterator gsi = gsi_for_stmt (parent);
	gsi_insert_before (&gsi, g, GSI_SAME_STMT);
	gimple_set_op (parent, opno, t);
	update_stmt (parent);
	stmt = g;
      }
      break;
    }

  for (unsigned i = 0; i < 2; i++)
    if (plan->kids[i])
      slpm_apply_plan (plan->kids[i], stmt, i + 1);
}
