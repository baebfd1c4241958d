/* SLP-M vector code for the chunks GCC's vectorizers left scalar.  A
   chunk whose stores narrow its values in several steps (uint8_t lanes
   computed in int, bench k18) is computed by GCC in narrower types where
   its vectorizers take it: x86-64's loop vectorizer computes the H.264
   row in 16-bit lanes, which beats SLP-M's vector code in 32 bits.  On
   NEON they leave the same group scalar.  So such a chunk is deferred
   (slpm_emit_vector, slpm_defer_chunk) to a pass right after the first
   "slp" (xopt_slpm_late, slpm-pass.cc), still before the loop
   optimizations that rewrite its addresses, and emitted there
   only if all its scalar stores are still in place: neither the loop
   vectorizer nor basic-block SLP replaced them.  If-conversion (before
   SLP-M) versions a loop into a copy for the vectorizer and the scalar
   original, which keeps the chunk's statements and, once the copy is
   vectorized, serves as its fallback: a chunk there is not emitted when
   the copy survived the vectorizer (it would only speed up the
   fallback).  */

#include "slpm.h"
#include "hash-set.h"
#include "cfgloop.h"
#include "tree-data-ref.h"
#include "tree-hash-traits.h"
#include "target.h"
#include "internal-fn.h"
#include "tree-vectorizer.h"

/* One deferred chunk.  */
struct slpm_deferred
{
  /* Its stores, in lane order.  */
  auto_vec<gassign *> stores;
  /* When its loop is the scalar original of a loop if-conversion
     versioned, the number of the if-converted copy, else -1.  */
  int ifcvt_copy;
};

static function *deferred_fun;
static auto_vec<slpm_deferred *> deferred;

static void
drop_deferred (void)
{
  for (slpm_deferred *d : deferred)
    delete d;
  deferred.truncate (0);
  deferred_fun = NULL;
}

void
slpm_defer_chunk (vec<slpm_lane> &group, unsigned start, unsigned n)
{
  if (deferred_fun != cfun)
    drop_deferred ();
  deferred_fun = cfun;
  slpm_deferred *d = new slpm_deferred;
  for (unsigned i = start; i < start + n; i++)
    d->stores.safe_push (group[i].store);
  class loop *loop = gimple_bb (group[start].store)->loop_father;
  gimple *call = loop->dont_vectorize ? vect_loop_vectorized_call (loop) : NULL;
  d->ifcvt_copy = call ? tree_to_shwi (gimple_call_arg (call, 0)) : -1;
  deferred.safe_push (d);
}

/* Whether the stores of D are all still statements of one basic block
   of FUN, STORES holding FUN's stores (a removed statement is only
   compared by address, never looked into), and not in the fallback of a
   vectorized if-converted copy.  */

static bool
left_scalar_p (function *fun, const slpm_deferred *d,
	       hash_set<gimple *> &stores)
{
  for (gassign *store : d->stores)
    if (!stores.contains (store))
      return false;
  for (gassign *store : d->stores)
    if (gimple_bb (store) != gimple_bb (d->stores[0]))
      return false;
  return (d->ifcvt_copy < 0
	  || (unsigned) d->ifcvt_copy >= number_of_loops (fun)
	  || !get_loop (fun, d->ifcvt_copy));
}

/* Whether chunks of FUN wait for slpm_emit_deferred.  */

bool
slpm_deferred_p (function *fun)
{
  return deferred_fun == fun && !deferred.is_empty ();
}

/* Emit the deferred chunks of FUN that the vectorizers left scalar.  */

unsigned
slpm_emit_deferred (function *fun)
{
  hash_set<gimple *> stores;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (gimple_store_p (gsi_stmt (gsi)))
	stores.add (gsi_stmt (gsi));
  slpm_obstack_init ();
  for (const slpm_deferred *d : deferred)
    {
      if (!left_scalar_p (fun, d, stores))
	{
	  if (dump_file)
	    fprintf (dump_file, "deferred chunk of %u lanes: vectorized by "
		     "GCC\n", d->stores.length ());
	  continue;
	}
      auto_vec<slpm_lane> group;
      for (gassign *store : d->stores)
	group.safe_push ({ store, NULL });
      if (slpm_emit_vector (group, 0, group.length (), SLPM_EMIT_LEFT_SCALAR)
	  == SLPM_EMITTED)
	for (gassign *store : d->stores)
	  stores.remove (store);
    }
  slpm_obstack_release ();
  drop_deferred ();
  return 0;
}
