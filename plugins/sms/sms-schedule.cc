/* The modulo scheduler of xopt_sms and the list schedule it must beat.

   Nodes are placed one by one in the swing order (sms-order.cc) at
   II = MII, MII + 1, ... up to MaxII.  The window of a node comes from the
   longest-path closure of the dependence graph at that II
   (sms_longest_paths): with D[p][v] the heaviest path from P to V where an
   edge weighs latency - distance * II, a placed node P bounds V to
   cycle (P) + D[P][V] <= cycle (V) <= cycle (P) - D[V][P].  Because the
   closure is used rather than the direct edges, the window of a node is
   never empty for dependence reasons once its predecessors and successors
   are placed consistently; only resources can refuse a node, and then II
   grows.  A node with placed predecessors only is tried from its earliest
   cycle upwards, one with placed successors only from its latest cycle
   downwards, which keeps it near its neighbours (short lifetimes).  At
   most II consecutive cycles are tried: further cycles repeat the rows.

   The list schedule is the reference the pipelined loop must beat: an
   acyclic list schedule of one iteration under the same DFA, issue rate
   and latencies, the branch last; its length is the smallest period at
   which that schedule can repeat iteration after iteration without
   overlap: at least the branch's cycle + 1, and long enough for the
   loop-carried latencies and for the reservations still running at the
   end of one iteration (a non-pipelined unit).  That is exactly a modulo
   schedule with one stage, so II < list length means pipelining gains
   cycles under the same model.  */

#include "sms-sched.h"
#include "memmodel.h"
#include "insn-config.h"
#include "recog.h"
#include "insn-attr.h"
#include "sched-int.h"

int
sms_def_latency (rtx_insn *def_insn)
{
  if (!sms_insn_issues_p (def_insn))
    return 1;
  return MAX (insn_default_latency (def_insn), 1);
}

/* Whether some register DEF_INSN defines is read by USE_INSN.  */
static bool
sms_reg_flow_p (rtx_insn *def_insn, rtx_insn *use_insn)
{
  df_ref def, use;
  FOR_EACH_INSN_DEF (def, def_insn)
    FOR_EACH_INSN_USE (use, use_insn)
      if (DF_REF_REGNO (def) == DF_REF_REGNO (use))
	return true;
  return false;
}

bool
sms_forced_before_p (ddg_ptr g, int a, int b, int ca, int cb, int ii)
{
  if (a == b || (ca - cb) % ii != 0)
    return false;
  for (ddg_edge_ptr e = g->nodes[a].out; e; e = e->next_out)
    if (e->dest->cuid == b && e->latency <= 0
	&& cb + e->distance * ii == ca)
      return true;
  for (ddg_edge_ptr e = g->nodes[b].out; e; e = e->next_out)
    if (e->dest->cuid == a && e->type == TRUE_DEP && e->distance <= 1
	&& ca + e->distance * ii == cb + ii
	&& sms_reg_flow_p (g->nodes[b].insn, g->nodes[a].insn))
      return true;
  return false;
}

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

