/* SLP-M (Feng et al.): make non-isomorphic groups of stores isomorphic so
   that GCC's SLP vectorizer takes them.  Declarations shared by the phases:
   slpm-groups.cc (store groups, lane trees), slpm-select.cc (base lane,
   patterns, scores), slpm-transform.cc (rewriting the GIMPLE), slpm-fill.cc
   (uniform operand slots), slpm-target.cc (what the target's vector unit
   does), slpm-predict.cc (what GCC's SLP will make of a rewrite),
   slpm-blend.cc and slpm-emit.cc (vector code for two-opcode groups and
   halves) and slpm-pass.cc (the pass and plugin_init).  */

#ifndef XOPT_SLPM_H
#define XOPT_SLPM_H

#include "xopt-common.h"
#include "tree.h"
#include "gimple.h"
#include "ssa.h"
#include "gimple-iterator.h"

/* optabs-tree.h needs insn-opinit.h, which the plugin headers lack; these
   are the declarations of cc1's own query (optabs-tree.cc) that it
   exports, used by slpm-target.cc and slpm-blend.cc.  */
enum optab_subtype
{
  optab_default,
  optab_scalar,
  optab_vector,
  optab_vector_mixed_sign
};
extern bool target_supports_op_p (tree, enum tree_code, enum optab_subtype);

/* Options, see slpm-pass.cc.  */
extern int slpm_reorder;
extern int slpm_extend;
extern int slpm_replace;
extern int slpm_shuffle;
extern int slpm_depth;
extern int slpm_min_lanes;
extern int slpm_fill;

/* One node of a lane's expression tree.  Interior nodes are single-use
   assignments of the store's basic block; everything else (loads,
   constants, values with other uses or from elsewhere) is a leaf, which
   SLP-M never rewrites, only wraps.  */
struct slpm_node
{
  /* The value of the node: an SSA name or a constant.  */
  tree val;
  /* The defining assignment of an interior node, NULL for a leaf.  */
  gimple *stmt;
  /* The operation of an interior node, ERROR_MARK for a leaf.  */
  enum tree_code code;
  unsigned nops;
  slpm_node *ops[2];
  /* For a leaf defined by a load in the same block: the memory
     reference, and the load.  */
  tree ref;
  gimple *load;
  /* The type of the node when it differs from TREE_TYPE (VAL): the
     narrowed nodes below, whose VAL is NULL until materialized.  */
  tree type;
  /* A node of a narrowed copy of a lane (see slpm_narrow) that has no
     statement yet: STMT is only a placeholder.  */
  bool virt;
  /* For a rewritten copy made by slpm_try_replace: the node whose
     statement gets rewritten.  */
  slpm_node *orig;
  /* A commutative node of the base lane whose operands the selection
     swapped (slpm_orient_base); the statement is swapped when the plans
     are applied.  */
  bool swapped;
};

/* One lane of a store group.  */
struct slpm_lane
{
  gassign *store;
  slpm_node *root;
};

/* What the scoring decided for one (base node, lane node) pair.  */
enum slpm_action
{
  /* Both are leaves.  */
  SLPM_LEAF,
  /* Same operation (operands maybe swapped).  */
  SLPM_MATCH,
  /* The lane's operation is rewritten into the base's.  */
  SLPM_REPLACE,
  /* The lane node X becomes X op identity.  */
  SLPM_EXTEND,
  /* PLUS against MINUS: left to GCC's two-operator SLP nodes.  */
  SLPM_SHUFFLE,
  /* A truncation of a wider computation, (T) (X op_W Y), recomputed in
     the narrow unsigned type the base uses: (T) ((U) X op_U (U) Y).  */
  SLPM_NARROW,
  /* Nothing makes the lane match here.  */
  SLPM_FAIL
};

struct slpm_plan
{
  enum slpm_action action;
  /* Whether the whole subtree becomes isomorphic to the base's.  */
  bool ok;
  /* Swap the lane's two operands (reordering).  */
  bool swap;
  int score;
  slpm_node *base;
  /* The lane node; for SLPM_REPLACE the rewritten (virtual) node, whose
     stmt is the one to rewrite.  */
  slpm_node *lane;
  /* SLPM_EXTEND: the identity operation, its constant and the operand
     position of the lane's value.  */
  enum tree_code ext_code;
  tree ext_cst;
  int ext_pos;
  /* SLPM_EXTEND: the identity takes a slot where the other lanes have
     SSA values, not constants; it is given an SSA name of its own (see
     slpm-transform.cc).  */
  bool ext_ssa;
  /* SLPM_EXTEND into a longer neutral form that is not X op identity:
     the virtual tree that replaces X, shaped like the base node, whose
     operands kids[] match against the base's (ext_code is then
     ERROR_MARK).  Such are the conversion round trip (T) (U) X and the
     rounding shift ((X * 2^K) + R) >> K.  */
  slpm_node *ext_root;
  /* Plans for the operand pairs, in the lane statement's operand order
     after any swap (SLPM_EXTEND: kids[ext_pos] is the lane's value).  */
  slpm_plan *kids[2];
};

