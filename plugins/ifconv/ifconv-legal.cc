/* Legality: what each statement of a predicated block needs to be
   executed in every iteration, or why the loop must be left alone.  Only
   the analysis: nothing here changes the IL.  The need of a statement is
   kept in its gimple_uid for the rewrite.  */

#include "ifconv.h"
#include "fold-const.h"
#include "gimple-fold.h"
#include "tree-eh.h"
#include "tree-ssa-loop-ivopts.h"
#include "tree-ssa-loop.h"
#include "tree-scalar-evolution.h"
#include "tree-ssa-loop-niter.h"

/* From optabs-query.h, whose generated includes are not installed with
   the plugin headers.  */
extern bool can_vec_mask_load_store_p (machine_mode, machine_mode, bool);

/* Whether floating-point operation CODE on operands of type OPTYPE can
   raise an exception flag on operands that are not signaling NaNs.  */

bool
ifc_fp_op_traps_p (enum tree_code code, tree optype)
{
  switch (code)
    {
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case RDIV_EXPR:
    /* maxss/minss raise invalid on a quiet NaN too.  */
    case MIN_EXPR:
    case MAX_EXPR:
    case FLOAT_EXPR:
    case FIX_TRUNC_EXPR:
    /* Ordered comparisons signal on quiet NaNs.  */
    case LT_EXPR:
    case LE_EXPR:
    case GT_EXPR:
    case GE_EXPR:
    case LTGT_EXPR:
      return true;
    CASE_CONVERT:
      return true;
    default:
      return false;
    }
}

/* Whether constant OP needs no select as operand of a trap-safe CODE:
   any value combined with neutral operands is harmless except infinities
   and NaNs (0 * inf), and zero divisors.  */

bool
ifc_harmless_constant_p (enum tree_code code, unsigned i, tree op)
{
  if (TREE_CODE (op) == INTEGER_CST)
    return !(i == 2 && integer_zerop (op)
	     && TREE_CODE_CLASS (code) == tcc_binary
	     && code != LSHIFT_EXPR && code != RSHIFT_EXPR);
  if (TREE_CODE (op) == REAL_CST)
    return real_isfinite (TREE_REAL_CST_PTR (op))
	   && !(code == RDIV_EXPR && i == 2 && real_zerop (op));
  return false;
}

/* Codes that are quiet on floating-point values.  */

static bool
ifc_fp_quiet_code_p (enum tree_code code)
{
  switch (code)
    {
    case SSA_NAME:
    case REAL_CST:
    case NEGATE_EXPR:
    case ABS_EXPR:
    case EQ_EXPR:
    case NE_EXPR:
    case UNORDERED_EXPR:
    case ORDERED_EXPR:
    case UNLT_EXPR:
    case UNLE_EXPR:
    case UNGT_EXPR:
    case UNGE_EXPR:
    case UNEQ_EXPR:
    case PAREN_EXPR:
      return true;
    default:
      return false;
    }
}

/* The floating-point type STMT computes on, or NULL_TREE.  */

static tree
ifc_fp_type (gimple *stmt)
{
  tree lhs = gimple_get_lhs (stmt);
  if (lhs && FLOAT_TYPE_P (TREE_TYPE (lhs)))
    return TREE_TYPE (lhs);
  for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
    {
      tree op = gimple_op (stmt, i);
      if (op && op != lhs && TREE_TYPE (op) && FLOAT_TYPE_P (TREE_TYPE (op)))
	return TREE_TYPE (op);
    }
  return NULL_TREE;
}

/* Why floating-point operation CODE in a predicated block cannot be made
   trap-safe, or NULL; *NEED says what it needs otherwise.  */

