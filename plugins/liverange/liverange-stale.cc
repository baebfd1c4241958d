/* Scalars that a candidate loop seems to carry but that no iteration
   observes.

   Graphite's regenerated code (-floop-parallelize-all) keeps a value
   across the iterations of a loop when the inner loop that computes it
   may not run:

     x = PHI <undef (preheader), y (latch)>
     if (n > 0)            (the same in every iteration)
       v = inner loop ...
     y = PHI <v (n > 0), x (n <= 0)>
     ... = y

   When the condition holds, every value that is used was computed in the
   same iteration; when it does not, no computed value ever enters the
   PHIs, and x keeps its initial value in every iteration.  Either way,
   the initial value in place of x changes nothing that is observed, and
   the loop no longer carries a scalar.

   The PHIs reached from x through PHI arguments form its web W.  The
   check, for one condition P whose value is the same throughout the
   loop:
   - every argument of a PHI in W that is not in W (except x's initial
     value) enters only on an edge that runs when P holds (so without P,
     every value in W is x's initial value);
   - every use of a value of W outside the PHIs of W is of a value that
     does not depend on x when P holds: its arguments on the edges that
     may run when P holds are not x and do not depend on x (a greatest
     fixed point, for the PHIs of inner loops);
   - no value of W is used outside the loop.  */

#include "liverange.h"
#include "tree-cfg.h"
#include "gimple-pretty-print.h"

/* The most PHIs a web may have.  */
#define LR_MAX_WEB 32

/* Whether T has the same value wherever it is evaluated during one
   execution of LOOP: invariant in LOOP, or computed without memory from
   such values (DEPTH more definitions at most).  */

static bool
lr_same_value_in_loop_p (class loop *loop, tree t, int depth)
{
  if (is_gimple_min_invariant (t))
    return true;
  if (TREE_CODE (t) != SSA_NAME)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (t);
  basic_block bb = gimple_bb (def);
  if (!bb || !flow_bb_inside_loop_p (loop, bb))
    return true;
  if (depth == 0 || !is_gimple_assign (def) || gimple_vuse (def))
    return false;
  for (unsigned i = 1; i < gimple_num_ops (def); i++)
    if (!lr_same_value_in_loop_p (loop, gimple_op (def, i), depth - 1))
      return false;
  return true;
}

/* Whether edge E runs only after edge T was taken in the same iteration
   of LOOP (T leaves a block of LOOP's body other than its header).  */

static bool
lr_edge_needs_p (edge e, edge t)
{
  if (e == t)
    return true;
  return (single_pred_p (t->dest)
	  && dominated_by_p (CDI_DOMINATORS, e->src, t->dest));
}

/* The edge of BB's condition, invariant in LOOP, that E needs; NULL if
   none.  */

static edge
lr_invariant_cond_edge (class loop *loop, basic_block bb, edge e)
{
  gcond *cond = safe_dyn_cast<gcond *> (last_stmt (bb));
  if (!cond || EDGE_COUNT (bb->succs) != 2
      || !lr_same_value_in_loop_p (loop, gimple_cond_lhs (cond), 4)
      || !lr_same_value_in_loop_p (loop, gimple_cond_rhs (cond), 4))
    return NULL;
  edge t;
  edge_iterator ei;
  FOR_EACH_EDGE (t, ei, bb->succs)
    if (t->dest != loop->header && lr_edge_needs_p (e, t))
      return t;
  return NULL;
}

/* The edge of a condition invariant in LOOP that E needs, searched from
   E's source up its dominators to LOOP's header; NULL if none.  */

static edge
lr_guarding_edge (class loop *loop, edge e)
{
  for (basic_block bb = e->src; ;
       bb = get_immediate_dominator (CDI_DOMINATORS, bb))
    {
      if (edge t = lr_invariant_cond_edge (loop, bb, e))
	return t;
      if (bb == loop->header)
	return NULL;
    }
}

/* Collect into WEB the PHIs of LOOP reached from X through PHI
   arguments, and into OBSERVED the values of WEB used by other
   statements of LOOP.  False when a value is used outside LOOP or the
   web is too large.  */

static bool
lr_collect_web (class loop *loop, tree x, auto_vec<tree> *web,
		auto_vec<tree> *observed)
{
  web->safe_push (x);
  for (unsigned i = 0; i < web->length (); i++)
    {
      tree w = (*web)[i];
      imm_use_iterator it;
      gimple *use;
      FOR_EACH_IMM_USE_STMT (use, it, w)
	{
	  if (is_gimple_debug (use))
	    continue;
	  basic_block bb = gimple_bb (use);
	  if (!flow_bb_inside_loop_p (loop, bb))
	    return false;
	  if (gimple_code (use) != GIMPLE_PHI)
	    {
	      if (!observed->contains (w))
		observed->safe_push (w);
	      continue;
	    }
	  tree res = gimple_phi_result (use);
	  if (!web->contains (res))
	    {
	      if (web->length () >= LR_MAX_WEB)
		return false;
	      web->safe_push (res);
	    }
	}
    }
  return true;
}

