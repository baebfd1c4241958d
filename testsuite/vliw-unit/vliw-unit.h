/* xopt_vliw host unit tests: shared declarations.
   Copyright (C) 2026 The xopt authors.  */

#ifndef XOPT_VLIW_UNIT_H
#define XOPT_VLIW_UNIT_H

#include "vliw-problem.h"

#include <cstdint>
#include <string>

/* vliw-unit-check.cc: an independent check of SCHEDULE against the
   semantics of doc/vliw-format.md.  Return "" or the first violation.  */
std::string unit_check_schedule (const vliw_problem &problem,
				 const vliw_schedule &schedule);

/* vliw-unit-values.cc: point 4 of the semantics (values on every path),
   by simulating each block's events to a must-availability fixpoint.  */
std::string unit_check_values (const vliw_problem &problem,
			       const vliw_schedule &schedule);

/* vliw-unit-gen.cc: a random problem on MODEL.  BLOCKS = 1 gives one
   block; INSNS bounds the insns per block.  */
struct unit_rng
{
  uint64_t state;
  unsigned next (unsigned bound);
};
void unit_random_problem (const vliw_model *model, unit_rng &rng,
			  int blocks, int insns, vliw_problem *problem);

/* vliw-unit-brute.cc: the optimum of a one-block PROBLEM by exhaustive
   search over schedules no longer than HORIZON cycles; -1 if none.  */
int unit_brute_force (const vliw_problem &problem, int horizon);

/* vliw-unit-main.cc: count a check, report it when it fails.  */
void unit_expect (bool ok, const std::string &what);

/* vliw-unit-sched.cc: the scheduling tests and the measurements.  */
void test_hand_made ();
void test_random_baselines ();
void test_ilp ();
void test_brute_force ();
/* vliw-unit-ilp.cc: ILP rows against hand-made schedules.  */
void test_ilp_rows ();
int unit_stats (int count, const std::vector<const char *> &names);

#endif /* XOPT_VLIW_UNIT_H */
