/* Rewriting: predicated statements made safe to execute in every
   iteration, the region's blocks merged into one, and the versioning of
   the loop under the loop-vectorized internal function.  */

#include "ifconv.h"
#include "fold-const.h"
#include "tree-cfg.h"
#include "gimple-fold.h"
#include "gimplify.h"
#include "gimplify-me.h"
#include "stor-layout.h"
#include "tree-ssa-address.h"
#include "cfgloopmanip.h"
#include "tree-into-ssa.h"
#include "internal-fn.h"
#include "tree-dfa.h"
#include "builtins.h"

/* A neutral value for operand I of STMT, which computes CODE: what
   executes without trapping where the predicate is false.  */

static tree
ifc_neutral_operand (enum tree_code code, unsigned i, tree type, bool is_signed)
{
  /* n / 1, and 0 / 1 for signed types so that MIN / -1 is avoided.  */
  if (ifc_int_division_code_p (code))
    {
      if (i == 2)
	return build_one_cst (type);
      return is_signed ? build_zero_cst (type) : NULL_TREE;
    }
  switch (code)
    {
    case RDIV_EXPR:
      return i == 2 ? build_one_cst (type) : build_zero_cst (type);
    case LSHIFT_EXPR:
    case RSHIFT_EXPR:
    case LROTATE_EXPR:
    case RROTATE_EXPR:
      return i == 2 ? build_zero_cst (type) : NULL_TREE;
    default:
      return build_zero_cst (type);
    }
}

/* Whether floating-point STMT, whose operands are ZERO (±0 where the
   predicate is false) or else constants or divisors of 1.0 there,
   computes ±0 there too: then its result is itself a neutral operand.  */

static bool
ifc_result_zero_p (gassign *stmt, const bool *zero)
{
  if (!SCALAR_FLOAT_TYPE_P (TREE_TYPE (gimple_assign_lhs (stmt))))
    return false;
  switch (gimple_assign_rhs_code (stmt))
    {
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MIN_EXPR:
    case MAX_EXPR:
      return zero[1] && zero[2];
    case MULT_EXPR:
      /* The other operand is ±0 or a finite constant.  */
      return zero[1] || zero[2];
    case RDIV_EXPR:
      /* The divisor is 1.0 or a finite non-zero constant.  */
      return zero[1];
    case FLOAT_EXPR:
    CASE_CONVERT:
      return zero[1];
    default:
      return false;
    }
}

/* Give the operands of assignment STMT, under predicate PRED, neutral
   values where PRED is false.  An operand that already is ±0 there (the
   result of a neutralized operation under the same PRED) needs no second
   select.  */

static void
ifc_neutralize_assign (ifc_region *r, gassign *stmt, tree pred)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  enum tree_code code = gimple_assign_rhs_code (stmt);
  bool is_signed = !TYPE_UNSIGNED (TREE_TYPE (gimple_assign_lhs (stmt)));
  bool zero[4] = { false, false, false, false };
  for (unsigned i = 1; i < gimple_num_ops (stmt); i++)
    {
      tree op = gimple_op (stmt, i);
      if (ifc_harmless_constant_p (code, i, op))
	continue;
      tree neutral = ifc_neutral_operand (code, i, TREE_TYPE (op), is_signed);
      if (!neutral)
	continue;
      zero[i] = real_zerop (neutral) || integer_zerop (neutral);
      /* Only where the neutral value is zero: a divisor still needs its
	 select of 1.0.  */
      tree *known = TREE_CODE (op) == SSA_NAME ? r->zero_where_false.get (op)
					       : NULL;
      if (zero[i] && known && *known == pred)
	continue;
      gimple_set_op (stmt, i, ifc_build_select (&gsi, pred, op, neutral));
      r->n_neutral_ops++;
    }
  update_stmt (stmt);
  if (pred && ifc_result_zero_p (stmt, zero))
    r->zero_where_false.put (gimple_assign_lhs (stmt), pred);
}

/* Same for the argument of a const call (sqrt): zero where PRED is
   false.  */

static void
ifc_neutralize_call (ifc_region *r, gcall *call, tree pred)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (call);
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    {
      tree op = gimple_call_arg (call, i);
      gimple_call_set_arg (call, i,
			   ifc_build_select (&gsi, pred, op,
					     build_zero_cst (TREE_TYPE (op))));
      r->n_neutral_ops++;
    }
  update_stmt (call);
}

/* Rewrite STMT, whose arithmetic may overflow with undefined behaviour,
   into the corresponding unsigned type (pointer arithmetic into sizetype)
   and convert the result back.  */

