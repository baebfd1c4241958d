/* The consistency check a schedule must pass before it is materialized.

   Materializing emits each block's insns and transfers in one sequential
   order (vliw_emission_order): by cycle, transfers before the insns of
   their cycle, insns of one cycle in program order, the block's control
   insn last.  The check proves that this sequence computes what the
   original one did: every dependence that no web carries (memory,
   control, fixed registers, calls) keeps its order, and every use of a
   web, run on its cluster's copy, sees the definition it saw before.
   That second part is a must-availability problem over the CFG with the
   virtual edge blocks, as in doc/vliw-format.md point 4 but on the
   sequential order, which is what the rewritten code executes.  */

#include "vliw.h"

/* The emission order of block B: insn indices >= 0, transfer K as
   -1 - K.  */

std::vector<int>
vliw_emission_order (const vliw_problem &p, const vliw_schedule &s, int b)
{
  struct item
  {
    int cycle, kind, pos, id;
  };
  std::vector<item> items;
  const std::vector<int> &insns = p.blocks[b].insns;
  for (unsigned k = 0; k < insns.size (); k++)
    {
      /* A jump, or a call that ends the block, stays last.  */
      bool last = (k + 1 == insns.size ()
		   && (p.insns[insns[k]].jump
		       || (p.model->classes[p.insns[insns[k]].cls].flags
			   & VLIW_CLASS_GLOBAL)));
      item it = { last ? INT_MAX : s.slots[insns[k]].cycle, 1, (int) k,
		  insns[k] };
      items.push_back (it);
    }
  for (unsigned k = 0; k < s.transfers.size (); k++)
    if (s.transfers[k].block == b)
      {
	item it = { s.transfers[k].cycle, 0, (int) k, -1 - (int) k };
	items.push_back (it);
      }
  std::stable_sort (items.begin (), items.end (),
		    [] (const item &x, const item &y) {
		      if (x.cycle != y.cycle)
			return x.cycle < y.cycle;
		      if (x.kind != y.kind)
			return x.kind < y.kind;
		      return x.pos < y.pos;
		    });
  std::vector<int> order;
  for (const item &it : items)
    order.push_back (it.id);
  return order;
}

/* Clusters and pins of every insn, sources of every transfer.  */

static bool
vliw_verify_slots (const vliw_problem &p, const vliw_schedule &s,
		   std::string *why)
{
  int m = p.model->clusters;
  if (s.slots.size () != p.insns.size ())
    {
      *why = "no slot for every insn";
      return false;
    }
  for (unsigned i = 0; i < p.insns.size (); i++)
    {
      bool global = p.model->classes[p.insns[i].cls].flags & VLIW_CLASS_GLOBAL;
      int c = s.slots[i].cluster;
      if (global ? c != -1 : (c < 0 || c >= m))
	{
	  *why = "insn " + std::to_string (p.insns[i].uid) + " on cluster "
		 + std::to_string (c);
	  return false;
	}
      if (!global && p.insns[i].pinned >= 0 && c != p.insns[i].pinned)
	{
	  *why = "pinned insn " + std::to_string (p.insns[i].uid)
		 + " moved to cluster " + std::to_string (c);
	  return false;
	}
    }
  for (const vliw_transfer &x : s.transfers)
    if (x.web < 0 || x.web >= (int) p.webs.size () || p.webs[x.web].pinned >= 0
	|| x.from < 0 || x.from >= m || x.to < 0 || x.to >= m
	|| x.block < 0 || x.block >= (int) p.blocks.size ())
      {
	*why = "bad transfer of web " + std::to_string (x.web);
	return false;
      }
  return true;
}

/* Dependences that no web carries keep their order in the emission
   order of each block.  */

static bool
vliw_verify_order (const vliw_problem &p, const vliw_schedule &s,
		   std::string *why)
{
  std::vector<int> pos (p.insns.size (), 0);
  for (unsigned b = 0; b < p.blocks.size (); b++)
    {
      std::vector<int> order = vliw_emission_order (p, s, b);
      for (unsigned k = 0; k < order.size (); k++)
	if (order[k] >= 0)
	  pos[order[k]] = k;
    }
  for (const vliw_dep &d : p.deps)
    if ((d.web < 0 || d.kind == VLIW_DEP_MEM || d.kind == VLIW_DEP_CONTROL)
	&& pos[d.from] >= pos[d.to])
      {
	*why = "dependence " + std::to_string (p.insns[d.from].uid) + " -> "
	       + std::to_string (p.insns[d.to].uid) + " reversed";
	return false;
      }
  return true;
}

/* The version of each web each insn of its block reads: the last def
   before it in program order, -1 for the version at block entry.  */
typedef std::map<int, std::vector<int> > vliw_copies;

/* Run block B's emission order on the copies of the webs, starting from
   IN (per web, the mask of clusters holding the current version).  Set
   OUT likewise for the block's exit; false with *WHY when a use reads a
   wrong version.  */

