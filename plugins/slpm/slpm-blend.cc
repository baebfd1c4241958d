/* SLP-M vector emission, the analysis: store groups GCC 12's SLP cannot
   represent, computed as vector statements by slpm-emit.cc.

   Two kinds of chunks come here from the driver (slpm-groups.cc, through
   slpm_emit_vector):

   * two-opcode chunks: the lane trees have the same shape, but at some
     node the lanes use two different binary operations (b*c against
     b-c).  GCC 12 blends only PLUS against MINUS; here both operations
     are computed on all lanes and one VEC_PERM_EXPR with a constant
     selector picks each lane's result (the paper's shuffle transform);
   * the isomorphic halves of a chunk that is not isomorphic as a whole
     (vector-factor halving), inside a loop: GCC's loop vectorizer would
     take the loop and interleave the group, so each half is emitted here
     as vector code of half the width.

   The vector code replaces the group's stores: contiguous vector loads
   and one vector store, placed at the last store of the chunk.  It is
   emitted only when it is exact and when GCC's own cost figures
   (targetm.vectorize.builtin_vectorization_cost) find it cheaper than the
   scalar statements it replaces.  Exactness: the accesses are contiguous
   and nothing between the first access and the last store may conflict
   with the loads or stores moved; a second operation computed on lanes
   that did not compute it must not trap or change the IL's meaning: no
   division, signed overflow avoided by computing in the unsigned type,
   shift counts constant and in range on every lane, floating point only
   without -ftrapping-math (the extra operation could raise flags the
   scalar code does not).  */

#include "slpm-blend.h"
#include "target.h"
#include "cfgloop.h"
#include "tree-data-ref.h"
#include "fold-const.h"
#include "alias.h"
#include "tree-ssa-alias.h"

/* From optabs-query.h, whose generated includes are not installed with
   the plugin headers.  */
extern bool can_vec_perm_const_p (machine_mode, const vec_perm_indices &,
				  bool);

/* GCC's cost figure for KIND on vectors of C's type.  */

static int
vec_cost (blend_chunk *c, enum vect_cost_for_stmt kind)
{
  return targetm.vectorize.builtin_vectorization_cost (kind, c->vectype, -1);
}

static blend_slot *
new_slot (enum slot_kind kind, slpm_node **nodes)
{
  blend_slot *s = (blend_slot *) slpm_alloc (sizeof (blend_slot));
  memset (s, 0, sizeof (*s));
  s->kind = kind;
  s->nodes = nodes;
  return s;
}

static bool
refuse (blend_chunk *c, const char *why)
{
  if (!c->why)
    c->why = why;
  return false;
}

/* Refuse the chunk for a reason that concerns a two-opcode group or a
   half the driver offered (a legality or cost reason, worth a missed
   remark).  */

static bool
refuse_legal (blend_chunk *c, const char *why)
{
  c->legal_refusal = true;
  return refuse (c, why);
}

/* Whether binary CODE, computed in the element type of C on lanes that
   computed the other operation, is exact there: it cannot trap or raise
   a flag the scalar code does not.  Signed overflow is left to
   unsigned_ops_p.  */

static bool
extra_lanes_ok_p (blend_chunk *c, enum tree_code code)
{
  if (FLOAT_TYPE_P (c->elem_type))
    {
      if (flag_trapping_math)
	return refuse_legal (c, "floating-point operations computed on "
			     "extra lanes could raise exception flags "
			     "(-ftrapping-math)");
      if (code == RDIV_EXPR)
	return refuse_legal (c, "a division on extra lanes");
      return true;
    }
  switch (code)
    {
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case BIT_AND_EXPR:
    case BIT_IOR_EXPR:
    case BIT_XOR_EXPR:
    case MIN_EXPR:
    case MAX_EXPR:
    case LSHIFT_EXPR:
    case RSHIFT_EXPR:
      return true;
    case TRUNC_DIV_EXPR:
      return refuse_legal (c, "a division on extra lanes could trap");
    default:
      return refuse (c, "an operation SLP-M does not blend");
    }
}

/* Whether CODE, computed on extra lanes of TYPE, must be computed in the
   unsigned type: it may overflow where the scalar code did not compute
   it, and signed overflow is undefined.  */

