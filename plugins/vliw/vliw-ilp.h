/* xopt_vliw: the 0-1 ILP as a solver-independent sparse model.
   Copyright (C) 2026 The xopt authors.

   Columns (notes §6.2, the tight form):
     x[i][m][t]   insn i on cluster m at cycle t (m = -1 for global insns);
		  rho = sum over t, tau = sum over m;
     y[v,B][m1][m2][s]  a transfer of web v in block B from m1 to m2 at s;
     in[v,B][m]   web v current on cluster m at the entry of B (only where
		  it may be stale, continuous);
     eta[B][t]    block B still issuing at cycle t (length = sum over t).
   Windows (24)/(25) are column domains: a column outside its insn's
   earliest/latest cycles is never created.  The model is built without
   GLPK so that the warm start can be checked row by row before GLPK sees
   it (glp_ios_heur_sol does not check feasibility).  */

#ifndef XOPT_VLIW_ILP_H
#define XOPT_VLIW_ILP_H

#include "vliw-solve.h"

#include <map>

struct ilp_col
{
  double lo, hi, obj;
  bool integer;
};

struct ilp_row
{
  std::vector<std::pair<int, double> > terms;
  double lo, hi;		/* -1e30 / 1e30 when unbounded.  */
};

/* A transfer group: web V in block B, cycles LO..HI.  */
struct ilp_xgroup
{
  int web, block, lo, hi;
  std::vector<int> cols;	/* [(m1 * M + m2) * width + s - lo] or -1.  */
};

/* A family of columns summed over cycles (vliw-ilp-prefix.cc): X is
   insn A on cluster B (ILP_ANY: every cluster, global included), Y the
   transfers of group A from B into C (ILP_ANY: any), ETA block A.  */
enum ilp_family_kind { ILP_FAMILY_X, ILP_FAMILY_Y, ILP_FAMILY_ETA };
const int ILP_ANY = -2;

struct ilp_family
{
  enum ilp_family_kind kind;
  int a, b, c;
};
bool operator< (const ilp_family &x, const ilp_family &y);

/* The prefix columns of a family: COUNT[t - FIRST] columns summed up to
   t; COLS created only when a row needs them.  */
struct ilp_chain
{
  int first;
  std::vector<int> count, cols;
};

struct ilp_model
{
  const vliw_problem &p;
  const vliw_analysis &a;
  const vliw_resources &res;
  int clusters;
  std::vector<ilp_col> cols;
  std::vector<ilp_row> rows;
  std::vector<int> horizon;		/* T(B).  */
  std::vector<int> block_lb;		/* Length bounds, or empty.  */
  std::vector<int> lb, ub;		/* Insn windows.  */
  std::vector<std::vector<int> > xcols;	/* [i][(m + 1) * width + t - lb].  */
  std::vector<ilp_xgroup> groups;
  std::map<std::pair<int, int>, int> group_of;	/* (web, block).  */
  std::map<std::pair<int, int>, int> in_of;	/* (web, block) -> col.  */
  std::vector<int> eta;			/* Block -> first eta column.  */
  std::map<ilp_family, ilp_chain> chains;
  std::vector<ilp_row> def_rows;	/* Prefix definitions, pending.  */
  std::vector<int> def_cols;		/* The column each one defines.  */
  int def_first;			/* Their first row once committed.  */
  std::vector<double> weight;		/* Integral objective weights.  */
  double scale;				/* weight = W(B) * scale.  */
  bool weights_exact;
  bool too_big;
  size_t estimated_columns;		/* When too big before building.  */
  ilp_model (const vliw_problem &problem, const vliw_analysis &an,
	     const vliw_resources &r)
    : p (problem), a (an), res (r), clusters (problem.model->clusters),
      def_first (0), weights_exact (true), too_big (false),
      estimated_columns (0) {}
};

/* Larger models are not built: the function keeps its best baseline.  */
const size_t ilp_max_columns = 60000;

/* Column and row helpers (vliw-ilp-columns.cc).  */
int ilp_x (const ilp_model &mo, int i, int m, int t);
int ilp_y (const ilp_model &mo, const ilp_xgroup &g, int m1, int m2, int s);
const ilp_xgroup *ilp_group (const ilp_model &mo, int web, int block);
void ilp_begin_row (ilp_model &mo, double lo, double hi);
void ilp_term (ilp_model &mo, int col, double coef);
void ilp_tau (ilp_model &mo, int i, int first, int last, double coef);

/* vliw-ilp-prefix.cc: sums over cycles as single prefix columns.  */
ilp_family ilp_fx (int insn, int cluster);
ilp_family ilp_fy (const ilp_model &mo, const ilp_xgroup &g, int from,
		   int to);
ilp_family ilp_feta (int block);
void ilp_prefix (ilp_model &mo, const ilp_family &k, int t, double coef);
void ilp_suffix (ilp_model &mo, const ilp_family &k, int t, double coef);
void ilp_commit_prefix_rows (ilp_model &mo);
void ilp_prefix_values (const ilp_model &mo, std::vector<double> *x);

/* vliw-ilp-columns.cc: the columns, with orbit fixing when SYMMETRIC;
   MO.horizon must be set.  */
void ilp_build_columns (ilp_model &mo, bool symmetric);
std::vector<vliw_edep> ilp_hard_deps (const ilp_model &mo);

/* vliw-ilp-build.cc: the whole model for horizons T(B) = the warm
   start's length + SLACK; false when it would be too big.  */
bool ilp_build (ilp_model &mo, const vliw_schedule &warm, int slack,
		bool symmetric);
/* vliw-ilp-rows.cc: resources, availability, block length, energy.  */
void ilp_build_resource_rows (ilp_model &mo);
void ilp_build_availability_rows (ilp_model &mo);
void ilp_build_length_rows (ilp_model &mo);

/* vliw-ilp-warm.cc.  */
bool ilp_symmetry_ok (const vliw_problem &p, const vliw_analysis &a);
void ilp_canonical_clusters (const vliw_problem &p, const vliw_analysis &a,
			     vliw_schedule *s);
bool ilp_warm_vector (const ilp_model &mo, const vliw_schedule &warm,
		      std::vector<double> *x, std::string *why);
void ilp_read_vector (const ilp_model &mo, const std::vector<double> &x,
		      vliw_schedule *s);

/* vliw-ilp-bound.cc: the dependences that hold on every cluster
   assignment, and each block's length bound from them.  */
std::vector<vliw_edep> ilp_bound_deps (const vliw_problem &p,
				       const vliw_analysis &a);
std::vector<int> ilp_lower_bounds (const vliw_problem &p,
				   const vliw_analysis &a,
				   const vliw_resources &res);

#endif /* XOPT_VLIW_ILP_H */
