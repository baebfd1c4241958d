/* xopt_vliw: prefix-sum columns, which keep the ILP's rows sparse.
   Copyright (C) 2026 The xopt authors.

   Almost every row of the tight form (strong precedence, the
   disaggregated value and transfer rows, block length, tail energy) sums
   a family of columns over a range of cycles: "insn i issued on cluster
   m by cycle t", "a transfer of web v into m by t".  Written out, each
   such row has O(T * M) terms and a block has O(T) of them per
   dependence, so the rows grew as T^2: a 16-insn function gave 27k
   nonzeros.  Instead, each family gets one continuous column per cycle,
   C[t] = C[t-1] + (the family's columns at t), defined by an equality
   row, and a row takes the single term C[t].  The projection onto the
   original columns is the same polyhedron, so the LP bound is unchanged
   while the matrix has O(T * (M + 2)) nonzeros per family plus a few per
   row.  Sums of at most three columns are still written out.  */

#include "vliw-ilp.h"

#include <algorithm>

namespace {

const unsigned direct_terms = 3;

/* The columns of family K at cycle S.  */
void
base_columns (const ilp_model &mo, const ilp_family &k, int s,
	      std::vector<int> *out)
{
  out->clear ();
  if (k.kind == ILP_FAMILY_X)
    {
      int lo = k.b == ILP_ANY ? -1 : k.b, hi = k.b == ILP_ANY ? mo.clusters - 1
					       : k.b;
      for (int m = lo; m <= hi; m++)
	if (ilp_x (mo, k.a, m, s) >= 0)
	  out->push_back (ilp_x (mo, k.a, m, s));
      return;
    }
  if (k.kind == ILP_FAMILY_ETA)
    {
      if (s >= 0 && s < mo.horizon[k.a])
	out->push_back (mo.eta[k.a] + s);
      return;
    }
  const ilp_xgroup &g = mo.groups[k.a];
  for (int m1 = 0; m1 < mo.clusters; m1++)
    for (int m2 = 0; m2 < mo.clusters; m2++)
      if ((k.b == ILP_ANY || k.b == m1) && (k.c == ILP_ANY || k.c == m2)
	  && ilp_y (mo, g, m1, m2, s) >= 0)
	out->push_back (ilp_y (mo, g, m1, m2, s));
}

/* The cycle range of family K.  */
void
family_range (const ilp_model &mo, const ilp_family &k, int *first,
	      int *last)
{
  if (k.kind == ILP_FAMILY_X)
    *first = mo.lb[k.a], *last = mo.ub[k.a];
  else if (k.kind == ILP_FAMILY_ETA)
    *first = 0, *last = mo.horizon[k.a] - 1;
  else
    *first = mo.groups[k.a].lo, *last = mo.groups[k.a].hi;
}

ilp_chain &
chain_of (ilp_model &mo, const ilp_family &k)
{
  auto it = mo.chains.find (k);
  if (it != mo.chains.end ())
    return it->second;
  ilp_chain &c = mo.chains[k];
  int last;
  family_range (mo, k, &c.first, &last);
  std::vector<int> cols;
  int total = 0;
  for (int s = c.first; s <= last; s++)
    {
      base_columns (mo, k, s, &cols);
      total += cols.size ();
      c.count.push_back (total);
    }
  return c;
}

/* Create the prefix columns of chain C (family K) and their rows.  */
void
materialize_chain (ilp_model &mo, const ilp_family &k, ilp_chain &c)
{
  std::vector<int> cols;
  for (unsigned t = 0; t < c.count.size (); t++)
    {
      int col = mo.cols.size ();
      mo.cols.push_back ({0, (double) c.count[t], 0, false});
      ilp_row row = {{std::make_pair (col, 1.0)}, 0, 0};
      if (t > 0)
	row.terms.push_back (std::make_pair (c.cols.back (), -1.0));
      base_columns (mo, k, c.first + t, &cols);
      for (int b : cols)
	row.terms.push_back (std::make_pair (b, -1.0));
      c.cols.push_back (col);
      mo.def_rows.push_back (row);
      mo.def_cols.push_back (col);
    }
}

} // anon namespace

bool
operator< (const ilp_family &x, const ilp_family &y)
{
  if (x.kind != y.kind)
    return x.kind < y.kind;
  if (x.a != y.a)
    return x.a < y.a;
  return x.b != y.b ? x.b < y.b : x.c < y.c;
}

/* Add COEF * (the columns of family K at cycles <= T) to the last row.  */
void
ilp_prefix (ilp_model &mo, const ilp_family &k, int t, double coef)
{
  ilp_chain &c = chain_of (mo, k);
  if (t < c.first || c.count.empty ())
    return;
  unsigned idx = std::min ((unsigned) (t - c.first), (unsigned) c.count.size () - 1);
  if (c.count[idx] == 0)
    return;
  if ((unsigned) c.count[idx] <= direct_terms)
    {
      std::vector<int> cols;
      for (unsigned s = 0; s <= idx; s++)
	{
	  base_columns (mo, k, c.first + s, &cols);
	  for (int b : cols)
	    ilp_term (mo, b, coef);
	}
      return;
    }
  if (c.cols.empty ())
    materialize_chain (mo, k, c);
  ilp_term (mo, c.cols[idx], coef);
}

/* Add COEF * (the columns of family K at cycles >= T), written as the
   total minus a prefix.  */
void
ilp_suffix (ilp_model &mo, const ilp_family &k, int t, double coef)
{
  ilp_prefix (mo, k, 1 << 30, coef);
  ilp_prefix (mo, k, t - 1, -coef);
}

ilp_family
ilp_fx (int insn, int cluster)
{
  return {ILP_FAMILY_X, insn, cluster, 0};
}

ilp_family
ilp_fy (const ilp_model &mo, const ilp_xgroup &g, int from, int to)
{
  return {ILP_FAMILY_Y, (int) (&g - mo.groups.data ()), from, to};
}

ilp_family
ilp_feta (int block)
{
  return {ILP_FAMILY_ETA, block, 0, 0};
}

/* Move the prefix definition rows into the model; record where.  */
void
ilp_commit_prefix_rows (ilp_model &mo)
{
  mo.def_first = mo.rows.size ();
  mo.rows.insert (mo.rows.end (), mo.def_rows.begin (), mo.def_rows.end ());
  mo.def_rows.clear ();
}

/* Values of the prefix columns of X from the columns they sum.  */
void
ilp_prefix_values (const ilp_model &mo, std::vector<double> *x)
{
  for (unsigned k = 0; k < mo.def_cols.size (); k++)
    {
      int col = mo.def_cols[k];
      double v = 0;
      for (const std::pair<int, double> &t : mo.rows[mo.def_first + k].terms)
	if (t.first != col)
	  v -= t.second * (*x)[t.first];
      (*x)[col] = v;
    }
}
