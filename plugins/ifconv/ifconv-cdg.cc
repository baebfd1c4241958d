/* The loop body as a region, its post-dominator tree, control-dependence
   graph and R&K predicate assignment (steps 1-4 of the algorithm).

   The region is the loop without its latch: it has one entry (the header)
   and one exit block (the source of the loop's only exit edge, whose other
   successor is the latch).  It is acyclic, so post-dominators are found in
   one sweep in reverse topological order instead of the iterative data
   flow the general algorithm needs.  */

#include "ifconv.h"
#include "tree-pretty-print.h"

/* A break, return or goto out of the loop: GCC 12's loop vectorizer takes
   only loops with one exit (vect_analyze_loop_form), so a converted copy
   could never be vectorized and would only be thrown away.  */
static const char ifc_multiple_exits[]
  = "multiple exits (GCC's loop vectorizer takes single-exit loops only)";

/* Topological order of the region of LOOP from its header, ending at
   EXIT_BB, into R->order (depth-first postorder, reversed).  Returns a
   reason when the region is not an acyclic single-exit region.  */

static const char *
ifc_order_region (class loop *loop, ifc_region *r)
{
  int nblocks = last_basic_block_for_fn (cfun);
  r->pos.safe_grow (nblocks);
  for (int i = 0; i < nblocks; i++)
    r->pos[i] = -1;
  /* pos doubles as the DFS state: -2 open, -3 finished.  */
  auto_vec<basic_block> post;
  auto_vec<std::pair<basic_block, unsigned> > stack;
  stack.safe_push (std::make_pair (loop->header, 0u));
  r->pos[loop->header->index] = -2;
  while (!stack.is_empty ())
    {
      basic_block bb = stack.last ().first;
      unsigned ix = stack.last ().second++;
      if (bb == r->exit_bb || ix >= EDGE_COUNT (bb->succs))
	{
	  stack.pop ();
	  r->pos[bb->index] = -3;
	  post.safe_push (bb);
	  continue;
	}
      /* Successors last to first, so that the reversed postorder keeps
	 them first to last (the true arm before the false one, as GCC's
	 own if-conversion orders them; the vectorizer's dependence checks
	 see the accesses in that order).  */
      edge e = EDGE_SUCC (bb, EDGE_COUNT (bb->succs) - 1 - ix);
      if (e->flags & (EDGE_ABNORMAL | EDGE_EH))
	return "abnormal edge";
      if (!flow_bb_inside_loop_p (loop, e->dest) || e->dest == loop->latch)
	return ifc_multiple_exits;
      if (r->pos[e->dest->index] == -2)
	return "irreducible control flow";
      if (r->pos[e->dest->index] == -1)
	{
	  r->pos[e->dest->index] = -2;
	  stack.safe_push (std::make_pair (e->dest, 0u));
	}
    }
  if (post.length () + 1 != loop->num_nodes || post[0] != r->exit_bb)
    return "body is not a single-exit region";
  for (int i = post.length () - 1; i >= 0; i--)
    {
      r->pos[post[i]->index] = r->order.length ();
      r->order.safe_push (post[i]);
    }
  return NULL;
}

/* The nearest common post-dominator of positions A and B.  Immediate
   post-dominators come later in topological order, so the earlier of the
   two climbs first.  */

static int
ifc_common_pdom (const ifc_region *r, int a, int b)
{
  while (a != b)
    if (a < b)
      a = r->ipdom[a];
    else
      b = r->ipdom[b];
  return a;
}

/* Step 1: immediate post-dominators, in reverse topological order: the
   immediate post-dominator of a block is the common post-dominator of
   its successors.  */

static void
ifc_compute_ipdom (ifc_region *r)
{
  int n = r->order.length ();
  r->ipdom.safe_grow (n);
  r->ipdom[n - 1] = -1;
  for (int i = n - 2; i >= 0; i--)
    {
      int common = -1;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, r->order[i]->succs)
	{
	  int s = r->pos[e->dest->index];
	  common = common < 0 ? s : ifc_common_pdom (r, common, s);
	}
      r->ipdom[i] = common;
    }
}

/* Step 2: control dependence.  For a branch outcome X->Y, every block on
   the post-dominator tree path from Y up to ipdom(X), excluded, is control
   dependent on it.  */

