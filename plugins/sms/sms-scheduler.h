/* The modulo scheduler of xopt_sms as one object, in the shape of LLVM's
   MachinePipeliner (SwingSchedulerDAG): its members hold the context of
   one loop, its methods are the phases, each phase in its own file:

     sms-mii.cc       ResMII and RecMII
     sms-order.cc     ASAP, ALAP, height and the swing order
     sms-list.cc      the list schedule the pipelined loop must beat
     sms-place.cc     the swing placement of the nodes at one II
     sms-ims.cc       iterative modulo scheduling, the first fallback
     sms-search.cc    search with backtracking, the last fallback
     sms-kernel.cc    a placement laid out and checked as the kernel
     sms-compact.cc   nodes and chains moved together: fewer stages
     sms-stages.cc    the placement with the fewest stages at an II
     sms-schedule.cc  the search over II: the driver of the phases

   The files of a phase call the phases listed above them and the leaf
   layer of sms-sched.h (DFA, reservation table, flags rules, graph
   helpers), never the other way round.  Register moves (sms-regmoves.cc),
   code generation and versioning come after, in the pass.  */

#ifndef XOPT_SMS_SCHEDULER_H
#define XOPT_SMS_SCHEDULER_H

#include "sms-sched.h"

struct sms_recurrence;
struct sms_group_move;
struct sms_list_state;

/* Per-node data of the acyclic (distance 0) graph.  */
struct sms_node_info
{
  int asap;
  int alap;
  int height;
};

/* A placement of the nodes at II: the cycle of each placed node and the
   reservation table of the placed insns.  */
struct sms_placement
{
  explicit sms_placement (int n);
  ~sms_placement ();
  /* Nothing placed, an empty table for II.  */
  void reset (int ii, int max_reservation);
  /* Everything placed at the cycles of OTHER, its table copied row by
     row in its order.  */
  void copy_from (const sms_placement &other, int max_reservation);

  int ii;
  sms_mrt *mrt;
  auto_vec<int> cycle;
  auto_vec<bool> placed;
  /* The node a placer last found no cycle for, or -1 (for the dump).  */
  int failed;
};

/* Bodies with more nodes get no backtracking search (sms-search.cc).  */
#define SMS_SEARCH_MAX_NODES 16

/* The number of IIs of one loop at which the search may run (the first
   ones where the other placements fail).  */
#define SMS_SEARCH_MAX_IIS 2

/* The number of IIs of one loop at which iterative scheduling may fail
   before only the swing placement is tried at the higher ones.  Each
   failure spends a whole placement budget; in the loop corpus it never
   succeeds after two failures, while a large body that fits no II up to
   MaxII (libjpeg-turbo's jidctint.c) would spend it at every II.  */
#define SMS_IMS_MAX_FAILURES 8

/* Bodies with more nodes try no II above the range of iterative
   scheduling (sms_scheduler::next_ii).  */
#define SMS_STEP_MIN_NODES 48

/* SMS_IMS_MAX_FAILURES for those bodies.  Each of their IIs costs a
   cubic longest-path closure, and the failures are most of the pass's
   time in libjpeg-turbo's jidctint.c.  Of the 23 bodies of more than 48
   nodes that libjpeg-turbo and opus pipeline (x86-64), none needed more
   than 5 failures; the 8 that fit no II spent 6 to 8.  */
#define SMS_IMS_MAX_FAILURES_LARGE 6

/* Nodes that group shifts (sms-compact.cc) may move, per node of the
   body, in one compaction: a shift of a group of K nodes costs K.  */
#define SMS_GROUP_NODE_MOVES_PER_NODE 256

/* How often the costly fallbacks of the swing placement ran for one
   loop.  */
struct sms_fallbacks
{
  int iterative_failures = 0;
  int searches = 0;
};

