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

/* The inputs and results of the last dataflow analysis, as ISL text.  A
   loop versioned on a run-time overlap check is modelled a second time
   with the same schedule and accesses (liverange-pass.cc); the analysis
   is a function of those alone, so its result is parsed back instead of
   computed again (half of the pass's time on such loops).  */

struct lr_flow_memo
{
  std::string schedule, reads, writes;
  std::string flow, no_source;
};

static lr_flow_memo lr_last_flow;

static std::string
lr_union_map_text (isl_union_map *umap)
{
  char *s = isl_union_map_to_str (umap);
  std::string text = s ? s : "";
  free (s);
  return text;
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

void
lr_compute_flow (lr_scop *scop)
{
  lr_flow_memo key;
  key.schedule = lr_union_map_text (scop->schedule);
  key.reads = lr_union_map_text (scop->reads);
  key.writes = lr_union_map_text (scop->writes);
  bool same = (!key.schedule.empty () && key.schedule == lr_last_flow.schedule
	       && key.reads == lr_last_flow.reads
	       && key.writes == lr_last_flow.writes);
  if (same)
    {
      scop->flow = isl_union_map_read_from_str (scop->ctx,
						lr_last_flow.flow.c_str ());
      scop->no_source
	= isl_union_map_read_from_str (scop->ctx,
				       lr_last_flow.no_source.c_str ());
      same = scop->flow && scop->no_source;
      if (same)
	xopt_count ("dataflow analyses reused");
      else
	{
	  scop->flow = isl_union_map_free (scop->flow);
	  scop->no_source = isl_union_map_free (scop->no_source);
	}
    }
  if (!same)
    {
      lr_compute_flow_isl (scop);
      key.flow = lr_union_map_text (scop->flow);
      key.no_source = lr_union_map_text (scop->no_source);
      if (scop->flow && scop->no_source)
	lr_last_flow = key;
    }
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
