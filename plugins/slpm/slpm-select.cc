/* SLP-M selection: which lane is the base, which transform makes each
   other lane's operations equal to the base's, and how good the result
   is.  Everything here only looks at the lane trees; slpm-transform.cc
   applies the chosen plans.

   Scores count matching operations: 2 for an equal operation (directly,
   after reordering or after a replacement), 1 for a PLUS/MINUS pair left
   to GCC's two-operator SLP nodes (the blend costs something), 0 for an
   extension or a mismatch.  A plan is "ok" when the whole lane becomes
   isomorphic to the base; ok plans always win over better-scoring ones
   that are not.  */

#include "slpm.h"
#include "fold-const.h"
#include "value-query.h"
#include "tree-pretty-print.h"

#define node_type slpm_node_type

/* True if X * 2^K cannot overflow TYPE, nor wrap if TYPE wraps: the value
   range of X proves it.  */

static bool
scale_fits_p (tree x, unsigned k, tree type, gimple *ctx)
{
  if (TREE_CODE (x) == INTEGER_CST)
    {
      widest_int v = wi::lshift (wi::to_widest (x), k);
      return (wi::ges_p (v, wi::to_widest (TYPE_MIN_VALUE (type)))
	      && wi::les_p (v, wi::to_widest (TYPE_MAX_VALUE (type))));
    }
  if (TREE_CODE (x) != SSA_NAME || k >= TYPE_PRECISION (type))
    return false;
  int_range_max r;
  if (!get_range_query (cfun)->range_of_expr (r, x, ctx) || r.undefined_p ()
      || r.varying_p ())
    return false;
  widest_int lo = widest_int::from (r.lower_bound (), TYPE_SIGN (type));
  widest_int hi = widest_int::from (r.upper_bound (), TYPE_SIGN (type));
  return (wi::ges_p (wi::lshift (lo, k), wi::to_widest (TYPE_MIN_VALUE (type)))
	  && wi::les_p (wi::lshift (hi, k),
			wi::to_widest (TYPE_MAX_VALUE (type))));
}

/* True if X << K, that is X * 2^K, cannot overflow in TYPE.  Wrapping
   types never overflow; for the others the value range of X must prove
   it (never for K = bits - 1).  */

static bool
shift_fits_p (tree x, unsigned k, tree type, gimple *ctx)
{
  if (TYPE_OVERFLOW_WRAPS (type))
    return true;
  return x && k + 1 < TYPE_PRECISION (type) && scale_fits_p (x, k, type, ctx);
}

/* -CST in TYPE, or NULL when that is not exact (the minimum of a signed
   type that does not wrap).  */

static tree
negate_cst (tree cst, tree type)
{
  if (TREE_CODE (cst) == INTEGER_CST)
    {
      if (!TYPE_OVERFLOW_WRAPS (type)
	  && tree_int_cst_equal (cst, TYPE_MIN_VALUE (type)))
	return NULL_TREE;
      return wide_int_to_tree (type, -wi::to_wide (cst));
    }
  if (TREE_CODE (cst) == REAL_CST)
    {
      /* IEEE defines X - C as X + (-C), in every rounding mode.  */
      REAL_VALUE_TYPE r = real_value_negate (TREE_REAL_CST_PTR (cst));
      return build_real (type, r);
    }
  return NULL_TREE;
}

/* A constant leaf holding -CST in TYPE, or NULL when that overflows.  */

static slpm_node *
negated_leaf (tree cst, tree type)
{
  tree neg = negate_cst (cst, type);
  return neg ? slpm_const_leaf (neg) : NULL;
}

/* A constant leaf holding 2^K in TYPE (K below TYPE's precision).  */

static slpm_node *
power_of_two_leaf (tree type, unsigned HOST_WIDE_INT k)
{
  return slpm_const_leaf (wide_int_to_tree (
    type, wi::lshift (wi::one (TYPE_PRECISION (type)), k)));
}

/* A shift-count leaf log2 (CST), for the power of two CST.  */

static slpm_node *
shift_count_leaf (tree cst)
{
  return slpm_const_leaf (build_int_cst (integer_type_node, tree_log2 (cst)));
}

/* The operands of a replacement operation: A and, for a binary one, B.  */

struct slpm_rewrite
{
  slpm_node *a, *b;
  unsigned nops;
};

/* X << K or unsigned X >> K, the shift count CST, as a multiplication or a
   division by 2^K; or unsigned X / 2^K as X >> K.  CODE is the original
   operation, L's type TYPE.  */