static void
ifc_rewrite_wrapping (gassign *stmt)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  tree lhs = gimple_assign_lhs (stmt);
  tree type = TREE_TYPE (lhs);
  tree utype = POINTER_TYPE_P (type) ? sizetype : unsigned_type_for (type);
  for (unsigned i = 1; i < gimple_num_ops (stmt); i++)
    {
      tree op = gimple_op (stmt, i);
      if (!useless_type_conversion_p (utype, TREE_TYPE (op)))
	{
	  tree conv = make_ssa_name (utype);
	  gsi_insert_before (&gsi, gimple_build_assign (conv, NOP_EXPR, op),
			     GSI_SAME_STMT);
	  op = conv;
	}
      gimple_set_op (stmt, i, op);
    }
  if (gimple_assign_rhs_code (stmt) == POINTER_PLUS_EXPR)
    gimple_assign_set_rhs_code (stmt, PLUS_EXPR);
  tree tmp = make_ssa_name (utype);
  gimple_assign_set_lhs (stmt, tmp);
  update_stmt (stmt);
  gimple *back = gimple_build_assign (lhs, NOP_EXPR, tmp);
  gsi_insert_after (&gsi, back, GSI_SAME_STMT);
}

/* Store STMT, to a location stored unconditionally in the iteration
   anyway, becomes: read the location, select, write.  */

static void
ifc_select_store (gassign *stmt, tree pred)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  tree ref = gimple_assign_lhs (stmt);
  tree old = make_ssa_name (TREE_TYPE (ref));
  gassign *load = gimple_build_assign (old, unshare_expr (ref));
  gimple_set_vuse (load, gimple_vuse (stmt));
  gsi_insert_before (&gsi, load, GSI_SAME_STMT);
  tree val = ifc_build_select (&gsi, pred, gimple_assign_rhs1 (stmt), old);
  gimple_assign_set_rhs1 (stmt, val);
  update_stmt (stmt);
}

/* Load or store STMT becomes .MASK_LOAD or .MASK_STORE under PRED.  */

static void
ifc_mask_access (gassign *stmt, tree pred)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  tree lhs = gimple_assign_lhs (stmt);
  bool is_load = TREE_CODE (lhs) == SSA_NAME;
  tree ref = is_load ? gimple_assign_rhs1 (stmt) : lhs;
  mark_addressable (ref);
  tree addr = force_gimple_operand_gsi (&gsi, build_fold_addr_expr (ref),
					true, NULL_TREE, true, GSI_SAME_STMT);
  tree align = build_int_cst (reference_alias_ptr_type (ref),
			      get_object_alignment (ref));
  if (TREE_CODE (addr) == SSA_NAME && !SSA_NAME_PTR_INFO (addr))
    copy_ref_info (build2 (MEM_REF, TREE_TYPE (ref), addr, align), ref);
  gcall *call;
  if (is_load)
    {
      call = gimple_build_call_internal (IFN_MASK_LOAD, 3, addr, align, pred);
      gimple_call_set_lhs (call, lhs);
      gimple_set_vuse (call, gimple_vuse (stmt));
    }
  else
    {
      call = gimple_build_call_internal (IFN_MASK_STORE, 4, addr, align, pred,
					 gimple_assign_rhs1 (stmt));
      gimple_move_vops (call, stmt);
    }
  gimple_call_set_nothrow (call, true);
  gimple_set_location (call, gimple_location (stmt));
  gsi_replace (&gsi, call, true);
}

/* Make the statements of block BB, executed where PRED holds, safe to
   execute in every iteration, as ifc_check_statements decided.  */

void
ifc_predicate_block (ifc_region *r, basic_block bb, tree pred)
{
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);)
    {
      gimple *stmt = gsi_stmt (gsi);
      gsi_next (&gsi);
      if (gimple_debug_bind_p (stmt))
	{
	  gimple_debug_bind_reset_value (stmt);
	  update_stmt (stmt);
	  continue;
	}
      tree def = gimple_get_lhs (stmt);
      if (def && TREE_CODE (def) == SSA_NAME)
	reset_flow_sensitive_info (def);
      gassign *assign = dyn_cast<gassign *> (stmt);
      switch (ifc_stmt_need (stmt))
	{
	case IFC_WRAP:
	  ifc_rewrite_wrapping (assign);
	  break;
	case IFC_NEUTRAL:
	  if (assign)
	    ifc_neutralize_assign (r, assign, pred);
	  else if (is_gimple_call (stmt))
	    ifc_neutralize_call (r, as_a<gcall *> (stmt), pred);
	  break;
	case IFC_SELECT_STORE:
	  ifc_select_store (assign, pred);
	  break;
	case IFC_MASKED:
	  ifc_mask_access (assign, pred);
	  break;
	default:
	  break;
	}
    }
}

/* Thread the virtual operands through the region in ORDER, now that its
   statements will run one after another: each memory access uses the
   last definition before it, and the virtual phis of joins go.  */

