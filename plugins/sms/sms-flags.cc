/* The flags register in the modulo schedule of xopt_sms.

   The flags (condition code) register cannot be copied, and on x86-64
   most arithmetic clobbers it.  The scheduler's dependence analysis
   chains every insn that sets or clobbers the flags to the next one, and
   create_ddg adds an anti dependence from the closing branch to the first
   flags setter of the next iteration, so all the flag-clobbering insns of
   an iteration must run between the branch of the previous iteration and
   the compare of their own: iterations barely overlap.

   What correctness needs is weaker: each flags value, from the insn that
   sets it to the last insn that reads it (the counter compare and the
   closing branch, or a test and its setcc), must not see another flags
   setter or reader in between, in the order the kernel (and the prologue
   and epilogue, which run subsets of its rows) executes.  The graph
   therefore keeps the true dependence of each flags value and drops the
   dependences that only the flags justify (sms_relax_flags_edges); the
   scheduler instead reserves the rows of each flags value: the rows from
   its setter to its last reader, at most II of them, hold no other insn
   that sets, clobbers or reads the flags (sms_flags_fits).  Clobbers may
   share rows with each other freely.  */

#include "sms-sched.h"
#include "target.h"
#include "rtl-iter.h"

bool
sms_flags_regno_p (unsigned int regno, machine_mode mode)
{
  unsigned int r1, r2;

  if (!HARD_REGISTER_NUM_P (regno))
    return false;
  if (GET_MODE_CLASS (mode) == MODE_CC)
    return true;
  if (targetm.fixed_condition_code_regs (&r1, &r2))
    return regno == r1 || regno == r2;
  return false;
}

/* Whether one of the references from REF on (a chain of an insn's defs
   or uses) is of a flags register.  */
static bool
sms_flags_ref_p (df_ref ref)
{
  for (; ref; ref = DF_REF_NEXT_LOC (ref))
    if (sms_flags_regno_p (DF_REF_REGNO (ref), GET_MODE (DF_REF_REG (ref))))
      return true;
  return false;
}

bool
sms_sets_flags_p (rtx_insn *insn)
{
  return sms_flags_ref_p (DF_INSN_DEFS (insn));
}

bool
sms_reads_flags_p (rtx_insn *insn)
{
  return sms_flags_ref_p (DF_INSN_USES (insn));
}

bool
sms_flags_analyze (ddg_ptr g, sms_flags_info *info)
{
  int n = g->num_nodes;
  info->kind.safe_grow_cleared (n);
  info->value_of.safe_grow (n);
  info->values.truncate (0);

  /* The setter of the flags value live at each point of the body.  */
  int live = -1;
  for (int i = 0; i < n; i++)
    {
      rtx_insn *insn = g->nodes[i].insn;
      bool reads = sms_reads_flags_p (insn);
      bool sets = sms_sets_flags_p (insn);
      info->kind[i] = (reads ? SMS_FLAGS_READ : 0) | (sets ? SMS_FLAGS_SET : 0);
      info->value_of[i] = -1;
      if (reads)
	{
	  /* A flags value from the previous iteration, or one read by the
	     insn that sets the next: not handled by rows.  */
	  if (live < 0 || sets)
	    return false;
	  sms_flags_value *v = NULL;
	  for (sms_flags_value &x : info->values)
	    if (x.setter == live)
	      v = &x;
	  if (!v)
	    {
	      sms_flags_value x = { live, i };
	      info->values.safe_push (x);
	      v = &info->values.last ();
	    }
	  v->last_reader = i;
	  info->value_of[i] = v - info->values.address ();
	  info->value_of[live] = info->value_of[i];
	}
      if (sets)
	live = i;
    }
  return true;
}

/* Whether cycle C is within the reserved rows of the value whose setter
   is at cycle START and whose last reader is SPAN cycles later, modulo
   II: the rows after the setter's, up to the last reader's.  The setter's
   own row stays open to other flags insns, which the kernel order puts
   before the setter (sms_sort_slots).  */
static bool
sms_in_rows_p (int c, int start, int span, int ii)
{
  int off = ((c - start) % ii + ii) % ii;
  return off >= 1 && off <= span;
}

