/* xopt_vliw: the list-scheduling engine's state, shared by the engine
   (vliw-list.cc), the cluster choice (vliw-choice.cc) and BUG's
   assignment (vliw-bug.cc).
   Copyright (C) 2026 The xopt authors.  */

#ifndef XOPT_VLIW_LIST_H
#define XOPT_VLIW_LIST_H

#include "vliw-solve.h"

#include <climits>

const int vliw_never = INT_MAX / 4;

/* A transfer of the current block.  */
struct pending_xfer
{
  int web, from, to, cycle;
};

struct list_engine
{
  const vliw_problem &p;
  const vliw_analysis &a;
  const vliw_resources &res;
  enum vliw_heuristic policy;
  vliw_schedule *out;
  bool single;
  std::vector<int> home;
  std::vector<std::vector<unsigned> > out_mask;
  std::vector<char> done;
  std::vector<std::vector<int> > preds, succs;	/* Indices into a.deps.  */
  std::vector<std::vector<int> > insn_uses;	/* Indices into a.uses.  */
  std::vector<int> height, slack, bug_cluster;
  /* The block being scheduled.  */
  int block;
  vliw_restab *tab;
  std::vector<unsigned> in_mask;
  std::vector<pending_xfer> xfers;
  int ready_count;

  list_engine (const vliw_problem &problem, const vliw_analysis &an,
	       const vliw_resources &r)
    : p (problem), a (an), res (r) {}
};


int cluster_of (const list_engine &e, int insn);
int cycle_of (const list_engine &e, int insn);
int find_xfer (const list_engine &e, int web, int to);
bool cluster_allowed (const list_engine &e, int i, int m);
int operand_ready (const list_engine &e, const vliw_value_use &u, int m,
		   int *src, int *from);
int xfer_slot (const list_engine &e, int src, int m, int from, int limit);
int start_cycle (const list_engine &e, int i, int m);
int predicted_cluster (const list_engine &e, int s);
std::vector<int> cluster_order (const list_engine &e, int i, int t);

/* vliw-bug.cc: BUG's bottom-up greedy assignment of E.block's insns.  */
void vliw_bug_assign (list_engine &e);

/* vliw-prune.cc: remove the transfers SCHEDULE does not need (every use
   is served without them); return how many.  Lengths are not updated.  */
int vliw_prune_transfers (const vliw_problem &problem, const vliw_analysis &a,
			  vliw_schedule *schedule);

#endif /* XOPT_VLIW_LIST_H */
