/* The xopt_vliw RTL pass, its options and plugin_init.

   The pass runs just before "sched1", after instruction selection and
   before register allocation, on whole functions.  It builds the problem
   of the paper (vliw-problem.h) from the function: the CFG with virtual
   blocks on critical edges, the block weights, the register webs and
   their def-clear paths, the dependences of each block with the model's
   latencies and the class of each insn.  Then it runs the baselines and
   the ILP on it, writes the schedules (json=, dot=, the dump) and
   reports.  In model mode (the default) the function is left exactly as
   it was; mode=materialize rewrites it into the chosen schedule
   (vliw-materialize.cc).  */

#include "vliw.h"
#include "cfganal.h"
#include "timevar.h"
#include <time.h>

const char *vliw_model_name = "hxdsp4x4";
int vliw_algo = VLIW_ALGO_ALL;
const char *vliw_json_file = NULL;
const char *vliw_dot_file = NULL;
int vliw_time_limit_ms = 500;
int vliw_node_limit = 20000;
int vliw_horizon_slack = 2;
int vliw_weights = VLIW_WEIGHTS_AUTO;
int vliw_mode = VLIW_MODE_MODEL;
int vliw_paths_max = 64;
int vliw_max_insns = 3000;
int vliw_transfers_to_preds = 0;
vliw_model vliw_machine;

static struct xopt_option vliw_options[] = {
  XOPT_OPTION_STRING ("model", vliw_model_name,
		      "machine model: a builtin name (hxdsp4x4, c64x, "
		      "cvliw-<M>-<L>, single-4) or a model file"),
  XOPT_OPTION_ENUM ("algo", vliw_algo, "ilp|uas|uas-cc|lucas|bug|all",
		    "the method whose schedule is kept: the ILP (warm-started "
		    "from the best baseline), one baseline, or all of them "
		    "(ILP kept)"),
  XOPT_OPTION_STRING ("json", vliw_json_file,
		      "append every schedule to this file, one JSON line per "
		      "function and method (doc/vliw-format.md)"),
  XOPT_OPTION_STRING ("dot", vliw_dot_file,
		      "append the kept schedule of each function to this "
		      "Graphviz file"),
  XOPT_OPTION_INT ("time-limit", vliw_time_limit_ms, 0, 3600000,
		   "ILP CPU-time limit per function in milliseconds"),
  XOPT_OPTION_INT ("node-limit", vliw_node_limit, 0, 100000000,
		   "ILP branch-and-bound node budget per function "
		   "(deterministic)"),
  XOPT_OPTION_INT ("horizon-slack", vliw_horizon_slack, 0, 64,
		   "cycles the ILP may use per block beyond the best "
		   "baseline's length"),
  XOPT_OPTION_ENUM ("weights", vliw_weights, "auto|paper|profile",
		    "block weights: the paper's estimate (100^loop depth, "
		    "equal split at branches), profile counts, or profile "
		    "counts when the function has them (auto)"),
  XOPT_OPTION_ENUM ("mode", vliw_mode, "model|materialize",
		    "model: change nothing and report; materialize: rewrite "
		    "the function into the kept schedule"),
  XOPT_OPTION_INT ("paths-max", vliw_paths_max, 1, 100000,
		   "def-clear paths per definition and use before the ILP "
		   "gives up on the function"),
  XOPT_OPTION_INT ("max-insns", vliw_max_insns, 1, 1000000,
		   "functions with more insns are left alone"),
  /* For the tests of materialize mode: before materializing, move each
     transfer to the ends of its block's predecessors (virtual edge blocks
     included) when the consistency check still accepts the result, so
     that moves on split edges are exercised whatever the solver chose.  */
  XOPT_OPTION_FLAG ("transfers-to-preds", vliw_transfers_to_preds,
		    XOPT_TEST_ONLY),
  XOPT_OPTION_END
};

