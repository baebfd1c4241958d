/* The search over II of the modulo scheduler of xopt_sms: the driver of
   the phases (sms-scheduler.h).

   MII and the list length bound the search (sms-mii.cc, sms-list.cc): a
   loop whose MII is not below its list length cannot gain and is left
   alone before anything is placed.  At II = MII, MII + 1, ... below the
   list length and up to MaxII (in growing steps once only the swing
   placement is left, next_ii), the nodes are placed in the swing order
   (sms-order.cc, sms-place.cc), with iterative modulo scheduling
   (sms-ims.cc) and, for small bodies at the first failing IIs, a search
   with backtracking (sms-search.cc) when the swing placement fails or
   the kernel checks (sms-kernel.cc) refuse it.  The first placement the
   checks accept is made to span fewer stages (sms-stages.cc) and taken
   when it gains over the loop's iterations.  */

#include "sms-scheduler.h"

sms_scheduler::sms_scheduler (ddg_ptr g, const sms_loop &lp,
			      const sms_sched_options &opts, sms_schedule *s)
  : m_g (g), m_n (g->num_nodes), m_lp (lp), m_opts (opts), m_s (s),
    m_max_reservation (1), m_flags (NULL), m_body_copies (0),
    m_copies_refused (false)
{
}

/* The bounds of the search and what every II shares: MII, the list
   length, the node data, the flags values and the swing order.  False
   with *WHY set when the loop cannot be scheduled or cannot gain.  */
bool
sms_scheduler::set_up (const char **why)
{
  m_s->ii = 0;
  m_s->stages = 0;
  m_s->slots.truncate (0);
  m_s->order.truncate (0);
  if (m_n > SMS_MAX_NODES)
    {
      *why = "loop body too large";
      return false;
    }
  if (m_g->closing_branch->insn != m_lp.branch)
    {
      *why = "closing branch not the loop's exit test";
      return false;
    }

  for (int i = 0; i < m_n; i++)
    m_max_reservation = MAX (m_max_reservation,
			     sms_reservation_cycles (m_g->nodes[i].insn));
  compute_mii ();
  compute_node_info ();
  /* As sms_build_ddg decided: the flags values reserve rows, or the
     graph orders every flags insn.  */
  if (sms_flags_analyze (m_g, &m_flags_info))
    m_flags = &m_flags_info;
  m_s->list_length = list_length ();
  if (m_s->list_length < 0)
    {
      *why = "internal: a dependence cycle within one iteration";
      return false;
    }

  m_d.safe_grow (m_n * m_n);
  if (!sms_longest_paths (m_g, m_s->mii, m_d.address (), NULL))
    {
      *why = "dependence cycle without distance";
      return false;
    }
  compute_order ();
  for (int v : m_order)
    m_s->order.safe_push (v);

  if (m_s->mii >= m_s->list_length)
    {
      *why = "MII not below the list schedule";
      sms_dump_schedule (m_g, *m_s);
      return false;
    }
  return true;
}

/* Place every node into P at its II and lay it out as the kernel the
   checks accept (sms-kernel.cc): the swing placement, else iterative
   scheduling, which may still find room by moving the nodes in the way,
   at the IIs until it has failed iterative_failure_limit times, else for a
   small body the search with backtracking, at the first IIs only
   (*TRIED counts both).  A placement the checks refuse (with register
   moves: no row left for the moves) goes to the next method like a
   failed one.  Where the heuristics miss a schedule that exists, it is
   close to MII; further up the failures come from real resource and
   latency limits (the biquad filters on the Cortex-A8 VFP fail 15 and
   31 IIs), and the fallbacks would spend their whole budget at each.  */