/* The condition edge under which every argument of WEB's PHIs that is
   not in WEB enters (X's initial value excepted); *NONE when no such
   argument exists.  NULL when there is no single such edge.  */

static edge
lr_web_condition (class loop *loop, const auto_vec<tree> &web, bool *none)
{
  edge p = NULL;
  *none = true;
  for (tree w : web)
    {
      gphi *phi = as_a<gphi *> (SSA_NAME_DEF_STMT (w));
      if (w == web[0])
	continue;
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	{
	  if (web.contains (gimple_phi_arg_def (phi, i)))
	    continue;
	  edge e = gimple_phi_arg_edge (phi, i);
	  *none = false;
	  if (!p)
	    p = lr_guarding_edge (loop, e);
	  if (!p || !lr_edge_needs_p (e, p))
	    return NULL;
	}
    }
  return p;
}

/* The other successor edge of T's source.  */

static edge
lr_other_edge (edge t)
{
  return EDGE_SUCC (t->src, 0) == t ? EDGE_SUCC (t->src, 1)
				     : EDGE_SUCC (t->src, 0);
}

/* Whether every value of OBSERVED is independent of X (WEB[0]) when the
   edge P of the web's condition is taken.  */

static bool
lr_observed_fresh_p (const auto_vec<tree> &web, const auto_vec<tree> &observed,
		     edge p)
{
  edge not_p = lr_other_edge (p);
  auto_vec<bool> fresh;
  fresh.safe_grow (web.length ());
  for (unsigned i = 0; i < web.length (); i++)
    fresh[i] = i != 0;
  for (bool changed = true; changed;)
    {
      changed = false;
      for (unsigned i = 1; i < web.length (); i++)
	{
	  if (!fresh[i])
	    continue;
	  gphi *phi = as_a<gphi *> (SSA_NAME_DEF_STMT (web[i]));
	  for (unsigned a = 0; a < gimple_phi_num_args (phi) && fresh[i]; a++)
	    {
	      tree arg = gimple_phi_arg_def (phi, a);
	      unsigned k;
	      if (lr_edge_needs_p (gimple_phi_arg_edge (phi, a), not_p)
		  || TREE_CODE (arg) != SSA_NAME)
		continue;
	      for (k = 0; k < web.length (); k++)
		if (web[k] == arg && !fresh[k])
		  {
		    fresh[i] = false;
		    changed = true;
		  }
	    }
	}
    }
  for (tree o : observed)
    for (unsigned k = 0; k < web.length (); k++)
      if (web[k] == o && !fresh[k])
	return false;
  return true;
}

/* Whether the header PHI of LOOP is a scalar no iteration observes from
   a previous one (see the top of the file).  */

bool
lr_stale_carried_p (class loop *loop, gphi *phi)
{
  tree x = gimple_phi_result (phi);
  tree latch = PHI_ARG_DEF_FROM_EDGE (phi, loop_latch_edge (loop));
  auto_vec<tree> web, observed;
  const char *why = NULL;
  bool none = false;
  edge p = NULL;
  if (!lr_collect_web (loop, x, &web, &observed))
    why = "used after the loop, or too many PHIs";
  else if (!web.contains (latch))
    why = "its next value is computed";
  else if (!(p = lr_web_condition (loop, web, &none)) && !none)
    why = "no invariant condition guards the values entering it";
  else if (p && !lr_observed_fresh_p (web, observed, p))
    why = "a use may see the previous iteration's value";
  if (dump_file)
    {
      fprintf (dump_file, "carried value ");
      print_generic_expr (dump_file, x, TDF_NONE);
      fprintf (dump_file, ": %s\n", why ? why : "never observed");
    }
  return !why;
}

/* Replace the header PHIs of SCOP's loop that lr_stale_carried_p accepted
   by their initial values, counted in PLAN.  */

void
lr_drop_stale_phis (lr_scop *scop, lr_plan *plan)
{
  class loop *loop = scop->loop;
  for (gphi *phi : scop->stale_phis)
    {
      tree x = gimple_phi_result (phi);
      tree init = PHI_ARG_DEF_FROM_EDGE (phi, loop_preheader_edge (loop));
      if (dump_file)
	{
	  fprintf (dump_file, "carried value never observed, replaced by "
		   "its initial value: ");
	  print_gimple_stmt (dump_file, phi, 0, TDF_NONE);
	}
      replace_uses_by (x, init);
      plan->stale++;
      gphi_iterator gsi = gsi_for_phi (phi);
      remove_phi_node (&gsi, true);
    }
  scop->stale_phis.truncate (0);
}
