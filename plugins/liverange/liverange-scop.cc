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
      lr_cond_or (&st->range_checks, lr_out_of_range (inner, type));
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
      return lr_value_aff (scop, st->loops.last (), e, gimple_bb (st->stmt),
			   aff, &st->range_checks);
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
    return lr_chrec_aff (scop, e, bb, aff, &st->range_checks);
  if (TREE_CODE (e) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (e))
      || depth > 16)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (e);
  if (!is_gimple_assign (def) || !gimple_bb (def)
      || !flow_bb_inside_loop_p (scop->loop, gimple_bb (def)))
    return lr_value_aff (scop, st->loops.last (), e, bb, aff,
			 &st->range_checks);
  gassign *assign = as_a<gassign *> (def);
  if (CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (assign)))
    return lr_index_conversion (scop, st, e, assign, aff, depth);
  tree type = TREE_TYPE (e);
  if (TYPE_UNSIGNED (type) || !TYPE_OVERFLOW_UNDEFINED (type))
    return lr_value_aff (scop, st->loops.last (), e, bb, aff,
			 &st->range_checks);
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
  return !scop->versioned || lr_pair_listed_p (scop->checked, p, q);
}

/* Whether the pointers P and Q, in either order, are a pair of PAIRS.  */

bool
lr_pair_listed_p (const std::vector<std::pair<tree, tree> > &pairs, tree p,
		  tree q)
{
  for (auto &pq : pairs)
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
		bool write, const lr_cond &cell)
{
  lr_access *acc = new lr_access ();
  acc->st = st;
  acc->base = base;
  acc->write = write;
  acc->ref = ref;
  acc->cell = cell;
  scop->accesses.safe_push (acc);
}

/* Add FACTOR * AFF to the terms of *OFFSET.  */

static void
lr_offset_add (lr_offset *offset, const lr_aff &aff, HOST_WIDE_INT factor)
{
  std::map<std::vector<std::string>, HOST_WIDE_INT> sum;
  for (auto &t : offset->terms)
    sum[t.first] += t.second;
  sum[std::vector<std::string> ()] += factor * aff.cst;
  for (auto &kv : aff.coef)
    sum[std::vector<std::string> (1, kv.first)] += factor * kv.second;
  offset->terms.clear ();
  for (auto &kv : sum)
    if (kv.second)
      offset->terms.push_back (kv);
}

/* The offset of the address of REF from its base pointer when the scalar
   evolution of the address is unknown: REF = INNER[IDX], with an index
   that Graphite's code generation computes as (int) of its 128-bit
   counters, followed as lr_index_aff does; the bounds of INNER's array
   type are assumed for IDX, as lr_assumed_bounds does for the others.  */

static bool
lr_array_ref_offset (lr_scop *scop, lr_stmt *st, tree ref, lr_offset *offset,
		     tree *pointer)
{
  if (TREE_CODE (ref) != ARRAY_REF
      || !integer_zerop (array_ref_low_bound (ref)))
    return false;
  tree size = array_ref_element_size (ref);
  tree up = array_ref_up_bound (ref);
  tree inner = TREE_OPERAND (ref, 0);
  lr_aff idx;
  if (!size || !tree_fits_shwi_p (size) || !lr_small_p (tree_to_shwi (size))
      || !lr_index_aff (scop, st, TREE_OPERAND (ref, 1), &idx, 0))
    return false;
  if (!lr_address_offset (scop, st, build_fold_addr_expr (inner), offset,
			  pointer)
      && !lr_array_ref_offset (scop, st, inner, offset, pointer))
    return false;
  lr_offset_add (offset, idx, tree_to_shwi (size));
  if (up && TREE_CODE (up) == INTEGER_CST && tree_fits_shwi_p (up)
      && !(TREE_CODE (inner) == COMPONENT_REF && array_at_struct_end_p (ref)))
    {
      lr_cond_and (&offset->assumed, lr_cond_ge (idx, lr_aff_const (0)));
      lr_cond_and (&offset->assumed,
		   lr_cond_ge (lr_aff_const (tree_to_shwi (up)), idx));
    }
  return true;
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
			  &pointer)
      && !lr_array_ref_offset (scop, st, ref, &offset, &pointer))
    return lr_reason ("non-affine access %s", lr_tree_name (ref).c_str ());
  lr_base *base;
  const char *why = lr_find_base (scop, pointer, NULL_TREE, 0,
				  TYPE_SIZE_UNIT (TREE_TYPE (ref)), &base);
  if (why)
    return why;
  lr_push_access (scop, st, base, ref, write, lr_cond ());
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
  lr_push_access (scop, st, base, ptr, write, lr_cond ());
  lr_access *acc = scop->accesses.last ();
  acc->offset = offset;
  acc->range = true;
  acc->range_bytes = len;
  return decl ? lr_decl_range_cell (acc, tree_to_shwi (size)) : NULL;
}

