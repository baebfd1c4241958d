/* Helpers of xopt_sms on the dependence graph, part of the leaf layer of
   the scheduler (sms-sched.h): they call nothing but GCC, the DFA and the
   reservation table.

   The longest-path closure of the graph at an II decides RecMII and gives
   the placement its windows; the other helpers answer questions about
   single edges and insns: the latency of a register value, whether two
   nodes in one kernel cycle must keep their order, adding an edge.  */

#include "sms-sched.h"
#include "memmodel.h"
#include "insn-config.h"
#include "recog.h"
#include "insn-attr.h"
#include "sched-int.h"
#include "target.h"

bool
sms_longest_paths (ddg_ptr g, int ii, int *d, const bool *mask)
{
  int n = g->num_nodes;

  for (int i = 0; i < n * n; i++)
    d[i] = SMS_NO_PATH;
  for (int i = 0; i < n; i++)
    {
      if (mask && !mask[i])
	continue;
      d[i * n + i] = 0;
      for (ddg_edge_ptr e = g->nodes[i].out; e; e = e->next_out)
	{
	  int j = e->dest->cuid;
	  if (mask && !mask[j])
	    continue;
	  int w = e->latency - e->distance * ii;
	  if (w > d[i * n + j])
	    d[i * n + j] = w;
	}
      if (d[i * n + i] > 0)
	return false;
    }

  for (int k = 0; k < n; k++)
    {
      if (mask && !mask[k])
	continue;
      for (int i = 0; i < n; i++)
	{
	  int dik = d[i * n + k];
	  if (dik == SMS_NO_PATH)
	    continue;
	  int *di = &d[i * n];
	  const int *dk = &d[k * n];
	  /* Without a test of DK[J]: a sum with SMS_NO_PATH stays far below
	     every real path (below SMS_NO_PATH / 2, see the end), and the
	     loop needs no branch.  */
	  for (int j = 0; j < n; j++)
	    di[j] = MAX (di[j], MIN (dik + dk[j], SMS_PATH_CAP));
	}
      /* A positive cycle through K shows up right away; stop before the
	 weights grow along it.  */
      for (int i = 0; i < n; i++)
	if (d[i * n + i] > 0)
	  return false;
    }
  /* Real paths weigh at most the sum of the latencies; what came from
     adding to SMS_NO_PATH is no path.  */
  for (int i = 0; i < n * n; i++)
    if (d[i] < SMS_NO_PATH / 2)
      d[i] = SMS_NO_PATH;
  return true;
}

int
sms_def_latency (rtx_insn *def_insn)
{
  if (!sms_insn_issues_p (def_insn))
    return 1;
  return MAX (insn_default_latency (def_insn), 1);
}

/* Whether some register DEF_INSN defines is read by USE_INSN.  */
static bool
sms_reg_flow_p (rtx_insn *def_insn, rtx_insn *use_insn)
{
  df_ref def, use;
  FOR_EACH_INSN_DEF (def, def_insn)
    FOR_EACH_INSN_USE (use, use_insn)
      if (DF_REF_REGNO (def) == DF_REF_REGNO (use))
	return true;
  return false;
}

bool
sms_forced_before_p (ddg_ptr g, int a, int b, int ca, int cb, int ii)
{
  if (a == b || (ca - cb) % ii != 0)
    return false;
  for (ddg_edge_ptr e = g->nodes[a].out; e; e = e->next_out)
    if (e->dest->cuid == b && e->latency <= 0
	&& cb + e->distance * ii == ca)
      return true;
  for (ddg_edge_ptr e = g->nodes[b].out; e; e = e->next_out)
    if (e->dest->cuid == a && e->type == TRUE_DEP && e->distance <= 1
	&& ca + e->distance * ii == cb + ii
	&& sms_reg_flow_p (g->nodes[b].insn, g->nodes[a].insn))
      return true;
  return false;
}

/* Add an edge SRC -> DEST to G, or strengthen the edge SRC -> DEST of
   the same distance that exists.  Raising a latency only adds
   constraints, so it is always safe.  */
void
sms_add_edge (ddg_ptr g, ddg_node_ptr src, ddg_node_ptr dest, dep_type type,
	      int latency, int distance)
{
  for (ddg_edge_ptr e = src->out; e; e = e->next_out)
    if (e->dest == dest && e->distance == distance)
      {
	if (e->latency < latency)
	  e->latency = latency;
	return;
      }

  ddg_edge_ptr e = XCNEW (struct ddg_edge);
  e->src = src;
  e->dest = dest;
  e->type = type;
  e->data_type = REG_DEP;
  e->latency = latency;
  e->distance = distance;
  bitmap_set_bit (src->successors, dest->cuid);
  bitmap_set_bit (dest->predecessors, src->cuid);
  e->next_in = dest->in;
  dest->in = e;
  e->next_out = src->out;
  src->out = e;
  if (distance > 0)
    {
      g->backarcs = XRESIZEVEC (ddg_edge_ptr, g->backarcs,
				g->num_backarcs + 1);
      g->backarcs[g->num_backarcs++] = e;
    }
}

/* Unlink the edge *PE, the next of its source's outgoing list, from G
   and free it.  */
static void
sms_unlink_edge (ddg_ptr g, ddg_edge_ptr *pe)
{
  ddg_edge_ptr e = *pe;
  ddg_edge_ptr *pi = &e->dest->in;
  while (*pi != e)
    pi = &(*pi)->next_in;
  *pi = e->next_in;
  *pe = e->next_out;
  if (e->distance > 0)
    for (int k = 0; k < g->num_backarcs; k++)
      if (g->backarcs[k] == e)
	{
	  g->backarcs[k] = g->backarcs[--g->num_backarcs];
	  break;
	}
  if (e->distance > 0 && g->num_backarcs == 0)
    {
      /* free_ddg frees the array only when it has entries.  */
      free (g->backarcs);
      g->backarcs = NULL;
    }
  free (e);
}

void
sms_remove_edges (ddg_ptr g, bool (*drop) (ddg_edge_ptr, const void *),
		  const void *data)
{
  int n = g->num_nodes;
  for (int i = 0; i < n; i++)
    {
      ddg_edge_ptr *pe = &g->nodes[i].out;
      while (*pe)
	if (drop (*pe, data))
	  sms_unlink_edge (g, pe);
	else
	  pe = &(*pe)->next_out;
    }

  /* The successor and predecessor sets follow the edges.  */
  for (int i = 0; i < n; i++)
    {
      bitmap_clear (g->nodes[i].successors);
      bitmap_clear (g->nodes[i].predecessors);
    }
  for (int i = 0; i < n; i++)
    for (ddg_edge_ptr e = g->nodes[i].out; e; e = e->next_out)
      {
	bitmap_set_bit (g->nodes[i].successors, e->dest->cuid);
	bitmap_set_bit (e->dest->predecessors, i);
      }
}

bool
sms_macro_fused_p (rtx_insn *setter, rtx_insn *reader)
{
  return (JUMP_P (reader) && targetm.sched.macro_fusion_p
	  && targetm.sched.macro_fusion_p ()
	  && targetm.sched.macro_fusion_pair_p
	  && targetm.sched.macro_fusion_pair_p (setter, reader));
}
