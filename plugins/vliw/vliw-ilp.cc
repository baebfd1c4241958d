/* xopt_vliw: the 0-1 ILP solved with GLPK (notes §6.3).
   GLPK prints nothing (glp_term_out off, every msg_lev off): its output
   would go to stdout and corrupt "gcc -S -o -".  Its errors (assertions,
   memory exhaustion) call our hook, which longjmps back here; the
   environment is then freed and the function keeps its best baseline
   with the reason.  The budget is deterministic: an LP iteration limit
   and a branch-and-bound node limit (counted in the callback), with the
   wall-clock limit only as a safety net, so that the compiler's output
   does not depend on the machine's load as long as the safety net does
   not trigger.  The warm start (the best baseline, clusters relabelled to
   match the orbit fixing) is checked row by row before it is offered.
   Copyright (C) 2026 The xopt authors.  */

#include "vliw-ilp.h"

#include <glpk.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <csetjmp>

namespace {

/* What the branch-and-bound callback needs and records.  */
struct solve_state
{
  const std::vector<double> *warm;	/* 0-based, or NULL.  */
  long node_limit;
  bool warm_offered;
  bool node_limit_hit;
  double bound;				/* Best proven bound, scaled.  */
  long nodes;
};

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
  if (total > st->node_limit && glp_ios_reason (tree) != GLP_IHEUR)
    {
      st->node_limit_hit = true;
      glp_ios_terminate (tree);
    }
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

double
elapsed (std::chrono::steady_clock::time_point start)
{
  return std::chrono::duration<double> (std::chrono::steady_clock::now ()
					- start).count ();
}

/* Milliseconds left of SECONDS since START, at least 1.  */
int
ms_left (std::chrono::steady_clock::time_point start, double seconds)
{
  return std::max (1, (int) ((seconds - elapsed (start)) * 1000));
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

/* Root LP then branch and bound within what is left of SECONDS since
   START (the model's construction counts); may longjmp out on a GLPK
   error.  */
void
run_glpk (const ilp_model &mo, solve_state *st,
	  std::chrono::steady_clock::time_point start, double seconds,
	  glpk_outcome *out)
{
  glp_prob *lp = glp_create_prob ();
  load_problem (lp, mo);
  glp_smcp sm;
  glp_init_smcp (&sm);
  sm.msg_lev = GLP_MSG_OFF;
  sm.meth = GLP_DUALP;
  sm.it_lim = 20000 + 20 * (int) mo.rows.size ();
  sm.tm_lim = ms_left (start, seconds);
  /* The root LP is highly degenerate: from the slack basis the simplex
     stalls for seconds on a 20-insn block.  GLPK's LP presolver
     removes the prefix definitions and dominated rows and solves it in
     a fraction of that; a second, unpresolved run from the recovered
     optimal basis (no iterations) gives glp_intopt the basis of the
     original problem, whose column numbers the warm start uses.  */
  sm.presolve = GLP_ON;
  if (glp_simplex (lp, &sm) == 0 && glp_get_status (lp) == GLP_OPT)
    sm.presolve = GLP_OFF;
  sm.tm_lim = ms_left (start, seconds);
  if (glp_simplex (lp, &sm) != 0 || glp_get_status (lp) != GLP_OPT)
    out->why = "ILP root LP not solved within its budget";
  else if (elapsed (start) >= seconds)
    {
      st->bound = glp_get_obj_val (lp);
      out->why = "ILP time limit (root LP)";
    }
  else
    {
      glp_iocp io;
      set_mip_parameters (&io, st);
      io.tm_lim = ms_left (start, seconds);
      st->bound = glp_get_obj_val (lp);
      int ret = glp_intopt (lp, &io);
      int status = glp_mip_status (lp);
      out->solved = status == GLP_OPT || status == GLP_FEAS;
      out->optimal = ret == 0 && status == GLP_OPT;
      if (ret == GLP_ETMLIM)
	out->why = "ILP time limit";
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
guarded_glpk (const ilp_model &mo, solve_state *st,
	      std::chrono::steady_clock::time_point start, double seconds,
	      glpk_outcome *out)
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
  run_glpk (mo, st, start, seconds, out);
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

/* Build and solve the ILP for PROBLEM from RESULT (the warm start, its
   objective set), and keep the better schedule in RESULT.  */
void
solve_ilp (const vliw_problem &p, const vliw_analysis &a,
	   const vliw_resources &res, const vliw_ilp_limits &limits,
	   double lb, std::chrono::steady_clock::time_point start,
	   vliw_schedule *result)
{
  bool symmetric = ilp_symmetry_ok (p, a);
  vliw_schedule canon = *result;
  if (symmetric)
    ilp_canonical_clusters (p, a, &canon);
  ilp_model mo (p, a, res);
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
  if (elapsed (start) >= limits.seconds)
    {
      result->why = "ILP time limit (model building)";
      result->bound = std::min (result->objective, lb);
      return;
    }
  std::vector<double> wx;
  std::string warm_why;
  bool warm_ok = ilp_warm_vector (mo, canon, &wx, &warm_why);
  solve_state st = {warm_ok ? &wx : NULL,
		    limits.nodes > 0 ? limits.nodes : 1L << 40,
		    false, false, 0, 0};
  glpk_outcome out;
  out.solved = out.optimal = false;
  out.root_bound = 0;
  if (!guarded_glpk (mo, &st, start, limits.seconds, &out))
    result->status = VLIW_FAILED;
  result->root_bound = out.root_bound / mo.scale;
  result->nodes = st.nodes;
  if (out.solved)
    {
      ilp_read_vector (mo, out.x, &canon);
      if (vliw_finish_schedule (p, &canon) <= result->objective + 1e-9)
	{
	  result->slots = canon.slots;
	  result->transfers = canon.transfers;
	  vliw_finish_schedule (p, result);
	}
    }
  if (result->status != VLIW_FAILED && out.optimal && mo.weights_exact)
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
  std::chrono::steady_clock::time_point start
    = std::chrono::steady_clock::now ();
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
  std::vector<double> lbs = ilp_lower_bounds (problem, a, res);
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
    solve_ilp (problem, a, res, limits, lb, start, result);
  result->seconds = elapsed (start);
}