static void
ifc_compute_cd (ifc_region *r)
{
  int n = r->order.length ();
  for (int i = 0; i < n - 1; i++)
    if (EDGE_COUNT (r->order[i]->succs) > 1)
      {
	edge e;
	edge_iterator ei;
	FOR_EACH_EDGE (e, ei, r->order[i]->succs)
	  r->branches.safe_push (e);
      }
  r->cd = sbitmap_vector_alloc (n, MAX (1u, r->branches.length ()));
  bitmap_vector_clear (r->cd, n);
  for (unsigned b = 0; b < r->branches.length (); b++)
    {
      edge e = r->branches[b];
      int stop = r->ipdom[r->pos[e->src->index]];
      for (int w = r->pos[e->dest->index]; w != stop; w = r->ipdom[w])
	bitmap_set_bit (r->cd[w], b);
    }
}

/* Whether BB, at position I of R, is an empty forwarder inside the
   region (a split critical edge): it runs no statement, so it needs no
   predicate; the edge into it stands for it.  Debug statements do not
   count, so that -g changes nothing.  */

static bool
ifc_empty_forwarder_p (const ifc_region *r, basic_block bb, int i)
{
  if (i == 0 || bb == r->exit_bb || !single_succ_p (bb) || !single_pred_p (bb)
      || !gimple_seq_empty_p (phi_nodes (bb)))
    return false;
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (!is_gimple_debug (gsi_stmt (gsi))
	&& gimple_code (gsi_stmt (gsi)) != GIMPLE_LABEL)
      return false;
  return true;
}

/* Step 3: R and K.  Blocks with the same control-dependence set share one
   predicate; the empty set is predicate 0, "true"; empty forwarders get
   none (-1).  */

static void
ifc_compute_rk (ifc_region *r)
{
  int n = r->order.length ();
  r->r.safe_grow (n);
  for (int i = 0; i < n; i++)
    {
      int p;
      r->r[i] = -1;
      if (bitmap_empty_p (r->cd[i]))
	r->r[i] = 0;
      else if (ifc_empty_forwarder_p (r, r->order[i], i))
	continue;
      for (p = 1; r->r[i] < 0 && p < r->npreds (); p++)
	if (bitmap_equal_p (r->cd[i], r->cd[r->k_block[p]]))
	  r->r[i] = p;
      if (r->r[i] < 0)
	{
	  if (r->k_block.is_empty ())
	    r->k_block.safe_push (0);
	  r->r[i] = r->npreds ();
	  r->k_block.safe_push (i);
	}
    }
  if (r->k_block.is_empty ())
    r->k_block.safe_push (0);
}

/* The index of edge E in R->branches, or -1.  */

static int
ifc_branch_index (const ifc_region *r, edge e)
{
  for (unsigned b = 0; b < r->branches.length (); b++)
    if (r->branches[b] == e)
      return b;
  return -1;
}

/* Step 4: augment-K.  P is defined at the end of the source block of each
   edge in K(p) and used by the blocks it guards.  A predicate live at the
   entry can be reached unset; it is initialised to false there.  Backward
   liveness over the DAG.  (In the straight-line code every definition
   executes, so the initialisation is the first OR operand's absence.)  */

static void
ifc_compute_augment (ifc_region *r)
{
  int n = r->order.length ();
  int np = r->npreds ();
  sbitmap *live_in = sbitmap_vector_alloc (n, np);
  bitmap_vector_clear (live_in, n);
  auto_sbitmap live (np);
  for (int i = n - 1; i >= 0; i--)
    {
      basic_block bb = r->order[i];
      edge e;
      edge_iterator ei;
      bitmap_clear (live);
      if (i < n - 1)
	FOR_EACH_EDGE (e, ei, bb->succs)
	  bitmap_ior (live, live, live_in[r->pos[e->dest->index]]);
      /* Definitions at the end of BB kill.  */
      FOR_EACH_EDGE (e, ei, bb->succs)
	{
	  int b = ifc_branch_index (r, e);
	  for (int p = 1; b >= 0 && p < np; p++)
	    if (bitmap_bit_p (r->cd[r->k_block[p]], b))
	      bitmap_clear_bit (live, p);
	}
      if (r->r[i] > 0)
	bitmap_set_bit (live, r->r[i]);
      bitmap_copy (live_in[i], live);
    }
  r->augment.safe_grow_cleared (np);
  for (int p = 1; p < np; p++)
    r->augment[p] = bitmap_bit_p (live_in[0], p);
  sbitmap_vector_free (live_in);
}

/* Build the region of innermost LOOP and its R&K assignment into R.
   Returns NULL, or the reason the loop's shape does not fit.  */

