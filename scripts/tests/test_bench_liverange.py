"""Tests of the xopt_liverange benchmark driver: source markers, remark and
dump parsing, loop mapping, acceptance checks and tables on canned text;
the kernel files themselves; an end-to-end run when the plugin is built."""

import shutil

import pytest

from xopttools import bench_liverange as lr
from xopttools import runner

SUITE = runner.repo_root() / "bench" / "liverange"

KERNEL = """\
#include "lr.h"
double tmp, A[8][8], B[8][8];
struct s { int a; } w = { 1 };

KERNEL void
kernel_k (void)
{
  for (int t = 0; t < 4; t++) /* lr-loop: k-t flow */
    for (int i = 0; i < 8; i++) /* lr-loop: k-i false-only subst */
      {
        tmp = A[i][0];   /* for (;;) in a comment is no loop */
        for (int j = 0; j < 8; j++)
          B[i][j] = tmp * A[i][j];
        if (tmp > 0)
          B[i][0] = 1;
        else
          while (0)
            ;
      }
  for (int i = 0; i < 8; i++) /* lr-loop: k-second false-only */
    B[i][1] = "for"[0];
}

REFERENCE void
reference_k (void)
{
  for (int i = 0; i < 8; i++)
    B[i][1] = 0;
}
"""

# The final GIMPLE of a compile: kernel_k launches two regions, one at loop
# depth 1 (inside the t loop: the i loop was parallelized) and one at depth
# 0 (the second outer loop).
DUMP = """\
;; Function kernel_k (kernel_k, funcdef_no=0, decl_uid=1, cgraph_uid=1, symbol_order=1)

;;   basic block 2, loop depth 0
  [k.c:8:3] t_1 = 0;
;;   basic block 3, loop depth 1
  __builtin_GOMP_parallel (kernel_k._loopfn.0, &.paral_data_store.5, 2, 0);
;;   basic block 4, loop depth 0
  __builtin_GOMP_parallel (kernel_k._loopfn.1, &.paral_data_store.6, 2, 0);
  [k.c:22:1] return;

;; Function kernel_k._loopfn.0 (kernel_k._loopfn.0, funcdef_no=1, decl_uid=2, cgraph_uid=2, symbol_order=2)

;;   basic block 5, loop depth 2
  [k.c:11:13] tmp_lsm.3 = A[i_4][0];
  [k.c:13:19] B[i_4][j_5] = _6;
  [lr.h:3:1] ignored = 0;

;; Function kernel_k._loopfn.1 (kernel_k._loopfn.1, funcdef_no=2, decl_uid=3, cgraph_uid=3, symbol_order=3)

;;   basic block 2, loop depth 1
  # i_7 = PHI <[k.c:20:17] i_8(3), [k.c:20:12] 0(2)>
  [k.c:21:13] B[i_7][1] = 102.0e+0;
"""

REMARKS = """\
/x/k.c:6:1: optimized: parallelizing outer loop 3
/x/k.c:6:1: optimized: parallelizing inner loop 4
/x/k.c:8:3: missed: loop not parallel: flow dependence S1 -> S1
/x/k.c:9:5: optimized: loop made parallel: 3 false dependences removed (forward-substituted 1, expanded 1, 64 bytes)
/x/k.c:20:3: optimized: loop made parallel: 1 false dependence removed (forward-substituted 0, expanded 1, 16 bytes)
/x/k.c:28:3: optimized: loop made parallel: 1 false dependence removed (forward-substituted 0, expanded 0, 0 bytes)
/x/other.c:9:5: optimized: loop made parallel: 9 false dependences removed (forward-substituted 0, expanded 9, 999 bytes)
/x/k.c:12:9: missed: couldn't vectorize loop
"""


