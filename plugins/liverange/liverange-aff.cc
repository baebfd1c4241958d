/* Affine expressions from GCC's scalar evolutions: subscripts, loop
   bounds and conditions as sums of the normalised loop counters c0 (the
   candidate loop), c1, ... and the parameters (SSA names invariant in
   the nest), each with an integer coefficient.  */

#include "liverange.h"
#include "tree-scalar-evolution.h"

/* The ISL parameter identifier for the invariant SSA name NAME.  */

std::string
lr_param_id (lr_scop *scop, tree name)
{
  std::string id = "p" + std::to_string (SSA_NAME_VERSION (name));
  if (SSA_NAME_IDENTIFIER (name))
    {
      const char *s = IDENTIFIER_POINTER (SSA_NAME_IDENTIFIER (name));
      bool ok = true;
      for (const char *p = s; *p; p++)
	if (!ISALNUM (*p) && *p != '_')
	  ok = false;
      if (ok)
	id = std::string (s) + "_" + std::to_string (SSA_NAME_VERSION (name));
    }
  scop->params[id] = name;
  return id;
}

/* Set while a number of iterations is converted.  GCC computes it in an
   unsigned type, e.g. (unsigned) n + 4294967295 for n - 1; read as a signed
   value it is the true count whenever the loop is entered (the guard that
   skips the loop is part of the domain), since the induction variables
   that drive the loop cannot wrap.  */
static bool lr_bound_mode;

/* Whether multiplying or adding keeps A within a safe range.  */

bool
lr_small_p (HOST_WIDE_INT a)
{
  return a > -((HOST_WIDE_INT) 1 << 40) && a < ((HOST_WIDE_INT) 1 << 40);
}

/* Add K * FROM to *TO.  */

void
lr_aff_add_scaled (lr_aff *to, const lr_aff &from, HOST_WIDE_INT k)
{
  to->cst += k * from.cst;
  for (auto &kv : from.coef)
    to->coef[kv.first] += k * kv.second;
}

/* The condition that the value V does not fit TYPE (whose precision is
   at most 63 bits).  */

lr_cond
lr_out_of_range (const lr_aff &v, tree type)
{
  wide_int lo = wi::min_value (TYPE_PRECISION (type), TYPE_SIGN (type));
  wide_int hi = wi::max_value (TYPE_PRECISION (type), TYPE_SIGN (type));
  lr_cond c (lr_cond::OR);
  lr_cond_or (&c, lr_cond_lt (v, lr_aff_const (lo.to_shwi ())));
  lr_cond_or (&c, lr_cond_lt (lr_aff_const (TYPE_UNSIGNED (type)
					    ? (HOST_WIDE_INT) hi.to_uhwi ()
					    : hi.to_shwi ()), v));
  return c;
}

/* Arithmetic in a type that wraps and is narrower than 64 bits (e.g. an
   unsigned char or unsigned int subscript, or sizetype on a 32-bit
   target such as ARM, where 4294967295 is -1) equals the
   affine value only while that value fits the type.  While the subscripts
   of an access are converted, LR_OBLIGATIONS collects these conditions
   (as ISL constraints that must have no solution on the domain); the
   outermost node of each such subexpression is checked, since the
   operations inside it are exact modulo the type's size.  Elsewhere such
   arithmetic is refused.  */
static lr_cond *lr_obligations;
static tree lr_checked_type;

static bool
lr_add_chrec (lr_scop *scop, tree e, HOST_WIDE_INT factor, basic_block bb,
	      lr_aff *aff);

static bool
lr_add_wrapping (lr_scop *scop, tree e, HOST_WIDE_INT factor, basic_block bb,
		 lr_aff *aff)
{
  tree type = TREE_TYPE (e);
  if (!lr_obligations || TYPE_PRECISION (type) > 63)
    return false;
  lr_aff sub;
  tree saved = lr_checked_type;
  lr_checked_type = type;
  bool ok = lr_add_chrec (scop, e, 1, bb, &sub);
  lr_checked_type = saved;
  if (!ok)
    return false;
  lr_cond_or (lr_obligations, lr_out_of_range (sub, type));
  lr_aff_add_scaled (aff, sub, factor);
  return true;
}

