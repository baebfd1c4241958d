/* SLP-M seeds: groups of stores to adjacent memory in one basic block,
   whose stored values are the lanes (slpm-tree.cc).  Also the driver
   that splits groups into chunks of the target's vector width, asks
   slpm-select.cc for plans and slpm-transform.cc to apply them, and
   reports the outcome.  */

#include "slpm.h"
#include "cfgloop.h"
#include "tree-data-ref.h"
#include "target.h"
#include "tree-pretty-print.h"
#include "gimple-pretty-print.h"
#include "alias.h"
#include "tree-ssa-alias.h"
#include "tree-eh.h"

/* One candidate store.  */
struct slpm_store
{
  gassign *stmt;
  tree base, offset, type;
  HOST_WIDE_INT init;
  bool used;
};

/* A reason for a missed remark.  */
static char slpm_reason[256];

static void
dump_lanes (vec<slpm_lane> &lanes, unsigned start, unsigned n,
	    const char *when)
{
  for (unsigned i = 0; i < n; i++)
    {
      fprintf (dump_file, "  %s lane %u: ", when, i);
      slpm_print_node (dump_file, lanes[start + i].root);
      fprintf (dump_file, "\n");
    }
}

/* Whether a load of lane tree N may read memory that one of the group's
   stores before it writes: then GCC's SLP cannot move the loads ahead
   of the stores, and no rewriting helps.  */

static bool
load_conflict_p (const slpm_node *n, vec<slpm_lane> &group)
{
  if (n->load)
    {
      for (unsigned i = 0; i < group.length (); i++)
	if (gimple_uid (group[i].store) < gimple_uid (n->load)
	    && refs_may_alias_p (n->ref, gimple_assign_lhs (group[i].store)))
	  return true;
      return false;
    }
  for (unsigned i = 0; i < n->nops; i++)
    if (load_conflict_p (n->ops[i], group))
      return true;
  return false;
}

/* The lane trees of lanes START .. START+N-1 of GROUP, from their
   stores.  */

static void
build_lane_trees (vec<slpm_lane> &group, unsigned start, unsigned n)
{
  basic_block bb = gimple_bb (group[start].store);
  for (unsigned i = 0; i < n; i++)
    group[start + i].root
      = slpm_build_tree (gimple_assign_rhs1 (group[start + i].store), bb, 0);
}

/* Score lanes START .. START+N-1 of GROUP against base lane CAND into
   PLANS (indexed by lane, NULL for the base).  Returns whether every lane
   became isomorphic; *TOTAL gets the whole score, *FIRST_BAD the first
   lane that did not.  */

static bool
score_lanes (vec<slpm_lane> &group, unsigned start, unsigned n, int cand,
	     slpm_plan **plans, unsigned *budget_left, int *total,
	     unsigned *first_bad)
{
  bool all_ok = true;
  *total = 0;
  for (unsigned j = 0; j < n; j++)
    {
      plans[j] = NULL;
      if ((int) j == cand)
	continue;
      plans[j] = slpm_score (group[start + cand].root, group[start + j].root,
			     0, budget_left);
      *total += plans[j]->score;
      if (!plans[j]->ok && all_ok)
	{
	  all_ok = false;
	  *first_bad = j;
	}
    }
  return all_ok;
}

/* Score the lanes against base lane CAND as score_lanes does, then orient
   the base's commutative nodes for them (slpm_orient_base) and score
   again, as long as that changes something and every lane stays
   isomorphic.  */

static bool
score_oriented (vec<slpm_lane> &group, unsigned start, unsigned n, int cand,
		slpm_plan **plans, unsigned *budget_left, int *total,
		unsigned *first_bad)
{
  if (!score_lanes (group, start, n, cand, plans, budget_left, total,
		    first_bad))
    return false;
  slpm_node *root = group[start + cand].root;
  slpm_plan **kept = XALLOCAVEC (slpm_plan *, n);
  memcpy (kept, plans, n * sizeof (slpm_plan *));
  int kept_total = *total;
  while (slpm_node *swapped = slpm_orient_base (root, plans, n))
    {
      if (!score_lanes (group, start, n, cand, plans, budget_left, total,
			first_bad))
	{
	  /* Back to the last orientation that worked.  */
	  std::swap (swapped->ops[0], swapped->ops[1]);
	  swapped->swapped = false;
	  memcpy (plans, kept, n * sizeof (slpm_plan *));
	  *total = kept_total;
	  break;
	}
      memcpy (kept, plans, n * sizeof (slpm_plan *));
      kept_total = *total;
    }
  return true;
}

/* Choose the base lane of lanes START .. START+N-1 of GROUP and the plan of
   every other lane against it (PLANS, indexed by lane): the first base
   candidate, in the order of slpm_select_base, against which every lane
   can be made isomorphic.  Returns the base, or -1 with *FIRST_BAD the
   first lane the best candidate failed on.  */

