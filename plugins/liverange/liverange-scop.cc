/* The polyhedral model of a candidate loop, at statement granularity.

   Every GIMPLE statement of the loop nest is its own polyhedral statement.
   Graphite gives a whole basic block one schedule point, so that the copy
   which carries an accumulator looks as if it read the previous
   iteration's value; here the schedule orders the statements of a block by
   their index, and the blocks and inner loops of a loop body by a
   topological order of the body's control flow.  Subscripts, loop bounds
   and conditions come from GCC's scalar evolutions, as affine expressions
   over the normalised loop counters c0 (the candidate loop), c1, ... and
   the SSA names that are invariant in the nest (the parameters).  Anything
   else is refused with a reason.  */

#include "liverange.h"
#include "tree-scalar-evolution.h"
#include "tree-ssa-loop-niter.h"
#include "tree-ssa-loop.h"
#include "tree-ssa-alias.h"
#include "cfganal.h"
#include "dominance.h"
#include "tree-pretty-print.h"
#include "gimple-pretty-print.h"
#include "gimple-walk.h"
#include "stringpool.h"
#include "tree-cfg.h"

/* A reason for refusing, built with printf-style formatting.  */
static char lr_reason_buf[256];

static const char *
lr_reason (const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (lr_reason_buf, sizeof lr_reason_buf, fmt, ap);
  va_end (ap);
  return lr_reason_buf;
}

/* A printable name of T (a declaration, an SSA name or an expression).  */

std::string
lr_tree_name (tree t)
{
  char *buf = NULL;
  size_t size = 0;
  FILE *f = open_memstream (&buf, &size);
  print_generic_expr (f, t, TDF_NONE);
  fclose (f);
  std::string s (buf);
  free (buf);
  return s;
}

std::string
lr_stmt_name (const lr_stmt *st)
{
  return "S" + std::to_string (st->id);
}

/* The tuple "Sx[c0, ..., c<N-1>]" of ST, with its first N counters.  */

std::string
lr_tuple (const lr_stmt *st, unsigned n)
{
  std::string s = lr_stmt_name (st) + "[";
  for (unsigned d = 0; d < n; d++)
    s += (d ? ", c" : "c") + std::to_string (d);
  return s + "]";
}

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

static void
lr_aff_add_scaled (lr_aff *to, const lr_aff &from, HOST_WIDE_INT k)
{
  to->cst += k * from.cst;
  for (auto &kv : from.coef)
    to->coef[kv.first] += k * kv.second;
}

/* An ISL condition that holds when the value V does not fit TYPE (whose
   precision is at most 63 bits).  */

static std::string
lr_out_of_range (const std::string &v, tree type)
{
  wide_int lo = wi::min_value (TYPE_PRECISION (type), TYPE_SIGN (type));
  wide_int hi = wi::max_value (TYPE_PRECISION (type), TYPE_SIGN (type));
  return (v + " < " + std::to_string (lo.to_shwi ()) + " or " + v + " > "
	  + std::to_string (TYPE_UNSIGNED (type) ? (HOST_WIDE_INT) hi.to_uhwi ()
						 : hi.to_shwi ()));
}

/* Append the condition COND to the disjunction *CONDS.  */

static void
lr_add_disjunct (std::string *conds, const std::string &cond)
{
  if (!conds->empty ())
    *conds += " or ";
  *conds += cond;
}

/* Arithmetic in a type that wraps and is narrower than addresses (e.g. an
   unsigned char or unsigned int subscript on a 64-bit target) equals the
   affine value only while that value fits the type.  While the subscripts
   of an access are converted, LR_OBLIGATIONS collects these conditions
   (as ISL constraints that must have no solution on the domain); the
   outermost node of each such subexpression is checked, since the
   operations inside it are exact modulo the type's size.  Elsewhere such
   arithmetic is refused.  */
static std::string *lr_obligations;
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
  lr_add_disjunct (lr_obligations,
		   lr_out_of_range (lr_aff_string (sub), type));
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

/* Add FACTOR * E, an integer constant, to AFF.  An unsigned constant is
   read as signed in a number of iterations ((unsigned) n + 4294967295 is
   n - 1) and inside a checked wrapping type (modulo which 4294967295 is
   -1; the value of the whole is proved in range).  */

