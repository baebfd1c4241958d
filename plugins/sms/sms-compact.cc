/* Compaction of an accepted placement of xopt_sms: the same II in fewer
   stages.

   The swing placement scans the window of a node that has both placed
   predecessors and successors upwards from its earliest cycle, and when
   those come from loop-carried dependences chains end up spread over many
   stages: more prologue and epilogue code, longer register lifetimes and
   more iterations for the guard, for the same II.  Here nodes move as
   late or as early as their neighbours, the resources and the flags rows
   allow, never past the latest or before the earliest cycle of the
   placement: one node at a time (the branch with the compare that shares
   its cycle), then whole chains (compact_groups).  Each move keeps every
   dependence (a node moves between its predecessors and successors as
   placed), the reservation table and the flags rows valid, so the result
   is a placement as good as the one given.  Nodes are taken from the
   side they move to, so that a chain follows its end.  */

#include "sms-scheduler.h"

/* A move of a group of nodes (compact_groups): the node V it starts
   from, the direction, the cycles the placement spans, the compare that
   shares the branch's cycle (or -1), and the group.  */
struct sms_group_move
{
  int v;
  bool late;
  int cmin;
  int cmax;
  int partner;
  auto_vec<int> group;
  auto_vec<bool> in_group;
};

/* The first and last cycles *CMIN and *CMAX of the placement P.  */
static void
sms_cycle_range (const sms_placement &p, int *cmin, int *cmax)
{
  *cmin = *cmax = p.cycle[0];
  for (unsigned i = 1; i < p.cycle.length (); i++)
    {
      *cmin = MIN (*cmin, p.cycle[i]);
      *cmax = MAX (*cmax, p.cycle[i]);
    }
}

/* Every node of P placed, its range into *CMIN and *CMAX, and its nodes
   into NODES from the side they move to (the latest first when LATE);
   ties in body order from that side, so that a node comes before its
   same-cycle neighbours.  */
static void
sms_start_compaction (sms_placement *p, bool late, int *cmin, int *cmax,
		      vec<int> *nodes)
{
  int n = p->cycle.length ();
  sms_cycle_range (*p, cmin, cmax);
  for (int i = 0; i < n; i++)
    nodes->safe_push (late ? n - 1 - i : i);
  for (unsigned a = 1; a < nodes->length (); a++)
    for (unsigned b = a; b > 0; b--)
      {
	int x = p->cycle[(*nodes)[b]], y = p->cycle[(*nodes)[b - 1]];
	if (late ? x <= y : x >= y)
	  break;
	std::swap ((*nodes)[b], (*nodes)[b - 1]);
      }
  for (int i = 0; i < n; i++)
    p->placed[i] = true;
}

/* The stage count of the placement P, counted as the kernel lays it out
   (sms-kernel.cc): the branch's row last.  */
int
sms_scheduler::stage_count (const sms_placement &p) const
{
  int cmin, cmax;
  sms_cycle_range (p, &cmin, &cmax);
  int ii = p.ii;
  int cb = p.cycle[m_g->closing_branch->cuid];
  int k = (cb + 1 - cmin + ii - 1) / ii;
  int base = cb + 1 - k * ii;
  return (cmax - base) / ii + 1;
}

/* The compare that sets the flags the closing branch reads when it
   shares the branch's cycle in P, else -1.  Neither can leave the other:
   the rows between them are reserved for the flags value and the branch
   must not come before the compare.  */
int
sms_scheduler::branch_partner (const sms_placement &p) const
{
  int branch = m_g->closing_branch->cuid;
  int partner = -1;
  if (m_flags)
    for (const sms_flags_value &val : m_flags->values)
      if (val.last_reader == branch && p.cycle[val.setter] == p.cycle[branch])
	partner = val.setter;
  return partner;
}

/* The furthest cycle the SIZE nodes of UNIT may move to in P as the
   neighbours on that side (successors when LATE) allow, from LIMIT (the
   end of the placement) on.  */
int
sms_scheduler::move_limit (const sms_placement &p, const int *unit,
			   int size, bool late, int limit) const
{
  int ii = p.ii;
  for (int k = 0; k < size; k++)
    {
      int w = unit[k];
      if (late)
	{
	  for (ddg_edge_ptr e = m_g->nodes[w].out; e; e = e->next_out)
	    if (e->dest->cuid != unit[0] && e->dest->cuid != unit[1])
	      limit = MIN (limit, p.cycle[e->dest->cuid] - e->latency
				    + e->distance * ii);
	}
      else
	for (ddg_edge_ptr e = m_g->nodes[w].in; e; e = e->next_in)
	  if (e->src->cuid != unit[0] && e->src->cuid != unit[1])
	    limit = MAX (limit, p.cycle[e->src->cuid] + e->latency
				  - e->distance * ii);
    }
  return limit;
}

