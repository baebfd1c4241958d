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

/* The pseudo SET copies, when SET is a register move the allocator
   may remove by giving both sides one register: a copy of a pseudo (or
   of its low part), or the extraction of the low float element of a vector
   pseudo, which targets keep in the vector registers and split into a
   plain move after allocation (x86 `*vec_extractv4sf_0': the fir
   filter's horizontal sum).  NULL_RTX otherwise.  */
static rtx
sms_move_source (rtx set)
{
  rtx src = SET_SRC (set);
  if (GET_CODE (src) == VEC_SELECT && !BYTES_BIG_ENDIAN
      && FLOAT_MODE_P (GET_MODE (SET_DEST (set)))
      && XVECLEN (XEXP (src, 1), 0) == 1
      && XVECEXP (XEXP (src, 1), 0, 0) == const0_rtx)
    src = XEXP (src, 0);
  else if (GET_CODE (src) == SUBREG && subreg_lowpart_p (src))
    src = SUBREG_REG (src);
  if (REG_P (src) && !HARD_REGISTER_P (src))
    return src;
  return NULL_RTX;
}

static bool sms_node_tied_inputs (ddg_ptr, int, rtx *, vec<rtx> *);
static bool sms_tie_free_p (ddg_ptr, const sms_timing &, int, rtx, rtx,
			    bool = true);

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
	    || !sms_node_tied_inputs (g, w, &p, &inputs))
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

/* Whether INSN is a register move (sms_move_source).  */
static bool
sms_move_insn_p (rtx_insn *insn)
{
  rtx set = single_set (insn);
  return (set && REG_P (SET_DEST (set)) && sms_move_source (set));
}

/* Whether node X of G, at iteration 0 of timing T, writes its output
   into the register of its input A: a tied insn (not a move) that can
   take A's register without a copy.  */
static bool
sms_overwrites_p (ddg_ptr g, const sms_timing &t, int x, rtx a)
{
  rtx q;
  auto_vec<rtx, 4> inputs;
  if (sms_move_insn_p (g->nodes[x].insn)
      || !sms_node_tied_inputs (g, x, &q, &inputs))
    return false;
  for (rtx b : inputs)
    if (REG_P (b) && REGNO (b) == REGNO (a))
      return sms_tie_free_p (g, t, x, a, q, false);
  return false;
}

/* Whether node V of G, at iteration 0, can take the register of input A
   for its output P without a copy: the value of A that V reads has no
   reader after V, and no definition of A falls in P's lifetime.  With
   CHAINS, a definition of a register tied to A counts too: sharing A's
   register, it would overwrite P as well.  A move V only copies the
   value, so later readers of A may share its register; what must not
   fall in P's lifetime then is a reader that overwrites A's register
   (a tied insn taking it for its output).  */