namespace {

/* Build the problem of FUN into VF; false with VF->why set when the
   function cannot be modelled.  */

static bool
vliw_extract (function *fun, vliw_function *vf)
{
  vliw_problem &p = vf->problem;
  p.function = function_name (fun);
  p.model = &vliw_machine;
  basic_block first = single_succ (ENTRY_BLOCK_PTR_FOR_FN (fun));
  if (first == EXIT_BLOCK_PTR_FOR_FN (fun))
    {
      vf->why = "no block";
      return false;
    }
  vliw_build_blocks (fun, vf);
  if ((int) p.insns.size () > vliw_max_insns)
    {
      vf->why = "more insns than max-insns";
      return false;
    }
  for (unsigned i = 0; i < p.insns.size (); i++)
    {
      vliw_insn &insn = p.insns[i];
      insn.cls = vliw_classify_insn (vliw_machine, vf->insns[i]);
      rtx pat = PATTERN (vf->insns[i]);
      if ((vliw_machine.classes[insn.cls].flags & VLIW_CLASS_PINNED0)
	  || asm_noperands (pat) >= 0 || INSN_CODE (vf->insns[i]) < 0)
	insn.pinned = 0;
      if (vliw_machine.classes[insn.cls].flags & VLIW_CLASS_GLOBAL)
	insn.pinned = -1;
    }
  {
    xopt_quiet_dump quiet;
    df_chain_add_problem (DF_UD_CHAIN);
    df_analyze ();
  }
  vliw_build_webs (fun, vf);
  vliw_build_deps (vf, vliw_mode == VLIW_MODE_MODEL);
  bool had_dominators = dom_info_available_p (CDI_DOMINATORS);
  loop_optimizer_init (AVOID_CFG_MODIFICATIONS);
  vliw_compute_weights (fun, vf);
  loop_optimizer_finalize ();
  if (!had_dominators)
    free_dominance_info (CDI_DOMINATORS);
  vliw_build_paths (vf, vliw_paths_max);
  return true;
}

/* CPU seconds of this thread, for the solve times of the baselines (as
   the ILP's: the machine's load does not change them).  */

static double
vliw_now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static const char *const vliw_method_names[]
  = { "ilp", "uas", "uas-cc", "lucas", "bug" };

/* The schedules of one function, indexed like vliw_algo_choice; RAN
   says which methods ran.  */
struct vliw_results
{
  vliw_schedule s[VLIW_ALGO_ALL];
  bool ran[VLIW_ALGO_ALL];
};

/* The baseline with the lowest objective, or -1.  */

static int
vliw_best_baseline (const vliw_results &r)
{
  int best = -1;
  for (int a = VLIW_ALGO_UAS; a < VLIW_ALGO_ALL; a++)
    if (r.ran[a] && r.s[a].status != VLIW_FAILED
	&& (best < 0 || r.s[a].objective < r.s[best].objective))
      best = a;
  return best;
}

/* Run the methods the options ask for on P into R.  The ILP needs every
   baseline: the best one is its warm start and its fallback.  */

static void
vliw_run_methods (const vliw_problem &p, vliw_results *r)
{
  static const vliw_heuristic policies[]
    = { VLIW_UAS, VLIW_UAS, VLIW_UAS_CC, VLIW_LUCAS, VLIW_BUG };
  bool want_ilp = vliw_algo == VLIW_ALGO_ILP || vliw_algo == VLIW_ALGO_ALL;
  for (int a = 0; a < VLIW_ALGO_ALL; a++)
    r->ran[a] = false;
  for (int a = VLIW_ALGO_UAS; a < VLIW_ALGO_ALL; a++)
    if (want_ilp || vliw_algo == a)
      {
	double start = vliw_now ();
	vliw_list_schedule (p, policies[a], &r->s[a]);
	r->s[a].method = vliw_method_names[a];
	r->s[a].seconds = vliw_now () - start;
	r->ran[a] = true;
      }
  if (!want_ilp)
    return;
  r->ran[VLIW_ALGO_ILP] = true;
  vliw_schedule &ilp = r->s[VLIW_ALGO_ILP];
  int best = vliw_best_baseline (*r);
  if (best < 0)
    {
      ilp.method = "ilp";
      ilp.status = VLIW_FAILED;
      ilp.why = "no baseline schedule to start from";
    }
  else if (!p.paths_complete)
    {
      ilp = r->s[best];
      ilp.method = "ilp";
      ilp.status = VLIW_FAILED;
      ilp.why = "too many def-clear paths (paths-max)";
    }
  else
    {
      vliw_ilp_limits limits;
      limits.seconds = vliw_time_limit_ms / 1000.0;
      limits.nodes = vliw_node_limit;
      limits.horizon_slack = vliw_horizon_slack;
      vliw_ilp_schedule (p, r->s[best], limits, &ilp);
    }
  ilp.method = "ilp";
}

/* The kept schedule: the one of the method the options name, or the
   best baseline when the ILP failed.  */

static int
vliw_kept_method (const vliw_results &r)
{
  int a = vliw_algo == VLIW_ALGO_ALL ? VLIW_ALGO_ILP : vliw_algo;
  if (r.s[a].status == VLIW_FAILED && a == VLIW_ALGO_ILP)
    return vliw_best_baseline (r);
  return r.s[a].status == VLIW_FAILED ? -1 : a;
}

/* Weighted cycles as the remarks print them.  */

static std::string
vliw_cycles_text (double w)
{
  char buf[64];
  if (w == (double) (long long) w)
    snprintf (buf, sizeof buf, "%lld", (long long) w);
  else
    snprintf (buf, sizeof buf, "%.2f", w);
  return buf;
}

/* The baselines part of the remark: ", LUCAS <w>, UAS <w>, BUG <w>",
   leaving out FIRST (already named).  */

static std::string
vliw_baselines_text (const vliw_results &r, int first)
{
  static const int order[]
    = { VLIW_ALGO_LUCAS, VLIW_ALGO_UAS, VLIW_ALGO_UAS_CC, VLIW_ALGO_BUG };
  static const char *const labels[]
    = { "ILP", "UAS", "UAS-CC", "LUCAS", "BUG" };
  std::string text;
  for (int a : order)
    if (a != first && r.ran[a])
      text += std::string (", ") + labels[a] + " "
	      + (r.s[a].status == VLIW_FAILED
		 ? std::string ("failed")
		 : vliw_cycles_text (r.s[a].objective));
  return text;
}

/* The remark for FUN's results R; KEPT is vliw_kept_method's answer.  */

static void
vliw_report (function *fun, const vliw_results &r, int kept)
{
  dump_user_location_t loc
    = dump_user_location_t::from_function_decl (fun->decl);
  static const char *const labels[]
    = { "ILP", "UAS", "UAS-CC", "LUCAS", "BUG" };
  int first = vliw_algo == VLIW_ALGO_ALL ? VLIW_ALGO_ILP : vliw_algo;
  const vliw_schedule &s = r.s[first];
  if (s.status == VLIW_FAILED)
    {
      xopt_missed (loc, "functions not clustered", "function not clustered",
		   "%s: %s%s", labels[first], s.why.c_str (),
		   kept >= 0 ? vliw_baselines_text (r, first).c_str () : "");
      return;
    }
  std::string extra;
  if (first == VLIW_ALGO_ILP)
    {
      char buf[96];
      snprintf (buf, sizeof buf, " (%s, %.2f s)", vliw_method_label (s),
		s.seconds);
      extra = buf;
    }
  xopt_remark_optimized (loc,
			 "function clustered: %s %s weighted cycles%s%s\n",
			 labels[first], vliw_cycles_text (s.objective).c_str (),
			 extra.c_str (), vliw_baselines_text (r, first).c_str ());
  xopt_count ("functions clustered");
  /* The solver stopped by its budget (or a GLPK failure): the best
     schedule found, at worst the warm start, is kept; say why.  */
  if (first == VLIW_ALGO_ILP && s.status == VLIW_FEASIBLE)
    xopt_missed (loc, "functions not proven optimal",
		 "ILP not proven optimal", "%s; best schedule found kept (%s)",
		 s.why.empty () ? "budget exhausted" : s.why.c_str (),
		 vliw_method_label (s));
}

/* Append every schedule of R to the json= file.  */

static void
vliw_write_files (const vliw_problem &p, const vliw_results &r, int kept)
{
  if (vliw_json_file)
    {
      FILE *out = fopen (vliw_json_file, "a");
      if (!out)
	fatal_error (UNKNOWN_LOCATION, "cannot open %qs: %m", vliw_json_file);
      for (int a = 0; a < VLIW_ALGO_ALL; a++)
	if (r.ran[a])
	  vliw_write_json (out, p, r.s[a]);
      fclose (out);
    }
  if (vliw_dot_file && kept >= 0)
    {
      FILE *out = fopen (vliw_dot_file, "a");
      if (!out)
	fatal_error (UNKNOWN_LOCATION, "cannot open %qs: %m", vliw_dot_file);
      vliw_write_dot (out, p, r.s[kept]);
      fclose (out);
    }
  if (dump_file)
    for (int a = 0; a < VLIW_ALGO_ALL; a++)
      if (r.ran[a])
	vliw_dump_schedule (dump_file, p, r.s[a]);
}

/* Rewrite FUN into schedule S of VF, which passed the consistency
   check, and report.  */

static void
vliw_materialize_checked (function *fun, vliw_function *vf,
			  const vliw_schedule &s)
{
  dump_user_location_t loc
    = dump_user_location_t::from_function_decl (fun->decl);
  const char *reason = NULL;
  if (!vliw_materialize (fun, vf, s, &reason))
    xopt_missed (loc, "functions not materialized",
		 "function not materialized", "%s", reason);
  else
    {
      xopt_remark_optimized (loc, "function materialized: %s schedule, %d "
			     "transfers\n", s.method.c_str (),
			     (int) s.transfers.size ());
      xopt_count ("functions materialized");
    }
}

/* Rewrite FUN into schedule S of VF when it passes the consistency
   check; say why not otherwise.  */

static void
vliw_maybe_materialize (function *fun, vliw_function *vf,
			const vliw_schedule &s)
{
  dump_user_location_t loc
    = dump_user_location_t::from_function_decl (fun->decl);
  std::string why;
  vliw_schedule moved;
  if (vliw_transfers_to_preds
      && vliw_move_transfers_to_preds (vf->problem, s, &moved)
      && vliw_verify_schedule (vf->problem, moved, &why))
    {
      if (dump_file)
	fprintf (dump_file, ";; transfers moved to the predecessors: %d\n",
		 (int) moved.transfers.size ());
      vliw_materialize_checked (fun, vf, moved);
      return;
    }
  if (!vliw_verify_schedule (vf->problem, s, &why))
    {
      xopt_missed (loc, "functions not materialized",
		   "function not materialized", "%s schedule: %s",
		   s.method.c_str (), why.c_str ());
      return;
    }
  vliw_materialize_checked (fun, vf, s);
}

const pass_data pass_data_xopt_vliw = {
  RTL_PASS,	      /* type */
  "xopt_vliw",	      /* name */
  OPTGROUP_OTHER,     /* optinfo_flags */
  TV_NONE,	      /* tv_id */
  0,		      /* properties_required */
  0,		      /* properties_provided */
  0,		      /* properties_destroyed */
  0,		      /* todo_flags_start */
  TODO_df_finish,     /* todo_flags_finish */
};

class pass_xopt_vliw : public rtl_opt_pass
{
public:
  pass_xopt_vliw (gcc::context *ctxt)
    : rtl_opt_pass (pass_data_xopt_vliw, ctxt)
  {
  }

