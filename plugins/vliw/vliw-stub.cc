/* TEMPORARY stub of the solver side of vliw-problem.h, so that the front
   end builds and runs before vliw-model.cc, vliw-list.cc and vliw-ilp.cc
   land: a fixed one-cluster model and a one-insn-per-cycle schedule on
   cluster 0.  To be deleted when the real files are merged.  */

#include "vliw-problem.h"

bool
vliw_read_model (const char *name, const char *, vliw_model *m,
		 std::string *error)
{
  if (std::string (name) != "hxdsp4x4" && std::string (name) != "single-4")
    {
      *error = std::string (name) + ":0: no such model (stub)";
      return false;
    }
  m->name = name;
  m->file = std::string ("<stub>/") + name;
  m->clusters = 1;
  m->issue = 4;
  m->cluster_issue = 0;
  m->resources.push_back (vliw_resource{ "alu", 2, false });
  const char *names[] = { "alu", "shift", "mul", "div", "load", "store",
			  "fpadd", "fpmul", "fpdiv", "branch", "call",
			  "other" };
  int lat[] = { 1, 1, 3, 16, 3, 1, 4, 4, 16, 0, -1, 1 };
  for (int k = 0; k < 12; k++)
    {
      vliw_class c;
      c.name = names[k];
      c.latency = lat[k];
      c.flags = k == 9 ? VLIW_CLASS_GLOBAL
		: k == 10 ? VLIW_CLASS_GLOBAL | VLIW_CLASS_EXCLUSIVE
		: k == 11 ? VLIW_CLASS_PINNED0 : 0;
      m->classes.push_back (c);
    }
  m->xfer_latency = 1;
  m->lat_anti = 0;
  m->lat_output = 1;
  m->lat_mem_flow = 1;
  m->lat_control = 0;
  return true;
}

int
vliw_class_latency (const vliw_model &model, int cls)
{
  int l = model.classes[cls].latency;
  return l < 0 ? 16 : l;
}

int
vliw_find_class (const vliw_model &model, const std::string &name)
{
  for (unsigned k = 0; k < model.classes.size (); k++)
    if (model.classes[k].name == name)
      return k;
  return -1;
}

double
vliw_finish_schedule (const vliw_problem &p, vliw_schedule *s)
{
  s->length.assign (p.blocks.size (), 0);
  for (unsigned i = 0; i < p.insns.size (); i++)
    if (s->slots[i].cycle + 1 > s->length[p.insns[i].block])
      s->length[p.insns[i].block] = s->slots[i].cycle + 1;
  s->objective = 0;
  for (unsigned b = 0; b < p.blocks.size (); b++)
    s->objective += p.blocks[b].weight * s->length[b];
  s->bound = s->objective;
  return s->objective;
}

void
vliw_list_schedule (const vliw_problem &p, enum vliw_heuristic,
		    vliw_schedule *s)
{
  s->status = VLIW_HEURISTIC;
  s->slots.assign (p.insns.size (), vliw_slot{ 0, 0 });
  s->nodes = 0;
  s->seconds = 0;
  for (const vliw_block &b : p.blocks)
    {
      int t = 0;
      for (int i : b.insns)
	{
	  int c = t;
	  for (const vliw_dep &d : p.deps)
	    if (d.to == i && s->slots[d.from].cycle + d.latency > c)
	      c = s->slots[d.from].cycle + d.latency;
	  s->slots[i].cycle = c;
	  s->slots[i].cluster
	    = p.model->classes[p.insns[i].cls].flags & VLIW_CLASS_GLOBAL ? -1 : 0;
	  int lat = p.model->classes[p.insns[i].cls].flags & VLIW_CLASS_EXCLUSIVE
		    ? vliw_class_latency (*p.model, p.insns[i].cls) : 1;
	  t = c + (lat > 0 ? lat : 1);
	}
    }
  vliw_finish_schedule (p, s);
}

void
vliw_ilp_schedule (const vliw_problem &p, const vliw_schedule &warm,
		   const vliw_ilp_limits &, vliw_schedule *s)
{
  *s = warm;
  s->status = VLIW_FEASIBLE;
}

int
vliw_map_type (const vliw_model &model, const char *type)
{
  for (const auto &entry : model.type_map)
    if (entry.first == type)
      return entry.second;
  return -1;
}
