/* The order of the insns within each row of a kernel of xopt_sms.

   A placement gives every node a cycle; the kernel emits its rows one
   after the other, and within a row the insns that run in the same cycle
   must keep the dependences of latency 0 (a store after the address it
   reads is computed, a flags value set before it is read) and may not
   overwrite a register another insn of the row still reads.  Among the
   orders that respect that, the body order is kept, register moves after
   the nodes and the branch last, and a compare the processor fuses with
   the branch goes right before it.  Part of the leaf layer below the
   scheduler: register moves (sms-regmoves.cc) order their kernels here
   too.  */

#include "sms-sched.h"

/* The slots of S and the constraints between them: BEFORE[a * M + b]
   when slot A must come before slot B in their row.  */
struct sms_row_order
{
  int m;
  auto_vec<int> node_of;
  auto_vec<bool> before;
};

/* Fill RO for S: the dependences between nodes of one kernel cycle
   (sms_forced_before_p), and the setter of a flags value after every
   other flags insn of its row: the rows after it, up to its last reader,
   are its own (sms-flags.cc).  */
static void
sms_row_constraints (ddg_ptr g, const sms_schedule *s, sms_row_order *ro)
{
  int n = g->num_nodes;
  int ii = s->ii;
  int m = ro->m = s->slots.length ();

  auto_vec<int> cyc;
  cyc.safe_grow (n);
  for (int i = 0; i < n; i++)
    cyc[i] = s->cycle_of (g->nodes[i].insn);

  /* Slot index of node I; moves have none.  */
  auto_vec<int> slot_of;
  slot_of.safe_grow (n);
  ro->node_of.safe_grow (m);
  for (int k = 0; k < m; k++)
    {
      ddg_node_ptr node = get_node_of_insn (g, s->slots[k].insn);
      ro->node_of[k] = node ? node->cuid : -1;
      if (node)
	slot_of[node->cuid] = k;
    }

  ro->before.safe_grow_cleared (m * m);
  for (int u = 0; u < n; u++)
    for (ddg_edge_ptr e = g->nodes[u].out; e; e = e->next_out)
      {
	int v = e->dest->cuid;
	if (sms_forced_before_p (g, u, v, cyc[u], cyc[v], ii))
	  ro->before[slot_of[u] * m + slot_of[v]] = true;
	if (sms_forced_before_p (g, v, u, cyc[v], cyc[u], ii))
	  ro->before[slot_of[v] * m + slot_of[u]] = true;
      }

  sms_flags_info flags;
  if (sms_flags_analyze (g, &flags))
    for (const sms_flags_value &val : flags.values)
      for (int x = 0; x < n; x++)
	if (flags.kind[x] && x != val.setter
	    && flags.value_of[x] != flags.value_of[val.setter]
	    && cyc[x] % ii == cyc[val.setter] % ii)
	  ro->before[slot_of[x] * m + slot_of[val.setter]] = true;
}

/* The slots of S into SORTED, rows in order; within a row the
   constraints of RO, then body order with the moves after the nodes and
   the branch last.  False when a row has no order.  */
static bool
sms_order_rows (ddg_ptr g, const sms_schedule *s, const sms_row_order &ro,
		vec<sms_slot> *sorted)
{
  int n = g->num_nodes;
  int m = ro.m;
  auto_vec<int> key;
  key.safe_grow (m);
  for (int k = 0; k < m; k++)
    {
      if (ro.node_of[k] < 0)
	key[k] = n + k;
      else if (ro.node_of[k] == g->closing_branch->cuid)
	key[k] = n + m;
      else
	key[k] = ro.node_of[k];
    }

  auto_vec<bool> done;
  done.safe_grow_cleared (m);
  for (int row = 0; row < s->ii; row++)
    while (true)
      {
	int pick = -1;
	bool left = false;
	for (int k = 0; k < m; k++)
	  {
	    if (done[k] || s->slots[k].cycle % s->ii != row)
	      continue;
	    left = true;
	    bool free_p = true;
	    for (int j = 0; j < m && free_p; j++)
	      if (!done[j] && j != k && ro.before[j * m + k])
		free_p = false;
	    if (free_p && (pick < 0 || key[k] < key[pick]))
	      pick = k;
	  }
	if (!left)
	  break;
	if (pick < 0)
	  return false;
	done[pick] = true;
	sorted->safe_push (s->slots[pick]);
      }
  return true;
}

/* The index in S of the slot of INSN.  */
static int
sms_slot_index (const sms_schedule *s, rtx_insn *insn)
{
  int found = -1;
  for (unsigned j = 0; j < s->slots.length (); j++)
    if (s->slots[j].insn == insn)
      found = j;
  return found;
}

/* A compare the processor fuses with the branch goes right before it in
   SORTED when it shares its row and nothing in between must follow it:
   the pair issues as one operation.  */
static void
sms_fuse_compare (ddg_ptr g, const sms_schedule *s, const sms_row_order &ro,
		  vec<sms_slot> *sorted)
{
  int ii = s->ii;
  int m = ro.m;
  int last = sorted->length () - 1;
  if (last <= 0 || (*sorted)[last].insn != g->closing_branch->insn)
    return;
  for (int k = last - 1; k >= 0; k--)
    {
      rtx_insn *insn = (*sorted)[k].insn;
      if (!get_node_of_insn (g, insn)
	  || (*sorted)[k].cycle % ii != (*sorted)[last].cycle % ii)
	return;
      if (!sms_sets_flags_p (insn))
	continue;
      if (!sms_macro_fused_p (insn, (*sorted)[last].insn))
	return;
      int ck = sms_slot_index (s, insn);
      for (int x = k + 1; x < last; x++)
	for (int j = 0; j < m; j++)
	  if (s->slots[j].insn == (*sorted)[x].insn && ro.before[ck * m + j])
	    return;
      sms_slot cmp = (*sorted)[k];
      sorted->ordered_remove (k);
      sorted->quick_insert (last - 1, cmp);
      return;
    }
}

bool
sms_sort_slots (ddg_ptr g, sms_schedule *s)
{
  sms_row_order ro;
  sms_row_constraints (g, s, &ro);
  auto_vec<sms_slot> sorted;
  if (!sms_order_rows (g, s, ro, &sorted))
    return false;
  sms_fuse_compare (g, s, ro, &sorted);

  s->slots.truncate (0);
  for (const sms_slot &slot : sorted)
    s->slots.safe_push (slot);
  return s->slots.last ().insn == g->closing_branch->insn;
}