/* Place node W of P, unplaced, at cycle C when the flags rows and the
   reservation table (any position in its row) accept it; returns whether
   it did.  */
bool
sms_scheduler::try_place (sms_placement *p, int w, int c) const
{
  if ((m_flags
       && !sms_flags_fits (m_g, *m_flags, p->ii, p->cycle.address (),
			   p->placed.address (), w, c))
      || !p->mrt->place (m_g->nodes[w].insn, c))
    return false;
  p->cycle[w] = c;
  p->placed[w] = true;
  return true;
}

/* Move the SIZE nodes of UNIT of P from cycle FROM to the furthest cycle
   from LIMIT back towards FROM where they all fit; returns whether they
   moved.  */
bool
sms_scheduler::move_unit (sms_placement *p, const int *unit, int size,
			  int from, int limit, bool late) const
{
  for (int k = 0; k < size; k++)
    {
      p->mrt->remove (m_g->nodes[unit[k]].insn, from);
      p->placed[unit[k]] = false;
    }
  int step = late ? -1 : 1;
  int to = from;
  for (int c = limit; c != from && to == from; c += step)
    {
      int k = 0;
      while (k < size && try_place (p, unit[k], c))
	k++;
      if (k == size)
	to = c;
      else
	while (k-- > 0)
	  {
	    p->mrt->remove (m_g->nodes[unit[k]].insn, c);
	    p->placed[unit[k]] = false;
	  }
    }
  if (to != from)
    return true;
  for (int k = 0; k < size; k++)
    {
      if (!p->mrt->place (m_g->nodes[unit[k]].insn, from))
	p->mrt->add (m_g->nodes[unit[k]].insn, from);
      p->cycle[unit[k]] = from;
      p->placed[unit[k]] = true;
    }
  return false;
}

/* Move the nodes of P one at a time (the branch with its compare) as
   late (LATE) or as early as possible.  Returns whether a node moved.  */
bool
sms_scheduler::compact_nodes (sms_placement *p, bool late) const
{
  int cmin, cmax;
  auto_vec<int> nodes;
  sms_start_compaction (p, late, &cmin, &cmax, &nodes);
  int branch = m_g->closing_branch->cuid;
  int partner = branch_partner (*p);

  bool moved = false;
  for (int v : nodes)
    {
      if (v == branch && partner >= 0)
	continue;
      int unit[2] = { v, v == partner ? branch : -1 };
      int size = unit[1] >= 0 ? 2 : 1;
      int from = p->cycle[v];
      int limit = move_limit (*p, unit, size, late, late ? cmax : cmin);
      if (late ? limit <= from : limit >= from)
	continue;
      moved |= move_unit (p, unit, size, from, limit, late);
    }
  return moved;
}

/* compact_nodes in both directions, while nodes move (a few rounds:
   each direction frees room for the other).  */
void
sms_scheduler::compact (sms_placement *p) const
{
  for (int round = 0; round < 3; round++)
    {
      bool up = compact_nodes (p, false);
      bool down = compact_nodes (p, true);
      if (!up && !down)
	break;
    }
}

/* Collect in M->group the nodes of P that must move by DELTA cycles
   (earlier unless M->late) together with node M->v: those a moved node
   would pass over a dependence with, transitively, and the closing
   branch with the compare M->partner that shares its cycle.  Returns
   false when the group would leave [M->cmin, M->cmax] or is the whole
   graph (a plain shift, which gains nothing).  A node joins when a moved
   node passes it over an edge, which a larger DELTA only makes more
   likely, so the group grows with DELTA and the answer is true for every
   DELTA up to some size and false beyond.  */
bool
sms_scheduler::move_group (const sms_placement &p, sms_group_move *m,
			   int delta) const
{
  int ii = p.ii;
  int branch = m_g->closing_branch->cuid;
  int shift = m->late ? delta : -delta;
  for (int i = 0; i < m_n; i++)
    m->in_group[i] = false;
  m->group.truncate (0);
  m->group.safe_push (m->v);
  m->in_group[m->v] = true;
  for (unsigned k = 0; k < m->group.length (); k++)
    {
      int w = m->group[k];
      int c = p.cycle[w] + shift;
      if (c < m->cmin || c > m->cmax)
	return false;
      int link = w == branch ? m->partner : w == m->partner ? branch : -1;
      if (link >= 0 && !m->in_group[link])
	{
	  m->in_group[link] = true;
	  m->group.safe_push (link);
	}
      if (m->late)
	{
	  for (ddg_edge_ptr e = m_g->nodes[w].out; e; e = e->next_out)
	    {
	      int x = e->dest->cuid;
	      if (!m->in_group[x]
		  && p.cycle[x] + e->distance * ii < c + e->latency)
		{
		  m->in_group[x] = true;
		  m->group.safe_push (x);
		}
	    }
	}
      else
	for (ddg_edge_ptr e = m_g->nodes[w].in; e; e = e->next_in)
	  {
	    int x = e->src->cuid;
	    if (!m->in_group[x]
		&& c + e->distance * ii < p.cycle[x] + e->latency)
	      {
		m->in_group[x] = true;
		m->group.safe_push (x);
	      }
	  }
    }
  return (int) m->group.length () < m_n;
}