static bool
unsigned_ops_p (tree type, enum tree_code code)
{
  if (!INTEGRAL_TYPE_P (type) || !TYPE_OVERFLOW_UNDEFINED (type))
    return false;
  return (code == PLUS_EXPR || code == MINUS_EXPR || code == MULT_EXPR
	  || code == LSHIFT_EXPR);
}

/* The vector type CODE of slot S is computed in.  */

tree
slpm_blend_op_vectype (blend_chunk *c, const blend_slot *s,
		       enum tree_code code)
{
  if (s->kind == SLOT_TWO_OPS && unsigned_ops_p (c->elem_type, code))
    return unsigned_type_for (c->vectype);
  return c->vectype;
}

/* Whether the target computes CODE of slot S in vector registers.  */

static bool
op_supported_p (blend_chunk *c, const blend_slot *s, enum tree_code code)
{
  tree type = slpm_blend_op_vectype (c, s, code);
  enum optab_subtype sub = optab_default;
  if (code == LSHIFT_EXPR || code == RSHIFT_EXPR)
    {
      /* A count the same on every lane stays scalar; where the target
	 shifts vectors only by vectors (NEON), GCC's expander splats it
	 (expand_binop).  */
      if (s->ops[1]->kind == SLOT_COUNT && s->ops[1]->nodes == NULL
	  && target_supports_op_p (type, code, optab_scalar))
	return true;
      sub = optab_vector;
    }
  if (target_supports_op_p (type, code, sub))
    return true;
  return refuse_legal (c, "the target has no vector instruction for an "
		       "operation of the group");
}

/* The shift counts NODES of a shift slot: the same value on every lane
   (kept as a scalar: NODES is cleared), or, when TWO_OPS or when they
   differ, constants that are valid counts on every lane.  */

static blend_slot *
count_slot (blend_chunk *c, slpm_node **nodes, bool two_ops)
{
  blend_slot *s = new_slot (SLOT_COUNT, nodes);
  bool same = true;
  for (unsigned i = 1; i < c->n; i++)
    same &= operand_equal_p (nodes[i]->val, nodes[0]->val, 0);
  if (same && !two_ops)
    {
      s->nodes = NULL;
      s->scalar = nodes[0]->val;
      return s;
    }
  unsigned prec = TYPE_PRECISION (c->elem_type);
  for (unsigned i = 0; i < c->n; i++)
    if (TREE_CODE (nodes[i]->val) != INTEGER_CST
	|| !tree_fits_uhwi_p (nodes[i]->val)
	|| tree_to_uhwi (nodes[i]->val) >= prec)
      {
	refuse_legal (c, "shift counts that are not constants in range on "
		      "every lane");
	return NULL;
      }
  return s;
}

/* Whether the leaves NODES are loads of contiguous elements of C's type,
   in lane order.  */

static bool
contiguous_loads_p (blend_chunk *c, slpm_node **nodes)
{
  HOST_WIDE_INT size = tree_to_shwi (TYPE_SIZE_UNIT (c->elem_type));
  innermost_loop_behavior first = innermost_loop_behavior ();
  for (unsigned i = 0; i < c->n; i++)
    {
      tree ref = nodes[i]->ref;
      if (!nodes[i]->load
	  || !types_compatible_p (TREE_TYPE (ref), c->elem_type))
	return false;
      innermost_loop_behavior drb;
      if (!dr_analyze_innermost (&drb, ref, NULL, nodes[i]->load)
	  || !drb.base_address || !drb.offset || !drb.init
	  || !tree_fits_shwi_p (drb.init))
	return false;
      if (i == 0)
	first = drb;
      else if (!operand_equal_p (drb.base_address, first.base_address, 0)
	       || !operand_equal_p (drb.offset, first.offset, 0)
	       || (tree_to_shwi (drb.init)
		   != tree_to_shwi (first.init) + (HOST_WIDE_INT) i * size))
	return false;
    }
  return true;
}

/* Whether VAL is computed in the loop of the current chunk's block, in
   every iteration anew.  */

