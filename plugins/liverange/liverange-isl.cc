/* The ISL objects of the model, built through ISL's API (as Graphite
   builds its polyhedra), never printed and parsed back.

   The analysis collects affine conditions (lr_cond: constraints over the
   loop counters c<d>, the cell dimensions o<d> and the parameters) while
   it walks the nest; parameters appear as they are met.  Once every
   parameter is known, the conditions become ISL sets and maps in spaces
   [params] -> S<n>[c0, ...] (statement instances) and [params] ->
   A<n>[o0, ...] (cells), made here and nowhere else.  A map is built as
   the set of its wrapped space (input dimensions first), so one builder
   serves domains, cells and schedules.  */

#include "liverange.h"

/* The constraint E >= 0 (E = 0 when EQ).  */

static lr_cond
lr_cond_atom (const lr_aff &e, bool eq)
{
  lr_cond c (eq ? lr_cond::EQ : lr_cond::GE);
  c.e = e;
  return c;
}

/* A - B as an affine expression.  */

static lr_aff
lr_aff_diff (const lr_aff &a, const lr_aff &b)
{
  lr_aff d = a;
  d.cst -= b.cst;
  for (auto &kv : b.coef)
    d.coef[kv.first] -= kv.second;
  return d;
}

lr_cond
lr_cond_ge (const lr_aff &a, const lr_aff &b)
{
  return lr_cond_atom (lr_aff_diff (a, b), false);
}

lr_cond
lr_cond_lt (const lr_aff &a, const lr_aff &b)
{
  lr_aff d = lr_aff_diff (b, a);
  d.cst -= 1;
  return lr_cond_atom (d, false);
}

lr_cond
lr_cond_eq (const lr_aff &a, const lr_aff &b)
{
  return lr_cond_atom (lr_aff_diff (a, b), true);
}

/* The affine expression NAME (a counter, a cell dimension or a
   parameter).  */

lr_aff
lr_aff_var (const std::string &name)
{
  lr_aff a;
  a.coef[name] = 1;
  return a;
}

lr_aff
lr_aff_const (HOST_WIDE_INT cst)
{
  lr_aff a;
  a.cst = cst;
  return a;
}

/* Add OP to the conjunction or disjunction *TO (of kind KIND).  */

static void
lr_cond_push (lr_cond *to, lr_cond::kind_t kind, const lr_cond &op)
{
  if (to->kind != kind)
    {
      lr_cond old = *to;
      *to = lr_cond (kind);
      to->ops.push_back (old);
    }
  if (op.kind == kind)
    to->ops.insert (to->ops.end (), op.ops.begin (), op.ops.end ());
  else
    to->ops.push_back (op);
}

void
lr_cond_and (lr_cond *to, const lr_cond &op)
{
  lr_cond_push (to, lr_cond::AND, op);
}

void
lr_cond_or (lr_cond *to, const lr_cond &op)
{
  lr_cond_push (to, lr_cond::OR, op);
}

/* The tuple name of ST.  */

std::string
lr_stmt_name (const lr_stmt *st)
{
  return "S" + std::to_string (st->id);
}

/* The name of counter or cell dimension D.  */

std::string
lr_dim_name (char prefix, unsigned d)
{
  return std::string (1, prefix) + std::to_string (d);
}

/* The parameter space of SCOP: every parameter met, in the order of
   their identifiers.  */

static isl_space *
lr_param_space (const lr_scop *scop)
{
  isl_space *space = isl_space_params_alloc (scop->ctx, scop->params.size ());
  unsigned i = 0;
  for (auto &kv : scop->params)
    space = isl_space_set_dim_name (space, isl_dim_param, i++,
				    kv.first.c_str ());
  return space;
}

/* The space [params] -> NAME[PREFIX0, PREFIX1, ...] of N dimensions
   (an anonymous tuple when NAME is empty; dimensions without names when
   PREFIX is 0, as a cell's or a time's, which are values, not
   variables).  */

isl_space *
lr_tuple_space (const lr_scop *scop, const std::string &name, unsigned n,
		char prefix)
{
  isl_space *space = isl_space_add_dims (lr_param_space (scop),
					 isl_dim_set, n);
  for (unsigned d = 0; prefix && d < n; d++)
    space = isl_space_set_dim_name (space, isl_dim_set, d,
				    lr_dim_name (prefix, d).c_str ());
  if (name.empty ())
    return space;
  return isl_space_set_tuple_name (space, isl_dim_set, name.c_str ());
}

/* The instances of ST, one dimension per loop around it.  */

isl_space *
lr_stmt_space (const lr_scop *scop, const lr_stmt *st)
{
  return lr_tuple_space (scop, lr_stmt_name (st), st->loops.length (), 'c');
}

/* The cells of BASE.  */

isl_space *
lr_cell_space (const lr_scop *scop, const lr_base *base)
{
  return lr_tuple_space (scop, base->name, base->nsubs, 0);
}

