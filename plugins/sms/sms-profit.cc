/* The cost of a kernel that the list-schedule comparison does not see:
   the register copies the register allocator must add for two-address
   insns.

   An insn whose output must be allocated to the register of one of its
   inputs (a matching constraint, as most x86 arithmetic has) costs no
   copy when that input dies at the insn and is not redefined while the
   output is still live.  Pipelining moves the uses of a value into later
   stages: the output of `imul a, b' may still be waiting for its add in
   the next kernel iteration when the load of the next `a' overwrites the
   register they share, and then the allocator copies it.  On an in-order
   processor the copies are paid for by the cycles the schedule gains; an
   out-of-order processor already overlaps the iterations of the original
   loop in hardware, so there the kernel gains nothing and each copy is
   an extra instruction per iteration.  The out-of-order profitability
   rule (sms-pass.cc) therefore refuses a kernel that needs more such
   copies than the loop it replaces.

   Times are positions in the insn stream: an insn at position POS of a
   sequence of M insns, in stage ST, executes for iteration J at
   (J + ST) * M + POS.  The original body is the same with one stage and
   the body's order.  */

#include "sms-sched.h"
#include "memmodel.h"
#include "insn-config.h"
#include "recog.h"
#include "ira.h"

/* ira-int.h declares it, with much of IRA's internals the plugin does
   not need: the alternatives of INSN that its operands can satisfy.  */
extern alternative_mask ira_setup_alts (rtx_insn *);

namespace {

/* Per node: its stage and its position in the emitted sequence, and the
   sequence length.  */
struct sms_timing
{
  auto_vec<int> stage;
  auto_vec<int> pos;
  int m;