static bool
lr_add_cst (tree e, HOST_WIDE_INT factor, lr_aff *aff)
{
  tree type = TREE_TYPE (e);
  unsigned prec = TYPE_PRECISION (type);
  HOST_WIDE_INT v;
  if (TYPE_UNSIGNED (type) && prec <= HOST_BITS_PER_WIDE_INT
      && (lr_bound_mode
	  || (lr_checked_type && prec == TYPE_PRECISION (lr_checked_type))))
    v = sext_hwi (wi::to_wide (e).to_shwi (prec), prec);
  else if (tree_fits_shwi_p (e))
    v = tree_to_shwi (e);
  else
    return false;
  if (!lr_small_p (v))
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
  if (TREE_CODE (step) != INTEGER_CST || !tree_fits_shwi_p (step)
      || !lr_small_p (tree_to_shwi (step)))
    return false;
  std::string dim
    = "c" + std::to_string (loop_depth (cl) - loop_depth (scop->loop));
  aff->coef[dim] += factor * tree_to_shwi (step);
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
      && TYPE_PRECISION (TREE_TYPE (e)) < TYPE_PRECISION (sizetype)
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

bool
lr_value_aff (lr_scop *scop, class loop *loop, tree expr, basic_block bb,
	      lr_aff *aff)
{
  return lr_expr_aff (scop, loop, expr, bb, aff);
}

std::string
lr_aff_string (const lr_aff &aff)
{
  std::string s;
  for (auto &kv : aff.coef)
    {
      if (kv.second == 0)
	continue;
      if (!s.empty ())
	s += " + ";
      if (kv.second != 1)
	s += std::to_string (kv.second) + "*";
      s += kv.first;
    }
  if (s.empty () || aff.cst != 0)
    {
      if (!s.empty ())
	s += " + ";
      s += std::to_string (aff.cst);
    }
  return s;
}

std::string
lr_params_string (const lr_scop *scop)
{
  std::string s = "[";
  bool first = true;
  for (auto &kv : scop->params)
    {
      if (!first)
	s += ", ";
      s += kv.first;
      first = false;
    }
  return s + "]";
}

/* The loops from the candidate loop down to LOOP.  */

static void
lr_loop_chain (const lr_scop *scop, class loop *loop, vec<class loop *> *chain)
{
  for (class loop *l = loop; l != scop->loop; l = loop_outer (l))
    chain->safe_push (l);
  chain->safe_push (scop->loop);
  chain->reverse ();
}

/* Positions of the blocks and inner loops of each loop body, in a
   topological order of the body's control flow (back edges and inner loops
   collapsed).  An inner loop is represented by its header.  */

typedef hash_map<int_hash<int, -1, -2>, int> lr_pos_map;

/* The node of LOOP's body that contains BB: BB itself, or the child loop
   of LOOP that contains it (represented by its header).  */

static basic_block
lr_node_of (class loop *loop, basic_block bb)
{
  class loop *l = bb->loop_father;
  if (l == loop)
    return bb;
  while (loop_outer (l) != loop)
    l = loop_outer (l);
  return l->header;
}

static void
lr_order_dfs (class loop *loop, basic_block node, hash_set<int_hash<int, -1, -2> > *seen,
	      vec<basic_block> *post)
{
  if (seen->add (node->index))
    return;
  auto_vec<edge> succs;
  if (node->loop_father == loop)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, node->succs)
	succs.safe_push (e);
    }
  else
    {
      auto_vec<edge> exits = get_loop_exit_edges (node->loop_father);
      for (edge e : exits)
	succs.safe_push (e);
    }
  for (edge e : succs)
    {
      if (e->dest == loop->header || !flow_bb_inside_loop_p (loop, e->dest))
	continue;
      lr_order_dfs (loop, lr_node_of (loop, e->dest), seen, post);
    }
  post->safe_push (node);
}

/* Record in BLOCK_POS the position of every block of LOOP's body (by block
   index) and in LOOP_POS that of every inner loop (by loop number).  */

static void
lr_order_loop (class loop *loop, lr_pos_map *block_pos, lr_pos_map *loop_pos)
{
  hash_set<int_hash<int, -1, -2> > seen;
  auto_vec<basic_block> post;
  lr_order_dfs (loop, loop->header, &seen, &post);
  int n = post.length ();
  for (int i = 0; i < n; i++)
    {
      basic_block node = post[i];
      if (node->loop_father == loop)
	block_pos->put (node->index, n - 1 - i);
      else
	loop_pos->put (node->loop_father->num, n - 1 - i);
    }
  for (class loop *inner = loop->inner; inner; inner = inner->next)
    lr_order_loop (inner, block_pos, loop_pos);
}

/* Whether BASE, a declaration, is referenced outside the loop of SCOP,
   or may be accessed by anything else than its name.  */

static tree
lr_find_decl (tree *tp, int *walk_subtrees, void *data)
{
  struct walk_stmt_info *wi = (struct walk_stmt_info *) data;
  if (*tp == (tree) wi->info)
    return *tp;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

static bool
lr_decl_live_out_p (const lr_scop *scop, tree decl)
{
  class loop *loop = scop->loop;
  if (TREE_CODE (decl) != VAR_DECL || is_global_var (decl)
      || TREE_ADDRESSABLE (decl) || TREE_THIS_VOLATILE (decl))
    return true;
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    {
      /* The copy made for a run-time overlap check runs instead of the
	 loop, never after it: its references are the loop's own.  */
      if (flow_bb_inside_loop_p (loop, bb)
	  || (scop->copy && flow_bb_inside_loop_p (scop->copy, bb)))
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (is_gimple_debug (stmt) || gimple_clobber_p (stmt))
	    continue;
	  struct walk_stmt_info wi;
	  memset (&wi, 0, sizeof wi);
	  wi.info = decl;
	  if (walk_gimple_op (stmt, lr_find_decl, &wi))
	    return true;
	}
    }
  return false;
}

/* The declaration that the base object OBJECT names, or NULL.  */

static tree
lr_object_decl (tree object)
{
  if (DECL_P (object))
    return object;
  if (TREE_CODE (object) == MEM_REF
      && TREE_CODE (TREE_OPERAND (object, 0)) == ADDR_EXPR
      && DECL_P (TREE_OPERAND (TREE_OPERAND (object, 0), 0)))
    return TREE_OPERAND (TREE_OPERAND (object, 0), 0);
  return NULL_TREE;
}

static bool lr_index_aff (lr_scop *, lr_stmt *, tree, lr_aff *, int);

/* The subscript value E of ST defined by the conversion DEF, as AFF.  A
   conversion that may change the value (narrowing, or a change of sign)
   records that the value must fit.  */

static bool
lr_index_conversion (lr_scop *scop, lr_stmt *st, tree e, gassign *def,
		     lr_aff *aff, int depth)
{
  tree type = TREE_TYPE (e);
  tree op0 = gimple_assign_rhs1 (def);
  tree from = TREE_TYPE (op0);
  if (!INTEGRAL_TYPE_P (from))
    return false;
  lr_aff inner;
  if (!lr_index_aff (scop, st, op0, &inner, depth + 1))
    return false;
  if (TYPE_PRECISION (from) > TYPE_PRECISION (type)
      || (TYPE_PRECISION (from) == TYPE_PRECISION (type)
	  && TYPE_UNSIGNED (from) != TYPE_UNSIGNED (type)))
    {
      if (TYPE_PRECISION (type) > 63)
	return false;
      lr_add_disjunct (&st->range_checks,
		       lr_out_of_range (lr_aff_string (inner), type));
    }
  *aff = inner;
  return true;
}

/* The subscript value E of ST defined by DEF, signed arithmetic, as AFF.  */

