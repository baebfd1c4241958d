/* SLP-M for loop SLP: fill the constant lanes of a load operand slot.

   An extension X -> X + 0 makes lane trees isomorphic, but where the
   other lanes add a loaded value the operand slot then holds loads in
   some lanes and the constant 0 in others.  Basic-block SLP builds such a
   slot from scalars; GCC 12's loop SLP does not ("different types") and
   the loop falls back to interleaving.  So, for a group inside a loop,
   every slot of the (now isomorphic) lane trees that mixes loads with
   constants is rewritten into one uniform form that keeps every value:

     load lane K:      (L_K & -1) | 0
     constant lane J:  (L_I & 0) | C_J

   where L_I is the value another lane already loads (or its conversion),
   so no memory is read that was not read before, and the IOR is left out when every C_J is 0.
   A floating-point slot does the same on the bits, through
   VIEW_CONVERT_EXPR to the integer type of the same size, which is exact
   for every value.  The slot becomes a load node (with a load permutation
   where L_I repeats) under two uniform bitwise nodes that loop SLP
   vectorizes.  When GCC does not vectorize the loop, the masks fold back
   to the original scalar values.  */

#include "slpm.h"
#include "cfgloop.h"
#include "fold-const.h"
#include "gimple-pretty-print.h"

/* Whether statement A comes before statement B of the same block.  */

static bool
stmt_before_p (gimple *a, gimple *b)
{
  for (gimple_stmt_iterator gsi = gsi_for_stmt (a); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (gsi_stmt (gsi) == b)
      return true;
  return false;
}

/* Whether VAL is an SSA name loaded by a plain load in BB.  */

static bool
bb_load_p (tree val, basic_block bb)
{
  if (TREE_CODE (val) != SSA_NAME)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (val);
  return (gimple_bb (def) == bb && gimple_assign_load_p (def)
	  && !gimple_has_volatile_ops (def));
}

/* How VAL is loaded in BB: 1 by a load, 2 by a conversion of a load (the
   narrow lanes compute in an unsigned type), 0 otherwise.  */

static int
load_kind (tree val, basic_block bb)
{
  if (bb_load_p (val, bb))
    return 1;
  if (TREE_CODE (val) != SSA_NAME)
    return 0;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (val));
  if (def && gimple_bb (def) == bb
      && CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def))
      && bb_load_p (gimple_assign_rhs1 (def), bb))
    return 2;
  return 0;
}

/* The defining statement of VAL when it is an interior assignment of BB
   that the walk may descend into.  */

static gassign *
interior_def (tree val, basic_block bb)
{
  if (TREE_CODE (val) != SSA_NAME)
    return NULL;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (val));
  if (!def || gimple_bb (def) != bb || gimple_vuse (def))
    return NULL;
  enum tree_code code = gimple_assign_rhs_code (def);
  if (TREE_CODE_CLASS (code) != tcc_binary && TREE_CODE_CLASS (code) != tcc_unary
      && code != SSA_NAME)
    return NULL;
  return def;
}

/* Emit LHS = CODE (A, B) (B may be NULL_TREE) before the statement at GSI
   and return LHS.  */

static tree
emit (gimple_stmt_iterator *gsi, tree type, enum tree_code code, tree a,
      tree b)
{
  tree lhs = make_ssa_name (type);
  gassign *g;
  if (code == VIEW_CONVERT_EXPR)
    g = gimple_build_assign (lhs, build1 (VIEW_CONVERT_EXPR, type, a));
  else
    g = gimple_build_assign (lhs, code, a, b);
  gimple_set_location (g, gimple_location (gsi_stmt (*gsi)));
  gsi_insert_before (gsi, g, GSI_SAME_STMT);
  return lhs;
}

/* Rewrite operand OPNO of USER to SRC & MASK | BITS in the integer type
   ITYPE (BITS NULL_TREE: no IOR), converting from and back to the slot's
   type when that is a float.  */

