/* Exact flow dependences: for every read instance, the last write of the
   same cell before it in the original schedule (ISL's dataflow analysis).
   Every write of the model is a must-write: the domains are exact (loop
   bounds and the affine conditions that guard the block), so a write
   instance in the domain does execute.  */

#include "liverange.h"

void
lr_dump_isl (const char *what, isl_union_map *umap)
{
  if (!dump_file)
    return;
  char *s = isl_union_map_to_str (umap);
  fprintf (dump_file, "%s: %s\n", what, s ? s : "(null)");
  free (s);
}

void
lr_dump_isl_set (const char *what, isl_union_set *uset)
{
  if (!dump_file)
    return;
  char *s = isl_union_set_to_str (uset);
  fprintf (dump_file, "%s: %s\n", what, s ? s : "(null)");
  free (s);
}

static std::string
lr_union_map_text (isl_union_map *umap)
{
  char *s = isl_union_map_to_str (umap);
  std::string text = s ? s : "";
  free (s);
  return text;
}

/* Copy UMAP of another ISL context into CTX, through its text.  */

static isl_union_map *
lr_union_map_into (isl_ctx *ctx, isl_union_map *umap)
{
  char *s = isl_union_map_to_str (umap);
  isl_union_map *copy = s ? isl_union_map_read_from_str (ctx, s) : NULL;
  free (s);
  return copy;
}

/* Whether SCOP is the second model of a versioned loop whose schedule and
   accesses are those of the first model: the dataflow analysis is a
   function of those alone.  */

static bool
lr_same_flow_inputs_p (const lr_scop *scop)
{
  const lr_scop *first = scop->first;
  return (first && first->flow && first->no_source
	  && lr_union_map_text (scop->schedule)
	       == lr_union_map_text (first->schedule)
	  && lr_union_map_text (scop->reads) == lr_union_map_text (first->reads)
	  && lr_union_map_text (scop->writes)
	       == lr_union_map_text (first->writes));
}

/* Whether an access of BASE in one iteration of the candidate loop meets
   a write of the same cell in another iteration.  */

static bool
lr_base_pair_across_p (const lr_scop *scop, const lr_base *base)
{
  isl_union_set *cells = lr_cell_universe (scop, base);
  isl_union_map *writes
    = isl_union_map_intersect_range (isl_union_map_copy (scop->writes),
				     isl_union_set_copy (cells));
  isl_union_map *accesses
    = isl_union_map_union (isl_union_map_copy (scop->reads),
			   isl_union_map_copy (scop->writes));
  accesses = isl_union_map_intersect_range (accesses, cells);
  isl_union_map *pairs
    = isl_union_map_apply_range (writes, isl_union_map_reverse (accesses));
  isl_union_map *across = lr_carried (pairs, false);
  bool found = !isl_union_map_is_empty (across);
  isl_union_map_free (across);
  return found;
}

/* The cells whose flow the check (liverange-conflicts.cc) reads: those of
   the bases with an access pair across iterations of the candidate loop.
   For any other base no flow dependence, no live range and no read of a
   value from before the loop can meet a write of another iteration, so
   its flow decides nothing; and a cell's flow involves only its own
   accesses.  ISL's dataflow analysis is most of the pass's time, and in
   the loops made parallel most bases are read-only or private to an
   iteration (opus's kiss_fft.c).  */

static isl_union_set *
lr_flow_cells (const lr_scop *scop)
{
  isl_union_set *cells
    = isl_union_set_empty (isl_union_map_get_space (scop->reads));
  for (lr_base *base : scop->bases)
    {
      bool needed = lr_base_pair_across_p (scop, base);
      if (dump_file)
	fprintf (dump_file, "cells %s: %s\n", base->name.c_str (),
		 needed ? "in the dataflow analysis"
			: "no access pair across iterations, no dataflow");
      if (needed)
	cells = isl_union_set_union (cells, lr_cell_universe (scop, base));
      else
	xopt_count ("bases left out of the dataflow analysis");
    }
  return cells;
}

/* Compute the flow of SCOP with ISL, over the cells that need it.  */

static void
lr_compute_flow_isl (lr_scop *scop)
{
  isl_union_set *cells = lr_flow_cells (scop);
  isl_union_map *reads
    = isl_union_map_intersect_range (isl_union_map_copy (scop->reads),
				     isl_union_set_copy (cells));
  isl_union_map *writes
    = isl_union_map_intersect_range (isl_union_map_copy (scop->writes), cells);
  isl_union_access_info *info = isl_union_access_info_from_sink (reads);
  info = isl_union_access_info_set_must_source (info, writes);
  info = isl_union_access_info_set_schedule_map (info,
						 isl_union_map_copy (scop->schedule));
  isl_union_flow *flow = isl_union_access_info_compute_flow (info);
  scop->flow = isl_union_flow_get_may_dependence (flow);
  scop->no_source = isl_union_flow_get_may_no_source (flow);
  isl_union_flow_free (flow);
  scop->flow = isl_union_map_coalesce (scop->flow);
  scop->no_source = isl_union_map_coalesce (scop->no_source);
}

/* The flow of SCOP.  The second model of a versioned loop (its exit and
   PHIs are new) usually has the first one's schedule and accesses; it
   then takes the first one's result instead of computing it again, half
   of the pass's time on such loops.  */

void
lr_compute_flow (lr_scop *scop)
{
  if (lr_same_flow_inputs_p (scop))
    {
      scop->flow = lr_union_map_into (scop->ctx, scop->first->flow);
      scop->no_source = lr_union_map_into (scop->ctx, scop->first->no_source);
      if (scop->flow && scop->no_source)
	xopt_count ("dataflow analyses reused");
      else
	{
	  scop->flow = isl_union_map_free (scop->flow);
	  scop->no_source = isl_union_map_free (scop->no_source);
	}
    }
  if (!scop->flow)
    lr_compute_flow_isl (scop);
  lr_dump_isl ("flow dependences", scop->flow);
  lr_dump_isl ("reads without a source in the loop", scop->no_source);
}

/* Keep the pairs of UMAP (statement instance -> statement instance) that
   lie in different iterations of the candidate loop (counter c0), or, with
   FORWARD_ONLY, where the source's iteration precedes the target's.  */

struct lr_carried_data
{
  bool forward_only;
  isl_union_map *result;
};

static isl_stat
lr_carried_1 (isl_map *map, void *user)
{
  lr_carried_data *data = (lr_carried_data *) user;
  isl_map *lt = isl_map_order_lt (isl_map_copy (map), isl_dim_in, 0,
				  isl_dim_out, 0);
  if (!data->forward_only)
    lt = isl_map_union (lt, isl_map_order_gt (isl_map_copy (map), isl_dim_in,
					      0, isl_dim_out, 0));
  isl_map_free (map);
  data->result = isl_union_map_add_map (data->result, lt);
  return isl_stat_ok;
}

isl_union_map *
lr_carried (isl_union_map *umap, bool forward_only)
{
  lr_carried_data data;
  data.forward_only = forward_only;
  data.result = isl_union_map_empty (isl_union_map_get_space (umap));
  isl_union_map_foreach_map (umap, lr_carried_1, &data);
  isl_union_map_free (umap);
  return isl_union_map_coalesce (data.result);
}
