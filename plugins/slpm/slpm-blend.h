/* SLP-M vector emission, shared by its analysis (slpm-blend.cc) and its
   code generation (slpm-emit.cc): the slots of a chunk's lane trees and
   the chunk under analysis.  */

#ifndef XOPT_SLPM_BLEND_H
#define XOPT_SLPM_BLEND_H

#include "slpm.h"
#include "vec-perm-indices.h"

/* How the lanes of one node position (a slot) become a vector.  */
enum slot_kind
{
  /* One operation on every lane.  */
  SLOT_OP,
  /* Two binary operations, both computed on every lane, then blended.  */
  SLOT_TWO_OPS,
  /* Loads of contiguous elements, in lane order.  */
  SLOT_LOAD,
  /* The same value on every lane.  */
  SLOT_SPLAT,
  /* A constant per lane.  */
  SLOT_CONSTANTS,
  /* Other leaves: a vector built from the scalars.  */
  SLOT_BUILD,
  /* The count of a shift: a scalar (the same on every lane) or
     constants.  */
  SLOT_COUNT
};

struct blend_slot
{
  enum slot_kind kind;
  enum tree_code code, alt_code;
  /* SLOT_TWO_OPS: which lanes use ALT_CODE.  */
  bool *alt;
  /* SLOT_OP of a commutative operation: the lanes whose operands are
     taken swapped.  */
  bool *swap;
  /* The lane nodes, one per lane; NULL for a SLOT_COUNT kept as the
     scalar SCALAR.  */
  slpm_node **nodes;
  tree scalar;
  blend_slot *ops[2];
  /* SLOT_SPLAT: the vector once emitted, shared by the parts.  */
  tree splat;
  /* SLOT_SPLAT or SLOT_BUILD of values defined outside the chunk's loop:
     the vector is built before the loop.  */
  bool hoist;
};

/* One chunk under analysis.  */
struct blend_chunk
{
  vec<slpm_lane> *group = NULL;
  /* How the driver offered the chunk.  */
  enum slpm_emit_kind kind = SLPM_EMIT_TWO_OPS;
  unsigned start = 0, n = 0;
  /* The lanes are computed in PARTS vectors of VECTYPE, LANES elements
     each (PARTS is 1 but for narrowing chunks).  */
  unsigned lanes = 0, parts = 1;
  tree elem_type = NULL_TREE, vectype = NULL_TREE;
  /* A narrowing chunk: the lanes store (T) X, X computed in ELEM_TYPE,
     2^PACK_STEPS times as wide as T (see narrowing_roots_p).  The vector
     code computes in VECTYPE, then packs the parts pairwise, PACK_STEPS
     times (with a zero vector where a part has no partner), into one
     PACK_TYPE, and stores its first N elements (STORE_VECTYPE).
     Otherwise the two types are NULL.  */
  tree store_vectype = NULL_TREE, pack_type = NULL_TREE;
  unsigned pack_steps = 0;
  bool in_loop = false;
  /* Whether a leaf that is not a contiguous load changes from one
     iteration of the loop to the next.  */
  bool varying_leaf = false;
  int scalar_cost = 0, vector_cost = 0;
  /* The first SLOT_TWO_OPS, for the remark, and how many there are;
     whether a node with two operations was seen at all.  */
  blend_slot *first_two_ops = NULL;
  unsigned two_ops = 0;
  bool two_ops_seen = false;
  /* The memory state the vector loads read: that of the last store.  */
  tree vuse = NULL_TREE;
  /* The loads of SLOT_LOAD slots.  */
  auto_vec<gimple *> loads;
  /* Why the chunk is refused, and whether for a reason worth a missed
     remark (not only a shape SLP-M does not handle).  */
  const char *why = NULL;
  bool legal_refusal = false;
};

/* slpm-blend.cc */
extern blend_slot *slpm_blend_analyze (blend_chunk *c, vec<slpm_lane> &group,
				       unsigned start, unsigned n);
extern bool slpm_blend_wanted_p (blend_chunk *c, enum slpm_emit_kind kind);
extern vec_perm_indices slpm_blend_indices (blend_chunk *c,
					    const blend_slot *s,
					    unsigned part);
extern tree slpm_pack_result_type (blend_chunk *c, unsigned step);
extern tree slpm_blend_op_vectype (blend_chunk *c, const blend_slot *s,
				   enum tree_code code);
extern gimple *slpm_blend_last_store (blend_chunk *c);
extern void slpm_blend_emitted_in (class loop *loop);

#endif /* XOPT_SLPM_BLEND_H */