static const char *
ifc_fp_need (gimple *stmt, enum tree_code code, tree type,
	     enum ifc_need *need)
{
  *need = IFC_PLAIN;
  if (!SCALAR_FLOAT_TYPE_P (type))
    return "conditional complex or vector floating-point operation";
  if (code == COND_EXPR
      && TREE_CODE (gimple_assign_rhs1 (stmt)) == SSA_NAME)
    return NULL;
  if (ifc_fp_quiet_code_p (code) && !HONOR_SNANS (type))
    return NULL;
  if (!ifc_fp_op_traps_p (code, type))
    return "conditional floating-point operation of unknown semantics";
  if (!flag_trapping_math)
    return NULL;
  if (HONOR_SNANS (type))
    return "conditional floating-point operation under -fsignaling-nans";
  if (flag_rounding_math)
    return "conditional floating-point operation under -frounding-math";
  if (!ifc_trap_safe)
    return "conditional floating-point operation could trap "
	   "(trap-safe disabled)";
  *need = IFC_NEUTRAL;
  return NULL;
}

/* Whether CODE is an integer division or remainder: an operation that
   traps on a zero divisor (and on MIN / -1 when signed).  */

bool
ifc_int_division_code_p (enum tree_code code)
{
  switch (code)
    {
    case TRUNC_DIV_EXPR:
    case CEIL_DIV_EXPR:
    case FLOOR_DIV_EXPR:
    case ROUND_DIV_EXPR:
    case EXACT_DIV_EXPR:
    case TRUNC_MOD_EXPR:
    case CEIL_MOD_EXPR:
    case FLOOR_MOD_EXPR:
    case ROUND_MOD_EXPR:
      return true;
    default:
      return false;
    }
}

/* What assignment STMT, not a memory access, needs in a predicated
   block; NULL or the reason it cannot be predicated.  */

static const char *
ifc_arith_need (gassign *stmt, enum ifc_need *need)
{
  enum tree_code code = gimple_assign_rhs_code (stmt);
  tree lhs = gimple_assign_lhs (stmt);
  tree type = TREE_TYPE (lhs);
  *need = IFC_PLAIN;
  if (tree fptype = ifc_fp_type (stmt))
    return ifc_fp_need (stmt, code, fptype, need);
  if (ifc_int_division_code_p (code))
    {
      *need = IFC_NEUTRAL;
      return NULL;
    }
  switch (code)
    {
    case LSHIFT_EXPR:
    case RSHIFT_EXPR:
    case LROTATE_EXPR:
    case RROTATE_EXPR:
      if (TREE_CODE (gimple_assign_rhs2 (stmt)) != INTEGER_CST)
	*need = IFC_NEUTRAL;
      return NULL;
    case ABS_EXPR:
      if (!TYPE_UNSIGNED (type))
	*need = IFC_NEUTRAL;
      return NULL;
    default:
      break;
    }
  if ((INTEGRAL_TYPE_P (type) || POINTER_TYPE_P (type))
      && TYPE_OVERFLOW_UNDEFINED (type)
      && arith_code_with_undefined_signed_overflow (code))
    *need = IFC_WRAP;
  else if (gimple_could_trap_p (stmt))
    return "conditional statement could trap";
  return NULL;
}

/* Whether the target has a masked load (IS_LOAD) or store of REF.  */

static bool
ifc_maskable_p (tree ref, bool is_load)
{
  if (!ifc_masked || may_be_nonaddressable_p (ref))
    return false;
  machine_mode mode = TYPE_MODE (TREE_TYPE (ref));
  if (!int_mode_for_mode (mode).exists () || VECTOR_MODE_P (mode))
    return false;
  return can_vec_mask_load_store_p (mode, VOIDmode, is_load);
}

/* Whether REF is accessed (stored, if STORES_ONLY) by a statement of an
   unpredicated block of R.  */

