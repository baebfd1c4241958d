/* The candidate transformation is "run the iterations of the candidate loop
   (counter c0) in parallel, everything else in its original order".  Under
   it, two statement instances in different iterations of c0 are unordered.
   The transformation is legal when
     1. no flow dependence joins two different iterations of c0, and
     2. no write of a cell falls, in another iteration, inside a live range
	of that cell: a live range whose write and reads lie in iteration i
	conflicts with every write of the same cell in an iteration i' != i.
   Two more conflicts come from outside the loop: a read of the value the
   cell had before the loop, when another iteration writes the cell; and a
   cell that is read after the loop and written by several iterations (the
   last write must win).

   Conflicts are repaired per variable: by forward substitution of the
   stored value into its reads (no memory), or by scalar expansion (one
   copy of the variable per iteration of c0).  */

#include "liverange.h"
#include "tree-pretty-print.h"

/* The number of statement pairs in UMAP (taken).  */

static int
lr_pairs (isl_union_map *umap)
{
  umap = isl_union_map_coalesce (umap);
  int n = isl_union_map_n_map (umap);
  isl_union_map_free (umap);
  return n;
}

/* Names of the source and target statements of the first map of UMAP.  */

static isl_stat
lr_first_pair (isl_map *map, void *user)
{
  std::string *s = (std::string *) user;
  if (s->empty ())
    *s = std::string (isl_map_get_tuple_name (map, isl_dim_in)) + " -> "
	 + isl_map_get_tuple_name (map, isl_dim_out);
  isl_map_free (map);
  return isl_stat_ok;
}

/* WRITES (instance -> cell) restricted to the instances of the last
   iteration of the candidate loop.  */

struct lr_last_data
{
  isl_set *last;
  isl_union_map *result;
};

static isl_stat
lr_last_1 (isl_map *map, void *user)
{
  lr_last_data *data = (lr_last_data *) user;
  unsigned n = isl_map_dim (map, isl_dim_in);
  isl_set *last = isl_set_add_dims (isl_set_copy (data->last), isl_dim_set,
				    n - 1);
  last = isl_set_set_tuple_id (last, isl_map_get_tuple_id (map, isl_dim_in));
  data->result
    = isl_union_map_add_map (data->result, isl_map_intersect_domain (map, last));
  return isl_stat_ok;
}

/* Whether the last iteration of the candidate loop writes every cell that
   any iteration writes (WRITES: instance -> cell).  Then, when the
   iterations use private copies of the variable, the last iteration alone
   writing the variable itself leaves it as the loop in order would.  */

static bool
lr_last_writes_cover (const lr_scop *scop, isl_union_map *writes)
{
  isl_set *loop = isl_set_copy (scop->loop_domain);
  lr_last_data data;
  data.last = isl_set_lexmax (loop);
  data.result = isl_union_map_empty (isl_union_map_get_space (writes));
  isl_union_map_foreach_map (writes, lr_last_1, &data);
  isl_set_free (data.last);
  isl_union_set *all = isl_union_map_range (isl_union_map_copy (writes));
  isl_union_set *last = isl_union_map_range (data.result);
  bool ok = isl_union_set_is_subset (all, last) == isl_bool_true;
  isl_union_set_free (all);
  isl_union_set_free (last);
  return ok;
}

/* Whether every reference to BASE names the declaration through component
   and array references only, so that the declaration can be replaced by one
   element of an array.  */

static bool
lr_expandable_refs_p (const lr_scop *scop, const lr_base *base)
{
  for (lr_access *acc : scop->accesses)
    if (acc->base == base)
      {
	tree t = acc->ref;
	/* A call's range: the address of the declaration.  */
	if (is_gimple_call (acc->st->stmt))
	  {
	    if (TREE_CODE (t) != ADDR_EXPR)
	      return false;
	    t = TREE_OPERAND (t, 0);
	  }
	while (handled_component_p (t))
	  t = TREE_OPERAND (t, 0);
	if (t != base->decl)
	  return false;
      }
  return true;
}

/* Whether every read of BASE can be forward-substituted; if so, record
   the substitution chains in PLAN.  */

