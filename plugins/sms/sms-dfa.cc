/* DFA states of the target's pipeline description interned as small
   integers, with their transitions memoized, for the modulo reservation
   table of xopt_sms (sms-mrt.cc).

   The reservation table replays the kernel through the DFA again and
   again: every placement the scheduler tries costs a replay of the cycles
   the new insn's reservation reaches, and most of that time went into
   state_transition, above all into the cycle advance, which walks every
   automaton of the description (a few hundred instructions on the
   Cortex-A8).  A replay only ever meets a few hundred distinct states,
   though, and a transition is a pure function of the state and of the
   insn's DFA code.  So each state met is given a number, and the state
   after a cycle advance and after issuing an insn of each DFA code is
   remembered per number: a replay becomes a sequence of table look-ups,
   and comparing two states an integer comparison.

   The DFA code of each insn is remembered by its UID as well.  The
   tables are thrown away before the code generation changes insns and at
   the end of each function's scheduling (sms_dfa_release), since a
   function may be compiled for another processor (target attributes) and
   insn codes then change meaning.  */

#include "sms-sched.h"
#include "memmodel.h"
#include "insn-config.h"
#include "recog.h"
#include "insn-attr.h"
#include "sched-int.h"
#include "hash-map.h"
#include "emit-rtl.h"

namespace {

typedef int_hash<HOST_WIDE_INT, -1, -2> sms_issue_key;

/* Entries of the direct-mapped cache of issue transitions (a power of
   two).  */
#define SMS_DFA_ISSUE_CACHE 1024

/* The interned states and their transitions.  */
struct sms_dfa_tables
{
  /* State I is the DFA_STATE_SIZE bytes at I * DFA_STATE_SIZE.  */
  auto_vec<char> states;
  /* Open-addressing hash table of state numbers (-1 = empty), a power of
     two in size, at most half full.  */
  auto_vec<int> slots;
  /* Per state: the state after a cycle advance, or -1 when not known
     yet.  */
  auto_vec<int> advance;
  /* (state, DFA code) -> the state after issuing an insn of that code
     there, or -1 when the insn cannot issue.  */
  hash_map<sms_issue_key, int> issue;
  /* A direct-mapped cache in front of ISSUE: the key (-1 = empty) and
     the answer, SMS_DFA_ISSUE_CACHE entries.  */
  HOST_WIDE_INT issue_key[SMS_DFA_ISSUE_CACHE];
  int issue_next[SMS_DFA_ISSUE_CACHE];
  /* Per insn UID: its DFA code, or -1 when not known yet.  Computing it
     evaluates the insn's attributes, which costs more than a replay.  */
  auto_vec<int> codes;
  /* Scratch space for one state.  */
  auto_vec<char> scratch;
  int idle;
};

sms_dfa_tables *sms_dfa;

inline char *
sms_dfa_state (int id)
{
  return sms_dfa->states.address () + (size_t) id * dfa_state_size;
}

inline hashval_t
sms_dfa_hash (const char *state)
{
  return iterative_hash (state, dfa_state_size, 0);
}

/* Put state ID into the hash table.  */
void
sms_dfa_insert_slot (int id)
{
  unsigned mask = sms_dfa->slots.length () - 1;
  unsigned i = sms_dfa_hash (sms_dfa_state (id)) & mask;
  while (sms_dfa->slots[i] >= 0)
    i = (i + 1) & mask;
  sms_dfa->slots[i] = id;
}

/* The number of STATE (DFA_STATE_SIZE bytes, not inside the table),
   interning it when it is new.  */
int
sms_dfa_intern (const char *state)
{
  unsigned mask = sms_dfa->slots.length () - 1;
  unsigned i = sms_dfa_hash (state) & mask;
  for (;; i = (i + 1) & mask)
    {
      int id = sms_dfa->slots[i];
      if (id < 0)
	break;
      if (memcmp (sms_dfa_state (id), state, dfa_state_size) == 0)
	return id;
    }

  int id = sms_dfa->advance.length ();
  sms_dfa->states.safe_grow ((size_t) (id + 1) * dfa_state_size);
  memcpy (sms_dfa_state (id), state, dfa_state_size);
  sms_dfa->advance.safe_push (-1);
  if (2 * (unsigned) (id + 1) <= sms_dfa->slots.length ())
    sms_dfa->slots[i] = id;
  else
    {
      unsigned size = 2 * sms_dfa->slots.length ();
      sms_dfa->slots.truncate (0);
      sms_dfa->slots.safe_grow (size);
      for (unsigned k = 0; k < size; k++)
	sms_dfa->slots[k] = -1;
      for (int k = 0; k <= id; k++)
	sms_dfa_insert_slot (k);
    }
  return id;
}

void
sms_dfa_init (void)
{
  sms_dfa = new sms_dfa_tables;
  for (unsigned k = 0; k < SMS_DFA_ISSUE_CACHE; k++)
    sms_dfa->issue_key[k] = -1;
  sms_dfa->slots.safe_grow (256);
  for (unsigned k = 0; k < 256; k++)
    sms_dfa->slots[k] = -1;
  sms_dfa->scratch.safe_grow (dfa_state_size);
  char *s = sms_dfa->scratch.address ();
  state_reset (s);
  sms_dfa->idle = sms_dfa_intern (s);
}

} // namespace