static bool
replace_shift_or_div (enum tree_code code, enum tree_code target, tree type,
		      slpm_node *x, tree cst, gimple *ctx, slpm_rewrite *rw)
{
  if (!INTEGRAL_TYPE_P (type) || !cst || TREE_CODE (cst) != INTEGER_CST)
    return false;
  bool count_ok
    = tree_fits_uhwi_p (cst) && tree_to_uhwi (cst) < TYPE_PRECISION (type);
  rw->a = x;
  /* X << K -> X * 2^K, unless the multiplication may overflow where the
     shift did not.  */
  if (code == LSHIFT_EXPR && target == MULT_EXPR && count_ok
      && shift_fits_p (x->val, tree_to_uhwi (cst), type, ctx))
    rw->b = power_of_two_leaf (type, tree_to_uhwi (cst));
  /* Unsigned X >> K -> X / 2^K, where the target divides vectors: GCC's
     vectorizer expects unsigned divisions by powers of two folded into
     shifts (vect_recog_divmod_pattern leaves them), and neither AVX2 nor
     NEON divides integer vectors.  */
  else if (code == RSHIFT_EXPR && target == TRUNC_DIV_EXPR
	   && TYPE_UNSIGNED (type) && count_ok
	   && slpm_vector_op_p (TRUNC_DIV_EXPR, type))
    rw->b = power_of_two_leaf (type, tree_to_uhwi (cst));
  /* Unsigned X / 2^K -> X >> K.  */
  else if (code == TRUNC_DIV_EXPR && target == RSHIFT_EXPR
	   && TYPE_UNSIGNED (type) && integer_pow2p (cst))
    rw->b = shift_count_leaf (cst);
  return rw->b != NULL;
}

/* X * CST in TYPE as operation TARGET.  */

static bool
replace_mult (enum tree_code target, tree type, slpm_node *x, tree cst,
	      slpm_rewrite *rw)
{
  bool intp = INTEGRAL_TYPE_P (type);
  bool int_cst = intp && TREE_CODE (cst) == INTEGER_CST;
  rw->a = x;
  /* X * 2^K -> X << K: the same bits whenever the product is defined.  */
  if (target == LSHIFT_EXPR && int_cst && tree_int_cst_sgn (cst) > 0
      && integer_pow2p (cst))
    rw->b = shift_count_leaf (cst);
  /* X * 2 -> X + X, exact for integers and floats; only for a leaf X,
     which has no statement that two operand plans could rewrite.  */
  else if (target == PLUS_EXPR && !x->stmt
	   && ((int_cst && wi::to_wide (cst) == 2)
	       || (SCALAR_FLOAT_TYPE_P (type) && TREE_CODE (cst) == REAL_CST
		   && real_equal (TREE_REAL_CST_PTR (cst), &dconst2))))
    rw->b = x;
  /* X * C -> X / (1/C) when 1/C is exact (C a power of two): both round
     the same real number.  */
  else if (target == RDIV_EXPR && SCALAR_FLOAT_TYPE_P (type)
	   && TREE_CODE (cst) == REAL_CST)
    {
      REAL_VALUE_TYPE r = TREE_REAL_CST (cst);
      if (exact_real_inverse (TYPE_MODE (type), &r))
	rw->b = slpm_const_leaf (build_real (type, r));
    }
  /* X * -1 -> -X: both overflow only for the minimum.  */
  else if (target == NEGATE_EXPR && int_cst && integer_minus_onep (cst))
    {
      rw->nops = 1;
      return true;
    }
  return rw->b != NULL;
}

/* X / CST in the float type TYPE as X * (1/CST): when 1/C is exact (C a
   power of two), both round the same real number; otherwise only under
   -freciprocal-math.  */

static bool
replace_rdiv (tree type, slpm_node *x, tree cst, slpm_rewrite *rw)
{
  REAL_VALUE_TYPE r = TREE_REAL_CST (cst);
  if (exact_real_inverse (TYPE_MODE (type), &r))
    rw->b = slpm_const_leaf (build_real (type, r));
  else if (flag_reciprocal_math)
    {
      tree inv = const_binop (RDIV_EXPR, type, build_one_cst (type), cst);
      if (inv && TREE_CODE (inv) == REAL_CST && !TREE_OVERFLOW (inv))
	rw->b = slpm_const_leaf (inv);
    }
  rw->a = x;
  return rw->b != NULL;
}

/* -X in TYPE as X * -1 or 0 - X; each overflows exactly when -X does.  For
   floats X * -1.0 may lose the sign of a NaN and 0.0 - 0.0 is +0.0, so
   those only without NaNs or signed zeros.  */

static bool
replace_negate (enum tree_code target, tree type, slpm_node *x,
		slpm_rewrite *rw)
{
  bool intp = INTEGRAL_TYPE_P (type);
  bool fltp = SCALAR_FLOAT_TYPE_P (type);
  if (target == MULT_EXPR && (intp || (fltp && !HONOR_NANS (type))))
    {
      rw->a = x;
      rw->b = slpm_const_leaf (build_minus_one_cst (type));
    }
  else if (target == MINUS_EXPR
	   && (intp || (fltp && !HONOR_SIGNED_ZEROS (type))))
    {
      rw->a = slpm_const_leaf (build_zero_cst (type));
      rw->b = x;
    }
  return rw->a != NULL;
}