static bool
ifc_accessed_unconditionally_p (ifc_region *r, tree ref, bool stores_only)
{
  for (unsigned i = 0; i < r->order.length (); i++)
    {
      if (r->r[i] != 0)
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (r->order[i]);
	   !gsi_end_p (gsi); gsi_next (&gsi))
	{
	  gassign *a = dyn_cast<gassign *> (gsi_stmt (gsi));
	  if (!a)
	    continue;
	  if (gimple_store_p (a)
	      && operand_equal_p (gimple_assign_lhs (a), ref, 0))
	    return true;
	  if (!stores_only && gimple_assign_load_p (a)
	      && operand_equal_p (gimple_assign_rhs1 (a), ref, 0))
	    return true;
	}
    }
  return false;
}

/* Whether REF, a read in LOOP, lies inside a declared array of known
   size in every iteration the loop can run: an ARRAY_REF of a variable
   whose index is a constant or an affine induction variable without
   overflow, checked against the array's bounds over the loop's upper
   bound on iterations (which GCC derives only from statements executed
   in every iteration).  */

static bool
ifc_within_known_object_p (class loop *loop, tree ref)
{
  if (TREE_CODE (ref) != ARRAY_REF)
    return false;
  /* The array is a variable, or a MEM_REF at offset zero of one that is
     at least as large (how GIMPLE often spells a global array).  */
  tree base = TREE_OPERAND (ref, 0);
  tree decl = base;
  if (TREE_CODE (base) == MEM_REF
      && TREE_CODE (TREE_OPERAND (base, 0)) == ADDR_EXPR
      && integer_zerop (TREE_OPERAND (base, 1)))
    decl = TREE_OPERAND (TREE_OPERAND (base, 0), 0);
  if (TREE_CODE (decl) != VAR_DECL
      || TREE_CODE (TREE_TYPE (base)) != ARRAY_TYPE
      || !DECL_SIZE_UNIT (decl)
      || TREE_CODE (DECL_SIZE_UNIT (decl)) != INTEGER_CST
      || !TYPE_SIZE_UNIT (TREE_TYPE (base))
      || TREE_CODE (TYPE_SIZE_UNIT (TREE_TYPE (base))) != INTEGER_CST
      || tree_int_cst_lt (DECL_SIZE_UNIT (decl),
			  TYPE_SIZE_UNIT (TREE_TYPE (base))))
    return false;
  tree low = array_ref_low_bound (ref);
  tree up = array_ref_up_bound (ref);
  if (!low || !up || TREE_CODE (low) != INTEGER_CST
      || TREE_CODE (up) != INTEGER_CST)
    return false;
  tree index = TREE_OPERAND (ref, 1);
  widest_int first, last;
  if (TREE_CODE (index) == INTEGER_CST)
    first = last = wi::to_widest (index);
  else
    {
      affine_iv iv;
      widest_int nit;
      if (TREE_CODE (index) != SSA_NAME
	  || !simple_iv (loop, loop, index, &iv, false)
	  || !iv.no_overflow || TREE_CODE (iv.base) != INTEGER_CST
	  || TREE_CODE (iv.step) != INTEGER_CST
	  || !max_loop_iterations (loop, &nit))
	return false;
      first = wi::to_widest (iv.base);
      last = first + wi::to_widest (iv.step) * nit;
      if (wi::lts_p (last, first))
	std::swap (first, last);
    }
  return wi::les_p (wi::to_widest (low), first)
	 && wi::les_p (last, wi::to_widest (up));
}

/* What memory access STMT of a predicated block needs, or why it cannot
   be predicated.  */

static const char *
ifc_memory_need (ifc_region *r, gassign *stmt, enum ifc_need *need)
{
  if (gimple_store_p (stmt))
    {
      tree ref = gimple_assign_lhs (stmt);
      if (!is_gimple_val (gimple_assign_rhs1 (stmt)))
	return "conditional aggregate copy";
      if (ifc_accessed_unconditionally_p (r, ref, true))
	*need = IFC_SELECT_STORE;
      else if (ifc_maskable_p (ref, false))
	*need = IFC_MASKED;
      else
	return "conditional store needs a masked store the target lacks";
      return NULL;
    }
  tree ref = gimple_assign_rhs1 (stmt);
  if (ifc_accessed_unconditionally_p (r, ref, false)
      || ifc_within_known_object_p (r->loop, ref))
    *need = IFC_SAFE_LOAD;
  else if (ifc_maskable_p (ref, true))
    *need = IFC_MASKED;
  else
    return "conditional load may trap and the target has no masked load";
  return NULL;
}