def test_parse_source_finds_functions_loops_and_markers():
    source = lr.parse_source(KERNEL)
    assert source.functions["kernel_k"] == (6, 22)
    assert source.functions["reference_k"] == (25, 29)
    assert "s" not in source.functions            # a struct is no function
    lines = sorted((lp.line, lp.depth, lp.end) for lp in source.loops
                   if lp.function == "kernel_k")
    assert lines == [(8, 1, 19), (9, 2, 19), (12, 3, 13), (17, 3, 18), (20, 1, 21)]
    names = {m.name: (m.kind, m.line, m.depth, m.end, m.function, m.tags)
             for m in source.markers}
    assert names == {"k-t": ("flow", 8, 1, 19, "kernel_k", []),
                     "k-i": ("false-only", 9, 2, 19, "kernel_k", ["subst"]),
                     "k-second": ("false-only", 20, 1, 21, "kernel_k", [])}
    assert source.marker_at(13).name == "k-i"
    assert source.marker_at(9).name == "k-i"
    assert source.marker_at(2) is None
    assert source.marker_at(6) is None            # kernel_k has three markers
    single = lr.parse_source("void\nf (void)\n{\n  for (;;) /* lr-loop: only flow */\n"
                             "    ;\n}\n")
    assert single.marker_at(2).name == "only"     # the function's location


def test_marker_must_sit_on_a_for_line():
    with pytest.raises(runner.ToolError):
        lr.parse_source("void f (void)\n{\n  int x; /* lr-loop: x flow */\n}\n")
    with pytest.raises(runner.ToolError):
        lr.parse_source("void f (void)\n{\n"
                        "  for (;;) /* lr-loop: x flow */\n    ;\n"
                        "  for (;;) /* lr-loop: x flow */\n    ;\n}\n")


def test_parse_dump_maps_regions_to_source_loops():
    regions = lr.parse_dump(DUMP, "k.c")
    assert [(r.function, r.outlined, r.depth, r.lines) for r in regions] == [
        ("kernel_k", "kernel_k._loopfn.0", 1, [11, 13]),
        ("kernel_k", "kernel_k._loopfn.1", 0, [20, 21])]
    source = lr.parse_source(KERNEL)
    assert lr.region_loop(source, regions[0]).line == 9
    assert lr.region_loop(source, regions[1]).line == 20


def test_region_without_lines_in_any_candidate_is_unmapped():
    source = lr.parse_source(KERNEL)
    region = lr.ParallelRegion("kernel_k", "kernel_k._loopfn.9", 0, [2])
    assert lr.region_loop(source, region) is None


def test_made_parallel_remark_figures():
    text = ("loop made parallel: 3 false dependences removed "
            "(forward-substituted 1, expanded 2, 4096 bytes)")
    assert lr.parse_made_parallel(text) == {"removed": 3, "substituted": 1,
                                            "expanded": 2, "bytes": 4096}
    assert lr.parse_made_parallel("loop made parallel: 1 false dependence removed") == {
        "removed": 1, "substituted": 0, "expanded": 0, "bytes": 0}
    assert lr.parse_made_parallel("parallelizing outer loop 3") is None


def test_analyse_combines_remarks_and_regions():
    source = lr.parse_source(KERNEL)
    remarks = lr.parse_remarks(REMARKS, "k.c")
    assert len(remarks) == 7                      # other.c's remark is not ours
    a = lr.analyse(source, remarks, lr.parse_dump(DUMP, "k.c"))
    assert a.parallel == {"k-t": False, "k-i": True, "k-second": True}
    assert a.parloops == 2
    assert a.made_parallel["k-i"]["bytes"] == 64
    assert a.missed == {"k-t": ["flow dependence S1 -> S1"]}
    assert (a.bytes, a.substituted, a.expanded) == (80, 1, 2)
    # The remark at line 28 is in reference_k: the plugin touched it.
    assert any("reference" in w for w in a.warnings)


