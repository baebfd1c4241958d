/* Access functions of references through pointers, from the scalar
   evolution of the address, as Graphite builds them.

   Real numeric code passes its arrays as parameters: `double C[NI][NJ]',
   `int n, double A[n][n]', `double *A' indexed by `i * n + j'.  GCC
   computes the row pointer `C + i * stride' in its own SSA name (often
   hoisted by PRE), so the reference's syntax says little; the address
   says everything.  The address of every reference is analysed as a
   scalar evolution in the nest and decomposed into one base pointer
   (invariant in the nest) plus a polynomial over the loop counters c0,
   c1, ... and the parameters (invariant SSA names).  Terms whose
   coefficient holds a parameter (the row length of a VLA) are grouped by
   that coefficient into dimensions, from the innermost (constant
   strides) outwards: `8*n*c0 + 8*c1' is the cell [c0, c1] of a row of n
   elements.  That is exact only when every inner subscript stays within
   its row (0 <= c1 < n), which is recorded in the statement's range checks
   and proved on the domain with the others.  With constant strides only,
   the cell is the linear element offset, exact in ISL as it is.

   Arithmetic in the address is modulo the pointer's precision, so a
   constant such as 2^64 - 8 (sizetype of -8) is -8; an inner value
   converted to a wider type must be exact in its own type, which signed
   arithmetic is (its overflow is undefined) and unsigned narrower
   arithmetic is not (refused).  */

#include "liverange.h"
#include "tree-scalar-evolution.h"
#include "tree-ssa-alias.h"
#include "tree-pretty-print.h"

/* A polynomial: each monomial (sorted factor names: counters c<d> and
   parameter identifiers) with its coefficient.  */
typedef std::vector<std::string> lr_monomial;
typedef std::map<lr_monomial, HOST_WIDE_INT> lr_poly;

/* Add FACTOR * SRC to DST.  */

static bool
lr_poly_add (lr_poly *dst, const lr_poly &src, HOST_WIDE_INT factor)
{
  for (auto &kv : src)
    {
      HOST_WIDE_INT &c = (*dst)[kv.first];
      if (!lr_small_p (kv.second) || !lr_small_p (factor)
	  || !lr_small_p (c + kv.second * factor))
	return false;
      c += kv.second * factor;
    }
  return true;
}

/* A * B.  */

static bool
lr_poly_mul (const lr_poly &a, const lr_poly &b, lr_poly *prod)
{
  for (auto &ka : a)
    for (auto &kb : b)
      {
	lr_monomial m (ka.first);
	m.insert (m.end (), kb.first.begin (), kb.first.end ());
	std::sort (m.begin (), m.end ());
	if (!lr_small_p (ka.second) || !lr_small_p (kb.second))
	  return false;
	HOST_WIDE_INT &c = (*prod)[m];
	c += ka.second * kb.second;
	if (!lr_small_p (c))
	  return false;
      }
  return true;
}

/* Whether arithmetic in TYPE gives the mathematical value: always when
   its overflow is undefined; modulo the address size when it is as wide
   as an address and only that is asked for (EXACT false).  */

static bool
lr_arith_ok (tree type, bool exact)
{
  if (POINTER_TYPE_P (type))
    return !exact;
  if (!INTEGRAL_TYPE_P (type) || TYPE_PRECISION (type) > 64)
    return false;
  if (TYPE_OVERFLOW_UNDEFINED (type))
    return true;
  return !exact && TYPE_PRECISION (type) >= TYPE_PRECISION (sizetype);
}

/* The value of the integer constant E.  */

static bool
lr_cst_value (tree e, bool exact, HOST_WIDE_INT *v)
{
  tree type = TREE_TYPE (e);
  unsigned prec = TYPE_PRECISION (type);
  if (prec > 64)
    return false;
  if (!exact && prec >= TYPE_PRECISION (sizetype))
    /* Modulo the address size: 2^64 - 8 is -8.  */
    *v = sext_hwi (wi::to_wide (e).to_shwi (prec),
		   TYPE_PRECISION (sizetype));
  else if (TYPE_UNSIGNED (type))
    {
      if (!wi::fits_shwi_p (wi::to_widest (e)))
	return false;
      *v = wi::to_widest (e).to_shwi ();
    }
  else
    *v = wi::to_wide (e).to_shwi ();
  return lr_small_p (*v);
}