static int
select_plans (vec<slpm_lane> &group, unsigned start, unsigned n,
	      slpm_plan **plans, unsigned *budget_left, unsigned *first_bad_out)
{
  int *order = XALLOCAVEC (int, n);
  int best_count = slpm_select_base (group, start, n, order);
  int base = -1;
  unsigned first_bad = 0;
  for (unsigned k = 0; k < n && base < 0; k++)
    {
      int cand = order[k];
      int total = 0;
      unsigned bad = 0;
      bool all_ok = score_oriented (group, start, n, cand, plans, budget_left,
				    &total, &bad);
      if (!all_ok && k == 0)
	first_bad = bad;
      if (dump_file)
	{
	  fprintf (dump_file, "  base lane %d (%d matches%s): score %d%s\n",
		   cand, k == 0 ? best_count : -1, k == 0 ? "" : ", fallback",
		   total, all_ok ? "" : ", not isomorphic");
	  for (unsigned j = 0; j < n; j++)
	    if (plans[j])
	      {
		fprintf (dump_file, "    lane %u: score %d pattern ", j,
			 plans[j]->score);
		slpm_print_plan (dump_file, plans[j]);
		fprintf (dump_file, "\n");
	      }
	}
      if (all_ok)
	base = cand;
    }

  *first_bad_out = first_bad;
  return base;
}

/* Set slpm_reason to WHY (printf-style) and say it in the dump file.  */

static void ATTRIBUTE_PRINTF_1
chunk_refused (const char *why, ...)
{
  va_list ap;
  va_start (ap, why);
  vsnprintf (slpm_reason, sizeof slpm_reason, why, ap);
  va_end (ap);
  if (dump_file)
    fprintf (dump_file, "  %s\n", slpm_reason);
}

/* Select the plans of lanes START .. START+N-1 of GROUP into PLANS and
   their base lane into *BASE; on failure set slpm_reason and return
   false.  */

static bool
select_chunk_plans (vec<slpm_lane> &group, unsigned start, unsigned n,
		    slpm_plan **plans, int *base_out)
{
  for (unsigned i = 0; i < n; i++)
    if (load_conflict_p (group[start + i].root, group))
      {
	chunk_refused ("lane %u loads memory that a store of the group may "
		       "write",
		       i);
	return false;
      }
  unsigned budget = 200000;
  unsigned first_bad = 0;
  int base = select_plans (group, start, n, plans, &budget, &first_bad);
  if (base < 0 && slpm_replace && slpm_wrap_signed_scales (group, start, n))
    {
      if (dump_file)
	fprintf (dump_file, "  signed shifts and multiplications by constants "
			    "now computed unsigned; selecting again\n");
      build_lane_trees (group, start, n);
      base = select_plans (group, start, n, plans, &budget, &first_bad);
    }
  *base_out = base;
  if (base >= 0)
    return true;
  slpm_node *r = group[start + first_bad].root;
  if (budget == 0)
    chunk_refused ("search budget exhausted");
  else
    chunk_refused ("lane %u (%s) cannot be made isomorphic to the base lane",
		   first_bad, r->stmt ? get_tree_code_name (r->code) : "leaf");
  return false;
}

/* Apply the PLANS of lanes START .. START+N-1 of GROUP, which COUNTS
   summarize.  */

static void
apply_chunk_plans (vec<slpm_lane> &group, unsigned start, unsigned n,
		   slpm_plan **plans, const slpm_counts &counts)
{
  /* The remark waits for the vectorizers (slpm-outcome.cc).  */
  slpm_record_group (group, start, n, counts);
  for (unsigned j = 0; j < n; j++)
    if (plans[j])
      slpm_apply_plan (plans[j], group[start + j].store, 1);
    else
      slpm_apply_base_swaps (group[start + j].root);

  xopt_count ("groups made isomorphic");
  xopt_count ("reorder", counts.reorder);
  xopt_count ("extend", counts.extend);
  xopt_count ("replace", counts.replace);
  xopt_count ("load slots filled", slpm_fill_load_slots (group, start, n));
  xopt_count ("multiple slots made uniform",
	      slpm_fill_scaled_slots (group, start, n));

  if (dump_file)
    {
      build_lane_trees (group, start, n);
      dump_lanes (group, start, n, "after");
    }
}

/* What try_chunk made of a chunk.  */
enum slpm_chunk_result
{
  /* Isomorphic, now or already.  */
  SLPM_CHUNK_ISOMORPHIC,
  /* Not isomorphic; halves may be.  */
  SLPM_CHUNK_FAILED,
  /* Could be made isomorphic, but GCC's SLP would still build the values
     from scalars.  Halves would not help: SLP sees the whole run of
     stores again.  */
  SLPM_CHUNK_LEFT_ALONE
};

