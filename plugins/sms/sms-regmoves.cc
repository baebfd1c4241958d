/* Register moves for values that live longer than II (xopt_sms).

   With register moves allowed, the dependence graph drops the anti
   dependences of pseudos that have a single definition in the body, so
   the scheduler may place a use more than II cycles after the definition
   it reads: by then the next iteration has overwritten the register.
   Such a value is carried by a chain of copies into fresh pseudos
   (modulo variable expansion by moves): move 1 copies the register before
   the next definition overwrites it, move 2 copies move 1's pseudo before
   move 1 runs again, and so on, each use reading the copy that holds its
   iteration's value when it runs.  A move belongs to the iteration of
   the definition; a use of the previous iteration's value (a register
   read before its definition in the body, like a counter) may read the
   copy the previous iteration made, and for the first iteration code
   generation sets that copy before the loop.  The moves are insns of
   their own, placed in the modulo reservation table like every other,
   each as late as its window allows so the chain stays short.

   Values a move cannot carry (hard registers, the flags, registers with
   several definitions or partial writes) keep their anti dependences in
   the graph (sms-ddg.cc), so they never outlive II.  */

#include "sms-sched.h"
#include "memmodel.h"
#include "insn-config.h"
#include "emit-rtl.h"
#include "recog.h"
#include "insn-attr.h"
#include "sched-int.h"

/* A register moves cannot carry further than this many copies.  */
#define SMS_MAX_MOVES_PER_VALUE 16

/* A use of a value: the node and the distance of its true
   dependence.  */
struct sms_value_use
{
  int node;
  int distance;
};

/* A use whose register REG was replaced by a move's pseudo.  */
struct sms_rewritten_use
{
  rtx_insn *insn;
  rtx reg;
};

/* A move insn DEST = SRC that is not in the insn stream, or NULL when
   the target has no single insn for it.  Before register allocation a
   register-to-register SET of a mode with a move pattern is one insn.  */
static rtx_insn *
sms_make_move (rtx dest, rtx src)
{
  rtx_insn *move = make_insn_raw (gen_rtx_SET (dest, src));
  if (recog_memoized (move) < 0)
    return NULL;
  return move;
}

/* The moves of one schedule being planned: the node cycles, the table
   the moves go into, and with APPLY the moves made (NEW_SLOTS) and the
   uses rewritten to read them (REWRITTEN).  */
struct sms_move_plan
{
  auto_vec<int> cyc;
  sms_mrt *mrt;
  bool apply;
  auto_vec<sms_slot> new_slots;
  auto_vec<sms_rewritten_use> rewritten;
};

/* The chain of copies of one value: source K is the register (K = 0) or
   move K, at cycle CYCLE[K], its value usable from READY[K] to END[K].  */
struct sms_move_chain
{
  auto_vec<int> cycle;
  auto_vec<int> ready;
  auto_vec<int> end;
  auto_vec<rtx> reg;
  auto_vec<rtx_insn *> insn;

  void push (int c, int r, int e, rtx x, rtx_insn *i)
  {
    cycle.safe_push (c);
    ready.safe_push (r);
    end.safe_push (e);
    reg.safe_push (x);
    insn.safe_push (i);
  }
};

/* The uses in G of the value node W defines into REG (true dependences
   of distance 0 or 1) into USES, once each; returns the last cycle one
   of them runs at under the node cycles CYC at II.  */
static int
sms_value_uses (ddg_ptr g, const int *cyc, int w, rtx reg, int ii,
		vec<sms_value_use> *uses)
{
  int tmax = cyc[w];
  for (ddg_edge_ptr e = g->nodes[w].out; e; e = e->next_out)
    {
      int u = e->dest->cuid;
      if (e->type != TRUE_DEP || u == w || e->distance > 1
	  || !reg_referenced_p (reg, PATTERN (e->dest->insn)))
	continue;
      bool seen = false;
      for (const sms_value_use &x : *uses)
	seen |= x.node == u && x.distance == e->distance;
      if (seen)
	continue;
      sms_value_use x = { u, e->distance };
      uses->safe_push (x);
      tmax = MAX (tmax, cyc[u] + e->distance * ii);
    }
  return tmax;
}

