/* The swing placement of xopt_sms: the nodes placed one by one in the
   swing order (sms-order.cc) at one II.

   The window of a node comes from the longest-path closure of the
   dependence graph at that II (sms_longest_paths): with D[p][v] the
   heaviest path from P to V where an edge weighs latency - distance * II,
   a placed node P bounds V to
   cycle (P) + D[P][V] <= cycle (V) <= cycle (P) - D[V][P].  Because the
   closure is used rather than the direct edges, the window of a node is
   never empty for dependence reasons once its predecessors and successors
   are placed consistently; only resources and the flags rows can refuse
   a node.  A node with placed predecessors only is tried from its
   earliest cycle upwards, one with placed successors only from its latest
   cycle downwards, which keeps it near its neighbours (short lifetimes).
   At most II consecutive cycles are tried: further cycles repeat the rows.
   The window, the test of a cycle and the placing of a node are shared
   with the fallbacks (sms-ims.cc, sms-search.cc).  */

#include "sms-scheduler.h"

sms_placement::sms_placement (int n) : ii (0), mrt (NULL), failed (-1)
{
  cycle.safe_grow (n);
  placed.safe_grow_cleared (n);
}

sms_placement::~sms_placement ()
{
  delete mrt;
}

void
sms_placement::reset (int ii_, int max_reservation)
{
  ii = ii_;
  delete mrt;
  mrt = new sms_mrt (ii, max_reservation);
  for (unsigned i = 0; i < placed.length (); i++)
    placed[i] = false;
  failed = -1;
}

void
sms_placement::copy_from (const sms_placement &other, int max_reservation)
{
  ii = other.ii;
  delete mrt;
  mrt = new sms_mrt (ii, max_reservation);
  for (int r = 0; r < ii; r++)
    for (rtx_insn *insn : other.mrt->row_insns (r))
      mrt->add (insn, r);
  for (unsigned i = 0; i < placed.length (); i++)
    {
      cycle[i] = other.cycle[i];
      placed[i] = true;
    }
}

/* The cycles node V may take in P, as the swing placement scans them:
   from *START to *END by the returned step (1 or -1): upwards from the
   earliest cycle its placed predecessors allow (at most II cycles, and
   not past what its placed successors allow), else downwards from the
   latest cycle its placed successors allow; a node with neither scans II
   cycles upwards from ASAP.  */
int
sms_scheduler::window (const sms_placement &p, int v, int *start,
		       int *end) const
{
  int n = m_n;
  int ii = p.ii;
  const int *d = m_d.address ();
  bool has_early = false, has_late = false;
  int early = 0, late = 0;
  for (int u = 0; u < n; u++)
    {
      if (!p.placed[u])
	continue;
      if (d[u * n + v] != SMS_NO_PATH)
	{
	  int c = p.cycle[u] + d[u * n + v];
	  early = has_early ? MAX (early, c) : c;
	  has_early = true;
	}
      if (d[v * n + u] != SMS_NO_PATH)
	{
	  int c = p.cycle[u] - d[v * n + u];
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
  *start = m_info[v].asap;
  *end = m_info[v].asap + ii - 1;
  return 1;
}

/* Whether node V fits at cycle C of P: the flags rows and the
   reservation table accept it.  */
bool
sms_scheduler::fits (const sms_placement &p, int v, int c) const
{
  return ((!m_flags
	   || sms_flags_fits (m_g, *m_flags, p.ii, p.cycle.address (),
			      p.placed.address (), v, c))
	  && p.mrt->fits (m_g->nodes[v].insn, c));
}

void
sms_scheduler::place (sms_placement *p, int v, int c) const
{
  p->mrt->add (m_g->nodes[v].insn, c);
  p->cycle[v] = c;
  p->placed[v] = true;
}

void
sms_scheduler::unplace (sms_placement *p, int v) const
{
  p->mrt->remove (m_g->nodes[v].insn, p->cycle[v]);
  p->placed[v] = false;
}

/* Place the nodes in ORDER into P (empty), each at the first cycle of
   its window that fits.  Returns -1 on success, else the node that found
   no free row.  */
int
sms_scheduler::place_in_order (sms_placement *p, const vec<int> &order) const
{
  for (int v : order)
    {
      int start, end;
      int step = window (*p, v, &start, &end);
      bool ok = false;
      for (int c = start; step > 0 ? c <= end : c >= end; c += step)
	if (fits (*p, v, c))
	  {
	    place (p, v, c);
	    ok = true;
	    break;
	  }
      if (!ok)
	{
	  if (dump_file)
	    fprintf (dump_file,
		     ";; SMS II=%d: no free row for insn %d in cycles %d..%d\n",
		     p->ii, INSN_UID (m_g->nodes[v].insn), start, end);
	  p->failed = v;
	  return v;
	}
    }
  return -1;
}

/* Place the nodes at P's II, starting from ORDER.  When a node finds no
   free row, its neighbours took the rows it needed; it is moved to the
   front of the order and the placement starts again, a few times, before
   II grows (a light form of the priority boosting of iterative modulo
   scheduling).  */
bool
sms_scheduler::place_swing (sms_placement *p, const vec<int> &order) const
{
  auto_vec<int> cur;
  cur.safe_splice (order);
  int tries = MIN (m_n, 8);
  for (int t = 0; t <= tries; t++)
    {
      p->reset (p->ii, m_max_reservation);
      int failed = place_in_order (p, cur);
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
