/* The modulo reservation table of xopt_sms, built on the target's DFA
   pipeline description.

   Stock SMS asks the DFA only whether an insn can issue in its row given
   the insns of that row, so a unit that an insn holds for many cycles
   (the non-pipelined VFP of the Cortex-A8 keeps a double multiply 16
   cycles) looks free again in the next row.  Here a placement is accepted
   only when the whole kernel, repeated back to back as the steady state
   of the pipelined loop runs it, issues through the DFA without a stall:
   the replay covers as many copies of the II cycles as the longest
   reservation of the body needs to wrap around onto itself.  The states
   are the numbers of sms-dfa.cc, so a replay is a series of table
   look-ups.  */

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
  m_codes = new auto_vec<int>[ii];
  m_issue_count = XCNEWVEC (int, ii);
  /* Reservations of one cycle never reach into another row: one copy
     of the kernel decides.  Longer ones wrap around into the next copy.  */
  m_copies
    = max_reservation <= 1 ? 1 : (max_reservation + ii - 1) / ii + 1;
  m_base = XNEWVEC (int, m_copies * ii + 1);
  m_base_full = true;
  m_base_ok = false;
  m_memo_key = XNEWVEC (int, ii * SMS_MRT_MEMO);
  m_memo_val = XNEWVEC (int, ii * SMS_MRT_MEMO);
  for (int i = 0; i < ii * SMS_MRT_MEMO; i++)
    m_memo_key[i] = -1;
  m_changes = 0;
  m_fits_at = XNEWVEC (int, ii);
  m_fits_code = XNEWVEC (int, ii);
  m_fits_answer = XNEWVEC (bool, ii);
  for (int i = 0; i < ii; i++)
    m_fits_at[i] = -1;
}

sms_mrt::~sms_mrt ()
{
  delete[] m_rows;
  delete[] m_codes;
  free (m_issue_count);
  free (m_base);
  free (m_memo_key);
  free (m_memo_val);
  free (m_fits_at);
  free (m_fits_code);
  free (m_fits_answer);
}

/* Issue the insns placed in ROW in STATE; the state after them, or -1
   on a conflict.  */
int
sms_mrt::issue_row (int state, int row)
{
  unsigned ix;
  int code;
  FOR_EACH_VEC_ELT (m_codes[row], ix, code)
    if (code >= 0)
      {
	state = sms_dfa_issue (state, m_rows[row][ix], code);
	if (state < 0)
	  return -1;
      }
  return state;
}

/* One cycle of row ROW from STATE: the insns placed there issue, then
   the clock advances; the state the next cycle starts in, or -1 on a
   conflict.  A replay meets the same states in a row again and again
   (every placement tried replays the rows around it), so the answers
   are remembered until the row changes.  */
inline int
sms_mrt::step_row (int state, int row)
{
  /* Most rows of a long kernel are empty: a cycle advance.  */
  if (m_codes[row].is_empty ())
    return sms_dfa_advance (state);
  int slot = row * SMS_MRT_MEMO + (state & (SMS_MRT_MEMO - 1));
  if (m_memo_key[slot] == state)
    return m_memo_val[slot];
  int next = issue_row (state, row);
  if (next >= 0)
    next = sms_dfa_advance (next);
  m_memo_key[slot] = state;
  m_memo_val[slot] = next;
  return next;
}

/* One cycle of row ROW from STATE with EXTRA (of DFA code EXTRA_CODE)
   issued after the insns placed there: the question fits asks.  Not
   memoized, the row does not hold EXTRA.  */
int
sms_mrt::step_row_with (int state, int row, rtx_insn *extra, int extra_code)
{
  state = issue_row (state, row);
  if (state >= 0)
    state = sms_dfa_issue (state, extra, extra_code);
  if (state >= 0)
    state = sms_dfa_advance (state);
  return state;
}

/* Forget the memo of row ROW, whose insns changed.  */
void
sms_mrt::forget_row (int row)
{
  for (int i = 0; i < SMS_MRT_MEMO; i++)
    m_memo_key[row * SMS_MRT_MEMO + i] = -1;
}

/* Issue the kernel M_COPIES times in a row from the idle state, EXTRA
   (when non-null; DFA code EXTRA_CODE) last in row EXTRA_ROW.  */
bool
sms_mrt::replay (rtx_insn *extra, int extra_code, int extra_row)
{
  int state = sms_dfa_idle ();
  for (int k = 0; k < m_copies; k++)
    for (int r = 0; r < ii; r++)
      {
	state = (extra && r == extra_row
		 ? step_row_with (state, r, extra, extra_code)
		 : step_row (state, r));
	if (state < 0)
	  return false;
      }
  return true;
}

/* Replay what is placed, recording the state at the start of every
   cycle.  */
void
sms_mrt::record_base ()
{
  int cycles = m_copies * ii;
  int state = sms_dfa_idle ();
  m_base_ok = true;
  for (int c = 0, row = 0; c < cycles; c++)
    {
      m_base[c] = state;
      state = step_row (state, row);
      if (state < 0)
	{
	  m_base_ok = false;
	  break;
	}
      if (++row == ii)
	row = 0;
    }
  if (m_base_ok)
    m_base[cycles] = state;
  m_base_full = !m_base_ok;
  m_changed.truncate (0);
}