bool
sms_scheduler::place_at (sms_placement *p, sms_fallbacks *tried)
{
  if (place_swing (p, m_order) && accept (*p))
    return true;
  dump_failure (*p, "swing");
  if (tried->iterative_failures < iterative_failure_limit ())
    {
      p->reset (p->ii, m_max_reservation);
      if (place_iterative (p) && accept (*p))
	return true;
      ++tried->iterative_failures;
      dump_failure (*p, "iterative");
    }
  if (m_n > SMS_SEARCH_MAX_NODES || tried->searches >= SMS_SEARCH_MAX_IIS)
    return false;
  ++tried->searches;
  p->reset (p->ii, m_max_reservation);
  if (place_search (p))
    return true;
  dump_failure (*p, "search");
  return false;
}

/* One line of the dump per placement METHOD that failed at P's II: the
   node it found no cycle for, or that the kernel checks refused the
   complete placement.  */
void
sms_scheduler::dump_failure (const sms_placement &p, const char *method) const
{
  if (!dump_file)
    return;
  if (p.failed >= 0)
    fprintf (dump_file, ";; SMS II=%d tried, %s: no slot for insn %d\n",
	     p.ii, method, INSN_UID (m_g->nodes[p.failed].insn));
  else
    fprintf (dump_file, ";; SMS II=%d tried, %s: placement refused by the "
	     "kernel checks\n", p.ii, method);
}

/* Whether the schedule beats the list schedule over the whole loop when
   its iteration count N is a known constant: the pipelined
   loop takes (N + stages - 1) * II cycles, prologue and epilogue
   included, the original N * list.  A short loop (the fir filter's ten
   taps, vectorized) can lose what its kernel gains per iteration.  */
bool
sms_scheduler::gains_p () const
{
  const sms_loop &lp = m_lp;
  const sms_schedule &s = *m_s;
  if (!lp.desc || !lp.desc->const_iter)
    return true;
  uint64_t n = lp.desc->niter + 1;
  if (n == 0 || n > (uint64_t) INT_MAX)
    return true;
  bool gains = (n + s.stages - 1) * (uint64_t) s.ii
	       < n * (uint64_t) s.list_length;
  if (!gains && dump_file)
    fprintf (dump_file,
	     ";; SMS II=%d: %d stages over %" PRIu64 " iterations take %"
	     PRIu64 " cycles, the loop %" PRIu64 "\n",
	     s.ii, s.stages, n, (n + s.stages - 1) * (uint64_t) s.ii,
	     n * (uint64_t) s.list_length);
  return gains;
}

/* The II to try after II: the next one, except in a large body once
   iterative scheduling has stopped.  Then only the swing placement would
   be tried, which at the higher IIs of a large body fails for the same
   node every time (the IDCTs of libjpeg-turbo's jidctint.c, 83 to 158
   nodes, fail at each of 22 to 45 IIs up to MaxII), while each II costs
   a longest-path closure, cubic in the nodes: the search ends there
   (INT_MAX).  In smaller bodies (the loop corpus: the biquad filters on
   the Cortex-A8 VFP) the swing placement does succeed there, at the
   first II after a run of failures, and the closure costs little.  */
int
sms_scheduler::next_ii (int ii, const sms_fallbacks &tried) const
{
  if (m_n <= SMS_STEP_MIN_NODES
      || tried.iterative_failures < iterative_failure_limit ())
    return ii + 1;
  return INT_MAX;
}

/* How many IIs iterative scheduling may fail at (sms_scheduler::place_at):
   fewer in a large body.  */
int
sms_scheduler::iterative_failure_limit () const
{
  return (m_n > SMS_STEP_MIN_NODES ? SMS_IMS_MAX_FAILURES_LARGE
				   : SMS_IMS_MAX_FAILURES);
}

