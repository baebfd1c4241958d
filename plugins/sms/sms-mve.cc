/* Modulo variable expansion by kernel unrolling (xopt_sms).

   The graph of register moves (sms-ddg.cc) drops the anti dependences of
   pseudos that have a single definition in the body, so the scheduler
   may place a use more than II cycles after the definition it reads:
   by then the next iteration has overwritten the register.  Instead of
   copying such a value into fresh pseudos by move insns, which take
   issue slots (sms-regmoves.cc), the kernel is unrolled K times and each
   copy of the kernel gives the value its own register: iteration I
   defines copy C (I) of the value and a use at iteration distance D
   reads copy C (I - D).  With K at least the value's lifetime divided
   by II, no iteration overwrites a copy before its last use: the
   reservation table is that of one kernel and no insn is added.

   The numbering: C (I) = (I - S + 2) mod K for a schedule of S stages.
   The kernel runs (N - S + 1) / K times; the first (N - S + 1) mod K
   iterations run before the pipelined loop (sms-mve-peel.cc), so
   N = S - 1 (mod K) in the pipelined loop and the last iteration, N - 1,
   defines copy 0, the value's own register, which the code after the
   loop reads.  The first iteration's reads of the previous iteration's
   value read copy C (-1), set from the register before the prologue.
   Time slot T (prologue 0 .. S - 2, kernel and epilogue from S - 1 on,
   counted modulo K since N = S - 1) runs the slot of stage ST for
   iteration T - ST.

   A use and the definition K iterations later can share a row of the
   kernel; the use then comes first in the row's order, or one copy more
   is needed.  */

#include "sms-sched.h"
#include "memmodel.h"
#include "emit-rtl.h"
#include "insn-config.h"
#include "recog.h"
#include "expmed.h"
#include "explow.h"
#include "expr.h"
#include "hash-map.h"
#include "rtl-iter.h"

/* The position of each slot's insn of S in the body BB, -1 for an insn
   that is not in it, into POS.  */
static void
sms_mve_body_positions (basic_block bb, const sms_schedule &s,
			vec<int> *pos)
{
  hash_map<rtx_insn *, int> at;
  int n = 0;
  rtx_insn *insn;
  FOR_BB_INSNS (bb, insn)
    if (NONDEBUG_INSN_P (insn))
      at.put (insn, n++);
  for (const sms_slot &slot : s.slots)
    {
      int *p = at.get (slot.insn);
      pos->safe_push (p ? *p : -1);
    }
}

/* The register INSN of BB defines that expansion may rename, or NULL:
   the pseudos whose anti dependences the graph of register moves
   drops.  */
static rtx
sms_mve_value_reg (basic_block bb, rtx_insn *insn)
{
  rtx set = single_set (insn);
  if (!set || !REG_P (SET_DEST (set))
      || !sms_movable_def_p (bb, insn, REGNO (SET_DEST (set))))
    return NULL_RTX;
  return SET_DEST (set);
}

/* The kernel copies the value REG that slot W of S defines needs: every
   use must run before the iteration that many later defines it again
   (see the head of the file).  *CARRIED is set when a slot reads the
   previous iteration's value.  */
static int
sms_mve_value_need (const sms_schedule &s, const vec<int> &pos, unsigned w,
		    rtx reg, bool *carried)
{
  int ii = s.ii, cw = s.slots[w].cycle, need = 1;
  for (unsigned u = 0; u < s.slots.length (); u++)
    {
      if (!reg_referenced_p (reg, PATTERN (s.slots[u].insn)))
	continue;
      int d = pos[u] <= pos[w] ? 1 : 0;
      *carried |= d;
      int span = s.slots[u].cycle + d * ii - cw;
      if (span <= 0)
	continue;
      int k = (span + ii - 1) / ii;
      /* In the row of the definition K iterations later, after it.  */
      if (span % ii == 0 && u > w)
	k++;
      need = MAX (need, k);
    }
  return need;
}

int
sms_mve_need (basic_block bb, const sms_schedule &s)
{
  auto_vec<int> pos;
  sms_mve_body_positions (bb, s, &pos);
  int need = 1;
  for (unsigned w = 0; w < s.slots.length (); w++)
    {
      if (pos[w] < 0)
	return INT_MAX;
      rtx reg = sms_mve_value_reg (bb, s.slots[w].insn);
      bool carried = false;
      if (reg)
	need = MAX (need, sms_mve_value_need (s, pos, w, reg, &carried));
    }
  return need;
}

bool
sms_mve_form_p (const sms_loop &lp)
{
  /* A do-loop's counter update also makes the exit test, and must run
     once per kernel; so must the update of a decrement-and-test.  */
  return !lp.doloop_p && lp.compare_insn != lp.step_insn;
}

/* The register of value V of PLAN that iteration ITERATION defines.  */
static rtx
sms_mve_copy (const sms_mve_plan &plan, unsigned v, int iteration)
{
  int k = plan.factor;
  int c = ((iteration - plan.stages + 2) % k + k) % k;
  return plan.copies[v * k + c];
}

/* Replace the registers numbered as FROM in *LOC by TO; false when one
   has another mode.  */
static bool
sms_mve_substitute (rtx *loc, rtx from, rtx to)
{
  subrtx_ptr_iterator::array_type array;
  FOR_EACH_SUBRTX_PTR (iter, array, loc, NONCONST)
    {
      rtx *p = *iter;
      if (REG_P (*p) && REGNO (*p) == REGNO (from))
	{
	  if (GET_MODE (*p) != GET_MODE (from))
	    return false;
	  *p = to;
	}
    }
  return true;
}

/* The location of the destination REG in PAT, a SET or a PARALLEL of
   one, or NULL.  */
