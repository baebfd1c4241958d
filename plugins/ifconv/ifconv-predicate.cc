/* Predicate code: the condition of each branch outcome, each predicate p
   computed once as the OR over K(p) of R(source) & condition, and the phi
   nodes of joins turned into selects on the predicates of their incoming
   edges.  All new code is inserted in the blocks still separate; the
   blocks are merged afterwards in topological order, in which every
   definition precedes its uses.  */

#include "ifconv.h"
#include "fold-const.h"
#include "tree-cfg.h"
#include "tree-ssa.h"

struct ifc_preds
{
  ifc_region *r;
  /* The SSA name of each predicate, NULL for "true" and until defined.  */
  auto_vec<tree> value;
  /* Condition of each branch outcome and predicate of each incoming edge
     of a join, by edge, once built.  */
  hash_map<edge, tree> cond;
  hash_map<edge, tree> edge_pred;
};

ifc_preds *
ifc_preds_create (ifc_region *r)
{
  ifc_preds *p = new ifc_preds;
  p->r = r;
  p->value.safe_grow_cleared (r->npreds ());
  return p;
}

void
ifc_preds_free (ifc_preds *p)
{
  delete p;
}

tree
ifc_block_pred (ifc_preds *p, basic_block bb)
{
  return p->value[p->r->pred_of (bb)];
}

/* Insert NAME = A CODE B before GSI; returns NAME, of type TYPE.  */

static tree
ifc_build_op (gimple_stmt_iterator *gsi, tree type, enum tree_code code,
	      tree a, tree b)
{
  tree name = make_ssa_name (type);
  gimple *g = gimple_build_assign (name, code, a, b);
  gsi_insert_before (gsi, g, GSI_SAME_STMT);
  return name;
}

/* A value that is A where PRED holds and B elsewhere, computed before
   GSI.  A null PRED means true.  */

tree
ifc_build_select (gimple_stmt_iterator *gsi, tree pred, tree a, tree b)
{
  if (!pred || operand_equal_p (a, b, 0))
    return a;
  tree name = make_ssa_name (TREE_TYPE (a));
  gimple *g = gimple_build_assign (name, COND_EXPR, pred, a, b);
  gsi_insert_before (gsi, g, GSI_SAME_STMT);
  return name;
}

/* PRED & COND, either may be null (true).  */

static tree
ifc_and (gimple_stmt_iterator *gsi, tree pred, tree cond)
{
  if (!pred)
    return cond;
  if (!cond)
    return pred;
  return ifc_build_op (gsi, boolean_type_node, BIT_AND_EXPR, pred, cond);
}

/* The condition of the GIMPLE_COND ending block BB, computed before GSI.
   In a predicated block a trapping floating-point comparison compares
   zeros where the block's predicate PRED is false.  */

static tree
ifc_cond_value (ifc_region *r, gimple_stmt_iterator *gsi, gcond *stmt,
		tree pred)
{
  tree a = gimple_cond_lhs (stmt), b = gimple_cond_rhs (stmt);
  if (ifc_stmt_need (stmt) == IFC_NEUTRAL)
    {
      tree zero = build_zero_cst (TREE_TYPE (a));
      enum tree_code code = gimple_cond_code (stmt);
      if (!ifc_harmless_constant_p (code, 1, a))
	{
	  a = ifc_build_select (gsi, pred, a, zero);
	  r->n_neutral_ops++;
	}
      if (!ifc_harmless_constant_p (code, 2, b))
	{
	  b = ifc_build_select (gsi, pred, b, zero);
	  r->n_neutral_ops++;
	}
    }
  return ifc_build_op (gsi, boolean_type_node, gimple_cond_code (stmt), a, b);
}

/* Whether case LABEL of switch STMT is taken for INDEX, computed before
   GSI.  */

static tree
ifc_case_value (gimple_stmt_iterator *gsi, tree index, tree label)
{
  tree type = TREE_TYPE (index);
  tree low = fold_convert (type, CASE_LOW (label));
  if (!CASE_HIGH (label))
    return ifc_build_op (gsi, boolean_type_node, EQ_EXPR, index, low);
  tree high = fold_convert (type, CASE_HIGH (label));
  tree ge = ifc_build_op (gsi, boolean_type_node, GE_EXPR, index, low);
  tree le = ifc_build_op (gsi, boolean_type_node, LE_EXPR, index, high);
  return ifc_build_op (gsi, boolean_type_node, BIT_AND_EXPR, ge, le);
}

