/* xopt_ifconv: if-conversion of innermost loops by R&K predicate
   assignment (post-dominators, control dependence, R(block), K(p),
   augment-K), trap-safe, for GCC's loop vectorizer.  Declarations shared
   by the phases: ifconv-cdg.cc (region, post-dominators, control
   dependence, R and K), ifconv-legal.cc (what each statement needs),
   ifconv-predicate.cc (predicate and select code), ifconv-rewrite.cc
   (predicated statements, merging the blocks, versioning),
   ifconv-pass.cc (driver, options, plugin_init) and ifconv-outcome.cc
   (the remark once the vectorizer has decided).  */

#ifndef XOPT_IFCONV_H
#define XOPT_IFCONV_H

#include "xopt-common.h"
#include "tree.h"
#include "gimple.h"
#include "ssa.h"
#include "gimple-iterator.h"
#include "cfgloop.h"

/* Options, see ifconv-pass.cc.  */
extern int ifc_trap_safe;
extern int ifc_masked;
extern int ifc_max_predicates;
extern const char *ifc_dot_file;

/* What a statement of a predicated block needs so that executing it in
   every iteration changes nothing the program computes or observes.  */
enum ifc_need
{
  /* Nothing: it cannot trap and has no side effect.  */
  IFC_PLAIN,
  /* Integer arithmetic that may overflow: done in the unsigned type.  */
  IFC_WRAP,
  /* Operands replaced by neutral values where the predicate is false
     (integer division and shifts, floating point under -ftrapping-math).  */
  IFC_NEUTRAL,
  /* A load of a location that is safe to read in every iteration.  */
  IFC_SAFE_LOAD,
  /* A store to a location written unconditionally in the iteration
     anyway: read, select, write.  */
  IFC_SELECT_STORE,
  /* .MASK_LOAD or .MASK_STORE.  */
  IFC_MASKED,
  /* The update of a conditional reduction, rewritten at its join.  */
  IFC_REDUCTION
};

/* The loop body as a single-entry single-exit region and its R&K
   predicate assignment.  Blocks are numbered by their position in ORDER,
   a topological order that starts at the header and ends at the exit
   block; the latch is not part of the region.  */
struct ifc_region
{
  class loop *loop;
  basic_block exit_bb;
  auto_vec<basic_block> order;
  /* Position in ORDER of a block, by block index; -1 outside.  */
  auto_vec<int> pos;
  /* Immediate post-dominator of each block (a position), -1 for the exit
     block.  */
  auto_vec<int> ipdom;
  /* The edges out of blocks with several successors in the region: the
     branch outcomes that blocks can be control dependent on.  */
  auto_vec<edge> branches;
  /* Control-dependence set of each block: bits over BRANCHES.  */
  sbitmap *cd;
  /* R: the predicate of each block; predicate 0 is "true".  */
  auto_vec<int> r;
  /* For each predicate, a block that has it: its control-dependence set
     is K(p).  */
  auto_vec<int> k_block;
  /* Predicates that some path from the entry reaches unset (augment-K):
     they start as false.  */
  auto_vec<bool> augment;
  /* What each statement of a predicated block needs (gimple_uid).  */
  int n_neutral_ops;
  int n_masked;
  /* Floating-point values that are ±0 where a predicate is false (the
     results of neutralized operations), with that predicate.  */
  hash_map<tree, tree> zero_where_false;

  ifc_region () : loop (NULL), exit_bb (NULL), cd (NULL),
		  n_neutral_ops (0), n_masked (0) {}
  ~ifc_region () { if (cd) sbitmap_vector_free (cd); }

  int npreds () const { return k_block.length (); }
  int pred_of (basic_block bb) const { return r[pos[bb->index]]; }
};

/* ifconv-cdg.cc */
extern const char *ifc_build_region (class loop *, ifc_region *);
extern void ifc_dump_region (FILE *, const ifc_region *);
extern void ifc_write_dot (const char *, const ifc_region *);

/* ifconv-legal.cc */
extern const char *ifc_check_statements (ifc_region *);
extern enum ifc_need ifc_stmt_need (gimple *);
extern bool ifc_fp_op_traps_p (enum tree_code, tree);
extern bool ifc_int_division_code_p (enum tree_code);
extern bool ifc_harmless_constant_p (enum tree_code, unsigned, tree);
extern tree ifc_reduction_neutral (enum tree_code, tree);
extern gassign *ifc_phi_reduction (ifc_region *, gphi *, int *);

/* ifconv-predicate.cc */
struct ifc_preds;
extern ifc_preds *ifc_preds_create (ifc_region *);
extern void ifc_preds_free (ifc_preds *);
extern tree ifc_block_pred (ifc_preds *, basic_block);
extern void ifc_emit_branch_preds (ifc_preds *, basic_block);
extern void ifc_convert_phis (ifc_preds *, basic_block);
extern tree ifc_build_select (gimple_stmt_iterator *, tree, tree, tree);

/* ifconv-rewrite.cc */
extern void ifc_predicate_block (ifc_region *, basic_block, tree);
extern void ifc_merge_blocks (ifc_region *);
extern gcall *ifc_version_loop (class loop *, class loop **);

/* ifconv-outcome.cc */
extern void ifc_record_conversion (dump_user_location_t, gcall *,
				   const ifc_region *, unsigned);
extern opt_pass *ifc_make_outcome_pass (gcc::context *);

#endif /* XOPT_IFCONV_H */