  int time (int node, int iter) const
  {
    return (iter + stage[node]) * m + pos[node];
  }
};

/* Whether node W of G defines register REGNO.  */
static bool
sms_defines_regno_p (ddg_ptr g, int w, unsigned int regno)
{
  df_ref def;
  FOR_EACH_INSN_DEF (def, g->nodes[w].insn)
    if (DF_REF_REGNO (def) == regno)
      return true;
  return false;
}

static bool sms_tied_inputs (rtx_insn *, rtx *, vec<rtx> *);
static bool sms_tie_free_p (ddg_ptr, const sms_timing &, int, rtx, rtx,
			    bool);

/* Into *REGS, REGNO and the registers the allocator will likely give the
   same hard register through ties of their own: the inputs that a node
   defining one of them ties to its output without a copy (looked at
   alone).  Stops after a few levels; the chains in loop bodies are
   short.  */
static void
sms_tie_class (ddg_ptr g, const sms_timing &t, unsigned int regno,
	       vec<unsigned int> *regs)
{
  regs->safe_push (regno);
  for (unsigned k = 0; k < regs->length () && k < 4; k++)
    for (int w = 0; w < g->num_nodes; w++)
      {
	rtx p;
	auto_vec<rtx, 4> inputs;
	if (!sms_defines_regno_p (g, w, (*regs)[k])
	    || !sms_tied_inputs (g->nodes[w].insn, &p, &inputs))
	  continue;
	for (rtx b : inputs)
	  if (REG_P (b) && !regs->contains (REGNO (b))
	      && sms_tie_free_p (g, t, w, b, p, false))
	    regs->safe_push (REGNO (b));
      }
}

/* Whether node W of G defines one of REGS.  */
static bool
sms_defines_any_p (ddg_ptr g, int w, const vec<unsigned int> &regs)
{
  for (unsigned int regno : regs)
    if (sms_defines_regno_p (g, w, regno))
      return true;
  return false;
}

/* Whether node V of G, at iteration 0, can take the register of input A
   for its output P without a copy: the value of A that V reads has no
   reader after V, and no definition of A falls in P's lifetime.  With
   CHAINS, a definition of a register tied to A counts too: sharing A's
   register, it would overwrite P as well.  */
static bool
sms_tie_free_p (ddg_ptr g, const sms_timing &t, int v, rtx a, rtx p,
		bool chains = true)
{
  if (!REG_P (a) || HARD_REGISTER_P (a))
    return false;
  unsigned int ra = REGNO (a);
  if (REG_P (p) && REGNO (p) == ra)
    return true;
  int tv = t.time (v, 0);

  /* The definition V reads A from: an edge W -> V of distance D.  Without
     one, A is invariant in the loop and live throughout.  */
  ddg_edge_ptr from = NULL;
  for (ddg_edge_ptr e = g->nodes[v].in; e; e = e->next_in)
    if (e->type == TRUE_DEP && sms_defines_regno_p (g, e->src->cuid, ra))
      {
	from = e;
	break;
      }
  if (!from)
    return false;
  int w = from->src->cuid;

  /* Other readers of the same value.  */
  for (ddg_edge_ptr e = g->nodes[w].out; e; e = e->next_out)
    {
      if (e->type != TRUE_DEP || e == from)
	continue;
      int u = e->dest->cuid;
      bool reads = false;
      df_ref use;
      FOR_EACH_INSN_USE (use, g->nodes[u].insn)
	if (DF_REF_REGNO (use) == ra)
	  reads = true;
      if (reads && t.time (u, e->distance - from->distance) >= tv)
	return false;
    }

  /* The last use of P.  */
  int last = tv;
  for (ddg_edge_ptr e = g->nodes[v].out; e; e = e->next_out)
    {
      if (e->type != TRUE_DEP)
	continue;
      int u = e->dest->cuid;
      df_ref use;
      FOR_EACH_INSN_USE (use, g->nodes[u].insn)
	if (REG_P (p) && DF_REF_REGNO (use) == REGNO (p))
	  last = MAX (last, t.time (u, e->distance));
    }

  /* A definition of A, or of a register tied to it, in (TV, LAST].  */
  auto_vec<unsigned int, 4> regs;
  if (chains)
    sms_tie_class (g, t, ra, &regs);
  else
    regs.safe_push (ra);
  for (int x = 0; x < g->num_nodes; x++)
    if (x != v && sms_defines_any_p (g, x, regs))
      {
	int tx = t.time (x, 0);
	/* The first instance after TV.  */
	int k = tx > tv ? 0 : (tv - tx) / t.m + 1;
	if (tx + k * t.m <= last)
	  return false;
      }
  return true;
}

/* The inputs of INSN that a matching constraint may tie to its output
   (the destination of its single set, into *DEST), into INPUTS; false
   when INSN needs no tie: some alternative its operands allow has
   none.  */
static bool
sms_tied_inputs (rtx_insn *insn, rtx *dest, vec<rtx> *inputs)
{
  if (!NONDEBUG_INSN_P (insn) || recog_memoized (insn) < 0
      || JUMP_P (insn))
    return false;
  rtx set = single_set (insn);
  if (!set || !REG_P (SET_DEST (set)))
    return false;

  alternative_mask alts = ira_setup_alts (insn);
  int nops = recog_data.n_operands;
  if (nops == 0 || recog_data.n_alternatives == 0 || alts == 0)
    return false;

  auto_vec<int, 4> tied;
  for (int alt = 0; alt < recog_data.n_alternatives; alt++)
    {
      if (!TEST_BIT (alts, alt))
	continue;
      const operand_alternative *op_alt = &recog_op_alt[alt * nops];
      bool any = false;
      for (int i = 0; i < nops; i++)
	if (recog_data.operand_type[i] == OP_IN && op_alt[i].matches >= 0)
	  {
	    any = true;
	    if (!tied.contains (i))
	      tied.safe_push (i);
	    /* A commutative partner may take the tie instead.  */
	    int partner = -1;
	    if (recog_data.constraints[i][0] == '%')
	      partner = i + 1;
	    else if (i > 0 && recog_data.constraints[i - 1][0] == '%')
	      partner = i - 1;
	    if (partner >= 0 && !tied.contains (partner))
	      tied.safe_push (partner);
	  }
      if (!any)
	return false;
    }
  if (tied.is_empty ())
    return false;

  /* Keep the operands: recog_data changes with the next insn.  */
  for (int i : tied)
    {
      rtx op = recog_data.operand[i];
      if (GET_CODE (op) == SUBREG)
	op = SUBREG_REG (op);
      inputs->safe_push (op);
    }
  *dest = SET_DEST (set);
  return true;
}

/* Whether node V of G needs a register copy for a matching constraint
   under timing T.  */
static bool
sms_node_needs_copy_p (ddg_ptr g, const sms_timing &t, int v)
{
  rtx p;
  auto_vec<rtx, 4> inputs;
  if (!sms_tied_inputs (g->nodes[v].insn, &p, &inputs))
    return false;
  for (rtx a : inputs)
    if (sms_tie_free_p (g, t, v, a, p))
      return false;
  return true;
}

/* The timing of G's body in its own order.  */
static void
sms_body_timing (ddg_ptr g, sms_timing *t)
{
  int n = g->num_nodes;
  t->stage.safe_grow_cleared (n);
  t->pos.safe_grow_cleared (n);
  for (int v = 0; v < n; v++)
    t->pos[v] = v;
  t->m = n;
}

/* The copies under timing T.  */
static int
sms_count_copies (ddg_ptr g, const sms_timing &t)
{
  int copies = 0;
  for (int v = 0; v < g->num_nodes; v++)
    if (sms_node_needs_copy_p (g, t, v))
      copies++;
  return copies;
}

} // namespace

