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
#include "tree-data-ref.h"

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

/* Whether every node of NODES (N lanes) is a value computed in BB by an
   assignment of one operation (not a load): SLP follows such values
   into their definitions, which the lane trees do not (they have other
   uses).  */

static bool
computed_alike_p (slpm_node **nodes, unsigned n, basic_block bb)
{
  enum tree_code code = ERROR_MARK;
  for (unsigned j = 0; j < n; j++)
    {
      tree val = nodes[j]->val;
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

/* Whether NODES (N lanes) are all loads from one base address and
   variable offset (dr_analyze_innermost, as for the stores): SLP takes
   loads as one vector only from one interleaving chain.  */

static bool
loads_alike_p (slpm_node **nodes, unsigned n)
{
  tree base = NULL_TREE, offset = NULL_TREE;
  for (unsigned j = 0; j < n; j++)
    {
      innermost_loop_behavior drb;
      if (!nodes[j]->load || !nodes[j]->ref
	  || !dr_analyze_innermost (&drb, nodes[j]->ref, NULL, nodes[j]->load)
	  || !drb.base_address || !drb.offset)
	return false;
      if (j == 0)
	{
	  base = drb.base_address;
	  offset = drb.offset;
	}
      else if (!operand_equal_p (drb.base_address, base, 0)
	       || !operand_equal_p (drb.offset, offset, 0))
	return false;
    }
  return true;
}

/* What SLP makes of the leaf slot whose lanes hold NODES.  */

static enum slpm_slot
leaf_slot (slpm_node **nodes, unsigned n, basic_block bb)
{
  bool same = true, constants = true;
  for (unsigned j = 0; j < n; j++)
    {
      tree val = nodes[j]->val;
      if (!val)
	return SLOT_BUILT;
      same &= operand_equal_p (val, nodes[0]->val, 0);
      constants &= CONSTANT_CLASS_P (val);
    }
  if (same)
    return SLOT_UNIFORM;
  if (constants)
    return SLOT_CONSTANTS;
  if (loads_alike_p (nodes, n) || computed_alike_p (nodes, n, bb))
    return SLOT_VECTOR;
  return SLOT_BUILT;
}

/* The kind of definition GCC's SLP sees for leaf L in BB: 0 a constant,
   1 a statement of BB, 2 anything else.  */

static int
leaf_kind (const slpm_node *l, basic_block bb)
{
  if (!l->val || CONSTANT_CLASS_P (l->val))
    return 0;
  if (TREE_CODE (l->val) == SSA_NAME
      && gimple_bb (SSA_NAME_DEF_STMT (l->val)) == bb)
    return 1;
  return 2;
}

/* What SLP makes of the two leaf operand slots of commutative base node
   B (into KINDS).  GCC's SLP swaps a lane's operands where the kinds of
   their definitions differ from the first lane's and the swap makes them
   agree (vect_get_and_check_slp_defs): an identity constant put first
   (1 * X) goes beside the other lanes' constants.  */

static void
commutative_leaf_slots (slpm_node *b, slpm_plan **plans, unsigned n,
			basic_block bb, enum slpm_slot kinds[2])
{
  slpm_node **ops[2];
  for (unsigned i = 0; i < 2; i++)
    {
      ops[i] = XALLOCAVEC (slpm_node *, n);
      for (unsigned j = 0; j < n; j++)
	ops[i][j] = plans[j] ? plans[j]->kids[i]->lane : b->ops[i];
    }
  int first0 = leaf_kind (ops[0][0], bb), first1 = leaf_kind (ops[1][0], bb);
  for (unsigned j = 1; j < n; j++)
    {
      int k0 = leaf_kind (ops[0][j], bb), k1 = leaf_kind (ops[1][j], bb);
      if ((k0 != first0 || k1 != first1) && k0 == first1 && k1 == first0)
	std::swap (ops[0][j], ops[1][j]);
    }
  for (unsigned i = 0; i < 2; i++)
    kinds[i] = leaf_slot (ops[i], n, bb);
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
  enum slpm_slot kinds[2];
  if (b->nops == 2 && commutative_tree_code (b->code) && !b->ops[0]->stmt
      && !b->ops[1]->stmt)
    commutative_leaf_slots (b, plans, n, bb, kinds);
  else
    {
      slpm_plan **kids = XALLOCAVEC (slpm_plan *, n);
      for (unsigned i = 0; i < b->nops; i++)
	{
	  for (unsigned j = 0; j < n; j++)
	    kids[j] = plans[j] ? plans[j]->kids[i] : NULL;
	  kinds[i] = predict_slot (b->ops[i], kids, n, bb);
	}
    }
  bool all_uniform = true;
  unsigned built = 0;
  for (unsigned i = 0; i < b->nops; i++)
    {
      all_uniform &= kinds[i] == SLOT_UNIFORM;
      built += kinds[i] == SLOT_BUILT;
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
    {
      slpm_node **nodes = XALLOCAVEC (slpm_node *, n);
      for (unsigned j = 0; j < n; j++)
	nodes[j] = plans[j] ? plans[j]->lane : b;
      return leaf_slot (nodes, n, bb);
    }
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
   In loops too: the loop vectorizer's SLP has no such rule, but where it
   takes the loop the group's operations are vector ones anyway (no
   group of the bench or the tests that a vectorizer computes is
   refused), and where it does not, basic-block SLP gets the group.  */

bool
slpm_stores_only_p (vec<slpm_lane> &group, unsigned start, unsigned n,
		    int base, slpm_plan **plans)
{
  basic_block bb = gimple_bb (group[start].store);
  return predict_slot (group[start + base].root, plans, n, bb) == SLOT_BUILT;
}