/* Whether switch STMT takes edge E, computed before GSI: the OR of the
   case labels that lead to E's destination, or for the default's
   destination, the negation of the OR of the labels that lead
   elsewhere.  */

static tree
ifc_switch_value (gimple_stmt_iterator *gsi, gswitch *stmt, edge e)
{
  basic_block dflt
    = label_to_block (cfun, CASE_LABEL (gimple_switch_default_label (stmt)));
  bool is_default = e->dest == dflt;
  tree index = gimple_switch_index (stmt);
  tree any = NULL_TREE;
  for (unsigned i = 1; i < gimple_switch_num_labels (stmt); i++)
    {
      tree label = gimple_switch_label (stmt, i);
      basic_block dest = label_to_block (cfun, CASE_LABEL (label));
      if ((dest == e->dest) == is_default)
	continue;
      tree t = ifc_case_value (gsi, index, label);
      any = any ? ifc_build_op (gsi, boolean_type_node, BIT_IOR_EXPR, any, t)
		: t;
    }
  if (!any)
    return is_default ? NULL_TREE : boolean_false_node;
  if (is_default)
    return ifc_build_op (gsi, boolean_type_node, BIT_XOR_EXPR, any,
			 boolean_true_node);
  return any;
}

/* The condition under which block E->src, once executed, takes edge E;
   NULL when it has a single successor.  Built at the end of E->src.  */

static tree
ifc_edge_cond (ifc_preds *p, edge e)
{
  if (single_succ_p (e->src))
    return NULL_TREE;
  if (tree *known = p->cond.get (e))
    return *known;
  gimple_stmt_iterator gsi = gsi_last_bb (e->src);
  gimple *last = gsi_stmt (gsi);
  tree pred = ifc_block_pred (p, e->src);
  tree c;
  if (gcond *cond = dyn_cast<gcond *> (last))
    {
      edge t = EDGE_SUCC (e->src, 0);
      if (!(t->flags & EDGE_TRUE_VALUE))
	t = EDGE_SUCC (e->src, 1);
      tree *tv = p->cond.get (t);
      tree truth = tv ? *tv : ifc_cond_value (p->r, &gsi, cond, pred);
      p->cond.put (t, truth);
      c = e == t ? truth : ifc_build_op (&gsi, boolean_type_node, BIT_XOR_EXPR,
					 truth, boolean_true_node);
    }
  else
    c = ifc_switch_value (&gsi, as_a<gswitch *> (last), e);
  p->cond.put (e, c);
  return c;
}

/* After block BB: define the predicates that have branch outcomes of BB
   in K, as the OR of R(BB) & condition over their K edges.  */

void
ifc_emit_branch_preds (ifc_preds *p, basic_block bb)
{
  ifc_region *r = p->r;
  if (bb == r->exit_bb || single_succ_p (bb))
    return;
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  for (unsigned b = 0; b < r->branches.length (); b++)
    {
      edge e = r->branches[b];
      if (e->src != bb)
	continue;
      for (int q = 1; q < r->npreds (); q++)
	if (bitmap_bit_p (r->cd[r->k_block[q]], b))
	  {
	    tree cond = ifc_edge_cond (p, e);
	    tree term = ifc_and (&gsi, ifc_block_pred (p, bb), cond);
	    if (!term)
	      term = boolean_true_node;
	    p->value[q] = p->value[q]
			    ? ifc_build_op (&gsi, boolean_type_node,
					    BIT_IOR_EXPR, p->value[q], term)
			    : term;
	  }
    }
}

/* The predicate of edge E into a join: the source's predicate and the
   branch outcome, computed at the start of the join.  */

