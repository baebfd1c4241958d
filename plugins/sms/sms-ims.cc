/* Iterative modulo scheduling with eviction for xopt_sms (after Rau,
   "Iterative modulo scheduling", 1994), the fallback of the swing
   placement in sms-place.cc.

   The swing placement never takes a decision back: a node whose window
   has no free row makes II grow, although moving one or two of the nodes
   that took its rows would often have made room.  Here the nodes are
   taken in the swing order, always the first one of the order that is
   not placed.  Its window is the one of the swing placement
   (sms_scheduler::window), from the longest-path closure D at II and the
   nodes placed.  When no cycle
   of the window is free of resource and flags conflicts, the node is
   forced into one cycle anyway: the start of its window, or one past
   (in the direction of the scan) the cycle it had the last time, so a
   node evicted again and again keeps moving instead of taking back the
   same rows.  The nodes in its way are unscheduled:

     - every placed node P whose closure constraint with the node no
       longer holds (cycle (P) + D[P][V] > C or cycle (P) - D[V][P] < C),
       so the placed nodes always satisfy the closure pairwise and the
       window of every node stays non-empty for dependence reasons;
     - flags insns, nearest first, until sms_flags_fits accepts the node;
     - insns of the node's row, then of the rows around it (a reservation
       longer than one cycle reaches other rows), until the modulo
       reservation table accepts the node through the DFA.

   The unscheduled nodes return to the list and are placed again in
   their order.  The number of placements is bounded by
   SMS_IMS_BUDGET_RATIO times the node count; when the budget runs out,
   II grows as before.  The result satisfies exactly what the swing
   placement guarantees (every closure constraint, the flags rows, the
   MRT replay), and the caller checks the complete schedule the same way
   in both cases.  */

#include "sms-scheduler.h"

/* Placements allowed per node of the body at one II.  */
#define SMS_IMS_BUDGET_RATIO 6

/* Unschedule node V of P; one more node *LEFT to place.  */
void
sms_scheduler::evict (sms_placement *p, int v, int *left) const
{
  gcc_checking_assert (p->placed[v]);
  unplace (p, v);
  ++*left;
  if (dump_file)
    fprintf (dump_file, ";; SMS IMS II=%d: evict insn %d from cycle %d\n",
	     p->ii, INSN_UID (m_g->nodes[v].insn), p->cycle[v]);
}

/* Unschedule what keeps node V from cycle C of P.  Returns false when V
   cannot go to C even alone.  */
bool
sms_scheduler::make_room (sms_placement *p, int v, int c, int *left) const
{
  int n = m_n;
  int ii = p->ii;
  const int *d = m_d.address ();
  for (int u = 0; u < n; u++)
    if (p->placed[u]
	&& ((d[u * n + v] != SMS_NO_PATH && p->cycle[u] + d[u * n + v] > c)
	    || (d[v * n + u] != SMS_NO_PATH
		&& p->cycle[u] - d[v * n + u] < c)))
      evict (p, u, left);

  while (m_flags
	 && !sms_flags_fits (m_g, *m_flags, ii, p->cycle.address (),
			     p->placed.address (), v, c))
    {
      int best = -1;
      for (int x = 0; x < n; x++)
	if (p->placed[x] && m_flags->kind[x]
	    && (best < 0
		|| abs (p->cycle[x] - c) < abs (p->cycle[best] - c)))
	  best = x;
      if (best < 0)
	return false;
      evict (p, best, left);
    }

  rtx_insn *insn = m_g->nodes[v].insn;
  int row = ((c % ii) + ii) % ii;
  for (int k = 0; k < ii && !p->mrt->fits (insn, c); k++)
    for (int side = 0; side < (k == 0 ? 1 : 2); side++)
      {
	int r = ((row + (side ? k : -k)) % ii + ii) % ii;
	/* The latest placed insn of the row first.  */
	while (!p->mrt->row_insns (r).is_empty ()
	       && !p->mrt->fits (insn, c))
	  {
	    const vec<rtx_insn *> &insns = p->mrt->row_insns (r);
	    ddg_node_ptr x = get_node_of_insn (m_g, insns[insns.length () - 1]);
	    evict (p, x->cuid, left);
	  }
      }
  return p->mrt->fits (insn, c);
}

/* Place every node into P (empty, at its II) by iterative modulo
   scheduling: see the head of the file.  */
bool
sms_scheduler::place_iterative (sms_placement *p) const
{
  int n = m_n;
  int ii = p->ii;
  int left = n;
  /* The cycle each node had when it was last placed.  */
  auto_vec<bool> was_placed;
  was_placed.safe_grow_cleared (n);
  auto_vec<int> prev;
  prev.safe_grow_cleared (n);

  for (int budget = SMS_IMS_BUDGET_RATIO * n; left > 0; budget--)
    {
      if (budget <= 0)
	{
	  for (int x : m_order)
	    if (!p->placed[x])
	      {
		p->failed = x;
		break;
	      }
	  if (dump_file)
	    fprintf (dump_file, ";; SMS IMS II=%d: budget exhausted, %d nodes "
		     "left\n", ii, left);
	  return false;
	}
      int v = -1;
      for (int x : m_order)
	if (!p->placed[x])
	  {
	    v = x;
	    break;
	  }

      int start, end;
      int step = window (*p, v, &start, &end);
      int c;
      for (c = start; step > 0 ? c <= end : c >= end; c += step)
	if (fits (*p, v, c))
	  break;
      if (!(step > 0 ? c <= end : c >= end))
	{
	  /* Force V in, past its previous cycle when it had one in the
	     window's direction.  */
	  c = start;
	  if (was_placed[v]
	      && (step > 0 ? prev[v] >= start : prev[v] <= start))
	    c = prev[v] + step;
	  if (!make_room (p, v, c, &left))
	    {
	      if (dump_file)
		fprintf (dump_file,
			 ";; SMS IMS II=%d: insn %d fits at no cycle\n", ii,
			 INSN_UID (m_g->nodes[v].insn));
	      p->failed = v;
	      return false;
	    }
	}
      place (p, v, c);
      left--;
      was_placed[v] = true;
      prev[v] = c;
    }
  return true;
}
