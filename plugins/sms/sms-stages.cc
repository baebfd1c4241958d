/* Fewer stages at the same II for xopt_sms.

   Once a placement is accepted at an II, one with fewer stages is looked
   for, and it replaces the accepted one when it passes the same checks;
   the II and whether the loop is pipelined stay as they are.  Fewer
   stages mean less prologue and epilogue code, shorter register
   lifetimes and fewer iterations needed by the guard.  Two candidates:
   the placement compacted (sms-compact.cc), and the nodes placed
   top-down, each as early as the placed ones allow, in the order of the
   earliest cycle the dependences allow it, then compacted: chains bound
   by loop-carried dependences stay together that way, which moving one
   node at a time cannot achieve.  The search stops where no candidate
   can have fewer stages (stage_floor).  */

#include "sms-scheduler.h"

/* The fewest stages worth looking for in a placement at II, whose
   longest-path matrix is M_D: a placement keeps every dependence, so its
   nodes span at least the longest path D[U][V] of the graph, and
   stage_count counts at least (span / II) + 1 stages; and a kernel of one
   stage overlaps nothing (the pass refuses it), so no fewer than two.  */
int
sms_scheduler::stage_floor (int ii) const
{
  int longest = 0;
  for (int k = 0; k < m_n * m_n; k++)
    longest = MAX (longest, m_d[k]);
  return MAX (2, longest / ii + 1);
}

/* The placement P (empty, at its II) filled top-down: the nodes in the
   order of the earliest cycle the dependences allow them, each placed as
   the swing placement places it.  */
bool
sms_scheduler::top_down (sms_placement *p) const
{
  int n = m_n;
  auto_vec<int> order;
  auto_vec<int> start;
  start.safe_grow (n);
  for (int v = 0; v < n; v++)
    {
      start[v] = 0;
      for (int u = 0; u < n; u++)
	if (m_d[u * n + v] != SMS_NO_PATH)
	  start[v] = MAX (start[v], m_d[u * n + v]);
      order.safe_push (v);
    }
  for (unsigned a = 1; a < order.length (); a++)
    for (unsigned b = a; b > 0 && start[order[b]] < start[order[b - 1]]; b--)
      std::swap (order[b], order[b - 1]);
  return place_swing (p, order);
}

/* Whether the placement P is accepted as the schedule; else the
   schedule goes back to BEST_STAGES stages and SLOTS.  */
bool
sms_scheduler::accept_fewer (const sms_placement &p, int best_stages,
			     const vec<sms_slot> &slots)
{
  bool refused = m_copies_refused;
  int mve = m_s->mve;
  bool ok = accept (p);
  m_copies_refused = refused;
  if (ok)
    {
      if (dump_file)
	fprintf (dump_file, ";; SMS II=%d: %d stages instead of %d\n",
		 p.ii, m_s->stages, best_stages);
      return true;
    }
  m_s->stages = best_stages;
  m_s->mve = mve;
  m_s->slots.truncate (0);
  m_s->slots.safe_splice (slots);
  return false;
}

/* The schedule holds the ACCEPTED placement; look for one with fewer
   stages (see the head of the file).  */
void
sms_scheduler::fewer_stages (const sms_placement &accepted)
{
  int ii = accepted.ii;
  int best_stages = m_s->stages;
  int min_stages = stage_floor (ii);
  if (best_stages <= min_stages)
    return;

  /* The table in the order the accepted one was filled: the DFA replays
     a row in that order, and another order can fail (x86 decoders), which
     would refuse every move.  */
  sms_placement compacted (m_n);
  compacted.reset (ii, m_max_reservation);
  for (int r = 0; r < ii; r++)
    for (rtx_insn *insn : accepted.mrt->row_insns (r))
      for (int i = 0; i < m_n; i++)
	if (m_g->nodes[i].insn == insn && !compacted.placed[i])
	  {
	    place (&compacted, i, accepted.cycle[i]);
	    break;
	  }
  for (int i = 0; i < m_n; i++)
    if (!compacted.placed[i])
      place (&compacted, i, accepted.cycle[i]);
  compact (&compacted);
  if (stage_count (compacted) > min_stages)
    compact_chains (&compacted);

  auto_vec<sms_slot> slots;
  slots.safe_splice (m_s->slots);
  /* At the floor the compacted placement comes first, whatever the
     top-down one gives: that one is needed only when this one is
     refused.  */
  if (stage_count (compacted) <= min_stages
      && accept_fewer (compacted, best_stages, slots))
    return;

  sms_placement other (m_n);
  other.ii = ii;
  bool top_down_p = top_down (&other);
  if (top_down_p)
    {
      compact (&other);
      if (stage_count (other) > min_stages)
	compact_chains (&other);
    }

  /* The better candidate first.  */
  const sms_placement *cand[2] = { &compacted, top_down_p ? &other : NULL };
  if (cand[1] && stage_count (*cand[1]) < stage_count (*cand[0]))
    std::swap (cand[0], cand[1]);
  for (int k = 0; k < 2; k++)
    if (cand[k] && stage_count (*cand[k]) < best_stages
	&& accept_fewer (*cand[k], best_stages, slots))
      break;
}