/* X + Y or X - Y in TYPE as operation TARGET; CST is Y when constant.  */

static bool
replace_additive (enum tree_code code, enum tree_code target, tree type,
		  slpm_node *x, slpm_node *y, tree cst, slpm_rewrite *rw)
{
  rw->a = x;
  /* X + X -> X * 2.  */
  if (code == PLUS_EXPR && target == MULT_EXPR && y && !x->stmt && !y->stmt
      && operand_equal_p (x->val, y->val, 0))
    rw->b = slpm_const_leaf (INTEGRAL_TYPE_P (type)
			       ? build_int_cst (type, 2)
			       : build_real (type, dconst2));
  /* X + C -> X - (-C) and X - C -> X + (-C).  */
  else if (cst
	   && ((code == PLUS_EXPR && target == MINUS_EXPR)
	       || (code == MINUS_EXPR && target == PLUS_EXPR)))
    rw->b = negated_leaf (cst, type);
  return rw->b != NULL;
}

/* A copy of interior node L that computes the same value with operation
   TARGET, or NULL if no replacement applies or it would not be exact.
   The copy keeps L's statement, which slpm_apply_plan rewrites.  CTX is
   the statement for range queries.  */

slpm_node *
slpm_try_replace (slpm_node *l, enum tree_code target, gimple *ctx)
{
  if (!l->stmt || l->code == target)
    return NULL;
  tree type = node_type (l);
  slpm_node *x = l->ops[0];
  slpm_node *y = l->nops > 1 ? l->ops[1] : NULL;
  tree cst = y && y->val && CONSTANT_CLASS_P (y->val) ? y->val : NULL_TREE;
  slpm_rewrite rw = { NULL, NULL, 2 };
  bool ok = false;
  switch (l->code)
    {
    case LSHIFT_EXPR:
    case RSHIFT_EXPR:
    case TRUNC_DIV_EXPR:
      ok = replace_shift_or_div (l->code, target, type, x, cst, ctx, &rw);
      break;
    case MULT_EXPR:
      ok = cst && replace_mult (target, type, x, cst, &rw);
      break;
    case PLUS_EXPR:
    case MINUS_EXPR:
      ok = replace_additive (l->code, target, type, x, y, cst, &rw);
      break;
    case RDIV_EXPR:
      ok = (target == MULT_EXPR && SCALAR_FLOAT_TYPE_P (type) && cst
	    && TREE_CODE (cst) == REAL_CST && replace_rdiv (type, x, cst, &rw));
      break;
    case NEGATE_EXPR:
      ok = replace_negate (target, type, x, &rw);
      break;
    default:
      break;
    }
  if (!ok)
    return NULL;
  slpm_node *v = (slpm_node *) slpm_alloc (sizeof (slpm_node));
  *v = *l;
  v->orig = l;
  v->code = target;
  v->nops = rw.nops;
  v->ops[0] = rw.a;
  v->ops[1] = rw.nops > 1 ? rw.b : NULL;
  return v;
}

/* A virtual node computing CODE on OPS in TYPE, materialized by
   slpm-transform.cc when its plan is applied.  */

static slpm_node *
virtual_node (enum tree_code code, tree type, slpm_node *op0, slpm_node *op1,
	      gimple *placeholder)
{
  slpm_node *v = (slpm_node *) slpm_alloc (sizeof (slpm_node));
  memset (v, 0, sizeof (*v));
  v->code = code;
  v->type = type;
  v->virt = true;
  v->stmt = placeholder;
  v->nops = op1 ? 2 : 1;
  v->ops[0] = op0;
  v->ops[1] = op1;
  return v;
}

/* N, a value of a wide integer type, recomputed in the unsigned type UTYPE
   of precision P: the low P bits of +, -, *, negation, the bitwise
   operations and shifts by less than P depend only on the low P bits of
   the operands, and UTYPE wraps, so nothing can overflow.  Anything else
   becomes a leaf converted to UTYPE.  */