/* The arithmetic that defines the SSA name E (set before the nest), as
   an expression over its operands, or NULL.  */

static tree
lr_invariant_def (tree e)
{
  gimple *def = SSA_NAME_DEF_STMT (e);
  if (!is_gimple_assign (def))
    return NULL_TREE;
  enum tree_code code = gimple_assign_rhs_code (def);
  switch (code)
    {
    CASE_CONVERT:
    case NEGATE_EXPR:
      return build1 (code, TREE_TYPE (e), gimple_assign_rhs1 (def));
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
      return build2 (code, TREE_TYPE (e), gimple_assign_rhs1 (def),
		     gimple_assign_rhs2 (def));
    default:
      return NULL_TREE;
    }
}

/* The value of E, an integer constant, in *V; false unless it is small.
   An unsigned constant is read as signed in a number of iterations ((unsigned) n + 4294967295 is
   n - 1) and inside a checked wrapping type (modulo which 4294967295 is
   -1; the value of the whole is proved in range).  */

static bool
lr_cst_value (tree e, HOST_WIDE_INT *v)
{
  tree type = TREE_TYPE (e);
  unsigned prec = TYPE_PRECISION (type);
  if (TYPE_UNSIGNED (type)
      && (lr_bound_mode
	  || (lr_checked_type && prec == TYPE_PRECISION (lr_checked_type))))
    {
      /* Its bits read as a signed value of the same precision.  */
      wide_int w = wi::to_wide (e);
      if (!wi::fits_shwi_p (w))
	return false;
      *v = w.to_shwi ();
    }
  else if (tree_fits_shwi_p (e))
    *v = tree_to_shwi (e);
  else
    return false;
  return lr_small_p (*v);
}

static bool
lr_add_cst (tree e, HOST_WIDE_INT factor, lr_aff *aff)
{
  HOST_WIDE_INT v;
  if (!lr_cst_value (e, &v))
    return false;
  aff->cst += factor * v;
  return true;
}

/* Add FACTOR * E, a polynomial chrec {base, +, step}_L, to AFF: the
   step multiplies the counter of L, which must be in the nest and around
   BB.  */

static bool
lr_add_poly (lr_scop *scop, tree e, HOST_WIDE_INT factor, basic_block bb,
	     lr_aff *aff)
{
  class loop *cl = get_chrec_loop (e);
  tree step = CHREC_RIGHT (e);
  if (cl != scop->loop && !flow_loop_nested_p (scop->loop, cl))
    return false;
  if (!flow_bb_inside_loop_p (cl, bb))
    return false;
  HOST_WIDE_INT v;
  if (TREE_CODE (step) != INTEGER_CST || !lr_cst_value (step, &v))
    return false;
  std::string dim
    = "c" + std::to_string (loop_depth (cl) - loop_depth (scop->loop));
  aff->coef[dim] += factor * v;
  return lr_add_chrec (scop, CHREC_LEFT (e), factor, bb, aff);
}

/* Add FACTOR * E, an SSA name invariant in the nest, to AFF: in terms of
   the operands of its definition when that is affine, else as a
   parameter.  */

static bool
lr_add_invariant (lr_scop *scop, tree e, HOST_WIDE_INT factor,
		  basic_block bb, lr_aff *aff)
{
  if (!INTEGRAL_TYPE_P (TREE_TYPE (e)))
    return false;
  basic_block def = gimple_bb (SSA_NAME_DEF_STMT (e));
  if (def && flow_bb_inside_loop_p (scop->loop, def))
    return false;
  /* `_10 = n - 1' hoisted before the nest: in terms of n, so that it
     relates to the bounds.  */
  tree expr = lr_invariant_def (e);
  lr_aff sub;
  if (expr && lr_add_chrec (scop, expr, factor, bb, &sub))
    {
      lr_aff_add_scaled (aff, sub, 1);
      return true;
    }
  aff->coef[lr_param_id (scop, e)] += factor;
  return true;
}