/* The first cycle from CYCLE on whose row changed, or past the
   replay.  */
int
sms_mrt::next_changed (int cycle) const
{
  int cycles = m_copies * ii;
  if (m_changed.is_empty () || cycle >= cycles)
    return cycles;
  int row = cycle % ii;
  for (int r : m_changed)
    if (r >= row)
      return MIN (cycle - row + r, cycles);
  return MIN (cycle - row + ii + m_changed[0], cycles);
}

void
sms_mrt::note_change (int row)
{
  unsigned ix = 0;
  while (ix < m_changed.length () && m_changed[ix] < row)
    ix++;
  if (ix == m_changed.length () || m_changed[ix] != row)
    m_changed.safe_insert (ix, row);
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
  if (m_changed.is_empty ())
    return;
  int cycles = m_copies * ii;
  int c = next_changed (0);
  while (c < cycles)
    {
      int state = m_base[c];
      int row = c % ii;
      bool same;
      do
	{
	  state = step_row (state, row);
	  if (state < 0)
	    {
	      m_base_ok = false;
	      m_base_full = true;
	      return;
	    }
	  if (++row == ii)
	    row = 0;
	  c++;
	  same = m_base[c] == state;
	  m_base[c] = state;
	}
      while (c < cycles && !same);
      c = next_changed (c);
    }
  m_changed.truncate (0);
}

/* replay (EXTRA, EXTRA_CODE, EXTRA_ROW) on the recorded replay of what
   is placed.  The two replays agree up to the first copy of EXTRA_ROW;
   after each copy of EXTRA they differ only until the state is again the
   recorded one (the DFA is deterministic and the inputs are the same up
   to the next copy of EXTRA_ROW), which takes about as many cycles as
   EXTRA's reservation rather than the whole kernel.  */
bool
sms_mrt::replay_from_base (rtx_insn *extra, int extra_code, int extra_row)
{
  int cycles = m_copies * ii;
  int c = extra_row;
  while (c < cycles)
    {
      /* Here the state is the recorded one.  */
      int state = m_base[c];
      int row = c % ii;
      do
	{
	  state = (row == extra_row
		   ? step_row_with (state, row, extra, extra_code)
		   : step_row (state, row));
	  if (state < 0)
	    return false;
	  if (++row == ii)
	    row = 0;
	  c++;
	}
      while (c < cycles && state != m_base[c]);
      /* The same state from C on: skip to the next copy of EXTRA_ROW.  */
      int skip = extra_row - row;
      c += skip < 0 ? skip + ii : skip;
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
  int code = sms_dfa_insn_code (insn);
  /* The answer depends on the insn only through its DFA code.  */
  if (m_fits_at[row] == m_changes && m_fits_code[row] == code)
    return m_fits_answer[row];
  update_base ();
  bool ok = (m_base_ok ? replay_from_base (insn, code, row)
		       : replay (insn, code, row));
  m_fits_at[row] = m_changes;
  m_fits_code[row] = code;
  m_fits_answer[row] = ok;
  return ok;
}

void
sms_mrt::add (rtx_insn *insn, int cycle)
{
  int row = ((cycle % ii) + ii) % ii;
  m_rows[row].safe_push (insn);
  m_codes[row].safe_push (sms_insn_issues_p (insn)
			  ? sms_dfa_insn_code (insn) : -1);
  if (sms_insn_counts_p (insn))
    m_issue_count[row]++;
  note_change (row);
  forget_row (row);
  m_changes++;
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
	m_codes[row].ordered_remove (ix);
	if (sms_insn_counts_p (insn))
	  m_issue_count[row]--;
	note_change (row);
	forget_row (row);
	m_changes++;
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
  return replay (NULL, -1, -1);
}

/* Add INSN at CYCLE if it fits there, and return whether it did.
   The reservation table replays a row in the order its insns were added,
   and fits tries INSN after them; on x86 the decoder model can
   refuse that order and accept another (an insn that needs the first
   decoder), so the other positions in the row are tried too.  Any order
   that replays is as good as the one a placement used: the kernel order
   within a row comes from sms_sort_slots, not from the table.  */
bool
sms_mrt::place (rtx_insn *insn, int cycle)
{
  if (fits (insn, cycle))
    {
      add (insn, cycle);
      return true;
    }
  int row = ((cycle % ii) + ii) % ii;
  auto_vec<rtx_insn *> old;
  old.safe_splice (row_insns (row));
  for (unsigned pos = 0; pos < old.length (); pos++)
    {
      for (rtx_insn *x : old)
	remove (x, row);
      for (unsigned k = 0; k < old.length (); k++)
	{
	  if (k == pos)
	    add (insn, row);
	  add (old[k], row);
	}
      if (valid_p ())
	return true;
      remove (insn, row);
      for (rtx_insn *x : old)
	remove (x, row);
      for (rtx_insn *x : old)
	add (x, row);
    }
  return false;
}
