/* Profitability: whether a parallel loop has enough work for the threads
   that parloops starts for it.

   Parloops starts a parallel region each time the loop is entered.  For
   an outermost loop that is once; for an inner loop it is once per
   iteration of the loops around it, so the region must hold enough work
   to pay for the start-up (measured with GCC's own -floop-parallelize-all,
   which parallelizes inner loops without any check: 0.05x on a matrix
   product).  Without -floop-parallelize-all parloops applies its own
   threshold to the loop's iterations; with it, parloops applies none, so
   this pass applies the same threshold itself.  The work of a region is
   estimated as the statements executed per entry, from the known or
   estimated numbers of iterations; an unknown count (bounds passed at run
   time) is taken as parloops' minimum per thread (100): a single loop of
   a few statements then does not pay for a region per outer iteration, a
   nest of two does.  */

#include "liverange.h"
#include "tree-ssa-loop-niter.h"

/* The estimated number of latch executions of LOOP: GCC's estimate, else
   its upper bound (from array sizes) unless that is only the range of
   the counter's type; -1 when unknown.  */

static HOST_WIDE_INT
lr_iterations (class loop *loop)
{
  HOST_WIDE_INT iters = estimated_loop_iterations_int (loop);
  if (iters < 0)
    iters = max_loop_iterations_int (loop);
  return iters > ((HOST_WIDE_INT) 1 << 24) ? -1 : iters;
}

/* The latch executions of LOOP as parloops estimates them when it
   decides whether the loop has enough iterations: GCC's estimate, else
   the likely upper bound; -1 when unknown.  */

static HOST_WIDE_INT
lr_parloops_iterations (class loop *loop)
{
  HOST_WIDE_INT iters = estimated_loop_iterations_int (loop);
  return iters >= 0 ? iters : get_likely_max_loop_iterations_int (loop);
}

/* Statements executed by the loop nest LOOP per entry.  */

static HOST_WIDE_INT
lr_nest_work (class loop *loop)
{
  HOST_WIDE_INT iters = lr_iterations (loop);
  if (iters < 0)
    iters = param_parloops_min_per_thread;
  HOST_WIDE_INT body = 0;
  basic_block *bbs = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    if (bbs[i]->loop_father == loop)
      for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (!is_gimple_debug (gsi_stmt (gsi)))
	  body++;
  free (bbs);
  for (class loop *inner = loop->inner; inner; inner = inner->next)
    body += lr_nest_work (inner);
  return MIN ((iters + 1) * body, (HOST_WIDE_INT) 1 << 40);
}

/* Statements per entry that make an inner loop's parallel region worth
   its start-up (a few tens of microseconds of work).  */
#define LR_MIN_REGION_WORK 40000

/* Whether LOOP, proved parallel, is worth parallelizing; else store the
   reason in *WHY.  */

bool
lr_profitable_p (class loop *loop, const char **why)
{
  int threads = flag_tree_parallelize_loops;
  /* Parloops' own tests, which it skips with -floop-parallelize-all.
     Without that flag a loop they refuse would be analysed and versioned
     here for nothing; with it this pass applies the iteration threshold
     itself, on its own count of the iterations.  */
  if (!flag_loop_parallelize_all && optimize_loop_nest_for_size_p (loop))
    {
      *why = "the loop nest is cold or optimized for size";
      return false;
    }
  HOST_WIDE_INT iters = (flag_loop_parallelize_all
			 ? lr_iterations (loop)
			 : lr_parloops_iterations (loop));
  if (iters >= 0
      && iters < ((HOST_WIDE_INT) threads
		  * (loop->inner ? 2 : param_parloops_min_per_thread) - 1))
    {
      *why = "too few iterations for the threads";
      return false;
    }
  if (loop_depth (loop) <= 1)
    return true;
  HOST_WIDE_INT work = lr_nest_work (loop);
  if (work < LR_MIN_REGION_WORK)
    {
      *why = "an inner loop with too little work per parallel region "
	     "(one region per iteration of the loops around it)";
      return false;
    }
  return true;
}
