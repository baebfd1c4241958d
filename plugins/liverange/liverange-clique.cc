/* What parloops' outlining forgets about aliasing, given back to the
   loops of the parallel regions this pass asked for.

   Parloops moves a parallel loop into a new function and passes it every
   object and pointer the loop uses as a field of one structure: the
   restrict-qualified parameter C becomes `C.54 = .paral_data_load->C',
   the global DATA becomes `data = .paral_data_load->data'.  In the new
   function these are pointers loaded from memory, which points-to
   analysis can no longer tell apart, so the vectorizer versions the
   loop on run-time alias checks or, for an outer loop, gives up: the
   row products of the bench (p05, k07, k08) ran twice as slow in the
   outlined function with one thread as the serial build.

   The region, still in the parent function right after parloops, says
   which value each field holds (`.paral_data_store.F = V' before the
   region), and the parent's points-to information says which of those
   values may point to the same object.  Every memory reference of the
   region whose address is based only on pointer fields gets a new
   dependence clique, with one base per group of fields that may alias
   (GCC's form for restrict, as inlining gives a callee's restrict
   information to the loops it copies); the loops of the region own the
   clique, so that the information holds across their iterations.  The
   fields are loaded once at the start of the region and their values
   never change in it.  */

#include "liverange.h"
#include "gimple-walk.h"
#include "tree-ssa-alias.h"
#include "tree-pretty-print.h"

namespace {

/* The fields of one region's data structure: which value the parent
   stores in each, and groups (a union-find forest) of fields whose
   values may point to the same object.  */

struct lr_region_fields
{
  tree record;
  std::map<tree, unsigned> index;
  std::vector<tree> decl;
  std::vector<tree> value;
  std::vector<unsigned> parent;

  unsigned
  find (unsigned f)
  {
    while (parent[f] != f)
      f = parent[f] = parent[parent[f]];
    return f;
  }

  void
  unite (unsigned a, unsigned b)
  {
    parent[find (a)] = find (b);
  }
};

/* VALUE, or the address it copies when it is an SSA name set to one
   (parloops takes the address of every object in such a name, which
   has no points-to information of its own).  */

tree
lr_stored_address (tree value)
{
  while (TREE_CODE (value) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (value))
    {
      gimple *def = SSA_NAME_DEF_STMT (value);
      if (!gimple_assign_single_p (def))
	break;
      tree rhs = gimple_assign_rhs1 (def);
      if (TREE_CODE (rhs) == ADDR_EXPR)
	return rhs;
      if (TREE_CODE (rhs) != SSA_NAME)
	break;
      value = rhs;
    }
  return value;
}

/* Record in FIELDS the pointer value stored in each field of the data
   structure DATA of a region of FUN; a field stored more than once has
   no known value.  */

void
lr_collect_field_values (function *fun, tree data, lr_region_fields *fields)
{
  fields->record = TREE_TYPE (data);
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (!gimple_assign_single_p (stmt))
	  continue;
	tree lhs = gimple_assign_lhs (stmt);
	if (TREE_CODE (lhs) != COMPONENT_REF || TREE_OPERAND (lhs, 0) != data
	    || !POINTER_TYPE_P (TREE_TYPE (lhs)))
	  continue;
	tree field = TREE_OPERAND (lhs, 1);
	auto it = fields->index.find (field);
	if (it != fields->index.end ())
	  {
	    fields->value[it->second] = NULL_TREE;
	    continue;
	  }
	unsigned n = fields->value.size ();
	fields->index[field] = n;
	fields->decl.push_back (field);
	fields->value.push_back (lr_stored_address (gimple_assign_rhs1 (stmt)));
	fields->parent.push_back (n);
      }
}

/* Group the fields whose values may point to the same object, by the
   parent function's points-to information, except the pairs of pointers
   DISJOINT that the loop's run-time overlap check tells apart (the region
   runs only when it passed).  */

void
lr_group_aliasing_fields (lr_region_fields *fields,
			  const std::vector<std::pair<tree, tree> > &disjoint)
{
  unsigned n = fields->value.size ();
  for (unsigned a = 0; a < n; a++)
    for (unsigned b = a + 1; b < n; b++)
      if (fields->value[a] && fields->value[b]
	  && ptr_derefs_may_alias_p (fields->value[a], fields->value[b])
	  && !lr_pair_listed_p (disjoint, fields->value[a],
				fields->value[b]))
	fields->unite (a, b);
}

bool lr_trace_pointer (tree ptr, lr_region_fields *fields,
		       std::set<unsigned> *found, std::set<tree> *visited);

/* Trace operand OP of a pointer computation, as lr_trace_pointer.  */