int
sms_tied_copies (ddg_ptr g, const sms_schedule *s)
{
  int n = g->num_nodes;
  sms_timing t;
  if (!s)
    {
      sms_body_timing (g, &t);
      return sms_count_copies (g, t);
    }

  t.stage.safe_grow_cleared (n);
  t.pos.safe_grow_cleared (n);
  t.m = s->slots.length ();
  for (unsigned k = 0; k < s->slots.length (); k++)
    {
      ddg_node_ptr node = get_node_of_insn (g, s->slots[k].insn);
      if (!node)
	continue;
      t.stage[node->cuid] = s->slots[k].cycle / s->ii;
      t.pos[node->cuid] = k;
    }
  return sms_count_copies (g, t);
}

void
sms_add_tie_edges (ddg_ptr g)
{
  sms_timing t;
  sms_body_timing (g, &t);
  for (int v = 0; v < g->num_nodes; v++)
    {
      rtx p;
      auto_vec<rtx, 4> inputs;
      if (!sms_tied_inputs (g->nodes[v].insn, &p, &inputs))
	continue;
      /* The input the body ties without a copy; none, and the kernel
	 cannot do better.  */
      rtx a = NULL_RTX;
      for (rtx x : inputs)
	if (sms_tie_free_p (g, t, v, x, p)
	    && !(REG_P (p) && REGNO (p) == REGNO (x)))
	  {
	    a = x;
	    break;
	  }
      if (!a)
	continue;

      /* W defines the value of A that V reads, DW iterations before; its
	 next definition is W of iteration 1 - DW.  */
      ddg_edge_ptr from = NULL;
      for (ddg_edge_ptr e = g->nodes[v].in; e; e = e->next_in)
	if (e->type == TRUE_DEP
	    && sms_defines_regno_p (g, e->src->cuid, REGNO (a)))
	  {
	    from = e;
	    break;
	  }
      if (!from)
	continue;
      ddg_node_ptr w = from->src;

      /* Each use U of P, D iterations after V, before that definition:
	 U -> W, latency 0, distance 1 - DW - D.  */
      auto_vec<std::pair<ddg_node_ptr, int>, 4> uses;
      for (ddg_edge_ptr e = g->nodes[v].out; e; e = e->next_out)
	{
	  if (e->type != TRUE_DEP)
	    continue;
	  df_ref use;
	  bool reads = false;
	  FOR_EACH_INSN_USE (use, e->dest->insn)
	    if (DF_REF_REGNO (use) == REGNO (p))
	      reads = true;
	  if (reads)
	    uses.safe_push (std::make_pair (e->dest, e->distance));
	}
      for (auto &u : uses)
	{
	  int dist = 1 - from->distance - u.second;
	  if (dist < 0 || (u.first == w && dist == 0))
	    continue;
	  sms_add_edge (g, u.first, w, ANTI_DEP, 0, dist);
	}
    }
}