static bool
varies_in_loop_p (tree val)
{
  if (TREE_CODE (val) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (val))
    return false;
  basic_block def_bb = gimple_bb (SSA_NAME_DEF_STMT (val));
  return def_bb && loop_outer (def_bb->loop_father) != NULL;
}

/* Whether the leaves NODES are all defined outside the loop of chunk C,
   which has a preheader: their vector is then built there, once (GCC's
   invariant motion leaves such CONSTRUCTORs in the loop).  */

static bool
invariant_leaves_p (blend_chunk *c, slpm_node **nodes)
{
  if (!c->in_loop || !loops_state_satisfies_p (LOOPS_HAVE_PREHEADERS)
      || loops_state_satisfies_p (LOOPS_MAY_HAVE_MULTIPLE_LATCHES))
    return false;
  class loop *loop = gimple_bb ((*c->group)[c->start].store)->loop_father;
  for (unsigned i = 0; i < c->n; i++)
    {
      tree val = nodes[i]->val;
      if (TREE_CODE (val) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (val)
	  && flow_bb_inside_loop_p (loop, gimple_bb (SSA_NAME_DEF_STMT (val))))
	return false;
    }
  return true;
}

/* The slot of the leaves NODES: contiguous loads, one value, constants or
   a vector built from scalars, with their costs.  */

static blend_slot *
leaf_slot (blend_chunk *c, slpm_node **nodes)
{
  bool same = true, consts = true;
  for (unsigned i = 0; i < c->n; i++)
    {
      if (!types_compatible_p (TREE_TYPE (nodes[i]->val), c->elem_type))
	{
	  refuse (c, "a leaf of another type");
	  return NULL;
	}
      same &= operand_equal_p (nodes[i]->val, nodes[0]->val, 0);
      consts &= CONSTANT_CLASS_P (nodes[i]->val);
    }
  /* Constants are loaded once before a loop.  */
  int const_cost = c->in_loop ? 0 : vec_cost (c, vector_load);
  if (contiguous_loads_p (c, nodes))
    {
      for (unsigned i = 0; i < c->n; i++)
	c->loads.safe_push (nodes[i]->load);
      c->scalar_cost += c->n * vec_cost (c, scalar_load);
      c->vector_cost += c->parts * vec_cost (c, unaligned_load);
      return new_slot (SLOT_LOAD, nodes);
    }
  for (unsigned i = 0; i < c->n && c->in_loop; i++)
    c->varying_leaf |= varies_in_loop_p (nodes[i]->val);
  if (consts && !same)
    {
      c->vector_cost += c->parts * const_cost;
      return new_slot (SLOT_CONSTANTS, nodes);
    }
  bool hoist = !consts && invariant_leaves_p (c, nodes);
  blend_slot *s = new_slot (same ? SLOT_SPLAT : SLOT_BUILD, nodes);
  s->hoist = hoist;
  if (consts)
    c->vector_cost += const_cost;
  else if (!hoist)
    c->vector_cost += (same ? vec_cost (c, scalar_to_vec)
		       : c->parts * vec_cost (c, vec_construct));
  return s;
}

static bool
shift_code_p (enum tree_code code)
{
  return code == LSHIFT_EXPR || code == RSHIFT_EXPR;
}

/* The blend selector of two-opcode slot S in vector PART: element I from
   the first result, or from the second (index LANES + I) where its lane
   uses the other operation.  */

vec_perm_indices
slpm_blend_indices (blend_chunk *c, const blend_slot *s, unsigned part)
{
  unsigned m = c->lanes;
  vec_perm_builder sel (m, m, 1);
  for (unsigned i = 0; i < m; i++)
    sel.quick_push (s->alt[part * m + i] ? m + i : i);
  return vec_perm_indices (sel, 2, m);
}

/* Split the interior nodes NODES by operation into S (code, alt_code and
   alt).  Returns false for a shape the emission does not handle.  */

