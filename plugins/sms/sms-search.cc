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
   when no schedule exists.  A complete placement ends the search only
   when the kernel checks accept it (sms-kernel.cc): with register moves,
   the placements the swing order finds first often leave no row for the
   moves, and the next one the search finds may.  */

#include "sms-scheduler.h"

/* Cycles tried per node of the body at one II.  */
#define SMS_SEARCH_BUDGET_RATIO 64

/* Place the nodes of the order from position K on into P; false when no
   placement was found within the *BUDGET of cycles left to try.  */
bool
sms_scheduler::search_from (sms_placement *p, unsigned k, int *budget)
{
  /* A complete placement is a leaf of the search only when the kernel
     checks take it (with register moves: when the moves fit too);
     otherwise the search goes on to the next one.  */
  if (k == m_order.length ())
    return accept (*p);
  int v = m_order[k];
  int start, end;
  int step = window (*p, v, &start, &end);
  /* The deepest node the search could not place, for the dump.  */
  if (p->failed < 0 || k >= (unsigned) p->failed)
    p->failed = k;
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
sms_scheduler::place_search (sms_placement *p)
{
  if (m_n > SMS_SEARCH_MAX_NODES)
    return false;
  int budget = SMS_SEARCH_BUDGET_RATIO * m_n;
  bool ok = search_from (p, 0, &budget);
  /* The search kept the deepest position in the order.  */
  p->failed = ok ? -1 : m_order[p->failed];
  if (dump_file)
    fprintf (dump_file, ";; SMS search II=%d: %s\n", p->ii,
	     ok ? "placed" : "no placement within the budget");
  return ok;
}
