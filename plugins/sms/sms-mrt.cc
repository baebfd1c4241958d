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
  m_copies = (MAX (max_reservation, 1) + ii - 1) / ii + 1;
  m_state = xmalloc (dfa_state_size);
}

sms_mrt::~sms_mrt ()
{
  delete[] m_rows;
  free (m_issue_count);
  free (m_state);
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
  return replay (insn, row);
}

void
sms_mrt::add (rtx_insn *insn, int cycle)
{
  int row = ((cycle % ii) + ii) % ii;
  m_rows[row].safe_push (insn);
  if (sms_insn_counts_p (insn))
    m_issue_count[row]++;
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
