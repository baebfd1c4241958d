/* What the pass shows of a schedule: the dump table of each block
   (cycles x clusters, each cell the insns issued there with their class,
   which names the units they reserve) and the Graphviz drawing.  */

#include "vliw.h"

/* "optimal", "gap 3.2%" or "heuristic" for SCHEDULE.  */

const char *
vliw_method_label (const vliw_schedule &s)
{
  static char buf[64];
  switch (s.status)
    {
    case VLIW_OPTIMAL:
      return "optimal";
    case VLIW_FEASIBLE:
      snprintf (buf, sizeof buf, "gap %.1f%%",
		s.objective > 0 ? 100.0 * (s.objective - s.bound) / s.objective
				: 0.0);
      return buf;
    case VLIW_FAILED:
      return "failed";
    default:
      return "heuristic";
    }
}

/* The text of one table cell: the insns of block B issued at CYCLE on
   CLUSTER (-1: global classes), and the transfers into CLUSTER.  */

static std::string
vliw_cell (const vliw_problem &p, const vliw_schedule &s, int b, int cycle,
	   int cluster)
{
  std::string cell;
  char buf[64];
  for (int i : p.blocks[b].insns)
    if (s.slots[i].cycle == cycle && s.slots[i].cluster == cluster)
      {
	snprintf (buf, sizeof buf, "%s%d:%s", cell.empty () ? "" : " ",
		  p.insns[i].uid, p.model->classes[p.insns[i].cls].name.c_str ());
	cell += buf;
      }
  for (const vliw_transfer &x : s.transfers)
    if (x.block == b && x.cycle == cycle && x.to == cluster)
      {
	snprintf (buf, sizeof buf, "%sx(w%d,%d>%d)", cell.empty () ? "" : " ",
		  x.web, x.from, x.to);
	cell += buf;
      }
  return cell.empty () ? "." : cell;
}

/* Per block of PROBLEM, the table of SCHEDULE: a row per cycle, a
   column per cluster and one for the global classes.  */

void
vliw_dump_schedule (FILE *out, const vliw_problem &p, const vliw_schedule &s)
{
  fprintf (out, ";; %s schedule (%s): %g weighted cycles\n", s.method.c_str (),
	   vliw_method_label (s), s.objective);
  if (s.status == VLIW_FAILED || s.slots.size () != p.insns.size ())
    return;
  for (unsigned b = 0; b < p.blocks.size (); b++)
    {
      const vliw_block &block = p.blocks[b];
      int length = b < s.length.size () ? s.length[b] : 0;
      if (block.edge_from >= 0 && length == 0)
	continue;
      fprintf (out, ";;   bb %d (W=%g, %d cycles%s)\n", block.id,
	       block.weight, length,
	       block.edge_from >= 0 ? ", edge block" : "");
      fprintf (out, ";;     cycle |");
      for (int m = 0; m < p.model->clusters; m++)
	fprintf (out, " cluster %d |", m);
      fprintf (out, " global\n");
      for (int t = 0; t < length; t++)
	{
	  fprintf (out, ";;     %5d |", t);
	  for (int m = 0; m < p.model->clusters; m++)
	    fprintf (out, " %s |", vliw_cell (p, s, b, t, m).c_str ());
	  fprintf (out, " %s\n", vliw_cell (p, s, b, t, -1).c_str ());
	}
    }
}

/* Append to OUT a Graphviz digraph per block of SCHEDULE with insns: one
   node per insn or transfer, ranked by cycle and coloured by cluster,
   and the block's dependences.  */

void
vliw_write_dot (FILE *out, const vliw_problem &p, const vliw_schedule &s)
{
  static const char *const colours[]
    = { "lightblue", "lightgreen", "khaki", "pink", "orange", "plum",
	"cyan", "wheat" };
  if (s.slots.size () != p.insns.size ())
    return;
  fprintf (out, "digraph \"%s_%s\" {\n  node [style=filled];\n",
	   p.function.c_str (), s.method.c_str ());
  for (unsigned b = 0; b < p.blocks.size (); b++)
    {
      fprintf (out, "  subgraph cluster_bb%d {\n    label=\"bb %d W=%g\";\n",
	       p.blocks[b].id, p.blocks[b].id, p.blocks[b].weight);
      for (int i : p.blocks[b].insns)
	{
	  int m = s.slots[i].cluster;
	  fprintf (out,
		   "    i%d [label=\"%d %s\\nc%d t%d\", fillcolor=%s];\n",
		   p.insns[i].uid, p.insns[i].uid,
		   p.model->classes[p.insns[i].cls].name.c_str (), m,
		   s.slots[i].cycle, m < 0 ? "white" : colours[m % 8]);
	}
      for (unsigned k = 0; k < s.transfers.size (); k++)
	if (s.transfers[k].block == (int) b)
	  fprintf (out,
		   "    x%u [shape=box, label=\"x(w%d,%d>%d)\\nt%d\", "
		   "fillcolor=%s];\n",
		   k, s.transfers[k].web, s.transfers[k].from,
		   s.transfers[k].to, s.transfers[k].cycle,
		   colours[s.transfers[k].to % 8]);
      fprintf (out, "  }\n");
    }
  for (const vliw_dep &d : p.deps)
    if (d.kind != VLIW_DEP_CONTROL)
      fprintf (out, "  i%d -> i%d [label=\"%d\"%s];\n", p.insns[d.from].uid,
	       p.insns[d.to].uid, d.latency,
	       d.kind == VLIW_DEP_FLOW ? "" : ", style=dashed");
  for (const vliw_block &block : p.blocks)
    for (int succ : block.succs)
      if (!block.insns.empty () && !p.blocks[succ].insns.empty ())
	fprintf (out, "  i%d -> i%d [style=dotted, constraint=false];\n",
		 p.insns[block.insns.back ()].uid,
		 p.insns[p.blocks[succ].insns.front ()].uid);
  fprintf (out, "}\n");
}