/* Whether call STMT may stay in the loop; NEED for a predicated one.  */

static const char *
ifc_call_need (gcall *call, bool predicated, enum ifc_need *need)
{
  *need = IFC_PLAIN;
  if (!(gimple_call_flags (call) & ECF_CONST) || gimple_vdef (call)
      || !gimple_call_lhs (call))
    return "call with side effects";
  if (!predicated)
    return NULL;
  switch (gimple_call_combined_fn (call))
    {
    case CFN_BUILT_IN_FABS:
    case CFN_BUILT_IN_FABSF:
      return NULL;
    case CFN_BUILT_IN_SQRT:
    case CFN_BUILT_IN_SQRTF:
    case CFN_SQRT:
      return ifc_fp_need (call, MULT_EXPR,
			  TREE_TYPE (gimple_call_lhs (call)), need);
    default:
      return "conditional call";
    }
}

/* What STMT of a block that is predicated when PREDICATED needs; NULL or
   the reason the loop must be left alone.  */

static const char *
ifc_check_stmt (ifc_region *r, gimple *stmt, bool predicated,
		enum ifc_need *need)
{
  *need = IFC_PLAIN;
  if (is_gimple_debug (stmt) || gimple_code (stmt) == GIMPLE_LABEL
      || gimple_code (stmt) == GIMPLE_NOP)
    return NULL;
  if (gimple_has_volatile_ops (stmt))
    return "volatile access";
  if (stmt_could_throw_p (cfun, stmt))
    return "statement could throw";
  switch (gimple_code (stmt))
    {
    case GIMPLE_ASM:
      return "inline assembly";
    case GIMPLE_CALL:
      return ifc_call_need (as_a<gcall *> (stmt), predicated, need);
    case GIMPLE_SWITCH:
      return NULL;
    case GIMPLE_COND:
      if (!predicated)
	return NULL;
      if (tree fptype = ifc_fp_type (stmt))
	return ifc_fp_need (stmt, gimple_cond_code (stmt), fptype, need);
      return NULL;
    case GIMPLE_ASSIGN:
      if (!predicated)
	return NULL;
      if (gimple_vuse (stmt))
	return ifc_memory_need (r, as_a<gassign *> (stmt), need);
      return ifc_arith_need (as_a<gassign *> (stmt), need);
    default:
      return "statement kind not handled";
    }
}

/* The value neutral for reduction operation CODE on TYPE: ACC CODE
   neutral == ACC for every ACC, signed zeros included; NULL if CODE is
   not a reduction operation.  */

tree
ifc_reduction_neutral (enum tree_code code, tree type)
{
  switch (code)
    {
    case PLUS_EXPR:
      if (SCALAR_FLOAT_TYPE_P (type))
	return build_real (type, real_value_negate (&dconst0));
      return build_zero_cst (type);
    case MINUS_EXPR:
    case BIT_IOR_EXPR:
    case BIT_XOR_EXPR:
      return build_zero_cst (type);
    case MULT_EXPR:
      return build_one_cst (type);
    case BIT_AND_EXPR:
      return build_all_ones_cst (type);
    default:
      return NULL_TREE;
    }
}

/* If PHI, at a join of R, merges ACC, a loop-carried value (every
   argument but one), with ACC CODE X computed for this use only in a
   predicated block, return that assignment and set *K to the index of its
   argument: the pair is a
   conditional reduction or induction, which becomes ACC CODE select
   (pred, X, neutral), the form the vectorizer recognises.  */