bool
lr_trace_operand (tree op, lr_region_fields *fields,
		  std::set<unsigned> *found, std::set<tree> *visited)
{
  if (TREE_CODE (op) == SSA_NAME)
    return lr_trace_pointer (op, fields, found, visited);
  if (integer_zerop (op))
    return true;
  if (TREE_CODE (op) != ADDR_EXPR)
    return false;
  tree base = get_base_address (TREE_OPERAND (op, 0));
  return (base && TREE_CODE (base) == MEM_REF
	  && TREE_CODE (TREE_OPERAND (base, 0)) == SSA_NAME
	  && lr_trace_pointer (TREE_OPERAND (base, 0), fields, found,
			       visited));
}

/* The field of FIELDS that the load RHS reads, or -1.  */

int
lr_loaded_field (tree rhs, lr_region_fields *fields)
{
  if (TREE_CODE (rhs) != COMPONENT_REF
      || TREE_CODE (TREE_OPERAND (rhs, 0)) != MEM_REF
      || TYPE_MAIN_VARIANT (TREE_TYPE (TREE_OPERAND (rhs, 0)))
	   != TYPE_MAIN_VARIANT (fields->record))
    return -1;
  auto it = fields->index.find (TREE_OPERAND (rhs, 1));
  if (it == fields->index.end () || !fields->value[it->second])
    return -1;
  return it->second;
}

/* Add to FOUND the fields of FIELDS from which the pointer PTR is
   computed (copies, conversions, pointer arithmetic, selections and
   PHIs of values loaded from the fields); false when some value it may
   take comes from anything else.  */

bool
lr_trace_pointer (tree ptr, lr_region_fields *fields,
		  std::set<unsigned> *found, std::set<tree> *visited)
{
  if (!POINTER_TYPE_P (TREE_TYPE (ptr)) || SSA_NAME_IS_DEFAULT_DEF (ptr))
    return false;
  if (!visited->insert (ptr).second)
    return true;
  gimple *def = SSA_NAME_DEF_STMT (ptr);
  if (gphi *phi = dyn_cast<gphi *> (def))
    {
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	if (!lr_trace_operand (gimple_phi_arg_def (phi, i), fields, found,
			       visited))
	  return false;
      return true;
    }
  if (!is_gimple_assign (def))
    return false;
  tree rhs1 = gimple_assign_rhs1 (def);
  switch (gimple_assign_rhs_code (def))
    {
    case COMPONENT_REF:
      {
	int field = lr_loaded_field (rhs1, fields);
	if (field >= 0)
	  found->insert (field);
	return field >= 0;
      }
    case SSA_NAME:
    case ADDR_EXPR:
    CASE_CONVERT:
    case POINTER_PLUS_EXPR:
      return lr_trace_operand (rhs1, fields, found, visited);
    case COND_EXPR:
      return (lr_trace_operand (gimple_assign_rhs2 (def), fields, found,
				visited)
	      && lr_trace_operand (gimple_assign_rhs3 (def), fields, found,
				   visited));
    default:
      return false;
    }
}

/* A memory reference of the region and the fields its address comes
   from.  */

struct lr_tagged_ref
{
  tree base;
  gimple *stmt;
  unsigned field;
};

struct lr_ref_walk
{
  lr_region_fields *fields;
  std::vector<lr_tagged_ref> *refs;
};

/* walk_stmt_load_store_ops callback: record BASE when its address is
   computed from fields only (the fields it uses are grouped).  */

bool
lr_note_ref (gimple *stmt, tree base, tree, void *data)
{
  lr_ref_walk *walk = (lr_ref_walk *) data;
  if ((TREE_CODE (base) != MEM_REF && TREE_CODE (base) != TARGET_MEM_REF)
      || TREE_CODE (TREE_OPERAND (base, 0)) != SSA_NAME
      /* Dependence information that inlining brought in stays.  */
      || MR_DEPENDENCE_CLIQUE (base) > 1)
    return false;
  std::set<unsigned> found;
  std::set<tree> visited;
  if (!lr_trace_pointer (TREE_OPERAND (base, 0), walk->fields, &found,
			 &visited)
      || found.empty ())
    return false;
  for (unsigned f : found)
    walk->fields->unite (f, *found.begin ());
  walk->refs->push_back ({ base, stmt, *found.begin () });
  return false;
}

/* Dump the clique of the region PAR given to NREFS references, and the
   base of each field of FIELDS.  */