/* The length LEN of a memset or memcpy call of ST, in bytes, in *AFF.
   Where addresses are narrower than 64 bits (sizetype is 32-bit on ARM),
   loop distribution's length "(sizetype) n * 8" is arithmetic that wraps
   at the address size; the product is the true byte count all the same,
   since the loop the call replaces accessed that many bytes and no
   object is larger than the address space.  The element count it scales
   must be exact, which is checked with the subscripts.  */

static bool
lr_range_length (lr_scop *scop, lr_stmt *st, tree len, lr_aff *aff)
{
  class loop *sloop = st->loops.last ();
  basic_block bb = gimple_bb (st->stmt);
  gimple *def = TREE_CODE (len) == SSA_NAME ? SSA_NAME_DEF_STMT (len) : NULL;
  if (def && is_gimple_assign (def)
      && gimple_assign_rhs_code (def) == MULT_EXPR
      && TYPE_PRECISION (TREE_TYPE (len)) == TYPE_PRECISION (sizetype)
      && TYPE_PRECISION (sizetype) < HOST_BITS_PER_WIDE_INT
      && TREE_CODE (gimple_assign_rhs2 (def)) == INTEGER_CST
      && tree_fits_shwi_p (gimple_assign_rhs2 (def))
      && lr_small_p (tree_to_shwi (gimple_assign_rhs2 (def))))
    {
      lr_aff count;
      if (!lr_value_aff (scop, sloop, gimple_assign_rhs1 (def), bb, &count,
			 &st->range_checks))
	return false;
      lr_aff_add_scaled (aff, count, tree_to_shwi (gimple_assign_rhs2 (def)));
      return true;
    }
  return lr_value_aff (scop, sloop, len, bb, aff, &st->range_checks);
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
  if (!lr_range_length (scop, st, gimple_call_arg (call, 2), &len))
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

  /* The subscripts in source order (o0 the outermost): the data
     reference lists them from the innermost.  Conditions for wrapping
     arithmetic go with the statement's other range checks.  */
  lr_cond cell;
  unsigned i;
  tree fn;
  unsigned nfns = DR_ACCESS_FNS (dr).length ();
  FOR_EACH_VEC_ELT (DR_ACCESS_FNS (dr), i, fn)
    {
      lr_aff aff;
      tree index = NULL_TREE;
      if (!lr_chrec_aff (scop, fn, gimple_bb (st->stmt), &aff,
			 &st->range_checks)
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
	  free_data_ref (dr);
	  return lr_reason ("non-affine access %s", lr_tree_name (ref).c_str ());
	}
      lr_cond_and (&cell, lr_cond_eq (lr_aff_var (lr_dim_name ('o',
								nfns - 1 - i)),
				      aff));
    }
  free_data_ref (dr);

  lr_base *base;
  const char *why = lr_find_base (scop, object, decl, nfns,
				  TYPE_SIZE_UNIT (TREE_TYPE (ref)), &base);
  if (why)
    return why;
  lr_push_access (scop, st, base, ref, write, cell);
  return NULL;
}

/* The condition "A <CODE> B" in *COND; false for another code.  */