gassign *
ifc_phi_reduction (ifc_region *r, gphi *phi, int *k)
{
  unsigned n = gimple_phi_num_args (phi);
  /* A phi with one argument (its block has one predecessor: the copy
     loop_version makes can have them) merges nothing.  */
  if (n < 2)
    return NULL;
  for (*k = 0; *k < (int) n; ++*k)
    {
      tree upd = gimple_phi_arg_def (phi, *k);
      tree acc = gimple_phi_arg_def (phi, *k == 0 ? 1 : 0);
      if (TREE_CODE (upd) != SSA_NAME || TREE_CODE (acc) != SSA_NAME
	  || !has_single_use (upd))
	continue;
      /* Every other argument is ACC.  */
      unsigned j;
      for (j = 0; j < n; j++)
	if ((int) j != *k && gimple_phi_arg_def (phi, j) != acc)
	  break;
      gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (upd));
      gphi *acc_phi = dyn_cast<gphi *> (SSA_NAME_DEF_STMT (acc));
      if (j < n || !def || !acc_phi || gimple_bb (acc_phi) != r->loop->header
	  || gimple_vuse (def) || r->pos[gimple_bb (def)->index] < 0
	  || r->pred_of (gimple_bb (def)) == 0)
	continue;
      enum tree_code code = gimple_assign_rhs_code (def);
      if (get_gimple_rhs_class (code) != GIMPLE_BINARY_RHS
	  || !ifc_reduction_neutral (code, TREE_TYPE (upd))
	  || (gimple_assign_rhs1 (def) != acc
	      && !(commutative_tree_code (code)
		   && gimple_assign_rhs2 (def) == acc)))
	continue;
      return def;
    }
  return NULL;
}

/* Mark the updates of conditional reductions at the joins of R: the
   join's select replaces them, so they are not predicated.  */

static void
ifc_mark_reductions (ifc_region *r)
{
  for (unsigned i = 1; i < r->order.length (); i++)
    for (gphi_iterator psi = gsi_start_phis (r->order[i]);
	 !gsi_end_p (psi); gsi_next (&psi))
      {
	int k;
	if (gassign *def = ifc_phi_reduction (r, psi.phi (), &k))
	  gimple_set_uid (def, IFC_REDUCTION);
      }
}

/* Check every statement of the region of R; record what the statements
   of predicated blocks need in their gimple_uid and count the masked
   accesses.  Returns NULL or the reason the loop must be left alone.  */

const char *
ifc_check_statements (ifc_region *r)
{
  if (r->npreds () - 1 > ifc_max_predicates)
    return "more predicates than max-predicates";
  r->n_masked = 0;
  for (unsigned i = 0; i < r->order.length (); i++)
    {
      bool predicated = r->r[i] != 0;
      for (gphi_iterator psi = gsi_start_phis (r->order[i]);
	   !gsi_end_p (psi); gsi_next (&psi))
	if (TREE_CODE (TREE_TYPE (gimple_phi_result (psi.phi ())))
	    == COMPLEX_TYPE)
	  return "complex value merged at a join";
      for (gimple_stmt_iterator gsi = gsi_start_bb (r->order[i]);
	   !gsi_end_p (gsi); gsi_next (&gsi))
	{
	  enum ifc_need need;
	  gimple *stmt = gsi_stmt (gsi);
	  if (const char *why = ifc_check_stmt (r, stmt, predicated, &need))
	    return why;
	  gimple_set_uid (stmt, need);
	  if (need == IFC_MASKED)
	    r->n_masked++;
	}
    }
  ifc_mark_reductions (r);
  return NULL;
}

/* The need recorded for STMT by ifc_check_statements.  */

enum ifc_need
ifc_stmt_need (gimple *stmt)
{
  return (enum ifc_need) gimple_uid (stmt);
}