/* Try to make lanes START .. START+N-1 of GROUP isomorphic.  Unless they
   are (now or already), puts the reason into slpm_reason and leaves them
   alone, except perhaps for signed scalings recomputed unsigned
   (slpm_wrap_signed_scales), which keep every value and the scalar
   code.  */

static enum slpm_chunk_result
try_chunk (vec<slpm_lane> &group, unsigned start, unsigned n)
{
  build_lane_trees (group, start, n);
  if (dump_file)
    {
      fprintf (dump_file, "chunk of %u lanes at ", n);
      print_gimple_stmt (dump_file, group[start].store, 0, TDF_SLIM);
      dump_lanes (group, start, n, "before");
    }

  slpm_plan **plans = XALLOCAVEC (slpm_plan *, n);
  int base;
  if (!select_chunk_plans (group, start, n, plans, &base))
    return SLPM_CHUNK_FAILED;

  slpm_counts counts = { 0, 0, 0, 0 };
  for (unsigned j = 0; j < n; j++)
    if (plans[j])
      slpm_count_plan (plans[j], &counts);
  if (counts.reorder + counts.extend + counts.replace == 0)
    {
      if (dump_file)
	fprintf (dump_file, "  already isomorphic (shuffle=%d)\n",
		 counts.shuffle);
      return SLPM_CHUNK_ISOMORPHIC;
    }
  /* GCC's SLP tries the swapped operands of a commutative operation
     itself (vect_build_slp_tree_2); swapping them here changed no object
     of the testsuite.  */
  if (counts.extend + counts.replace == 0)
    {
      if (dump_file)
	fprintf (dump_file, "  isomorphic up to operand order, left to SLP\n");
      xopt_remark_note (group[start].store,
			"SLP-M: %u lanes isomorphic up to the order of "
			"commutative operands, which SLP swaps itself\n", n);
      xopt_count ("groups left to SLP's operand swapping");
      return SLPM_CHUNK_ISOMORPHIC;
    }
  /* Isomorphic lanes whose values GCC's SLP would still build from
     scalars: the rewrite would only let it pack them into vector stores,
     where it left the group alone before.  */
  if (slpm_stores_only_p (group, start, n, base, plans))
    {
      chunk_refused ("%u lanes can be made isomorphic, but GCC's SLP would "
		     "still build their values from scalars, at best packing "
		     "them into vector stores", n);
      return SLPM_CHUNK_LEFT_ALONE;
    }
  apply_chunk_plans (group, start, n, plans, counts);
  return SLPM_CHUNK_ISOMORPHIC;
}

/* Offer lanes START .. START+N-1 of GROUP to slpm_emit_vector as KIND,
   recording a chunk it defers until after the vectorizers.  Returns
   whether the code changed.  */

static bool
offer_vector_code (vec<slpm_lane> &group, unsigned start, unsigned n,
		   enum slpm_emit_kind kind)
{
  enum slpm_emit_result result = slpm_emit_vector (group, start, n, kind);
  if (result == SLPM_DEFERRED)
    slpm_defer_chunk (group, start, n);
  return result == SLPM_EMITTED;
}

/* Try lanes START .. START+SIZE-1 of GROUP, halving while that fails, down
   to slpm_min_lanes.  TOP is the first, widest try: its failure gets the
   missed remark.  */

static void
try_split (vec<slpm_lane> &group, unsigned start, unsigned size, bool top)
{
  /* An isomorphic half of a chunk that is not: in a loop, emitted as
     vector code (slpm-emit.cc), else left to basic-block SLP; a chunk
     whose stores narrow its values, which GCC's SLP cannot convert,
     emitted too.  */
  enum slpm_chunk_result result = try_chunk (group, start, size);
  if (result == SLPM_CHUNK_ISOMORPHIC)
    {
      offer_vector_code (group, start, size,
			 top ? SLPM_EMIT_WHOLE : SLPM_EMIT_HALF);
      return;
    }
  if (result == SLPM_CHUNK_LEFT_ALONE)
    {
      xopt_missed (group[start].store, "groups left alone, scalar values",
		   "SLP-M", "%s", slpm_reason);
      return;
    }
  /* Two operations that GCC's SLP cannot blend.  */
  if (offer_vector_code (group, start, size, SLPM_EMIT_TWO_OPS))
    return;
  if (top)
    xopt_missed (group[start].store, "groups missed", "SLP-M", "%s",
		 slpm_reason);
  if (size / 2 >= (unsigned) slpm_min_lanes)
    {
      try_split (group, start, size / 2, false);
      try_split (group, start + size / 2, size / 2, false);
    }
}

