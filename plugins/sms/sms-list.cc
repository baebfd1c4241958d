/* The list schedule of xopt_sms: the reference the pipelined loop must
   beat.

   An acyclic list schedule of one iteration under the same DFA, issue
   rate and latencies as the modulo schedule, the branch last; its length
   is the smallest period at which that schedule can repeat iteration
   after iteration without overlap: at least the branch's cycle + 1, and
   long enough for the loop-carried latencies and for the reservations
   still running at the end of one iteration (a non-pipelined unit).
   That is exactly a modulo schedule with one stage, so II < list length
   means pipelining gains cycles under the same model.  */

#include "sms-scheduler.h"
#include "memmodel.h"
#include "insn-config.h"
#include "recog.h"
#include "insn-attr.h"
#include "sched-int.h"

/* Try to issue INSN in STATE; on success STATE advances.  */
static bool
sms_try_issue (state_t state, state_t scratch, rtx_insn *insn)
{
  if (!sms_insn_issues_p (insn))
    return true;
  memcpy (scratch, state, dfa_state_size);
  if (state_transition (scratch, insn) >= 0)
    return false;
  memcpy (state, scratch, dfa_state_size);
  return true;
}

/* The list schedule being built: the cycle of each node (-1 until it
   is issued), the flags insn before each node, how many nodes are DONE,
   the current cycle CUR, the insns ISSUED in it, the cycle of the LAST
   issue, and the DFA STATE (SCRATCH for trials).  */
struct sms_list_state
{
  auto_vec<int> cycle;
  auto_vec<int> prev_flags;
  int done;
  int cur;
  int issued;
  int last;
  state_t state;
  state_t scratch;
};

/* The ready node of highest priority that issues in ST's current cycle,
   or -1: its predecessors are done with their latencies, the flags insn
   before it is issued, the branch waits for every other node, and the
   cycle has an issue slot left.  */
int
sms_scheduler::list_pick (const sms_list_state &st) const
{
  const sms_node_info *info = m_info.address ();
  const vec<int> &cycle = st.cycle;
  const vec<int> &prev_flags = st.prev_flags;
  int done = st.done, cur = st.cur, issued = st.issued, last = st.last;
  state_t state = st.state, scratch = st.scratch;
  int n = m_n;
  int branch = m_g->closing_branch->cuid;
  int pick = -1;
  for (int i = 0; i < n; i++)
    {
      if (cycle[i] >= 0 || (i == branch && done < n - 1)
	  || (prev_flags[i] >= 0 && cycle[prev_flags[i]] < 0))
	continue;
      bool ready = true;
      for (ddg_edge_ptr e = m_g->nodes[i].in; e && ready; e = e->next_in)
	if (e->distance == 0 && e->src->cuid != i)
	  {
	    int c = cycle[e->src->cuid];
	    ready = c >= 0 && c + e->latency <= cur;
	  }
      if (!ready)
	continue;
      rtx_insn *insn = m_g->nodes[i].insn;
      bool counts = sms_insn_issues_p (insn)
		    || (NONDEBUG_INSN_P (insn)
			&& GET_CODE (PATTERN (insn)) != CLOBBER);
      if (counts && issued >= issue_rate)
	continue;
      if (pick >= 0 && info[i].height <= info[pick].height)
	continue;
      memcpy (scratch, state, dfa_state_size);
      if (sms_insn_issues_p (insn) && state_transition (scratch, insn) >= 0
	  /* An insn the DFA never accepts must not stall forever.  */
	  && cur < last + 2 * SMS_MAX_RESERVATION)
	continue;
      pick = i;
    }
  return pick;
}

/* Cycles without an issue after which the list schedule gives up: no
   latency or reservation of the targets comes near it, so only a
   dependence cycle within one iteration, which no order satisfies, gets
   there.  */
#define SMS_LIST_MAX_STALL (4 * SMS_MAX_RESERVATION)

/* The cycle of each node of the list schedule of one iteration into
   CYCLE; false when some node never becomes ready.  */
bool
sms_scheduler::list_cycles (vec<int> *cycle) const
{
  int n = m_n;
  sms_list_state st;
  st.cycle.safe_grow (n);
  for (int i = 0; i < n; i++)
    st.cycle[i] = -1;

  /* The flags insns keep their body order, as the scheduler's own
     dependences keep them.  */
  st.prev_flags.safe_grow (n);
  for (int i = 0, last_flags = -1; i < n; i++)
    {
      st.prev_flags[i] = last_flags;
      if (sms_sets_flags_p (m_g->nodes[i].insn)
	  || sms_reads_flags_p (m_g->nodes[i].insn))
	last_flags = i;
    }

  st.state = xmalloc (dfa_state_size);
  st.scratch = xmalloc (dfa_state_size);
  state_reset (st.state);

  st.done = st.cur = st.issued = st.last = 0;
  while (st.done < n)
    {
      int pick = list_pick (st);
      if (pick < 0 && st.cur > st.last + SMS_LIST_MAX_STALL)
	break;
      if (pick < 0)
	{
	  state_transition (st.state, NULL_RTX);
	  st.cur++;
	  st.issued = 0;
	  continue;
	}
      rtx_insn *insn = m_g->nodes[pick].insn;
      if (!sms_try_issue (st.state, st.scratch, insn))
	state_reset (st.state);
      if (NONDEBUG_INSN_P (insn) && GET_CODE (PATTERN (insn)) != CLOBBER
	  && GET_CODE (PATTERN (insn)) != USE)
	st.issued++;
      st.cycle[pick] = st.cur;
      st.last = st.cur;
      st.done++;
    }
  free (st.state);
  free (st.scratch);
  cycle->safe_splice (st.cycle);
  return st.done == n;
}

/* The list-scheduled length of the body (see the head of the file), or
   -1 when there is no list schedule.  */
int
sms_scheduler::list_length () const
{
  auto_vec<int> cycle;
  if (!list_cycles (&cycle))
    return -1;

  /* The shortest period at which the schedule repeats.  */
  int branch = m_g->closing_branch->cuid;
  int length = cycle[branch] + 1;
  for (;; length++)
    {
      bool ok = true;
      for (int i = 0; i < m_n && ok; i++)
	for (ddg_edge_ptr e = m_g->nodes[i].out; e && ok; e = e->next_out)
	  if (cycle[e->dest->cuid] - cycle[i] + e->distance * length
	      < e->latency)
	    ok = false;
      if (!ok)
	continue;
      sms_mrt mrt (length, m_max_reservation);
      for (int i = 0; i < m_n; i++)
	mrt.add (m_g->nodes[i].insn, cycle[i]);
      if (mrt.valid_p () || length > cycle[branch] + 2 * SMS_MAX_RESERVATION)
	return length;
    }
}