/* Transform counts of one group, for the remark.  */
struct slpm_counts
{
  int reorder, extend, replace, shuffle;
};

/* slpm-groups.cc */
extern void slpm_obstack_init (void);
extern void slpm_obstack_release (void);
extern void *slpm_alloc (size_t size);
extern bool slpm_type_ok_p (tree type);
extern slpm_node *slpm_build_tree (tree val, basic_block bb, int depth);
extern slpm_node *slpm_const_leaf (tree cst);
extern void slpm_print_node (FILE *file, const slpm_node *node);
extern unsigned slpm_process_function (function *fun, bool fence);

/* slpm-select.cc */
extern slpm_node *slpm_try_replace (slpm_node *lane, enum tree_code target,
				    gimple *ctx);
extern slpm_plan *slpm_score (slpm_node *base, slpm_node *lane, int depth,
			      unsigned *budget);
extern int slpm_select_base (vec<slpm_lane> &lanes, unsigned start,
			     unsigned n, int *order);
extern void slpm_print_plan (FILE *file, const slpm_plan *plan);
extern slpm_node *slpm_orient_base (slpm_node *b, slpm_plan **plans, unsigned n);

extern slpm_node *slpm_narrow (slpm_node *l, tree utype);
extern tree slpm_node_type (const slpm_node *n);

/* slpm-transform.cc */
extern void slpm_count_plan (const slpm_plan *plan, slpm_counts *counts);
extern void slpm_apply_plan (slpm_plan *plan, gimple *parent, unsigned opno);
extern void slpm_apply_base_swaps (slpm_node *n);
extern bool slpm_wrap_signed_scales (vec<slpm_lane> &group, unsigned start,
				     unsigned n);

/* slpm-outcome.cc */
extern void slpm_record_group (vec<slpm_lane> &group, unsigned start,
			       unsigned n, const slpm_counts &counts);
extern opt_pass *slpm_make_outcome_pass (gcc::context *ctxt);

/* slpm-predict.cc */
extern bool slpm_stores_only_p (vec<slpm_lane> &group, unsigned start,
				unsigned n, int base, slpm_plan **plans);

/* slpm-fence.cc */
extern bool slpm_fence_group (vec<slpm_lane> &group);
extern bool slpm_fenced_p (function *fun);
extern unsigned slpm_remove_fences (function *fun);

/* slpm-target.cc */
extern bool slpm_vector_op_p (enum tree_code code, tree type);
extern bool slpm_vector_shift_by_vector_p (enum tree_code code, tree type);
extern unsigned slpm_vector_lanes (tree type);

/* slpm-fill.cc */
extern unsigned slpm_fill_load_slots (vec<slpm_lane> &group, unsigned start,
				      unsigned n);
extern unsigned slpm_fill_scaled_slots (vec<slpm_lane> &group, unsigned start,
					unsigned n);

/* slpm-emit.cc: which chunks the driver offers for vector code.  */
enum slpm_emit_kind
{
  /* A chunk that could not be made isomorphic: emitted when it needs a
     blend of two operations.  */
  SLPM_EMIT_TWO_OPS,
  /* An isomorphic half of such a chunk: emitted in a loop, or when it
     narrows.  */
  SLPM_EMIT_HALF,
  /* A whole chunk that is isomorphic: emitted only when it narrows.  */
  SLPM_EMIT_WHOLE,
  /* A chunk narrowing in several steps, deferred until after GCC's
     vectorizers, which left it scalar (slpm-late.cc).  */
  SLPM_EMIT_LEFT_SCALAR
};
enum slpm_emit_result
{
  SLPM_NOT_EMITTED,
  SLPM_EMITTED,
  /* Wanted only if GCC's vectorizers leave it scalar: to be offered again
     as SLPM_EMIT_LEFT_SCALAR after them (slpm_defer_chunk).  */
  SLPM_DEFERRED
};
extern enum slpm_emit_result slpm_emit_vector (vec<slpm_lane> &group,
					       unsigned start, unsigned n,
					       enum slpm_emit_kind kind);

/* slpm-late.cc */
extern void slpm_defer_chunk (vec<slpm_lane> &group, unsigned start,
			      unsigned n);
extern bool slpm_deferred_p (function *fun);
extern unsigned slpm_emit_deferred (function *fun);

#endif /* XOPT_SLPM_H */
