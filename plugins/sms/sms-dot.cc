/* Graphviz output of xopt_sms: the dependence graph of a pipelined loop
   with its schedule, appended to the file of the dot= option, one digraph
   per loop.  Nodes are insns labelled with their uid, pattern, cycle,
   stage and row; register moves are boxes of their own; edges carry
   latency and distance, inter-iteration edges are dashed.  */

#include "sms-sched.h"
#include "print-rtl.h"

/* Print STR to F as the inside of a double-quoted dot string.  */
static void
sms_dot_escape (FILE *f, const char *str)
{
  for (const char *p = str; *p; p++)
    {
      if (*p == '"' || *p == '\\')
	fputc ('\\', f);
      if (*p == '\n')
	fputs ("\\l", f);
      else
	fputc (*p, f);
    }
}

static void
sms_dot_node (FILE *f, const sms_schedule &s, rtx_insn *insn, bool move)
{
  int c = s.cycle_of (insn);
  fprintf (f, "  n%d [shape=%s,label=\"%d: ", INSN_UID (insn),
	   move ? "box" : "ellipse", INSN_UID (insn));
  sms_dot_escape (f, str_pattern_slim (PATTERN (insn)));
  if (c >= 0 && s.ii > 0)
    fprintf (f, "\\ncycle %d stage %d row %d", c, c / s.ii, c % s.ii);
  fprintf (f, "\"];\n");
}

void
sms_write_dot (ddg_ptr g, const sms_schedule &s, const char *fn_name)
{
  static int count;

  if (!sms_dot_file)
    return;
  FILE *f = fopen (sms_dot_file, "a");
  if (!f)
    {
      warning (0, "cannot open %qs for writing", sms_dot_file);
      return;
    }

  fprintf (f, "digraph \"%s_%d\" {\n", fn_name, count++);
  fprintf (f, "  label=\"%s: II=%d MII=%d (ResMII=%d RecMII=%d) stages=%d "
	      "list=%d\";\n",
	   fn_name, s.ii, s.mii, s.res_mii, s.rec_mii, s.stages,
	   s.list_length);
  for (int i = 0; i < g->num_nodes; i++)
    sms_dot_node (f, s, g->nodes[i].insn, false);
  for (const sms_slot &slot : s.slots)
    if (!get_node_of_insn (g, slot.insn))
      sms_dot_node (f, s, slot.insn, true);
  for (int i = 0; i < g->num_nodes; i++)
    for (ddg_edge_ptr e = g->nodes[i].out; e; e = e->next_out)
      fprintf (f, "  n%d -> n%d [label=\"%c %d/%d\"%s];\n",
	       INSN_UID (e->src->insn), INSN_UID (e->dest->insn),
	       e->type == TRUE_DEP ? 'T' : e->type == ANTI_DEP ? 'A' : 'O',
	       e->latency, e->distance,
	       e->distance > 0 ? ",style=dashed" : "");
  fprintf (f, "}\n");
  fclose (f);
}