/* Add FACTOR * E, a product, to AFF; one operand must be a constant.  */

static bool
lr_add_mult (lr_scop *scop, tree e, HOST_WIDE_INT factor, basic_block bb,
	     lr_aff *aff)
{
  tree a = TREE_OPERAND (e, 0), b = TREE_OPERAND (e, 1);
  if (TREE_CODE (a) == INTEGER_CST)
    std::swap (a, b);
  if (TREE_CODE (b) != INTEGER_CST || !tree_fits_shwi_p (b)
      || !lr_small_p (tree_to_shwi (b)))
    return false;
  return lr_add_chrec (scop, a, factor * tree_to_shwi (b), bb, aff);
}

/* Types at least this wide hold every affine value of the model.  */
#define LR_WIDE_PRECISION (2 * HOST_BITS_PER_WIDE_INT)

/* Add FACTOR * E to AFF, where E is unsigned arithmetic of at least
   LR_WIDE_PRECISION bits converted to the signed type of its precision:
   what scalar evolutions make of the signed 128-bit counters of
   Graphite's regenerated loops ((int128_t) {(uint128_t) m, +,
   0xff...ff}_1 for m - c0).  The arithmetic is exact modulo 2^128, and
   the conversion gives the affine value whenever that fits: its
   coefficients are small (below 2^40), its parameters at most 64 bits
   wide, its counters below 2^64 (iterations really executed).  */

static bool
lr_add_wide_modulo (lr_scop *scop, tree e, HOST_WIDE_INT factor,
		    basic_block bb, lr_aff *aff)
{
  lr_aff sub;
  tree saved = lr_checked_type;
  lr_checked_type = TREE_TYPE (e);
  bool ok = lr_add_chrec (scop, e, 1, bb, &sub);
  lr_checked_type = saved;
  if (!ok || !lr_small_p (sub.cst))
    return false;
  for (auto &kv : sub.coef)
    {
      auto param = scop->params.find (kv.first);
      if (!lr_small_p (kv.second)
	  || (param != scop->params.end ()
	      && TYPE_PRECISION (TREE_TYPE (param->second))
		 > HOST_BITS_PER_WIDE_INT))
	return false;
    }
  lr_aff_add_scaled (aff, sub, factor);
  return true;
}

/* Add FACTOR * E, an integer conversion, to AFF.  Only conversions that
   keep every value qualify: widening, or between types of the same
   precision and signedness.  */

static bool
lr_add_conversion (lr_scop *scop, tree e, HOST_WIDE_INT factor,
		   basic_block bb, lr_aff *aff)
{
  tree inner = TREE_OPERAND (e, 0);
  tree to = TREE_TYPE (e), from = TREE_TYPE (inner);
  if (!INTEGRAL_TYPE_P (to) || !INTEGRAL_TYPE_P (from))
    return false;
  if (TYPE_PRECISION (from) > TYPE_PRECISION (to))
    return false;
  if (TYPE_PRECISION (from) == TYPE_PRECISION (to) && TYPE_UNSIGNED (from)
      && !TYPE_UNSIGNED (to) && TYPE_PRECISION (to) >= LR_WIDE_PRECISION)
    return lr_add_wide_modulo (scop, inner, factor, bb, aff);
  /* A change of sign keeps the value modulo the size of the type, which is
     enough inside a checked wrapping type.  */
  if (TYPE_PRECISION (from) == TYPE_PRECISION (to)
      && TYPE_UNSIGNED (from) != TYPE_UNSIGNED (to) && !lr_bound_mode
      && !(lr_checked_type
	   && TYPE_PRECISION (to) == TYPE_PRECISION (lr_checked_type)))
    return false;
  return lr_add_chrec (scop, inner, factor, bb, aff);
}

/* Add FACTOR * E to AFF, where E is a scalar evolution instantiated in the
   nest of SCOP and evaluated in block BB.  Return false when E is not
   affine in the counters of the loops around BB and the parameters.  */

