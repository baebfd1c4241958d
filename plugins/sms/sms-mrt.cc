/* The modulo reservation table of xopt_sms, built on the target's DFA
   pipeline description.

   Stock SMS asks the DFA only whether an insn can issue in its row given
   the insns of that row, so a unit that an insn holds for many cycles
   (the non-pipelined VFP of the Cortex-A8 keeps a double multiply 16
   cycles) looks free again in the next row.  Here a placement is accepted
   only when the whole kernel, repeated back to back as the steady state
   of the pipelined loop runs it, issues through the DFA without a stall:
   the replay covers as many copies of the II cycles as the longest
   reservation of the body needs to wrap around onto itself.  */

#include "sms-sched.h"
#include "memmodel.h"
#include "insn-config.h"
#include "recog.h"
#include "insn-attr.h"
#include "sched-int.h"

/* Whether INSN counts towards the issue rate.  */
static bool
sms_insn_counts_p (rtx_insn *insn)
{
  return (NONDEBUG_INSN_P (insn) && GET_CODE (PATTERN (insn)) != USE
	  && GET_CODE (PATTERN (insn)) != CLOBBER);
}

bool
sms_insn_issues_p (rtx_insn *insn)
{
  return sms_insn_counts_p (insn) && recog_memoized (insn) >= 0;
}

int
sms_reservation_cycles (rtx_insn *insn)
{
  if (!sms_insn_issues_p (insn))
    return 0;

  state_t idle = alloca (dfa_state_size);
  state_t s = alloca (dfa_state_size);
  state_reset (idle);
  state_reset (s);
  if (state_transition (s, insn) >= 0)
    return 1;
  for (int c = 1; c < SMS_MAX_RESERVATION; c++)
    {
      state_transition (s, NULL_RTX);
      if (memcmp (s, idle, dfa_state_size) == 0)
	return c;
    }
  return SMS_MAX_RESERVATION;
}

sms_mrt::sms_mrt (int ii_, int max_reservation) : ii (ii_)
{
  gcc_assert (ii > 0);
  m_rows = new auto_vec<rtx_insn *>[ii];
  m_issue_count = XCNEWVEC (int, ii);
  /* Reservations of one cycle never reach into another row: one copy
     of the kernel decides.  Longer ones wrap around into the next copy.  */
  m_copies
    = max_reservation <= 1 ? 1 : (max_reservation + ii - 1) / ii + 1;
  m_state = xmalloc (dfa_state_size);
  m_base = XNEWVEC (char, (size_t) (m_copies * ii + 1) * dfa_state_size);
  m_changed = XCNEWVEC (bool, ii);
  m_any_changed = false;
  m_base_full = true;
  m_base_ok = false;
}

sms_mrt::~sms_mrt ()
{
  delete[] m_rows;
  free (m_issue_count);
  free (m_state);
  free (m_base);
  free (m_changed);
}

/* Issue the kernel M_COPIES times in a row through a fresh DFA state,
   EXTRA (when non-null) last in row EXTRA_ROW.  */
bool
sms_mrt::replay (rtx_insn *extra, int extra_row)
{
  state_reset (m_state);
  for (int k = 0; k < m_copies; k++)
    for (int r = 0; r < ii; r++)
      {
	for (rtx_insn *insn : m_rows[r])
	  if (sms_insn_issues_p (insn) && state_transition (m_state, insn) >= 0)
	    return false;
	if (extra && r == extra_row && state_transition (m_state, extra) >= 0)
	  return false;
	state_transition (m_state, NULL_RTX);
      }
  return true;
}

/* Issue the insns placed in ROW into STATE; false on a conflict.  */
bool
sms_mrt::issue_row (void *state, int row)
{
  for (rtx_insn *insn : m_rows[row])
    if (sms_insn_issues_p (insn) && state_transition (state, insn) >= 0)
      return false;
  return true;
}

/* Replay what is placed, recording the state at the start of every
   cycle.  */
void
sms_mrt::record_base ()
{
  int cycles = m_copies * ii;
  state_reset (m_state);
  m_base_ok = true;
  for (int c = 0; c < cycles; c++)
    {
      memcpy (m_base + (size_t) c * dfa_state_size, m_state, dfa_state_size);
      if (!issue_row (m_state, c % ii))
	{
	  m_base_ok = false;
	  break;
	}
      state_transition (m_state, NULL_RTX);
    }
  if (m_base_ok)
    memcpy (m_base + (size_t) cycles * dfa_state_size, m_state,
	    dfa_state_size);
  m_base_full = !m_base_ok;
  memset (m_changed, 0, ii * sizeof (bool));
  m_any_changed = false;
}