static void
ifc_thread_vops (ifc_region *r)
{
  tree last_vdef = NULL_TREE;
  for (unsigned i = 0; i < r->order.length (); i++)
    {
      basic_block bb = r->order[i];
      gphi *vphi = get_virtual_phi (bb);
      if (vphi && bb == r->loop->header)
	last_vdef = gimple_phi_result (vphi);
      else if (vphi)
	{
	  if (!last_vdef)
	    last_vdef = gimple_phi_arg_def (vphi, 0);
	  replace_uses_by (gimple_phi_result (vphi), last_vdef);
	  gphi_iterator psi = gsi_for_phi (vphi);
	  remove_phi_node (&psi, true);
	}
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (!gimple_vuse (stmt))
	    continue;
	  if (!last_vdef)
	    last_vdef = gimple_vuse (stmt);
	  else if (gimple_vuse (stmt) != last_vdef)
	    {
	      gimple_set_vuse (stmt, last_vdef);
	      update_stmt (stmt);
	    }
	  if (gimple_vdef (stmt))
	    last_vdef = gimple_vdef (stmt);
	}
    }
}

/* Merge the blocks of the region into the header, in topological order,
   leaving the exit block as its single successor: one straight-line
   body, which the vectorizer takes after CFG cleanup.  */

void
ifc_merge_blocks (ifc_region *r)
{
  basic_block header = r->loop->header;
  ifc_thread_vops (r);
  for (unsigned i = 0; i < r->order.length () - 1; i++)
    {
      basic_block bb = r->order[i];
      gimple_stmt_iterator gsi = gsi_last_bb (bb);
      if (!gsi_end_p (gsi) && (gimple_code (gsi_stmt (gsi)) == GIMPLE_COND
			       || gimple_code (gsi_stmt (gsi)) == GIMPLE_SWITCH))
	gsi_remove (&gsi, true);
      while (EDGE_COUNT (bb->succs))
	remove_edge (EDGE_SUCC (bb, 0));
      if (bb == header)
	continue;
      for (gsi = gsi_start_bb (bb); !gsi_end_p (gsi);)
	if (gimple_code (gsi_stmt (gsi)) == GIMPLE_LABEL)
	  gsi_remove (&gsi, true);
	else
	  {
	    gimple_set_bb (gsi_stmt (gsi), header);
	    gsi_next (&gsi);
	  }
      gimple_stmt_iterator last = gsi_last_bb (header);
      gsi_insert_seq_after_without_update (&last, bb_seq (bb), GSI_NEW_STMT);
      set_bb_seq (bb, NULL);
    }
  for (unsigned i = 1; i < r->order.length () - 1; i++)
    delete_basic_block (r->order[i]);
  make_single_succ_edge (header, r->exit_bb, EDGE_FALLTHRU);
  free_dominance_info (CDI_DOMINATORS);
  free_dominance_info (CDI_POST_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
}

/* Version LOOP under .LOOP_VECTORIZED (copy, loop): the copy is what the
   vectorizer may take once if-converted, stored in *CONVERTED; LOOP,
   marked dont_vectorize, is the original loop that remains if it does
   not.  Converting the copy rather than LOOP keeps the original loop's
   SSA names, whose version numbers decide the operand order of later
   folding: a loop the vectorizer refuses then compiles as without the
   plugin.  Returns the internal call, or NULL if the loop cannot be
   copied.  */

gcall *
ifc_version_loop (class loop *loop, class loop **converted)
{
  tree cond = make_ssa_name (boolean_type_node);
  gcall *call = gimple_build_call_internal (IFN_LOOP_VECTORIZED, 2,
					    integer_zero_node,
					    build_int_cst (integer_type_node,
							   loop->num));
  gimple_call_set_lhs (call, cond);
  basic_block cond_bb;
  initialize_original_copy_tables ();
  class loop *copy = loop_version (loop, cond, &cond_bb,
				   profile_probability::always (),
				   profile_probability::always (),
				   profile_probability::always (),
				   profile_probability::always (), true);
  free_original_copy_tables ();
  if (!copy)
    return NULL;
  /* loop_version enters LOOP when COND is true; the vectorizer folds
     COND to true when it takes the converted copy.  */
  edge to_loop, to_copy;
  extract_true_false_edges_from_block (cond_bb, &to_loop, &to_copy);
  to_loop->flags ^= EDGE_TRUE_VALUE | EDGE_FALSE_VALUE;
  to_copy->flags ^= EDGE_TRUE_VALUE | EDGE_FALSE_VALUE;
  std::swap (to_loop->probability, to_copy->probability);
  /* The copy takes the vectorizer's marks, simduid included (which
     loop_version does not copy), as LOOP has them in GCC's own
     versioning; LOOP keeps none.  */
  copy->force_vectorize = loop->force_vectorize;
  copy->simduid = loop->simduid;
  copy->dont_vectorize = false;
  loop->simduid = NULL_TREE;
  loop->dont_vectorize = true;
  loop->force_vectorize = false;
  gimple_call_set_arg (call, 0, build_int_cst (integer_type_node, copy->num));
  gimple_stmt_iterator gsi = gsi_last_bb (cond_bb);
  gsi_insert_before (&gsi, call, GSI_SAME_STMT);
  update_ssa (TODO_update_ssa);
  *converted = copy;
  return call;
}
