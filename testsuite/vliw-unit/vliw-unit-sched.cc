/* xopt_vliw host unit tests: the schedulers on hand-made and random
   problems.
   Copyright (C) 2026 The xopt authors.  */

#include "vliw-unit.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>

namespace {

const vliw_heuristic policies[] = {VLIW_UAS, VLIW_UAS_CC, VLIW_LUCAS,
				   VLIW_BUG};
const char *const random_models[] = {"single-4", "cvliw-2-1", "cvliw-4-3",
				     "c64x", "hxdsp4x4", "cvliw-8-2"};

vliw_model
load_model (const char *name)
{
  vliw_model m;
  std::string err;
  if (!vliw_read_model (name, "arm", &m, &err))
    fprintf (stderr, "cannot read %s: %s\n", name, err.c_str ());
  return m;
}

/* A one-block problem of N independent alu insns, each defining its own
   web, the last M of them reading web 0.  */
void
independent_block (const vliw_model *m, int n, vliw_problem *p)
{
  *p = vliw_problem ();
  p->model = m;
  p->entry = 0;
  p->paths_complete = true;
  vliw_block b;
  b.id = 2;
  b.weight = 1;
  b.edge_from = b.edge_to = -1;
  b.needs_jump = false;
  p->blocks.push_back (b);
  for (int i = 0; i < n; i++)
    {
      vliw_insn in;
      in.uid = i + 1;
      in.block = 0;
      in.cls = vliw_find_class (*m, "alu");
      in.pinned = -1;
      in.jump = false;
      in.defs.push_back (i);
      p->blocks[0].insns.push_back (i);
      p->insns.push_back (in);
      p->webs.push_back ({100 + i, -1, {i}, {}});
    }
}

std::string
schedule_text (const vliw_schedule &s)
{
  std::string t;
  for (const vliw_slot &sl : s.slots)
    t += std::to_string (sl.cycle) + "/" + std::to_string (sl.cluster) + " ";
  for (const vliw_transfer &x : s.transfers)
    t += "x" + std::to_string (x.web) + ":" + std::to_string (x.from) + ">"
	 + std::to_string (x.to) + "@" + std::to_string (x.block) + "."
	 + std::to_string (x.cycle) + " ";
  return t;
}

/* Run every baseline on P, check each, return the best objective.  */
double
check_baselines (const vliw_problem &p, const std::string &what,
		 vliw_schedule *best)
{
  double best_obj = -1;
  for (vliw_heuristic h : policies)
    {
      vliw_schedule s, again;
      vliw_list_schedule (p, h, &s);
      vliw_list_schedule (p, h, &again);
      std::string err = s.status == VLIW_FAILED ? "failed: " + s.why
			: unit_check_schedule (p, s);
      unit_expect (err.empty (), what + " " + s.method + ": " + err + " ["
		   + schedule_text (s) + "]");
      unit_expect (schedule_text (s) == schedule_text (again),
		   what + " " + s.method + ": not deterministic");
      if (err.empty () && (best_obj < 0 || s.objective < best_obj))
	{
	  best_obj = s.objective;
	  *best = s;
	}
    }
  return best_obj;
}

/* Limits under which the node budget, not the clock, stops the search
   (the machine may be loaded).  */
vliw_ilp_limits
default_limits ()
{
  vliw_ilp_limits l;
  l.seconds = 600;
  l.nodes = 200;
  l.horizon_slack = 1;
  return l;
}

} // anon namespace

void
test_hand_made ()
{
  vliw_model m = load_model ("cvliw-2-1");
  vliw_problem p;
  independent_block (&m, 4, &p);
  vliw_schedule s;
  vliw_list_schedule (p, VLIW_UAS, &s);
  unit_expect (unit_check_schedule (p, s).empty () && s.objective == 2,
	       "4 independent alus on 2 clusters take 2 cycles");
  vliw_model one = load_model ("single-4");
  independent_block (&one, 4, &p);
  vliw_list_schedule (p, VLIW_LUCAS, &s);
  unit_expect (unit_check_schedule (p, s).empty () && s.objective == 2,
	       "4 alus on single-4 (2 alus) take 2 cycles");
}

void
test_random_baselines ()
{
  for (const char *name : random_models)
    {
      vliw_model m = load_model (name);
      for (unsigned seed = 0; seed < 150; seed++)
	{
	  unit_rng rng = {seed * 7919 + 1};
	  vliw_problem p;
	  unit_random_problem (&m, rng, 1 + rng.next (5), 8, &p);
	  vliw_schedule best;
	  check_baselines (p, std::string (name) + " seed "
			   + std::to_string (seed), &best);
	}
    }
}

/* The ILP on random problems: valid, never worse than the best
   baseline, deterministic (the node budget binds, not the clock).  */
void
test_ilp ()
{
  const char *models[] = {"single-4", "cvliw-2-1", "cvliw-4-3", "c64x",
			  "hxdsp4x4"};
  for (const char *name : models)
    {
      vliw_model m = load_model (name);
      for (unsigned seed = 0; seed < 12; seed++)
	{
	  unit_rng rng = {seed * 104729 + 3};
	  vliw_problem p;
	  unit_random_problem (&m, rng, 1 + rng.next (3), 5, &p);
	  std::string what = std::string (name) + " ilp seed "
			     + std::to_string (seed);
	  vliw_schedule best, ilp, again;
	  double b = check_baselines (p, what, &best);
	  vliw_ilp_schedule (p, best, default_limits (), &ilp);
	  vliw_ilp_schedule (p, best, default_limits (), &again);
	  std::string err = ilp.status == VLIW_FAILED ? "failed: " + ilp.why
			    : unit_check_schedule (p, ilp);
	  unit_expect (err.empty (), what + ": " + err + " ["
		       + schedule_text (ilp) + "]");
	  unit_expect (ilp.objective <= b + 1e-9, what + ": worse than "
		       "the best baseline");
	  unit_expect (schedule_text (ilp) == schedule_text (again),
		       what + ": not deterministic");
	}
    }
}

/* The ILP equals the exhaustive optimum on tiny one-block problems.  */
void
test_brute_force ()
{
  for (const char *name : {"cvliw-2-2", "c64x"})
    {
      vliw_model m = load_model (name);
      int tried = 0;
      for (unsigned seed = 0; seed < 400 && tried < 15; seed++)
	{
	  unit_rng rng = {seed * 15485863 + 11};
	  vliw_problem p;
	  unit_random_problem (&m, rng, 1, 4, &p);
	  vliw_schedule best, ilp;
	  double b = check_baselines (p, "brute", &best);
	  if (p.insns.size () > 4 || b / p.blocks[0].weight > 5)
	    continue;
	  tried++;
	  int opt = unit_brute_force (p, (int) (b / p.blocks[0].weight));
	  vliw_ilp_schedule (p, best, default_limits (), &ilp);
	  unit_expect (ilp.status == VLIW_OPTIMAL
		       && ilp.length[0] == opt,
		       std::string (name) + " brute seed "
		       + std::to_string (seed) + ": ilp "
		       + std::to_string (ilp.length[0]) + " brute "
		       + std::to_string (opt) + " " + ilp.why);
	}
      unit_expect (tried >= 10, "enough tiny problems for brute force");
    }
}

#include <cstdlib>

int
unit_stats (int count)
{
  (void) count;
  return 0;
}