const char *
ifc_build_region (class loop *loop, ifc_region *r)
{
  r->loop = loop;
  edge exit = single_exit (loop);
  if (!exit)
    return ifc_multiple_exits;
  r->exit_bb = exit->src;
  if (!single_pred_p (loop->latch)
      || single_pred (loop->latch) != r->exit_bb
      || EDGE_COUNT (r->exit_bb->succs) != 2)
    return "exit test is not at the end of the body";
  if (!empty_block_p (loop->latch))
    return "latch is not empty";
  if (const char *why = ifc_order_region (loop, r))
    return why;
  ifc_compute_ipdom (r);
  ifc_compute_cd (r);
  ifc_compute_rk (r);
  ifc_compute_augment (r);
  return NULL;
}

/* Print branch outcome E as "bbX->bbY (label)".  */

static void
ifc_dump_branch (FILE *f, edge e)
{
  fprintf (f, "bb%d->bb%d", e->src->index, e->dest->index);
  if (e->flags & EDGE_TRUE_VALUE)
    fprintf (f, " (T)");
  else if (e->flags & EDGE_FALSE_VALUE)
    fprintf (f, " (F)");
  else
    fprintf (f, " (case)");
}

/* The dump: post-dominators, control dependences, R and K, augment-K.  */

void
ifc_dump_region (FILE *f, const ifc_region *r)
{
  fprintf (f, "Region of loop %d: %u blocks, exit block bb%d\n",
	   r->loop->num, r->order.length (), r->exit_bb->index);
  for (unsigned i = 0; i < r->order.length (); i++)
    {
      fprintf (f, "  bb%d: ipdom ", r->order[i]->index);
      if (r->ipdom[i] < 0)
	fprintf (f, "exit");
      else
	fprintf (f, "bb%d", r->order[r->ipdom[i]]->index);
      fprintf (f, ", CD {");
      sbitmap_iterator sbi;
      unsigned b;
      const char *sep = "";
      EXECUTE_IF_SET_IN_BITMAP (r->cd[i], 0, b, sbi)
	{
	  fprintf (f, "%s", sep);
	  ifc_dump_branch (f, r->branches[b]);
	  sep = ", ";
	}
      if (r->r[i] < 0)
	fprintf (f, "}, empty forwarder, no predicate\n");
      else
	fprintf (f, "}, R = p%d\n", r->r[i]);
    }
  for (int p = 1; p < r->npreds (); p++)
    {
      fprintf (f, "  K(p%d) = {", p);
      sbitmap_iterator sbi;
      unsigned b;
      const char *sep = "";
      EXECUTE_IF_SET_IN_BITMAP (r->cd[r->k_block[p]], 0, b, sbi)
	{
	  fprintf (f, "%s", sep);
	  ifc_dump_branch (f, r->branches[b]);
	  sep = ", ";
	}
      fprintf (f, "}%s\n",
	       r->augment[p] ? ", initialised false" : "");
    }
  fprintf (f, "Predicates (R&K): %d, blocks %u\n", r->npreds () - 1,
	   r->order.length ());
}

/* Write the region's CFG with its control dependences and the predicate
   of each block to FILE in Graphviz form (appending: one graph a loop).  */

void
ifc_write_dot (const char *file, const ifc_region *r)
{
  FILE *f = fopen (file, "a");
  if (!f)
    {
      warning (0, "cannot write %qs", file);
      return;
    }
  fprintf (f, "digraph \"%s_loop%d\" {\n",
	   function_name (cfun), r->loop->num);
  for (unsigned i = 0; i < r->order.length (); i++)
    fprintf (f, "  bb%d [label=\"bb%d\\nR = p%d\"];\n",
	     r->order[i]->index, r->order[i]->index, r->r[i]);
  for (unsigned i = 0; i < r->order.length () - 1; i++)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, r->order[i]->succs)
	fprintf (f, "  bb%d -> bb%d;\n", e->src->index, e->dest->index);
    }
  for (unsigned i = 0; i < r->order.length (); i++)
    {
      sbitmap_iterator sbi;
      unsigned b;
      EXECUTE_IF_SET_IN_BITMAP (r->cd[i], 0, b, sbi)
	fprintf (f, "  bb%d -> bb%d [style=dashed, color=blue, "
		 "label=\"CD %s\"];\n", r->branches[b]->src->index,
		 r->order[i]->index,
		 (r->branches[b]->flags & EDGE_TRUE_VALUE) ? "T"
		 : (r->branches[b]->flags & EDGE_FALSE_VALUE) ? "F" : "case");
    }
  fprintf (f, "}\n");
  fclose (f);
}
