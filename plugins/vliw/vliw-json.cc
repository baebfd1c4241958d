/* The schedule file: one JSON object per line, one line per function and
   method, exactly as doc/vliw-format.md describes it (scripts/vliw-check
   verifies them).  */

#include "vliw.h"

/* Write TEXT as a JSON string.  */

void
vliw_json_string (FILE *out, const char *text)
{
  fputc ('"', out);
  for (const unsigned char *c = (const unsigned char *) text; *c; c++)
    if (*c == '"' || *c == '\\')
      fprintf (out, "\\%c", *c);
    else if (*c < 0x20)
      fprintf (out, "\\u%04x", *c);
    else
      fputc (*c, out);
  fputc ('"', out);
}

/* A number as JSON: integral values without a fraction, others with
   enough digits to round-trip.  */

static void
vliw_json_number (FILE *out, double x)
{
  if (x == (double) (long long) x && x < 1e15 && x > -1e15)
    fprintf (out, "%lld.0", (long long) x);
  else
    fprintf (out, "%.17g", x);
}

static void
vliw_json_ints (FILE *out, const std::vector<int> &list,
		const std::vector<vliw_block> *ids = NULL)
{
  fputc ('[', out);
  for (unsigned k = 0; k < list.size (); k++)
    fprintf (out, "%s%d", k ? ", " : "",
	     ids ? (*ids)[list[k]].id : list[k]);
  fputc (']', out);
}

static const char *
vliw_status_name (vliw_status status)
{
  switch (status)
    {
    case VLIW_OPTIMAL:
      return "optimal";
    case VLIW_FEASIBLE:
      return "feasible";
    case VLIW_FAILED:
      return "failed";
    default:
      return "heuristic";
    }
}

static const char *
vliw_dep_kind_name (vliw_dep_kind kind)
{
  static const char *const names[]
    = { "flow", "anti", "output", "mem", "control" };
  return names[kind];
}

static void
vliw_json_head (FILE *out, const vliw_problem &p, const vliw_schedule &s)
{
  fputs ("{\"format\": \"xopt-vliw-1\", \"function\": ", out);
  vliw_json_string (out, p.function.c_str ());
  fputs (", \"source\": ", out);
  vliw_json_string (out, main_input_filename ? main_input_filename : "");
  fputs (", \"target\": \"" XOPT_TARGET_TRIPLET "\", \"model\": {\"name\": ",
	 out);
  vliw_json_string (out, p.model->name.c_str ());
  fputs (", \"file\": ", out);
  vliw_json_string (out, p.model->file.c_str ());
  fputs ("}, \"method\": ", out);
  vliw_json_string (out, s.method.c_str ());
  fprintf (out, ", \"status\": \"%s\"", vliw_status_name (s.status));
  if (s.status == VLIW_FAILED)
    {
      fputs (", \"why\": ", out);
      vliw_json_string (out, s.why.c_str ());
    }
  fputs (", \"objective\": ", out);
  vliw_json_number (out, s.objective);
  fputs (", \"bound\": ", out);
  vliw_json_number (out, s.bound);
  fprintf (out, ", \"seconds\": %.6f, \"nodes\": %ld, \"entry\": %d",
	   s.seconds, s.nodes, p.blocks[p.entry].id);
  if (s.ilp_columns)
    {
      fprintf (out, ", \"ilp\": {\"columns\": %ld, \"rows\": %ld, "
	       "\"nonzeros\": %ld, \"root_bound\": ", s.ilp_columns,
	       s.ilp_rows, s.ilp_nonzeros);
      vliw_json_number (out, s.root_bound);
      fputs ("}", out);
    }
}