static bool
vliw_simulate_block (const vliw_problem &p, const vliw_schedule &s, int b,
		     const std::vector<unsigned> &in, std::vector<unsigned> *out,
		     std::string *why)
{
  int m = p.model->clusters;
  vliw_copies copies;
  std::map<int, int> last_def;	/* Program order, as the uses expect.  */
  auto copy = [&] (int w) -> std::vector<int> & {
    auto it = copies.find (w);
    if (it == copies.end ())
      {
	std::vector<int> v (m);
	for (int c = 0; c < m; c++)
	  v[c] = (in[w] >> c) & 1 ? -1 : -2;
	it = copies.emplace (w, v).first;
      }
    return it->second;
  };
  std::map<std::pair<int, int>, int> wanted;
  for (int i : p.blocks[b].insns)
    {
      for (int w : p.insns[i].uses)
	wanted[std::make_pair (i, w)]
	  = last_def.count (w) ? last_def[w] : -1;
      for (int w : p.insns[i].defs)
	last_def[w] = i;
    }
  for (int id : vliw_emission_order (p, s, b))
    {
      if (id < 0)
	{
	  const vliw_transfer &x = s.transfers[-1 - id];
	  std::vector<int> &v = copy (x.web);
	  v[x.to] = v[x.from];
	  continue;
	}
      int c = s.slots[id].cluster;
      if (c < 0)
	continue;
      for (int w : p.insns[id].uses)
	if (copy (w)[c] != wanted[std::make_pair (id, w)])
	  {
	    *why = "insn " + std::to_string (p.insns[id].uid) + " on cluster "
		   + std::to_string (c) + " does not see its value of web "
		   + std::to_string (w);
	    return false;
	  }
      for (int w : p.insns[id].defs)
	copy (w)[c] = id;
    }
  *out = in;
  for (auto &entry : copies)
    {
      int w = entry.first;
      int final_version = last_def.count (w) ? last_def[w] : -1;
      unsigned mask = 0;
      for (int c = 0; c < m; c++)
	if (entry.second[c] == final_version)
	  mask |= 1u << c;
      (*out)[w] = mask;
    }
  return true;
}

/* The must-availability fixpoint over the blocks.  */

static bool
vliw_verify_values (const vliw_problem &p, const vliw_schedule &s,
		    std::string *why)
{
  unsigned all = p.model->clusters >= 32 ? ~0u
					 : (1u << p.model->clusters) - 1;
  size_t nb = p.blocks.size (), nw = p.webs.size ();
  std::vector<std::vector<unsigned> > out (nb,
					  std::vector<unsigned> (nw, all));
  bool changed = true;
  for (int round = 0; changed; round++)
    {
      if (round > 4 * (int) nb + 8)
	{
	  *why = "availability did not converge";
	  return false;
	}
      changed = false;
      for (size_t b = 0; b < nb; b++)
	{
	  std::vector<unsigned> in (nw, all);
	  if ((int) b != p.entry)
	    for (int pred : p.blocks[b].preds)
	      for (size_t w = 0; w < nw; w++)
		in[w] &= out[pred][w];
	  std::vector<unsigned> next;
	  /* A use that fails under the optimistic masks of an early round
	     fails under the final ones too: the masks only shrink, and
	     fewer valid entry copies never satisfy more uses.  */
	  if (!vliw_simulate_block (p, s, b, in, &next, why))
	    return false;
	  if (next != out[b])
	    {
	      out[b] = next;
	      changed = true;
	    }
	}
    }
  return true;
}

/* True when the sequential form of schedule S of problem P computes what
   P's function computed; *WHY says what breaks otherwise.  */

bool
vliw_verify_schedule (const vliw_problem &p, const vliw_schedule &s,
		      std::string *why)
{
  if (s.status == VLIW_FAILED)
    {
      *why = "no schedule";
      return false;
    }
  if (p.model->clusters > 32)
    {
      *why = "more than 32 clusters";
      return false;
    }
  return (vliw_verify_slots (p, s, why) && vliw_verify_order (p, s, why)
	  && vliw_verify_values (p, s, why));
}

/* For the tests (option transfers-to-preds): SCHEDULE with each transfer
   of a block that has predecessors, none of them the block itself,
   replaced by one transfer at the end of every predecessor (after its
   last cycle, before its jump in the emission order), one original
   transfer at a time, when vliw_verify_schedule accepts the result.  False when
   no transfer moves.  */

bool
vliw_move_transfers_to_preds (const vliw_problem &p, const vliw_schedule &s,
			      vliw_schedule *moved)
{
  *moved = s;
  bool any = false;
  std::string why;
  /* The original transfers come first; moved ones are appended and not
     moved again (around a loop that would never end).  */
  unsigned original = moved->transfers.size ();
  for (unsigned k = 0; k < original; k++)
    {
      vliw_transfer x = moved->transfers[k];
      const std::vector<int> &preds = p.blocks[x.block].preds;
      bool self = false;
      for (int pred : preds)
	self |= pred == x.block;
      if (preds.empty () || self || x.block == p.entry)
	continue;
      vliw_schedule trial = *moved;
      trial.transfers.erase (trial.transfers.begin () + k);
      for (int pred : preds)
	{
	  vliw_transfer y = x;
	  y.block = pred;
	  y.cycle = pred < (int) s.length.size () ? s.length[pred] : 0;
	  trial.transfers.push_back (y);
	}
      if (vliw_verify_schedule (p, trial, &why))
	{
	  *moved = trial;
	  k--;
	  original--;
	  any = true;
	}
    }
  return any;
}