def _result(kernel, markers, with_bytes, exp_bytes, parallel, substituted=0,
            status="ok"):
    def analysis(nbytes, subst):
        return lr.Analysis(dict(parallel), 0, [], {}, {}, nbytes, subst, 0, [])
    r = lr.KernelResult(kernel, markers)
    r.status = {"serial": "ok", "par": "ok", "lr": status, "exp": "ok"}
    r.analysis = {"par": analysis(0, 0), "lr": analysis(with_bytes, substituted),
                  "exp": analysis(exp_bytes, 0)}
    r.times = {"serial": [2.0, 2.0, 9.0], "par": [1.0, 1.0, 1.0], "lr": [1.0],
               "exp": [4.0]}
    return r


ROLES = {"without": "par", "with": "lr", "expansion_only": "exp"}


def _states(checks):
    return [c.state for c in checks]


def test_acceptance_passes_on_good_results():
    good = [_result("k1", [lr.Marker("a", "false-only", 3), lr.Marker("b", "flow", 9)],
                    0, 8, {"a": True, "b": False}, substituted=1),
            _result("k2", [lr.Marker("c", "false-only", 3)], 16, 16, {"c": True}),
            _result("k3", [lr.Marker("d", "false-only", 3, tags=["subst"])], 0, 16,
                    {"d": True})]
    assert _states(lr.acceptance(good, ROLES)) == ["PASS"] * 5
    # A loop tagged subst where the plugin expanded as much as without
    # substitution fails the memory point even if it never substituted.
    good[2].analysis["lr"].bytes = 16
    checks = lr.acceptance(good, ROLES)
    assert checks[3].state == "FAIL" and checks[3].details[0].startswith("k3: substitution")


def test_acceptance_names_what_fails():
    bad = [_result("k1", [lr.Marker("a", "false-only", 3), lr.Marker("b", "flow", 9)],
                   8, 8, {"a": False, "b": True}, substituted=1, status="run failed: exit 1"),
           _result("k2", [lr.Marker("c", "false-only", 3)], 16, 8, {"c": True})]
    checks = lr.acceptance(bad, ROLES)
    assert _states(checks) == ["FAIL", "FAIL", "FAIL", "FAIL", "PASS"]
    assert checks[0].details == ["k1 (lr): run failed: exit 1"]
    assert checks[1].details[0].startswith("k1: a (line 3)")
    assert any("parallelized by lr" in d for d in checks[2].details)
    assert any(d.startswith("k1: substitution applies") for d in checks[3].details)
    assert any(d.startswith("k2: expansion-only 8 B < default 16 B") for d in checks[3].details)


def test_acceptance_skips_plugin_points_without_plugin():
    r = _result("k1", [lr.Marker("a", "false-only", 3)], 0, 0, {"a": False})
    del r.analysis["lr"], r.analysis["exp"]
    assert _states(lr.acceptance([r], ROLES)) == ["PASS", "SKIP", "PASS", "SKIP", "PASS"]


def test_tables():
    r = _result("k1", [lr.Marker("a", "false-only", 3)], 0, 24, {"a": True}, substituted=1)
    r.analysis["lr"].made_parallel["a"] = {"removed": 2, "substituted": 1, "expanded": 0,
                                           "bytes": 0}
    loops = lr.loops_table([r], ["par", "lr", "exp"])
    assert ("| k1 | a | false-only | yes | yes | yes | "
            "lr: 2 false deps removed, subst 1, exp 0, 0 B |") in loops
    r.analysis["exp"].made_parallel["a"] = dict(r.analysis["lr"].made_parallel["a"])
    r.analysis["exp"].missed["a"] = ["why"]
    r.analysis["par"].made_parallel["a"] = dict(r.analysis["lr"].made_parallel["a"])
    loops = lr.loops_table([r], ["par", "lr", "exp"])
    assert "par: 2 false deps removed, subst 1, exp 0, 0 B; lr: same; exp: 2 false" in loops
    kernels = lr.kernels_table([r], "serial", ["serial", "par", "lr", "exp"], ROLES)
    assert "| k1 | 1/1 (0) | 1/1 (0) | 1/1 (0) | 2.00 | 2.00 | 0.50 | 0 | 24 | 24 | 1 default | yes |" \
        in kernels
    geomean = [line for line in kernels.splitlines() if line.startswith("| geomean |")]
    assert geomean == ["| geomean |  |  |  | 2.00 | 2.00 | 0.50 |  |  |  |  |  |"]


