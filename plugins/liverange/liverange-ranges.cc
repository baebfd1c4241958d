/* Live ranges.  For a memory cell, a live range is one write instance
   together with the read instances that read the value it wrote, i.e. the
   flow dependences leaving that write; the range spans the schedule from
   the write to its last read.  The false (anti and output) dependences are
   not kept: two writes of a cell, or a read and a later write, only matter
   when the later write falls inside a live range of the same cell.  */

#include "liverange.h"
#include "tree-pretty-print.h"

/* The instances of the statements of SCOP that write BASE.  */

static isl_union_set *
lr_writers (const lr_scop *scop, const lr_base *base)
{
  isl_union_set *cells = lr_cell_universe (scop, base);
  isl_union_map *w = isl_union_map_intersect_range (isl_union_map_copy (scop->writes),
						    cells);
  return isl_union_map_domain (w);
}

/* The live ranges of the cells of BASE: write instance -> the read
   instances that read its value.  */

isl_union_map *
lr_live_ranges (const lr_scop *scop, const lr_base *base)
{
  return isl_union_map_intersect_domain (isl_union_map_copy (scop->flow),
					 lr_writers (scop, base));
}

/* Dump the live ranges of every base, and their spans in schedule time
   (the write's time -> the times of its reads).  */

void
lr_dump_live_ranges (const lr_scop *scop)
{
  if (!dump_file)
    return;
  for (lr_base *base : scop->bases)
    {
      fprintf (dump_file, "cells %s = ", base->name.c_str ());
      print_generic_expr (dump_file, base->object, TDF_NONE);
      fprintf (dump_file, "%s\n", base->live_out ? " (live after the loop)" : "");
      isl_union_map *lr = lr_live_ranges (scop, base);
      lr_dump_isl ("  live ranges", lr);
      isl_union_map *span
	= isl_union_map_apply_domain (isl_union_map_apply_range (lr,
								 isl_union_map_copy (scop->schedule)),
				      isl_union_map_copy (scop->schedule));
      span = isl_union_map_coalesce (span);
      lr_dump_isl ("  spans in schedule time", span);
      isl_union_map_free (span);
    }
}