static bool
lr_comparison (enum tree_code code, const lr_aff &a, const lr_aff &b,
	       lr_cond *cond)
{
  switch (code)
    {
    case LT_EXPR: *cond = lr_cond_lt (a, b); return true;
    case LE_EXPR: *cond = lr_cond_ge (b, a); return true;
    case GT_EXPR: *cond = lr_cond_lt (b, a); return true;
    case GE_EXPR: *cond = lr_cond_ge (a, b); return true;
    case EQ_EXPR: *cond = lr_cond_eq (a, b); return true;
    case NE_EXPR:
      *cond = lr_cond (lr_cond::OR);
      lr_cond_or (cond, lr_cond_lt (a, b));
      lr_cond_or (cond, lr_cond_lt (b, a));
      return true;
    default: return false;
    }
}

static bool lr_niter_affs (lr_scop *, class loop *, tree, basic_block,
			   const lr_aff &, lr_cond *);

/* The count NITER = "P ? N1 : N2" as in lr_niter_affs, with P a signed
   affine comparison (Graphite's regenerated loops: "n > 0 ? n - 1 : 0",
   the count of a loop that may not be entered): "P and C <= N1" or "not
   P and C <= N2".  */

static bool
lr_niter_cond_affs (lr_scop *scop, class loop *eval_loop, tree niter,
		    basic_block bb, const lr_aff &c, lr_cond *bound)
{
  tree cmp = TREE_OPERAND (niter, 0);
  if (!COMPARISON_CLASS_P (cmp))
    return false;
  tree lhs = TREE_OPERAND (cmp, 0), rhs = TREE_OPERAND (cmp, 1);
  enum tree_code code = TREE_CODE (cmp);
  enum tree_code inverted = invert_tree_comparison (code, false);
  lr_aff a, b;
  lr_cond holds, fails;
  lr_cond then_bound (lr_cond::OR), else_bound (lr_cond::OR);
  if (!INTEGRAL_TYPE_P (TREE_TYPE (lhs)) || TYPE_UNSIGNED (TREE_TYPE (lhs))
      || inverted == ERROR_MARK
      || !lr_value_aff (scop, eval_loop, lhs, bb, &a)
      || !lr_value_aff (scop, eval_loop, rhs, bb, &b)
      || !lr_comparison (code, a, b, &holds)
      || !lr_comparison (inverted, a, b, &fails)
      || !lr_niter_affs (scop, eval_loop, TREE_OPERAND (niter, 1), bb, c,
			 &then_bound)
      || !lr_niter_affs (scop, eval_loop, TREE_OPERAND (niter, 2), bb, c,
			 &else_bound))
    return false;
  lr_cond_and (&holds, then_bound);
  lr_cond_and (&fails, else_bound);
  lr_cond_or (bound, holds);
  lr_cond_or (bound, fails);
  return true;
}

/* The condition "C <= niter" on the counter C of a loop whose number
   of latch executions NITER is evaluated in EVAL_LOOP at block BB, added
   to the disjunction *BOUND.  GCC folds the case of a loop entered with a
   bound below its start into the count, as MAX_EXPR <bound - start, 0>
   (a triangular loop j = i .. M-1 gives MAX_EXPR <M - 1 - i, 0>); the
   maximum becomes a disjunction of affine bounds.  */

static bool
lr_niter_affs (lr_scop *scop, class loop *eval_loop, tree niter,
	       basic_block bb, const lr_aff &c, lr_cond *bound)
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
    return (lr_niter_affs (scop, eval_loop, TREE_OPERAND (niter, 0), bb, c,
			   bound)
	    && lr_niter_affs (scop, eval_loop, TREE_OPERAND (niter, 1), bb, c,
			      bound));
  if (TREE_CODE (niter) == COND_EXPR)
    return lr_niter_cond_affs (scop, eval_loop, niter, bb, c, bound);
  lr_aff aff;
  if (!lr_count_aff (scop, eval_loop, niter, bb, &aff))
    return false;
  lr_cond_or (bound, lr_cond_ge (aff, c));
  return true;
}

/* The condition "0 <= C <= niter" on the counter C of loop L, added to
   the conjunction *CONSTRAINT; the number of iterations as in
   lr_niter_affs.  */