static bool
lr_index_arith (lr_scop *scop, lr_stmt *st, tree e, gassign *def,
		lr_aff *aff, int depth)
{
  enum tree_code code = gimple_assign_rhs_code (def);
  tree op0 = gimple_assign_rhs1 (def), op1 = gimple_assign_rhs2 (def);
  lr_aff a, b;
  switch (code)
    {
    case SSA_NAME:
      return lr_index_aff (scop, st, op0, aff, depth + 1);
    case NEGATE_EXPR:
      if (!lr_index_aff (scop, st, op0, &a, depth + 1))
	return false;
      lr_aff_add_scaled (aff, a, -1);
      return true;
    case PLUS_EXPR:
    case MINUS_EXPR:
      if (!lr_index_aff (scop, st, op0, &a, depth + 1)
	  || !lr_index_aff (scop, st, op1, &b, depth + 1))
	return false;
      lr_aff_add_scaled (aff, a, 1);
      lr_aff_add_scaled (aff, b, code == PLUS_EXPR ? 1 : -1);
      return lr_small_p (aff->cst);
    case MULT_EXPR:
      {
	if (TREE_CODE (op0) == INTEGER_CST)
	  std::swap (op0, op1);
	if (TREE_CODE (op1) != INTEGER_CST || !tree_fits_shwi_p (op1)
	    || !lr_small_p (tree_to_shwi (op1))
	    || !lr_index_aff (scop, st, op0, &a, depth + 1))
	  return false;
	HOST_WIDE_INT k = tree_to_shwi (op1);
	if (!lr_small_p (a.cst * k))
	  return false;
	lr_aff_add_scaled (aff, a, k);
	return true;
      }
    default:
      return lr_expr_aff (scop, st->loops.last (), e, gimple_bb (st->stmt),
			  aff);
    }
}

/* The value of the subscript E of a reference of statement ST, as an
   affine expression, when the scalar evolution of E is not known.  GCC's
   scalar evolutions give up on a narrowing conversion of an induction
   variable, which Graphite's code generation produces for every
   subscript ((int) of a 128-bit counter).  Follow the definitions through
   additions, constant multiplications and conversions down to values
   whose evolution is known; a narrowing conversion keeps the value when
   it fits the narrower type, which is recorded in ST->range_checks and
   proved on the domain once the model is built.  Signed arithmetic only
   (its overflow is undefined, so the mathematical value is the value).  */

static bool
lr_index_aff (lr_scop *scop, lr_stmt *st, tree e, lr_aff *aff, int depth)
{
  basic_block bb = gimple_bb (st->stmt);
  if (TREE_CODE (e) == INTEGER_CST)
    return lr_add_chrec (scop, e, 1, bb, aff);
  if (TREE_CODE (e) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (e))
      || depth > 16)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (e);
  if (!is_gimple_assign (def) || !gimple_bb (def)
      || !flow_bb_inside_loop_p (scop->loop, gimple_bb (def)))
    return lr_expr_aff (scop, st->loops.last (), e, bb, aff);
  gassign *assign = as_a<gassign *> (def);
  if (CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (assign)))
    return lr_index_conversion (scop, st, e, assign, aff, depth);
  tree type = TREE_TYPE (e);
  if (TYPE_UNSIGNED (type) || !TYPE_OVERFLOW_UNDEFINED (type))
    return lr_expr_aff (scop, st->loops.last (), e, bb, aff);
  return lr_index_arith (scop, st, e, assign, aff, depth);
}

/* The I-th subscript of REF counted from the innermost, as GCC's data
   references order their access functions, when REF is a chain of array
   references to a declaration with zero low bounds; else NULL.  */

static tree
lr_array_index (tree ref, unsigned i, unsigned nfns)
{
  unsigned n = 0;
  tree t;
  for (t = ref; TREE_CODE (t) == ARRAY_REF; t = TREE_OPERAND (t, 0))
    {
      if (!integer_zerop (array_ref_low_bound (t)))
	return NULL_TREE;
      n++;
    }
  if (!DECL_P (t) || n != nfns)
    return NULL_TREE;
  t = ref;
  for (unsigned k = 0; k < i; k++)
    t = TREE_OPERAND (t, 0);
  return TREE_OPERAND (t, 1);
}

/* The refusal for two base pointers P and Q that may alias.  */

const char *
lr_possible_alias (tree p, tree q)
{
  return lr_reason ("possible alias between %s and %s (not restrict-"
		    "qualified, not distinct objects)",
		    lr_tree_name (p).c_str (), lr_tree_name (q).c_str ());
}

/* Whether the base pointers P and Q, which may alias, can be told apart
   by a run-time overlap check: before versioning any pair of pointers,
   after it only the pairs the check covers.  */

static bool
lr_checkable_pair_p (const lr_scop *scop, tree p, tree q)
{
  if (!scop->versioned)
    return true;
  for (auto &pq : scop->checked)
    if ((operand_equal_p (pq.first, p, 0) && operand_equal_p (pq.second, q, 0))
	|| (operand_equal_p (pq.first, q, 0)
	    && operand_equal_p (pq.second, p, 0)))
      return true;
  return false;
}

/* The base of OBJECT (a declaration DECL, or a base pointer when DECL is
   NULL) with NSUBS subscripts and elements of SIZE bytes (NULL for a byte
   range of a call), created when new after checking that it cannot alias
   the others.  */

