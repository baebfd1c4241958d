/* xopt_vliw: what the list schedulers and the ILP share (GCC-free).
   Copyright (C) 2026 The xopt authors.

   The convention both follow, so that every baseline schedule is a
   feasible point of the ILP (its warm start):
     - each clustered web V has a home cluster: all its defs are there, and
       every transfer of V reads the home copy (no relays);
     - in a block that defines V, transfers of V come after the block's last
       def of V is ready; a use between two defs of V in one block is on
       the home cluster;
     - a use of V before the block's first def of V (upward exposed) reads V
       on a cluster where V is current at block entry (must-availability,
       the home always is) or, in a block without a def of V, on a cluster
       a transfer in the block filled in time;
     - at most one transfer of V into one cluster per block.
   A web is "free" (no cluster constraint) when it has no def or only defs
   by unclustered (global) insns, which write every cluster; a web with
   both kinds of defs is pinned to cluster 0 like a hard register.
   Uses by global insns (branches) read the home copy.  */

#ifndef XOPT_VLIW_SOLVE_H
#define XOPT_VLIW_SOLVE_H

#include "vliw-problem.h"

#include <cstdint>

/* ------------------------------------------------------ Hall's condition */

/* One reservation of a class, alternatives as a resource bit mask.  */
struct vliw_need
{
  uint64_t mask;
  bool global;
  int first, last;
};

/* A union of alternative sets: at most CAPACITY needs whose mask is a
   subset of MASK per cluster (or globally) and cycle.  */
struct vliw_hall_set
{
  uint64_t mask;
  bool global;
  int capacity;
};

struct vliw_resources
{
  std::vector<vliw_hall_set> sets;
  std::vector<std::vector<vliw_need> > class_needs;
  std::vector<vliw_need> xfer_src, xfer_dst;
};

void vliw_build_resources (const vliw_model &model, vliw_resources *res);

/* Reservations of one block: issue slots and Hall-set counts per cycle.  */
class vliw_restab
{
public:
  vliw_restab (const vliw_model &model, const vliw_resources &res);
  bool insn_fits (int cls, int cluster, int cycle) const;
  void add_insn (int cls, int cluster, int cycle, int sign);
  bool xfer_fits (int from, int to, int cycle) const;
  void add_xfer (int from, int to, int cycle, int sign);
  /* Exclusive (call) windows: nothing else issues in them.  */
  bool cycle_free (int cycle) const;
  bool cycle_blocked (int cycle) const;
  void block_cycles (int first, int last, int sign);
private:
  const vliw_model &model;
  const vliw_resources &res;
  std::vector<std::vector<int> > counts;	/* [cycle][scope * sets].  */
  std::vector<int> issued, blocked;
  void grow (int cycle);
  bool needs_fit (const std::vector<vliw_need> &needs, int cluster,
		  int cycle) const;
  void add_needs (const std::vector<vliw_need> &needs, int cluster,
		  int cycle, int sign);
  int index (int scope, int set) const;
};

/* ------------------------------------------------------------ analysis */

enum vliw_web_kind { VLIW_WEB_FREE, VLIW_WEB_PINNED, VLIW_WEB_CLUSTERED };

/* How a use reads its web within its block.  */
enum vliw_use_kind
{
  VLIW_USE_EXPOSED,		/* No def of the web before it in the block.  */
  VLIW_USE_LAST,		/* Reads the block's last def.  */
  VLIW_USE_MIDDLE		/* Reads an earlier def: must be at home.  */
};

struct vliw_value_use
{
  int insn, web, def;		/* DEF: the reaching def in the block or -1.  */
  enum vliw_use_kind kind;
};

/* A dependence as the solvers see it: CONDITIONAL ones hold only when
   both ends are on the same cluster.  */
struct vliw_edep
{
  int from, to, latency;
  bool conditional;
};

struct vliw_analysis
{
  std::vector<int> rpo;			/* Blocks in reverse post-order.  */
  std::vector<int> position;		/* Insn -> index in its block.  */
  std::vector<enum vliw_web_kind> web_kind;
  std::vector<int> web_pin;		/* The cluster of a pinned web.  */
  std::vector<unsigned> allowed;	/* Insn -> cluster mask (0: global).  */
  std::vector<vliw_value_use> uses;	/* Clustered webs only.  */
  std::vector<vliw_edep> deps;		/* Problem deps + value order.  */
  /* Per block: (web, last def insn) for the clustered webs it defines.  */
  std::vector<std::vector<std::pair<int, int> > > last_defs;
  /* Per clustered web: blocks where it is live and may be stale at entry
     (the only blocks where availability is a question).  */
  std::vector<std::vector<char> > stale_in;
  std::vector<int> latency;		/* Insn -> class latency.  */
  bool ok;
  std::string why;
};

void vliw_analyze (const vliw_problem &problem, vliw_analysis *a);
int vliw_last_def (const vliw_analysis &a, int block, int web);
bool vliw_insn_global (const vliw_problem &problem, int insn);

#endif /* XOPT_VLIW_SOLVE_H */
