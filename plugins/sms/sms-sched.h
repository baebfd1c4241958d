/* The leaf layer of the scheduling half of xopt_sms: the DFA states
   (sms-dfa.cc), the modulo reservation table (sms-mrt.cc), the flags rules
   (sms-flags.cc), helpers on the dependence graph (sms-graph.cc) and the
   order within the rows of a kernel (sms-kernel-order.cc).  They call
   nothing above them; the scheduler object (sms-scheduler.h), register
   moves (sms-regmoves.cc) and the two-address copy model (sms-profit.cc)
   are built on them.  The pass and code generation see only sms.h.  */

#ifndef XOPT_SMS_SCHED_H
#define XOPT_SMS_SCHED_H

#include "sms.h"

/* Bodies with more nodes are not scheduled: the closure below is
   quadratic in memory and cubic in time.  */
#define SMS_MAX_NODES 200

/* "No path" in a longest-path matrix.  */
#define SMS_NO_PATH (INT_MIN / 4)

/* Longest paths are not followed past this weight; no real schedule
   comes near it, and it keeps the sums below overflow.  */
#define SMS_PATH_CAP (1 << 28)

/* The longest reservation the DFA is asked to follow, in cycles.  */
#define SMS_MAX_RESERVATION 128

/* Entries per row of the modulo reservation table's memo of cycle
   transitions (a power of two).  */
#define SMS_MRT_MEMO 4

/* sms-mrt.cc: true when INSN takes part in resource checking (it has an
   insn code the DFA knows and counts towards the issue rate).  */
bool sms_insn_issues_p (rtx_insn *insn);

/* sms-mrt.cc: number of cycles INSN keeps the DFA busy when issued alone
   into an idle processor: 1 for a fully pipelined insn, more for an insn
   that holds a unit for several cycles, 0 for an insn without
   reservation.  */
int sms_reservation_cycles (rtx_insn *insn);

/* sms-mrt.cc: a modulo reservation table for initiation interval II.
   An insn at cycle C occupies row C mod II.  A placement is tested by
   replaying the kernel, every placed insn at its row, through a fresh DFA
   state for as many consecutive copies of the II-cycle kernel as the
   longest reservation needs to wrap around, so an insn that holds a unit
   for several cycles blocks those cycles modulo II exactly as the DFA
   says.  At most issue_rate insns share a row.  */
class sms_mrt
{
public:
  sms_mrt (int ii, int max_reservation);
  ~sms_mrt ();

  /* Whether INSN fits in row CYCLE mod II together with what is placed.  */
  bool fits (rtx_insn *insn, int cycle);
  void add (rtx_insn *insn, int cycle);
  /* Add INSN at CYCLE when it fits there in some position of its row;
     returns whether it did.  */
  bool place (rtx_insn *insn, int cycle);
  /* Undo add (INSN, CYCLE).  */
  void remove (rtx_insn *insn, int cycle);
  /* The insns placed in row ROW, in placement order.  */
  const vec<rtx_insn *> &row_insns (int row) const { return m_rows[row]; }
  /* Whether what is placed replays without a conflict.  */
  bool valid_p ();

  int ii;

private:
  bool replay (rtx_insn *extra, int extra_code, int extra_row);
  bool replay_from_base (rtx_insn *extra, int extra_code, int extra_row);
  void record_base ();
  void update_base ();
  int next_changed (int cycle) const;
  void note_change (int row);
  int issue_row (int state, int row);
  int step_row (int state, int row);
  int step_row_with (int state, int row, rtx_insn *extra, int extra_code);
  void forget_row (int row);

  /* The insns of each row, in the order they were placed, and their
     DFA codes (-1 for an insn that does not issue).  */
  auto_vec<rtx_insn *> *m_rows;
  auto_vec<int> *m_codes;
  int *m_issue_count;
  int m_copies;
  /* The DFA state (sms-dfa.cc) at the start of each cycle of the replay
     of what is placed (M_COPIES * II + 1 states); M_BASE_OK when that
     replay has no conflict.  Rows placed or emptied since it was
     recorded are in M_CHANGED, sorted; M_BASE_FULL asks for a replay
     from scratch.  */
  int *m_base;
  auto_vec<int> m_changed;
  bool m_base_full;
  bool m_base_ok;
  /* A direct-mapped memo per row of step_row, SMS_MRT_MEMO entries a
     row: the state a cycle of the row starts in (-1 = empty), and the
     state the next cycle starts in.  */
  int *m_memo_key;
  int *m_memo_val;
  /* The last answer of fits per row: the number of changes of the table
     when it was given (-1 = none), the DFA code asked about, and the
     answer.  The placements ask the same question again when nothing
     changed in between (a window scan, then making room at one of its
     cycles).  */
  int m_changes;
  int *m_fits_at;
  int *m_fits_code;
  bool *m_fits_answer;
};

/* sms-dfa.cc: the target's DFA states as numbers, with memoized
   transitions; valid until sms_dfa_release (sms.h).  */
int sms_dfa_idle (void);
/* The DFA code of INSN, the key of its transitions.  */
int sms_dfa_insn_code (rtx_insn *insn);
/* The state after a cycle advance in STATE.  */
int sms_dfa_advance (int state);
/* The state after issuing INSN (DFA code CODE) in STATE, or -1 when it
   cannot issue there.  */