static bool
lr_try_substitute (lr_scop *scop, lr_plan *plan, lr_base *base)
{
  /* A memset or memcpy write is not a value to substitute.  */
  for (lr_access *acc : scop->accesses)
    if (acc->base == base && acc->write && is_gimple_call (acc->st->stmt))
      return false;
  bool substitute = true;
  bool have_reads = false;
  std::map<const void *, lr_chain *> chains;
  for (lr_access *acc : scop->accesses)
    if (acc->base == base && !acc->write && substitute)
      {
	have_reads = true;
	lr_chain *chain = new lr_chain ();
	chains[acc] = chain;
	if (!lr_substitutable_p (scop, acc, chain))
	  substitute = false;
      }
  substitute &= have_reads;
  for (auto &kv : chains)
    if (substitute)
      plan->chains[kv.first] = kv.second;
    else
      delete kv.second;
  if (dump_file && have_reads && !substitute)
    fprintf (dump_file, "%s: not every read is substitutable\n",
	     base->name.c_str ());
  return substitute;
}

/* Why BASE cannot be expanded into private copies, or NULL when it can
   (then PLAN->bytes counts them).  WRITES are its writes, NOSRC whether it
   reads values from before the loop; WHY holds a message built here.  */

static const char *
lr_expansion_refusal (lr_scop *scop, lr_plan *plan, lr_base *base,
		      isl_union_map *writes, bool nosrc, std::string *why)
{
  if (!base->decl || TREE_CODE (base->decl) != VAR_DECL)
    return "accessed through a pointer";
  if (nosrc)
    return "reads the value from before the loop";
  if (!lr_expandable_refs_p (scop, base))
    return "accessed as raw memory";
  if (base->live_out && !lr_last_writes_cover (scop, writes))
    return "live out of the loop and the last iteration does not write "
	   "every cell";
  if (!lr_privatisation_available ())
    return "no OpenMP runtime for private copies";
  unsigned HOST_WIDE_INT bytes
    = lr_private_bytes (TREE_TYPE (base->decl), false);
  if (bytes == 0 || plan->bytes + bytes > (unsigned HOST_WIDE_INT) lr_max_bytes)
    {
      char buf[128];
      snprintf (buf, sizeof buf,
		"private copies need " HOST_WIDE_INT_PRINT_UNSIGNED
		" bytes, more than max-bytes=%d",
		plan->bytes + bytes, lr_max_bytes);
      *why = buf;
      return why->c_str ();
    }
  plan->bytes += bytes;
  return NULL;
}

/* Decide the repair of BASE, whose live ranges conflict.  WRITES are its
   writes, NOSRC whether it reads values from before the loop.  */

static bool
lr_decide (lr_scop *scop, lr_plan *plan, lr_decision *dec,
	   isl_union_map *writes, bool nosrc, std::string *why)
{
  lr_base *base = dec->base;
  bool substitute = lr_substitute && lr_try_substitute (scop, plan, base);
  /* Substitution is preferred because it needs no memory.  A variable
     read after the loop still needs its writes, and private copies for
     them: those copies serve the reads as well, so substituting the reads
     would only add work.  */
  if (substitute && !base->live_out)
    {
      dec->kind = LR_SUBSTITUTE;
      return true;
    }
  if (!lr_expand)
    {
      *why = substitute ? "live out of the loop and expansion disabled"
			: lr_substitute ? "not substitutable and expansion disabled"
					: "expansion and substitution disabled";
      return false;
    }
  std::string msg;
  if (const char *refusal
      = lr_expansion_refusal (scop, plan, base, writes, nosrc, &msg))
    {
      *why = refusal;
      return false;
    }
  dec->kind = LR_EXPAND;
  return true;
}

/* Values computed in the loop and used after it: each needs the value of
   the last iteration, kept by expanding it.  */