  /* Like sched1, not for functions optimised for size.  */
  bool
  gate (function *fun) final override
  {
    return optimize > 0 && !optimize_function_for_size_p (fun);
  }

  unsigned int execute (function *fun) final override;
};

unsigned int
pass_xopt_vliw::execute (function *fun)
{
  vliw_function vf;
  vf.why = NULL;
  if (!vliw_extract (fun, &vf))
    {
      xopt_missed (dump_user_location_t::from_function_decl (fun->decl),
		   "functions not clustered", "function not clustered", "%s",
		   vf.why);
      return 0;
    }
  vliw_results *r = new vliw_results ();
  vliw_run_methods (vf.problem, r);
  int kept = vliw_kept_method (*r);
  vliw_write_files (vf.problem, *r, kept);
  vliw_report (fun, *r, kept);
  if (vliw_mode == VLIW_MODE_MATERIALIZE && kept >= 0)
    vliw_maybe_materialize (fun, &vf, r->s[kept]);
  delete r;
  return 0;
}

} // namespace

int
plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *version)
{
  static const struct xopt_plugin_desc desc
    = { "cluster assignment and scheduling for clustered VLIW machine "
	"models (0-1 ILP and list-scheduling baselines)",
	vliw_options };
  if (!xopt_plugin_setup (info, version, &desc))
    return 1;
  const char *target = startswith (XOPT_TARGET_TRIPLET, "arm") ? "arm"
		       : startswith (XOPT_TARGET_TRIPLET, "x86_64") ? "x86_64"
		       : XOPT_TARGET_TRIPLET;
  std::string err;
  if (!vliw_read_model (vliw_model_name, target, &vliw_machine, &err))
    {
      error ("%s: bad machine model: %s", xopt_plugin_name, err.c_str ());
      return 1;
    }
  xopt_register_pass (new pass_xopt_vliw (g), "sched1", 1,
		      PASS_POS_INSERT_BEFORE);
  return 0;
}