void
sms_dfa_release (void)
{
  delete sms_dfa;
  sms_dfa = NULL;
}

int
sms_dfa_idle (void)
{
  if (!sms_dfa)
    sms_dfa_init ();
  return sms_dfa->idle;
}

int
sms_dfa_insn_code (rtx_insn *insn)
{
  if (!sms_dfa)
    sms_dfa_init ();
  unsigned uid = INSN_UID (insn);
  if (uid >= sms_dfa->codes.length ())
    {
      unsigned old = sms_dfa->codes.length ();
      sms_dfa->codes.safe_grow (MAX (uid + 1, get_max_uid () + 1));
      for (unsigned k = old; k < sms_dfa->codes.length (); k++)
	sms_dfa->codes[k] = -1;
    }
  int &code = sms_dfa->codes[uid];
  if (code < 0)
    code = internal_dfa_insn_code (insn);
  return code;
}

int
sms_dfa_advance (int state)
{
  int next = sms_dfa->advance[state];
  if (next >= 0)
    return next;
  char *s = sms_dfa->scratch.address ();
  memcpy (s, sms_dfa_state (state), dfa_state_size);
  state_transition (s, NULL_RTX);
  next = sms_dfa_intern (s);
  sms_dfa->advance[state] = next;
  return next;
}

int
sms_dfa_issue (int state, rtx_insn *insn, int code)
{
  /* Codes beyond 16 bits do not fit the key; no target has that many
     reservations, but stay exact if one does.  */
  bool cached = code >= 0 && code < (1 << 16);
  HOST_WIDE_INT key = ((HOST_WIDE_INT) state << 16) | code;
  unsigned slot = (unsigned) (state * 31 + code) & (SMS_DFA_ISSUE_CACHE - 1);
  if (cached)
    {
      if (sms_dfa->issue_key[slot] == key)
	return sms_dfa->issue_next[slot];
      if (int *next = sms_dfa->issue.get (key))
	{
	  sms_dfa->issue_key[slot] = key;
	  sms_dfa->issue_next[slot] = *next;
	  return *next;
	}
    }

  char *s = sms_dfa->scratch.address ();
  memcpy (s, sms_dfa_state (state), dfa_state_size);
  int next = state_transition (s, insn) >= 0 ? -1 : sms_dfa_intern (s);
  if (cached)
    {
      sms_dfa->issue.put (key, next);
      sms_dfa->issue_key[slot] = key;
      sms_dfa->issue_next[slot] = next;
    }
  return next;
}