struct lr_addr_walk
{
  lr_scop *scop;
  basic_block bb;
  /* The base pointer found so far.  */
  tree base;
  /* How many definitions outside the nest were followed.  */
  int defs;
};

static bool lr_addr_poly (lr_addr_walk *w, tree e, bool exact, bool base_ok,
			  lr_poly *out);

/* A conversion E of an integer or pointer.  */

static bool
lr_addr_convert (lr_addr_walk *w, tree e, bool exact, bool base_ok,
		 lr_poly *out)
{
  tree inner = TREE_OPERAND (e, 0);
  tree to = TREE_TYPE (e), from = TREE_TYPE (inner);
  if (POINTER_TYPE_P (to) && POINTER_TYPE_P (from))
    return lr_addr_poly (w, inner, exact, base_ok, out);
  if (!INTEGRAL_TYPE_P (to) || !INTEGRAL_TYPE_P (from)
      || TYPE_PRECISION (from) > 64 || TYPE_PRECISION (to) > 64)
    return false;
  unsigned addr = TYPE_PRECISION (sizetype);
  if (!exact && TYPE_PRECISION (to) >= addr && TYPE_PRECISION (from) >= addr)
    return lr_addr_poly (w, inner, false, false, out);
  if (TYPE_PRECISION (to) < TYPE_PRECISION (from))
    return false;
  if (TYPE_PRECISION (to) == TYPE_PRECISION (from)
      && TYPE_UNSIGNED (to) == TYPE_UNSIGNED (from))
    return lr_addr_poly (w, inner, exact, false, out);
  /* A widening (or a change of sign) keeps an exact value when the value
     is representable: from unsigned always, from signed to signed, or
     modulo the address size into a type as wide as addresses.  */
  if (!TYPE_UNSIGNED (from) && TYPE_UNSIGNED (to)
      && (exact || TYPE_PRECISION (to) < addr))
    return false;
  if (TYPE_PRECISION (to) == TYPE_PRECISION (from))
    return false;
  return lr_addr_poly (w, inner, true, false, out);
}

/* The expression that defines E, an SSA name set before the nest by
   arithmetic (a VLA's row size `(sizetype) n', a row pointer `A + i *
   stride' when the candidate is an inner loop), or NULL.  Following it
   makes every access speak of the same parameters and base pointers.  */

static tree
lr_outside_def (lr_addr_walk *w, tree e)
{
  gimple *def = SSA_NAME_DEF_STMT (e);
  if (!is_gimple_assign (def) || w->defs++ > 16)
    return NULL_TREE;
  enum tree_code code = gimple_assign_rhs_code (def);
  tree type = TREE_TYPE (e);
  switch (code)
    {
    CASE_CONVERT:
    case NEGATE_EXPR:
      return build1 (code, type, gimple_assign_rhs1 (def));
    case PLUS_EXPR:
    case POINTER_PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
      return build2 (code, type, gimple_assign_rhs1 (def),
		     gimple_assign_rhs2 (def));
    case SSA_NAME:
    case ADDR_EXPR:
      return gimple_assign_rhs1 (def);
    default:
      return NULL_TREE;
    }
}

/* A leaf: the base pointer, or a parameter.  */

