/* xopt_vliw: cluster assignment and scheduling for clustered VLIW machine
   models (Zhou, Liu, Zheng 2022), the GCC side.  Declarations shared by
   the front-end files:

     vliw-pass.cc         the RTL pass, its options, plugin_init
     vliw-cfg.cc          blocks, virtual blocks on critical edges, W(B)
     vliw-webs.cc         def-use webs and def-clear simple paths
     vliw-deps.cc         per-block dependences with the model's latencies
     vliw-class.cc        the model class of each insn
     vliw-json.cc         the schedule file (doc/vliw-format.md)
     vliw-report.cc       remarks, the dump table, Graphviz
     vliw-verify.cc       the consistency check before materializing
     vliw-materialize.cc  rewriting a function into its schedule

   The problem and the solvers are GCC-free (vliw-problem.h).  */

#ifndef XOPT_VLIW_H
#define XOPT_VLIW_H

/* The problem header uses the standard library, which must come in
   through system.h.  */
#define INCLUDE_STRING
#define INCLUDE_VECTOR
#define INCLUDE_MAP
#define INCLUDE_ALGORITHM
#include "xopt-common.h"
#include "rtl.h"
#include "df.h"
#include "cfgloop.h"
#include "target.h"
#include "memmodel.h"
#include "emit-rtl.h"
#include "vliw-problem.h"

/* Options, see vliw-pass.cc.  */
enum vliw_algo_choice
{
  VLIW_ALGO_ILP,
  VLIW_ALGO_UAS,
  VLIW_ALGO_UAS_CC,
  VLIW_ALGO_LUCAS,
  VLIW_ALGO_BUG,
  VLIW_ALGO_ALL
};
enum vliw_weights_choice
{
  VLIW_WEIGHTS_AUTO,
  VLIW_WEIGHTS_PAPER,
  VLIW_WEIGHTS_PROFILE
};
enum vliw_mode_choice
{
  VLIW_MODE_MODEL,
  VLIW_MODE_MATERIALIZE
};
extern const char *vliw_model_name;
extern int vliw_algo;
extern const char *vliw_json_file;
extern const char *vliw_dot_file;
extern int vliw_time_limit_ms;
extern int vliw_node_limit;
extern int vliw_horizon_slack;
extern int vliw_weights;
extern int vliw_mode;
extern int vliw_paths_max;
extern int vliw_max_insns;
extern int vliw_transfers_to_preds;

/* The machine model of this compilation (vliw-pass.cc).  */
extern vliw_model vliw_machine;

/* A function as the front end extracted it: the GCC-free problem plus
   the GCC objects behind its indices.  */
struct vliw_function
{
  vliw_problem problem;
  /* problem.insns[i] is INSNS[i].  */
  auto_vec<rtx_insn *> insns;
  /* problem.blocks[b] is BBS[b], or NULL for a virtual edge block, whose
     edge is EDGES[b].  */
  auto_vec<basic_block> bbs;
  auto_vec<edge> edges;
  /* Block index of a basic block, by bb->index.  */
  auto_vec<int> block_of_bb;
  /* Problem insn index by INSN_UID, -1 for insns left out.  */
  auto_vec<int> insn_of_uid;
  /* Web of each DF ref of a problem insn that is in a web.  */
  std::map<df_ref, int> web_of_ref;
  /* Reaching definition -> use pairs (insn indices) of each web.  */
  std::vector<std::vector<std::pair<int, int> > > du_pairs;
  /* Why the problem cannot be built, or NULL.  */
  const char *why;
};

/* vliw-class.cc */
bool vliw_insn_in_problem_p (rtx_insn *insn);
int vliw_classify_insn (const vliw_model &model, rtx_insn *insn);
const char *vliw_insn_text (rtx_insn *insn);

/* vliw-cfg.cc */
void vliw_build_blocks (function *fun, vliw_function *vf);
void vliw_compute_weights (function *fun, vliw_function *vf);

/* vliw-webs.cc */
bool vliw_global_reg_p (unsigned int regno);
void vliw_build_webs (function *fun, vliw_function *vf);
void vliw_build_paths (vliw_function *vf, int cap);

/* vliw-deps.cc */
void vliw_build_deps (vliw_function *vf, bool drop_flag_clobbers);

/* vliw-json.cc */
void vliw_write_json (FILE *out, const vliw_problem &problem,
		      const vliw_schedule &schedule);
void vliw_json_string (FILE *out, const char *text);

/* vliw-report.cc */
const char *vliw_method_label (const vliw_schedule &schedule);
void vliw_dump_schedule (FILE *out, const vliw_problem &problem,
			 const vliw_schedule &schedule);
void vliw_write_dot (FILE *out, const vliw_problem &problem,
		     const vliw_schedule &schedule);

/* vliw-verify.cc */
std::vector<int> vliw_emission_order (const vliw_problem &problem,
				      const vliw_schedule &schedule, int b);
bool vliw_verify_schedule (const vliw_problem &problem,
			   const vliw_schedule &schedule, std::string *why);

/* vliw-materialize.cc */
bool vliw_materialize (function *fun, vliw_function *vf,
		       const vliw_schedule &schedule, const char **why);
bool vliw_move_transfers_to_preds (const vliw_problem &problem,
				   const vliw_schedule &schedule,
				   vliw_schedule *moved);

#endif /* XOPT_VLIW_H */