/* Add moves to CHAIN, each placed in MRT at II, until its last copy
   serves up to cycle TMAX.  LAT is the latency of the definition.  With
   APPLY each move gets a fresh pseudo; while planning, a copy onto
   itself stands for the move: the same insn pattern and reservation.  */
static bool
sms_extend_chain (sms_move_chain *chain, int tmax, int ii, int lat,
		  sms_mrt *mrt, bool apply, const char **why)
{
  while (chain->end.last () < tmax)
    {
      if (chain->cycle.length () > SMS_MAX_MOVES_PER_VALUE)
	{
	  *why = "value needs too many register moves";
	  return false;
	}
      rtx src = chain->reg.last ();
      rtx new_reg = apply ? gen_reg_rtx (GET_MODE (src)) : src;
      rtx_insn *move = sms_make_move (new_reg, src);
      if (!move)
	{
	  *why = "no single move insn for a long-lived value";
	  return false;
	}
      int move_lat = sms_def_latency (move);
      /* After the source's value is ready, before the source is written
	 again, and early enough that its own value is ready when the
	 source's stops serving.  */
      int lo = chain->cycle.last () + lat;
      int hi = MIN (chain->cycle.last () + ii - 1,
		    chain->end.last () + 1 - move_lat);
      int c;
      for (c = hi; c >= lo; c--)
	if (mrt->fits (move, c))
	  break;
      if (c < lo)
	{
	  *why = "no room for a register move";
	  return false;
	}
      mrt->add (move, c);
      chain->push (c, c + move_lat, c + ii - 1, new_reg, move);
      lat = move_lat;
    }
  return true;
}

/* The copy of CHAIN each of USES reads into USE_SRC: the latest one
   that is ready when it runs under the node cycles CYC at II.  */
static bool
sms_use_sources (const sms_move_chain &chain,
		 const vec<sms_value_use> &uses, const int *cyc, int ii,
		 vec<int> *use_src, const char **why)
{
  for (const sms_value_use &x : uses)
    {
      int t = cyc[x.node] + x.distance * ii;
      int k = chain.cycle.length () - 1;
      while (k > 0 && chain.ready[k] > t)
	k--;
      if (t > chain.end[k] || (k > 0 && t < chain.ready[k]))
	{
	  *why = "register moves cannot cover a use";
	  return false;
	}
      /* The moves belong to the iteration of the definition: a use of
	 the previous iteration's value (distance 1) reads the copy that
	 iteration's move K made, in a cycle before move K runs again
	 (CYC[U] + II <= END[K] = CYCLE[K] + II - 1).  The first iteration
	 has no previous one: code generation sets such a copy to the
	 register's value on entry before the loop (sms_plan_move_inits in
	 sms-codegen.cc, which tells these uses by CYC[U] < CYCLE[K]).  */
      gcc_checking_assert (x.distance == 0 || k == 0
			   || cyc[x.node] < chain.cycle[k]);
      use_src->safe_push (k);
    }
  return true;
}

/* Plan (and with PLAN->apply, create and apply) the moves of the value
   node W of G defines into REG, for the schedule S: the moves go into
   PLAN's table, and with PLAN->apply the rewriting of the uses is queued
   (validate_change groups) and the moves and the rewritten uses are
   recorded in PLAN.  */
