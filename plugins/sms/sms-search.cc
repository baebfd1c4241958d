/* Depth-first placement with backtracking for small loop bodies, the last
   fallback of the II search in sms-schedule.cc.

   The swing placement never takes a decision back, and iterative
   scheduling (sms-ims.cc) moves the nodes it evicts by one cycle each
   time, so a group of nodes bound to each other by dependences shifts as
   a whole and keeps meeting the same conflict.  On a tight body both can
   miss a schedule that exists: the Cortex-A8 integer matrix product
   (two loads, a multiply-accumulate that holds both ALU pipes in its
   first cycle, the counter, compare and branch) has one at II = 5 that
   needs the branch to share a cycle with a load, which neither finds.

   Here the nodes are placed in the swing order, each in the cycles of its
   window (sms_placement_window: the closure constraints with the nodes
   placed, so the dependences never make a window empty), and when a node
   finds no cycle free of resource and flags conflicts the search goes
   back to the previous node and tries its next cycle.  Bodies of at most
   SMS_SEARCH_MAX_NODES nodes only, at most SMS_SEARCH_BUDGET_RATIO
   cycles tried per node, and at the first SMS_SEARCH_MAX_IIS IIs where
   the other placements fail (sms-schedule.cc), so the cost stays small
   when no schedule exists.  The result satisfies what the swing placement guarantees,
   and the caller checks it the same way.  */

#include "sms-sched.h"

/* Cycles tried per node of the body at one II.  */
#define SMS_SEARCH_BUDGET_RATIO 64

namespace {

struct sms_search
{
  ddg_ptr g;
  int ii;
  const vec<int> *order;
  const int *d;
  const sms_node_info *info;
  const sms_flags_info *flags;
  sms_mrt *mrt;
  int *cycle;
  auto_vec<bool> placed;
  int budget;
};

/* Place the nodes of the order from position K on; false when no
   placement was found within the budget.  */
bool
sms_search_from (sms_search *st, unsigned k)
{
  if (k == st->order->length ())
    return true;
  int n = st->g->num_nodes;
  int v = (*st->order)[k];
  rtx_insn *insn = st->g->nodes[v].insn;
  int start, end;
  int step = sms_placement_window (n, st->d, st->cycle,
				   st->placed.address (), v,
				   st->info[v].asap, st->ii, &start, &end);
  for (int c = start; step > 0 ? c <= end : c >= end; c += step)
    {
      if (--st->budget < 0)
	return false;
      if (st->flags
	  && !sms_flags_fits (st->g, *st->flags, st->ii, st->cycle,
			      st->placed.address (), v, c))
	continue;
      if (!st->mrt->fits (insn, c))
	continue;
      st->mrt->add (insn, c);
      st->cycle[v] = c;
      st->placed[v] = true;
      if (sms_search_from (st, k + 1))
	return true;
      st->mrt->remove (insn, c);
      st->placed[v] = false;
      if (st->budget < 0)
	return false;
    }
  return false;
}

} // namespace

bool
sms_place_search (ddg_ptr g, int ii, const vec<int> &order, const int *d,
		  const sms_node_info *info, const sms_flags_info *flags,
		  sms_mrt *mrt, int *cycle)
{
  if (g->num_nodes > SMS_SEARCH_MAX_NODES)
    return false;
  sms_search st;
  st.g = g;
  st.ii = ii;
  st.order = &order;
  st.d = d;
  st.info = info;
  st.flags = flags;
  st.mrt = mrt;
  st.cycle = cycle;
  st.placed.safe_grow_cleared (g->num_nodes);
  st.budget = SMS_SEARCH_BUDGET_RATIO * g->num_nodes;
  bool ok = sms_search_from (&st, 0);
  if (dump_file)
    fprintf (dump_file, ";; SMS search II=%d: %s\n", ii,
	     ok ? "placed" : "no placement within the budget");
  return ok;
}
