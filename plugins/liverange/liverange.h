/* xopt_liverange: live-range dependence analysis (Li & Chen) in the
   polyhedral model, so that loops blocked only by false (anti and output)
   dependences become parallel.  Declarations shared by the phases:

     liverange-scop.cc       statements, domains, schedule and accesses
     liverange-aff.cc        affine expressions from scalar evolutions
     liverange-address.cc    subscripts of references through pointers
     liverange-isl.cc        affine conditions and the ISL objects of
			     the model, built through ISL's API
     liverange-flow.cc       exact flow dependences (ISL dataflow)
     liverange-ranges.cc     live ranges per memory cell
     liverange-conflicts.cc  flow and live-range conflicts under the
			     candidate parallel schedule, repair decisions
     liverange-repair.cc     forward substitution and scalar expansion
			     (private copies) in GIMPLE
     liverange-reeval.cc     forward substitution by evaluating a defining
			     expression again
     liverange-profit.cc     whether a parallel loop has enough work
     liverange-clique.cc     the aliasing facts of a parallel region
			     given back after parloops outlines it
     liverange-version.cc    loop versioning on a run-time overlap check
     liverange-stale.cc      carried scalars that no iteration observes
			     (Graphite's regenerated code)
     liverange-outlined.cc   the counter and cost model of the loops
			     parloops outlines, for the vectorizer
     liverange-graphite.cc   Graphite's code generation kept off the
			     loops this plugin decides
     liverange-pass.cc       options, the pass, plugin_init.  */

#ifndef XOPT_LIVERANGE_H
#define XOPT_LIVERANGE_H

#define INCLUDE_STRING
#define INCLUDE_MAP
#define INCLUDE_VECTOR
#define INCLUDE_SET
#define INCLUDE_ALGORITHM
#define INCLUDE_ISL
#include "xopt-common.h"
#include "tree.h"
#include "gimple.h"
#include "ssa.h"
#include "gimple-iterator.h"
#include "cfgloop.h"
#include "tree-data-ref.h"

/* Options, see liverange-pass.cc.  */
extern int lr_expand;
extern int lr_substitute;
extern int lr_max_bytes;
extern int lr_loops;
extern int lr_graphite;
enum { LR_LOOPS_OUTERMOST, LR_LOOPS_ALL };

/* An affine expression over the loop counters c0, c1, ... of the nest and
   the parameters (SSA names invariant in the nest).  Keys are ISL
   identifiers.  */
struct lr_aff
{
  HOST_WIDE_INT cst = 0;
  std::map<std::string, HOST_WIDE_INT> coef;
};

/* An affine condition over the counters c<d>, the cell dimensions o<d>
   and the parameters: one constraint (E >= 0 or E = 0), or a conjunction
   or disjunction of conditions (the empty conjunction holds, the empty
   disjunction does not).  It becomes an ISL set once every parameter is
   known (liverange-isl.cc).  */
struct lr_cond
{
  enum kind_t { GE, EQ, AND, OR };
  explicit lr_cond (kind_t k = AND) : kind (k) {}
  kind_t kind;
  lr_aff e;
  std::vector<lr_cond> ops;
};

/* One polyhedral statement: one GIMPLE statement of the nest.  */
struct lr_stmt
{
  unsigned id;
  gimple *stmt;
  /* The loops from the candidate loop (index 0) to the statement's own.  */
  auto_vec<class loop *> loops;
  /* The schedule: at each loop level the counter, then the position of
     the block or inner loop in that loop's body; last the statement's index
     in its block: [c0, p0, c1, p1, ..., ck, pk, idx].  */
  auto_vec<int> pos;
  /* The iteration domain.  */
  lr_cond domain;
  /* The instances of the domain where a subscript is not exact (none
     may exist): a narrowing conversion in a subscript keeps its value
     only when the value fits the narrower type.  */
  lr_cond range_checks = lr_cond (lr_cond::OR);
  /* The instances where a row index of a pointer base leaves its row (a
     row of a run-time length shorter than the row accessed, A[i*m + j]
     with j up to n > m): they must not exist either, which the
     parameters may guarantee at run time (see lr_scop::row_guard).  */
  lr_cond row_checks = lr_cond (lr_cond::OR);
};