static tree
ifc_edge_pred (ifc_preds *p, edge e)
{
  if (tree *known = p->edge_pred.get (e))
    return *known;
  tree pred;
  if (p->r->pred_of (e->src) < 0)
    /* An empty forwarder has no predicate of its own: the edge into it
       decides.  */
    pred = ifc_edge_pred (p, single_pred_edge (e->src));
  else
    {
      tree cond = ifc_edge_cond (p, e);
      gimple_stmt_iterator gsi = gsi_after_labels (e->dest);
      pred = ifc_and (&gsi, ifc_block_pred (p, e->src), cond);
    }
  p->edge_pred.put (e, pred);
  return pred;
}

/* If PHI merges ACC with ACC CODE X computed only for this use in a
   predicated block, replace the pair by ACC CODE select (pred, X,
   neutral): the form of a reduction or induction the vectorizer
   recognises.  Returns true when done.  */

static bool
ifc_convert_reduction (ifc_preds *p, gphi *phi, gimple_stmt_iterator *gsi)
{
  int k;
  gassign *def = ifc_phi_reduction (p->r, phi, &k);
  if (!def || ifc_stmt_need (def) != IFC_REDUCTION)
    return false;
  tree acc = gimple_phi_arg_def (phi, k == 0 ? 1 : 0);
  tree upd = gimple_phi_arg_def (phi, k);
  enum tree_code code = gimple_assign_rhs_code (def);
  tree type = TREE_TYPE (upd);
  tree pred = ifc_edge_pred (p, gimple_phi_arg_edge (phi, k));
  tree x = gimple_assign_rhs1 (def) == acc ? gimple_assign_rhs2 (def)
					   : gimple_assign_rhs1 (def);
  x = ifc_build_select (gsi, pred, x, ifc_reduction_neutral (code, type));
  if (SCALAR_FLOAT_TYPE_P (type) && flag_trapping_math)
    p->r->n_neutral_ops++;
  gimple *g = gimple_build_assign (gimple_phi_result (phi), code, acc, x);
  gsi_insert_before (gsi, g, GSI_SAME_STMT);
  gimple_stmt_iterator dsi = gsi_for_stmt (def);
  reset_debug_uses (def);
  gsi_remove (&dsi, true);
  release_ssa_name (upd);
  return true;
}

/* Replace the phi nodes of join BB by selects at its start.  A phi with
   n arguments becomes n-1 selects; the argument whose edge predicate is
   "true", or else the last, is the default.  Virtual phis are left to
   the merge.  */

void
ifc_convert_phis (ifc_preds *p, basic_block bb)
{
  /* Selects go right before the block's first statement, in the order
     they are built; edge predicates before them.  */
  gimple_stmt_iterator gsi = gsi_after_labels (bb);
  for (gphi_iterator psi = gsi_start_phis (bb); !gsi_end_p (psi);)
    {
      gphi *phi = psi.phi ();
      if (virtual_operand_p (gimple_phi_result (phi)))
	{
	  gsi_next (&psi);
	  continue;
	}
      if (!ifc_convert_reduction (p, phi, &gsi))
	{
	  unsigned n = gimple_phi_num_args (phi);
	  unsigned dflt = n - 1;
	  for (unsigned i = 0; i < n; i++)
	    if (!ifc_edge_pred (p, gimple_phi_arg_edge (phi, i)))
	      dflt = i;
	  tree val = gimple_phi_arg_def (phi, dflt);
	  /* The chain is built from the last argument down.  */
	  int last = dflt == 0 ? 1 : 0;
	  for (int i = n - 1; i >= 0; i--)
	    if ((unsigned) i != dflt)
	      {
		tree pred = ifc_edge_pred (p, gimple_phi_arg_edge (phi, i));
		tree arg = gimple_phi_arg_def (phi, i);
		if (i == last && pred)
		  {
		    /* The final select defines the phi's result itself, so
		       that reductions see no copy.  */
		    val = build3 (COND_EXPR, TREE_TYPE (val), pred, arg, val);
		    break;
		  }
		val = ifc_build_select (&gsi, pred, arg, val);
	      }
	  gimple *g = gimple_build_assign (gimple_phi_result (phi), val);
	  gsi_insert_before (&gsi, g, GSI_SAME_STMT);
	}
      remove_phi_node (&psi, false);
    }
}