static void
rewrite_lane (gimple *user, unsigned opno, tree src, tree itype, tree mask,
	      tree bits)
{
  tree type = TREE_TYPE (gimple_op (user, opno));
  gimple_stmt_iterator gsi = gsi_for_stmt (user);
  tree v = src;
  if (type != itype)
    v = emit (&gsi, itype, VIEW_CONVERT_EXPR, v, NULL_TREE);
  v = emit (&gsi, itype, BIT_AND_EXPR, v, mask);
  if (bits)
    v = emit (&gsi, itype, BIT_IOR_EXPR, v, bits);
  if (type != itype)
    v = emit (&gsi, type, VIEW_CONVERT_EXPR, v, NULL_TREE);
  gimple_set_op (user, opno, v);
  update_stmt (user);
}

/* Whether the operand slot OPNOS[K] of USERS[K] (N lanes, block BB)
   holds only loads of one kind and constants, at least one of each, all
   of TYPE.  Set *ANY_NONZERO when a constant has a nonzero bit.  */

static bool
loads_and_constants_p (gimple **users, unsigned *opnos, unsigned n,
		       basic_block bb, tree type, bool *any_nonzero)
{
  unsigned loads = 0, csts = 0;
  int kind = 0;
  for (unsigned k = 0; k < n; k++)
    {
      tree v = gimple_op (users[k], opnos[k]);
      if (!types_compatible_p (TREE_TYPE (v), type))
	return false;
      if (int kv = load_kind (v, bb))
	{
	  if (kind && kv != kind)
	    return false;
	  kind = kv;
	  loads++;
	}
      else if (TREE_CODE (v) == INTEGER_CST || TREE_CODE (v) == REAL_CST)
	{
	  csts++;
	  *any_nonzero |= !integer_zerop (v) && !real_zerop (v);
	  /* -0.0 has bits; real_zerop also accepts it.  */
	  *any_nonzero |= (TREE_CODE (v) == REAL_CST
			   && REAL_VALUE_MINUS_ZERO (TREE_REAL_CST (v)));
	}
    }
  return loads > 0 && csts > 0 && loads + csts == n;
}

/* The unsigned integer type with the bits of the scalar TYPE, or NULL.  */

static tree
bits_type (tree type)
{
  if (INTEGRAL_TYPE_P (type))
    return type;
  if (!SCALAR_FLOAT_TYPE_P (type))
    return NULL_TREE;
  scalar_mode mode = SCALAR_TYPE_MODE (type);
  tree itype = build_nonstandard_integer_type (GET_MODE_BITSIZE (mode), 1);
  if (TYPE_MODE (itype) == BLKmode
      || GET_MODE_BITSIZE (SCALAR_INT_TYPE_MODE (itype))
	   != GET_MODE_BITSIZE (mode))
    return NULL_TREE;
  return itype;
}

/* The loaded value of the lane nearest to the constant lane J (earlier
   lanes first) that is defined before J's user, or NULL.  */

static tree
nearest_load (gimple **users, unsigned *opnos, unsigned n, unsigned j,
	      basic_block bb)
{
  for (unsigned d = 1; d < n; d++)
    for (int s = 0; s < 2; s++)
      {
	int i = s == 0 ? (int) j - (int) d : (int) (j + d);
	if (i < 0 || i >= (int) n)
	  continue;
	tree w = gimple_op (users[i], opnos[i]);
	if (load_kind (w, bb) && stmt_before_p (SSA_NAME_DEF_STMT (w), users[j]))
	  return w;
      }
  return NULL_TREE;
}

/* Fill the slot at operand OPNOS[K] of USERS[K] (N lanes) if it mixes
   loads and constants.  Return whether it did.  */