static bool
lr_addr_leaf (lr_addr_walk *w, tree e, bool exact, bool base_ok,
	      lr_poly *out)
{
  if (TREE_CODE (e) == SSA_NAME)
    {
      basic_block def = gimple_bb (SSA_NAME_DEF_STMT (e));
      if (def && flow_bb_inside_loop_p (w->scop->loop, def))
	return false;
      tree expr = lr_outside_def (w, e);
      if (expr)
	{
	  lr_addr_walk saved = *w;
	  lr_poly sub;
	  if (lr_addr_poly (w, expr, exact, base_ok, &sub))
	    return lr_poly_add (out, sub, 1);
	  *w = saved;
	}
    }
  if (TREE_CODE (e) == ADDR_EXPR)
    {
      if (!base_ok || exact || !DECL_P (TREE_OPERAND (e, 0)))
	return false;
    }
  else
    {
      basic_block def = gimple_bb (SSA_NAME_DEF_STMT (e));
      if (def && flow_bb_inside_loop_p (w->scop->loop, def))
	return false;
      if (INTEGRAL_TYPE_P (TREE_TYPE (e)))
	{
	  if (TYPE_PRECISION (TREE_TYPE (e)) > 64)
	    return false;
	  (*out)[lr_monomial (1, lr_param_id (w->scop, e))] += 1;
	  return true;
	}
      if (!POINTER_TYPE_P (TREE_TYPE (e)) || !base_ok || exact)
	return false;
    }
  if (w->base && !operand_equal_p (w->base, e, 0))
    return false;
  w->base = e;
  return true;
}

/* Add the value of E (a scalar evolution instantiated in the nest) to
   OUT.  EXACT: the mathematical value is needed, not the value modulo
   the address size.  BASE_OK: E may hold the base pointer (with factor
   1).  */

static bool
lr_addr_poly (lr_addr_walk *w, tree e, bool exact, bool base_ok,
	      lr_poly *out)
{
  if (!e || chrec_contains_undetermined (e))
    return false;
  lr_poly a, b;
  switch (TREE_CODE (e))
    {
    case INTEGER_CST:
      {
	HOST_WIDE_INT v;
	if (!lr_cst_value (e, exact, &v))
	  return false;
	(*out)[lr_monomial ()] += v;
	return true;
      }
    case SSA_NAME:
    case ADDR_EXPR:
      return lr_addr_leaf (w, e, exact, base_ok, out);
    CASE_CONVERT:
      return lr_addr_convert (w, e, exact, base_ok, out);
    case POLYNOMIAL_CHREC:
      {
	class loop *cl = get_chrec_loop (e);
	if (!lr_arith_ok (TREE_TYPE (e), exact)
	    || (cl != w->scop->loop && !flow_loop_nested_p (w->scop->loop, cl))
	    || !flow_bb_inside_loop_p (cl, w->bb)
	    || !lr_addr_poly (w, CHREC_RIGHT (e), exact, false, &a))
	  return false;
	std::string dim = lr_dim_name ('c', loop_depth (cl)
					    - loop_depth (w->scop->loop));
	lr_poly counter;
	counter[lr_monomial (1, dim)] = 1;
	return (lr_poly_mul (a, counter, &b) && lr_poly_add (out, b, 1)
		&& lr_addr_poly (w, CHREC_LEFT (e), exact, base_ok, out));
      }
    case PLUS_EXPR:
    case POINTER_PLUS_EXPR:
      return (lr_arith_ok (TREE_TYPE (e), exact)
	      && lr_addr_poly (w, TREE_OPERAND (e, 0), exact, base_ok, out)
	      && lr_addr_poly (w, TREE_OPERAND (e, 1), exact, base_ok, out));
    case MINUS_EXPR:
      return (lr_arith_ok (TREE_TYPE (e), exact)
	      && lr_addr_poly (w, TREE_OPERAND (e, 0), exact, base_ok, out)
	      && lr_addr_poly (w, TREE_OPERAND (e, 1), exact, false, &a)
	      && lr_poly_add (out, a, -1));
    case NEGATE_EXPR:
      return (lr_arith_ok (TREE_TYPE (e), exact)
	      && lr_addr_poly (w, TREE_OPERAND (e, 0), exact, false, &a)
	      && lr_poly_add (out, a, -1));
    case MULT_EXPR:
      {
	lr_poly prod;
	return (lr_arith_ok (TREE_TYPE (e), exact)
		&& lr_addr_poly (w, TREE_OPERAND (e, 0), exact, false, &a)
		&& lr_addr_poly (w, TREE_OPERAND (e, 1), exact, false, &b)
		&& lr_poly_mul (a, b, &prod) && lr_poly_add (out, prod, 1));
      }
    default:
      return false;
    }
}

