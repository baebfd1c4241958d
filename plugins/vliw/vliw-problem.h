/* xopt_vliw: the scheduling problem, independent of GCC.
   Copyright (C) 2026 The xopt authors.

   This header is shared by the three halves of the plugin:
     - the front end (RTL -> vliw_problem, remarks, dumps, materialize),
     - the solvers (list-scheduling baselines and the 0-1 ILP),
     - the machine-model reader.
   It uses no GCC type so that the solvers can be unit-tested on the host
   without cc1.  Indices are positions in the vectors below; GCC's numbers
   (INSN_UID, basic block index, REGNO) are kept only for reports.

   The schedule semantics (what the checker in scripts/ verifies) are in
   doc/vliw-format.md.  */

#ifndef XOPT_VLIW_PROBLEM_H
#define XOPT_VLIW_PROBLEM_H

#include <string>
#include <vector>

/* ---------------------------------------------------------------- model */

/* A reservation of RESOURCE for pipeline stages FIRST..LAST (relative to
   the issue cycle).  */
struct vliw_unit_use
{
  int resource;
  int first_stage;
  int last_stage;
};

/* One need of a class: any one of ALTERNATIVES ("alu@0|shf@0").  */
struct vliw_requirement
{
  std::vector<vliw_unit_use> alternatives;
};

struct vliw_resource
{
  std::string name;
  int capacity;		/* M(r): per cluster, or in total when GLOBAL.  */
  bool global;
};

enum vliw_class_flag
{
  VLIW_CLASS_GLOBAL = 1,	/* Not clustered (branches): no rho.  */
  VLIW_CLASS_EXCLUSIVE = 2,	/* Calls: nothing else issues meanwhile.  */
  VLIW_CLASS_PINNED0 = 4	/* Unknown/volatile/asm: cluster 0.  */
};

struct vliw_class
{
  std::string name;
  int latency;			/* -1 for '*': the model's maximum.  */
  std::vector<vliw_requirement> reservations;
  unsigned flags;
};

struct vliw_model
{
  std::string name;
  std::string file;		/* Where it was read from.  */
  int clusters;
  int issue;			/* N: insns and transfers per cycle.  */
  int cluster_issue;		/* Per-cluster cap, 0 if none.  */
  std::vector<vliw_resource> resources;
  std::vector<vliw_class> classes;
  int xfer_latency;
  std::vector<vliw_requirement> xfer_src;	/* On the source cluster.  */
  std::vector<vliw_requirement> xfer_dst;	/* On the destination.  */
  int lat_anti, lat_output, lat_mem_flow, lat_control;
  /* GCC insn type name -> class index, for the current target.  */
  std::vector<std::pair<std::string, int> > type_map;
};

/* -------------------------------------------------------------- problem */

enum vliw_dep_kind
{
  VLIW_DEP_FLOW,
  VLIW_DEP_ANTI,
  VLIW_DEP_OUTPUT,
  VLIW_DEP_MEM,
  VLIW_DEP_CONTROL
};

/* FROM must issue at least LATENCY cycles before TO (same block).  When
   WEB >= 0 the dependence is carried by that register web: a flow one is
   satisfied through a transfer when the two insns are on different
   clusters; an anti or output one vanishes then (one copy per cluster).  */
struct vliw_dep
{
  int from, to;
  enum vliw_dep_kind kind;
  int latency;
  int web;
};

struct vliw_insn
{
  int uid;			/* INSN_UID, for reports.  */
  int block;
  int cls;			/* Index into model->classes.  */
  int pinned;			/* Fixed cluster, or -1.  */
  bool jump;			/* The block's last insn, a control transfer.  */
  std::vector<int> defs;	/* Webs written.  */
  std::vector<int> uses;	/* Webs read.  */
  std::string text;		/* Short RTL text for dumps.  */
};

struct vliw_block
{
  int id;			/* bb->index, or a fresh number for edge
				   blocks.  */
  double weight;		/* W(B).  */
  std::vector<int> succs, preds;	/* Block indices, split CFG.  */
  std::vector<int> insns;	/* Original order.  */
  /* A virtual block on a critical edge EDGE_FROM -> EDGE_TO (block ids),
     holding only transfers; NEEDS_JUMP when the edge is not a
     fall-through one, so a non-empty block costs a jump.  */
  int edge_from, edge_to;
  bool needs_jump;
};