static bool
lr_loop_bound (lr_scop *scop, class loop *l, class loop *eval_loop,
	       basic_block bb, const lr_aff &c, lr_cond *constraint)
{
  tree niter = number_of_latch_executions (l);
  lr_cond bound (lr_cond::OR);
  if (!niter || chrec_contains_undetermined (niter)
      || !lr_niter_affs (scop, eval_loop, niter, bb, c, &bound))
    {
      if (dump_file && niter)
	{
	  fprintf (dump_file, "number of iterations of loop %d: ", l->num);
	  print_generic_expr (dump_file, niter, TDF_NONE);
	  fprintf (dump_file, "\n");
	}
      return false;
    }
  lr_cond_and (constraint, lr_cond_ge (c, lr_aff_const (0)));
  lr_cond_and (constraint, bound);
  return true;
}

/* The constraints "0 <= ci <= niter" of the loops around BB and the
   conditions of the branches that decide whether BB executes.  */

static const char *
lr_block_domain (lr_scop *scop, basic_block bb, vec<class loop *> &chain,
		 lr_cond *dom)
{
  for (unsigned i = 0; i < chain.length (); i++)
    {
      class loop *l = chain[i];
      if (!lr_loop_bound (scop, l, i ? loop_outer (l) : l,
			  i ? l->header : loop_preheader_edge (l)->src,
			  lr_aff_var (lr_dim_name ('c', i)), dom))
	return lr_reason ("number of iterations of loop %d is not affine",
			  l->num);
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
      lr_cond c;
      if (!INTEGRAL_TYPE_P (TREE_TYPE (lhs)) || TYPE_UNSIGNED (TREE_TYPE (lhs))
	  || !lr_value_aff (scop, idom->loop_father, lhs, bb, &a)
	  || !lr_value_aff (scop, idom->loop_father, rhs, bb, &b)
	  || !lr_comparison (code, a, b, &c))
	return "non-affine condition";
      lr_cond_and (dom, c);
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
   iteration to the next must be an induction variable or a value no
   iteration observes (recorded); values used after the loop are
   recorded.  */

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
      if (simple_iv (loop, loop, res, &iv, true)
	  && TREE_CODE (iv.step) == INTEGER_CST)
	continue;
      if (lr_stale_carried_p (loop, phi))
	scop->stale_phis.safe_push (phi);
      else
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

/* "lo <= p <= hi" for every parameter p of an integer type: the values
   its type can hold.  */

static lr_cond
lr_param_bounds (const lr_scop *scop)
{
  lr_cond c;
  for (auto &kv : scop->params)
    {
      tree type = TREE_TYPE (kv.second);
      if (!INTEGRAL_TYPE_P (type) || TYPE_PRECISION (type) > 63)
	continue;
      wide_int lo = wi::min_value (TYPE_PRECISION (type), TYPE_SIGN (type));
      wide_int hi = wi::max_value (TYPE_PRECISION (type), TYPE_SIGN (type));
      lr_aff p = lr_aff_var (kv.first);
      lr_cond_and (&c, lr_cond_ge (p, lr_aff_const (lo.to_shwi ())));
      lr_cond_and (&c, lr_cond_ge (lr_aff_const (TYPE_UNSIGNED (type)
						 ? (HOST_WIDE_INT) hi.to_uhwi ()
						 : hi.to_shwi ()), p));
    }
  return c;
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
	     const vec<class loop *> &chain, const lr_cond &dom,
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
      lr_cond dom;
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

/* The schedule of ST over WIDTH dimensions o<d>: [c0, p0, c1, p1, ...,
   idx, 0, ...] (see lr_stmt::pos).  */

static lr_cond
lr_schedule_cond (const lr_stmt *st, unsigned width)
{
  lr_cond c;
  unsigned n = 0;
  for (unsigned d = 0; d < st->loops.length (); d++)
    {
      lr_cond_and (&c, lr_cond_eq (lr_aff_var (lr_dim_name ('o', n++)),
				   lr_aff_var (lr_dim_name ('c', d))));
      lr_cond_and (&c, lr_cond_eq (lr_aff_var (lr_dim_name ('o', n++)),
				   lr_aff_const (st->pos[d])));
    }
  int idx = st->pos[st->pos.length () - 1];
  lr_cond_and (&c, lr_cond_eq (lr_aff_var (lr_dim_name ('o', n++)),
			       lr_aff_const (idx)));
  for (; n < width; n++)
    lr_cond_and (&c, lr_cond_eq (lr_aff_var (lr_dim_name ('o', n)),
				 lr_aff_const (0)));
  return c;
}

/* Add the instances of ST, its schedule (over WIDTH dimensions) and its
   accesses to the model; false when a condition is not representable.  */

static bool
lr_add_stmt_model (lr_scop *scop, const lr_stmt *st, unsigned width)
{
  isl_space *space = lr_stmt_space (scop, st);
  isl_set *dom = lr_cond_set (space, st->loops.length (), st->domain);
  isl_space_free (space);
  isl_map *sched = lr_cond_map (scop, st, lr_tuple_space (scop, "", width, 0),
				lr_schedule_cond (st, width));
  bool ok = dom && sched;
  if (dom)
    scop->domain = isl_union_set_add_set (scop->domain, dom);
  if (sched)
    scop->schedule = isl_union_map_add_map (scop->schedule, sched);
  for (lr_access *acc : scop->accesses)
    if (acc->st == st && ok)
      {
	isl_map *cell = lr_cond_map (scop, st, lr_cell_space (scop, acc->base),
				     acc->cell);
	isl_union_map **to = acc->write ? &scop->writes : &scop->reads;
	if (cell)
	  *to = isl_union_map_add_map (*to, cell);
	ok = cell != NULL;
      }
  return ok;
}

/* Build the ISL model of SCOP: domain, schedule (over WIDTH dimensions),
   reads, writes and the domain of the candidate loop alone, LOOP_DOM.  */

static const char *
lr_build_model (lr_scop *scop, unsigned width, const lr_cond &loop_dom)
{
  scop->ctx = isl_ctx_alloc ();
  isl_options_set_on_error (scop->ctx, ISL_ON_ERROR_CONTINUE);
  isl_space *space = lr_tuple_space (scop, "", 1, 'c');
  scop->loop_domain = lr_cond_set (space, 1, loop_dom);
  isl_space *params = isl_space_params (space);
  scop->domain = isl_union_set_empty (isl_space_copy (params));
  scop->schedule = isl_union_map_empty (isl_space_copy (params));
  scop->reads = isl_union_map_empty (isl_space_copy (params));
  scop->writes = isl_union_map_empty (params);
  bool ok = scop->loop_domain != NULL;
  for (unsigned i = 0; ok && i < scop->stmts.length (); i++)
    ok = lr_add_stmt_model (scop, scop->stmts[i], width);
  if (ok)
    return NULL;
  if (dump_file)
    fprintf (dump_file, "ISL could not represent the model\n");
  return "internal: model not representable";
}

/* The instances of ST (with the parameters within their types, BOUNDS)
   where CHECKS holds, or NULL.  */

static isl_set *
lr_bad_instances (lr_scop *scop, const lr_stmt *st, const lr_cond &bounds,
		  const lr_cond &checks)
{
  lr_cond bad = st->domain;
  lr_cond_and (&bad, bounds);
  lr_cond_and (&bad, checks);
  isl_space *space = lr_stmt_space (scop, st);
  isl_set *set = lr_cond_set (space, st->loops.length (), bad);
  isl_space_free (space);
  if (set && dump_file && isl_set_is_empty (set) != isl_bool_true)
    {
      char *text = isl_set_to_str (set);
      fprintf (dump_file, "subscripts out of range: %s\n", text);
      free (text);
    }
  return set;
}

/* The refusal for subscripts of ST that may not be exact.  */

static const char *
lr_inexact_reason (const lr_stmt *st)
{
  return lr_reason ("non-affine access in %s (a subscript may wrap around "
		    "its type)", lr_stmt_name (st).c_str ());
}

/* The conditions under which the subscripts are exact (narrowing
   conversions keep their values) hold on every statement's domain; else
   why not.  */

static const char *
lr_check_ranges (lr_scop *scop, const lr_cond &bounds)
{
  for (lr_stmt *st : scop->stmts)
    {
      if (st->range_checks.kind == lr_cond::OR && st->range_checks.ops.empty ())
	continue;
      isl_set *b = lr_bad_instances (scop, st, bounds, st->range_checks);
      bool empty = b && isl_set_is_empty (b) == isl_bool_true;
      isl_set_free (b);
      if (!empty)
	return lr_inexact_reason (st);
    }
  return NULL;
}

/* Restrict the model of SCOP to the parameters of GUARD, which the
   run-time check of the versioned loop tests.  */

static void
lr_assume_row_guard (lr_scop *scop, isl_set *guard)
{
  scop->row_guard = guard;
  scop->domain = isl_union_set_intersect_params (scop->domain,
						 isl_set_copy (guard));
  scop->loop_domain = isl_set_intersect_params (scop->loop_domain,
						isl_set_copy (guard));
}

/* The parameters for which some instance of ST runs.  */

static isl_set *
lr_running_params (lr_scop *scop, const lr_stmt *st, const lr_cond &bounds)
{
  lr_cond dom = st->domain;
  lr_cond_and (&dom, bounds);
  isl_space *space = lr_stmt_space (scop, st);
  isl_set *set = lr_cond_set (space, st->loops.length (), dom);
  isl_space_free (space);
  return set ? isl_set_params (set) : NULL;
}

/* The row indices of pointer bases stay within their rows on every
   statement's domain, or for the parameters of a row guard under which
   the statements with row indices still run (m >= n for A[i*m + j],
   j < n), which the model then assumes and the versioned loop checks
   (before versioning, or when the check of the versioned loop tests it);
   else why not.  */

static const char *
lr_check_rows (lr_scop *scop, const lr_cond &bounds)
{
  isl_space *space = isl_space_params (lr_tuple_space (scop, "", 0, 'c'));
  isl_set *within = lr_cond_set (space, 0, bounds);
  isl_space_free (space);
  isl_set *good = isl_set_copy (within);
  const lr_stmt *failed = NULL;
  for (lr_stmt *st : scop->stmts)
    {
      if (st->row_checks.ops.empty () || failed)
	continue;
      isl_set *b = lr_bad_instances (scop, st, bounds, st->row_checks);
      isl_set *runs = lr_running_params (scop, st, bounds);
      if (b && good)
	good = isl_set_subtract (good, isl_set_params (b));
      else
	{
	  isl_set_free (b);
	  isl_set_free (good);
	  good = NULL;
	}
      if (!good || !runs || isl_set_is_disjoint (good, runs) != isl_bool_false
	  || (scop->versioned && !scop->guarded
	      && isl_set_is_subset (within, good) != isl_bool_true))
	failed = st;
      isl_set_free (runs);
    }
  if (!failed && isl_set_is_subset (within, good) != isl_bool_true)
    {
      lr_assume_row_guard (scop, isl_set_coalesce (isl_set_gist (good,
								 within)));
      return NULL;
    }
  isl_set_free (within);
  isl_set_free (good);
  if (!failed)
    return NULL;
  return lr_reason ("non-affine access in %s (a row index may leave its "
		    "row)", lr_stmt_name (failed).c_str ());
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
  scop->loop_domain = NULL;
  scop->row_guard = NULL;

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
  lr_cond loop_dom;
  if (!lr_loop_bound (scop, loop, loop, loop_preheader_edge (loop)->src,
		      lr_aff_var ("c0"), &loop_dom))
    return "number of iterations is not affine";

  why = lr_build_model (scop, width, loop_dom);
  lr_cond bounds = lr_param_bounds (scop);
  if (!why)
    why = lr_check_ranges (scop, bounds);
  if (!why)
    why = lr_check_rows (scop, bounds);
  if (why)
    return why;
  isl_union_set *d = scop->domain;
  scop->schedule = isl_union_map_intersect_domain (scop->schedule,
						   isl_union_set_copy (d));
  scop->reads = isl_union_map_intersect_domain (scop->reads,
						isl_union_set_copy (d));
  scop->writes = isl_union_map_intersect_domain (scop->writes,
						 isl_union_set_copy (d));
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
      isl_set_free (scop->loop_domain);
      isl_set_free (scop->row_guard);
      isl_ctx_free (scop->ctx);
    }
}