static bool
split_codes (blend_chunk *c, slpm_node **nodes, blend_slot *s)
{
  s->code = nodes[0]->code;
  s->alt_code = ERROR_MARK;
  s->alt = (bool *) slpm_alloc (c->n * sizeof (bool));
  for (unsigned i = 0; i < c->n; i++)
    {
      slpm_node *node = nodes[i];
      if (!node->stmt)
	return refuse (c, "a lane computes where another has a leaf");
      if (CONVERT_EXPR_CODE_P (node->code) || node->virt
	  || !types_compatible_p (slpm_node_type (node), c->elem_type))
	return refuse (c, "a conversion or another type");
      s->alt[i] = node->code != s->code;
      if (!s->alt[i])
	continue;
      if (s->alt_code == ERROR_MARK)
	s->alt_code = node->code;
      if (node->code != s->alt_code)
	return refuse (c, "more than two operations");
      if (node->nops != 2 || nodes[0]->nops != 2)
	return refuse (c, "two operations that are not both binary");
    }
  if (s->alt_code == ERROR_MARK)
    return true;
  s->kind = SLOT_TWO_OPS;
  c->two_ops_seen = true;
  return extra_lanes_ok_p (c, s->code) && extra_lanes_ok_p (c, s->alt_code);
}

static blend_slot *analyze_slot (blend_chunk *c, slpm_node **nodes,
				 int depth);

/* A rough shape of lane node N, for matching operands: its operation,
   or whether it is a load or another leaf.  */

static int
node_shape (const slpm_node *n)
{
  if (n->stmt)
    return n->code;
  return n->load ? MAX_TREE_CODES : MAX_TREE_CODES + 1;
}

/* For a commutative SLOT_OP S, mark in S->swap the lanes whose operands
   have the shapes of lane 0's the other way round (d + b*c beside
   b*c + d).  */

static void
choose_swaps (blend_chunk *c, blend_slot *s, slpm_node **nodes)
{
  if (s->kind != SLOT_OP || nodes[0]->nops != 2
      || !commutative_tree_code (s->code))
    return;
  s->swap = (bool *) slpm_alloc (c->n * sizeof (bool));
  int shape0 = node_shape (nodes[0]->ops[0]);
  int shape1 = node_shape (nodes[0]->ops[1]);
  for (unsigned i = 0; i < c->n; i++)
    s->swap[i] = (node_shape (nodes[i]->ops[0]) != shape0
		  && node_shape (nodes[i]->ops[0]) == shape1
		  && node_shape (nodes[i]->ops[1]) == shape0);
}

/* The operand slot K of slot S, whose lane nodes are NODES.  */

static blend_slot *
operand_slot (blend_chunk *c, blend_slot *s, slpm_node **nodes, unsigned k,
	      int depth)
{
  slpm_node **ops = (slpm_node **) slpm_alloc (c->n * sizeof (slpm_node *));
  for (unsigned i = 0; i < c->n; i++)
    ops[i] = nodes[i]->ops[s->swap && s->swap[i] ? 1 - k : k];
  if (k == 1 && (shift_code_p (s->code) || shift_code_p (s->alt_code)))
    return count_slot (c, ops, s->kind == SLOT_TWO_OPS);
  return analyze_slot (c, ops, depth + 1);
}

/* The slot of the lane nodes NODES, with its operand slots, or NULL with
   the reason in C->why.  Adds the costs to C.  */

static blend_slot *
analyze_slot (blend_chunk *c, slpm_node **nodes, int depth)
{
  unsigned interior = 0;
  for (unsigned i = 0; i < c->n; i++)
    interior += nodes[i]->stmt != NULL;
  if (interior == 0)
    return leaf_slot (c, nodes);
  if (depth > slpm_depth)
    {
      refuse (c, "lane trees deeper than the depth option");
      return NULL;
    }
  blend_slot *s = new_slot (SLOT_OP, nodes);
  if (!split_codes (c, nodes, s))
    return NULL;
  choose_swaps (c, s, nodes);
  for (unsigned k = 0; k < nodes[0]->nops; k++)
    if (!(s->ops[k] = operand_slot (c, s, nodes, k, depth)))
      return NULL;
  if (!op_supported_p (c, s, s->code)
      || (s->kind == SLOT_TWO_OPS && !op_supported_p (c, s, s->alt_code)))
    return NULL;
  c->scalar_cost += c->n * vec_cost (c, scalar_stmt);
  c->vector_cost += c->parts * vec_cost (c, vector_stmt);
  if (s->kind != SLOT_TWO_OPS)
    return s;
  for (unsigned part = 0; part < c->parts; part++)
    if (!can_vec_perm_const_p (TYPE_MODE (c->vectype),
			       slpm_blend_indices (c, s, part), false))
      {
	refuse_legal (c, "the target has no constant permutation for the "
		      "blend");
	return NULL;
      }
  c->vector_cost += c->parts * (vec_cost (c, vector_stmt)
				+ vec_cost (c, vec_perm));
  if (!c->two_ops++)
    c->first_two_ops = s;
  return s;
}

