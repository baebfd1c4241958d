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

/* Compute the flow of SCOP with ISL.  */

static void
lr_compute_flow_isl (lr_scop *scop)
{
  isl_union_access_info *info
    = isl_union_access_info_from_sink (isl_union_map_copy (scop->reads));
  info = isl_union_access_info_set_must_source (info,
						isl_union_map_copy (scop->writes));
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
