/* xopt_vliw: the 0-1 ILP solved with GLPK (notes §6.3).
   GLPK prints nothing (glp_term_out off, every msg_lev off): its output
   would go to stdout and corrupt "gcc -S -o -".  Its errors (assertions,
   memory exhaustion) call our hook, which longjmps back here; the
   environment is then freed and the function keeps its best baseline
   with the reason.  The budget is deterministic first: GLPK is not run
   on a model whose fixed cost (presolve, factorisation) alone would use
   the time limit, the root LP gets a simplex iteration budget and the
   branch and bound a budget of nodes and iterations, both derived from
   the model's size and the limit (calibrated on CPU time, below),
   besides the node limit.  The time
   limit itself is CPU time of this thread, checked between the phases
   and in the branch-and-bound callback; GLPK's own (wall-clock) limits
   are only a safety net far above it.  So the compiler's output does
   not depend on the machine's load unless the CPU-time check fires
   before the iteration budget, which the calibration's margin makes
   rare.  The warm start (the best baseline, clusters relabelled to
   match the orbit fixing) is checked row by row before it is offered.
   Copyright (C) 2026 The xopt authors.  */

#include "vliw-ilp.h"
#include "vliw-list.h"

#include <glpk.h>

#include <time.h>

#include <algorithm>
#include <climits>
#include <cmath>
#include <csetjmp>