static bool
fill_slot (gimple **users, unsigned *opnos, unsigned n)
{
  basic_block bb = gimple_bb (users[0]);
  tree type = TREE_TYPE (gimple_op (users[0], opnos[0]));
  bool any_nonzero = false;
  if (!loads_and_constants_p (users, opnos, n, bb, type, &any_nonzero))
    return false;
  tree itype = bits_type (type);
  if (!itype)
    return false;

  /* Every constant lane needs a loaded value defined before its user,
     and its constant as bits of ITYPE.  */
  tree *srcs = XALLOCAVEC (tree, n);
  tree *bits = XALLOCAVEC (tree, n);
  for (unsigned j = 0; j < n; j++)
    {
      tree v = gimple_op (users[j], opnos[j]);
      srcs[j] = bits[j] = NULL_TREE;
      if (load_kind (v, bb))
	continue;
      bits[j] = fold_build1 (VIEW_CONVERT_EXPR, itype, v);
      if (TREE_CODE (bits[j]) != INTEGER_CST)
	return false;
      srcs[j] = nearest_load (users, opnos, n, j, bb);
      if (!srcs[j])
	return false;
    }

  tree all_ones = build_all_ones_cst (itype);
  tree zero = build_zero_cst (itype);
  for (unsigned k = 0; k < n; k++)
    if (!srcs[k])
      rewrite_lane (users[k], opnos[k], gimple_op (users[k], opnos[k]), itype,
		    all_ones, any_nonzero ? zero : NULL_TREE);
    else
      rewrite_lane (users[k], opnos[k], srcs[k], itype, zero,
		    any_nonzero ? bits[k] : NULL_TREE);
  if (dump_file)
    {
      fprintf (dump_file, "  filled the constant lanes of a load slot: ");
      print_gimple_stmt (dump_file, users[0], 0, TDF_SLIM);
    }
  return true;
}

/* How lane value V of a scaled slot is made (scale_slot): SCALED, a
   value computed outside BLOCK as Y * C (*Y and *DEF set); PLAIN, Y
   itself; ZERO, the constant 0 or an SSA name set to it; OTHER.  */

enum slot_lane { SLOT_SCALED, SLOT_PLAIN, SLOT_ZERO, SLOT_OTHER };

static enum slot_lane
classify_scaled (tree v, basic_block block, tree *y, gimple **def)
{
  if (integer_zerop (v))
    return SLOT_ZERO;
  if (TREE_CODE (v) != SSA_NAME)
    return SLOT_OTHER;
  gassign *g = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (v));
  if (g && gimple_assign_single_p (g) && integer_zerop (gimple_assign_rhs1 (g)))
    return SLOT_ZERO;
  if (g && gimple_bb (g) != block && gimple_assign_rhs_code (g) == MULT_EXPR
      && TREE_CODE (gimple_assign_rhs1 (g)) == SSA_NAME
      && TREE_CODE (gimple_assign_rhs2 (g)) == INTEGER_CST
      && types_compatible_p (TREE_TYPE (gimple_assign_rhs1 (g)), TREE_TYPE (v)))
    {
      *y = gimple_assign_rhs1 (g);
      *def = g;
      return SLOT_SCALED;
    }
  return SLOT_PLAIN;
}

/* Make a slot of invariant multiples uniform: when the lanes of operand
   slot OPNOS[K] of USERS[K] hold values Y * C_K computed before the block
   (loop invariants the multiplications of an unrolled x * ib became),
   Y itself (C = 1, folded away) or 0 (C = 0), the last two become
   Y * 1 and Y * 0, computed next to the others.  GCC's over-widening
   patterns then see every lane's value computed alike (NEON narrowed the
   multiples to 16 bits but not Y, and SLP refused "different operand
   types").  Exact: nothing can overflow.  Return whether it changed the
   slot.  */

static bool
scale_slot (gimple **users, unsigned *opnos, unsigned n)
{
  basic_block bb = gimple_bb (users[0]);
  tree y = NULL_TREE;
  gimple *anchor = NULL;
  enum slot_lane *kind = XALLOCAVEC (enum slot_lane, n);
  unsigned scaled = 0;
  for (unsigned k = 0; k < n; k++)
    {
      tree yk = NULL_TREE;
      gimple *def = NULL;
      tree v = gimple_op (users[k], opnos[k]);
      if (!INTEGRAL_TYPE_P (TREE_TYPE (v)))
	return false;
      kind[k] = classify_scaled (v, bb, &yk, &def);
      if (kind[k] == SLOT_SCALED)
	{
	  if (y && !operand_equal_p (y, yk, 0))
	    return false;
	  y = yk;
	  anchor = def;
	  scaled++;
	}
    }
  if (!y || scaled == n)
    return false;
  for (unsigned k = 0; k < n; k++)
    if (kind[k] == SLOT_OTHER
	|| (kind[k] == SLOT_PLAIN
	    && !operand_equal_p (gimple_op (users[k], opnos[k]), y, 0)))
      return false;
  /* ANCHOR's block dominates the users' block, where it is used.  */
  gimple_stmt_iterator gsi = gsi_for_stmt (anchor);
  for (unsigned k = 0; k < n; k++)
    if (kind[k] != SLOT_SCALED)
      {
	tree type = TREE_TYPE (y);
	tree t = make_ssa_name (type);
	tree c = kind[k] == SLOT_ZERO ? build_zero_cst (type)
				      : build_one_cst (type);
	gassign *g = gimple_build_assign (t, MULT_EXPR, y, c);
	gsi_insert_after (&gsi, g, GSI_NEW_STMT);
	gimple_set_op (users[k], opnos[k], t);
	update_stmt (users[k]);
      }
  if (dump_file)
    {
      fprintf (dump_file, "  made a slot of multiples of ");
      print_generic_expr (dump_file, y);
      fprintf (dump_file, " uniform: ");
      print_gimple_stmt (dump_file, users[0], 0, TDF_SLIM);
    }
  return true;
}