static slpm_node *
narrow_tree (slpm_node *n, tree utype, unsigned p, gimple *placeholder)
{
  if (!INTEGRAL_TYPE_P (node_type (n)))
    return NULL;
  if (!n->stmt)
    {
      if (TREE_CODE (n->val) == INTEGER_CST)
	return slpm_const_leaf (fold_convert (utype, n->val));
      return virtual_node (NOP_EXPR, utype, n, NULL, placeholder);
    }
  slpm_node *a, *b = NULL;
  switch (n->code)
    {
    CASE_CONVERT:
      if (!INTEGRAL_TYPE_P (node_type (n->ops[0])))
	return NULL;
      if (types_compatible_p (node_type (n->ops[0]), utype))
	return n->ops[0];
      return virtual_node (NOP_EXPR, utype, n->ops[0], NULL, placeholder);
    case LSHIFT_EXPR:
      if (TREE_CODE (n->ops[1]->val) != INTEGER_CST
	  || !tree_fits_uhwi_p (n->ops[1]->val)
	  || tree_to_uhwi (n->ops[1]->val) >= p)
	break;
      a = narrow_tree (n->ops[0], utype, p, placeholder);
      return a ? virtual_node (LSHIFT_EXPR, utype, a, n->ops[1], placeholder)
	       : NULL;
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case BIT_AND_EXPR:
    case BIT_IOR_EXPR:
    case BIT_XOR_EXPR:
      b = narrow_tree (n->ops[1], utype, p, placeholder);
      if (!b)
	return NULL;
      /* Fall through.  */
    case NEGATE_EXPR:
      a = narrow_tree (n->ops[0], utype, p, placeholder);
      return a ? virtual_node (n->code, utype, a, b, placeholder) : NULL;
    default:
      break;
    }
  return virtual_node (NOP_EXPR, utype, n, NULL, placeholder);
}

/* For conversion node L, (T) Y with Y computed in a type wider than T: a
   copy whose operand is Y recomputed in UTYPE, the unsigned type of T's
   precision, or NULL.  */

slpm_node *
slpm_narrow (slpm_node *l, tree utype)
{
  if (!CONVERT_EXPR_CODE_P (l->code) || l->virt || !l->ops[0]->stmt)
    return NULL;
  tree t = node_type (l), w = node_type (l->ops[0]);
  unsigned p = TYPE_PRECISION (t);
  if (!INTEGRAL_TYPE_P (t) || !INTEGRAL_TYPE_P (w) || !INTEGRAL_TYPE_P (utype)
      || !TYPE_UNSIGNED (utype) || TYPE_PRECISION (utype) != p
      || TYPE_PRECISION (w) <= p)
    return NULL;
  slpm_node *y = narrow_tree (l->ops[0], utype, p, l->stmt);
  if (!y || !y->virt)
    return NULL;
  slpm_node *v = (slpm_node *) slpm_alloc (sizeof (slpm_node));
  *v = *l;
  v->ops[0] = y;
  return v;
}

/* The constant that makes X CODE C equal X in TYPE (AMOUNT_TYPE for shift
   counts), or NULL.  For floats X * 1.0, X / 1.0, X + -0.0 and X - 0.0
   are exact for every X, -0.0 and NaNs included, when rounding is to
   nearest (towards -inf, +0.0 + -0.0 is -0.0); X + 0.0 would turn -0.0
   into +0.0.  */

static tree
identity_cst (enum tree_code code, tree type, tree amount_type)
{
  if (INTEGRAL_TYPE_P (type))
    switch (code)
      {
      case PLUS_EXPR:
      case MINUS_EXPR:
      case BIT_IOR_EXPR:
      case BIT_XOR_EXPR:
	return build_zero_cst (type);
      case LSHIFT_EXPR:
      case RSHIFT_EXPR:
	return build_zero_cst (amount_type);
      case MULT_EXPR:
      case TRUNC_DIV_EXPR:
	return build_one_cst (type);
      case BIT_AND_EXPR:
	return build_minus_one_cst (type);
      default:
	return NULL_TREE;
      }
  /* Each raises for a signalling NaN, and must not be inserted where it
     could throw.  */
  if (!SCALAR_FLOAT_TYPE_P (type) || HONOR_SNANS (type)
      || (cfun->can_throw_non_call_exceptions && flag_trapping_math))
    return NULL_TREE;
  switch (code)
    {
    case MULT_EXPR:
    case RDIV_EXPR:
      return build_one_cst (type);
    case PLUS_EXPR:
      if (HONOR_SIGN_DEPENDENT_ROUNDING (type))
	return NULL_TREE;
      return build_real (type, real_value_negate (&dconst0));
    case MINUS_EXPR:
      if (HONOR_SIGN_DEPENDENT_ROUNDING (type))
	return NULL_TREE;
      return build_zero_cst (type);
    default:
      return NULL_TREE;
    }
}

/* The object a memory reference is based on: the declaration, or the
   pointer of a MEM_REF, so that p[0] and p[1] compare equal.  */

static tree
ref_root (tree ref)
{
  tree base = get_base_address (ref);
  if (base && TREE_CODE (base) == MEM_REF)
    return TREE_OPERAND (base, 0);
  return base;
}

/* Whether two leaves line up: constants with constants, the same value,
   or loads from the same object.  */