static bool
lr_add_chrec (lr_scop *scop, tree e, HOST_WIDE_INT factor, basic_block bb,
	      lr_aff *aff)
{
  if (!e || chrec_contains_undetermined (e))
    return false;
  if (!lr_bound_mode && TREE_CODE (e) != INTEGER_CST
      && INTEGRAL_TYPE_P (TREE_TYPE (e))
      && TYPE_OVERFLOW_WRAPS (TREE_TYPE (e))
      && TYPE_PRECISION (TREE_TYPE (e)) < HOST_BITS_PER_WIDE_INT
      && TREE_TYPE (e) != lr_checked_type)
    return lr_add_wrapping (scop, e, factor, bb, aff);
  switch (TREE_CODE (e))
    {
    case INTEGER_CST:
      return lr_add_cst (e, factor, aff);
    case POLYNOMIAL_CHREC:
      return lr_add_poly (scop, e, factor, bb, aff);
    case SSA_NAME:
      return lr_add_invariant (scop, e, factor, bb, aff);
    case PLUS_EXPR:
    case POINTER_PLUS_EXPR:
      return (lr_add_chrec (scop, TREE_OPERAND (e, 0), factor, bb, aff)
	      && lr_add_chrec (scop, TREE_OPERAND (e, 1), factor, bb, aff));
    case MINUS_EXPR:
      return (lr_add_chrec (scop, TREE_OPERAND (e, 0), factor, bb, aff)
	      && lr_add_chrec (scop, TREE_OPERAND (e, 1), -factor, bb, aff));
    case NEGATE_EXPR:
      return lr_add_chrec (scop, TREE_OPERAND (e, 0), -factor, bb, aff);
    case MULT_EXPR:
      return lr_add_mult (scop, e, factor, bb, aff);
    CASE_CONVERT:
      return lr_add_conversion (scop, e, factor, bb, aff);
    default:
      return false;
    }
}

/* The value of EXPR, used in block BB, as an affine expression: its scalar
   evolution in LOOP (the loop where it is evaluated) instantiated in the
   nest.  */

static bool
lr_expr_aff (lr_scop *scop, class loop *loop, tree expr, basic_block bb,
	     lr_aff *aff)
{
  if (TREE_CODE (expr) == INTEGER_CST)
    return lr_add_chrec (scop, expr, 1, bb, aff);
  tree ev = analyze_scalar_evolution (loop, expr);
  ev = instantiate_scev (loop_preheader_edge (scop->loop), loop, ev);
  return lr_add_chrec (scop, ev, 1, bb, aff);
}

/* The value of EXPR, evaluated in LOOP and used in block BB, as an
   affine expression.  Arithmetic in a narrow wrapping type adds the
   condition that it wraps to *OBLIGATIONS, or (when NULL) is refused.  */

bool
lr_value_aff (lr_scop *scop, class loop *loop, tree expr, basic_block bb,
	      lr_aff *aff, lr_cond *obligations)
{
  lr_cond *saved = lr_obligations;
  lr_obligations = obligations;
  lr_checked_type = NULL_TREE;
  bool ok = lr_expr_aff (scop, loop, expr, bb, aff);
  lr_obligations = saved;
  return ok;
}

/* The scalar evolution CHREC, instantiated in the nest and used in BB,
   as an affine expression; *OBLIGATIONS as for lr_value_aff.  */

bool
lr_chrec_aff (lr_scop *scop, tree chrec, basic_block bb, lr_aff *aff,
	      lr_cond *obligations)
{
  lr_cond *saved = lr_obligations;
  lr_obligations = obligations;
  lr_checked_type = NULL_TREE;
  bool ok = lr_add_chrec (scop, chrec, 1, bb, aff);
  lr_obligations = saved;
  return ok;
}

/* The number of iterations COUNT of a loop, evaluated in LOOP at BB, as
   an affine expression (see lr_bound_mode).  */

bool
lr_count_aff (lr_scop *scop, class loop *loop, tree count, basic_block bb,
	      lr_aff *aff)
{
  lr_bound_mode = true;
  bool ok = lr_expr_aff (scop, loop, count, bb, aff);
  lr_bound_mode = false;
  return ok;
}