/* A variable or array, the family of cells one base object names.  */
struct lr_base
{
  unsigned id;
  /* DR_BASE_OBJECT of its references.  */
  tree object;
  /* The declaration when the object is one, else NULL (through a
     pointer).  */
  tree decl;
  /* Number of access functions (subscripts) of every reference.  */
  unsigned nsubs;
  /* Size in bytes of every reference.  */
  tree ref_size;
  /* Whether the contents may be read after the loop.  */
  bool live_out;
  /* Whether its live ranges conflict under the parallel schedule.  */
  bool conflict;
  /* Whether OBJECT is the declaration itself, as a call's range names it,
     until a reference names its base object.  */
  bool range_object = false;
  /* The ISL tuple name, A<id>.  */
  std::string name;
  /* Through a pointer: the row lengths (parameter identifiers) of its
     dimensions, innermost first; the element offset of a cell
     [sk, ..., s1, s0] is s0 + r0 * (s1 + r1 * (...)).  */
  std::vector<std::string> ratios;
};

/* The byte offset of an address from its base pointer: a polynomial,
   each monomial (sorted factors: counters c<d> and parameter
   identifiers) with its coefficient.  */
struct lr_offset
{
  std::vector<std::pair<std::vector<std::string>, HOST_WIDE_INT> > terms;
  /* The bounds of the reference's array types that its subscripts keep
     (constraints on the statement's counters), as C requires.  */
  lr_cond assumed;
};

/* One memory access of a statement.  */
struct lr_access
{
  lr_stmt *st;
  lr_base *base;
  bool write;
  /* The reference in the statement.  */
  tree ref;
  /* The cells accessed: a condition on the statement's counters c<d>
     and the cell's dimensions o<d> (outermost first), e.g. o0 = c0 + 1
     and o1 = c1.  */
  lr_cond cell;
  /* Through a pointer base: the offset the cell is made from.  */
  lr_offset offset;
  /* A byte range of a call (memset, memcpy): RANGE_BYTES bytes from the
     offset.  */
  bool range = false;
  lr_aff range_bytes;
};

/* A value computed in the loop and used after it (an exit PHI).  */
struct lr_liveout
{
  gphi *phi;
  tree value;
  /* Whether the use after the loop re-evaluates the value instead.  */
  bool substituted = false;
};

/* The static control part rooted at one candidate loop.  */
struct lr_scop
{
  class loop *loop;
  auto_vec<lr_stmt *> stmts;
  auto_vec<lr_access *> accesses;
  auto_vec<lr_base *> bases;
  auto_vec<lr_liveout> liveouts;
  /* Header PHIs of the loop that carry a value no iteration observes
     from a previous one (liverange-stale.cc): replaced by their initial
     values when the loop is made parallel.  */
  auto_vec<gphi *> stale_phis;
  /* Parameter identifiers and their SSA names.  */
  std::map<std::string, tree> params;
  /* Iteration domain of the candidate loop alone, { [c0] : ... }.  */
  isl_set *loop_domain = NULL;
  /* Pairs of pointer bases that GCC's oracle cannot prove distinct (two
     parameters without restrict).  The model treats them as distinct
     arrays; only a run-time check that their ranges do not overlap
     makes that true (liverange-version.cc).  */
  std::vector<std::pair<lr_base *, lr_base *> > may_overlap;
  /* Once the loop is versioned: the base pointers of the pairs the check
     covers; any other possible alias is refused.  */
  bool versioned = false;
  std::vector<std::pair<tree, tree> > checked;
  /* The unchanged copy that runs when the check fails, once the loop was
     versioned.  */
  class loop *copy = NULL;
  /* When the row indices stay within their rows only for some values of
     the parameters (m >= n for A[i*m + j], j < n): those values, which
     the model assumes and the run-time check tests.  */
  isl_set *row_guard = NULL;
  /* Whether the check of the versioned loop tests the row guard.  */
  bool guarded = false;
  /* For the model of a versioned loop: the model before versioning, whose
     dataflow analysis it may reuse (liverange-flow.cc).  */
  const lr_scop *first = NULL;