def test_kernel_files_are_well_formed():
    kinds = {}
    for path in sorted(SUITE.glob("*.c")):
        source = lr.parse_source(path.read_text())
        assert source.markers, f"{path.name} marks no loop"
        assert any(lr.is_reference(f) for f in source.functions), path.name
        for marker in source.markers:
            assert not lr.is_reference(marker.function), (path.name, marker.name)
            for kind in [marker.kind] + marker.tags:
                kinds[kind] = kinds.get(kind, 0) + 1
    assert kinds.get("false-only", 0) >= 8 and kinds.get("flow", 0) >= 2
    assert kinds.get("subst", 0) >= 1
    spec = runner.read_json(SUITE / "suite.json")
    assert spec["driver"] == "bench_liverange"
    assert set(spec["roles"].values()) <= set(spec["variants"])


GCC = shutil.which("x86_64-linux-gnu-gcc-12")


@pytest.mark.skipif(GCC is None, reason="no gcc-12")
def test_kernel_without_plugin_maps_gcc_regions(tmp_path):
    """GCC alone on a real kernel: the row temporary blocks the i loop, the
    inner j loops are parallelized, and the driver tells them apart."""
    for name in ("lr.h", "k05-jacobi2d-row.c"):
        shutil.copy(SUITE / name, tmp_path / name)
    (tmp_path / "suite.json").write_text(
        '{"driver": "bench_liverange", "baseline": "serial", "repeats": 1,'
        ' "variants": {"serial": {"flags": "-O2"},'
        ' "par": {"flags": "-O2 -floop-parallelize-all -ftree-parallelize-loops=2"}},'
        ' "roles": {"without": "par"}}')
    # Shrink the kernel so the test is quick.
    kernel = tmp_path / "k05-jacobi2d-row.c"
    kernel.write_text(kernel.read_text().replace("#define N 1000", "#define N 120")
                      .replace("#define STEPS 24", "#define STEPS 2"))
    assert lr.main([str(tmp_path), "--output", str(tmp_path / "out")]) == 0
    results = runner.read_json(tmp_path / "out" / "results.json")
    par = results["kernels"]["k05-jacobi2d-row"]["variants"]["par"]
    assert par["parallel"] == {"jacobi2d-t": False, "jacobi2d-i": False}
    assert par["parloops_remarks"] >= 1 and not par["warnings"]
    assert (tmp_path / "out" / "results.md").read_text().count("SKIP") == 2


PLUGIN_BUILT = (runner.repo_root() / "build" / "x86_64-linux-gnu" / "xopt_liverange.so").is_file()


@pytest.mark.skipif(GCC is None or not PLUGIN_BUILT, reason="xopt_liverange not built")
def test_end_to_end_with_plugin(tmp_path):
    """The subst-scalar kernel, shrunk, with and without the plugin: it runs
    correctly in every variant and the report has every section."""
    for name in ("lr.h", "k10-subst-scalar.c", "suite.json"):
        shutil.copy(SUITE / name, tmp_path / name)
    kernel = tmp_path / "k10-subst-scalar.c"
    kernel.write_text(kernel.read_text().replace("#define REPS 60", "#define REPS 1"))
    status = lr.main([str(tmp_path), "--repeats", "1", "--output", str(tmp_path / "out")])
    results = runner.read_json(tmp_path / "out" / "results.json")
    kernel_result = results["kernels"]["k10-subst-scalar"]
    assert set(kernel_result["status"].values()) == {"ok"}, kernel_result["status"]
    assert {"gcc-par", "liverange", "expand-only"} <= set(kernel_result["variants"])
    assert status in (0, 1)
    assert [c["state"] for c in results["acceptance"]].count("SKIP") == 0