class sms_scheduler
{
public:
  sms_scheduler (ddg_ptr g, const sms_loop &lp,
		 const sms_sched_options &opts, sms_schedule *s);
  /* Find the schedule of the loop into S; false with *WHY set when there
     is none that beats the list schedule.  */
  bool run (const char **why);

private:
  /* sms-schedule.cc: the search over II.  */
  bool set_up (const char **why);
  bool place_at (sms_placement *p, sms_fallbacks *tried);
  int next_ii (int ii, const sms_fallbacks &tried) const;
  int iterative_failure_limit () const;
  void dump_failure (const sms_placement &p, const char *method) const;
  bool gains_p () const;

  /* sms-mii.cc.  */
  void compute_mii ();
  int rec_mii (const bool *mask) const;
  int res_mii () const;

  /* sms-order.cc.  */
  void compute_node_info ();
  void compute_order ();
  void find_recurrences (vec<sms_recurrence *> *recs) const;
  void add_connecting_nodes (const bool *rec, const bool *prev,
			     bool *in_set) const;
  bool neighbours_of_ordered (const bool *in_set, const bool *ordered,
			      bool preds, bool *r) const;
  int pick (const bool *r, bool top_down) const;
  void order_set (const bool *in_set, bool *ordered);

  /* sms-list.cc.  */
  int list_length () const;
  bool list_cycles (vec<int> *cycle) const;
  int list_pick (const sms_list_state &st) const;

  /* sms-place.cc.  */
  int window (const sms_placement &p, int v, int *start, int *end) const;
  bool fits (const sms_placement &p, int v, int c) const;
  void place (sms_placement *p, int v, int c) const;
  void unplace (sms_placement *p, int v) const;
  int place_in_order (sms_placement *p, const vec<int> &order) const;
  bool place_swing (sms_placement *p, const vec<int> &order) const;

  /* sms-ims.cc.  */
  bool place_iterative (sms_placement *p) const;
  bool make_room (sms_placement *p, int v, int c, int *left) const;
  void evict (sms_placement *p, int v, int *left) const;

  /* sms-search.cc.  */
  bool place_search (sms_placement *p);
  bool search_from (sms_placement *p, unsigned k, int *budget);

  /* sms-kernel.cc.  */
  bool accept (const sms_placement &p);
  bool mve_fits ();
  bool check_copies ();
  bool schedule_valid_p () const;

  /* sms-compact.cc.  */
  int stage_count (const sms_placement &p) const;
  int branch_partner (const sms_placement &p) const;
  int move_limit (const sms_placement &p, const int *unit, int size,
		  bool late, int limit) const;
  bool try_place (sms_placement *p, int w, int c) const;
  bool move_unit (sms_placement *p, const int *unit, int size, int from,
		  int limit, bool late) const;
  bool compact_nodes (sms_placement *p, bool late) const;
  void compact (sms_placement *p) const;
  bool move_group (const sms_placement &p, sms_group_move *m,
		   int delta) const;
  bool shift_group (sms_placement *p, const vec<int> &group,
		    int shift) const;
  int largest_move (const sms_placement &p, sms_group_move *m) const;
  bool compact_groups (sms_placement *p, bool late, int *budget) const;
  void compact_chains (sms_placement *p) const;

  /* sms-stages.cc.  */
  int stage_floor (int ii) const;
  void fewer_stages (const sms_placement &accepted);
  bool top_down (sms_placement *p) const;
  bool accept_fewer (const sms_placement &p, int best_stages,
		     const vec<sms_slot> &slots);

  ddg_ptr m_g;
  int m_n;
  const sms_loop &m_lp;
  sms_sched_options m_opts;
  sms_schedule *m_s;
  /* The longest reservation of an insn of the body, in cycles.  */
  int m_max_reservation;
  auto_vec<sms_node_info> m_info;
  /* The flags values, or null when the graph orders every flags insn
     (sms_flags_analyze failed).  */
  sms_flags_info m_flags_info;
  const sms_flags_info *m_flags;
  /* The longest-path matrix at the II being tried.  */
  auto_vec<int> m_d;
  auto_vec<int> m_order;
  /* Register copies the body needs, on an out-of-order processor.  */
  int m_body_copies;
  /* Whether an II was refused for its register copies.  */
  bool m_copies_refused;
};

#endif /* XOPT_SMS_SCHEDULER_H */
