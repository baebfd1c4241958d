"""Tests of the bench/sms driver: corpus markers, remark and dump parsing,
totals and tables on canned text, and a small real run when the plugin
is built."""

import json
import shutil
import textwrap
from pathlib import Path

import pytest

from xopttools import bench_sms, runner

SOURCE = textwrap.dedent("""\
    #include "bench.h"

    KERNEL static int
    dot (const int *a, const int *b, int n)
    {
      int s = 0;
      for (int i = 0; i < n; i++) /* sms-loop: dot */
        s += a[i] * b[i];
      return s;
    }

    KERNEL static void
    rows (int (*c)[8], int n)
    {
      for (int i = 0; i < n; i++)
        for (int j = 0; j < 8; j++) /* sms-loop: row */
          {
            c[i][j] = i;
            c[i][j] += j;
          }
    }

    static void
    sift (int *a, int root, int end)
    {
      int child;
      while ((child = 2 * root + 1) < end) /* sms-other: sift */
        {
          if (a[root] >= a[child])
            return;
          root = child;
        }
    }
    """)

REMARKS = textwrap.dedent("""\
    /x/k.c:7:21: optimized: loop software-pipelined: II=2 MII=2 stages=3 list=8
    /x/k.c:7:21: missed: couldn't vectorize loop
    /x/k.c:16:23: missed: loop not pipelined: stage count 1 gains nothing
    /x/k.c:16:23: optimized: loop software-pipelined: II=4 MII=3 stages=2 list=6
    /x/k.c:15:5: missed: loop not pipelined: not an innermost loop
    /x/k.c:17:7: missed: loop not pipelined: not an innermost loop
    k.c:27:10: missed: loop not pipelined: loop has 4 basic blocks
    k.c:40:3: optimized: loop with 3 iterations completely unrolled (header execution count 1)
    """)

DUMP = textwrap.dedent("""\

    ;; Function dot (dot, funcdef_no=1, decl_uid=1, cgraph_uid=1, symbol_order=1)


    SMS analysis phase
    ===================

    SMS loop num: 1 /x/k.c:7
    ...OK

    SMS transformation phase
    =========================

    SMS loop num: 1 /x/k.c:7
     /x/k.c:7
    SMS single-bb-loop
    SMS doloop
    SMS iis 2 3 6 (rec_mii, mii, maxii)
     /x/k.c:7 SMS succeeded 4 2 (with ii, sc)

    ;; Function rows (rows, funcdef_no=2, decl_uid=2, cgraph_uid=2, symbol_order=2)

    SMS analysis phase
    ===================

    SMS loop num: 1 /x/k.c:17
    SMS loop inner or !loop_outer
    SMS loop num: 2
    ...OK

    SMS transformation phase
    =========================

    SMS loop num: 2
    SMS iis 5 5 10 (rec_mii, mii, maxii)
    SMS failed...
    SMS sched-failed (stage-count=1, loop-count=0, trip-count=-1max 7)

    ;; Function sift (sift, funcdef_no=3, decl_uid=3, cgraph_uid=3, symbol_order=3)

    SMS analysis phase
    ===================

    SMS loop num: 1 /x/k.c:27
    SMS loop many exits /x/k.c:27
    """)


@pytest.fixture
def corpus(tmp_path):
    (tmp_path / "k.c").write_text(SOURCE)
    return bench_sms.find_loops(tmp_path / "k.c")


def test_markers_give_names_lines_ranges_and_functions(corpus):
    assert [(lp.name, lp.line, lp.end, lp.form, lp.function) for lp in corpus] == [
        ("dot", 7, 8, True, "dot"),
        ("row", 16, 20, True, "rows"),
        ("sift", 27, 32, False, "sift")]


def test_marker_must_be_on_a_loop_line_and_unique(tmp_path):
    bad = tmp_path / "bad.c"
    bad.write_text("int x; /* sms-loop: x */\n")
    with pytest.raises(runner.ToolError):
        bench_sms.find_loops(bad)
    bad.write_text("void f (int *a) {\n"
                   "  for (int i = 0; i < 4; i++) /* sms-loop: x */ a[i] = 0;\n"
                   "  for (int i = 0; i < 4; i++) /* sms-loop: x */ a[i] = 1;\n}\n")
    with pytest.raises(runner.ToolError):
        bench_sms.find_loops(bad)