/* Whether statement STMT is one of the stores of chunk C.  */

static bool
chunk_store_p (blend_chunk *c, gimple *stmt)
{
  for (unsigned i = c->start; i < c->start + c->n; i++)
    if ((*c->group)[i].store == stmt)
      return true;
  return false;
}

/* The last store of chunk C in statement order: the vector code goes
   there.  */

gimple *
slpm_blend_last_store (blend_chunk *c)
{
  gimple *last = (*c->group)[c->start].store;
  for (unsigned i = c->start; i < c->start + c->n; i++)
    if (gimple_uid ((*c->group)[i].store) > gimple_uid (last))
      last = (*c->group)[i].store;
  return last;
}

/* Whether moving C's loads and stores to its last store keeps every
   value: between the first access and the last store no other statement
   writes memory, and no load reads what an earlier store of the chunk
   writes (the loads of the vector code included).  */

static bool
memory_order_ok_p (blend_chunk *c, gimple *last)
{
  gimple *first = last;
  for (unsigned i = c->start; i < c->start + c->n; i++)
    if (gimple_uid ((*c->group)[i].store) < gimple_uid (first))
      first = (*c->group)[i].store;
  for (gimple *load : c->loads)
    if (gimple_uid (load) < gimple_uid (first))
      first = load;
  for (gimple_stmt_iterator gsi = gsi_for_stmt (first); gsi_stmt (gsi) != last;
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (is_gimple_debug (stmt) || chunk_store_p (c, stmt)
	  || !gimple_vuse (stmt))
	continue;
      if (gimple_vdef (stmt))
	return refuse_legal (c, "another statement writes memory between "
			     "the accesses of the group");
      for (unsigned i = c->start; i < c->start + c->n; i++)
	{
	  gimple *store = (*c->group)[i].store;
	  if (gimple_uid (store) < gimple_uid (stmt)
	      && ref_maybe_used_by_stmt_p (stmt, gimple_assign_lhs (store)))
	    return refuse_legal (c, "a load may read memory that a store "
				 "of the group writes before it");
	}
    }
  return true;
}

/* Number the statements of BB in order, for memory_order_ok_p.  */

static void
renumber_bb (basic_block bb)
{
  unsigned uid = 1;
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    gimple_set_uid (gsi_stmt (gsi), uid++);
}

/* The loop vector code was last emitted in, and its function.  */
static function *emitted_fun;
static class loop *emitted_loop;

/* Whether reference REF of STMT advances by a constant step in LOOP.  */

static bool
constant_step_p (class loop *loop, tree ref, gimple *stmt)
{
  innermost_loop_behavior drb;
  return (dr_analyze_innermost (&drb, ref, loop, stmt) && drb.step
	  && TREE_CODE (drb.step) == INTEGER_CST);
}

/* Whether GCC's loop vectorizer is expected to compute the isomorphic
   half C with SLP itself (GCC 12 splits a store group into SLP instances
   in loops, and packs several iterations in a vector, which beats one
   half per iteration): the stores and the loads advance by constant
   steps and every other leaf is the same in each iteration.  */

static bool
loop_slp_expected_p (blend_chunk *c)
{
  gimple *store = (*c->group)[c->start].store;
  class loop *loop = gimple_bb (store)->loop_father;
  /* Vector code emitted in the loop already keeps the loop vectorizer
     away from it.  */
  if (emitted_fun == cfun && emitted_loop == loop)
    return false;
  if (c->varying_leaf
      || !constant_step_p (loop, gimple_assign_lhs (store), store))
    return false;
  for (gimple *load : c->loads)
    if (!constant_step_p (loop, gimple_assign_rhs1 (load), load))
      return false;
  return true;
}