  /* The ISL model.  */
  isl_ctx *ctx = NULL;
  isl_union_set *domain = NULL;
  isl_union_map *schedule = NULL;
  isl_union_map *reads = NULL;
  isl_union_map *writes = NULL;
  /* Flow dependences: write instance -> read instance.  */
  isl_union_map *flow = NULL;
  /* Reads that may have no source in the loop: instance -> cell.  */
  isl_union_map *no_source = NULL;
};

/* The repair chosen for one base.  */
enum lr_repair_kind
{
  LR_NONE,
  LR_SUBSTITUTE,
  LR_EXPAND
};

struct lr_decision
{
  lr_base *base;
  enum lr_repair_kind kind;
  /* Number of anti and output dependences (statement pairs) carried by the
     loop on this base.  */
  int false_deps;
};

/* How one read, or one value used after the loop, is forward-substituted:
   by the value a dominating store wrote (STORE set, no statements), or by
   evaluating the defining expression again (the statements to copy).  */
struct lr_chain
{
  /* The stored value (an SSA name or an invariant).  */
  tree value = NULL_TREE;
  /* The store, for a read.  */
  const lr_stmt *store = NULL;
  /* Whether the read takes the stored SSA value itself.  */
  bool direct = false;
  /* The statements that compute VALUE, operands first.  */
  auto_vec<gimple *> stmts;
  /* The counters of the store's loops that the statements use.  */
  auto_vec<tree> phis;
  /* The loads among STMTS.  */
  auto_vec<lr_access *> loads;
  /* The store's counters c0, c1, ... as affine functions of the use's
     counters r0, r1, ... and the parameters.  */
  std::vector<lr_aff> store_counters;
};

/* The outcome of the analysis of one loop.  */
struct lr_plan
{
  ~lr_plan ()
  {
    for (auto &kv : chains)
      delete kv.second;
  }
  /* The substitution of each substituted read (by lr_access) and each value
     used after the loop (by SSA name).  */
  std::map<const void *, lr_chain *> chains;
  auto_vec<lr_decision> decisions;
  /* Whether the exit values need expansion.  */
  bool expand_liveouts;
  /* Whether a loop was made to leave in its first iteration.  */
  bool cleanup_cfg = false;
  int false_deps;
  int substituted;
  int expanded;
  unsigned HOST_WIDE_INT bytes;
  /* Carried values no iteration observes, replaced by their initial
     values (liverange-stale.cc).  */
  int stale = 0;
};

/* liverange-scop.cc */
extern const char *lr_build_scop (lr_scop *scop);
extern void lr_free_scop (lr_scop *scop);
extern std::string lr_tree_name (tree t);
extern const char *lr_possible_alias (tree p, tree q);
extern bool lr_pair_listed_p (const std::vector<std::pair<tree, tree> > &pairs,
			      tree p, tree q);

/* liverange-stale.cc */
extern bool lr_stale_carried_p (class loop *loop, gphi *phi);
extern void lr_drop_stale_phis (lr_scop *scop, struct lr_plan *plan);

/* liverange-aff.cc */
extern bool lr_value_aff (lr_scop *scop, class loop *loop, tree expr,
			  basic_block bb, lr_aff *aff,
			  lr_cond *obligations = NULL);
extern bool lr_chrec_aff (lr_scop *scop, tree chrec, basic_block bb,
			  lr_aff *aff, lr_cond *obligations);
extern bool lr_count_aff (lr_scop *scop, class loop *loop, tree count,
			  basic_block bb, lr_aff *aff);
extern std::string lr_param_id (lr_scop *scop, tree name);
extern bool lr_small_p (HOST_WIDE_INT a);
extern void lr_aff_add_scaled (lr_aff *to, const lr_aff &from,
			       HOST_WIDE_INT k);
extern lr_cond lr_out_of_range (const lr_aff &v, tree type);

/* liverange-isl.cc */
extern lr_cond lr_cond_ge (const lr_aff &a, const lr_aff &b);
extern lr_cond lr_cond_lt (const lr_aff &a, const lr_aff &b);
extern lr_cond lr_cond_eq (const lr_aff &a, const lr_aff &b);
extern void lr_cond_and (lr_cond *to, const lr_cond &op);
extern void lr_cond_or (lr_cond *to, const lr_cond &op);
extern lr_aff lr_aff_var (const std::string &name);
extern lr_aff lr_aff_const (HOST_WIDE_INT cst);
extern std::string lr_stmt_name (const lr_stmt *st);
extern std::string lr_dim_name (char prefix, unsigned d);
extern isl_space *lr_tuple_space (const lr_scop *scop, const std::string &name,
				  unsigned n, char prefix);
