/* What GCC's basic-block SLP would make of a chunk once SLP-M made it
   isomorphic, predicted before the chunk is rewritten.

   An isomorphic group is not yet vector arithmetic.  GCC 12's SLP turns
   a node into a vector built from the scalar values ("Building parent
   vector operands from scalars instead", vect_build_slp_tree_2) when all
   its operands are uniform or when more than one of them would have to
   be built from scalars; it does the same for an operation the target
   cannot compute on vectors (vect_slp_convert_to_external), and a
   division or a multiplication that the target lacks becomes a pattern
   whose shape depends on the constant, so lanes with different constants
   no longer match.  When that happens to the stored values themselves,
   only the stores are vectorized, from the scalar results: no faster
   than the scalar code, often slower (issue 16, point 4), and the object
   differs from the build without SLP-M, which left the group alone
   (real cases: opus, bzip2, libsamplerate; issue 13, point 3).  Such a
   chunk is not rewritten.

   The walk goes over the base lane's tree, slot by slot, with each
   other lane's node of the slot taken from its plan.  It is optimistic
   where it cannot know (loads, values computed by other statements,
   anything below a conversion, where the over-widening patterns replace
   the statements and are exempt from the rule): a wrong "vector" only
   keeps the rewrite that was made before.  */

#include "slpm.h"
#include "cfgloop.h"

/* What SLP makes of one slot.  */
enum slpm_slot
{
  /* A vector computed by vector statements (or loaded).  */
  SLOT_VECTOR,
  /* One value on every lane (a splat).  */
  SLOT_UNIFORM,
  /* Different constants (a vector constant).  */
  SLOT_CONSTANTS,
  /* A vector built from the scalar values.  */
  SLOT_BUILT
};

/* The node of lane J in the slot of base node B: B itself for the base
   lane (PLANS[J] NULL), else the lane node of its plan.  */

static slpm_node *
slot_node (slpm_node *b, slpm_plan **plans, unsigned j)
{
  return plans[j] ? plans[j]->lane : b;
}

/* Whether every node of the slot is a value computed in BB by an
   assignment of one operation (not a load): SLP follows such values
   into their definitions, which the lane trees do not (they have other
   uses).  */

static bool
computed_alike_p (slpm_node *b, slpm_plan **plans, unsigned n,
		  basic_block bb)
{
  enum tree_code code = ERROR_MARK;
  for (unsigned j = 0; j < n; j++)
    {
      tree val = slot_node (b, plans, j)->val;
      if (!val || TREE_CODE (val) != SSA_NAME)
	return false;
      gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (val));
      if (!def || gimple_bb (def) != bb || gimple_assign_load_p (def))
	return false;
      if (j == 0)
	code = gimple_assign_rhs_code (def);
      else if (gimple_assign_rhs_code (def) != code)
	return false;
    }
  return true;
}

/* What SLP makes of the slot of base leaf B.  */

static enum slpm_slot
leaf_slot (slpm_node *b, slpm_plan **plans, unsigned n, basic_block bb)
{
  bool same = true, constants = true, loads = true;
  for (unsigned j = 0; j < n; j++)
    {
      slpm_node *l = slot_node (b, plans, j);
      if (!l->val)
	return SLOT_BUILT;
      same &= operand_equal_p (l->val, b->val, 0);
      constants &= CONSTANT_CLASS_P (l->val);
      loads &= l->load != NULL;
    }
  if (same)
    return SLOT_UNIFORM;
  if (constants)
    return SLOT_CONSTANTS;
  if (loads || computed_alike_p (b, plans, n, bb))
    return SLOT_VECTOR;
  return SLOT_BUILT;
}

/* The value of operand OPNO of lane J in the slot of base node B, or
   NULL.  */

static tree
operand_value (slpm_node *b, slpm_plan **plans, unsigned j, unsigned opno)
{
  if (!plans[j])
    return b->ops[opno]->val;
  slpm_plan *kid = plans[j]->kids[opno];
  return kid ? kid->lane->val : NULL_TREE;
}

/* Whether operand OPNO of base node B is one constant on every lane.  */

static bool
same_constant_p (slpm_node *b, slpm_plan **plans, unsigned n, unsigned opno)
{
  tree cst = b->ops[opno]->val;
  if (!cst || TREE_CODE (cst) != INTEGER_CST)
    return false;
  for (unsigned j = 0; j < n; j++)
    {
      tree val = operand_value (b, plans, j, opno);
      if (!val || !operand_equal_p (val, cst, 0))
	return false;
    }
  return true;
}

/* Whether VAL is a conversion of an integer at most half as wide as
   TYPE, or a constant, as GCC's widening patterns take them.  *WIDENED
   is set for a conversion.  */

static bool
narrow_operand_p (tree val, tree type, bool *widened)
{
  if (!val)
    return false;
  if (TREE_CODE (val) == INTEGER_CST)
    return true;
  if (TREE_CODE (val) != SSA_NAME)
    return false;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (val));
  if (!def || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def)))
    return false;
  tree from = TREE_TYPE (gimple_assign_rhs1 (def));
  if (!INTEGRAL_TYPE_P (from)
      || TYPE_PRECISION (from) * 2 > TYPE_PRECISION (type))
    return false;
  *widened = true;
  return true;
}