/* The type of the vectors packing step STEP of a narrowing computed in
   vectors of M elements of W gives, STEPS steps down to T: twice as many
   elements, each half as wide (T's signedness; T itself at the last
   step).  */

static tree
pack_step_type (tree w, tree t, unsigned m, unsigned step, unsigned steps)
{
  tree elt = t;
  if (step + 1 < steps)
    elt = build_nonstandard_integer_type (TYPE_PRECISION (w) >> (step + 1),
					  TYPE_UNSIGNED (t));
  return build_vector_type (elt, m << (step + 1));
}

tree
slpm_pack_result_type (blend_chunk *c, unsigned step)
{
  return pack_step_type (c->elem_type, TREE_TYPE (c->store_vectype),
			 c->lanes, step, c->pack_steps);
}

/* Whether the target packs vectors of M elements of W down to T in STEPS
   steps, each the truncation of two vectors into one of the same size
   (vec_pack_trunc).  */

static bool
packs_supported_p (tree w, tree t, unsigned m, unsigned steps)
{
  tree from = build_vector_type (w, m);
  for (unsigned step = 0; step < steps; step++)
    {
      tree to = pack_step_type (w, t, m, step, steps);
      if (!VECTOR_MODE_P (TYPE_MODE (from)) || !VECTOR_MODE_P (TYPE_MODE (to))
	  || maybe_ne (GET_MODE_SIZE (TYPE_MODE (from)),
		       GET_MODE_SIZE (TYPE_MODE (to)))
	  || !target_supports_op_p (from, VEC_PACK_TRUNC_EXPR, optab_default))
	return false;
      from = to;
    }
  return true;
}

/* Whether the lane roots ROOTS of C all convert from one integer type W
   2^K times as wide as the stored type T (K >= 1) into T, in a shape
   GCC 12's SLP does not vectorize, while the target packs vectors of W
   down to T.  If so, C computes in vectors of W, as many as the target's
   preferred vector of W needs for the lanes (at most 2^K: they are
   packed into one), and ROOTS become the converted values.

   One step (K = 1) where the stores of T fill less than a vector
   register: SLP would need a truncation of one vector of W into a
   narrower vector (AVX-512 only on x86; none on NEON), while the target
   packs two vectors of W into one of T (with a zero vector here).  More
   steps: SLP narrows such lanes only through its over-widening patterns,
   which demote the definitions of the lanes' common operands too; where
   those lie outside the group's loop, their loads and extractions are
   costed with the group and price it out (bench k18 on NEON: "Vector
   cost: 53, Scalar cost: 12" for the outer loop's part, the row itself
   never costed).  */

static bool
narrowing_roots_p (blend_chunk *c, slpm_node **roots)
{
  tree t = c->elem_type;
  if (!INTEGRAL_TYPE_P (t) || !roots[0]->stmt
      || !CONVERT_EXPR_CODE_P (roots[0]->code))
    return false;
  tree w = slpm_node_type (roots[0]->ops[0]);
  if (!INTEGRAL_TYPE_P (w) || TYPE_PRECISION (w) <= TYPE_PRECISION (t))
    return false;
  int steps = exact_log2 (TYPE_PRECISION (w) / TYPE_PRECISION (t));
  if (steps < 1 || TYPE_PRECISION (w) != TYPE_PRECISION (t) << steps)
    return false;
  for (unsigned i = 0; i < c->n; i++)
    if (!roots[i]->stmt || !CONVERT_EXPR_CODE_P (roots[i]->code)
	|| roots[i]->virt
	|| !types_compatible_p (slpm_node_type (roots[i]->ops[0]), w))
      return false;
  unsigned m = MIN (slpm_vector_lanes (w), c->n);
  if (m < 2 || c->n % m || c->n / m > 1u << steps
      || !packs_supported_p (w, t, m, steps))
    return false;
  tree store_vectype = build_vector_type (t, c->n);
  machine_mode smode = TYPE_MODE (store_vectype);
  if (!VECTOR_MODE_P (smode)
      || (steps == 1 && maybe_ge (GET_MODE_SIZE (smode), 16)))
    return false;
  c->lanes = m;
  c->parts = c->n / m;
  c->pack_steps = steps;
  c->elem_type = w;
  c->vectype = build_vector_type (w, m);
  c->store_vectype = store_vectype;
  c->pack_type = slpm_pack_result_type (c, steps - 1);
  for (unsigned i = 0; i < c->n; i++)
    roots[i] = roots[i]->ops[0];
  return true;
}

