/* Swing node ordering (Llosa, Gonzalez, Ayguade, Valero: "Swing Modulo
   Scheduling: A Lifetime-Sensitive Approach", PACT 1996) for xopt_sms.

   The nodes are first split into sets: each recurrence (a strongly
   connected component with a cycle), most constraining first (highest
   RecMII of its own), together with the nodes on paths between it and the
   sets before it; then all the remaining nodes.  Within a set the order
   sweeps alternately top-down and bottom-up from what is already ordered:
   top-down takes the successors of the ordered nodes, highest height
   first; bottom-up takes their predecessors, deepest first; ties go to the
   node with the least mobility.  Each node thus follows a predecessor or a
   successor in the order, so the scheduler can place it close to it and
   register lifetimes stay short; and the critical recurrences are placed
   while the reservation table is still empty.  */

#include "sms-scheduler.h"

/* ASAP, ALAP and height of each node into M_INFO.  */
void
sms_scheduler::compute_node_info ()
{
  ddg_ptr g = m_g;
  int n = m_n;
  m_info.safe_grow_cleared (n);
  sms_node_info *info = m_info.address ();
  int max_asap = 0;

  /* Intra-iteration edges go forward in body order, so the body order is
     a topological order of the acyclic graph.  */
  for (int i = 0; i < n; i++)
    {
      int asap = 0;
      for (ddg_edge_ptr e = g->nodes[i].in; e; e = e->next_in)
	if (e->distance == 0 && e->src->cuid < i)
	  asap = MAX (asap, info[e->src->cuid].asap + e->latency);
      info[i].asap = asap;
      max_asap = MAX (max_asap, asap);
    }
  for (int i = n - 1; i >= 0; i--)
    {
      int height = 0;
      for (ddg_edge_ptr e = g->nodes[i].out; e; e = e->next_out)
	if (e->distance == 0 && e->dest->cuid > i)
	  height = MAX (height, info[e->dest->cuid].height + e->latency);
      info[i].height = height;
    }
  for (int i = 0; i < n; i++)
    info[i].alap = MAX (max_asap - info[i].height, info[i].asap);
}

/* Add to R the nodes of SET that are not ordered and are predecessors
   (PREDS) or successors of the ordered nodes.  Returns whether R is
   non-empty.  */
bool
sms_scheduler::neighbours_of_ordered (const bool *in_set,
				      const bool *ordered, bool preds,
				      bool *r) const
{
  ddg_ptr g = m_g;
  bool any = false;
  for (int i = 0; i < g->num_nodes; i++)
    {
      if (!ordered[i])
	continue;
      ddg_node_ptr v = &g->nodes[i];
      if (preds)
	{
	  for (ddg_edge_ptr e = v->in; e; e = e->next_in)
	    {
	      int j = e->src->cuid;
	      if (in_set[j] && !ordered[j])
		r[j] = any = true;
	    }
	}
      else
	for (ddg_edge_ptr e = v->out; e; e = e->next_out)
	  {
	    int j = e->dest->cuid;
	    if (in_set[j] && !ordered[j])
	      r[j] = any = true;
	  }
    }
  return any;
}

/* The node of R to order next: highest height top-down, highest depth
   (ASAP) bottom-up (not TOP_DOWN), then least mobility, then body
   order.  */
int
sms_scheduler::pick (const bool *r, bool top_down) const
{
  const sms_node_info *info = m_info.address ();
  int best = -1;
  for (int i = 0; i < m_n; i++)
    {
      if (!r[i])
	continue;
      if (best < 0)
	{
	  best = i;
	  continue;
	}
      int key_i = top_down ? info[i].height : info[i].asap;
      int key_b = top_down ? info[best].height : info[best].asap;
      int mob_i = info[i].alap - info[i].asap;
      int mob_b = info[best].alap - info[best].asap;
      if (key_i > key_b || (key_i == key_b && mob_i < mob_b))
	best = i;
    }
  return best;
}

/* Order the nodes of IN_SET after those ORDERED already, appending them to
   M_ORDER.  */
void
sms_scheduler::order_set (const bool *in_set, bool *ordered)
{
  const sms_node_info *info = m_info.address ();
  int n = m_n;
  auto_vec<bool> r_vec;
  r_vec.safe_grow_cleared (n);
  bool *r = r_vec.address ();
  bool top_down;

  if (neighbours_of_ordered (in_set, ordered, true, r))
    top_down = false;
  else if (neighbours_of_ordered (in_set, ordered, false, r))
    top_down = true;
  else
    top_down = false;

  while (true)
    {
      bool any = false;
      for (int i = 0; i < n; i++)
	any |= r[i];
      if (!any)
	{
	  /* Start (again, for a part of the set not connected to what is
	     ordered) from the deepest node left.  */
	  int start = -1;
	  for (int i = 0; i < n; i++)
	    if (in_set[i] && !ordered[i]
		&& (start < 0 || info[i].asap > info[start].asap))
	      start = i;
	  if (start < 0)
	    return;
	  r[start] = true;
	  top_down = false;
	}

      while (true)
	{
	  int v = pick (r, top_down);
	  if (v < 0)
	    break;
	  r[v] = false;
	  ordered[v] = true;
	  m_order.safe_push (v);
	  ddg_node_ptr node = &m_g->nodes[v];
	  if (top_down)
	    {
	      for (ddg_edge_ptr e = node->out; e; e = e->next_out)
		if (in_set[e->dest->cuid] && !ordered[e->dest->cuid])
		  r[e->dest->cuid] = true;
	    }
	  else
	    for (ddg_edge_ptr e = node->in; e; e = e->next_in)
	      if (in_set[e->src->cuid] && !ordered[e->src->cuid])
		r[e->src->cuid] = true;
	}

      /* Turn around; when nothing lies that way, try the other way.  */
      top_down = !top_down;
      if (!neighbours_of_ordered (in_set, ordered, !top_down, r))
	{
	  top_down = !top_down;
	  neighbours_of_ordered (in_set, ordered, !top_down, r);
	}
    }
}