static bool
leaf_match_p (const slpm_node *b, const slpm_node *l)
{
  if (CONSTANT_CLASS_P (b->val) && CONSTANT_CLASS_P (l->val))
    return true;
  if (operand_equal_p (b->val, l->val, 0))
    return true;
  if (b->ref && l->ref)
    {
      tree rb = ref_root (b->ref), rl = ref_root (l->ref);
      return rb && rl && operand_equal_p (rb, rl, 0);
    }
  return false;
}

/* Whether interior nodes B and L perform the same operation on the same
   types.  */

static bool
same_op_p (const slpm_node *b, const slpm_node *l)
{
  if (b->code != l->code || b->nops != l->nops
      || !types_compatible_p (node_type (b), node_type (l)))
    return false;
  if (CONVERT_EXPR_CODE_P (b->code))
    return types_compatible_p (node_type (b->ops[0]), node_type (l->ops[0]));
  return true;
}

static slpm_plan *
new_plan (enum slpm_action action, slpm_node *b, slpm_node *l)
{
  slpm_plan *p = (slpm_plan *) slpm_alloc (sizeof (slpm_plan));
  memset (p, 0, sizeof (*p));
  p->action = action;
  p->base = b;
  p->lane = l;
  p->ext_code = ERROR_MARK;
  return p;
}

/* Whether plan A beats plan B (which may be NULL).  */

static bool
better_p (const slpm_plan *a, const slpm_plan *b)
{
  if (!b)
    return true;
  if (a->ok != b->ok)
    return a->ok;
  return a->score > b->score;
}

/* The plan for base node B against lane node CAND, which performs the same
   operation (or B's PLUS/MINUS partner for a shuffle), with the lane's
   operands swapped if SWAP.  */

static slpm_plan *
pair_plan (slpm_node *b, slpm_node *cand, enum slpm_action action, bool swap,
	   int depth, unsigned *budget)
{
  slpm_plan *p = new_plan (action, b, cand);
  p->swap = swap;
  p->ok = true;
  p->score = action == SLPM_SHUFFLE ? 1 : 2;
  for (unsigned i = 0; i < b->nops; i++)
    {
      slpm_node *li = swap ? cand->ops[1 - i] : cand->ops[i];
      slpm_plan *kid = slpm_score (b->ops[i], li, depth + 1, budget);
      p->kids[i] = kid;
      p->score += kid->score;
      p->ok &= kid->ok;
    }
  return p;
}

/* The best extension of lane node L into L op identity, with op the
   operation of base node B, or NULL.  */

static slpm_plan *
extend_plan (slpm_node *b, slpm_node *l, int depth, unsigned *budget)
{
  tree type = node_type (b);
  if (b->nops != 2 || !types_compatible_p (type, node_type (l)))
    return NULL;
  tree id = identity_cst (b->code, type, node_type (b->ops[1]));
  if (!id)
    return NULL;
  slpm_plan *best = NULL;
  int npos = commutative_tree_code (b->code) && slpm_reorder ? 2 : 1;
  for (int pos = 0; pos < npos; pos++)
    {
      slpm_plan *p = new_plan (SLPM_EXTEND, b, l);
      p->ext_code = b->code;
      p->ext_cst = id;
      p->ext_pos = pos;
      p->kids[pos] = slpm_score (b->ops[pos], l, depth + 1, budget);
      slpm_node *idleaf = slpm_const_leaf (id);
      slpm_node *other = b->ops[1 - pos];
      /* Not beside loads: in loops slpm-fill.cc fills those slots.  */
      p->ext_ssa = (INTEGRAL_TYPE_P (type) && !other->stmt && !other->load
		    && TREE_CODE (other->val) == SSA_NAME);
      if (other->stmt)
	{
	  /* The identity against a computed operand: SLP builds that
	     operand vector from scalars, the rest still lines up.  */
	  p->kids[1 - pos] = new_plan (SLPM_LEAF, b->ops[1 - pos], idleaf);
	  p->kids[1 - pos]->ok = true;
	}
      else
	p->kids[1 - pos]
	  = slpm_score (b->ops[1 - pos], idleaf, depth + 1, budget);
      p->score = p->kids[0]->score + p->kids[1]->score;
      p->ok = p->kids[0]->ok && p->kids[1]->ok;
      if (better_p (p, best))
	best = p;
    }
  return best;
}

/* Whether converting a value of type T to U and back gives the value
   again: U holds every value of T.  */

static bool
round_trip_p (tree t, tree u)
{
  if (INTEGRAL_TYPE_P (t) && INTEGRAL_TYPE_P (u))
    return TYPE_PRECISION (u) >= TYPE_PRECISION (t);
  /* A wider binary float holds every narrower one; converting a
     signalling NaN would raise.  */
  return (SCALAR_FLOAT_TYPE_P (t) && SCALAR_FLOAT_TYPE_P (u)
	  && !DECIMAL_FLOAT_TYPE_P (t) && !DECIMAL_FLOAT_TYPE_P (u)
	  && TYPE_PRECISION (u) >= TYPE_PRECISION (t) && !HONOR_SNANS (t));
}