/* Whether GCC's widening-multiplication pattern (vect_recog_widen_mult_
   pattern: both operands converted from half the width or constants)
   takes some lanes of multiplication B and not others: the pattern
   statements of those lanes are another operation.  */

static bool
mixed_widening_p (slpm_node *b, slpm_plan **plans, unsigned n)
{
  tree type = slpm_node_type (b);
  if (!INTEGRAL_TYPE_P (type))
    return false;
  unsigned widening = 0;
  for (unsigned j = 0; j < n; j++)
    {
      bool widened = false;
      if (narrow_operand_p (operand_value (b, plans, j, 0), type, &widened)
	  && narrow_operand_p (operand_value (b, plans, j, 1), type, &widened)
	  && widened)
	widening++;
    }
  return widening != 0 && widening != n;
}

/* Whether the target computes the operation of base node B on vectors
   for the lanes of PLANS, as GCC's vectorizer would do it.  */

static bool
vector_op_p (slpm_node *b, slpm_plan **plans, unsigned n)
{
  enum tree_code code = b->code;
  tree type = slpm_node_type (b);
  switch (code)
    {
    case LSHIFT_EXPR:
    case RSHIFT_EXPR:
      /* One count for all lanes: by a scalar or, as NEON does it, by a
	 splat of it (vectorizable_shift tries both).  */
      return (slpm_vector_shift_by_vector_p (code, type)
	      || (same_constant_p (b, plans, n, 1)
		  && slpm_vector_op_p (code, type)));
    case MULT_EXPR:
      if (mixed_widening_p (b, plans, n))
	return false;
      /* Fall through.  */
    case TRUNC_DIV_EXPR:
      /* Without the vector operation, GCC's patterns synthesize it for
	 one constant operand (vect_recog_mult_pattern,
	 vect_recog_divmod_pattern), in a shape that depends on it.  */
      return (slpm_vector_op_p (code, type)
	      || (INTEGRAL_TYPE_P (type) && same_constant_p (b, plans, n, 1)));
    case PLUS_EXPR:
    case MINUS_EXPR:
    case NEGATE_EXPR:
    case MIN_EXPR:
    case MAX_EXPR:
    case BIT_AND_EXPR:
    case BIT_IOR_EXPR:
    case BIT_XOR_EXPR:
    case RDIV_EXPR:
      return slpm_vector_op_p (code, type);
    default:
      return true;
    }
}

static enum slpm_slot predict_slot (slpm_node *b, slpm_plan **plans,
				    unsigned n, basic_block bb);

/* What SLP makes of the slot of interior base node B, whose lanes
   compute B's operation.  */

static enum slpm_slot
operation_slot (slpm_node *b, slpm_plan **plans, unsigned n, basic_block bb)
{
  /* Below a conversion GCC's over-widening patterns replace the
     statements, and pattern statements are never built from scalars.  */
  if (CONVERT_EXPR_CODE_P (b->code))
    return SLOT_VECTOR;
  if (!vector_op_p (b, plans, n))
    return SLOT_BUILT;
  slpm_plan **kids = XALLOCAVEC (slpm_plan *, n);
  bool all_uniform = true;
  unsigned built = 0;
  for (unsigned i = 0; i < b->nops; i++)
    {
      for (unsigned j = 0; j < n; j++)
	kids[j] = plans[j] ? plans[j]->kids[i] : NULL;
      enum slpm_slot kind = predict_slot (b->ops[i], kids, n, bb);
      all_uniform &= kind == SLOT_UNIFORM;
      built += kind == SLOT_BUILT;
    }
  return all_uniform || built > 1 ? SLOT_BUILT : SLOT_VECTOR;
}

/* What SLP makes of the slot of base node B with the lanes' PLANS (NULL
   for the base lane), N lanes, in BB.  */

static enum slpm_slot
predict_slot (slpm_node *b, slpm_plan **plans, unsigned n, basic_block bb)
{
  for (unsigned j = 0; j < n; j++)
    if (plans[j] && plans[j]->base != b)
      return SLOT_BUILT;
  if (!b->stmt)
    return leaf_slot (b, plans, n, bb);
  /* A lane that stays a leaf against an operation (an extension's
     identity against a computed operand): a vector built from
     scalars.  */
  for (unsigned j = 0; j < n; j++)
    if (plans[j]
	&& (plans[j]->action == SLPM_LEAF || plans[j]->action == SLPM_FAIL))
      return SLOT_BUILT;
  for (unsigned j = 0; j < n; j++)
    if (plans[j])
      for (unsigned i = 0; i < b->nops; i++)
	if (!plans[j]->kids[i])
	  return SLOT_BUILT;
  return operation_slot (b, plans, n, bb);
}

/* Whether GCC's basic-block SLP would only store lanes START ..
   START+N-1 of GROUP as vectors built from their scalar values, once the
   PLANS (indexed by lane, NULL for base lane BASE) made them isomorphic.
   Only outside loops: in a loop the loop vectorizer sees the group
   first, and its SLP has no such rule.  */

bool
slpm_stores_only_p (vec<slpm_lane> &group, unsigned start, unsigned n,
		    int base, slpm_plan **plans)
{
  basic_block bb = gimple_bb (group[start].store);
  return predict_slot (group[start + base].root, plans, n, bb) == SLOT_BUILT;
}