static const char *
lr_find_base (lr_scop *scop, tree object, tree decl, unsigned nsubs,
	      tree size, lr_base **found)
{
  lr_base *base = NULL;
  for (lr_base *b : scop->bases)
    if (operand_equal_p (b->object, object, 0)
	|| (decl && b->decl == decl && b->range_object))
      base = b;
  if (base && base->range_object && decl)
    {
      /* First seen through a call's range: the references name it.  */
      base->object = object;
      base->range_object = false;
    }
  if (base && !base->ref_size)
    /* So far only byte ranges (memset, memcpy).  */
    base->ref_size = size;
  if (base && size
      && ((decl && base->nsubs != nsubs)
	  || !operand_equal_p (base->ref_size, size, 0)))
    return lr_reason ("incompatible accesses to %s",
		      lr_tree_name (object).c_str ());
  if (!base)
    {
      if (size
	  && (TREE_CODE (size) != INTEGER_CST || integer_zerop (size)))
	return lr_reason ("access of variable size to %s",
			  lr_tree_name (object).c_str ());
      auto_vec<lr_base *> overlapping;
      for (lr_base *b : scop->bases)
	{
	  if (b->decl && decl)
	    {
	      if (b->decl == decl)
		return lr_reason ("incompatible accesses to %s",
				  lr_tree_name (decl).c_str ());
	      continue;
	    }
	  tree p = decl ? build_fold_addr_expr (decl) : object;
	  tree q = b->decl ? build_fold_addr_expr (b->decl) : b->object;
	  if (!ptr_derefs_may_alias_p (p, q))
	    continue;
	  if (decl || b->decl || !lr_checkable_pair_p (scop, object, b->object))
	    return lr_possible_alias (object, b->object);
	  overlapping.safe_push (b);
	}
      base = new lr_base ();
      base->id = scop->bases.length ();
      base->object = object;
      base->decl = decl;
      base->nsubs = nsubs;
      base->ref_size = size;
      base->live_out = !decl || lr_decl_live_out_p (scop, decl);
      base->conflict = false;
      base->name = "A" + std::to_string (base->id);
      scop->bases.safe_push (base);
      for (lr_base *b : overlapping)
	scop->may_overlap.push_back (std::make_pair (base, b));
    }
  *found = base;
  return NULL;
}

static void
lr_push_access (lr_scop *scop, lr_stmt *st, lr_base *base, tree ref,
		bool write, const std::string &cell)
{
  lr_access *acc = new lr_access ();
  acc->st = st;
  acc->base = base;
  acc->write = write;
  acc->ref = ref;
  acc->cell = cell;
  scop->accesses.safe_push (acc);
}

/* Record the access of ST to REF through a pointer: its cell comes from
   the scalar evolution of its address (liverange-address.cc), once all
   accesses to the base are known.  */

static const char *
lr_add_pointer_access (lr_scop *scop, lr_stmt *st, tree ref, bool write)
{
  if (TREE_CODE (ref) == BIT_FIELD_REF
      || (TREE_CODE (ref) == COMPONENT_REF
	  && DECL_BIT_FIELD (TREE_OPERAND (ref, 1))))
    return lr_reason ("bit-field access %s", lr_tree_name (ref).c_str ());
  lr_offset offset;
  tree pointer;
  if (!lr_address_offset (scop, st, build_fold_addr_expr (ref), &offset,
			  &pointer))
    return lr_reason ("non-affine access %s", lr_tree_name (ref).c_str ());
  lr_base *base;
  const char *why = lr_find_base (scop, pointer, NULL_TREE, 0,
				  TYPE_SIZE_UNIT (TREE_TYPE (ref)), &base);
  if (why)
    return why;
  lr_push_access (scop, st, base, ref, write, "");
  scop->accesses.last ()->offset = offset;
  return NULL;
}

/* Whether S is a call that writes (and reads) known ranges of memory:
   the memset and memcpy calls that loop distribution makes of loops.  */

static bool
lr_range_call_p (gimple *s)
{
  return (gimple_call_builtin_p (s, BUILT_IN_MEMSET)
	  || gimple_call_builtin_p (s, BUILT_IN_MEMCPY));
}

/* Record the byte range of LEN bytes at PTR that ST writes or reads.  */

static const char *
lr_add_range (lr_scop *scop, lr_stmt *st, tree ptr, const lr_aff &len,
	      bool write)
{
  lr_offset offset;
  tree pointer;
  if (!lr_address_offset (scop, st, ptr, &offset, &pointer))
    return lr_reason ("non-affine address %s in a call",
		      lr_tree_name (ptr).c_str ());
  /* Elements of the type the pointer points to (rows of double: double),
     else bytes.  */
  tree elem = POINTER_TYPE_P (TREE_TYPE (ptr)) ? TREE_TYPE (TREE_TYPE (ptr))
						: NULL_TREE;
  while (elem && TREE_CODE (elem) == ARRAY_TYPE)
    elem = TREE_TYPE (elem);
  tree size = elem && COMPLETE_TYPE_P (elem) ? TYPE_SIZE_UNIT (elem) : NULL;
  if (size && (TREE_CODE (size) != INTEGER_CST || integer_zerop (size)))
    size = NULL_TREE;
  /* A one-dimensional array declared here (an accumulator row zeroed
     by a memset): the same cells as its element references.  */
  tree decl = (TREE_CODE (pointer) == ADDR_EXPR
	       ? TREE_OPERAND (pointer, 0) : NULL_TREE);
  if (!decl || !VAR_P (decl) || TREE_CODE (TREE_TYPE (decl)) != ARRAY_TYPE
      || TREE_CODE (TREE_TYPE (TREE_TYPE (decl))) == ARRAY_TYPE || !size
      || !operand_equal_p (TYPE_SIZE_UNIT (TREE_TYPE (TREE_TYPE (decl))),
			   size, 0))
    decl = NULL_TREE;
  lr_base *base = NULL;
  for (lr_base *b : scop->bases)
    if (decl && b->decl == decl)
      base = b;
  if (base && (base->nsubs != 1
	       || !operand_equal_p (base->ref_size, size, 0)))
    return lr_reason ("incompatible accesses to %s",
		      lr_tree_name (decl).c_str ());
  const char *why = NULL;
  if (!base)
    why = lr_find_base (scop, decl ? decl : pointer, decl, decl ? 1 : 0, size,
			&base);
  if (why)
    return why;
  if (decl)
    base->range_object = true;
  lr_push_access (scop, st, base, ptr, write, "");
  lr_access *acc = scop->accesses.last ();
  acc->offset = offset;
  acc->range = true;
  acc->range_bytes = len;
  return decl ? lr_decl_range_cell (acc, tree_to_shwi (size)) : NULL;
}

/* Record the ranges that the memset or memcpy CALL of ST writes and
   reads.  */