static bool
sms_tie_free_p (ddg_ptr g, const sms_timing &t, int v, rtx a, rtx p,
		bool chains)
{
  if (!REG_P (a) || HARD_REGISTER_P (a))
    return false;
  unsigned int ra = REGNO (a);
  if (REG_P (p) && REGNO (p) == ra)
    return true;
  int tv = t.time (v, 0);
  bool move = sms_move_insn_p (g->nodes[v].insn);

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
      if (!reads)
	continue;
      int tu = t.time (u, e->distance - from->distance);
      if (!move ? tu >= tv
	  : tu > tv && tu <= last && u != v && sms_overwrites_p (g, t, u, a))
	return false;
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

  /* A register move is a tie as well: it costs an insn unless the
     allocator gives both sides the same register.  */
  if (rtx src = sms_move_source (set))
    {
      inputs->safe_push (src);
      *dest = SET_DEST (set);
      return true;
    }

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

/* The answers of sms_tied_inputs per node of the graph being analysed,
   while an sms_tie_scope is live: one question (the copies of a kernel,
   or the tie edges of a body) asks about the same nodes again and again
   through the tie classes, and each answer evaluates the insn's
   constraints (ira_setup_alts).  */
struct sms_tie_answer
{
  bool known;
  bool tied;
  rtx dest;
  auto_vec<rtx, 4> inputs;
};

static ddg_ptr sms_tie_graph;
static sms_tie_answer *sms_tie_answers;

class sms_tie_scope
{
public:
  sms_tie_scope (ddg_ptr g)
  {
    gcc_checking_assert (!sms_tie_answers);
    sms_tie_graph = g;
    sms_tie_answers = new sms_tie_answer[g->num_nodes];
    for (int i = 0; i < g->num_nodes; i++)
      sms_tie_answers[i].known = false;
  }
  ~sms_tie_scope ()
  {
    delete[] sms_tie_answers;
    sms_tie_answers = NULL;
    sms_tie_graph = NULL;
  }
};

/* sms_tied_inputs for node W of G.  */
static bool
sms_node_tied_inputs (ddg_ptr g, int w, rtx *dest, vec<rtx> *inputs)
{
  if (g != sms_tie_graph)
    return sms_tied_inputs (g->nodes[w].insn, dest, inputs);
  sms_tie_answer &a = sms_tie_answers[w];
  if (!a.known)
    {
      a.known = true;
      a.dest = NULL_RTX;
      a.tied = sms_tied_inputs (g->nodes[w].insn, &a.dest, &a.inputs);
    }
  if (!a.tied)
    return false;
  *dest = a.dest;
  for (rtx x : a.inputs)
    inputs->safe_push (x);
  return true;
}

/* Whether node V of G needs a register copy for a matching constraint
   under timing T.  */
static bool
sms_node_needs_copy_p (ddg_ptr g, const sms_timing &t, int v)
{
  rtx p;
  auto_vec<rtx, 4> inputs;
  if (!sms_node_tied_inputs (g, v, &p, &inputs))
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

/* The copies under timing T; the dump names the insns that need them.  */
static int
sms_count_copies (ddg_ptr g, const sms_timing &t)
{
  int copies = 0;
  for (int v = 0; v < g->num_nodes; v++)
    if (sms_node_needs_copy_p (g, t, v))
      {
	if (dump_file && (dump_flags & TDF_DETAILS))
	  fprintf (dump_file, "%s%d", copies ? " " : ";; SMS copies at insns ",
		   INSN_UID (g->nodes[v].insn));
	copies++;
      }
  if (copies && dump_file && (dump_flags & TDF_DETAILS))
    fprintf (dump_file, "\n");
  return copies;
}

} // namespace

int
sms_tied_copies (ddg_ptr g, const sms_schedule *s)
{
  int n = g->num_nodes;
  sms_tie_scope scope (g);
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

/* Whether INSN reads register REGNO.  */
static bool
sms_reads_regno_p (rtx_insn *insn, unsigned int regno)
{
  df_ref use;
  FOR_EACH_INSN_USE (use, insn)
    if (DF_REF_REGNO (use) == regno)
      return true;
  return false;
}

/* The uses of P, the output of node V of G, with their distances from
   V, into USES.  */
static void
sms_output_uses (ddg_ptr g, int v, rtx p,
		 vec<std::pair<ddg_node_ptr, int> > *uses)
{
  for (ddg_edge_ptr e = g->nodes[v].out; e; e = e->next_out)
    if (e->type == TRUE_DEP && sms_reads_regno_p (e->dest->insn, REGNO (p)))
      uses->safe_push (std::make_pair (e->dest, e->distance));
}

/* The input among INPUTS of node V of G that the body ties to its output
   P without a copy, or null (then the kernel cannot do better).  */
static rtx
sms_tie_free_input (ddg_ptr g, const sms_timing &t, int v,
		    const vec<rtx> &inputs, rtx p)
{
  for (rtx x : inputs)
    if (sms_tie_free_p (g, t, v, x, p)
	&& !(REG_P (p) && REGNO (p) == REGNO (x)))
      return x;
  return NULL_RTX;
}

/* The edges for the other readers of the value of A that node V of G
   reads, through the edge FROM of its definition W.  A tied V overwrites
   the value: each other reader R of it, which reads it D iterations
   after W, comes first: R -> V, latency 0, distance DW - D.  A move V
   only copies it: then the USES of its output come before a reader R
   that overwrites A's register (the body has it after V): U -> R,
   latency 0, distance D - DW - DU.  */
static void
sms_tie_reader_edges (ddg_ptr g, const sms_timing &t, int v,
		      ddg_edge_ptr from, rtx a,
		      const vec<std::pair<ddg_node_ptr, int> > &uses)
{
  bool move = sms_move_insn_p (g->nodes[v].insn);
  for (ddg_edge_ptr e = from->src->out; e; e = e->next_out)
    {
      if (e->type != TRUE_DEP || e == from
	  || !sms_reads_regno_p (e->dest->insn, REGNO (a)))
	continue;
      int dist = from->distance - e->distance;
      if (!move)
	{
	  if (dist >= 0 && !(e->dest->cuid == v && dist == 0))
	    sms_add_edge (g, e->dest, &g->nodes[v], ANTI_DEP, 0, dist);
	  continue;
	}
      if (e->dest->cuid == v || -dist < 0
	  || (dist == 0 && e->dest->cuid < v)
	  || !sms_overwrites_p (g, t, e->dest->cuid, a))
	continue;
      for (auto &u : uses)
	if (-dist - u.second >= 0
	    && !(u.first == e->dest && -dist - u.second == 0))
	  sms_add_edge (g, u.first, e->dest, ANTI_DEP, 0, -dist - u.second);
    }
}

/* Each use U (of USES) of the output of node V of G, D iterations after
   V, comes before the next definition of A and of every register tied
   to A (its tie class, which shares A's hard register): that definition
   X is of iteration 0 when it follows V in the body, else of iteration
   1.  U -> X, latency 0, distance K - D.  */
static void
sms_tie_redefinition_edges (ddg_ptr g, const sms_timing &t, int v, rtx a,
			    const vec<std::pair<ddg_node_ptr, int> > &uses)
{
  auto_vec<unsigned int, 4> regs;
  sms_tie_class (g, t, REGNO (a), &regs);
  for (int x = 0; x < g->num_nodes; x++)
    {
      if (x == v || !sms_defines_any_p (g, x, regs))
	continue;
      int k = x > v ? 0 : 1;
      for (auto &u : uses)
	{
	  int dist = k - u.second;
	  if (dist < 0 || (u.first->cuid == x && dist == 0))
	    continue;
	  sms_add_edge (g, u.first, &g->nodes[x], ANTI_DEP, 0, dist);
	}
    }
}

void
sms_add_tie_edges (ddg_ptr g)
{
  sms_tie_scope scope (g);
  sms_timing t;
  sms_body_timing (g, &t);
  for (int v = 0; v < g->num_nodes; v++)
    {
      rtx p;
      auto_vec<rtx, 4> inputs;
      if (!sms_node_tied_inputs (g, v, &p, &inputs))
	continue;
      rtx a = sms_tie_free_input (g, t, v, inputs, p);
      if (!a)
	continue;

      /* W defines the value of A that V reads, DW iterations before.  */
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

      auto_vec<std::pair<ddg_node_ptr, int>, 4> uses;
      sms_output_uses (g, v, p, &uses);
      sms_tie_reader_edges (g, t, v, from, a, uses);
      sms_tie_redefinition_edges (g, t, v, a, uses);
    }
}
