/* xopt_vliw host unit tests of the solvers (no cc1): model reader,
   baselines and ILP on hand-made and random problems, every schedule
   checked by an independent checker, the ILP against brute force on tiny
   problems and against the best baseline everywhere, and run-to-run
   determinism.  "vliw-unit stats" prints the measurements of doc/vliw.md.
   Copyright (C) 2026 The xopt authors.  */

#include "vliw-unit.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>

static int failures, checks;

void
unit_expect (bool ok, const std::string &what)
{
  checks++;
  if (!ok)
    {
      failures++;
      fprintf (stderr, "FAIL: %s\n", what.c_str ());
    }
}

/* Reading models: every builtin, the family, the type maps, bad files.  */
static void
test_models ()
{
  const char *names[] = {"hxdsp4x4", "c64x", "single-4", "cvliw-2-1",
			 "cvliw-4-3", "cvliw-8-4"};
  for (const char *target : {"arm", "x86_64"})
    for (const char *n : names)
      {
	vliw_model m;
	std::string err;
	unit_expect (vliw_read_model (n, target, &m, &err),
		std::string ("builtin ") + n + ": " + err);
      }
  vliw_model m;
  std::string err;
  vliw_read_model ("cvliw-8-3", "arm", &m, &err);
  unit_expect (m.clusters == 8 && m.issue == 16 && m.xfer_latency == 3,
	  "cvliw-8-3 parameters");
  unit_expect (!vliw_read_model ("cvliw-3-1", "arm", &m, &err),
	  "cvliw-3-1 rejected");
  vliw_read_model ("hxdsp4x4", "arm", &m, &err);
  unit_expect (m.clusters == 4 && m.issue == 16 && m.cluster_issue == 4,
	  "hxdsp4x4 header");
  unit_expect (vliw_map_type (m, "load_4") == vliw_find_class (m, "load"),
	  "arm load_4 -> load");
  unit_expect (vliw_map_type (m, "neon_fp_mul_s") == vliw_find_class (m, "fpmul"),
	  "arm neon_fp_mul_s -> fpmul");
  unit_expect (vliw_map_type (m, "no_such_type") < 0, "unknown type unmapped");
  vliw_read_model ("c64x", "x86_64", &m, &err);
  unit_expect (vliw_map_type (m, "imul") == vliw_find_class (m, "mul"),
	  "x86 imul -> mul");
  unit_expect (vliw_map_type (m, "ishift1") == vliw_find_class (m, "shift"),
	  "x86 ishift1 -> shift");
  unit_expect (!vliw_read_model ("/nonexistent/x.model", "arm", &m, &err)
	  && err.find ("/nonexistent/x.model:0:") == 0, "missing file");
}

/* Bad model texts: each error names the file and line.  */
static void
test_bad_models ()
{
  static const struct { const char *text; const char *error; } bad[] = {
    {"model x\nclusters 2\nissue 4\nfrob 1\n", ":4: unknown directive"},
    {"model x\nclusters 2\nissue 4\ncres a 1\nclass c 1 b@0\n",
     ":5: unknown resource 'b'"},
    {"model x\nclusters 2\nissue 4\ncres a 1\nclass c x a@0\n",
     ":5: bad latency"},
    {"model x\nclusters 2\nissue 4\ncres a 1\nxfer 1 a@0\n",
     ":5: xfer reservation"},
    {"model x\nclusters 2\nissue 4\ncres a 1\ngres g 1\n"
     "class c 1 a@0|g@0\nxfer 1 a@0:src\n", ":7: alternatives must share"},
    {"model x\nclusters 2\nissue 4\ncres a 1\nclass c 1 a@0\n",
     ":5: missing one of"},
    {"model x\nclusters 2\nclusters 3\n", ":3: clusters given twice"},
    {"model x\nclusters 2\nissue 4\ncres a 1\nclass c 1 a@2-1\n",
     ":5: bad stage range"},
  };
  for (const auto &b : bad)
    {
      const char *path = "/tmp/vliw-unit-bad.model";
      FILE *f = fopen (path, "w");
      fputs (b.text, f);
      fclose (f);
      vliw_model m;
      std::string err;
      bool ok = vliw_read_model (path, "arm", &m, &err);
      unit_expect (!ok && err.find (std::string (path) + b.error) == 0,
		   std::string ("bad model: got '") + err + "' wanted '"
		   + b.error + "'");
    }
}

int
main (int argc, char **argv)
{
  bool stats = argc > 1 && strcmp (argv[1], "stats") == 0;
  if (stats)
    return unit_stats (argc > 2 ? atoi (argv[2]) : 200,
		       std::vector<const char *> (argv + std::min (argc, 3),
						  argv + argc));
  test_models ();
  test_bad_models ();
  test_hand_made ();
  test_random_baselines ();
  test_ilp_rows ();
  test_ilp ();
  test_brute_force ();
  printf ("vliw-unit: %d checks, %d failures\n", checks, failures);
  return failures ? 1 : 0;
}