void
lr_dump_region_aliasing (gomp_parallel *par, unsigned short clique,
			 unsigned nrefs, lr_region_fields *fields)
{
  std::set<unsigned> bases;
  for (unsigned f = 0; f < fields->decl.size (); f++)
    bases.insert (fields->find (f));
  fprintf (dump_file, "%s: clique %d on %u references, %u bases:",
	   IDENTIFIER_POINTER (DECL_NAME (gimple_omp_parallel_child_fn (par))),
	   clique, nrefs, (unsigned) bases.size ());
  for (unsigned f = 0; f < fields->decl.size (); f++)
    {
      fputc (' ', dump_file);
      print_generic_expr (dump_file, fields->decl[f]);
      fprintf (dump_file, "=%u", fields->find (f) + 1);
    }
  fputc ('\n', dump_file);
}

/* Add to BLOCKS the blocks of the parallel region PAR: from the block
   after PAR's to the one holding the GIMPLE_OMP_RETURN that closes it,
   following the nesting of the OpenMP statements parloops writes
   (parallel, for, continue, return, atomic load and store).  False when
   the region does not have that shape; the caller then walks every
   block.  */

bool
lr_region_blocks (gomp_parallel *par, auto_vec<basic_block> *blocks)
{
  gimple_stmt_iterator after = gsi_for_stmt (par);
  gsi_next (&after);
  if (!gsi_end_p (after))
    return false;
  auto_bitmap seen;
  auto_vec<std::pair<basic_block, int> > work;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, gimple_bb (par)->succs)
    work.safe_push ({ e->dest, 1 });
  while (!work.is_empty ())
    {
      std::pair<basic_block, int> item = work.pop ();
      basic_block bb = item.first;
      int depth = item.second;
      if (bb->index == EXIT_BLOCK || !bitmap_set_bit (seen, bb->index))
	continue;
      blocks->safe_push (bb);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	switch (gimple_code (gsi_stmt (gsi)))
	  {
	  case GIMPLE_OMP_PARALLEL:
	  case GIMPLE_OMP_FOR:
	    depth++;
	    break;
	  case GIMPLE_OMP_RETURN:
	    depth--;
	    break;
	  case GIMPLE_OMP_CONTINUE:
	  case GIMPLE_OMP_ATOMIC_LOAD:
	  case GIMPLE_OMP_ATOMIC_STORE:
	    break;
	  default:
	    if (is_gimple_omp (gsi_stmt (gsi)))
	      return false;
	  }
      if (depth < 0)
	return false;
      if (depth > 0)
	FOR_EACH_EDGE (e, ei, bb->succs)
	  work.safe_push ({ e->dest, depth });
    }
  return true;
}

} // namespace

/* Give the memory references of the parallel region PAR of FUN whose
   addresses come from the fields of its data structure a new dependence
   clique, one base per group of fields that may alias, owned by the
   region's loops.  DISJOINT: pairs of pointers that a run-time check
   before the region proved to address disjoint bytes in it.  Returns the
   number of references given one.  */

unsigned
lr_restore_region_aliasing (function *fun, gomp_parallel *par,
			    const std::vector<std::pair<tree, tree> > &disjoint)
{
  tree data = gimple_omp_parallel_data_arg (par);
  if (!data || !VAR_P (data) || TREE_CODE (TREE_TYPE (data)) != RECORD_TYPE)
    return 0;
  lr_region_fields fields;
  lr_collect_field_values (fun, data, &fields);
  lr_group_aliasing_fields (&fields, disjoint);
  std::vector<lr_tagged_ref> refs;
  lr_ref_walk walk = { &fields, &refs };
  /* Only the region's blocks hold references computed from its
     fields.  */
  auto_vec<basic_block> blocks;
  if (!lr_region_blocks (par, &blocks))
    {
      blocks.truncate (0);
      basic_block bb;
      FOR_EACH_BB_FN (bb, fun)
	blocks.safe_push (bb);
    }
  for (basic_block bb : blocks)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      walk_stmt_load_store_ops (gsi_stmt (gsi), &walk, lr_note_ref,
				lr_note_ref);
  if (refs.empty ())
    return 0;
  if (fun->last_clique == 0)
    fun->last_clique = 1;
  unsigned short clique = ++fun->last_clique;
  class loop *outside = gimple_bb (par)->loop_father;
  for (const lr_tagged_ref &ref : refs)
    {
      MR_DEPENDENCE_CLIQUE (ref.base) = clique;
      MR_DEPENDENCE_BASE (ref.base) = fields.find (ref.field) + 1;
      for (class loop *loop = gimple_bb (ref.stmt)->loop_father;
	   loop && loop != outside && loop_outer (loop);
	   loop = loop_outer (loop))
	if (loop->owned_clique == 0)
	  loop->owned_clique = clique;
    }
  if (dump_file)
    lr_dump_region_aliasing (par, clique, refs.size (), &fields);
  return refs.size ();
}