static const char *
lr_add_range_accesses (lr_scop *scop, lr_stmt *st, gcall *call)
{
  /* Loop distribution computes the length in unsigned arithmetic
     (((sizetype) ((unsigned) n - 1) + 1) * 8): exact where the domain
     keeps it in range, which is checked with the subscripts.  */
  lr_aff len;
  lr_obligations = &st->range_checks;
  lr_checked_type = NULL_TREE;
  bool ok = lr_value_aff (scop, st->loops.last (), gimple_call_arg (call, 2),
			  gimple_bb (call), &len);
  lr_obligations = NULL;
  if (!ok)
    return lr_reason ("call to %s with a non-affine length",
		      lr_tree_name (gimple_call_fndecl (call)).c_str ());
  const char *why = lr_add_range (scop, st, gimple_call_arg (call, 0), len,
				  true);
  if (!why && gimple_call_builtin_p (call, BUILT_IN_MEMCPY))
    why = lr_add_range (scop, st, gimple_call_arg (call, 1), len, false);
  return why;
}

/* Record the access of ST to REF.  */

static const char *
lr_add_access (lr_scop *scop, lr_stmt *st, tree ref, bool write)
{
  if (TREE_THIS_VOLATILE (ref))
    return "volatile access";
  class loop *sloop = st->loops.last ();
  data_reference_p dr
    = create_data_ref (loop_preheader_edge (scop->loop), sloop, ref, st->stmt,
		       !write, false);
  tree object = dr ? DR_BASE_OBJECT (dr) : NULL_TREE;
  tree decl = object ? lr_object_decl (object) : NULL_TREE;
  if (!decl)
    {
      if (dr)
	free_data_ref (dr);
      return lr_add_pointer_access (scop, st, ref, write);
    }

  /* The subscripts in source order: the data reference lists them from
     the innermost.  Conditions for wrapping arithmetic go with the
     statement's other range checks.  */
  lr_obligations = &st->range_checks;
  lr_checked_type = NULL_TREE;
  std::string cell;
  unsigned i;
  tree fn;
  unsigned nfns = DR_ACCESS_FNS (dr).length ();
  FOR_EACH_VEC_ELT (DR_ACCESS_FNS (dr), i, fn)
    {
      lr_aff aff;
      tree index = NULL_TREE;
      if (!lr_add_chrec (scop, fn, 1, gimple_bb (st->stmt), &aff)
	  && (aff = lr_aff (), true)
	  && (!(index = lr_array_index (ref, i, nfns))
	      || !lr_index_aff (scop, st, index, &aff, 0)))
	{
	  if (dump_file)
	    {
	      fprintf (dump_file, "access function %u of ", i);
	      print_generic_expr (dump_file, ref, TDF_NONE);
	      fprintf (dump_file, ": ");
	      print_generic_expr (dump_file, fn, TDF_NONE);
	      fprintf (dump_file, "\n");
	    }
	  lr_obligations = NULL;
	  free_data_ref (dr);
	  return lr_reason ("non-affine access %s", lr_tree_name (ref).c_str ());
	}
      cell = lr_aff_string (aff) + (i ? ", " : "") + cell;
    }
  cell = "[" + cell + "]";
  lr_obligations = NULL;
  free_data_ref (dr);

  lr_base *base;
  const char *why = lr_find_base (scop, object, decl, nfns,
				  TYPE_SIZE_UNIT (TREE_TYPE (ref)), &base);
  if (why)
    return why;
  lr_push_access (scop, st, base, ref, write, cell);
  return NULL;
}

/* The ISL constraint "SA <CODE> SB", or "" for another code.  */

static std::string
lr_comparison (enum tree_code code, const std::string &sa,
	       const std::string &sb)
{
  switch (code)
    {
    case LT_EXPR: return sa + " < " + sb;
    case LE_EXPR: return sa + " <= " + sb;
    case GT_EXPR: return sa + " > " + sb;
    case GE_EXPR: return sa + " >= " + sb;
    case EQ_EXPR: return sa + " = " + sb;
    case NE_EXPR: return "(" + sa + " < " + sb + " or " + sa + " > " + sb + ")";
    default: return "";
    }
}

/* The constraint "0 <= C <= niter" for loop L, whose number of latch
   executions is evaluated in EVAL_LOOP at block BB.  GCC folds the case
   of a loop entered with a bound below its start into the count, as
   MAX_EXPR <bound - start, 0> (a triangular loop j = i .. M-1 gives
   MAX_EXPR <M - 1 - i, 0>); the maximum becomes a disjunction of affine
   bounds.  */

static bool
lr_niter_affs (lr_scop *scop, class loop *eval_loop, tree niter,
	       basic_block bb, std::string *bound)
{
  /* Conversions that keep every value of a count: widening, or a change
     of signedness at the same precision (counts are non-negative).  */
  while (CONVERT_EXPR_P (niter)
	 && INTEGRAL_TYPE_P (TREE_TYPE (niter))
	 && INTEGRAL_TYPE_P (TREE_TYPE (TREE_OPERAND (niter, 0)))
	 && (TYPE_PRECISION (TREE_TYPE (TREE_OPERAND (niter, 0)))
	     <= TYPE_PRECISION (TREE_TYPE (niter))))
    niter = TREE_OPERAND (niter, 0);
  if (TREE_CODE (niter) == MAX_EXPR)
    {
      std::string a, b;
      if (!lr_niter_affs (scop, eval_loop, TREE_OPERAND (niter, 0), bb, &a)
	  || !lr_niter_affs (scop, eval_loop, TREE_OPERAND (niter, 1), bb, &b))
	return false;
      *bound = a + " or " + b;
      return true;
    }
  lr_aff aff;
  lr_bound_mode = true;
  bool ok = lr_expr_aff (scop, eval_loop, niter, bb, &aff);
  lr_bound_mode = false;
  if (ok)
    *bound = "C <= " + lr_aff_string (aff);
  return ok;
}

static bool
lr_loop_bound (lr_scop *scop, class loop *l, class loop *eval_loop,
	       basic_block bb, const std::string &c, std::string *constraint)
{
  tree niter = number_of_latch_executions (l);
  std::string bound;
  if (!niter || chrec_contains_undetermined (niter)
      || !lr_niter_affs (scop, eval_loop, niter, bb, &bound))
    {
      if (dump_file && niter)
	{
	  fprintf (dump_file, "number of iterations of loop %d: ", l->num);
	  print_generic_expr (dump_file, niter, TDF_NONE);
	  fprintf (dump_file, "\n");
	}
      return false;
    }
  /* Replace the placeholder by the counter.  */
  std::string b;
  for (char ch : bound)
    if (ch == 'C')
      b += c;
    else
      b += ch;
  *constraint = "0 <= " + c + " and (" + b + ")";
  return true;
}