/* A plan extending lane node L into the virtual tree ROOT, which has
   base node B's shape; ROOT's operands are scored against B's.  */

static slpm_plan *
root_extend_plan (slpm_node *b, slpm_node *l, slpm_node *root, int depth,
		  unsigned *budget)
{
  slpm_plan *p = new_plan (SLPM_EXTEND, b, l);
  p->ext_root = root;
  p->ok = true;
  for (unsigned i = 0; i < b->nops; i++)
    {
      p->kids[i] = slpm_score (b->ops[i], root->ops[i], depth + 1, budget);
      p->score += p->kids[i]->score;
      p->ok &= p->kids[i]->ok;
    }
  return p;
}

/* When base node B is a conversion (T) Y with Y of type U: the extension
   of lane node L (of type T) into (T) (U) L, whose inner (U) L is then
   matched against Y, or NULL.  This lets a lane that C computed without
   the promotions (a plain load, say) match lanes computed in another
   type and converted back.  */

static slpm_plan *
convert_extend_plan (slpm_node *b, slpm_node *l, int depth, unsigned *budget)
{
  if (!CONVERT_EXPR_CODE_P (b->code) || !b->stmt || b->virt)
    return NULL;
  tree t = node_type (b), u = node_type (b->ops[0]);
  if (!types_compatible_p (t, node_type (l)) || !round_trip_p (t, u))
    return NULL;
  slpm_node *inner = virtual_node (NOP_EXPR, u, l, NULL, b->stmt);
  slpm_node *root = virtual_node (NOP_EXPR, t, inner, NULL, b->stmt);
  return root_extend_plan (b, l, root, depth, budget);
}

/* When base node B is a rounding shift ((Y * C) + R) >> K with constants
   C, K and 0 <= R < 2^K (fixed-point descaling, as in JPEG's DCTs): the
   extension of lane node L, X << S or X, into ((X * 2^(S+K)) + R) >> K,
   which is X << S again (the shift floors, and R / 2^K < 1) as long as
   X * 2^(S+K) + R does not overflow, which the value range of X must
   prove.  This undoes the folding of ((X * 2^(S+K)) + R) >> K into
   X << S.  Returns NULL when it does not apply.  */

static slpm_plan *
descale_extend_plan (slpm_node *b, slpm_node *l, int depth, unsigned *budget)
{
  tree type = node_type (b);
  if (b->code != RSHIFT_EXPR || b->virt || !INTEGRAL_TYPE_P (type)
      || !types_compatible_p (type, node_type (l)))
    return NULL;
  slpm_node *sum = b->ops[0], *kk = b->ops[1];
  if (!sum->stmt || sum->code != PLUS_EXPR || !sum->ops[0]->stmt
      || sum->ops[0]->code != MULT_EXPR
      || TREE_CODE (kk->val) != INTEGER_CST || !tree_fits_uhwi_p (kk->val)
      || TREE_CODE (sum->ops[1]->val) != INTEGER_CST)
    return NULL;
  unsigned HOST_WIDE_INT k = tree_to_uhwi (kk->val);
  tree r = sum->ops[1]->val;
  if (k == 0 || k >= TYPE_PRECISION (type) || tree_int_cst_sgn (r) < 0
      || wi::geu_p (wi::to_widest (r), wi::lshift (widest_int (1), k)))
    return NULL;

  slpm_node *x = l;
  unsigned HOST_WIDE_INT s = 0;
  if (l->stmt && !l->virt && l->code == LSHIFT_EXPR
      && TREE_CODE (l->ops[1]->val) == INTEGER_CST
      && tree_fits_uhwi_p (l->ops[1]->val))
    {
      x = l->ops[0];
      s = tree_to_uhwi (l->ops[1]->val);
    }
  /* One more bit than the product needs leaves room for R.  */
  if (!x->val || s + k + 1 >= TYPE_PRECISION (type)
      || !scale_fits_p (x->val, s + k + 1, type, l->stmt ? l->stmt : b->stmt))
    return NULL;

  slpm_node *prod = virtual_node (MULT_EXPR, type, x,
				  power_of_two_leaf (type, s + k), b->stmt);
  slpm_node *plus = virtual_node (PLUS_EXPR, type, prod,
				  slpm_const_leaf (r), b->stmt);
  slpm_node *root = virtual_node (RSHIFT_EXPR, type, plus,
				  slpm_const_leaf (kk->val), b->stmt);
  return root_extend_plan (b, l, root, depth, budget);
}