def test_loop_at_picks_the_innermost_marked_loop_of_that_file(corpus):
    assert bench_sms.loop_at(corpus, "/x/k.c", 8).name == "dot"
    assert bench_sms.loop_at(corpus, "k.c", 18).name == "row"
    assert bench_sms.loop_at(corpus, "k.c", 15) is None       # the outer loop
    assert bench_sms.loop_at(corpus, "other.c", 7) is None


def test_parse_remarks_keeps_only_the_pipeliner_lines():
    remarks = bench_sms.parse_remarks(REMARKS)
    assert len(remarks) == 6
    first = remarks[0]
    assert (first.file, first.line, first.col, first.taken) == ("/x/k.c", 7, 21, True)
    assert (first.ii, first.mii, first.stages, first.list) == (2, 2, 3, 8)
    assert remarks[1].reason == "stage count 1 gains nothing"
    assert remarks[5].reason == "loop has 4 basic blocks"


def test_xopt_outcomes_per_loop(corpus):
    outcomes = bench_sms.xopt_outcomes(corpus, bench_sms.parse_remarks(REMARKS))
    assert outcomes["dot"].taken and outcomes["dot"].at_mii()
    assert outcomes["dot"].speedup() == pytest.approx(4.0)
    # Two copies of the loop, one pipelined: it counts as pipelined; the
    # outer loop's remark on line 17 is not counted as a third.
    row = outcomes["row"]
    assert row.taken and row.ii == 4 and row.instances == 2 and not row.at_mii()
    assert outcomes["sift"].reason == "loop has 4 basic blocks"
    assert bench_sms.xopt_outcomes(corpus, [])["dot"].reason == "no remark"


def test_parse_sms_dump():
    loops = bench_sms.parse_sms_dump(DUMP)
    found = [(s.function, s.num, s.file, s.line, s.taken, s.ii, s.mii, s.stages, s.reason)
             for s in loops]
    assert found == [
        ("dot", 1, "/x/k.c", 7, True, 4, 3, 2, None),
        ("rows", 1, "/x/k.c", 17, False, None, None, None, "not an innermost loop"),
        ("rows", 2, None, None, False, None, 5, None,
         "schedule rejected (stage count 1, too few stages or iterations)"),
        ("sift", 1, "/x/k.c", 27, False, None, None, None, "several exits")]


def test_stock_outcomes_place_loops_without_location_by_function(corpus):
    xopt = bench_sms.xopt_outcomes(corpus, bench_sms.parse_remarks(REMARKS))
    stock = bench_sms.stock_outcomes(corpus, bench_sms.parse_sms_dump(DUMP), xopt)
    assert stock["dot"].taken and stock["dot"].ii == 4 and stock["dot"].mii == 3
    # Stock reports no list length: xopt_sms's stands in.
    assert stock["dot"].speedup() == pytest.approx(8 / 4)
    # The outer loop's entry (line 17, inside the inner loop) is skipped;
    # the unlocated inner loop is the only marked loop of rows ().
    assert not stock["row"].taken and stock["row"].mii == 5
    assert "stage count 1" in stock["row"].reason
    assert stock["sift"].reason == "several exits"


def test_totals_and_geomean(corpus):
    outcomes = {
        "dot": bench_sms.Outcome(True, ii=2, mii=2, stages=3, list=8),
        "row": bench_sms.Outcome(True, ii=4, mii=3, stages=2, list=4),
        "sift": bench_sms.Outcome(True, ii=1, mii=1, stages=2, list=9),  # not counted
    }
    t = bench_sms.totals(corpus, outcomes)
    assert (t["form_loops"], t["pipelined"], t["at_mii"]) == (2, 2, 1)
    assert t["pipelined_fraction"] == 1.0 and t["at_mii_fraction"] == 0.5
    assert t["geomean_speedup"] == pytest.approx(2.0)     # sqrt(4 * 1)
    none = bench_sms.totals(corpus, {n: bench_sms.Outcome(False, reason="x")
                                     for n in outcomes})
    assert none["pipelined"] == 0 and none["geomean_speedup"] is None