/* The bounds that the subscripts of REF, in statement ST, keep: an
   index of an array type with known bounds stays within them (C
   leaves anything else undefined; Graphite assumes the same), unless
   the array may be a trailing array of a structure.  The address alone
   cannot tell A[i+1][j] from A[i][j+N]; the subscripts can.  */

static lr_cond
lr_assumed_bounds (lr_scop *scop, lr_stmt *st, tree ref)
{
  lr_cond s;
  class loop *sloop = st->loops.last ();
  basic_block bb = gimple_bb (st->stmt);
  for (tree t = ref; handled_component_p (t); t = TREE_OPERAND (t, 0))
    {
      /* Only a structure's last field may be a trailing array that
	 extends past its type (GCC's array_at_struct_end_p also counts
	 every array reached through a pointer, `(*C)[j]' of a parameter
	 `double C[][NJ]', whose rows C bounds).  */
      if (TREE_CODE (t) != ARRAY_REF
	  || (TREE_CODE (TREE_OPERAND (t, 0)) == COMPONENT_REF
	      && array_at_struct_end_p (t)))
	continue;
      tree low = array_ref_low_bound (t), up = array_ref_up_bound (t);
      lr_aff idx, lo, hi;
      if (!low || !up
	  || !lr_value_aff (scop, sloop, TREE_OPERAND (t, 1), bb, &idx)
	  || !lr_value_aff (scop, sloop, low, bb, &lo)
	  || !lr_value_aff (scop, sloop, up, bb, &hi))
	continue;
      lr_cond_and (&s, lr_cond_ge (idx, lo));
      lr_cond_and (&s, lr_cond_ge (hi, idx));
    }
  return s;
}

/* The byte offset of the address ADDR (evaluated in statement ST) from
   its base pointer, stored in *BASE.  */

bool
lr_address_offset (lr_scop *scop, lr_stmt *st, tree addr,
		   lr_offset *offset, tree *base)
{
  class loop *sloop = st->loops.last ();
  tree ev = analyze_scalar_evolution (sloop, addr);
  ev = instantiate_scev (loop_preheader_edge (scop->loop), sloop, ev);
  lr_addr_walk w = { scop, gimple_bb (st->stmt), NULL_TREE, 0 };
  lr_poly poly;
  if (!lr_addr_poly (&w, ev, false, true, &poly) || !w.base)
    {
      if (dump_file)
	{
	  fprintf (dump_file, "address not affine: ");
	  print_generic_expr (dump_file, ev, TDF_NONE);
	  fprintf (dump_file, "\n");
	}
      return false;
    }
  offset->terms.clear ();
  for (auto &kv : poly)
    if (kv.second)
      offset->terms.push_back (std::make_pair (kv.first, kv.second));
  *base = w.base;
  offset->assumed = lr_cond ();
  if (TREE_CODE (addr) == ADDR_EXPR)
    offset->assumed = lr_assumed_bounds (scop, st, TREE_OPERAND (addr, 0));
  return true;
}

/* Whether M is a counter name c<d>.  */

static bool
lr_counter_p (const std::string &m)
{
  if (m.size () < 2 || m[0] != 'c')
    return false;
  for (size_t i = 1; i < m.size (); i++)
    if (!ISDIGIT (m[i]))
      return false;
  return true;
}

/* Split monomial M into a stride (its parameters) and the counter it
   multiplies, if any.  Return false for a product of counters.  */