/* A variable of the paper: a def-use web of one pseudo.  */
struct vliw_web
{
  int regno;
  int pinned;			/* Hard register: cluster 0; else -1.  */
  std::vector<int> defs, uses;	/* Insn indices.  */
};

/* A def-clear simple path from insn DEF to insn USE of WEB: the blocks
   from DEF's block to USE's block, both included.  */
struct vliw_path
{
  int web, def, use;
  std::vector<int> blocks;
};

struct vliw_problem
{
  std::string function;
  const vliw_model *model;
  int entry;			/* Block index of the entry.  */
  std::vector<vliw_block> blocks;
  std::vector<vliw_insn> insns;
  std::vector<vliw_dep> deps;
  std::vector<vliw_web> webs;
  std::vector<vliw_path> paths;
  bool paths_complete;		/* False when a cap stopped enumeration.  */
};

/* ------------------------------------------------------------- schedule */

enum vliw_status
{
  VLIW_HEURISTIC,		/* A baseline's result.  */
  VLIW_OPTIMAL,			/* ILP, proven optimal within the horizon.  */
  VLIW_FEASIBLE,		/* ILP, budget exhausted; GAP is valid.  */
  VLIW_FAILED			/* No schedule; WHY says why.  */
};

struct vliw_slot
{
  int cycle;			/* 0-based issue cycle in its block.  */
  int cluster;			/* -1 for global classes.  */
};

struct vliw_transfer
{
  int web;
  int from, to;			/* Clusters.  */
  int block;
  int cycle;
};

struct vliw_schedule
{
  std::string method;		/* "ilp", "uas", "uas-cc", "lucas", "bug".  */
  enum vliw_status status;
  std::vector<vliw_slot> slots;	/* One per insn.  */
  std::vector<vliw_transfer> transfers;
  std::vector<int> length;	/* Per block: last issue cycle + 1.  */
  double objective;		/* Sum of weight * length.  */
  double bound;			/* ILP lower bound, else = objective.  */
  double seconds;
  long nodes;			/* ILP branch-and-bound nodes.  */
  std::string why;
  /* The ILP's size and root LP bound (0 when it was not built).  */
  long ilp_columns = 0, ilp_rows = 0, ilp_nonzeros = 0;
  double root_bound = 0;
};

/* ------------------------------------------------------------ interface */

/* vliw-model.cc: read model NAME (a builtin model's name, compiled into the
   plugin from plugins/vliw/models/NAME.model) or a file path.  TARGET is
   "arm" or "x86_64" and selects the "[target] map" lines.  On failure
   return false and set *ERROR to "file:line: message".  */
bool vliw_read_model (const char *name, const char *target,
		      vliw_model *model, std::string *error);
int vliw_class_latency (const vliw_model &model, int cls);
int vliw_find_class (const vliw_model &model, const std::string &name);
/* The class of GCC insn type TYPE (the get_attr_type name, e.g. "load_4"
   or "imul") under MODEL->type_map, or -1: the model's own map lines
   first, then the default table of vliw-typemap.cc; exact names beat
   prefix patterns ("neon_load*").  */
int vliw_map_type (const vliw_model &model, const char *type);

/* vliw-list.cc: the baselines, one list scheduler with four policies.  */
enum vliw_heuristic
{
  VLIW_UAS,
  VLIW_UAS_CC,
  VLIW_LUCAS,
  VLIW_BUG
};
void vliw_list_schedule (const vliw_problem &problem,
			 enum vliw_heuristic policy, vliw_schedule *result);

/* vliw-ilp.cc: the 0-1 ILP, warm-started from WARM (the best baseline).  */
struct vliw_ilp_limits
{
  double seconds;		/* CPU-time limit per function.  */
  long nodes;			/* Deterministic budget.  */
  int horizon_slack;		/* T(B) = best baseline length + slack.  */
};
void vliw_ilp_schedule (const vliw_problem &problem,
			const vliw_schedule &warm,
			const vliw_ilp_limits &limits, vliw_schedule *result);

/* Fill RESULT->length and RESULT->objective from the slots and transfers;
   return the objective.  */
double vliw_finish_schedule (const vliw_problem &problem,
			     vliw_schedule *result);

#endif /* XOPT_VLIW_PROBLEM_H */
