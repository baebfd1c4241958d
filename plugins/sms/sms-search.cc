/* Depth-first placement with backtracking for small loop bodies, the last
   fallback of the placement at an II (sms-schedule.cc).

   The swing placement never takes a decision back, and iterative
   scheduling (sms-ims.cc) moves the nodes it evicts by one cycle each
   time, so a group of nodes bound to each other by dependences shifts as
   a whole and keeps meeting the same conflict.  On a tight body both can
   miss a schedule that exists: the Cortex-A8 integer matrix product
   (two loads, a multiply-accumulate that holds both ALU pipes in its
   first cycle, the counter, compare and branch) has one at II = 5 that
   needs the branch to share a cycle with a load, which neither finds.

   Here the nodes are placed in the swing order, each in the cycles of its
   window (sms_scheduler::window: the closure constraints with the nodes
   placed, so the dependences never make a window empty), and when a node
   finds no cycle free of resource and flags conflicts the search goes
   back to the previous node and tries its next cycle.  Bodies of at most
   SMS_SEARCH_MAX_NODES nodes only, at most SMS_SEARCH_BUDGET_RATIO
   cycles tried per node, and at the first SMS_SEARCH_MAX_IIS IIs where
   the other placements fail (sms-schedule.cc), so the cost stays small
   when no schedule exists.  The result satisfies what the swing placement guarantees,
   and the caller checks it the same way.  */

#include "sms-scheduler.h"

/* Cycles tried per node of the body at one II.  */
#define SMS_SEARCH_BUDGET_RATIO 64

/* Place the nodes of the order from position K on into P; false when no
   placement was found within the *BUDGET of cycles left to try.  */
bool
sms_scheduler::search_from (sms_placement *p, unsigned k, int *budget) const
{
  if (k == m_order.length ())
    return true;
  int v = m_order[k];
  int start, end;
  int step = window (*p, v, &start, &end);
  for (int c = start; step > 0 ? c <= end : c >= end; c += step)
    {
      if (--*budget < 0)
	return false;
      if (!fits (*p, v, c))
	continue;
      place (p, v, c);
      if (search_from (p, k + 1, budget))
	return true;
      unplace (p, v);
      if (*budget < 0)
	return false;
    }
  return false;
}

/* Place every node into P (empty, at its II) by a depth-first search with
   backtracking over the windows of the nodes, taken in the swing order,
   within a budget of cycles tried; for bodies of at most
   SMS_SEARCH_MAX_NODES nodes.  */
bool
sms_scheduler::place_search (sms_placement *p) const
{
  if (m_n > SMS_SEARCH_MAX_NODES)
    return false;
  int budget = SMS_SEARCH_BUDGET_RATIO * m_n;
  bool ok = search_from (p, 0, &budget);
  if (dump_file)
    fprintf (dump_file, ";; SMS search II=%d: %s\n", p->ii,
	     ok ? "placed" : "no placement within the budget");
  return ok;
}