static bool
lr_check_liveouts (lr_scop *scop, lr_plan *plan, std::string *reason)
{
  class loop *loop = scop->loop;
  edge exit = single_exit (loop);
  for (lr_liveout &lo : scop->liveouts)
    {
      gimple *def = SSA_NAME_DEF_STMT (lo.value);
      basic_block bb = gimple_bb (def);
      const char *why = NULL;
      if (bb->loop_father != loop
	  || (gimple_code (def) == GIMPLE_PHI && bb == loop->header))
	why = "a value carried across iterations";
      else if (!dominated_by_p (CDI_DOMINATORS, exit->src, bb))
	why = "not computed in every iteration";
      else if (lr_substitute)
	{
	  /* Evaluate the defining expression again after the loop, for the
	     last iteration: no memory.  */
	  lr_chain *chain = new lr_chain ();
	  if (lr_reeval_liveout_p (scop, lo.value, chain))
	    {
	      plan->chains[lo.value] = chain;
	      lo.substituted = true;
	      plan->false_deps++;
	      if (dump_file)
		{
		  fprintf (dump_file, "decision: ");
		  print_generic_expr (dump_file, lo.value, TDF_NONE);
		  fprintf (dump_file, " is live out of the loop: forward-"
				      "substitute, evaluated again after the "
				      "loop\n");
		}
	      continue;
	    }
	  delete chain;
	}
      if (why)
	;
      else if (!lr_expand)
	why = "expansion disabled";
      else if (!lr_privatisation_available ())
	why = "no OpenMP runtime for private copies";
      else
	{
	  unsigned HOST_WIDE_INT bytes
	    = lr_private_bytes (TREE_TYPE (lo.value), true);
	  if (bytes == 0
	      || plan->bytes + bytes > (unsigned HOST_WIDE_INT) lr_max_bytes)
	    why = "private copies exceed max-bytes";
	  else
	    plan->bytes += bytes;
	}
      if (why)
	{
	  *reason = "live-range conflict on " + lr_tree_name (lo.value)
		    + " not repairable: live out of the loop, " + why;
	  return false;
	}
      if (dump_file)
	{
	  fprintf (dump_file, "decision: ");
	  print_generic_expr (dump_file, lo.value, TDF_NONE);
	  fprintf (dump_file, " is live out of the loop: private copies, the "
			      "last iteration stores the value kept\n");
	}
      plan->expand_liveouts = true;
      plan->expanded++;
      plan->false_deps++;
    }
  return true;
}

/* The accesses of one variable, as ISL relations restricted to its
   cells.  */

struct lr_base_maps
{
  isl_union_map *writes, *reads;
  /* Reads of values from before the loop.  */
  isl_union_map *nosrc;
  /* Pairs of writes of the same cell.  */
  isl_union_map *ww;
};

static lr_base_maps
lr_base_maps_of (lr_scop *scop, lr_base *base)
{
  lr_base_maps m;
  isl_union_set *cells = lr_cell_universe (scop, base);
  m.writes = isl_union_map_intersect_range (isl_union_map_copy (scop->writes),
					    isl_union_set_copy (cells));
  m.reads = isl_union_map_intersect_range (isl_union_map_copy (scop->reads),
					   isl_union_set_copy (cells));
  m.nosrc = isl_union_map_intersect_range (isl_union_map_copy (scop->no_source),
					   cells);
  m.ww = isl_union_map_apply_range (isl_union_map_copy (m.writes),
				    isl_union_map_reverse (
				      isl_union_map_copy (m.writes)));
  return m;
}

static void
lr_base_maps_free (lr_base_maps *m)
{
  isl_union_map_free (m->writes);
  isl_union_map_free (m->reads);
  isl_union_map_free (m->nosrc);
  isl_union_map_free (m->ww);
}

/* Whether the live ranges of BASE conflict across iterations of the
   candidate loop; the dump file says how.  */