/* The constraints "0 <= ci <= niter" of the loops around BB and the
   conditions of the branches that decide whether BB executes.  */

static const char *
lr_block_domain (lr_scop *scop, basic_block bb, vec<class loop *> &chain,
		 std::string *dom)
{
  for (unsigned i = 0; i < chain.length (); i++)
    {
      class loop *l = chain[i];
      std::string c = "c" + std::to_string (i), constraint;
      if (!lr_loop_bound (scop, l, i ? loop_outer (l) : l,
			  i ? l->header : loop_preheader_edge (l)->src, c,
			  &constraint))
	return lr_reason ("number of iterations of loop %d is not affine",
			  l->num);
      if (!dom->empty ())
	*dom += " and ";
      *dom += constraint;
    }

  for (basic_block d = bb; d != scop->loop->header;)
    {
      basic_block idom = get_immediate_dominator (CDI_DOMINATORS, d);
      d = idom;
      gimple *last = last_stmt (idom);
      if (!last || gimple_code (last) != GIMPLE_COND)
	continue;
      edge e, taken = NULL;
      edge_iterator ei;
      bool exit_test = false;
      FOR_EACH_EDGE (e, ei, idom->succs)
	{
	  if (loop_exit_edge_p (idom->loop_father, e))
	    exit_test = true;
	  if (single_pred_p (e->dest)
	      && dominated_by_p (CDI_DOMINATORS, bb, e->dest))
	    taken = e;
	}
      if (exit_test || !taken)
	continue;
      gcond *cond = as_a<gcond *> (last);
      tree lhs = gimple_cond_lhs (cond), rhs = gimple_cond_rhs (cond);
      enum tree_code code = gimple_cond_code (cond);
      if (taken->flags & EDGE_FALSE_VALUE)
	code = invert_tree_comparison (code, false);
      /* "if (_5 != 0)" with _5 = a < b: the comparison itself.  */
      if ((code == NE_EXPR || code == EQ_EXPR) && integer_zerop (rhs)
	  && TREE_CODE (lhs) == SSA_NAME
	  && is_gimple_assign (SSA_NAME_DEF_STMT (lhs))
	  && (TREE_CODE_CLASS (gimple_assign_rhs_code (SSA_NAME_DEF_STMT (lhs)))
	      == tcc_comparison))
	{
	  gimple *def = SSA_NAME_DEF_STMT (lhs);
	  enum tree_code inner = gimple_assign_rhs_code (def);
	  if (code == EQ_EXPR)
	    inner = invert_tree_comparison (inner, false);
	  if (inner == ERROR_MARK)
	    return "non-affine condition";
	  code = inner;
	  lhs = gimple_assign_rhs1 (def);
	  rhs = gimple_assign_rhs2 (def);
	}
      lr_aff a, b;
      if (!INTEGRAL_TYPE_P (TREE_TYPE (lhs)) || TYPE_UNSIGNED (TREE_TYPE (lhs))
	  || !lr_expr_aff (scop, idom->loop_father, lhs, bb, &a)
	  || !lr_expr_aff (scop, idom->loop_father, rhs, bb, &b))
	return "non-affine condition";
      std::string c
	= lr_comparison (code, lr_aff_string (a), lr_aff_string (b));
      if (c.empty ())
	return "non-affine condition";
      *dom += " and " + c;
    }
  return NULL;
}

/* The domains give every block of a loop the iterations 0 .. niter, which
   is right for the blocks before the exit test; a block after it (in the
   iteration, not merely the empty latch) runs one time less.  A read
   there gains one instance that never runs, which can only add
   dependences (PRE puts loads there); a write that never runs could hide
   the true source of a read, so writes there are refused.  */

static const char *
lr_after_exit_test (basic_block bb, vec<class loop *> &chain)
{
  for (class loop *l : chain)
    {
      edge exit = single_exit (l);
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, exit->src->succs)
	if (e != exit && e->dest != l->header
	    && flow_bb_inside_loop_p (l, e->dest)
	    && dominated_by_p (CDI_DOMINATORS, bb, e->dest))
	  return lr_reason ("loop %d writes memory after its exit test",
			    l->num);
    }
  return NULL;
}

/* Check the scalar (SSA) side of the loop: every value carried from one
   iteration to the next must be an induction variable; values used after
   the loop are recorded.  */

static const char *
lr_check_scalars (lr_scop *scop)
{
  class loop *loop = scop->loop;
  for (gphi_iterator gsi = gsi_start_phis (loop->header); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gphi *phi = gsi.phi ();
      tree res = gimple_phi_result (phi);
      if (virtual_operand_p (res))
	continue;
      affine_iv iv;
      if (!simple_iv (loop, loop, res, &iv, true)
	  || TREE_CODE (iv.step) != INTEGER_CST)
	return lr_reason ("loop-carried scalar %s (a recurrence or a reduction,"
			  " left to parloops)",
			  lr_tree_name (res).c_str ());
    }
  edge exit = single_exit (loop);
  for (gphi_iterator gsi = gsi_start_phis (exit->dest); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gphi *phi = gsi.phi ();
      tree val = PHI_ARG_DEF_FROM_EDGE (phi, exit);
      if (virtual_operand_p (gimple_phi_result (phi))
	  || TREE_CODE (val) != SSA_NAME)
	continue;
      gimple *def = SSA_NAME_DEF_STMT (val);
      if (!gimple_bb (def) || !flow_bb_inside_loop_p (loop, gimple_bb (def)))
	continue;
      lr_liveout lo = { phi, val };
      scop->liveouts.safe_push (lo);
    }
  return NULL;
}

/* " and lo <= p <= hi" for every parameter p of an integer type: the
   values its type can hold.  */