static bool
sms_moves_for_value (ddg_ptr g, const sms_schedule *s, int w, rtx reg,
		     sms_move_plan *plan, const char **why)
{
  int ii = s->ii;
  const int *cyc = plan->cyc.address ();
  bool apply = plan->apply;
  auto_vec<sms_value_use> uses;
  int tmax = sms_value_uses (g, cyc, w, reg, ii, &uses);
  /* A use in the cycle of the next definition runs before it (the row
     order sees to that), so up to cycle (W) + II the register serves.  */
  if (tmax <= cyc[w] + ii)
    return true;

  sms_move_chain chain;
  chain.push (cyc[w], cyc[w], cyc[w] + ii, reg, g->nodes[w].insn);
  auto_vec<int> use_src;
  if (!sms_extend_chain (&chain, tmax, ii,
			 sms_def_latency (g->nodes[w].insn), plan->mrt, apply,
			 why)
      || !sms_use_sources (chain, uses, cyc, ii, &use_src, why))
    return false;
  if (!apply)
    return true;

  /* Queue the rewriting of the uses; sms_moves applies all the changes
     of all the values at once, or none.  */
  for (unsigned i = 0; i < uses.length (); i++)
    if (use_src[i] > 0)
      {
	rtx_insn *u = g->nodes[uses[i].node].insn;
	validate_replace_rtx_group (reg, chain.reg[use_src[i]], u);
	sms_rewritten_use r = { u, reg };
	plan->rewritten.safe_push (r);
      }
  for (unsigned k = 1; k < chain.insn.length (); k++)
    {
      sms_slot slot = { chain.insn[k], chain.cycle[k] };
      plan->new_slots.safe_push (slot);
    }
  return true;
}

/* Plan the moves of every value of S; see sms_plan_reg_moves.  */
static bool
sms_moves (ddg_ptr g, sms_schedule *s, sms_mrt *mrt, bool apply,
	   const char **why)
{
  int n = g->num_nodes;
  sms_move_plan plan;
  plan.cyc.safe_grow (n);
  for (int i = 0; i < n; i++)
    plan.cyc[i] = s->cycle_of (g->nodes[i].insn);
  plan.mrt = mrt;
  plan.apply = apply;

  for (int w = 0; w < n; w++)
    {
      rtx set = single_set (g->nodes[w].insn);
      if (!set || !REG_P (SET_DEST (set)))
	continue;
      rtx reg = SET_DEST (set);
      if (!sms_movable_def_p (g->bb, g->nodes[w].insn, REGNO (reg)))
	continue;
      if (!sms_moves_for_value (g, s, w, reg, &plan, why))
	{
	  cancel_changes (0);
	  return false;
	}
    }

  if (!apply || plan.new_slots.is_empty ())
    return true;
  if (!apply_change_group ())
    {
      *why = "a use cannot read a register move";
      return false;
    }
  /* The notes of the rewritten uses may describe the old register.  */
  for (const sms_rewritten_use &r : plan.rewritten)
    {
      rtx note = find_reg_equal_equiv_note (r.insn);
      if (note && reg_mentioned_p (r.reg, XEXP (note, 0)))
	remove_note (r.insn, note);
    }
  for (const sms_slot &slot : plan.new_slots)
    s->slots.safe_push (slot);
  int cmax = 0;
  for (const sms_slot &slot : s->slots)
    cmax = MAX (cmax, slot.cycle);
  s->stages = cmax / s->ii + 1;
  if (!sms_sort_slots (g, s))
    {
      *why = "no kernel order for the register moves";
      return false;
    }
  return true;
}

bool
sms_moves_fit (ddg_ptr g, const sms_schedule &s, sms_mrt *mrt)
{
  const char *why;
  return sms_moves (g, const_cast<sms_schedule *> (&s), mrt, false, &why);
}

bool
sms_plan_reg_moves (ddg_ptr g, sms_schedule *s, bool apply, bool moves,
		    const char **why)
{
  if (!moves)
    return true;

  /* The table of the nodes as scheduled; the moves go into it.  */
  int max_reservation = 1;
  for (int i = 0; i < g->num_nodes; i++)
    max_reservation = MAX (max_reservation,
			   sms_reservation_cycles (g->nodes[i].insn));
  /* Plan everything first, so that applying cannot stop half-way.  */
  {
    sms_mrt mrt (s->ii, max_reservation);
    for (const sms_slot &slot : s->slots)
      mrt.add (slot.insn, slot.cycle);
    bool ok = sms_moves (g, s, &mrt, false, why);
    if (!ok || !apply)
      return ok;
  }
  sms_mrt mrt (s->ii, max_reservation);
  for (const sms_slot &slot : s->slots)
    mrt.add (slot.insn, slot.cycle);
  return sms_moves (g, s, &mrt, true, why);
}