# Two outer loops in one function, both regenerated by Graphite: every
# remark points at the function (line 2); the plugin dump and parloops'
# loop numbers tell which is which.
TWO = """\
void
kernel_two (void)
{
  for (int i = 0; i < 9; i++) /* lr-loop: first false-only */
    t = 1;
  for (int i = 0; i < 9; i++) /* lr-loop: second false-only */
    u = 2;
  for (int i = 0; i < 9; i++) /* lr-loop: third flow */
    v = 3;
}
"""

TWO_PLUGIN_DUMP = """\
;; Function kernel_two (kernel_two, funcdef_no=0, decl_uid=1, cgraph_uid=1, symbol_order=1)

== loop 7 (depth 1)
already marked parallel

== loop 5 (depth 1)
S0: t = 1;
decision: t is live out of the loop: expand
decision: loop 5 parallel: 1 false dependences removed, 0 reads substituted, 1 variables expanded, 72 bytes

== loop 3 (depth 1)
missed: loop not parallel: call to foo

== loop 2 (depth 1)
two.c:2:1: missed: loop not parallel: flow dependence S1 -> S0
"""

TWO_REMARKS = """\
two.c:2:1: optimized: loop made parallel: 1 false dependences removed (forward-substituted 0, expanded 1, 72 bytes)
two.c:2:1: missed: loop not parallel: call to foo
two.c:2:1: missed: loop not parallel: flow dependence S1 -> S0
lr.h:9:1: optimized: parallelizing inner loop 4
two.c:2:1: optimized: parallelizing outer loop 7
two.c:2:1: optimized: parallelizing outer loop 5
"""

TWO_DUMP = """\
;; Function kernel_two (kernel_two, funcdef_no=0, decl_uid=1, cgraph_uid=1, symbol_order=1)
;;   basic block 2, loop depth 0
  __builtin_GOMP_parallel (kernel_two._loopfn.2, &.paral_data_store.5, 2, 0);
  __builtin_GOMP_parallel (kernel_two._loopfn.1, &.paral_data_store.6, 2, 0);

;; Function kernel_two._loopfn.1 (kernel_two._loopfn.1, funcdef_no=1, decl_uid=2, cgraph_uid=2, symbol_order=2)
;;   basic block 3, loop depth 1
  [two.c:7:7] u = 2;

;; Function kernel_two._loopfn.2 (kernel_two._loopfn.2, funcdef_no=2, decl_uid=3, cgraph_uid=3, symbol_order=3)
;;   basic block 3, loop depth 1
  [two.c:5:7] t_lsm = 1;
"""


def test_plugin_dump_and_loop_numbers():
    assert lr.parloops_numbers(TWO_REMARKS) == [4, 7, 5]
    decisions = lr.parse_plugin_dump(TWO_PLUGIN_DUMP)
    assert [(d.loop, d.depth) for d in decisions["kernel_two"]] == [(5, 1), (3, 1), (2, 1)]
    assert lr.outlined_index("kernel_two._loopfn.12") == 12
    assert lr.outlined_index("kernel_two") is None


def test_function_located_remarks_find_their_loops():
    source = lr.parse_source(TWO)
    remarks = lr.parse_remarks(TWO_REMARKS, "two.c")
    regions = lr.parse_dump(TWO_DUMP, "two.c")
    a = lr.analyse(source, remarks, regions, lr.parloops_numbers(TWO_REMARKS),
                   lr.parse_plugin_dump(TWO_PLUGIN_DUMP))
    # _loopfn.1 is the second parloops remark (loop 7): the second loop;
    # _loopfn.2 is loop 5, which the plugin made parallel: the first loop.
    assert a.parallel == {"first": True, "second": True, "third": False}
    assert a.made_parallel == {"first": {"removed": 1, "substituted": 0, "expanded": 1,
                                         "bytes": 72}}
    # Loops 3 and 2 were refused at the same depth, with one marker left
    # (third): elimination cannot decide between two remarks.
    assert set(a.missed) == {"kernel_two:2"}
    without = lr.analyse(source, remarks, regions)
    assert set(without.made_parallel) == {"kernel_two:2"}


