/* Iterative modulo scheduling with eviction for xopt_sms (after Rau,
   "Iterative modulo scheduling", 1994), the fallback of the swing
   placement in sms-schedule.cc.

   The swing placement never takes a decision back: a node whose window
   has no free row makes II grow, although moving one or two of the nodes
   that took its rows would often have made room.  Here the nodes are
   taken in the swing order, always the first one of the order that is
   not placed.  Its window is computed as in the swing placement, from
   the longest-path closure D at II and the nodes placed.  When no cycle
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

#include "sms-sched.h"

/* Placements allowed per node of the body at one II.  */
#define SMS_IMS_BUDGET_RATIO 6

/* The state of one iterative placement.  */
struct sms_ims
{
  ddg_ptr g;
  int ii;
  int n;
  const int *d;
  const sms_flags_info *flags;
  sms_mrt *mrt;
  int *cycle;
  auto_vec<bool> placed;
  int left;
};

static void
sms_ims_unplace (sms_ims *st, int p)
{
  gcc_checking_assert (st->placed[p]);
  st->mrt->remove (st->g->nodes[p].insn, st->cycle[p]);
  st->placed[p] = false;
  st->left++;
  if (dump_file)
    fprintf (dump_file, ";; SMS IMS II=%d: evict insn %d from cycle %d\n",
	     st->ii, INSN_UID (st->g->nodes[p].insn), st->cycle[p]);
}

static void
sms_ims_place (sms_ims *st, int v, int c)
{
  st->mrt->add (st->g->nodes[v].insn, c);
  st->cycle[v] = c;
  st->placed[v] = true;
  st->left--;
}

/* Whether node V fits at cycle C without evicting anything.  */
static bool
sms_ims_fits (sms_ims *st, int v, int c)
{
  return ((!st->flags
	   || sms_flags_fits (st->g, *st->flags, st->ii, st->cycle,
			      st->placed.address (), v, c))
	  && st->mrt->fits (st->g->nodes[v].insn, c));
}

/* Unschedule what keeps node V from cycle C.  Returns false when V
   cannot go to C even alone.  */
static bool
sms_ims_make_room (sms_ims *st, int v, int c)
{
  ddg_ptr g = st->g;
  int n = st->n;
  const int *d = st->d;

  for (int p = 0; p < n; p++)
    if (st->placed[p]
	&& ((d[p * n + v] != SMS_NO_PATH && st->cycle[p] + d[p * n + v] > c)
	    || (d[v * n + p] != SMS_NO_PATH
		&& st->cycle[p] - d[v * n + p] < c)))
      sms_ims_unplace (st, p);

  while (st->flags
	 && !sms_flags_fits (g, *st->flags, st->ii, st->cycle,
			     st->placed.address (), v, c))
    {
      int best = -1;
      for (int x = 0; x < n; x++)
	if (st->placed[x] && st->flags->kind[x]
	    && (best < 0
		|| abs (st->cycle[x] - c) < abs (st->cycle[best] - c)))
	  best = x;
      if (best < 0)
	return false;
      sms_ims_unplace (st, best);
    }

  rtx_insn *insn = g->nodes[v].insn;
  int row = ((c % st->ii) + st->ii) % st->ii;
  for (int k = 0; k < st->ii && !st->mrt->fits (insn, c); k++)
    for (int side = 0; side < (k == 0 ? 1 : 2); side++)
      {
	int r = ((row + (side ? k : -k)) % st->ii + st->ii) % st->ii;
	/* The latest placed insn of the row first.  */
	while (!st->mrt->row_insns (r).is_empty ()
	       && !st->mrt->fits (insn, c))
	  {
	    const vec<rtx_insn *> &insns = st->mrt->row_insns (r);
	    ddg_node_ptr x = get_node_of_insn (g, insns[insns.length () - 1]);
	    sms_ims_unplace (st, x->cuid);
	  }
      }
  return st->mrt->fits (insn, c);
}

bool
sms_place_iterative (ddg_ptr g, int ii, const vec<int> &order, const int *d,
		     const sms_node_info *info, const sms_flags_info *flags,
		     sms_mrt *mrt, int *cycle)
{
  sms_ims st;
  st.g = g;
  st.ii = ii;
  st.n = g->num_nodes;
  st.d = d;
  st.flags = flags;
  st.mrt = mrt;
  st.cycle = cycle;
  st.placed.safe_grow_cleared (st.n);
  st.left = st.n;
  int n = st.n;

  /* The cycle each node had when it was last placed.  */
  auto_vec<bool> was_placed;
  was_placed.safe_grow_cleared (n);
  auto_vec<int> prev;
  prev.safe_grow_cleared (n);

  for (int budget = SMS_IMS_BUDGET_RATIO * n; st.left > 0; budget--)
    {
      if (budget <= 0)
	{
	  if (dump_file)
	    fprintf (dump_file, ";; SMS IMS II=%d: budget exhausted, %d nodes "
		     "left\n", ii, st.left);
	  return false;
	}

      int v = -1;
      for (int x : order)
	if (!st.placed[x])
	  {
	    v = x;
	    break;
	  }

      /* The window and the direction of the scan, as the swing placement
	 has them.  */
      int start, end;
      int step = sms_placement_window (n, d, cycle, st.placed.address (), v,
				       info[v].asap, ii, &start, &end);

      bool ok = false;
      for (int c = start; step > 0 ? c <= end : c >= end; c += step)
	if (sms_ims_fits (&st, v, c))
	  {
	    sms_ims_place (&st, v, c);
	    ok = true;
	    break;
	  }
      if (ok)
	{
	  was_placed[v] = true;
	  prev[v] = cycle[v];
	  continue;
	}

      /* Force V in, past its previous cycle when it had one in the
	 window's direction.  */
      int c = start;
      if (was_placed[v] && (step > 0 ? prev[v] >= start : prev[v] <= start))
	c = prev[v] + step;
      if (!sms_ims_make_room (&st, v, c))
	{
	  if (dump_file)
	    fprintf (dump_file, ";; SMS IMS II=%d: insn %d fits at no cycle\n",
		     ii, INSN_UID (g->nodes[v].insn));
	  return false;
	}
      sms_ims_place (&st, v, c);
      was_placed[v] = true;
      prev[v] = c;
    }
  return true;
}