/* The number of packing statements of narrowing chunk C.  */

static unsigned
pack_count (blend_chunk *c)
{
  unsigned count = 0, vectors = c->parts;
  for (unsigned step = 0; step < c->pack_steps; step++)
    {
      vectors = (vectors + 1) / 2;
      count += vectors;
    }
  return count;
}

/* Analyze lanes START .. START+N-1 of GROUP into C; the root slot, or
   NULL with the reason in C->why.  */

blend_slot *
slpm_blend_analyze (blend_chunk *c, vec<slpm_lane> &group, unsigned start,
		    unsigned n)
{
  c->group = &group;
  c->start = start;
  c->n = n;
  c->lanes = n;
  c->elem_type = TREE_TYPE (gimple_assign_lhs (group[start].store));
  c->vectype = build_vector_type (c->elem_type, n);
  basic_block bb = gimple_bb (group[start].store);
  c->in_loop = loop_outer (bb->loop_father) != NULL;
  slpm_node **roots = (slpm_node **) slpm_alloc (n * sizeof (slpm_node *));
  for (unsigned i = 0; i < n; i++)
    roots[i] = slpm_build_tree (gimple_assign_rhs1 (group[start + i].store),
				bb, 0);
  bool narrow = narrowing_roots_p (c, roots);
  /* A whole isomorphic chunk is GCC's SLP's, unless it narrows.  */
  if (c->kind == SLPM_EMIT_WHOLE && !narrow)
    {
      refuse (c, "isomorphic, left to SLP");
      return NULL;
    }
  /* Narrower vectors live in general registers or cost more than they
     save; in a loop, the loop vectorizer does better with them.  */
  if (!VECTOR_MODE_P (TYPE_MODE (c->vectype))
      || maybe_lt (GET_MODE_SIZE (TYPE_MODE (c->vectype)), 16))
    {
      refuse (c, "no vector mode of 16 bytes or more for the group");
      return NULL;
    }
  blend_slot *root = analyze_slot (c, roots, 0);
  if (!root)
    return NULL;
  c->scalar_cost += n * vec_cost (c, scalar_store);
  c->vector_cost += vec_cost (c, unaligned_store);
  if (narrow)
    {
      c->scalar_cost += n * vec_cost (c, scalar_stmt);
      c->vector_cost += pack_count (c) * vec_cost (c, vec_promote_demote);
    }
  renumber_bb (bb);
  if (!memory_order_ok_p (c, slpm_blend_last_store (c)))
    return NULL;
  if (c->vector_cost >= c->scalar_cost)
    {
      refuse_legal (c, "the vector code costs more than the scalar code");
      return NULL;
    }
  return root;
}

/* Whether the analyzed chunk C, offered as KIND, is one to emit: a chunk
   that needs a blend; an isomorphic half in a loop whose vectorizer
   would not take it with SLP; a narrowing chunk, which GCC's SLP cannot
   convert, unless the loop vectorizer takes it with SLP (packing several
   iterations).  */

bool
slpm_blend_wanted_p (blend_chunk *c, enum slpm_emit_kind kind)
{
  if (kind == SLPM_EMIT_TWO_OPS)
    return c->two_ops_seen;
  /* Narrowing in several steps: only where GCC's vectorizers left the
     chunk scalar (slpm-late.cc).  */
  if (c->pack_steps > 1)
    return kind == SLPM_EMIT_LEFT_SCALAR;
  bool loop_slp = c->in_loop && loop_slp_expected_p (c);
  if (c->pack_type)
    return !loop_slp;
  return kind == SLPM_EMIT_HALF && c->in_loop && !loop_slp;
}

/* Vector code was emitted in LOOP of the current function.  */

void
slpm_blend_emitted_in (class loop *loop)
{
  emitted_fun = cfun;
  emitted_loop = loop;
}

