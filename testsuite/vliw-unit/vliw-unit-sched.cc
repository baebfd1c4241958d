/* xopt_vliw host unit tests: the schedulers on hand-made and random
   problems.
   Copyright (C) 2026 The xopt authors.  */

#include "vliw-unit.h"
#include "vliw-ilp.h"

#include <algorithm>
#include <ctime>
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

/* The first transfer of valid schedule S that S does not need (the
   value check still passes without it), or -1.  */
int
needless_transfer (const vliw_problem &p, const vliw_schedule &s)
{
  for (unsigned x = 0; x < s.transfers.size (); x++)
    {
      vliw_schedule without = s;
      without.transfers.erase (without.transfers.begin () + x);
      if (unit_check_values (p, without).empty ())
	return x;
    }
  return -1;
}

/* The block whose length in the valid schedule S is below the
   cluster-free lower bound (which would let the ILP claim a false
   optimum), or -1.  */
int
block_below_bound (const vliw_problem &p, const vliw_schedule &s)
{
  vliw_analysis a;
  vliw_analyze (p, &a);
  vliw_resources res;
  vliw_build_resources (*p.model, &res);
  std::vector<int> lbs = ilp_lower_bounds (p, a, res);
  for (unsigned b = 0; b < p.blocks.size (); b++)
    if (s.length[b] < lbs[b])
      return b;
  return -1;
}

/* Run every baseline on P, check each (valid, deterministic, no needless
   transfer, no block shorter than its bound), return the best
   objective.  */
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
      int x = err.empty () ? needless_transfer (p, s) : -1;
      unit_expect (x < 0, what + " " + s.method + ": transfer "
		   + std::to_string (x) + " is not needed ["
		   + schedule_text (s) + "]");
      int below = err.empty () ? block_below_bound (p, s) : -1;
      unit_expect (below < 0, what + " " + s.method + ": block "
		   + std::to_string (below) + " below its lower bound");
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
      for (unsigned seed = 0; seed < 8; seed++)
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
	  vliw_schedule shortest = ilp;
	  shortest.length[0] = opt;
	  unit_expect (block_below_bound (p, shortest) < 0,
		       std::string (name) + " brute seed "
		       + std::to_string (seed) + ": bound above the optimum");
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


namespace {

/* Per model: sums of the objectives, log-ratios, optimality counts.  */
struct model_stats
{
  int n = 0, optimal = 0, optimal_fast = 0, skipped = 0;
  double log_ilp_lucas = 0, log_ilp_best = 0, log_method_uas[4] = {0};
  std::vector<double> cpu;
};

void
stats_one (const vliw_problem &p, model_stats *st)
{
  vliw_schedule s[4], best, ilp;
  double bo = -1;
  for (int h = 0; h < 4; h++)
    {
      vliw_list_schedule (p, policies[h], &s[h]);
      if (bo < 0 || s[h].objective < bo)
	{
	  bo = s[h].objective;
	  best = s[h];
	}
    }
  if (bo <= 0)
    return;
  vliw_ilp_limits l = default_limits ();
  l.nodes = 500;
  clock_t c0 = clock ();
  vliw_ilp_schedule (p, best, l, &ilp);
  double cpu = double (clock () - c0) / CLOCKS_PER_SEC;
  if (ilp.ilp_columns)
    fprintf (stderr, "ILPSIZE %s insns %zu cols %ld rows %ld nz %ld\n",
	     p.function.c_str (), p.insns.size (), ilp.ilp_columns,
	     ilp.ilp_rows, ilp.ilp_nonzeros);
  st->n++;
  st->cpu.push_back (cpu);
  st->optimal += ilp.status == VLIW_OPTIMAL;
  st->optimal_fast += ilp.status == VLIW_OPTIMAL && cpu <= 0.5;
  st->skipped += ilp.status == VLIW_OPTIMAL && ilp.nodes == 0
		 && ilp.seconds < 1e-3;
  st->log_ilp_lucas += std::log (ilp.objective / s[2].objective);
  st->log_ilp_best += std::log (ilp.objective / bo);
  for (int h = 0; h < 4; h++)
    st->log_method_uas[h] += std::log (s[h].objective / s[0].objective);
}

void
print_stats (const char *name, model_stats &st)
{
  std::sort (st.cpu.begin (), st.cpu.end ());
  double n = st.n ? st.n : 1;
  printf ("%-10s n=%d ILP/LUCAS %.3f ILP/best %.3f optimal %.1f%% "
	  "optimal<=0.5s-cpu %.1f%% median-cpu %.3fs max-cpu %.3fs "
	  "| UAS-CC/UAS %.3f LUCAS/UAS %.3f BUG/UAS %.3f\n", name, st.n,
	  std::exp (st.log_ilp_lucas / n), std::exp (st.log_ilp_best / n),
	  100 * st.optimal / n, 100 * st.optimal_fast / n,
	  st.cpu.empty () ? 0 : st.cpu[st.cpu.size () / 2],
	  st.cpu.empty () ? 0 : st.cpu.back (),
	  std::exp (st.log_method_uas[1] / n),
	  std::exp (st.log_method_uas[2] / n),
	  std::exp (st.log_method_uas[3] / n));
  fflush (stdout);
}

} // anon namespace

/* The measurements of the report: random functions of 1-5 blocks and up
   to 10 insns per block, COUNT per model (NAMES, or a default list with
   the transfer-latency sweep on cvliw-4-L); the ILP gets 500 nodes.  */
int
unit_stats (int count, const std::vector<const char *> &names)
{
  std::vector<const char *> models = names;
  if (models.empty ())
    models = {"hxdsp4x4", "c64x", "cvliw-2-2", "cvliw-4-1", "cvliw-4-2",
	      "cvliw-4-3", "cvliw-4-4"};
  for (const char *name : models)
    {
      vliw_model m = load_model (name);
      model_stats st;
      for (int seed = 0; seed < count; seed++)
	{
	  unit_rng rng = {(uint64_t) seed * 2654435761u + 5};
	  vliw_problem p;
	  unit_random_problem (&m, rng, 1 + rng.next (5), 10, &p);
	  stats_one (p, &st);
	}
      print_stats (name, st);
    }
  return 0;
}