static void
vliw_json_blocks (FILE *out, const vliw_problem &p, const vliw_schedule &s)
{
  fputs (", \"blocks\": [", out);
  for (unsigned b = 0; b < p.blocks.size (); b++)
    {
      const vliw_block &block = p.blocks[b];
      fprintf (out, "%s{\"id\": %d, \"weight\": ", b ? ", " : "", block.id);
      vliw_json_number (out, block.weight);
      fputs (", \"succs\": ", out);
      vliw_json_ints (out, block.succs, &p.blocks);
      int length = b < s.length.size () ? s.length[b] : 0;
      fprintf (out, ", \"length\": %d", length);
      if (block.edge_from >= 0)
	fprintf (out, ", \"edge\": [%d, %d], \"needs_jump\": %s",
		 block.edge_from, block.edge_to,
		 block.needs_jump ? "true" : "false");
      fputc ('}', out);
    }
  fputs ("], \"webs\": [", out);
  for (unsigned w = 0; w < p.webs.size (); w++)
    {
      fprintf (out, "%s{\"id\": %u, \"regno\": %d, \"pinned\": ",
	       w ? ", " : "", w, p.webs[w].regno);
      if (p.webs[w].pinned >= 0)
	fprintf (out, "%d}", p.webs[w].pinned);
      else
	fputs ("null}", out);
    }
  fputc (']', out);
}

static void
vliw_json_insns (FILE *out, const vliw_problem &p, const vliw_schedule &s)
{
  fputs (", \"insns\": [", out);
  bool have_slots = s.slots.size () == p.insns.size ();
  for (unsigned i = 0; i < p.insns.size (); i++)
    {
      const vliw_insn &insn = p.insns[i];
      fprintf (out, "%s{\"uid\": %d, \"block\": %d, \"class\": ",
	       i ? ", " : "", insn.uid, p.blocks[insn.block].id);
      vliw_json_string (out, p.model->classes[insn.cls].name.c_str ());
      if (have_slots && s.slots[i].cluster >= 0)
	fprintf (out, ", \"cluster\": %d", s.slots[i].cluster);
      else
	fputs (", \"cluster\": null", out);
      if (have_slots)
	fprintf (out, ", \"cycle\": %d", s.slots[i].cycle);
      else
	fputs (", \"cycle\": null", out);
      fputs (", \"defs\": ", out);
      vliw_json_ints (out, insn.defs);
      fputs (", \"uses\": ", out);
      vliw_json_ints (out, insn.uses);
      fprintf (out, ", \"jump\": %s, \"text\": ",
	       insn.jump ? "true" : "false");
      vliw_json_string (out, insn.text.c_str ());
      fputc ('}', out);
    }
  fputc (']', out);
}

static void
vliw_json_deps (FILE *out, const vliw_problem &p, const vliw_schedule &s)
{
  fputs (", \"deps\": [", out);
  for (unsigned k = 0; k < p.deps.size (); k++)
    {
      const vliw_dep &d = p.deps[k];
      fprintf (out,
	       "%s{\"from\": %d, \"to\": %d, \"kind\": \"%s\", "
	       "\"latency\": %d, \"web\": ",
	       k ? ", " : "", p.insns[d.from].uid, p.insns[d.to].uid,
	       vliw_dep_kind_name (d.kind), d.latency);
      if (d.web >= 0)
	fprintf (out, "%d}", d.web);
      else
	fputs ("null}", out);
    }
  fputs ("], \"transfers\": [", out);
  for (unsigned k = 0; k < s.transfers.size (); k++)
    {
      const vliw_transfer &x = s.transfers[k];
      fprintf (out,
	       "%s{\"web\": %d, \"from\": %d, \"to\": %d, \"block\": %d, "
	       "\"cycle\": %d}",
	       k ? ", " : "", x.web, x.from, x.to, p.blocks[x.block].id,
	       x.cycle);
    }
  fputc (']', out);
}

/* Append the line of SCHEDULE of PROBLEM to OUT.  */

void
vliw_write_json (FILE *out, const vliw_problem &problem,
		 const vliw_schedule &schedule)
{
  vliw_json_head (out, problem, schedule);
  vliw_json_blocks (out, problem, schedule);
  vliw_json_insns (out, problem, schedule);
  vliw_json_deps (out, problem, schedule);
  fputs ("}\n", out);
}