/* Process one run of adjacent stores: rewrite its chunks, or with FENCE
   (after the loop vectorizer, before SLP) fence it if it cannot become
   vector arithmetic.  */

static void
process_group (vec<slpm_lane> &group, tree type, bool fence)
{
  unsigned n = group.length ();
  unsigned vf = slpm_vector_lanes (type);
  if (dump_file)
    {
      fprintf (dump_file, "group of %u stores of type ", n);
      print_generic_expr (dump_file, type);
      fprintf (dump_file, ", %u lanes per vector\n", vf);
    }
  if (vf < 2)
    return;
  if (fence)
    {
      slpm_fence_group (group);
      return;
    }
  unsigned size = 1;
  while (size * 2 <= MIN (vf, n))
    size *= 2;
  unsigned start = 0;
  while (start < n)
    {
      while (size > n - start)
	size /= 2;
      if (size < (unsigned) slpm_min_lanes || size < 2)
	break;
      try_split (group, start, size, true);
      start += size;
    }
}

static int
compare_init (const void *a, const void *b)
{
  const slpm_store *x = (const slpm_store *) a;
  const slpm_store *y = (const slpm_store *) b;
  if (x->init != y->init)
    return x->init < y->init ? -1 : 1;
  return 0;
}

/* Process each run of adjacent stores of BUCKET (sorted by offset, all
   of TYPE) as a group.  */

static void
process_runs (vec<slpm_store> &bucket, tree type, bool fence)
{
  HOST_WIDE_INT size = tree_to_shwi (TYPE_SIZE_UNIT (type));
  unsigned k = 0;
  while (k < bucket.length ())
    {
      unsigned e = k + 1;
      while (e < bucket.length ()
	     && bucket[e].init == bucket[e - 1].init + size)
	e++;
      if (e - k >= 2 && e - k >= (unsigned) slpm_min_lanes)
	{
	  auto_vec<slpm_lane> group;
	  for (unsigned m = k; m < e; m++)
	    {
	      slpm_lane lane = { bucket[m].stmt, NULL };
	      group.safe_push (lane);
	    }
	  process_group (group, type, fence);
	}
      k = e;
    }
}

/* Seed groups in BB; FENCE as for process_group.  */

static void
process_bb (basic_block bb, bool fence)
{
  auto_vec<slpm_store> stores;
  unsigned uid = 1;
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      gimple_set_uid (stmt, uid++);
      if (!gimple_assign_single_p (stmt) || !gimple_store_p (stmt)
	  || gimple_has_volatile_ops (stmt) || stmt_could_throw_p (cfun, stmt))
	continue;
      tree lhs = gimple_assign_lhs (stmt);
      tree rhs = gimple_assign_rhs1 (stmt);
      tree type = TREE_TYPE (lhs);
      if (!slpm_type_ok_p (type) || !is_gimple_val (rhs)
	  || !types_compatible_p (type, TREE_TYPE (rhs)))
	continue;
      innermost_loop_behavior drb;
      if (!dr_analyze_innermost (&drb, lhs, NULL, stmt) || !drb.base_address
	  || !drb.offset || !drb.init || !tree_fits_shwi_p (drb.init))
	continue;
      slpm_store s;
      s.stmt = as_a<gassign *> (stmt);
      s.base = drb.base_address;
      s.offset = drb.offset;
      s.type = type;
      s.init = tree_to_shwi (drb.init);
      s.used = false;
      /* Bound the quadratic bucketing below; keep numbering the
	 statements, load_conflict_p needs their order.  */
      if (stores.length () < 1024)
	stores.safe_push (s);
    }

  for (unsigned i = 0; i < stores.length (); i++)
    {
      if (stores[i].used)
	continue;
      auto_vec<slpm_store> bucket;
      for (unsigned j = i; j < stores.length (); j++)
	if (!stores[j].used
	    && operand_equal_p (stores[j].base, stores[i].base, 0)
	    && operand_equal_p (stores[j].offset, stores[i].offset, 0)
	    && types_compatible_p (stores[j].type, stores[i].type))
	  {
	    stores[j].used = true;
	    bucket.safe_push (stores[j]);
	  }
      if (bucket.length () < 2)
	continue;
      bucket.qsort (compare_init);
      /* Two stores to one place: the order of the stores matters, leave
	 the whole bucket alone.  */
      bool dup = false;
      for (unsigned k = 1; k < bucket.length (); k++)
	dup |= bucket[k].init == bucket[k - 1].init;
      if (dup)
	continue;
      process_runs (bucket, stores[i].type, fence);
    }
}

unsigned
slpm_process_function (function *fun, bool fence)
{
  basic_block bb;
  slpm_obstack_init ();
  FOR_EACH_BB_FN (bb, fun)
    process_bb (bb, fence);
  slpm_obstack_release ();
  return 0;
}