def test_elimination_places_the_last_refused_loop():
    source = lr.parse_source(TWO)
    remarks = lr.parse_remarks("\n".join(TWO_REMARKS.splitlines()[:1] + TWO_REMARKS.splitlines()[2:]),
                               "two.c")
    dump = TWO_PLUGIN_DUMP.replace("missed: loop not parallel: call to foo",
                                   "already marked parallel")
    a = lr.analyse(source, remarks, lr.parse_dump(TWO_DUMP, "two.c"),
                   lr.parloops_numbers(TWO_REMARKS), lr.parse_plugin_dump(dump))
    assert a.missed == {"third": ["flow dependence S1 -> S0"]}


def test_run_rounds_stops_at_the_budget(tmp_path):
    log = tmp_path / "order"
    programs = {name: ["sh", "-c", f"echo {name} >> {log}; sleep 0.3; echo time_ns=5"]
                for name in ("a", "b")}
    # A round takes at least 0.6 s: a second one would overrun 1 s.
    times = lr.run_rounds(programs, 10, 1.0, {})
    assert log.read_text().split() == ["a", "b"]
    assert times == {"a": [5e-9], "b": [5e-9]}
    log.unlink()
    assert lr.run_rounds(programs, 2, 0, {})["b"] == [5e-9, 5e-9]
    assert log.read_text().split() == ["a", "b", "a", "b"]
    failures = {}
    times = lr.run_rounds({"bad": ["sh", "-c", "echo wrong; exit 1"]}, 3, 0, failures)
    assert failures == {"bad": "exit 1: wrong"} and times == {"bad": []}


def test_remarks_about_inner_loops_stay_off_the_marker():
    """loops=all: the plugin also reports on inner loops; a remark on an
    unmarked loop's line, or at the function for a loop deeper than the
    marker, is not about the marked loop."""
    text = ("void\nkernel_one (void)\n{\n"
            "  for (int i = 0; i < 9; i++) /* lr-loop: one false-only */\n"
            "    for (int j = 0; j < 9; j++)\n"
            "      for (int k = 0; k < 9; k++)\n"
            "        t = 1;\n}\n")
    source = lr.parse_source(text)
    remarks = lr.parse_remarks(
        "one.c:2:1: missed: loop not parallel: outer reason\n"
        "one.c:2:1: missed: loop not parallel: middle reason\n"
        "one.c:6:9: missed: loop not parallel: inner reason\n", "one.c")
    decisions = {"kernel_one": [lr.Decision(3, 1), lr.Decision(4, 2), lr.Decision(5, 3)]}
    a = lr.analyse(source, remarks, [], [], decisions)
    assert a.missed == {"one": ["outer reason"], "kernel_one:2": ["middle reason"],
                        "kernel_one:6": ["inner reason"]}
    # Without the plugin dump the function's only marker takes them all
    # but the one on the inner loop's line.
    a = lr.analyse(source, remarks, [])
    assert a.missed == {"one": ["outer reason", "middle reason"],
                        "kernel_one:6": ["inner reason"]}


def test_wait_policy():
    assert lr.wait_policy("auto", 0.3) == ""
    assert lr.wait_policy("auto", 1.5) == "passive"
    assert lr.wait_policy("auto", None) == "passive"
    assert lr.wait_policy("active", 0.0) == "active"
    assert lr.wait_policy("", 9.0) == ""
    busy = lr.busy_cpus(0.05)
    assert busy is None or 0 <= busy <= (lr.os.cpu_count() or 1) + 0.01