static rtx *
sms_mve_def_loc (rtx pat, rtx reg)
{
  if (GET_CODE (pat) == SET)
    return (REG_P (SET_DEST (pat)) && REGNO (SET_DEST (pat)) == REGNO (reg)
	    ? &SET_DEST (pat) : NULL);
  if (GET_CODE (pat) != PARALLEL)
    return NULL;
  for (int i = 0; i < XVECLEN (pat, 0); i++)
    {
      rtx *loc = sms_mve_def_loc (XVECEXP (pat, 0, i), reg);
      if (loc)
	return loc;
    }
  return NULL;
}

/* PAT, the pattern of slot SLOT, renamed for time slot TIME; PAT itself
   when it mentions no renamed value, NULL when it cannot be renamed.  */
static rtx
sms_mve_renamed (const sms_mve_plan &plan, rtx pat, int slot, int time)
{
  int iteration = time - plan.stage[slot];
  rtx new_pat = pat;
  for (unsigned v = 0; v < plan.reg.length (); v++)
    {
      rtx reg = plan.reg[v];
      if (!reg_mentioned_p (reg, new_pat))
	continue;
      if (new_pat == pat)
	new_pat = copy_rtx (pat);
      int w = plan.def_slot[v];
      int d = plan.body_pos[slot] <= plan.body_pos[w] ? 1 : 0;
      rtx *def_loc = slot == w ? sms_mve_def_loc (new_pat, reg) : NULL;
      if ((slot == w && !def_loc)
	  || !sms_mve_substitute (&new_pat, reg,
				  sms_mve_copy (plan, v, iteration - d)))
	return NULL_RTX;
      if (def_loc)
	*def_loc = sms_mve_copy (plan, v, iteration);
    }
  return new_pat;
}

/* Whether every slot of S renamed for every time slot is an insn the
   target recognises.  */
static bool
sms_mve_renaming_ok (const sms_mve_plan &plan, const sms_schedule &s)
{
  for (unsigned i = 0; i < s.slots.length (); i++)
    for (int t = 0; t < plan.factor; t++)
      {
	rtx pat = PATTERN (s.slots[i].insn);
	rtx new_pat = sms_mve_renamed (plan, pat, i, t);
	if (!new_pat)
	  return false;
	if (new_pat != pat && recog_memoized (make_insn_raw (new_pat)) < 0)
	  return false;
      }
  return true;
}

/* A fresh pseudo for a copy of REG.  */
static rtx
sms_mve_new_reg (rtx reg)
{
  rtx x = gen_reg_rtx (GET_MODE (reg));
  if (REG_POINTER (reg))
    mark_reg_pointer (x, REGNO_POINTER_ALIGN (REGNO (reg)));
  return x;
}

bool
sms_mve_plan_values (const sms_loop &lp, const sms_schedule &s,
		     sms_mve_plan *plan, const char **why)
{
  plan->factor = s.mve;
  plan->stages = s.stages;
  plan->ii = s.ii;
  sms_mve_body_positions (lp.bb, s, &plan->body_pos);
  int need = 1;
  for (unsigned w = 0; w < s.slots.length (); w++)
    {
      plan->stage.safe_push (s.slots[w].cycle / s.ii);
      if (plan->body_pos[w] < 0)
	need = INT_MAX;
      rtx reg = sms_mve_value_reg (lp.bb, s.slots[w].insn);
      bool carried = false;
      int k = reg ? sms_mve_value_need (s, plan->body_pos, w, reg, &carried)
		  : 1;
      if (k <= 1)
	continue;
      need = MAX (need, k);
      plan->reg.safe_push (reg);
      plan->def_slot.safe_push (w);
      plan->carried.safe_push (carried);
      plan->copies.safe_push (reg);
      for (int c = 1; c < s.mve; c++)
	plan->copies.safe_push (sms_mve_new_reg (reg));
    }
  if (need > s.mve)
    {
      *why = "internal: the kernel copies do not cover a value";
      return false;
    }
  if (!sms_mve_renaming_ok (*plan, s))
    {
      *why = "a renamed insn of the unrolled kernel is not recognised";
      return false;
    }
  return true;
}

/* Drop the notes of INSN about REG: its uses and definitions now have
   other registers.  */
static void
sms_mve_drop_notes (rtx_insn *insn, rtx reg)
{
  rtx next;
  for (rtx note = REG_NOTES (insn); note; note = next)
    {
      next = XEXP (note, 1);
      enum reg_note kind = REG_NOTE_KIND (note);
      if ((kind == REG_DEAD || kind == REG_UNUSED || kind == REG_EQUAL
	   || kind == REG_EQUIV)
	  && reg_mentioned_p (reg, XEXP (note, 0)))
	remove_note (insn, note);
    }
}

void
sms_mve_rename (const sms_mve_plan &plan, rtx_insn *insn, int slot,
		int time)
{
  rtx pat = PATTERN (insn);
  rtx new_pat = sms_mve_renamed (plan, pat, slot, time);
  if (new_pat == pat)
    return;
  /* sms_mve_plan_values checked every renaming of the slot.  */
  bool ok = new_pat && validate_change (insn, &PATTERN (insn), new_pat, 0);
  gcc_assert (ok);
  for (rtx reg : plan.reg)
    sms_mve_drop_notes (insn, reg);
}

void
sms_mve_emit_inits (const sms_mve_plan &plan)
{
  for (unsigned v = 0; v < plan.reg.length (); v++)
    {
      rtx first = sms_mve_copy (plan, v, -1);
      if (plan.carried[v] && first != plan.reg[v])
	emit_move_insn (first, plan.reg[v]);
    }
}