/* The largest move of M's node in P that move_group accepts: the group
   of a larger move holds the group of a smaller one, each node moved
   further, so the moves it accepts are those up to some size; found by
   bisection instead of trying every size.  */
int
sms_scheduler::largest_move (const sms_placement &p,
			     sms_group_move *m) const
{
  int room = m->late ? m->cmax - p.cycle[m->v] : p.cycle[m->v] - m->cmin;
  int lo = 0, hi = room;
  while (lo < hi)
    {
      int mid = lo + (hi - lo + 1) / 2;
      if (move_group (p, m, mid))
	lo = mid;
      else
	hi = mid - 1;
    }
  return lo;
}

/* Shift the nodes of GROUP in P by SHIFT cycles when they all fit there;
   else leave them where they were.  Returns whether they moved.  */
bool
sms_scheduler::shift_group (sms_placement *p, const vec<int> &group,
			    int shift) const
{
  for (int w : group)
    {
      p->mrt->remove (m_g->nodes[w].insn, p->cycle[w]);
      p->placed[w] = false;
    }
  unsigned k = 0;
  while (k < group.length ()
	 && try_place (p, group[k], p->cycle[group[k]] + shift))
    k++;
  if (k == group.length ())
    return true;

  /* Back to where the group was.  */
  while (k-- > 0)
    {
      int w = group[k];
      p->mrt->remove (m_g->nodes[w].insn, p->cycle[w]);
      p->cycle[w] -= shift;
    }
  for (int w : group)
    {
      if (!p->mrt->place (m_g->nodes[w].insn, p->cycle[w]))
	p->mrt->add (m_g->nodes[w].insn, p->cycle[w]);
      p->placed[w] = true;
    }
  return false;
}

/* Move groups of nodes of P, each by the same number of cycles, as late
   (LATE) or as early as possible.  compact_nodes moves one node (or the
   branch with its compare) at a time; a chain closed by loop-carried
   anti dependences (a value read by the next iteration's producer of its
   operand, as in a random number generator whose state is updated in
   place) cannot move that way: each node is held by the anti edge from
   the node after it.  Shifting the whole chain keeps its inner
   dependences as they are; the nodes it would pass over join it
   (move_group).  Each attempt to shift a group costs as many of *BUDGET
   as the group has nodes; none is made once it is spent.  Returns
   whether a group moved.  */
bool
sms_scheduler::compact_groups (sms_placement *p, bool late,
			       int *budget) const
{
  sms_group_move m;
  auto_vec<int> nodes;
  sms_start_compaction (p, late, &m.cmin, &m.cmax, &nodes);
  m.late = late;
  m.in_group.safe_grow (m_n);
  bool moved = false;
  for (int v : nodes)
    {
      if (*budget <= 0)
	break;
      m.v = v;
      m.partner = branch_partner (*p);
      for (int delta = largest_move (*p, &m); delta > 0 && *budget > 0;
	   delta--)
	if (move_group (*p, &m, delta))
	  {
	    *budget -= m.group.length ();
	    if (shift_group (p, m.group, late ? delta : -delta))
	      {
		moved = true;
		break;
	      }
	  }
    }
  return moved;
}

/* Group moves (compact_groups) on the compacted placement P, kept when
   they give fewer stages.  Every node may try every move size of its
   group in each of six passes; in a large body most of them fail on the
   reservation table (libjpeg-turbo's 12x12 to 16x16 IDCTs: millions of
   table lookups, each group there holding dozens of nodes), so the
   nodes the attempts move are bounded by SMS_GROUP_NODE_MOVES_PER_NODE
   per node of the body.  */
void
sms_scheduler::compact_chains (sms_placement *p) const
{
  sms_placement work (m_n);
  work.copy_from (*p, m_max_reservation);
  int budget = SMS_GROUP_NODE_MOVES_PER_NODE * m_n;
  for (int round = 0; round < 3 && budget > 0; round++)
    {
      bool up = compact_groups (&work, false, &budget);
      bool down = compact_groups (&work, true, &budget);
      if (!up && !down)
	break;
    }
  if (stage_count (work) >= stage_count (*p)
      || !work.mrt->valid_p ()
      || (m_flags
	  && !sms_flags_valid_p (m_g, *m_flags, work.ii,
				 work.cycle.address ())))
    return;
  std::swap (p->mrt, work.mrt);
  for (int i = 0; i < m_n; i++)
    p->cycle[i] = work.cycle[i];
}