/* A recurrence of the graph: its nodes and its own RecMII.  */
struct sms_recurrence
{
  auto_vec<bool> nodes;
  int rec_mii;
  int size;
};

/* Whether the longest-path matrix D at MII has a path from I to J.  */
#define SMS_PATH_P(i, j) (m_d[(i) * m_n + (j)] != SMS_NO_PATH)

/* The recurrences of the graph into RECS, most constraining first (the
   larger one on a tie): the strongly connected components of the path
   matrix (I and J are in one when each reaches the other) with a
   cycle.  */
void
sms_scheduler::find_recurrences (vec<sms_recurrence *> *recs) const
{
  int n = m_n;
  auto_vec<int> comp;
  comp.safe_grow (n);
  for (int i = 0; i < n; i++)
    comp[i] = -1;
  for (int i = 0; i < n; i++)
    {
      if (comp[i] >= 0)
	continue;
      comp[i] = i;
      int size = 1;
      bool self = false;
      for (ddg_edge_ptr e = m_g->nodes[i].out; e; e = e->next_out)
	if (e->dest->cuid == i)
	  self = true;
      for (int j = i + 1; j < n; j++)
	if (comp[j] < 0 && SMS_PATH_P (i, j) && SMS_PATH_P (j, i))
	  {
	    comp[j] = i;
	    size++;
	  }
      if (size == 1 && !self)
	continue;
      sms_recurrence *rec = new sms_recurrence;
      rec->nodes.safe_grow_cleared (n);
      for (int j = i; j < n; j++)
	if (comp[j] == i)
	  rec->nodes[j] = true;
      rec->size = size;
      rec->rec_mii = rec_mii (rec->nodes.address ());
      recs->safe_push (rec);
    }

  for (unsigned a = 1; a < recs->length (); a++)
    for (unsigned b = a; b > 0; b--)
      {
	sms_recurrence *x = (*recs)[b], *y = (*recs)[b - 1];
	if (x->rec_mii > y->rec_mii
	    || (x->rec_mii == y->rec_mii && x->size > y->size))
	  {
	    (*recs)[b] = y;
	    (*recs)[b - 1] = x;
	  }
	else
	  break;
      }
}

/* Add to IN_SET the nodes on paths between the recurrence REC and the
   nodes of the earlier sets PREV.  */
void
sms_scheduler::add_connecting_nodes (const bool *rec, const bool *prev,
				     bool *in_set) const
{
  int n = m_n;
  for (int x = 0; x < n; x++)
    {
      if (prev[x] || in_set[x])
	continue;
      bool from_rec = false, to_rec = false, from_prev = false,
	   to_prev = false;
      for (int i = 0; i < n; i++)
	{
	  if (rec[i])
	    {
	      from_rec |= SMS_PATH_P (i, x);
	      to_rec |= SMS_PATH_P (x, i);
	    }
	  if (prev[i])
	    {
	      from_prev |= SMS_PATH_P (i, x);
	      to_prev |= SMS_PATH_P (x, i);
	    }
	}
      if ((from_rec && to_prev) || (from_prev && to_rec))
	in_set[x] = true;
    }
}

#undef SMS_PATH_P

/* The swing order of the nodes into M_ORDER.  M_D is the longest-path
   matrix at MII (used for reachability and the recurrence priority of
   the sets).  */
void
sms_scheduler::compute_order ()
{
  int n = m_n;
  auto_delete_vec<sms_recurrence> recs;
  find_recurrences (&recs);

  auto_vec<bool> ordered_vec, in_set_vec, prev_vec;
  ordered_vec.safe_grow_cleared (n);
  in_set_vec.safe_grow_cleared (n);
  prev_vec.safe_grow_cleared (n);
  bool *ordered = ordered_vec.address ();
  bool *in_set = in_set_vec.address ();
  bool *prev = prev_vec.address ();
  for (sms_recurrence *rec : recs)
    {
      bool any = false;
      for (int i = 0; i < n; i++)
	{
	  in_set[i] = rec->nodes[i] && !prev[i];
	  any |= in_set[i];
	}
      if (!any)
	continue;
      add_connecting_nodes (rec->nodes.address (), prev, in_set);
      order_set (in_set, ordered);
      for (int i = 0; i < n; i++)
	prev[i] |= in_set[i];
    }

  /* Everything else.  */
  for (int i = 0; i < n; i++)
    in_set[i] = !prev[i];
  order_set (in_set, ordered);
  gcc_assert ((int) m_order.length () == n);
}
