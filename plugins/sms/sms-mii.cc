/* The minimum initiation interval of xopt_sms: MII = max (ResMII,
   RecMII).

   RecMII is exact: the smallest II at which no dependence cycle of the
   graph has a positive weight when an edge weighs latency - distance * II
   (a cycle of latency L and distance D needs II >= L / D), decided by
   the longest-path closure of sms-graph.cc.

   ResMII comes from the DFA: the smallest II at which the body's insns,
   ignoring dependences, pack into the modulo reservation table of
   sms-mrt.cc (longest reservations first, each in the first row where the
   kernel still replays without a stall).  It accounts for units an insn
   holds for several cycles, which a count of issue slots would miss.  */

#include "sms-scheduler.h"
#include "memmodel.h"
#include "insn-config.h"
#include "recog.h"
#include "insn-attr.h"
#include "sched-int.h"


/* A lower bound of RecMII for the nodes in MASK (all when null): the
   largest ceil (L / D) over the cycles made of one edge of distance D >
   0 closed by the longest path of distance-0 edges back to its source,
   of latency L - the recurrences of most loop bodies are such cycles.
   1 when the distance-0 edges are not acyclic.  */
static int
sms_rec_mii_lower_bound (ddg_ptr g, const bool *mask)
{
  int n = g->num_nodes;
  /* A topological order of the distance-0 edges (Kahn).  */
  auto_vec<int> indeg, topo;
  indeg.safe_grow_cleared (n);
  for (int i = 0; i < n; i++)
    if (!mask || mask[i])
      for (ddg_edge_ptr e = g->nodes[i].out; e; e = e->next_out)
	if (e->distance == 0 && (!mask || mask[e->dest->cuid]))
	  indeg[e->dest->cuid]++;
  int members = 0;
  for (int i = 0; i < n; i++)
    if (!mask || mask[i])
      {
	members++;
	if (indeg[i] == 0)
	  topo.safe_push (i);
      }
  for (unsigned k = 0; k < topo.length (); k++)
    for (ddg_edge_ptr e = g->nodes[topo[k]].out; e; e = e->next_out)
      if (e->distance == 0 && (!mask || mask[e->dest->cuid])
	  && --indeg[e->dest->cuid] == 0)
	topo.safe_push (e->dest->cuid);
  if ((int) topo.length () != members)
    return 1;

  int bound = 1;
  auto_vec<int> dist;
  dist.safe_grow (n);
  auto_vec<bool> done;
  done.safe_grow_cleared (n);
  for (int i = 0; i < n; i++)
    {
      if (mask && !mask[i])
	continue;
      for (ddg_edge_ptr e = g->nodes[i].out; e; e = e->next_out)
	{
	  int v = e->dest->cuid;
	  if (e->distance <= 0 || (mask && !mask[v]) || done[v])
	    continue;
	  /* Longest distance-0 paths from V, then every edge into V's
	     ancestors of positive distance closes a cycle.  */
	  done[v] = true;
	  for (int k = 0; k < n; k++)
	    dist[k] = SMS_NO_PATH;
	  dist[v] = 0;
	  for (int u : topo)
	    if (dist[u] != SMS_NO_PATH)
	      for (ddg_edge_ptr f = g->nodes[u].out; f; f = f->next_out)
		if (f->distance == 0 && (!mask || mask[f->dest->cuid]))
		  dist[f->dest->cuid]
		    = MAX (dist[f->dest->cuid],
			   MIN (dist[u] + f->latency, SMS_PATH_CAP));
	  for (ddg_edge_ptr b = g->nodes[v].in; b; b = b->next_in)
	    {
	      int u = b->src->cuid;
	      if (b->distance <= 0 || dist[u] == SMS_NO_PATH)
		continue;
	      int len = dist[u] + b->latency;
	      if (len > 0)
		bound = MAX (bound, (len + b->distance - 1) / b->distance);
	    }
	}
    }
  return bound;
}

/* The recurrence bound of the nodes in MASK (all when null): the
   smallest II at which no dependence cycle has a positive weight; 0
   without cycles.  */
int
sms_scheduler::rec_mii (const bool *mask) const
{
  ddg_ptr g = m_g;
  int n = m_n;
  int hi = 1;
  bool cycle = false;

  for (int i = 0; i < n; i++)
    {
      if (mask && !mask[i])
	continue;
      for (ddg_edge_ptr e = g->nodes[i].out; e; e = e->next_out)
	if (!mask || mask[e->dest->cuid])
	  {
	    hi += MAX (e->latency, 0);
	    if (e->distance > 0)
	      cycle = true;
	  }
    }
  /* Every cycle has a distance of at least one, so at II = HI no cycle
     weighs more than zero.  */
  if (!cycle)
    return 0;

  /* Usually the bound is RecMII and one closure decides.  */
  int *d = XNEWVEC (int, n * n);
  int lo = MIN (sms_rec_mii_lower_bound (g, mask), hi);
  if (sms_longest_paths (g, lo, d, mask))
    hi = lo;
  else
    lo++;
  while (lo < hi)
    {
      int mid = lo + (hi - lo) / 2;
      if (sms_longest_paths (g, mid, d, mask))
	hi = mid;
      else
	lo = mid + 1;
    }
  free (d);
  return hi;
}

/* The resource bound: the smallest II at which all the issuing insns of
   the body pack into a modulo reservation table, ignoring
   dependences.  */
int
sms_scheduler::res_mii () const
{
  ddg_ptr g = m_g;
  int n = m_n;
  int max_reservation = m_max_reservation;
  auto_vec<int> nodes;
  auto_vec<int> res;
  int n_issue = 0, total = 0;

  res.safe_grow_cleared (n);
  for (int i = 0; i < n; i++)
    {
      rtx_insn *insn = g->nodes[i].insn;
      if (NONDEBUG_INSN_P (insn) && GET_CODE (PATTERN (insn)) != USE
	  && GET_CODE (PATTERN (insn)) != CLOBBER)
	{
	  n_issue++;
	  nodes.safe_push (i);
	}
      res[i] = sms_reservation_cycles (insn);
      total += MAX (res[i], 1);
    }
  if (n_issue == 0)
    return 1;

  /* Longest reservations first, then body order: the usual first-fit
     decreasing packing.  */
  for (unsigned a = 1; a < nodes.length (); a++)
    for (unsigned b = a; b > 0 && res[nodes[b]] > res[nodes[b - 1]]; b--)
      {
	int t = nodes[b];
	nodes[b] = nodes[b - 1];
	nodes[b - 1] = t;
      }

  int ii = MAX (1, (n_issue + issue_rate - 1) / issue_rate);
  for (; ii < total + n; ii++)
    {
      sms_mrt mrt (ii, max_reservation);
      bool ok = true;
      for (int i : nodes)
	{
	  int r;
	  for (r = 0; r < ii; r++)
	    if (mrt.fits (g->nodes[i].insn, r))
	      break;
	  if (r == ii)
	    {
	      ok = false;
	      break;
	    }
	  mrt.add (g->nodes[i].insn, r);
	}
      if (ok)
	return ii;
    }
  return ii;
}

/* MII and its two bounds into the schedule, and MaxII.  */
void
sms_scheduler::compute_mii ()
{
  m_s->rec_mii = rec_mii (NULL);
  m_s->res_mii = res_mii ();
  m_s->mii = MAX (MAX (m_s->rec_mii, m_s->res_mii), 1);
  m_s->max_ii = MAX (m_s->mii, m_opts.max_ii_factor * m_s->mii);
}