static bool
lr_split_counter (const lr_monomial &m, lr_monomial *stride,
		  std::string *counter)
{
  stride->clear ();
  counter->clear ();
  for (const std::string &f : m)
    if (!lr_counter_p (f))
      stride->push_back (f);
    else if (!counter->empty ())
      return false;
    else
      *counter = f;
  return true;
}

/* Whether BIG is SMALL times one more factor, stored in *RATIO.  */

static bool
lr_one_more_factor (const lr_monomial &small, const lr_monomial &big,
		    std::string *ratio)
{
  if (big.size () != small.size () + 1)
    return false;
  lr_monomial rest;
  std::set_difference (big.begin (), big.end (), small.begin (), small.end (),
		       std::back_inserter (rest));
  if (rest.size () != 1)
    return false;
  *ratio = rest[0];
  return true;
}

/* The dimensions of pointer base BASE: the strides of all its accesses,
   innermost (no parameter) first, each the previous one times a
   parameter (stored in RATIOS).  */

static const char *
lr_base_strides (lr_scop *scop, lr_base *base, std::vector<lr_monomial> *dims,
		 std::vector<std::string> *ratios)
{
  std::set<lr_monomial> strides;
  strides.insert (lr_monomial ());
  for (lr_access *acc : scop->accesses)
    if (acc->base == base)
      for (auto &t : acc->offset.terms)
	{
	  lr_monomial stride;
	  std::string counter;
	  if (!lr_split_counter (t.first, &stride, &counter))
	    return "non-affine access (a product of loop counters)";
	  if (!counter.empty ())
	    strides.insert (stride);
	}
  dims->assign (strides.begin (), strides.end ());
  std::stable_sort (dims->begin (), dims->end (),
		    [] (const lr_monomial &a, const lr_monomial &b)
		    { return a.size () < b.size (); });
  for (unsigned i = 1; i < dims->size (); i++)
    {
      std::string ratio;
      if (!lr_one_more_factor ((*dims)[i - 1], (*dims)[i], &ratio))
	return "non-affine access (strides that are not nested rows)";
      ratios->push_back (ratio);
    }
  return NULL;
}

/* A row index V of ACC stays within its row of RATIO elements (where
   the subscripts keep their bounds; a range of LEN elements from V, for
   a call, when LEN is given): a condition recorded with the statement's
   row checks.  */

static void
lr_check_in_row (lr_access *acc, const lr_aff &v, const lr_aff *len,
		 const std::string &ratio)
{
  lr_cond out;
  if (!len)
    out = lr_cond_ge (v, lr_aff_var (ratio));
  else
    {
      lr_aff end = v;
      lr_aff_add_scaled (&end, *len, 1);
      out = lr_cond_lt (lr_aff_const (0), *len);
      lr_cond_and (&out, lr_cond_lt (lr_aff_var (ratio), end));
    }
  lr_cond outside = lr_cond_lt (v, lr_aff_const (0));
  lr_cond_or (&outside, out);
  lr_cond bad = acc->offset.assumed;
  lr_cond_and (&bad, outside);
  lr_cond_or (&acc->st->row_checks, bad);
}

/* The length of the range of ACC, a call, in elements of SIZE bytes;
   false when it is not a whole number of them.  */

static bool
lr_range_elements (const lr_access *acc, HOST_WIDE_INT size, lr_aff *elems)
{
  *elems = acc->range_bytes;
  if (elems->cst % size)
    return false;
  elems->cst /= size;
  for (auto &kv : elems->coef)
    {
      if (kv.second % size)
	return false;
      kv.second /= size;
    }
  return true;
}

/* The cell of ACC from its subscripts SUBS (innermost first) in
   elements of SIZE bytes: o0 = s1 and o1 = s0 for [s1, s0], or for a
   call's byte range o0 = s1 and s0 <= o1 < s0 + len.  */