static std::string
lr_param_bounds (const lr_scop *scop)
{
  std::string s;
  for (auto &kv : scop->params)
    {
      tree type = TREE_TYPE (kv.second);
      if (!INTEGRAL_TYPE_P (type) || TYPE_PRECISION (type) > 63)
	continue;
      wide_int lo = wi::min_value (TYPE_PRECISION (type), TYPE_SIGN (type));
      wide_int hi = wi::max_value (TYPE_PRECISION (type), TYPE_SIGN (type));
      s += (" and " + std::to_string (lo.to_shwi ()) + " <= " + kv.first
	    + " <= "
	    + std::to_string (TYPE_UNSIGNED (type)
			      ? (HOST_WIDE_INT) hi.to_uhwi () : hi.to_shwi ()));
    }
  return s;
}

/* Every loop of the nest rooted at LOOP has one exit and no irreducible
   region; else why not.  */

static const char *
lr_check_nest_shape (class loop *loop)
{
  auto_vec<class loop *> nest;
  nest.safe_push (loop);
  for (unsigned i = 0; i < nest.length (); i++)
    {
      class loop *l = nest[i];
      if (!single_exit (l))
	return lr_reason ("loop %d has more than one exit", l->num);
      for (class loop *inner = l->inner; inner; inner = inner->next)
	nest.safe_push (inner);
    }
  basic_block *bbs = get_loop_body (loop);
  bool irreducible = false;
  for (unsigned i = 0; i < loop->num_nodes; i++)
    if (bbs[i]->flags & BB_IRREDUCIBLE_LOOP)
      irreducible = true;
  free (bbs);
  return irreducible ? "irreducible control flow" : NULL;
}

/* Whether statement S is part of the model (it touches memory); *WHY is
   set when it cannot be.  */

static bool
lr_memory_stmt_p (gimple *s, const char **why)
{
  *why = NULL;
  if (is_gimple_debug (s) || gimple_clobber_p (s)
      || gimple_code (s) == GIMPLE_LABEL || gimple_code (s) == GIMPLE_NOP
      || gimple_code (s) == GIMPLE_COND)
    return false;
  if (!gimple_vuse (s))
    {
      /* No memory: an operation on registers, or a call to a function
	 without side effects.  */
      if (!(gimple_code (s) == GIMPLE_ASSIGN
	    || (is_gimple_call (s) && !gimple_has_side_effects (s))))
	*why = lr_reason ("statement %s", gimple_code_name[gimple_code (s)]);
      return false;
    }
  if (gimple_has_volatile_ops (s))
    *why = "volatile access";
  else if (gimple_code (s) == GIMPLE_ASSIGN || lr_range_call_p (s))
    return true;
  else if (is_gimple_call (s))
    {
      tree fn = gimple_call_fndecl (s);
      *why = lr_reason ("call to %s",
			fn ? lr_tree_name (fn).c_str () : "a function");
    }
  else
    *why = lr_reason ("statement %s", gimple_code_name[gimple_code (s)]);
  return false;
}

/* A new polyhedral statement for S in block BB, inside the loops CHAIN,
   with domain DOM; its schedule position from the orders of the loop
   bodies.  */

static lr_stmt *
lr_new_stmt (lr_scop *scop, gimple *s, basic_block bb,
	     const vec<class loop *> &chain, const std::string &dom,
	     lr_pos_map *block_pos, lr_pos_map *loop_pos, const char **why)
{
  lr_stmt *st = new lr_stmt ();
  st->id = scop->stmts.length ();
  st->stmt = s;
  st->loops.safe_splice (chain);
  st->domain = dom;
  for (unsigned i = 0; i < chain.length (); i++)
    {
      int *p = (i + 1 < chain.length () ? loop_pos->get (chain[i + 1]->num)
					: block_pos->get (bb->index));
      st->pos.safe_push (p ? *p : -1);
      if (!p)
	*why = "block not reached from the loop header";
    }
  /* The index of the statement in its block.  */
  int idx = 0;
  for (gimple_stmt_iterator g = gsi_start_bb (bb); gsi_stmt (g) != s;
       gsi_next (&g))
    idx++;
  st->pos.safe_push (idx);
  scop->stmts.safe_push (st);
  return st;
}

/* Record the memory accesses of ST; AFTER_EXIT says why its block may
   not write (see lr_after_exit_test).  */

static const char *
lr_add_stmt_accesses (lr_scop *scop, lr_stmt *st, const char *after_exit)
{
  gimple *s = st->stmt;
  if (gimple_vdef (s) && after_exit)
    return after_exit;
  if (is_gimple_call (s))
    return lr_add_range_accesses (scop, st, as_a<gcall *> (s));
  const char *why = NULL;
  if (gimple_vdef (s))
    why = lr_add_access (scop, st, gimple_assign_lhs (s), true);
  if (!why && gimple_assign_single_p (s))
    {
      tree rhs = gimple_assign_rhs1 (s);
      if (REFERENCE_CLASS_P (rhs) || DECL_P (rhs))
	why = lr_add_access (scop, st, rhs, false);
    }
  if (!why && !gimple_vdef (s) && !gimple_assign_single_p (s))
    why = "unexpected memory operand";
  return why;
}

/* The statements of the nest and their accesses; *WIDTH is the length of
   the longest schedule.  */

static const char *
lr_collect_stmts (lr_scop *scop, unsigned *width)
{
  class loop *loop = scop->loop;
  lr_pos_map block_pos, loop_pos;
  lr_order_loop (loop, &block_pos, &loop_pos);
  basic_block *body = get_loop_body_in_dom_order (loop);
  const char *why = NULL;
  for (unsigned b = 0; b < loop->num_nodes && !why; b++)
    {
      basic_block bb = body[b];
      auto_vec<class loop *> chain;
      lr_loop_chain (scop, bb->loop_father, &chain);
      std::string dom;
      bool any = false;
      const char *after_exit = NULL;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
	   !gsi_end_p (gsi) && !why; gsi_next (&gsi))
	{
	  gimple *s = gsi_stmt (gsi);
	  if (!lr_memory_stmt_p (s, &why))
	    continue;
	  if (!any)
	    {
	      after_exit = lr_after_exit_test (bb, chain);
	      why = lr_block_domain (scop, bb, chain, &dom);
	      if (why)
		break;
	      any = true;
	    }
	  lr_stmt *st = lr_new_stmt (scop, s, bb, chain, dom, &block_pos,
				     &loop_pos, &why);
	  *width = MAX (*width, 2 * chain.length () + 1);
	  if (!why)
	    why = lr_add_stmt_accesses (scop, st, after_exit);
	}
    }
  free (body);
  return why;
}