def test_tables(corpus):
    xopt = bench_sms.xopt_outcomes(corpus, bench_sms.parse_remarks(REMARKS))
    stock = bench_sms.stock_outcomes(corpus, bench_sms.parse_sms_dump(DUMP), xopt)
    table = bench_sms.loop_table(corpus, xopt, stock)
    assert "| dot | k.c:7 | taken | 2 | 2 | 3 | 8 | 4.00 | taken | 4 | 3 | 2 | 2.00 |" in table
    assert "| sift (other) | k.c:27 | missed: loop has 4 basic blocks |" in table
    assert "plugin not run" in bench_sms.loop_table(corpus, None, stock)
    totals = bench_sms.totals_table({"arm": {"xopt_sms": bench_sms.totals(corpus, xopt),
                                             "stock": None}})
    assert "| arm | xopt_sms | 2 | 2 (100%) | 1 (50%) | 2.45 (2 loops) |" in totals
    assert "| arm | stock | - | not run |" in totals
    runtime = bench_sms.runtime_table({"a": {"base": 0.010, "xopt": 0.005, "speedup": 2.0,
                                             "paired": 2.0},
                                       "b": {"base": 0.010, "xopt": 0.020, "speedup": 0.5,
                                             "paired": 0.5},
                                       "c": {"error": "exit 1"},
                                       "d": {"same_code": True, "speedup": 1.0}})
    assert "| a | 10.0 | 5.0 | 2.000 | - | 2.000 |" in runtime
    assert "| b | 10.0 | 20.0 | 0.500 | - | 0.500 (slower) |" in runtime
    assert "| c | - | - | exit 1 | - | - |" in runtime
    assert "| d | - | - | 1 (same code) | - | - |" in runtime
    assert "| geomean | | | 1.000 | | 1.000 |" in runtime
    compile_time = bench_sms.compile_time_table(
        {"arm": {"file": "k.c", "base": 0.1, "xopt": 0.102, "overhead_pct": 2.0,
                 "corpus_base": 1.0, "corpus_xopt": 1.03, "corpus_overhead_pct": 3.0,
                 "empty_base": 0.010, "empty_xopt": 0.012}})
    assert "| arm | k.c (biggest) | 100 | 102 | +2.0% |" in compile_time
    assert "| arm | whole corpus | 1000 | 1030 | +3.0% |" in compile_time
    assert "| arm | empty file (loading the plugin) | 10.0 | 12.0 | +2.0 ms |" in compile_time


def test_acceptance_verdicts():
    goals = {"pipelined": 0.9, "at_mii": 0.8, "speedup": 1.5, "max_slowdown": 0.03,
             "compile_overhead": 0.05}
    good = {"form_loops": 10, "pipelined": 9, "pipelined_fraction": 0.9, "at_mii": 8,
            "at_mii_fraction": 8 / 9, "speedup_loops": 9, "geomean_speedup": 1.6}
    poor = dict(good, pipelined=5, pipelined_fraction=0.5, geomean_speedup=1.2)
    # The paired ratio decides when there is one: c's medians say 5% slower,
    # its rounds do not.
    runtime = {"config": "x86", "kernels": {"a": {"speedup": 0.98}, "b": {"speedup": 0.96},
                                            "c": {"speedup": 0.95, "paired": 0.99}}}
    checks = bench_sms.acceptance({"arm": good, "thumb": poor, "x86": None}, goals,
                                  ["arm", "thumb"], runtime,
                                  {"arm": {"overhead_pct": 6.0, "corpus_overhead_pct": 2.0},
                                   "x86": {"overhead_pct": 1.0, "corpus_overhead_pct": 7.5}})
    verdicts = {c: h for c, h, _ in checks}
    assert verdicts["arm: pipelined >= 90%"] is True
    assert verdicts["arm: geomean list/II >= 1.5"] is True
    assert verdicts["thumb: pipelined >= 90%"] is False
    assert verdicts["thumb: geomean list/II >= 1.5"] is False
    assert verdicts["x86: pipelined >= 90%"] is None
    assert verdicts["x86: no kernel more than 3% slower"] is False    # b: 4% slower
    measured = {c: m for c, _, m in checks}
    assert measured["x86: no kernel more than 3% slower"] == "b"
    assert verdicts["arm: corpus compile time < +5%"] is True
    assert verdicts["x86: corpus compile time < +5%"] is False