/* The node to pair with base node B for the interior lane node L: L
   itself when the operations agree, else a rewritten copy (binary
   replacement, narrowing) or L under a two-opcode shuffle; NULL if none.
   *ACTION says which.  */

static slpm_node *
pick_candidate (slpm_node *b, slpm_node *l, enum slpm_action *action)
{
  if (same_op_p (b, l))
    return l;
  if (slpm_replace)
    {
      slpm_node *v = slpm_try_replace (l, b->code, l->stmt);
      if (v && same_op_p (b, v))
	{
	  *action = SLPM_REPLACE;
	  return v;
	}
    }
  if (slpm_replace && CONVERT_EXPR_CODE_P (b->code)
      && CONVERT_EXPR_CODE_P (l->code)
      && types_compatible_p (node_type (b), node_type (l)))
    {
      slpm_node *v = slpm_narrow (l, node_type (b->ops[0]));
      if (v && same_op_p (b, v))
	{
	  *action = SLPM_NARROW;
	  return v;
	}
    }
  if (slpm_shuffle && b->nops == 2 && l->nops == 2
      && ((b->code == PLUS_EXPR && l->code == MINUS_EXPR)
	  || (b->code == MINUS_EXPR && l->code == PLUS_EXPR))
      && types_compatible_p (node_type (b), node_type (l)))
    {
      *action = SLPM_SHUFFLE;
      return l;
    }
  return NULL;
}

/* The best of BEST and the extension plans of lane L against base B.  */

static slpm_plan *
best_extension (slpm_node *b, slpm_node *l, int depth, unsigned *budget,
		slpm_plan *best)
{
  slpm_plan *e = extend_plan (b, l, depth, budget);
  if (e && better_p (e, best))
    best = e;
  e = convert_extend_plan (b, l, depth, budget);
  if (e && better_p (e, best))
    best = e;
  e = descale_extend_plan (b, l, depth, budget);
  if (e && better_p (e, best))
    best = e;
  return best;
}

/* The best plan that makes lane node L look like base node B, at DEPTH
   levels below the roots.  BUDGET bounds the work of one chunk: when it
   runs out every further pair fails.  */

slpm_plan *
slpm_score (slpm_node *b, slpm_node *l, int depth, unsigned *budget)
{
  if (*budget == 0)
    return new_plan (SLPM_FAIL, b, l);
  --*budget;

  if (depth >= slpm_depth)
    {
      /* Below the depth limit nothing is compared or rewritten; GCC's SLP
	 decides on its own.  */
      slpm_plan *p = new_plan (SLPM_LEAF, b, l);
      p->ok = true;
      return p;
    }
  if (!b->stmt)
    {
      slpm_plan *p = new_plan (l->stmt ? SLPM_FAIL : SLPM_LEAF, b, l);
      /* A lane deeper than the base cannot be matched by rewriting the
	 lane.  */
      p->ok = !l->stmt;
      p->score = p->ok && leaf_match_p (b, l) ? 2 : 0;
      return p;
    }

  enum slpm_action action = SLPM_MATCH;
  slpm_node *cand = l->stmt ? pick_candidate (b, l, &action) : NULL;
  slpm_plan *best = NULL;
  if (cand)
    {
      best = pair_plan (b, cand, action, false, depth, budget);
      if (cand->nops == 2 && commutative_tree_code (cand->code)
	  && slpm_reorder)
	{
	  slpm_plan *q = pair_plan (b, cand, action, true, depth, budget);
	  if (better_p (q, best))
	    best = q;
	}
    }
  if (slpm_extend && (!best || !best->ok))
    best = best_extension (b, l, depth, budget, best);
  if (!best)
    best = new_plan (SLPM_FAIL, b, l);
  return best;
}

/* Whether nodes A and B hold the same value.  */

static bool
same_value_p (const slpm_node *a, const slpm_node *b)
{
  return a->val && b->val && operand_equal_p (a->val, b->val, 0);
}

/* Orient the commutative nodes of base lane tree B for the lanes' PLANS
   (N of them; NULL for the base and for lanes not paired with B).  GCC's
   SLP builds operand vectors in the operand order of each lane and swaps
   commutative operands only where the kinds of definition differ, which
   they do not under its over-widening patterns: against MINUS lanes
   Y - X (a shuffle), a base X + Y leaves Y and X in mixed slots, two
   vectors built from scalars.  When more such lanes start with B's second
   operand than with its first, B's operands are swapped (B->swapped; the
   statement follows when the plans are applied) and B is returned: the
   plans must be scored again.  NULL when nothing changed.  A node is
   swapped once at most.  */

