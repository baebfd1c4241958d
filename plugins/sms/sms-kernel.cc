/* A placement of xopt_sms laid out as the kernel of the pipelined loop
   and checked: the phase that turns cycles into stages and rows and
   decides whether an II is taken.

   The rows are counted so that the closing branch's row is the last one
   of the kernel, and the cycles from the first such row at or before the
   earliest node.  A placement is accepted when every row has an order
   (sms-kernel-order.cc), every dependence holds, the flags rows hold, the
   register moves fit (with regmoves), the kernel copies of modulo
   variable expansion are few enough (with mve), and on an out-of-order processor
   the kernel needs no more register copies for its two-address insns
   than the body (sms-profit.cc).  */

#include "sms-scheduler.h"

/* Whether every edge holds for the node cycles of the schedule.  */
bool
sms_scheduler::schedule_valid_p () const
{
  for (int u = 0; u < m_n; u++)
    for (ddg_edge_ptr e = m_g->nodes[u].out; e; e = e->next_out)
      if (m_s->cycle_of (e->dest->insn) - m_s->cycle_of (e->src->insn)
	    + e->distance * m_s->ii
	  < e->latency)
	return false;
  return true;
}

/* On an out-of-order processor, whether the kernel needs no more
   register copies than the body; else the II is refused and
   M_COPIES_REFUSED set.  */
bool
sms_scheduler::check_copies ()
{
  if (!m_opts.out_of_order)
    return true;
  int ii = m_s->ii;
  int copies = sms_tied_copies (m_g, m_s);
  if (copies > m_body_copies)
    {
      if (dump_file)
	fprintf (dump_file,
		 ";; SMS II=%d: %d register copies for two-address "
		 "insns, the body needs %d\n",
		 ii, copies, m_body_copies);
      m_copies_refused = true;
      return false;
    }
  if (dump_file)
    fprintf (dump_file,
	     ";; SMS II=%d: the kernel needs %d register copies for "
	     "two-address insns, the body %d\n",
	     ii, copies, m_body_copies);
  return true;
}

/* With modulo variable expansion (sms-mve.cc), whether a kernel
   unrolled at most SMS_MVE_MAX_FACTOR times, into at most
   SMS_MVE_MAX_KERNEL_INSNS insns, gives every value that outlives II
   registers of its own; sets the schedule's number of kernel copies, a
   power of two.  */
bool
sms_scheduler::mve_fits ()
{
  m_s->mve = 1;
  if (!m_opts.mve)
    return true;
  int need = sms_mve_need (m_lp.bb, *m_s);
  int factor = 1;
  while (factor < need && factor <= SMS_MVE_MAX_FACTOR)
    factor *= 2;
  if (factor > SMS_MVE_MAX_FACTOR
      || factor * m_n > SMS_MVE_MAX_KERNEL_INSNS)
    {
      if (dump_file)
	fprintf (dump_file, ";; SMS II=%d: the values need %d kernel "
		 "copies\n", m_s->ii, need);
      return false;
    }
  m_s->mve = factor;
  return true;
}

/* Lay out the placement P as the kernel in the schedule and check it
   (see the head of the file).  */
bool
sms_scheduler::accept (const sms_placement &p)
{
  int ii = p.ii;
  int cmin = p.cycle[0];
  for (int i = 1; i < m_n; i++)
    cmin = MIN (cmin, p.cycle[i]);
  int cb = p.cycle[m_g->closing_branch->cuid];
  int k = (cb + 1 - cmin + ii - 1) / ii;
  int base = cb + 1 - k * ii;
  int cmax = 0;
  m_s->ii = ii;
  m_s->slots.truncate (0);
  for (int i = 0; i < m_n; i++)
    {
      sms_slot slot = { m_g->nodes[i].insn, p.cycle[i] - base };
      m_s->slots.safe_push (slot);
      cmax = MAX (cmax, slot.cycle);
    }
  m_s->stages = cmax / ii + 1;

  if (!sms_sort_slots (m_g, m_s))
    {
      if (dump_file)
	fprintf (dump_file, ";; SMS II=%d: no order within a row\n", ii);
      return false;
    }
  if (!schedule_valid_p ()
      || (m_flags
	  && !sms_flags_valid_p (m_g, *m_flags, ii, p.cycle.address ())))
    {
      if (dump_file)
	fprintf (dump_file, ";; SMS II=%d: a dependence does not hold\n", ii);
      return false;
    }
  if (m_opts.regmoves && !sms_moves_fit (m_g, *m_s, p.mrt))
    {
      if (dump_file)
	fprintf (dump_file, ";; SMS II=%d: register moves do not fit\n", ii);
      return false;
    }
  return mve_fits () && check_copies ();
}