namespace {

/* The cost model of the deterministic budget, in CPU seconds per row or
   column of the model (GLPK 5.0 on this project's x86-64 machine; the
   corpus and torture models of 1k-25k rows and columns): building the
   model, the LP presolver and the factorisations of the root cost about
   5 us each, a root dual simplex iteration 9-16 ns, and glp_intopt's
   set-up (its root cuts) up to as much again as the root.  In the branch
   and bound a node (its LP's set-up, cuts, basis save and restore) cost
   up to 8.5 us and an iteration up to 27 ns, measured over 40 solves:
   iterations alone do not tell its time.  All carry a margin so that
   the budget, not the clock, stops the solver.  */
const double fixed_cost_per_line = 6e-6;
const double iteration_cost_per_line = 15e-9;
const double intopt_cost_per_line = 5e-6;
const double node_cost_per_line = 10e-6;
const double node_iteration_cost_per_line = 30e-9;

/* CPU seconds used by this thread.  */
double
cpu_now ()
{
  struct timespec ts;
  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

double
elapsed (double start)
{
  return cpu_now () - start;
}

/* What the branch-and-bound callback needs and records.  */
struct solve_state
{
  const std::vector<double> *warm;	/* 0-based, or NULL.  */
  long node_limit;
  double lines;				/* Rows and columns.  */
  double work_left;			/* Estimated CPU seconds, B&B.  */
  int root_iterations;
  double start, seconds;		/* CPU-time limit.  */
  bool warm_offered;
  bool node_limit_hit, work_limit_hit, time_limit_hit;
  double bound;				/* Best proven bound, scaled.  */
  long nodes;
};

/* The estimated CPU seconds of a branch and bound of ST that has
   explored NODES nodes (deterministic: counts, not clocks).  */
double
tree_work (glp_tree *tree, const solve_state *st, int nodes)
{
  long iterations = glp_get_it_cnt (glp_ios_get_prob (tree))
		    - st->root_iterations;
  return st->lines * (node_cost_per_line * nodes
		      + node_iteration_cost_per_line * iterations);
}

/* Stop the branch and bound of TREE when a budget of ST is used up.  */
void
check_budgets (glp_tree *tree, solve_state *st, int total_nodes)
{
  if (glp_ios_reason (tree) == GLP_IHEUR)
    return;
  if (total_nodes > st->node_limit)
    st->node_limit_hit = true;
  else if (tree_work (tree, st, total_nodes) > st->work_left)
    st->work_limit_hit = true;
  else if (elapsed (st->start) >= st->seconds)
    st->time_limit_hit = true;
  else
    return;
  glp_ios_terminate (tree);
}

jmp_buf *glpk_jump;

void
glpk_error_hook (void *)
{
  longjmp (*glpk_jump, 1);
}

void
branch_callback (glp_tree *tree, void *info)
{
  solve_state *st = (solve_state *) info;
  int active, current, total;
  glp_ios_tree_size (tree, &active, &current, &total);
  st->nodes = total;
  int best = glp_ios_best_node (tree);
  if (best)
    st->bound = glp_ios_node_bound (tree, best);
  if (glp_ios_reason (tree) == GLP_IHEUR && st->warm && !st->warm_offered)
    {
      st->warm_offered = true;
      std::vector<double> x (1, 0.0);
      x.insert (x.end (), st->warm->begin (), st->warm->end ());
      glp_ios_heur_sol (tree, x.data ());
    }
  check_budgets (tree, st, total);
}

void
load_problem (glp_prob *lp, const ilp_model &mo)
{
  glp_set_obj_dir (lp, GLP_MIN);
  glp_add_cols (lp, mo.cols.size ());
  for (unsigned j = 0; j < mo.cols.size (); j++)
    {
      const ilp_col &c = mo.cols[j];
      glp_set_col_kind (lp, j + 1, c.integer ? GLP_BV : GLP_CV);
      glp_set_col_bnds (lp, j + 1, c.lo == c.hi ? GLP_FX : GLP_DB, c.lo, c.hi);
      glp_set_obj_coef (lp, j + 1, c.obj);
    }
  glp_add_rows (lp, mo.rows.size ());
  std::vector<int> ia (1, 0), ja (1, 0);
  std::vector<double> ar (1, 0.0);
  for (unsigned r = 0; r < mo.rows.size (); r++)
    {
      const ilp_row &row = mo.rows[r];
      bool lo = row.lo > -1e29, hi = row.hi < 1e29;
      int type = lo && hi ? (row.lo == row.hi ? GLP_FX : GLP_DB)
		 : lo ? GLP_LO : hi ? GLP_UP : GLP_FR;
      glp_set_row_bnds (lp, r + 1, type, lo ? row.lo : 0, hi ? row.hi : 0);
      for (const std::pair<int, double> &t : row.terms)
	{
	  ia.push_back (r + 1);
	  ja.push_back (t.first + 1);
	  ar.push_back (t.second);
	}
    }
  glp_load_matrix (lp, ia.size () - 1, ia.data (), ja.data (), ar.data ());
}

/* The outcome of one GLPK run.  */
struct glpk_outcome
{
  bool solved, optimal;
  double root_bound;
  std::vector<double> x;
  std::string why;
};

/* GLPK's wall-clock limit for a CPU-time limit of SECONDS: a safety net
   that even a heavily loaded machine does not reach.  */
int
wall_safety_ms (double seconds)
{
  return (int) std::min ((double) INT_MAX / 2, 1000 + seconds * 60000);
}

/* Simplex iterations that fit in what SECONDS leave after COST_SO_FAR
   (both CPU seconds, estimated) for a model of LINES rows and
   columns.  */
long
iteration_budget (double seconds, double cost_so_far, long lines)
{
  double left = seconds - cost_so_far;
  return left <= 0 ? 0 : (long) (left / (iteration_cost_per_line * lines));
}

void
set_mip_parameters (glp_iocp *io, solve_state *st)
{
  glp_init_iocp (io);
  io->msg_lev = GLP_MSG_OFF;
  io->presolve = GLP_OFF;
  io->br_tech = GLP_BR_DTH;
  io->bt_tech = GLP_BT_BLB;
  io->cov_cuts = GLP_ON;
  io->clq_cuts = GLP_ON;
  io->mip_gap = 0;
  io->cb_func = branch_callback;
  io->cb_info = st;
}

/* Root LP then branch and bound within the budgets of ST (the model's
   construction counts); may longjmp out on a GLPK error.  */
void
run_glpk (const ilp_model &mo, solve_state *st, glpk_outcome *out)
{
  glp_prob *lp = glp_create_prob ();
  load_problem (lp, mo);
  long lines = mo.rows.size () + mo.cols.size ();
  double fixed = fixed_cost_per_line * lines;
  glp_smcp sm;
  glp_init_smcp (&sm);
  sm.msg_lev = GLP_MSG_OFF;
  sm.meth = GLP_DUALP;
  sm.it_lim = std::max (1L, std::min ((long) INT_MAX / 2,
				      iteration_budget (st->seconds, fixed,
							lines)));
  sm.tm_lim = wall_safety_ms (st->seconds);
  /* The root LP is highly degenerate: from the slack basis the simplex
     stalls for seconds on a 20-insn block.  GLPK's LP presolver
     removes the prefix definitions and dominated rows and solves it in
     a fraction of that; a second, unpresolved run from the recovered
     optimal basis (no iterations) gives glp_intopt the basis of the
     original problem, whose column numbers the warm start uses.  */
  sm.presolve = GLP_ON;
  bool root = glp_simplex (lp, &sm) == 0 && glp_get_status (lp) == GLP_OPT;
  sm.presolve = GLP_OFF;
  bool solved = root && glp_simplex (lp, &sm) == 0
		&& glp_get_status (lp) == GLP_OPT;
  st->root_iterations = glp_get_it_cnt (lp);
  /* The root, glp_intopt's set-up and its first node.  */
  double root_cost = fixed + (intopt_cost_per_line + node_cost_per_line
			      + st->root_iterations * iteration_cost_per_line)
			     * lines;
  if (!solved)
    out->why = "ILP root LP not solved within its budget";
  else if (root_cost >= st->seconds || elapsed (st->start) >= st->seconds)
    {
      st->bound = glp_get_obj_val (lp);
      out->why = "ILP time limit (root LP)";
    }
  else
    {
      glp_iocp io;
      set_mip_parameters (&io, st);
      io.tm_lim = wall_safety_ms (st->seconds);
      st->bound = glp_get_obj_val (lp);
      st->lines = lines;
      st->work_left = st->seconds - root_cost + node_cost_per_line * lines;
      int ret = glp_intopt (lp, &io);
      int status = glp_mip_status (lp);
      out->solved = status == GLP_OPT || status == GLP_FEAS;
      out->optimal = ret == 0 && status == GLP_OPT;
      if (ret == GLP_ETMLIM || st->time_limit_hit)
	out->why = "ILP time limit";
      else if (st->work_limit_hit)
	out->why = "ILP time limit (branch-and-bound budget)";
      else if (st->node_limit_hit)
	out->why = "ILP node limit";
      for (unsigned j = 0; out->solved && j < mo.cols.size (); j++)
	out->x.push_back (glp_mip_col_val (lp, j + 1));
    }
  out->root_bound = st->bound;
  glp_delete_prob (lp);
}

/* Run GLPK with its error hook armed; false on a GLPK error.  */
bool
guarded_glpk (const ilp_model &mo, solve_state *st, glpk_outcome *out)
{
  jmp_buf env;
  glpk_jump = &env;
  if (setjmp (env))
    {
      glp_free_env ();
      out->solved = false;
      out->why = "GLPK error (out of memory or invalid model)";
      return false;
    }
  glp_term_out (GLP_OFF);
  glp_error_hook (glpk_error_hook, NULL);
  glp_mem_limit (1024);
  run_glpk (mo, st, out);
  glp_error_hook (NULL, NULL);
  return true;
}

/* The missed remark's reason for a model MO too big to build or solve
   (NONZEROS counted, or 0 when it stopped at the columns).  */
std::string
too_big_reason (const ilp_model &mo, long nonzeros)
{
  std::string why = "ILP too big ("
		    + std::to_string (mo.p.insns.size ()) + " insns, "
		    + std::to_string (std::max (mo.cols.size (),
						mo.estimated_columns))
		    + " columns";
  if (nonzeros)
    why += ", " + std::to_string (nonzeros) + " nonzeros";
  return why + "); best baseline kept";
}

/* Why GLPK is not run on the built model MO with SECONDS of CPU time
   from START, or NULL: the time is used up, or the fixed cost of its
   root LP alone (a deterministic estimate) would use it.  */
const char *
ilp_too_late (const ilp_model &mo, double start, double seconds)
{
  long lines = mo.rows.size () + mo.cols.size ();
  if (fixed_cost_per_line * lines >= seconds)
    return "ILP time limit (model too big for it)";
  if (elapsed (start) >= seconds)
    return "ILP time limit (model building)";
  return NULL;
}

/* Build and solve the ILP for PROBLEM from RESULT (the warm start, its
   objective set), and keep the better schedule in RESULT.  */
void
solve_ilp (const vliw_problem &p, const vliw_analysis &a,
	   const vliw_resources &res, const vliw_ilp_limits &limits,
	   const std::vector<int> &lbs, double lb, double start,
	   vliw_schedule *result)
{
  bool symmetric = ilp_symmetry_ok (p, a);
  vliw_schedule canon = *result;
  if (symmetric)
    ilp_canonical_clusters (p, a, &canon);
  ilp_model mo (p, a, res);
  mo.block_lb = lbs;
  result->status = VLIW_FEASIBLE;
  bool built = ilp_build (mo, canon, limits.horizon_slack, symmetric);
  result->ilp_columns = mo.cols.size ();
  result->ilp_rows = mo.rows.size ();
  for (const ilp_row &r : mo.rows)
    result->ilp_nonzeros += r.terms.size ();
  if (!built)
    {
      result->status = VLIW_FAILED;
      result->why = too_big_reason (mo, result->ilp_nonzeros);
      result->bound = std::min (result->objective, lb);
      return;
    }
  const char *late = ilp_too_late (mo, start, limits.seconds);
  if (late)
    {
      result->why = late;
      result->bound = std::min (result->objective, lb);
      return;
    }
  std::vector<double> wx;
  std::string warm_why;
  bool warm_ok = ilp_warm_vector (mo, canon, &wx, &warm_why);
  solve_state st = {warm_ok ? &wx : NULL,
		    limits.nodes > 0 ? limits.nodes : 1L << 40, 0, 0, 0,
		    start, limits.seconds, false, false, false, false, 0, 0};
  glpk_outcome out;
  out.solved = out.optimal = false;
  out.root_bound = 0;
  if (!guarded_glpk (mo, &st, &out))
    result->status = VLIW_FAILED;
  result->root_bound = out.root_bound / mo.scale;
  result->nodes = st.nodes;
  if (out.solved)
    {
      ilp_read_vector (mo, out.x, &canon);
      /* The model lets a transfer stand where no use needs it (it costs
	 nothing when a slot is free); drop those, as for the baselines.  */
      vliw_prune_transfers (p, a, &canon);
      if (vliw_finish_schedule (p, &canon) <= result->objective + 1e-9)
	{
	  result->slots = canon.slots;
	  result->transfers = canon.transfers;
	  vliw_finish_schedule (p, result);
	}
    }
  /* Meeting the cluster-free bound proves optimality as well (and
     without the horizon's proviso).  */
  if (result->status != VLIW_FAILED
      && ((out.optimal && mo.weights_exact)
	  || result->objective <= lb + 1e-9 * std::max (1.0, lb)))
    result->status = VLIW_OPTIMAL;
  double proven = mo.weights_exact
		  ? std::ceil (st.bound - 1e-6) / mo.scale : lb;
  result->bound = result->status == VLIW_OPTIMAL ? result->objective
		  : std::min (result->objective, std::max (lb, proven));
  result->why = out.why;
  if (!out.solved && out.why.empty ())
    result->why = "ILP found no solution";
  if (!warm_ok)
    result->why += (result->why.empty () ? "" : "; ") + warm_why;
}

} // anon namespace

void
vliw_ilp_schedule (const vliw_problem &problem, const vliw_schedule &warm,
		   const vliw_ilp_limits &limits, vliw_schedule *result)
{
  double start = cpu_now ();
  *result = warm;
  result->method = "ilp";
  result->nodes = 0;
  result->why.clear ();
  if (warm.status == VLIW_FAILED)
    {
      result->why = "no baseline schedule to start from";
      return;
    }
  vliw_analysis a;
  vliw_analyze (problem, &a);
  vliw_resources res;
  vliw_build_resources (*problem.model, &res);
  std::vector<int> lbs = ilp_lower_bounds (problem, a, res);
  double lb = 0;
  for (unsigned b = 0; b < problem.blocks.size (); b++)
    lb += problem.blocks[b].weight * lbs[b];
  vliw_finish_schedule (problem, result);
  if (lb >= result->objective - 1e-9)
    {
      /* The best baseline meets the lower bound: it is optimal.  */
      result->status = VLIW_OPTIMAL;
      result->bound = result->objective;
    }
  else
    solve_ilp (problem, a, res, limits, lbs, lb, start, result);
  result->seconds = elapsed (start);
}