extern isl_space *lr_stmt_space (const lr_scop *scop, const lr_stmt *st);
extern isl_space *lr_cell_space (const lr_scop *scop, const lr_base *base);
extern isl_set *lr_cond_set (isl_space *space, unsigned ncounters,
			     const lr_cond &c);
extern isl_map *lr_cond_map (const lr_scop *scop, const lr_stmt *st,
			     isl_space *range, const lr_cond &c);
extern isl_union_set *lr_stmt_universe (const lr_scop *scop,
					const lr_stmt *st);
extern isl_union_set *lr_cell_universe (const lr_scop *scop,
					const lr_base *base);
extern isl_union_map *lr_same_iterations (const lr_scop *scop,
					  const lr_stmt *from,
					  const lr_stmt *to);

/* liverange-address.cc */
extern bool lr_address_offset (lr_scop *scop, lr_stmt *st, tree addr,
			       lr_offset *offset, tree *base);
extern const char *lr_pointer_cells (lr_scop *scop);
extern const char *lr_decl_range_cell (lr_access *acc, HOST_WIDE_INT size);

/* liverange-profit.cc */
extern bool lr_profitable_p (class loop *loop, const char **why);

/* liverange-clique.cc */
extern unsigned lr_restore_region_aliasing (
  function *fun, gomp_parallel *par,
  const std::vector<std::pair<tree, tree> > &disjoint);

/* liverange-version.cc */
extern bool lr_overlap_check_needed_p (const lr_scop *scop);
extern void lr_tested_pairs (const lr_scop *scop,
			     std::vector<std::pair<tree, tree> > *pairs);
extern tree lr_overlap_check (const lr_scop *scop, std::string *why);
extern class loop *lr_version_loop (class loop *loop, tree check);
extern void lr_drop_version (class loop *loop);

/* liverange-flow.cc */
extern void lr_compute_flow (lr_scop *scop);
extern isl_union_map *lr_carried (isl_union_map *umap, bool forward_only);

/* liverange-ranges.cc */
extern isl_union_map *lr_live_ranges (const lr_scop *scop,
				      const lr_base *base);
extern void lr_dump_live_ranges (const lr_scop *scop);

/* liverange-conflicts.cc */
extern bool lr_check (lr_scop *scop, lr_plan *plan, std::string *reason);

/* liverange-repair.cc */
extern bool lr_substitutable_p (lr_scop *scop, const lr_access *read,
				lr_chain *chain);
extern void lr_apply (lr_scop *scop, lr_plan *plan);
extern bool lr_privatisation_available (void);
extern unsigned HOST_WIDE_INT lr_private_bytes (tree type, bool kept);
extern tree lr_new_counter (class loop *loop);

/* liverange-reeval.cc */
extern bool lr_reeval_read_p (lr_scop *scop, const lr_access *read,
			      const lr_access *store, isl_union_map *deps,
			      lr_chain *chain);
extern bool lr_reeval_liveout_p (lr_scop *scop, tree value, lr_chain *chain);
extern tree lr_emit_reeval_read (lr_scop *scop, const lr_chain *chain,
				 gimple *use, const vec<class loop *> &use_loops,
				 hash_map<int_hash<int, -1, -2>, tree> *counters);
extern tree lr_emit_reeval_exit (lr_scop *scop, lr_chain *chain,
				 basic_block bb);

/* Helpers.  */
extern void lr_dump_isl (const char *what, isl_union_map *umap);
extern void lr_dump_isl_set (const char *what, isl_union_set *uset);

/* liverange-graphite.cc */
extern opt_pass *lr_make_graphite_off_pass (gcc::context *ctxt);
extern void lr_restore_graphite_flags (void);

/* liverange-outlined.cc */
extern HOST_WIDE_INT lr_max_latch_executions (class loop *loop);
extern void lr_prepare_outlined (tree child, HOST_WIDE_INT max_latch);
extern opt_pass *lr_make_outlined_pass (gcc::context *ctxt);

#endif /* XOPT_LIVERANGE_H */