def test_suite_configurations_and_target_filter():
    data = json.loads((runner.repo_root() / "bench" / "sms" / "suite.json").read_text())
    assert data["driver"] == "bench_sms"
    names = [c.name for c in bench_sms.load_configs(data, None)]
    assert names == ["cortex-a8-arm", "cortex-a8-thumb", "x86-64"]
    assert [c.name for c in bench_sms.load_configs(data, "arm-linux-gnueabihf")] == [
        "cortex-a8-arm", "cortex-a8-thumb"]
    assert [c.name for c in bench_sms.load_configs(data, "cortex-a8-thumb")] == [
        "cortex-a8-thumb"]
    with pytest.raises(runner.ToolError):
        bench_sms.load_configs(data, "mips")


def test_corpus_loops_are_all_found():
    folder = runner.repo_root() / "bench" / "sms"
    loops = [lp for s in sorted(folder.glob("*.c")) for lp in bench_sms.find_loops(s)]
    assert len([lp for lp in loops if lp.form]) >= 30
    assert all(lp.function for lp in loops)
    assert len({lp.name for lp in loops}) == len(loops)


def _small_suite(tmp_path):
    folder = tmp_path / "sms"
    folder.mkdir()
    corpus = runner.repo_root() / "bench" / "sms"
    shutil.copy(corpus / "bench.h", folder)
    shutil.copy(corpus / "dot.c", folder)
    data = json.loads((corpus / "suite.json").read_text())
    data["configs"] = {"x86-64": dict(data["configs"]["x86-64"])}
    (folder / "suite.json").write_text(json.dumps(data))
    return folder


@pytest.mark.skipif(shutil.which("x86_64-linux-gnu-gcc-12") is None, reason="no gcc-12")
def test_run_without_the_plugin_reports_stock_only(tmp_path, monkeypatch):
    folder = _small_suite(tmp_path)
    monkeypatch.setattr(runner, "find_plugins", _no_plugin)
    results, text = bench_sms.run_suite(bench_sms.parse_args(
        [str(folder), "--output", str(tmp_path / "out"), "--repeats", "1"]))
    config = results["configs"]["x86-64"]
    assert config["xopt"] is None and "not built" in config["plugin_error"]
    assert config["totals"]["stock"]["form_loops"] == 4
    assert config["totals"]["stock"]["pipelined"] == 0          # no doloop_end on x86
    assert all(o["reason"] == "not a do-loop" for o in config["stock"].values())
    assert "| x86-64 | xopt_sms | - | not run |" in text
    assert (tmp_path / "out" / "results.md").read_text() == text


def _no_plugin(target, spec, build_dir=None):
    raise runner.ToolError(f"xopt_{spec} not built for {target}")


PLUGIN = runner.repo_root() / "build" / "x86_64-linux-gnu" / "xopt_sms.so"


@pytest.mark.skipif(not PLUGIN.is_file(), reason="xopt_sms not built")
def test_real_run_with_the_plugin(tmp_path):
    folder = _small_suite(tmp_path)
    results, text = bench_sms.run_suite(bench_sms.parse_args(
        [str(folder), "--output", str(tmp_path / "out"), "--repeats", "1",
         "--compile-repeats", "1"]))
    config = results["configs"]["x86-64"]
    assert config["checks"] == {"dot": runner.PASS}
    assert set(config["xopt"]) == {"dot-i32", "dot-i16", "dot-f32", "dot-f64"}
    assert all(o["taken"] or o["reason"] for o in config["xopt"].values())
    assert results["runtime"]["kernels"]["dot"]["speedup"] > 0
    assert results["compile_time"]["x86-64"]["file"] == "dot.c"
    assert set(results["compile_time"]["x86-64"]["files"]) == {"dot.c"}
    assert "## Acceptance" in text


def test_missed_summary_groups_reasons(corpus):
    outcomes = {"dot": bench_sms.Outcome(False, reason="call in the loop"),
                "row": bench_sms.Outcome(False, reason="call in the loop"),
                "sift": bench_sms.Outcome(False, reason="several blocks")}
    assert bench_sms.missed_summary(corpus, outcomes) == "- call in the loop: dot, row\n"


def test_parse_remarks_takes_an_unrolled_kernel():
    """A kernel unrolled by modulo variable expansion says mve=K after the
    list length; the loop counts as taken with its II."""
    remarks = bench_sms.parse_remarks(
        "/x/w.c:20:26: optimized: loop software-pipelined: "
        "II=6 MII=6 stages=2 list=10 mve=4\n")
    assert len(remarks) == 1
    r = remarks[0]
    assert (r.line, r.taken, r.ii, r.mii, r.stages, r.list) == (20, True, 6, 6, 2, 10)