static bool
lr_base_conflict_p (lr_scop *scop, lr_base *base, const lr_base_maps &m)
{
  isl_union_set *live = isl_union_map_domain (lr_live_ranges (scop, base));
  /* A write in another iteration inside a live range.  */
  isl_union_map *c1
    = lr_carried (isl_union_map_intersect_domain (isl_union_map_copy (m.ww),
						  live),
		  false);
  /* A read of the value from before the loop, and a write of the cell in
     another iteration.  */
  isl_union_map *c2 = lr_carried (
    isl_union_map_apply_range (isl_union_map_copy (m.nosrc),
			       isl_union_map_reverse (
				 isl_union_map_copy (m.writes))),
    false);
  /* A cell read after the loop, written by several iterations.  */
  isl_union_map *c3
    = base->live_out ? lr_carried (isl_union_map_copy (m.ww), false)
		     : isl_union_map_empty (isl_union_map_get_space (m.ww));
  bool conflict = (!isl_union_map_is_empty (c1)
		   || !isl_union_map_is_empty (c2)
		   || !isl_union_map_is_empty (c3));
  if (dump_file && conflict)
    {
      fprintf (dump_file, "conflicts on %s:\n", base->name.c_str ());
      lr_dump_isl ("  write inside a live range of another iteration", c1);
      lr_dump_isl ("  read of the value before the loop, written by another "
		   "iteration",
		   c2);
      lr_dump_isl ("  live after the loop, written by several iterations", c3);
    }
  isl_union_map_free (c1);
  isl_union_map_free (c2);
  isl_union_map_free (c3);
  return conflict;
}

/* Decide how to repair the conflicting variable BASE and record it in
   PLAN; or set *REASON and return false.  */

static bool
lr_repair_base (lr_scop *scop, lr_plan *plan, lr_base *base,
		const lr_base_maps &m, std::string *reason)
{
  lr_decision dec = { base, LR_NONE, 0 };
  isl_union_map *anti = lr_carried (
    isl_union_map_apply_range (isl_union_map_copy (m.reads),
			       isl_union_map_reverse (
				 isl_union_map_copy (m.writes))),
    true);
  dec.false_deps
    = lr_pairs (anti) + lr_pairs (lr_carried (isl_union_map_copy (m.ww), true));
  std::string why;
  if (!lr_decide (scop, plan, &dec, m.writes, !isl_union_map_is_empty (m.nosrc),
		  &why))
    {
      *reason = "live-range conflict on " + lr_tree_name (base->object)
		+ " not repairable: " + why;
      if (dump_file)
	fprintf (dump_file, "decision: %s not repairable: %s\n",
		 base->name.c_str (), why.c_str ());
      return false;
    }
  if (dump_file)
    fprintf (dump_file, "decision: %s %s (%d false dependences)\n",
	     base->name.c_str (),
	     dec.kind == LR_SUBSTITUTE ? "forward-substitute" : "expand",
	     dec.false_deps);
  plan->decisions.safe_push (dec);
  plan->false_deps += dec.false_deps;
  return true;
}

/* Whether the flow dependences of SCOP allow its loop to run in
   parallel; else set *REASON.  */

static bool
lr_check_flow (lr_scop *scop, std::string *reason)
{
  isl_union_map *carried = lr_carried (isl_union_map_copy (scop->flow), false);
  lr_dump_isl ("flow dependences carried by c0", carried);
  bool ok = isl_union_map_is_empty (carried);
  if (!ok)
    {
      std::string pair;
      isl_union_map_foreach_map (carried, lr_first_pair, &pair);
      *reason = "flow dependence " + pair;
    }
  isl_union_map_free (carried);
  return ok;
}

bool
lr_check (lr_scop *scop, lr_plan *plan, std::string *reason)
{
  plan->expand_liveouts = false;
  plan->false_deps = plan->substituted = plan->expanded = 0;
  plan->bytes = 0;

  /* 1. Flow dependences carried by the candidate loop.  */
  if (!lr_check_flow (scop, reason))
    return false;

  /* 2. Live-range conflicts, per variable: first which variables
     conflict (a substitution may only re-load variables that do not),
     then the repairs.  */
  for (lr_base *base : scop->bases)
    {
      lr_base_maps m = lr_base_maps_of (scop, base);
      base->conflict = lr_base_conflict_p (scop, base, m);
      lr_base_maps_free (&m);
    }
  for (lr_base *base : scop->bases)
    if (base->conflict)
      {
	lr_base_maps m = lr_base_maps_of (scop, base);
	bool ok = lr_repair_base (scop, plan, base, m, reason);
	lr_base_maps_free (&m);
	if (!ok)
	  return false;
      }

  /* 3. Values used after the loop.  */
  return lr_check_liveouts (scop, plan, reason);
}
