/* xopt_vliw host unit tests: rows of the ILP model on hand-made
   schedules that the independent checker rejects.
   Copyright (C) 2026 The xopt authors.  */

#include "vliw-unit.h"
#include "vliw-ilp.h"

namespace {

vliw_block
plain_block (int id)
{
  vliw_block b;
  b.id = id;
  b.weight = 1;
  b.edge_from = b.edge_to = -1;
  b.needs_jump = false;
  return b;
}

void
add_insn (vliw_problem *p, int block, const char *cls, int def, int use)
{
  vliw_insn in;
  in.uid = p->insns.size () + 10;
  in.block = block;
  in.cls = vliw_find_class (*p->model, cls);
  in.pinned = -1;
  in.jump = false;
  if (def >= 0)
    in.defs.push_back (def);
  if (use >= 0)
    in.uses.push_back (use);
  p->blocks[block].insns.push_back (p->insns.size ());
  p->insns.push_back (in);
}

/* B0: v = ...; B1: nothing but a transfer slot; B2: *q = v.  Blocks in
   a chain, web 0 is v, web 1 the address.  */
void
chain_problem (const vliw_model *m, vliw_problem *p)
{
  *p = vliw_problem ();
  p->model = m;
  p->entry = 0;
  p->paths_complete = true;
  for (int b = 0; b < 3; b++)
    p->blocks.push_back (plain_block (b + 2));
  p->blocks[0].succs = {1};
  p->blocks[1].preds = {0};
  p->blocks[1].succs = {2};
  p->blocks[2].preds = {1};
  add_insn (p, 0, "alu", 0, -1);
  add_insn (p, 0, "alu", 1, -1);
  add_insn (p, 1, "alu", -1, 1);
  add_insn (p, 2, "store", -1, 0);
  p->webs.push_back ({100, -1, {0}, {3}});
  p->webs.push_back ({101, -1, {1}, {2}});
  p->paths.push_back ({0, 0, 3, {0, 1, 2}});
  p->paths.push_back ({1, 1, 2, {0, 1}});
}

/* Does X satisfy every row of MO?  */
bool
rows_hold (const ilp_model &mo, const std::vector<double> &x)
{
  for (const ilp_row &r : mo.rows)
    {
      double sum = 0;
      for (const std::pair<int, double> &t : r.terms)
	sum += t.second * x[t.first];
      if (sum < r.lo - 1e-9 || sum > r.hi + 1e-9)
	return false;
    }
  return true;
}

/* The ARM pr43560 case (gcc.c-torture): v reaches B2 on cluster 1
   through B1's transfer, B2 transfers it into cluster 1 again at cycle 0
   and reads it there at cycle 1, before that second copy lands.  The
   old availability rows let the ILP take the entry copy while the
   transfer was in flight; row (6) now forbids the redundant transfer.  */
void
test_redundant_transfer ()
{
  vliw_model m;
  std::string err;
  vliw_read_model ("cvliw-2-2", "arm", &m, &err);
  vliw_problem p;
  chain_problem (&m, &p);
  vliw_schedule s;
  s.method = "ilp";
  s.status = VLIW_FEASIBLE;
  s.slots = {{0, 0}, {1, 0}, {0, 0}, {1, 1}};
  s.transfers = {{0, 0, 1, 1, 0}, {0, 0, 1, 2, 0}};
  s.seconds = 0;
  s.nodes = 0;
  vliw_finish_schedule (p, &s);
  unit_expect (!unit_check_values (p, s).empty (),
	       "pr43560: the checker rejects a read before the copy lands");
  vliw_schedule valid = s;
  valid.transfers.pop_back ();
  vliw_finish_schedule (p, &valid);
  vliw_analysis a;
  vliw_analyze (p, &a);
  vliw_resources res;
  vliw_build_resources (m, &res);
  ilp_model mo (p, a, res);
  std::vector<double> x;
  std::string why;
  bool built = ilp_build (mo, s, 2, false);
  unit_expect (built && unit_check_values (p, valid).empty ()
	       && ilp_warm_vector (mo, valid, &x, &why),
	       "pr43560: the valid variant is a point of the model: " + why);
  const ilp_xgroup *g = built ? ilp_group (mo, 0, 2) : NULL;
  unit_expect (g && ilp_y (mo, *g, 0, 1, 0) >= 0, "pr43560: B2 column");
  if (!g || ilp_y (mo, *g, 0, 1, 0) < 0 || x.empty ())
    return;
  x[ilp_y (mo, *g, 0, 1, 0)] = 1;
  ilp_prefix_values (mo, &x);
  unit_expect (!rows_hold (mo, x), "pr43560: the ILP rows reject it too");
}

} // anon namespace

void
test_ilp_rows ()
{
  test_redundant_transfer ();
}