slpm_node *
slpm_orient_base (slpm_node *b, slpm_plan **plans, unsigned n)
{
  if (!b->stmt || b->virt)
    return NULL;
  if (b->nops == 2 && commutative_tree_code (b->code) && !b->swapped)
    {
      int votes = 0;
      for (unsigned j = 0; j < n; j++)
	{
	  slpm_plan *p = plans[j];
	  if (!p || p->base != b || p->action != SLPM_SHUFFLE)
	    continue;
	  slpm_node *first = p->lane->ops[0];
	  if (same_value_p (first, b->ops[0]))
	    votes--;
	  else if (same_value_p (first, b->ops[1]))
	    votes++;
	}
      if (votes > 0)
	{
	  std::swap (b->ops[0], b->ops[1]);
	  b->swapped = true;
	  return b;
	}
    }
  slpm_plan **kids = XALLOCAVEC (slpm_plan *, n);
  for (unsigned i = 0; i < b->nops; i++)
    {
      for (unsigned j = 0; j < n; j++)
	kids[j] = plans[j] && plans[j]->base == b ? plans[j]->kids[i] : NULL;
      if (slpm_node *swapped = slpm_orient_base (b->ops[i], kids, n))
	return swapped;
    }
  return NULL;
}

/* How many nodes of lane tree L match base candidate B, walking down
   until a mismatch or a leaf (step 1 of the paper's selection).  */

static int
match_count (slpm_node *b, slpm_node *l, int depth, unsigned *budget)
{
  if (!b->stmt || !l->stmt || depth >= slpm_depth || *budget == 0)
    return 0;
  --*budget;
  slpm_node *v = l;
  if (!same_op_p (b, l))
    {
      v = slpm_replace ? slpm_try_replace (l, b->code, l->stmt) : NULL;
      if (!v || !same_op_p (b, v))
	return 0;
    }
  int straight = 0;
  for (unsigned i = 0; i < b->nops; i++)
    straight += match_count (b->ops[i], v->ops[i], depth + 1, budget);
  if (v->nops == 2 && commutative_tree_code (v->code) && slpm_reorder)
    {
      int swapped = match_count (b->ops[0], v->ops[1], depth + 1, budget)
		    + match_count (b->ops[1], v->ops[0], depth + 1, budget);
      straight = MAX (straight, swapped);
    }
  return 1 + straight;
}

/* Order lanes START .. START+N-1 of LANES as base candidates: most matches
   against the other lanes first, the earliest lane on ties.  ORDER
   receives lane indexes relative to START.  Returns the best count.  */

int
slpm_select_base (vec<slpm_lane> &lanes, unsigned start, unsigned n,
		  int *order)
{
  int *count = XALLOCAVEC (int, n);
  unsigned budget = 100000;
  for (unsigned i = 0; i < n; i++)
    {
      count[i] = 0;
      for (unsigned j = 0; j < n; j++)
	if (j != i)
	  count[i] += match_count (lanes[start + i].root, lanes[start + j].root,
				   0, &budget);
      order[i] = i;
    }
  /* A stable insertion sort keeps the earliest lane first on ties.  */
  for (unsigned i = 1; i < n; i++)
    {
      int v = order[i];
      unsigned k = i;
      while (k > 0 && count[order[k - 1]] < count[v])
	{
	  order[k] = order[k - 1];
	  k--;
	}
      order[k] = v;
    }
  return count[order[0]];
}

/* Print PLAN as a pattern: the action at each node, with the plans of the
   operands in brackets.  */

void
slpm_print_plan (FILE *file, const slpm_plan *plan)
{
  switch (plan->action)
    {
    case SLPM_LEAF:
      fprintf (file, "leaf");
      return;
    case SLPM_FAIL:
      fprintf (file, "FAIL");
      return;
    case SLPM_MATCH:
      fprintf (file, "match");
      break;
    case SLPM_REPLACE:
      fprintf (file, "replace->%s", get_tree_code_name (plan->lane->code));
      break;
    case SLPM_SHUFFLE:
      fprintf (file, "shuffle");
      break;
    case SLPM_NARROW:
      fprintf (file, "narrow->");
      print_generic_expr (file, node_type (plan->lane->ops[0]));
      break;
    case SLPM_EXTEND:
      if (plan->ext_root)
	{
	  fprintf (file, "extend(");
	  slpm_print_node (file, plan->ext_root);
	  fprintf (file, ")");
	  break;
	}
      fprintf (file, "extend(%s ", op_symbol_code (plan->ext_code));
      print_generic_expr (file, plan->ext_cst);
      fprintf (file, ")");
      break;
    }
  if (plan->swap)
    fprintf (file, "/swap");
  fprintf (file, "[");
  for (unsigned i = 0; i < 2 && plan->kids[i]; i++)
    {
      if (i)
	fprintf (file, ", ");
      slpm_print_plan (file, plan->kids[i]);
    }
  fprintf (file, "]");
}