/* The position in a set of SPACE of the dimension or parameter NAME,
   where the counters c<d> come first and the cell dimensions o<d> after
   NCOUNTERS; false when there is none.  */

static bool
lr_dim_pos (isl_space *space, unsigned ncounters, const std::string &name,
	    enum isl_dim_type *type, int *pos)
{
  if (name.size () > 1 && (name[0] == 'c' || name[0] == 'o')
      && std::all_of (name.begin () + 1, name.end (),
		      [] (char ch) { return ISDIGIT (ch); }))
    {
      *type = isl_dim_set;
      *pos = atoi (name.c_str () + 1) + (name[0] == 'o' ? ncounters : 0);
      return *pos < (int) isl_space_dim (space, isl_dim_set);
    }
  *type = isl_dim_param;
  *pos = isl_space_find_dim_by_name (space, isl_dim_param, name.c_str ());
  return *pos >= 0;
}

/* The constraint C (an atom) in SPACE, or NULL.  */

static isl_set *
lr_atom_set (isl_space *space, unsigned ncounters, const lr_cond &c)
{
  isl_ctx *ctx = isl_space_get_ctx (space);
  isl_local_space *ls = isl_local_space_from_space (isl_space_copy (space));
  isl_constraint *k = (c.kind == lr_cond::EQ
		       ? isl_constraint_alloc_equality (ls)
		       : isl_constraint_alloc_inequality (ls));
  k = isl_constraint_set_constant_val (k, isl_val_int_from_si (ctx, c.e.cst));
  for (auto &kv : c.e.coef)
    {
      enum isl_dim_type type;
      int pos;
      if (!kv.second)
	continue;
      if (!lr_dim_pos (space, ncounters, kv.first, &type, &pos))
	{
	  if (dump_file)
	    fprintf (dump_file, "unknown dimension %s\n", kv.first.c_str ());
	  isl_constraint_free (k);
	  return NULL;
	}
      k = isl_constraint_set_coefficient_val (k, type, pos,
					      isl_val_int_from_si (ctx,
								   kv.second));
    }
  return isl_set_from_basic_set (isl_basic_set_from_constraint (k));
}

/* The set of the points of SPACE (a set space with the parameters of
   the model, whose first NCOUNTERS dimensions are the counters c<d>, the
   rest the cell dimensions o<d>) where C holds; NULL when C names a
   dimension SPACE lacks.  */

isl_set *
lr_cond_set (isl_space *space, unsigned ncounters, const lr_cond &c)
{
  if (c.kind == lr_cond::GE || c.kind == lr_cond::EQ)
    return lr_atom_set (space, ncounters, c);
  bool conj = c.kind == lr_cond::AND;
  isl_set *set = (conj ? isl_set_universe (isl_space_copy (space))
		  : isl_set_empty (isl_space_copy (space)));
  for (const lr_cond &op : c.ops)
    {
      isl_set *s = lr_cond_set (space, ncounters, op);
      if (!s)
	{
	  isl_set_free (set);
	  return NULL;
	}
      set = conj ? isl_set_intersect (set, s) : isl_set_union (set, s);
    }
  return set;
}

/* The map from the instances of ST to the points of RANGE (counters
   c<d> for ST's loops, o<d> for RANGE's dimensions) where C holds, or
   NULL.  */

isl_map *
lr_cond_map (const lr_scop *scop, const lr_stmt *st, isl_space *range,
	     const lr_cond &c)
{
  isl_space *space = isl_space_map_from_domain_and_range (lr_stmt_space (scop,
									 st),
							  range);
  space = isl_space_wrap (space);
  isl_set *set = lr_cond_set (space, st->loops.length (), c);
  isl_space_free (space);
  return set ? isl_set_unwrap (set) : NULL;
}

/* The instances of ST.  */

isl_union_set *
lr_stmt_universe (const lr_scop *scop, const lr_stmt *st)
{
  return isl_union_set_from_set (isl_set_universe (lr_stmt_space (scop, st)));
}

/* Every cell of BASE.  */

isl_union_set *
lr_cell_universe (const lr_scop *scop, const lr_base *base)
{
  return isl_union_set_from_set (isl_set_universe (lr_cell_space (scop,
								   base)));
}

/* The map from the instances of FROM to the instances of TO in the same
   iterations of the loops they share.  */

isl_union_map *
lr_same_iterations (const lr_scop *scop, const lr_stmt *from,
		    const lr_stmt *to)
{
  isl_map *map
    = isl_map_universe (isl_space_map_from_domain_and_range
			  (lr_stmt_space (scop, from), lr_stmt_space (scop, to)));
  unsigned n = MIN (from->loops.length (), to->loops.length ());
  for (unsigned d = 0; d < n; d++)
    map = isl_map_equate (map, isl_dim_in, d, isl_dim_out, d);
  return isl_union_map_from_map (map);
}