/* The first cycle from CYCLE on whose row changed, or past the
   replay.  */
int
sms_mrt::next_changed (int cycle) const
{
  int cycles = m_copies * ii;
  for (int k = 0; k < ii && cycle + k < cycles; k++)
    if (m_changed[(cycle + k) % ii])
      return cycle + k;
  return cycles;
}

void
sms_mrt::note_change (int row)
{
  m_changed[row] = true;
  m_any_changed = true;
}

/* Bring the recorded replay up to date with the rows that changed.  Up
   to the first copy of a changed row nothing differs; from there the
   states are replayed until one is again the recorded state, and then
   they stay the recorded ones until the next copy of a changed row (the
   argument of replay_from_base), so an insn placed or removed costs
   about its reservation, not the whole kernel.  */
void
sms_mrt::update_base ()
{
  if (m_base_full || !m_base_ok)
    {
      record_base ();
      return;
    }
  if (!m_any_changed)
    return;
  int cycles = m_copies * ii;
  int c = next_changed (0);
  while (c < cycles)
    {
      memcpy (m_state, m_base + (size_t) c * dfa_state_size, dfa_state_size);
      bool same;
      do
	{
	  if (!issue_row (m_state, c % ii))
	    {
	      m_base_ok = false;
	      m_base_full = true;
	      return;
	    }
	  state_transition (m_state, NULL_RTX);
	  c++;
	  char *rec = m_base + (size_t) c * dfa_state_size;
	  same = memcmp (m_state, rec, dfa_state_size) == 0;
	  if (!same)
	    memcpy (rec, m_state, dfa_state_size);
	}
      while (c < cycles && !same);
      c = next_changed (c);
    }
  memset (m_changed, 0, ii * sizeof (bool));
  m_any_changed = false;
}

/* replay (EXTRA, EXTRA_ROW) on the recorded replay of what is placed.
   The two replays agree up to the first copy of EXTRA_ROW; after each
   copy of EXTRA they differ only until the state is again the recorded
   one (the DFA is deterministic and the inputs are the same up to the
   next copy of EXTRA_ROW), which takes about as many cycles as EXTRA's
   reservation rather than the whole kernel.  */
bool
sms_mrt::replay_from_base (rtx_insn *extra, int extra_row)
{
  int cycles = m_copies * ii;
  int c = extra_row;
  while (c < cycles)
    {
      /* Here the state is the recorded one.  */
      memcpy (m_state, m_base + (size_t) c * dfa_state_size, dfa_state_size);
      do
	{
	  int row = c % ii;
	  if (!issue_row (m_state, row))
	    return false;
	  if (row == extra_row && state_transition (m_state, extra) >= 0)
	    return false;
	  state_transition (m_state, NULL_RTX);
	  c++;
	}
      while (c < cycles
	     && memcmp (m_state, m_base + (size_t) c * dfa_state_size,
			dfa_state_size)
		  != 0);
      /* The same state from C on: skip to the next copy of EXTRA_ROW.  */
      c += ((extra_row - c % ii) + ii) % ii;
    }
  return true;
}

bool
sms_mrt::fits (rtx_insn *insn, int cycle)
{
  int row = ((cycle % ii) + ii) % ii;
  if (!sms_insn_counts_p (insn))
    return true;
  if (m_issue_count[row] >= issue_rate)
    return false;
  if (!sms_insn_issues_p (insn))
    return true;
  update_base ();
  if (m_base_ok)
    return replay_from_base (insn, row);
  return replay (insn, row);
}

void
sms_mrt::add (rtx_insn *insn, int cycle)
{
  int row = ((cycle % ii) + ii) % ii;
  m_rows[row].safe_push (insn);
  if (sms_insn_counts_p (insn))
    m_issue_count[row]++;
  note_change (row);
}

void
sms_mrt::remove (rtx_insn *insn, int cycle)
{
  int row = ((cycle % ii) + ii) % ii;
  unsigned ix;
  rtx_insn *x;
  FOR_EACH_VEC_ELT (m_rows[row], ix, x)
    if (x == insn)
      {
	m_rows[row].ordered_remove (ix);
	if (sms_insn_counts_p (insn))
	  m_issue_count[row]--;
	note_change (row);
	return;
      }
  gcc_unreachable ();
}

bool
sms_mrt::valid_p ()
{
  for (int r = 0; r < ii; r++)
    if (m_issue_count[r] > issue_rate)
      return false;
  return replay (NULL, -1);
}