bool
sms_flags_fits (ddg_ptr g, const sms_flags_info &info, int ii,
		const int *cycle, const bool *placed, int v, int c)
{
  if (!info.kind[v])
    return true;
  int n = info.kind.length ();

  /* Other flags insns in a setter's row go before the setter; the
     dependences must allow it.  */
  for (const sms_flags_value &val : info.values)
    {
      int s = val.setter;
      if (s == v)
	{
	  for (int x = 0; x < n; x++)
	    if (x != v && placed[x] && info.kind[x]
		&& info.value_of[x] != info.value_of[s]
		&& sms_forced_before_p (g, v, x, c, cycle[x], ii))
	      return false;
	}
      else if (placed[s] && info.value_of[v] != info.value_of[s]
	       && sms_forced_before_p (g, s, v, cycle[s], c, ii))
	return false;
    }

  for (unsigned k = 0; k < info.values.length (); k++)
    {
      /* The rows of value K as placed so far, with V at C: from its
	 setter to its latest reader.  */
      int s = info.values[k].setter;
      int cs = s == v ? c : placed[s] ? cycle[s] : INT_MIN;
      int cr = INT_MIN;
      for (int x = 0; x < n; x++)
	if (info.value_of[x] == (int) k && x != s
	    && (x == v || placed[x]))
	  cr = MAX (cr, x == v ? c : cycle[x]);
      if (cs == INT_MIN || cr == INT_MIN)
	continue;
      int span = cr - cs;
      if (span < 0 || span >= ii)
	return false;

      if (info.value_of[v] == (int) k)
	{
	  /* V belongs to K: no other flags insn placed in K's rows.  */
	  for (int x = 0; x < n; x++)
	    if (x != v && placed[x] && info.kind[x]
		&& info.value_of[x] != (int) k
		&& sms_in_rows_p (cycle[x], cs, span, ii))
	      return false;
	}
      else if (sms_in_rows_p (c, cs, span, ii))
	return false;
    }
  return true;
}

bool
sms_flags_valid_p (ddg_ptr g, const sms_flags_info &info, int ii,
		   const int *cycle)
{
  int n = info.kind.length ();
  auto_vec<bool> placed;
  placed.safe_grow (n);
  for (int i = 0; i < n; i++)
    placed[i] = true;
  for (int i = 0; i < n; i++)
    if (!sms_flags_fits (g, info, ii, cycle, placed.address (), i,
			 cycle[i]))
      return false;
  return true;
}

/* Whether INSN may touch memory or has side effects the dependence
   analysis orders by themselves.  */
static bool
sms_mem_or_volatile_p (rtx_insn *insn)
{
  if (volatile_insn_p (PATTERN (insn)))
    return true;
  subrtx_iterator::array_type array;
  FOR_EACH_SUBRTX (iter, array, PATTERN (insn), NONCONST)
    if (MEM_P (*iter))
      return true;
  return false;
}

/* Whether a non-flags register of the references from RA on is among
   the references from RB on (chains of an insn's defs or uses).  */
static bool
sms_shares_reg_p (df_ref ra, df_ref rb)
{
  for (; ra; ra = DF_REF_NEXT_LOC (ra))
    if (!sms_flags_regno_p (DF_REF_REGNO (ra), GET_MODE (DF_REF_REG (ra))))
      for (df_ref r = rb; r; r = DF_REF_NEXT_LOC (r))
	if (DF_REF_REGNO (ra) == DF_REF_REGNO (r))
	  return true;
  return false;
}

/* Whether the dependence A -> B has a reason besides the flags: a shared
   non-flags register, memory, or side effects.  */
static bool
sms_needed_without_flags_p (rtx_insn *a, rtx_insn *b)
{
  if (sms_mem_or_volatile_p (a) && sms_mem_or_volatile_p (b))
    return true;
  if (volatile_insn_p (PATTERN (a)) || volatile_insn_p (PATTERN (b)))
    return true;

  return (sms_shares_reg_p (DF_INSN_DEFS (a), DF_INSN_USES (b))
	  || sms_shares_reg_p (DF_INSN_DEFS (a), DF_INSN_DEFS (b))
	  || sms_shares_reg_p (DF_INSN_USES (a), DF_INSN_DEFS (b)));
}

/* Whether sms_relax_flags_edges drops the edge E, with the flags
   information INFO_PTR.  */
static bool
sms_flags_edge_dropped_p (ddg_edge_ptr e, const void *info_ptr)
{
  const sms_flags_info &info = *(const sms_flags_info *) info_ptr;
  int i = e->src->cuid;
  int j = e->dest->cuid;
  bool own_value = (info.value_of[i] >= 0
		    && info.value_of[i] == info.value_of[j]
		    && info.kind[j] & SMS_FLAGS_READ && e->distance == 0
		    && j > i);
  return (info.kind[i] && info.kind[j] && !own_value
	  && !sms_needed_without_flags_p (e->src->insn, e->dest->insn));
}

void
sms_relax_flags_edges (ddg_ptr g, const sms_flags_info &info)
{
  sms_remove_edges (g, sms_flags_edge_dropped_p, &info);
}