static const char *
lr_cell_cond (lr_access *acc, const std::vector<lr_aff> &subs,
	      const std::vector<std::string> &ratios, HOST_WIDE_INT size)
{
  lr_aff len;
  if (acc->range && !lr_range_elements (acc, size, &len))
    return "call with a length that is not a whole number of elements";
  lr_cond cell;
  unsigned n = subs.size ();
  for (unsigned d = 0; d < n; d++)
    {
      lr_aff o = lr_aff_var (lr_dim_name ('o', n - 1 - d));
      if (acc->range && d == 0)
	{
	  lr_aff end = subs[d];
	  lr_aff_add_scaled (&end, len, 1);
	  lr_cond_and (&cell, lr_cond_ge (o, subs[d]));
	  lr_cond_and (&cell, lr_cond_lt (o, end));
	}
      else
	lr_cond_and (&cell, lr_cond_eq (o, subs[d]));
      if (d + 1 < n)
	lr_check_in_row (acc, subs[d], acc->range && !d ? &len : NULL,
			 ratios[d]);
    }
  lr_cond_and (&cell, acc->offset.assumed);
  acc->cell = cell;
  return NULL;
}

/* The cell of ACC over the dimensions DIMS (innermost first), in
   elements, with the range checks that make it exact.  */

static const char *
lr_pointer_cell (lr_access *acc, const std::vector<lr_monomial> &dims,
		 const std::vector<std::string> &ratios, HOST_WIDE_INT size)
{
  std::vector<lr_aff> subs (dims.size ());
  for (auto &t : acc->offset.terms)
    {
      if (t.second % size)
	return "unaligned access";
      HOST_WIDE_INT c = t.second / size;
      lr_monomial stride;
      std::string factor;
      lr_split_counter (t.first, &stride, &factor);
      unsigned d;
      for (d = 0; d < dims.size (); d++)
	if (dims[d] == stride)
	  break;
      /* A parameter times a stride: that parameter in the dimension.  */
      for (unsigned k = 0; d == dims.size () && factor.empty ()
			   && k < t.first.size (); k++)
	{
	  lr_monomial rest (t.first);
	  rest.erase (rest.begin () + k);
	  for (unsigned e = 0; e < dims.size (); e++)
	    if (dims[e] == rest)
	      {
		d = e;
		factor = t.first[k];
	      }
	}
      if (d == dims.size ())
	return "non-affine access (a product of parameters)";
      if (factor.empty ())
	subs[d].cst += c;
      else
	subs[d].coef[factor] += c;
    }
  return lr_cell_cond (acc, subs, ratios, size);
}

/* The cells of ACC, a call's range in a one-dimensional array declared in
   the function, whose elements have SIZE bytes.  */

const char *
lr_decl_range_cell (lr_access *acc, HOST_WIDE_INT size)
{
  std::vector<lr_aff> subs (1);
  for (auto &t : acc->offset.terms)
    {
      if (t.first.size () > 1)
	return "non-affine access (a product of parameters)";
      if (t.second % size)
	return "unaligned access";
      if (t.first.empty ())
	subs[0].cst += t.second / size;
      else
	subs[0].coef[t.first[0]] += t.second / size;
    }
  return lr_cell_cond (acc, subs, std::vector<std::string> (), size);
}

/* Give the accesses through pointer bases their cells, once all are
   known (the dimensions of a base depend on all its accesses).  */

const char *
lr_pointer_cells (lr_scop *scop)
{
  for (lr_base *base : scop->bases)
    {
      if (base->decl)
	continue;
      std::vector<lr_monomial> dims;
      std::vector<std::string> ratios;
      const char *why = lr_base_strides (scop, base, &dims, &ratios);
      if (why)
	return why;
      base->nsubs = dims.size ();
      base->ratios = ratios;
      /* Bytes, when only calls access the base.  */
      HOST_WIDE_INT size = (base->ref_size ? tree_to_shwi (base->ref_size)
			    : 1);
      for (lr_access *acc : scop->accesses)
	if (acc->base == base)
	  {
	    why = lr_pointer_cell (acc, dims, ratios, size);
	    if (why)
	      return why;
	  }
    }
  return NULL;
}