bool
sms_scheduler::run (const char **why)
{
  if (!set_up (why))
    return false;

  int limit = MIN (m_s->max_ii, m_s->list_length - 1);
  if (m_opts.ii_limit > 0)
    limit = MIN (limit, m_opts.ii_limit - 1);
  /* On an out-of-order processor a kernel must not issue more insns
     than the body: no more register copies (sms-profit.cc).  */
  m_body_copies = m_opts.out_of_order ? sms_tied_copies (m_g, NULL) : 0;
  bool too_few = false;
  sms_placement p (m_n);
  sms_fallbacks tried;
  for (int ii = MAX (m_s->mii, m_s->first_ii); ii <= limit;
       ii = next_ii (ii, tried))
    {
      /* M_D is the matrix at MII already.  */
      if (ii > m_s->mii
	  && !sms_longest_paths (m_g, ii, m_d.address (), NULL))
	continue;
      p.ii = ii;
      if (!place_at (&p, &tried))
	continue;
      if (m_s->stages > 2)
	fewer_stages (p);
      if (gains_p ())
	return true;
      /* A higher II only takes longer.  */
      too_few = true;
      break;
    }

  m_s->ii = 0;
  m_s->stages = 0;
  m_s->slots.truncate (0);
  if (too_few)
    *why = "too few iterations to gain over the list schedule";
  else if (m_copies_refused)
    *why = "the kernel needs more register copies than the loop "
	   "(out-of-order model)";
  else
    *why = limit < m_s->max_ii ? "II not below the list schedule"
			       : "no modulo schedule up to MaxII";
  sms_dump_schedule (m_g, *m_s);
  return false;
}

bool
sms_schedule_loop (ddg_ptr g, const sms_loop &lp,
		   const sms_sched_options &opts, sms_schedule *s,
		   const char **why)
{
  sms_scheduler scheduler (g, lp, opts, s);
  return scheduler.run (why);
}

/* The dump: graph, order, bounds and the kernel table.  */
void
sms_dump_schedule (ddg_ptr g, const sms_schedule &s)
{
  if (!dump_file)
    return;

  fprintf (dump_file, "\n;; SMS dependence graph: %d nodes\n", g->num_nodes);
  for (int i = 0; i < g->num_nodes; i++)
    {
      ddg_node_ptr v = &g->nodes[i];
      fprintf (dump_file, ";;   node %d insn %d%s:", i, INSN_UID (v->insn),
	       v == g->closing_branch ? " (branch)" : "");
      for (ddg_edge_ptr e = v->out; e; e = e->next_out)
	fprintf (dump_file, " ->%d(%c,lat %d,dist %d)", INSN_UID (e->dest->insn),
		 e->type == TRUE_DEP ? 'T' : e->type == ANTI_DEP ? 'A' : 'O',
		 e->latency, e->distance);
      fprintf (dump_file, "\n");
    }

  fprintf (dump_file, ";; SMS node order (insn uids):");
  for (int v : s.order)
    fprintf (dump_file, " %d", INSN_UID (g->nodes[v].insn));
  fprintf (dump_file, "\n");
  fprintf (dump_file,
	   ";; SMS MII=%d ResMII=%d RecMII=%d MaxII=%d list=%d II=%d "
	   "stages=%d\n",
	   s.mii, s.res_mii, s.rec_mii, s.max_ii, s.list_length, s.ii,
	   s.stages);
  if (s.ii <= 0)
    return;

  /* One line per row; column S holds the insns of stage S in that row,
     in emission order; register moves are marked with '*'.  */
  fprintf (dump_file, ";; SMS kernel (rows x stages):\n;;   row");
  for (int st = 0; st < s.stages; st++)
    fprintf (dump_file, " | stage %-6d", st);
  fprintf (dump_file, "\n");
  for (int row = 0; row < s.ii; row++)
    {
      fprintf (dump_file, ";;   %3d", row);
      for (int st = 0; st < s.stages; st++)
	{
	  char cell[128];
	  int len = 0;
	  cell[0] = 0;
	  for (const sms_slot &slot : s.slots)
	    if (slot.cycle == st * s.ii + row && len < (int) sizeof cell - 16)
	      len += snprintf (cell + len, sizeof cell - len, "%s%d%s",
			       len ? " " : "", INSN_UID (slot.insn),
			       get_node_of_insn (g, slot.insn) ? "" : "*");
	  fprintf (dump_file, " | %-12s", cell);
	}
      fprintf (dump_file, "\n");
    }
}
