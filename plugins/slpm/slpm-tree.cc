/* SLP-M lane trees: the expression tree of each stored value, built from
   the SSA definitions of one basic block, and the obstack they and their
   plans live on.  */

#include "slpm.h"
#include "tree-pretty-print.h"
#include "tree-eh.h"

/* The type node N computes in.  */

tree
slpm_node_type (const slpm_node *n)
{
  return n->type ? n->type : TREE_TYPE (n->val);
}

/* Lane trees and plans live until the end of the function.  */
static struct obstack slpm_obstack;
static bool slpm_obstack_live;

void
slpm_obstack_init (void)
{
  gcc_obstack_init (&slpm_obstack);
  slpm_obstack_live = true;
}

void
slpm_obstack_release (void)
{
  if (slpm_obstack_live)
    obstack_free (&slpm_obstack, NULL);
  slpm_obstack_live = false;
}

void *
slpm_alloc (size_t size)
{
  return obstack_alloc (&slpm_obstack, size);
}

/* Whether SLP-M handles values of TYPE: integers whose precision fills
   their mode (no bit-fields, no booleans) and binary floats.  */

bool
slpm_type_ok_p (tree type)
{
  if (TREE_CODE (type) == INTEGER_TYPE)
    return (TYPE_PRECISION (type)
	    == GET_MODE_PRECISION (SCALAR_INT_TYPE_MODE (type)));
  return SCALAR_FLOAT_TYPE_P (type) && !DECIMAL_FLOAT_TYPE_P (type);
}

/* Whether CODE may be an interior node of a lane tree.  */

static bool
code_ok_p (enum tree_code code, tree type)
{
  switch (code)
    {
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case NEGATE_EXPR:
    case MIN_EXPR:
    case MAX_EXPR:
    CASE_CONVERT:
      return true;
    case BIT_AND_EXPR:
    case BIT_IOR_EXPR:
    case BIT_XOR_EXPR:
    case LSHIFT_EXPR:
    case RSHIFT_EXPR:
    case TRUNC_DIV_EXPR:
      return INTEGRAL_TYPE_P (type);
    case RDIV_EXPR:
      return SCALAR_FLOAT_TYPE_P (type);
    default:
      return false;
    }
}

static slpm_node *
new_node (tree val)
{
  slpm_node *n = (slpm_node *) slpm_alloc (sizeof (slpm_node));
  memset (n, 0, sizeof (*n));
  n->val = val;
  n->code = ERROR_MARK;
  return n;
}

/* A leaf for the constant CST.  */

slpm_node *
slpm_const_leaf (tree cst)
{
  return new_node (cst);
}

/* The lane tree of VAL in block BB.  Only single-use results of
   assignments in BB become interior nodes: rewriting a value with other
   uses would change the shape those uses see.  */

slpm_node *
slpm_build_tree (tree val, basic_block bb, int depth)
{
  slpm_node *n = new_node (val);
  if (TREE_CODE (val) != SSA_NAME)
    return n;
  gimple *def = SSA_NAME_DEF_STMT (val);
  if (!is_gimple_assign (def) || gimple_bb (def) != bb)
    return n;
  if (gimple_assign_load_p (def))
    {
      if (!gimple_has_volatile_ops (def))
	{
	  n->ref = gimple_assign_rhs1 (def);
	  n->load = def;
	}
      return n;
    }
  enum tree_code code = gimple_assign_rhs_code (def);
  tree type = TREE_TYPE (val);
  if (depth > slpm_depth || !has_single_use (val) || !slpm_type_ok_p (type)
      || !code_ok_p (code, type) || stmt_could_throw_p (cfun, def))
    return n;
  unsigned nops = gimple_num_ops (def) - 1;
  if (nops < 1 || nops > 2)
    return n;
  tree op0 = gimple_assign_rhs1 (def);
  if (!slpm_type_ok_p (TREE_TYPE (op0)))
    return n;
  n->stmt = def;
  n->code = code;
  n->nops = nops;
  n->ops[0] = slpm_build_tree (op0, bb, depth + 1);
  if (nops == 2)
    n->ops[1] = slpm_build_tree (gimple_assign_rhs2 (def), bb, depth + 1);
  return n;
}

/* Print lane tree NODE as an expression.  */

void
slpm_print_node (FILE *file, const slpm_node *node)
{
  if (!node->stmt)
    {
      print_generic_expr (file, node->ref ? node->ref : node->val);
      return;
    }
  if (CONVERT_EXPR_CODE_P (node->code))
    {
      fprintf (file, "(");
      print_generic_expr (file, slpm_node_type (node));
      fprintf (file, ") ");
      slpm_print_node (file, node->ops[0]);
      return;
    }
  if (node->nops == 1)
    {
      fprintf (file, "%s", op_symbol_code (node->code));
      slpm_print_node (file, node->ops[0]);
      return;
    }
  fprintf (file, "(");
  slpm_print_node (file, node->ops[0]);
  fprintf (file, " %s ", op_symbol_code (node->code));
  slpm_print_node (file, node->ops[1]);
  fprintf (file, ")");
}