/* Whether lanes computing with A and B line up operand by operand for
   SLP: the same operation, or PLUS against MINUS (a two-operator node).  */

static bool
same_slot_code_p (enum tree_code a, enum tree_code b)
{
  return (a == b
	  || ((a == PLUS_EXPR || a == MINUS_EXPR)
	      && (b == PLUS_EXPR || b == MINUS_EXPR)));
}

/* What walk_slot does at the bottom of the isomorphic lane trees.  */

enum slot_fill { FILL_LOADS, FILL_SCALED };

/* Walk the operand slot OPNOS[K] of USERS[K] of N isomorphic lanes down
   through statements of the same operation, filling the mixed slots the
   way WHAT says.  Return how many were filled.  */

static unsigned
walk_slot (gimple **users, unsigned *opnos, unsigned n, int depth,
	   enum slot_fill what)
{
  if (depth > slpm_depth)
    return 0;
  basic_block bb = gimple_bb (users[0]);
  gimple **defs = XALLOCAVEC (gimple *, n);
  for (unsigned k = 0; k < n; k++)
    {
      gassign *def = interior_def (gimple_op (users[k], opnos[k]), bb);
      if (!def
	  || (k > 0
	      && (!same_slot_code_p (gimple_assign_rhs_code (def),
				     gimple_assign_rhs_code (
				       as_a<gassign *> (defs[0])))
		  || gimple_num_ops (def) != gimple_num_ops (defs[0]))))
	return (what == FILL_LOADS ? fill_slot (users, opnos, n)
				   : scale_slot (users, opnos, n));
      defs[k] = def;
    }
  unsigned filled = 0;
  unsigned *ops = XALLOCAVEC (unsigned, n);
  for (unsigned i = 1; i < gimple_num_ops (defs[0]); i++)
    {
      for (unsigned k = 0; k < n; k++)
	ops[k] = i;
      filled += walk_slot (defs, ops, n, depth + 1, what);
    }
  return filled;
}

/* Walk the slots of the N lanes of GROUP from START, filling them the way
   WHAT says.  */

static unsigned
walk_group (vec<slpm_lane> &group, unsigned start, unsigned n,
	    enum slot_fill what)
{
  gimple **users = XALLOCAVEC (gimple *, n);
  unsigned *opnos = XALLOCAVEC (unsigned, n);
  for (unsigned k = 0; k < n; k++)
    {
      users[k] = group[start + k].store;
      opnos[k] = 1;
    }
  return walk_slot (users, opnos, n, 0, what);
}

/* Fill the mixed load/constant slots of the N lanes of GROUP from START,
   which SLP-M made isomorphic.  Only for a group inside a loop that the
   loop vectorizer will see; return how many slots were filled.  */

unsigned
slpm_fill_load_slots (vec<slpm_lane> &group, unsigned start, unsigned n)
{
  if (!slpm_fill || !flag_tree_loop_vectorize)
    return 0;
  basic_block bb = gimple_bb (group[start].store);
  if (!bb->loop_father || !loop_outer (bb->loop_father))
    return 0;
  return walk_group (group, start, n, FILL_LOADS);
}

/* Make the slots of invariant multiples of the N lanes of GROUP from
   START uniform (scale_slot); return how many were changed.  */

unsigned
slpm_fill_scaled_slots (vec<slpm_lane> &group, unsigned start, unsigned n)
{
  if (!slpm_fill)
    return 0;
  return walk_group (group, start, n, FILL_SCALED);
}