int sms_dfa_issue (int state, rtx_insn *insn, int code);

/* sms-graph.cc: fill D (N x N, N = G's node count) with the longest path
   weights between nodes where an edge weighs latency - distance * II.
   D[i * N + j] is SMS_NO_PATH without a path.  Only nodes set in MASK
   take part when MASK is non-null.  Returns false when a cycle has a
   positive weight, i.e. II is below the recurrence bound.  */
bool sms_longest_paths (ddg_ptr g, int ii, int *d, const bool *mask);

/* sms-graph.cc: the latency of the dependence of U on the register
   value DEF_INSN produces, for register moves.  */
int sms_def_latency (rtx_insn *def_insn);

/* sms-kernel-order.cc: sort S->slots into kernel emission order; returns
   false when no order within a row respects the dependences.  */
bool sms_sort_slots (ddg_ptr g, sms_schedule *s);

/* sms-regmoves.cc: the register moves of the schedule in S, without
   changing anything, for the II search; MRT has every node placed.  */
bool sms_moves_fit (ddg_ptr g, const sms_schedule &s, sms_mrt *mrt);

/* sms-ddg.cc: whether the value of REGNO that DEF_INSN defines can be
   carried across more than II cycles by register moves.  */
bool sms_movable_def_p (basic_block bb, rtx_insn *def_insn,
			unsigned int regno);

/* sms-graph.cc: add an edge to G, or raise the latency of the edge of
   the same ends and distance.  */
void sms_add_edge (ddg_ptr g, ddg_node_ptr src, ddg_node_ptr dest,
		   dep_type type, int latency, int distance);

/* sms-graph.cc: remove from G every edge E for which DROP (E, DATA) is
   true, and make the successor and predecessor sets follow.  */
void sms_remove_edges (ddg_ptr g, bool (*drop) (ddg_edge_ptr, const void *),
		       const void *data);

/* sms-graph.cc: whether the processor fuses the flags setter SETTER with
   the jump READER when they are adjacent (x86 compare and branch).  */
bool sms_macro_fused_p (rtx_insn *setter, rtx_insn *reader);

/* sms-flags.cc: whether REGNO (used in MODE) holds condition codes.  */
bool sms_flags_regno_p (unsigned int regno, machine_mode mode);

/* sms-flags.cc: whether INSN sets or clobbers a flags (condition code)
   register.  */
bool sms_sets_flags_p (rtx_insn *insn);

/* sms-flags.cc: whether INSN reads a flags register.  */
bool sms_reads_flags_p (rtx_insn *insn);

/* sms-flags.cc: the flags values of a loop body.  */
enum
{
  SMS_FLAGS_SET = 1,
  SMS_FLAGS_READ = 2
};

/* A flags value: the node that sets it and the last node (in body order)
   that reads it.  */
struct sms_flags_value
{
  int setter;
  int last_reader;
};

struct sms_flags_info
{
  /* Per node: SMS_FLAGS_SET and/or SMS_FLAGS_READ.  */
  auto_vec<int> kind;
  /* Per node: the index in VALUES of the value it sets or reads, or
     -1.  */
  auto_vec<int> value_of;
  auto_vec<sms_flags_value> values;
};

/* sms-flags.cc: fill INFO for G; false when a flags value is live around
   the back edge or read by an insn that also sets the flags (then the
   graph keeps the dependences the scheduler's analysis gives the flags,
   which order every flags insn).  */
bool sms_flags_analyze (ddg_ptr g, sms_flags_info *info);

/* sms-flags.cc: drop the edges of G that only the flags justify, keeping
   each flags value's setter -> reader edges.  */
void sms_relax_flags_edges (ddg_ptr g, const sms_flags_info &info);

/* sms-flags.cc: whether node V at cycle C keeps every flags value's rows
   (setter to last reader, fewer than II) free of other flags insns, given
   the nodes PLACED at CYCLE.  */
bool sms_flags_fits (ddg_ptr g, const sms_flags_info &info, int ii,
		     const int *cycle, const bool *placed, int v, int c);

/* sms-flags.cc: the same for a complete schedule.  */
bool sms_flags_valid_p (ddg_ptr g, const sms_flags_info &info, int ii,
			const int *cycle);

/* sms-graph.cc: whether node A at cycle CA must come before node B
   at cycle CB in the kernel: they run in the same kernel cycle and B
   depends on A with latency 0, or A reads a register B overwrites.  */
bool sms_forced_before_p (ddg_ptr g, int a, int b, int ca, int cb, int ii);

/* sms-profit.cc: the register copies the register allocator must add
   for matching constraints (two-address insns) in the kernel of S, or in
   the original body when S is null.  */
int sms_tied_copies (ddg_ptr g, const sms_schedule *s);

/* sms-profit.cc: for each insn of G whose output a matching constraint
   ties to an input that the body frees in time, keep the uses of the
   output before the next definition of that input (anti edges), so that
   the kernel needs no register copy for it either.  */
void sms_add_tie_edges (ddg_ptr g);

#endif /* XOPT_SMS_SCHED_H */