/* The ISL texts of the domain, schedule, reads and writes.  */

static void
lr_model_texts (lr_scop *scop, unsigned width, std::string *dom,
		std::string *sched, std::string *rd, std::string *wr)
{
  std::string params = lr_params_string (scop) + " -> { ";
  *dom = *sched = *rd = *wr = params;
  bool first_r = true, first_w = true;
  for (unsigned i = 0; i < scop->stmts.length (); i++)
    {
      lr_stmt *st = scop->stmts[i];
      std::string tuple = lr_tuple (st, st->loops.length ());
      if (i)
	{
	  *dom += "; ";
	  *sched += "; ";
	}
      *dom += tuple + " : " + st->domain;
      std::string s = "[";
      unsigned n = 0;
      for (unsigned d = 0; d < st->loops.length (); d++, n += 2)
	s += "c" + std::to_string (d) + ", " + std::to_string (st->pos[d]) + ", ";
      s += std::to_string (st->pos.last ());
      for (n++; n < width; n++)
	s += ", 0";
      *sched += tuple + " -> " + s + "]";
      for (lr_access *acc : scop->accesses)
	if (acc->st == st)
	  {
	    std::string &u = acc->write ? *wr : *rd;
	    bool &first = acc->write ? first_w : first_r;
	    if (!first)
	      u += "; ";
	    first = false;
	    u += tuple + " -> " + acc->base->name + acc->cell;
	  }
    }
  *dom += " }";
  *sched += " }";
  *rd += " }";
  *wr += " }";
}

/* The conditions under which the subscripts are exact (narrowing
   conversions keep their values, row indices stay within their rows)
   hold on every statement's domain; else why not.  */

static const char *
lr_check_ranges (lr_scop *scop)
{
  for (lr_stmt *st : scop->stmts)
    {
      if (st->range_checks.empty ())
	continue;
      std::string bad = (lr_params_string (scop) + " -> { "
			 + lr_tuple (st, st->loops.length ()) + " : "
			 + st->domain + lr_param_bounds (scop) + " and ("
			 + st->range_checks + ") }");
      isl_union_set *b = isl_union_set_read_from_str (scop->ctx, bad.c_str ());
      bool empty = b && isl_union_set_is_empty (b) == isl_bool_true;
      isl_union_set_free (b);
      if (!empty)
	{
	  if (dump_file)
	    fprintf (dump_file, "subscripts out of range: %s\n", bad.c_str ());
	  return lr_reason ("non-affine access in %s (a subscript may wrap "
			    "around its type)",
			    lr_stmt_name (st).c_str ());
	}
    }
  return NULL;
}

/* Build the model of the nest rooted at SCOP->loop.  Return NULL, or why
   the nest cannot be modelled.  */

const char *
lr_build_scop (lr_scop *scop)
{
  class loop *loop = scop->loop;
  scop->ctx = NULL;
  scop->domain = NULL;
  scop->schedule = scop->reads = scop->writes = scop->flow = NULL;
  scop->no_source = NULL;

  if (!loops_state_satisfies_p (LOOP_CLOSED_SSA))
    return "not in loop-closed SSA form";
  const char *why = lr_check_nest_shape (loop);
  if (!why)
    why = lr_check_scalars (scop);
  unsigned width = 0;
  if (!why)
    why = lr_collect_stmts (scop, &width);
  if (!why)
    why = lr_pointer_cells (scop);
  if (why)
    return why;

  /* The loop alone.  */
  std::string constraint;
  if (!lr_loop_bound (scop, loop, loop, loop_preheader_edge (loop)->src,
		      "c0", &constraint))
    return "number of iterations is not affine";
  scop->loop_domain
    = lr_params_string (scop) + " -> { [c0] : " + constraint + " }";

  std::string dom, sched, rd, wr;
  lr_model_texts (scop, width, &dom, &sched, &rd, &wr);
  scop->ctx = isl_ctx_alloc ();
  isl_options_set_on_error (scop->ctx, ISL_ON_ERROR_CONTINUE);
  scop->domain = isl_union_set_read_from_str (scop->ctx, dom.c_str ());
  isl_union_map *s = isl_union_map_read_from_str (scop->ctx, sched.c_str ());
  isl_union_map *r = isl_union_map_read_from_str (scop->ctx, rd.c_str ());
  isl_union_map *w = isl_union_map_read_from_str (scop->ctx, wr.c_str ());
  if (!scop->domain || !s || !r || !w)
    {
      if (dump_file)
	fprintf (dump_file, "ISL could not read the model:\n%s\n%s\n%s\n%s\n",
		 dom.c_str (), sched.c_str (), rd.c_str (), wr.c_str ());
      why = "internal: model not representable";
    }
  else
    why = lr_check_ranges (scop);
  if (why)
    {
      isl_union_map_free (s);
      isl_union_map_free (r);
      isl_union_map_free (w);
      return why;
    }
  isl_union_set *d = scop->domain;
  scop->schedule = isl_union_map_intersect_domain (s, isl_union_set_copy (d));
  scop->reads = isl_union_map_intersect_domain (r, isl_union_set_copy (d));
  scop->writes = isl_union_map_intersect_domain (w, isl_union_set_copy (d));
  return NULL;
}

void
lr_free_scop (lr_scop *scop)
{
  for (lr_stmt *st : scop->stmts)
    delete st;
  for (lr_access *acc : scop->accesses)
    delete acc;
  for (lr_base *b : scop->bases)
    delete b;
  if (scop->ctx)
    {
      isl_union_set_free (scop->domain);
      isl_union_map_free (scop->schedule);
      isl_union_map_free (scop->reads);
      isl_union_map_free (scop->writes);
      isl_union_map_free (scop->flow);
      isl_union_map_free (scop->no_source);
      isl_ctx_free (scop->ctx);
    }
}