/* The list-scheduled length of G's body (see the head of the file).  */
static int
sms_list_length (ddg_ptr g, const sms_node_info *info, int max_reservation)
{
  int n = g->num_nodes;
  int branch = g->closing_branch->cuid;
  auto_vec<int> cycle;
  cycle.safe_grow (n);
  for (int i = 0; i < n; i++)
    cycle[i] = -1;

  /* The flags insns keep their body order, as the scheduler's own
     dependences keep them.  */
  auto_vec<int> prev_flags;
  prev_flags.safe_grow (n);
  for (int i = 0, last_flags = -1; i < n; i++)
    {
      prev_flags[i] = last_flags;
      if (sms_sets_flags_p (g->nodes[i].insn)
	  || sms_reads_flags_p (g->nodes[i].insn))
	last_flags = i;
    }

  state_t state = xmalloc (dfa_state_size);
  state_t scratch = xmalloc (dfa_state_size);
  state_reset (state);

  int done = 0, cur = 0, issued = 0, last = 0;
  while (done < n)
    {
      /* The ready node of highest priority that issues now.  */
      int pick = -1;
      for (int i = 0; i < n; i++)
	{
	  if (cycle[i] >= 0 || (i == branch && done < n - 1)
	      || (prev_flags[i] >= 0 && cycle[prev_flags[i]] < 0))
	    continue;
	  bool ready = true;
	  for (ddg_edge_ptr e = g->nodes[i].in; e && ready; e = e->next_in)
	    if (e->distance == 0 && e->src->cuid != i)
	      {
		int c = cycle[e->src->cuid];
		ready = c >= 0 && c + e->latency <= cur;
	      }
	  if (!ready)
	    continue;
	  rtx_insn *insn = g->nodes[i].insn;
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
      if (pick < 0)
	{
	  state_transition (state, NULL_RTX);
	  cur++;
	  issued = 0;
	  continue;
	}
      rtx_insn *insn = g->nodes[pick].insn;
      if (!sms_try_issue (state, scratch, insn))
	state_reset (state);
      if (NONDEBUG_INSN_P (insn) && GET_CODE (PATTERN (insn)) != CLOBBER
	  && GET_CODE (PATTERN (insn)) != USE)
	issued++;
      cycle[pick] = cur;
      last = cur;
      done++;
    }
  free (state);
  free (scratch);

  /* The shortest period at which the schedule repeats.  */
  int length = cycle[branch] + 1;
  for (;; length++)
    {
      bool ok = true;
      for (int i = 0; i < n && ok; i++)
	for (ddg_edge_ptr e = g->nodes[i].out; e && ok; e = e->next_out)
	  if (cycle[e->dest->cuid] - cycle[i] + e->distance * length
	      < e->latency)
	    ok = false;
      if (!ok)
	continue;
      sms_mrt mrt (length, max_reservation);
      for (int i = 0; i < n; i++)
	mrt.add (g->nodes[i].insn, cycle[i]);
      if (mrt.valid_p () || length > cycle[branch] + 2 * SMS_MAX_RESERVATION)
	return length;
    }
}

/* The cycles node V may take at II, as the swing placement scans them:
   from *START to *END by the returned step (1 or -1).  The window comes
   from the longest-path closure D (N nodes) and the CYCLE of each node
   that is PLACED: upwards from the earliest cycle its placed predecessors
   allow (at most II cycles, and not past what its placed successors
   allow), else downwards from the latest cycle its placed successors
   allow; a node with neither scans II cycles upwards from ASAP.  */
int
sms_placement_window (int n, const int *d, const int *cycle,
		      const bool *placed, int v, int asap, int ii, int *start,
		      int *end)
{
  bool has_early = false, has_late = false;
  int early = 0, late = 0;
  for (int p = 0; p < n; p++)
    {
      if (!placed[p])
	continue;
      if (d[p * n + v] != SMS_NO_PATH)
	{
	  int c = cycle[p] + d[p * n + v];
	  early = has_early ? MAX (early, c) : c;
	  has_early = true;
	}
      if (d[v * n + p] != SMS_NO_PATH)
	{
	  int c = cycle[p] - d[v * n + p];
	  late = has_late ? MIN (late, c) : c;
	  has_late = true;
	}
    }

  if (has_early)
    {
      *start = early;
      *end = has_late ? MIN (late, early + ii - 1) : early + ii - 1;
      return 1;
    }
  if (has_late)
    {
      *start = late;
      *end = late - ii + 1;
      return -1;
    }
  *start = asap;
  *end = asap + ii - 1;
  return 1;
}

/* Place the nodes of G in ORDER at II into MRT, cycles into CYCLE.  D is
   the longest-path matrix at II.  Returns -1 on success, else the node
   that found no free row.  */
static int
sms_place_nodes (ddg_ptr g, int ii, const vec<int> &order, const int *d,
		 const sms_node_info *info, const sms_flags_info *flags,
		 sms_mrt *mrt, int *cycle)
{
  int n = g->num_nodes;
  auto_vec<bool> placed;
  placed.safe_grow_cleared (n);

  for (int v : order)
    {
      int start, end;
      int step = sms_placement_window (n, d, cycle, placed.address (), v,
				       info[v].asap, ii, &start, &end);

      rtx_insn *insn = g->nodes[v].insn;
      bool ok = false;
      for (int c = start; step > 0 ? c <= end : c >= end; c += step)
	if ((!flags
	     || sms_flags_fits (g, *flags, ii, cycle, placed.address (), v,
				c))
	    && mrt->fits (insn, c))
	  {
	    mrt->add (insn, c);
	    cycle[v] = c;
	    placed[v] = true;
	    ok = true;
	    break;
	  }
      if (!ok)
	{
	  if (dump_file)
	    fprintf (dump_file,
		     ";; SMS II=%d: no free row for insn %d in cycles %d..%d\n",
		     ii, INSN_UID (insn), start, end);
	  return v;
	}
    }
  return -1;
}

/* Place the nodes of G at II as sms_place_nodes does, starting from
   ORDER.  When a node finds no free row, its neighbours took the rows it
   needed; it is moved to the front of the order and the placement starts
   again, a few times, before II grows (a light form of the priority
   boosting of iterative modulo scheduling).  On success MRT holds the
   placement.  */
static bool
sms_place_with_retries (ddg_ptr g, int ii, const vec<int> &order,
			const int *d, const sms_node_info *info,
			const sms_flags_info *flags, int max_reservation,
			sms_mrt **mrt, int *cycle)
{
  auto_vec<int> cur;
  cur.safe_splice (order);
  int tries = MIN (g->num_nodes, 8);
  for (int t = 0; t <= tries; t++)
    {
      delete *mrt;
      *mrt = new sms_mrt (ii, max_reservation);
      int failed = sms_place_nodes (g, ii, cur, d, info, flags, *mrt, cycle);
      if (failed < 0)
	return true;
      unsigned pos;
      for (pos = 0; cur[pos] != failed; pos++)
	;
      if (pos == 0)
	return false;
      cur.ordered_remove (pos);
      cur.quick_insert (0, failed);
    }
  return false;
}

/* The first and last cycles *CMIN and *CMAX of the N nodes of the
   placement CYCLE.  */
static void
sms_cycle_range (int n, const int *cycle, int *cmin, int *cmax)
{
  *cmin = *cmax = cycle[0];
  for (int i = 1; i < n; i++)
    {
      *cmin = MIN (*cmin, cycle[i]);
      *cmax = MAX (*cmax, cycle[i]);
    }
}

/* The N nodes of the placement CYCLE into NODES, from the side they move
   to (the latest first when LATE); ties in body order from that side, so
   that a node comes before its same-cycle neighbours.  */
static void
sms_nodes_from_side (int n, const int *cycle, bool late, vec<int> *nodes)
{
  for (int i = 0; i < n; i++)
    nodes->safe_push (late ? n - 1 - i : i);
  for (unsigned a = 1; a < nodes->length (); a++)
    for (unsigned b = a; b > 0; b--)
      {
	int x = cycle[(*nodes)[b]], y = cycle[(*nodes)[b - 1]];
	if (late ? x <= y : x >= y)
	  break;
	std::swap ((*nodes)[b], (*nodes)[b - 1]);
      }
}

/* The stage count of the placement CYCLE of G at II, counted as
   sms_schedule_loop lays the kernel out: the branch's row last.  */
static int
sms_stage_count (ddg_ptr g, int ii, const int *cycle)
{
  int n = g->num_nodes;
  int cmin, cmax;
  sms_cycle_range (n, cycle, &cmin, &cmax);
  int cb = cycle[g->closing_branch->cuid];
  int k = (cb + 1 - cmin + ii - 1) / ii;
  int base = cb + 1 - k * ii;
  return (cmax - base) / ii + 1;
}

/* Add INSN to MRT at CYCLE if it fits there, and return whether it did.
   The reservation table replays a row in the order its insns were added,
   and sms_mrt::fits tries INSN after them; on x86 the decoder model can
   refuse that order and accept another (an insn that needs the first
   decoder), so the other positions in the row are tried too.  Any order
   that replays is as good as the one a placement used: the kernel order
   within a row comes from sms_sort_slots, not from the table.  */
static bool
sms_mrt_place (sms_mrt *mrt, rtx_insn *insn, int cycle)
{
  if (mrt->fits (insn, cycle))
    {
      mrt->add (insn, cycle);
      return true;
    }
  int row = ((cycle % mrt->ii) + mrt->ii) % mrt->ii;
  auto_vec<rtx_insn *> old;
  old.safe_splice (mrt->row_insns (row));
  for (unsigned pos = 0; pos < old.length (); pos++)
    {
      for (rtx_insn *x : old)
	mrt->remove (x, row);
      for (unsigned k = 0; k < old.length (); k++)
	{
	  if (k == pos)
	    mrt->add (insn, row);
	  mrt->add (old[k], row);
	}
      if (mrt->valid_p ())
	return true;
      mrt->remove (insn, row);
      for (rtx_insn *x : old)
	mrt->remove (x, row);
      for (rtx_insn *x : old)
	mrt->add (x, row);
    }
  return false;
}

/* Move the nodes of the placement CYCLE (in MRT) of G at II as late
   (LATE) or as early as their neighbours, the resources and the flags
   rows allow, never past the latest or before the earliest cycle of the
   placement.  The swing placement scans the window of a node that has
   both placed predecessors and successors upwards from its earliest
   cycle, and when those come from loop-carried dependences chains end up
   spread over many stages: more prologue and epilogue code, longer
   register lifetimes and more iterations for the guard, for the same
   II.  Each move keeps every dependence (a node moves between its
   predecessors and successors as placed), the reservation table and the
   flags rows valid, so the result is a placement as good as the one
   given.  Nodes are taken from the side they move to, so that a chain
   follows its end.  Returns whether a node moved.  */
static bool
sms_compact_placement (ddg_ptr g, int ii, const sms_flags_info *flags,
		       sms_mrt *mrt, int *cycle, bool late)
{
  int n = g->num_nodes;
  int cmin, cmax;
  sms_cycle_range (n, cycle, &cmin, &cmax);

  auto_vec<int> nodes;
  sms_nodes_from_side (n, cycle, late, &nodes);

  auto_vec<bool> placed;
  placed.safe_grow (n);
  for (int i = 0; i < n; i++)
    placed[i] = true;

  /* The compare that sets the flags the closing branch reads moves
     together with the branch when they share a cycle: neither can leave
     the other, since the rows between them are reserved for the flags
     value and the branch must not come before the compare.  */
  int branch = g->closing_branch->cuid;
  int partner = -1;
  if (flags)
    for (const sms_flags_value &val : flags->values)
      if (val.last_reader == branch && cycle[val.setter] == cycle[branch])
	partner = val.setter;

  bool moved = false;
  for (int v : nodes)
    {
      if (v == branch && partner >= 0)
	continue;
      int unit[2] = { v, v == partner ? branch : -1 };
      int size = unit[1] >= 0 ? 2 : 1;
      int from = cycle[v];

      /* The limit the neighbours on that side set; the others allow
	 every cycle past the current one.  */
      int limit = late ? cmax : cmin;
      for (int k = 0; k < size; k++)
	{
	  int w = unit[k];
	  if (late)
	    {
	      for (ddg_edge_ptr e = g->nodes[w].out; e; e = e->next_out)
		if (e->dest->cuid != unit[0] && e->dest->cuid != unit[1])
		  limit = MIN (limit, cycle[e->dest->cuid] - e->latency
					+ e->distance * ii);
	    }
	  else
	    for (ddg_edge_ptr e = g->nodes[w].in; e; e = e->next_in)
	      if (e->src->cuid != unit[0] && e->src->cuid != unit[1])
		limit = MAX (limit, cycle[e->src->cuid] + e->latency
				      - e->distance * ii);
	}
      if (late ? limit <= from : limit >= from)
	continue;

      for (int k = 0; k < size; k++)
	{
	  mrt->remove (g->nodes[unit[k]].insn, from);
	  placed[unit[k]] = false;
	}
      int step = late ? -1 : 1;
      int to = from;
      for (int c = limit; c != from && to == from; c += step)
	{
	  int k;
	  for (k = 0; k < size; k++)
	    {
	      int w = unit[k];
	      rtx_insn *insn = g->nodes[w].insn;
	      if ((flags
		   && !sms_flags_fits (g, *flags, ii, cycle, placed.address (),
				       w, c))
		  || !sms_mrt_place (mrt, insn, c))
		break;
	      cycle[w] = c;
	      placed[w] = true;
	    }
	  if (k == size)
	    to = c;
	  else
	    while (k-- > 0)
	      {
		mrt->remove (g->nodes[unit[k]].insn, c);
		placed[unit[k]] = false;
	      }
	}
      if (to == from)
	for (int k = 0; k < size; k++)
	  {
	    if (!sms_mrt_place (mrt, g->nodes[unit[k]].insn, from))
	      mrt->add (g->nodes[unit[k]].insn, from);
	    cycle[unit[k]] = from;
	    placed[unit[k]] = true;
	  }
      else
	moved = true;
    }
  return moved;
}

/* The slot of node I of G in S, with the node's cycle.  */
static int
sms_slot_cycle (const sms_schedule *s, rtx_insn *insn)
{
  for (const sms_slot &slot : s->slots)
    if (slot.insn == insn)
      return slot.cycle;
  gcc_unreachable ();
}

bool
sms_sort_slots (ddg_ptr g, sms_schedule *s)
{
  int n = g->num_nodes;
  int ii = s->ii;
  int m = s->slots.length ();

  /* CYC[i]: the cycle of node I.  */
  auto_vec<int> cyc;
  cyc.safe_grow (n);
  for (int i = 0; i < n; i++)
    cyc[i] = sms_slot_cycle (s, g->nodes[i].insn);

  /* Slot index of node I; moves have none.  */
  auto_vec<int> slot_of;
  slot_of.safe_grow (n);
  auto_vec<int> node_of;
  node_of.safe_grow (m);
  for (int k = 0; k < m; k++)
    {
      ddg_node_ptr node = get_node_of_insn (g, s->slots[k].insn);
      node_of[k] = node ? node->cuid : -1;
      if (node)
	slot_of[node->cuid] = k;
    }

  /* BEFORE[a * m + b]: slot A must come before slot B in their row: they
     run in the same cycle of the kernel, and either B depends on A with
     latency 0, or B overwrites a register A reads from it.  */
  auto_vec<bool> before;
  before.safe_grow_cleared (m * m);
  for (int u = 0; u < n; u++)
    for (ddg_edge_ptr e = g->nodes[u].out; e; e = e->next_out)
      {
	int v = e->dest->cuid;
	if (sms_forced_before_p (g, u, v, cyc[u], cyc[v], ii))
	  before[slot_of[u] * m + slot_of[v]] = true;
	if (sms_forced_before_p (g, v, u, cyc[v], cyc[u], ii))
	  before[slot_of[v] * m + slot_of[u]] = true;
      }

  /* The setter of a flags value runs after every other flags insn of its
     row: the rows after it, up to its last reader, are its own
     (sms-flags.cc).  */
  sms_flags_info flags;
  if (sms_flags_analyze (g, &flags))
    for (const sms_flags_value &val : flags.values)
      for (int x = 0; x < n; x++)
	if (flags.kind[x] && x != val.setter
	    && flags.value_of[x] != flags.value_of[val.setter]
	    && cyc[x] % ii == cyc[val.setter] % ii)
	  before[slot_of[x] * m + slot_of[val.setter]] = true;

  /* Rows in order; within a row the dependences, then body order with
     the moves after the nodes and the branch last.  */
  auto_vec<int> key;
  key.safe_grow (m);
  for (int k = 0; k < m; k++)
    {
      if (node_of[k] < 0)
	key[k] = n + k;
      else if (node_of[k] == g->closing_branch->cuid)
	key[k] = n + m;
      else
	key[k] = node_of[k];
    }

  auto_vec<sms_slot> sorted;
  auto_vec<bool> done;
  done.safe_grow_cleared (m);
  for (int row = 0; row < ii; row++)
    while (true)
      {
	int pick = -1;
	bool left = false;
	for (int k = 0; k < m; k++)
	  {
	    if (done[k] || s->slots[k].cycle % ii != row)
	      continue;
	    left = true;
	    bool free_p = true;
	    for (int j = 0; j < m && free_p; j++)
	      if (!done[j] && j != k && before[j * m + k])
		free_p = false;
	    if (free_p && (pick < 0 || key[k] < key[pick]))
	      pick = k;
	  }
	if (!left)
	  break;
	if (pick < 0)
	  return false;
	done[pick] = true;
	sorted.safe_push (s->slots[pick]);
      }

  /* A compare the processor fuses with the branch goes right before it
     when it shares its row and nothing in between must follow it: the
     pair issues as one operation.  */
  int last = sorted.length () - 1;
  if (last > 0 && sorted[last].insn == g->closing_branch->insn)
    for (int k = last - 1; k >= 0; k--)
      {
	ddg_node_ptr node = get_node_of_insn (g, sorted[k].insn);
	if (!node || sorted[k].cycle % ii != sorted[last].cycle % ii)
	  break;
	if (!sms_sets_flags_p (sorted[k].insn))
	  continue;
	if (sms_macro_fused_p (sorted[k].insn, sorted[last].insn))
	  {
	    int ck = -1;
	    for (int j = 0; j < m; j++)
	      if (s->slots[j].insn == sorted[k].insn)
		ck = j;
	    bool free_p = true;
	    for (int x = k + 1; x < last && free_p; x++)
	      for (int j = 0; j < m; j++)
		if (s->slots[j].insn == sorted[x].insn && before[ck * m + j])
		  free_p = false;
	    if (free_p)
	      {
		sms_slot cmp = sorted[k];
		sorted.ordered_remove (k);
		sorted.quick_insert (last - 1, cmp);
	      }
	  }
	break;
      }

  s->slots.truncate (0);
  for (const sms_slot &slot : sorted)
    s->slots.safe_push (slot);
  return s->slots.last ().insn == g->closing_branch->insn;
}

/* Whether every edge of G holds for the node cycles in S.  */
static bool
sms_schedule_valid_p (ddg_ptr g, const sms_schedule *s)
{
  for (int u = 0; u < g->num_nodes; u++)
    for (ddg_edge_ptr e = g->nodes[u].out; e; e = e->next_out)
      if (sms_slot_cycle (s, e->dest->insn) - sms_slot_cycle (s, e->src->insn)
	    + e->distance * s->ii
	  < e->latency)
	return false;
  return true;
}

/* sms_compact_placement in both directions, while nodes move (a few
   rounds: each direction frees room for the other).  */
static void
sms_compact (ddg_ptr g, int ii, const sms_flags_info *flags, sms_mrt *mrt,
	     int *cycle)
{
  for (int round = 0; round < 3; round++)
    {
      bool up = sms_compact_placement (g, ii, flags, mrt, cycle, false);
      bool down = sms_compact_placement (g, ii, flags, mrt, cycle, true);
      if (!up && !down)
	break;
    }
}

/* Collect in GROUP the nodes of G that must move by DELTA cycles (earlier
   when LATE is false) together with node V of the placement CYCLE at II:
   those a moved node would pass over a dependence with, transitively,
   and the closing branch with the compare PARTNER that shares its cycle.
   Returns false when the group would leave [CMIN, CMAX] or is the whole
   graph (a plain shift, which gains nothing).  A node joins when a moved
   node passes it over an edge, which a larger DELTA only makes more
   likely, so the group grows with DELTA and the answer is true for every
   DELTA up to some size and false beyond.  */
static bool
sms_move_group (ddg_ptr g, int ii, const int *cycle, int v, int delta,
		bool late, int cmin, int cmax, int partner, vec<int> *group,
		vec<bool> *in_group)
{
  int n = g->num_nodes;
  int branch = g->closing_branch->cuid;
  int shift = late ? delta : -delta;
  for (int i = 0; i < n; i++)
    (*in_group)[i] = false;
  group->truncate (0);
  group->safe_push (v);
  (*in_group)[v] = true;
  for (unsigned k = 0; k < group->length (); k++)
    {
      int w = (*group)[k];
      int c = cycle[w] + shift;
      if (c < cmin || c > cmax)
	return false;
      int link = w == branch ? partner : w == partner ? branch : -1;
      if (link >= 0 && !(*in_group)[link])
	{
	  (*in_group)[link] = true;
	  group->safe_push (link);
	}
      if (late)
	{
	  for (ddg_edge_ptr e = g->nodes[w].out; e; e = e->next_out)
	    {
	      int x = e->dest->cuid;
	      if (!(*in_group)[x]
		  && cycle[x] + e->distance * ii < c + e->latency)
		{
		  (*in_group)[x] = true;
		  group->safe_push (x);
		}
	    }
	}
      else
	for (ddg_edge_ptr e = g->nodes[w].in; e; e = e->next_in)
	  {
	    int x = e->src->cuid;
	    if (!(*in_group)[x]
		&& c + e->distance * ii < cycle[x] + e->latency)
	      {
		(*in_group)[x] = true;
		group->safe_push (x);
	      }
	  }
    }
  return (int) group->length () < n;
}

/* Move groups of nodes of the placement CYCLE (in MRT) of G at II, each
   by the same number of cycles, as late (LATE) or as early as possible.
   sms_compact_placement moves one node (or the branch with its compare)
   at a time; a chain closed by loop-carried anti dependences (a value
   read by the next iteration's producer of its operand, as in a random
   number generator whose state is updated in place) cannot move that
   way: each node is held by the anti edge from the node after it.
   Shifting the whole chain keeps its inner dependences as they are; the
   nodes it would pass over join it (sms_move_group).  Each move keeps
   every dependence, the reservation table and the flags rows valid.
   Returns whether a group moved.  */
static bool
sms_compact_groups (ddg_ptr g, int ii, const sms_flags_info *flags,
		    sms_mrt *mrt, int *cycle, bool late)
{
  int n = g->num_nodes;
  int cmin, cmax;
  sms_cycle_range (n, cycle, &cmin, &cmax);
  auto_vec<int> nodes;
  sms_nodes_from_side (n, cycle, late, &nodes);

  int branch = g->closing_branch->cuid;
  auto_vec<bool> placed;
  auto_vec<bool> in_group;
  placed.safe_grow (n);
  in_group.safe_grow (n);
  for (int i = 0; i < n; i++)
    placed[i] = true;
  auto_vec<int> group;
  bool moved = false;
  for (int v : nodes)
    {
      int partner = -1;
      if (flags)
	for (const sms_flags_value &val : flags->values)
	  if (val.last_reader == branch && cycle[val.setter] == cycle[branch])
	    partner = val.setter;
      int room = late ? cmax - cycle[v] : cycle[v] - cmin;
      /* The group of a larger move holds the group of a smaller one,
	 each node moved further (sms_move_group), so the moves it
	 accepts are those up to some size: find the largest by
	 bisection instead of trying every size from ROOM down.  */
      int lo = 0, hi = room;
      while (lo < hi)
	{
	  int mid = lo + (hi - lo + 1) / 2;
	  if (sms_move_group (g, ii, cycle, v, mid, late, cmin, cmax, partner,
			      &group, &in_group))
	    lo = mid;
	  else
	    hi = mid - 1;
	}
      for (int delta = lo; delta > 0; delta--)
	{
	  if (!sms_move_group (g, ii, cycle, v, delta, late, cmin, cmax,
			       partner, &group, &in_group))
	    continue;
	  int shift = late ? delta : -delta;
	  for (int w : group)
	    {
	      mrt->remove (g->nodes[w].insn, cycle[w]);
	      placed[w] = false;
	    }
	  unsigned k;
	  for (k = 0; k < group.length (); k++)
	    {
	      int w = group[k];
	      int c = cycle[w] + shift;
	      if ((flags
		   && !sms_flags_fits (g, *flags, ii, cycle, placed.address (),
				       w, c))
		  || !sms_mrt_place (mrt, g->nodes[w].insn, c))
		break;
	      cycle[w] = c;
	      placed[w] = true;
	    }
	  if (k == group.length ())
	    {
	      moved = true;
	      break;
	    }
	  /* Back to where the group was.  */
	  while (k-- > 0)
	    {
	      int w = group[k];
	      mrt->remove (g->nodes[w].insn, cycle[w]);
	      cycle[w] -= shift;
	    }
	  for (int w : group)
	    {
	      if (!sms_mrt_place (mrt, g->nodes[w].insn, cycle[w]))
		mrt->add (g->nodes[w].insn, cycle[w]);
	      placed[w] = true;
	    }
	}
    }
  return moved;
}

/* Group moves (sms_compact_groups) on the compacted placement CYCLE of G
   at II, whose table is *MRT, kept when they give fewer stages; *MRT is
   then the table of the result.  */
static void
sms_compact_chains (ddg_ptr g, int ii, const sms_flags_info *flags,
		    int max_reservation, sms_mrt **mrt, int *cycle)
{
  int n = g->num_nodes;
  auto_vec<int> moved;
  for (int i = 0; i < n; i++)
    moved.safe_push (cycle[i]);
  /* A copy of *MRT, row by row in its order.  */
  sms_mrt *work = new sms_mrt (ii, max_reservation);
  for (int r = 0; r < ii; r++)
    for (rtx_insn *insn : (*mrt)->row_insns (r))
      work->add (insn, r);
  for (int round = 0; round < 3; round++)
    {
      bool up = sms_compact_groups (g, ii, flags, work, moved.address (),
				    false);
      bool down = sms_compact_groups (g, ii, flags, work, moved.address (),
				      true);
      if (!up && !down)
	break;
    }
  if (sms_stage_count (g, ii, moved.address ())
	>= sms_stage_count (g, ii, cycle)
      || !work->valid_p ()
      || (flags && !sms_flags_valid_p (g, *flags, ii, moved.address ())))
    {
      delete work;
      return;
    }
  delete *mrt;
  *mrt = work;
  for (int i = 0; i < n; i++)
    cycle[i] = moved[i];
}

/* Lay out the placement CYCLE of G at II (MRT holds it) as the kernel
   in S and check it: an order within each row, every dependence, the
   flags rows (FLAGS), the register moves, and on an out-of-order
   processor (OOO) no more register copies than BODY_COPIES (else
   *COPIES_REFUSED is set).  */
static bool
sms_accept_placement (ddg_ptr g, int ii, const int *cycle, sms_mrt *mrtp,
		      const sms_flags_info *flags, bool ooo, int body_copies,
		      sms_schedule *s, bool *copies_refused)
{
  int n = g->num_nodes;
  /* Rows so that the branch's row is the last one of the kernel, and
     cycles from the first such row at or before the earliest node.  */
  int cmin = cycle[0];
  for (int i = 1; i < n; i++)
    cmin = MIN (cmin, cycle[i]);
  int cb = cycle[g->closing_branch->cuid];
  int k = (cb + 1 - cmin + ii - 1) / ii;
  int base = cb + 1 - k * ii;
  int cmax = 0;
  s->ii = ii;
  s->slots.truncate (0);
  for (int i = 0; i < n; i++)
    {
      sms_slot slot = { g->nodes[i].insn, cycle[i] - base };
      s->slots.safe_push (slot);
      cmax = MAX (cmax, slot.cycle);
    }
  s->stages = cmax / ii + 1;
  if (!sms_sort_slots (g, s))
    {
      if (dump_file)
	fprintf (dump_file, ";; SMS II=%d: no order within a row\n", ii);
      return false;
    }
  if (!sms_schedule_valid_p (g, s)
      || (flags && !sms_flags_valid_p (g, *flags, ii, cycle)))
    {
      if (dump_file)
	fprintf (dump_file, ";; SMS II=%d: a dependence does not hold\n", ii);
      return false;
    }
  if (sms_allow_regmoves && !sms_moves_fit (g, *s, mrtp))
    {
      if (dump_file)
	fprintf (dump_file, ";; SMS II=%d: register moves do not fit\n", ii);
      return false;
    }
  if (ooo)
    {
      int copies = sms_tied_copies (g, s);
      if (copies > body_copies)
	{
	  if (dump_file)
	    fprintf (dump_file,
		     ";; SMS II=%d: %d register copies for two-address "
		     "insns, the body needs %d\n",
		     ii, copies, body_copies);
	  *copies_refused = true;
	  return false;
	}
      if (dump_file)
	fprintf (dump_file,
		 ";; SMS II=%d: the kernel needs %d register copies for "
		 "two-address insns, the body %d\n",
		 ii, copies, body_copies);
    }
  return true;
}

/* The fewest stages worth looking for in a placement of G at II, whose
   longest-path matrix is D (N nodes): a placement keeps every dependence,
   so its nodes span at least the longest path D[U][V] of the graph, and
   sms_stage_count counts at least (span / II) + 1 stages; and a kernel of
   one stage overlaps nothing (the pass refuses it), so no fewer than
   two.  */
static int
sms_stage_floor (int n, const int *d, int ii)
{
  int longest = 0;
  for (int k = 0; k < n * n; k++)
    longest = MAX (longest, d[k]);
  return MAX (2, longest / ii + 1);
}

/* S holds the accepted placement CYCLE of G at II.  Look for one with
   fewer stages at the same II, and put it in S when it passes the same
   checks; the II and whether the loop is pipelined stay as they are.
   Fewer stages mean less prologue and epilogue code, shorter register
   lifetimes and fewer iterations needed by the guard.  Two candidates:
   the placement compacted (sms_compact), and the nodes placed top-down,
   each as early as the placed ones allow, in the order of the earliest
   cycle the dependences allow it, then compacted: chains bound by
   loop-carried dependences stay together that way, which moving one node
   at a time cannot achieve.  D is the longest-path matrix at II.  The
   search stops where no candidate can have fewer stages
   (sms_stage_floor).  */
static void
sms_fewer_stages (ddg_ptr g, int ii, const int *d, const sms_node_info *info,
		  const sms_flags_info *flags, int max_reservation, bool ooo,
		  int body_copies, const int *cycle, sms_mrt *accepted_mrt,
		  sms_schedule *s)
{
  int n = g->num_nodes;
  int best_stages = s->stages;
  int min_stages = sms_stage_floor (n, d, ii);
  if (best_stages <= min_stages)
    return;

  auto_vec<int> compact;
  for (int i = 0; i < n; i++)
    compact.safe_push (cycle[i]);
  /* The table in the order the accepted one was filled: the DFA replays
     a row in that order, and another order can fail (x86 decoders), which
     would refuse every move.  */
  sms_mrt *mrt = new sms_mrt (ii, max_reservation);
  auto_vec<bool> added;
  added.safe_grow_cleared (n);
  for (int r = 0; r < ii; r++)
    for (rtx_insn *insn : accepted_mrt->row_insns (r))
      for (int i = 0; i < n; i++)
	if (g->nodes[i].insn == insn && !added[i])
	  {
	    mrt->add (insn, compact[i]);
	    added[i] = true;
	    break;
	  }
  for (int i = 0; i < n; i++)
    if (!added[i])
      mrt->add (g->nodes[i].insn, compact[i]);
  sms_compact (g, ii, flags, mrt, compact.address ());
  if (sms_stage_count (g, ii, compact.address ()) > min_stages)
    sms_compact_chains (g, ii, flags, max_reservation, &mrt,
			compact.address ());

  auto_vec<sms_slot> slots;
  slots.safe_splice (s->slots);
  /* At the floor the compacted placement comes first, whatever the
     top-down one gives: that one is needed only when this one is
     refused.  */
  if (sms_stage_count (g, ii, compact.address ()) <= min_stages)
    {
      bool refused = false;
      if (sms_accept_placement (g, ii, compact.address (), mrt, flags, ooo,
				body_copies, s, &refused))
	{
	  if (dump_file)
	    fprintf (dump_file, ";; SMS II=%d: %d stages instead of %d\n", ii,
		     s->stages, best_stages);
	  delete mrt;
	  return;
	}
      s->stages = best_stages;
      s->slots.truncate (0);
      s->slots.safe_splice (slots);
    }

  auto_vec<int> order;
  auto_vec<int> start;
  start.safe_grow (n);
  for (int v = 0; v < n; v++)
    {
      start[v] = 0;
      for (int u = 0; u < n; u++)
	if (d[u * n + v] != SMS_NO_PATH)
	  start[v] = MAX (start[v], d[u * n + v]);
      order.safe_push (v);
    }
  for (unsigned a = 1; a < order.length (); a++)
    for (unsigned b = a; b > 0 && start[order[b]] < start[order[b - 1]]; b--)
      std::swap (order[b], order[b - 1]);
  auto_vec<int> top_down;
  top_down.safe_grow (n);
  sms_mrt *mrt2 = NULL;
  bool top_down_p = sms_place_with_retries (g, ii, order, d, info, flags,
					    max_reservation, &mrt2,
					    top_down.address ());
  if (top_down_p)
    {
      sms_compact (g, ii, flags, mrt2, top_down.address ());
      if (sms_stage_count (g, ii, top_down.address ()) > min_stages)
	sms_compact_chains (g, ii, flags, max_reservation, &mrt2,
			    top_down.address ());
    }

  /* The better candidate first.  */
  int *cand[2] = { compact.address (),
		   top_down_p ? top_down.address () : NULL };
  sms_mrt *mrts[2] = { mrt, mrt2 };
  if (cand[1] && sms_stage_count (g, ii, cand[1])
		   < sms_stage_count (g, ii, cand[0]))
    {
      std::swap (cand[0], cand[1]);
      std::swap (mrts[0], mrts[1]);
    }

  for (int k = 0; k < 2; k++)
    {
      if (!cand[k] || sms_stage_count (g, ii, cand[k]) >= best_stages)
	continue;
      bool refused = false;
      if (sms_accept_placement (g, ii, cand[k], mrts[k], flags, ooo,
				body_copies, s, &refused))
	{
	  if (dump_file)
	    fprintf (dump_file, ";; SMS II=%d: %d stages instead of %d\n", ii,
		     s->stages, best_stages);
	  break;
	}
      /* Back to the accepted placement.  */
      s->stages = best_stages;
      s->slots.truncate (0);
      s->slots.safe_splice (slots);
    }
  delete mrt;
  delete mrt2;
}

/* Whether the schedule S of LP beats the list schedule over the whole
   loop when its iteration count N is a known constant: the pipelined
   loop takes (N + stages - 1) * II cycles, prologue and epilogue
   included, the original N * list.  A short loop (the fir filter's ten
   taps, vectorized) can lose what its kernel gains per iteration.  */
static bool
sms_gains_p (const sms_loop &lp, const sms_schedule &s)
{
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

bool
sms_schedule_loop (ddg_ptr g, const sms_loop &lp, sms_schedule *s,
		   const char **why)
{
  int n = g->num_nodes;

  s->ii = 0;
  s->stages = 0;
  s->slots.truncate (0);
  s->order.truncate (0);
  if (n > SMS_MAX_NODES)
    {
      *why = "loop body too large";
      return false;
    }
  if (g->closing_branch->insn != lp.branch)
    {
      *why = "closing branch not the loop's exit test";
      return false;
    }

  int max_reservation = 1;
  for (int i = 0; i < n; i++)
    max_reservation
      = MAX (max_reservation, sms_reservation_cycles (g->nodes[i].insn));

  s->rec_mii = sms_rec_mii (g, NULL);
  s->res_mii = sms_res_mii (g, max_reservation);
  s->mii = MAX (MAX (s->rec_mii, s->res_mii), 1);
  s->max_ii = MAX (s->mii, sms_max_ii_factor * s->mii);

  auto_vec<sms_node_info> info;
  info.safe_grow_cleared (n);
  sms_compute_node_info (g, info.address ());
  /* As sms_build_ddg decided: the flags values reserve rows, or the
     graph orders every flags insn.  */
  sms_flags_info flags;
  bool flags_p = sms_flags_analyze (g, &flags);
  s->list_length = sms_list_length (g, info.address (), max_reservation);

  auto_vec<int> d;
  d.safe_grow (n * n);
  if (!sms_longest_paths (g, s->mii, d.address (), NULL))
    {
      *why = "dependence cycle without distance";
      return false;
    }
  auto_vec<int> order;
  sms_compute_order (g, info.address (), d.address (), &order);
  for (int v : order)
    s->order.safe_push (v);

  if (s->mii >= s->list_length)
    {
      *why = "MII not below the list schedule";
      sms_dump_schedule (g, *s);
      return false;
    }

  int limit = MIN (s->max_ii, s->list_length - 1);
  /* On an out-of-order processor a kernel must not issue more insns
     than the body: no more register copies (sms-profit.cc).  */
  bool ooo = sms_out_of_order_p ();
  int body_copies = ooo ? sms_tied_copies (g, NULL) : 0;
  bool copies_refused = false;
  bool too_few = false;
  auto_vec<int> cycle;
  cycle.safe_grow (n);
  sms_mrt *mrtp = NULL;
  int searches = 0;
  for (int ii = MAX (s->mii, s->first_ii); ii <= limit; ii++)
    {
      /* D is the matrix at MII already.  */
      if (ii > s->mii && !sms_longest_paths (g, ii, d.address (), NULL))
	continue;
      if (!sms_place_with_retries (g, ii, order, d.address (),
				   info.address (), flags_p ? &flags : NULL,
				   max_reservation, &mrtp, cycle.address ()))
	{
	  /* The swing placement failed at II; iterative scheduling may
	     still find room by moving the nodes in the way.  */
	  delete mrtp;
	  mrtp = new sms_mrt (ii, max_reservation);
	  if (!sms_place_iterative (g, ii, order, d.address (),
				    info.address (), flags_p ? &flags : NULL,
				    mrtp, cycle.address ()))
	    {
	      /* A small body: search with backtracking, at the first IIs
		 only.  Where the heuristics miss a schedule that exists, it
		 is close to MII; further up the failures come from real
		 resource and latency limits (the biquad filters on the
		 Cortex-A8 VFP fail 15 and 31 IIs), and the search would
		 spend its whole budget at each.  */
	      if (n > SMS_SEARCH_MAX_NODES || searches >= SMS_SEARCH_MAX_IIS)
		continue;
	      searches++;
	      delete mrtp;
	      mrtp = new sms_mrt (ii, max_reservation);
	      if (!sms_place_search (g, ii, order, d.address (),
				     info.address (), flags_p ? &flags : NULL,
				     mrtp, cycle.address ()))
		continue;
	    }
	}

      if (!sms_accept_placement (g, ii, cycle.address (), mrtp,
				 flags_p ? &flags : NULL, ooo, body_copies, s,
				 &copies_refused))
	continue;
      if (s->stages > 2)
	sms_fewer_stages (g, ii, d.address (), info.address (),
			  flags_p ? &flags : NULL, max_reservation, ooo,
			  body_copies, cycle.address (), mrtp, s);
      delete mrtp;
      mrtp = NULL;
      if (sms_gains_p (lp, *s))
	return true;
      /* A higher II only takes longer.  */
      too_few = true;
      break;
    }
  delete mrtp;

  s->ii = 0;
  s->stages = 0;
  s->slots.truncate (0);
  if (too_few)
    *why = "too few iterations to gain over the list schedule";
  else if (copies_refused)
    *why = "the kernel needs more register copies than the loop "
	   "(out-of-order model)";
  else
    *why = limit < s->max_ii ? "II not below the list schedule"
			     : "no modulo schedule up to MaxII";
  sms_dump_schedule (g, *s);
  return false;
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
