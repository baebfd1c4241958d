"""The figures of make bench-vliw (vliw_results, vliw_chart, bench_vliw)
on hand-written schedule lines."""

import json
import math
import xml.etree.ElementTree as ET
from pathlib import Path

from xopttools import bench_vliw, vliw_chart, vliw_results


def line(function, method, objective, status="heuristic", seconds=0.0, model="hxdsp4x4",
         target="x86_64-linux-gnu"):
    return {"function": function, "method": method, "objective": objective,
            "status": status, "seconds": seconds, "target": target, "source": "k.c",
            "model": {"name": model, "file": None}}


def functions():
    lines = []
    for name, ilp, lucas, uas, status, seconds in [("fir", 80, 100, 120, "optimal", 0.1),
                                                   ("iir", 50, 50, 60, "optimal", 0.7),
                                                   ("lms", 30, 40, 40, "feasible", 0.5)]:
        lines += [line(name, "ilp", ilp, status, seconds), line(name, "lucas", lucas),
                  line(name, "uas", uas), line(name, "uas-cc", uas), line(name, "bug", uas + 5)]
    return lines


def test_summary_figures():
    summary = vliw_results.summarize(vliw_results.group(functions()))
    assert summary["functions"] == 3
    assert summary["totals"]["ilp"] == 160 and summary["totals"]["bug"] == 235
    assert math.isclose(summary["geomean_ilp_lucas"], (0.8 * 1.0 * 0.75) ** (1 / 3))
    assert summary["ilp_above_best"] == []
    assert math.isclose(summary["optimal_0_5s"], 1 / 3)      # iir took 0.7 s


def test_failed_ilp_counts_as_the_kept_baseline_and_above_best_is_listed():
    lines = functions()
    lines[0]["status"] = "failed"                 # fir's ILP: the best baseline is kept
    lines[10]["objective"] = 45                   # lms's ILP: 45, above LUCAS's 40
    summary = vliw_results.summarize(vliw_results.group(lines))
    assert summary["ilp_failed"] == 1
    assert summary["totals"]["ilp"] == 95
    assert [key[3] for key in summary["ilp_above_best"]] == ["lms"]


def test_tables_have_one_row_per_function_and_model():
    groups = vliw_results.group(functions() + [line("fir", "ilp", 90, model="c64x")])
    table = vliw_results.function_table(groups)
    assert len(table.splitlines()) == 2 + 4
    assert "| x86_64-linux-gnu | hxdsp4x4 | fir | 80 | optimal | 0.1 | 100 | 120 | 120 | 125 " \
           "| 0.8 |" in table
    summary = vliw_results.summary_table(groups)
    assert "| x86_64-linux-gnu | hxdsp4x4 | 3 | 160 | 190 | 220 | 220 | 235 |" in summary


def test_sweep_relative_to_uas_and_chart():
    lines = [dict(l, model={"name": "cvliw-2-1", "file": None}) for l in functions()]
    groups = vliw_results.group(lines)
    table = vliw_results.sweep_table(groups, ["cvliw-2-1", "cvliw-2-2"])
    assert "| cvliw-2-1 | 3 | 0.747 | 0.886 | 1 | 1 | 1.083 |" in table
    assert "| cvliw-2-2 | 0 | - | - | - | - | - |" in table
    relative = {"cvliw-2-1": vliw_results.relative_to(groups)}
    svg = vliw_chart.render(relative, ["cvliw-2-1", "cvliw-2-2"], list(vliw_results.METHODS),
                            "sweep")
    root = ET.fromstring(svg)
    bars = [e for e in root.iter("{http://www.w3.org/2000/svg}rect") if e.find(
        "{http://www.w3.org/2000/svg}title") is not None]
    assert len(bars) == 5


def test_share_within_10s_counts_the_rerun():
    first = functions()
    second = [line("iir", "ilp", 50, "optimal", 0.7), line("lms", "ilp", 30, "feasible", 10)]
    assert math.isclose(bench_vliw.share_within_10s(first, second), 2 / 3)


def test_plan_covers_corpus_targets_and_sweep(tmp_path):
    suite = {"targets": ["x86_64-linux-gnu", "arm-linux-gnueabihf"], "model": "hxdsp4x4",
             "torture": {"files": 0, "targets": []},
             "sweep": {"clusters": [2, 4], "latencies": [1, 2]}}
    args = bench_vliw.parse_args([str(Path(__file__).parents[2] / "bench" / "vliw"),
                                  "--torture", "0"])
    jobs = bench_vliw.plan(args, suite, tmp_path)
    corpus = sorted(args.suite.glob("*.c"))
    assert len(corpus) >= 9
    assert len(jobs["corpus"]) == 2 * len(corpus) and jobs["torture"] == []
    assert {j.model for j in jobs["sweep"]} == {"cvliw-2-1", "cvliw-2-2", "cvliw-4-1",
                                                "cvliw-4-2"}
    assert {j.target for j in jobs["sweep"]} == {"x86_64-linux-gnu"}


def test_identical_lines_ignore_seconds_only(tmp_path):
    first = [line("fir", "ilp", 80, "optimal", 0.1), line("fir", "uas", 120)]
    second = [line("fir", "ilp", 80, "optimal", 0.3), line("fir", "uas", 121)]
    job = bench_vliw.Job("x86_64-linux-gnu", "hxdsp4x4", Path("fir.c"), tmp_path / "fir.json")
    job.json.write_text("".join(json.dumps(l) + "\n" for l in first))
    again = bench_vliw.Job(job.target, job.model, job.source, tmp_path / "fir.again.json")
    again.json.write_text("".join(json.dumps(l) + "\n" for l in second))
    assert bench_vliw.identical_lines([job], [again]) == (1, 2)


def test_acceptance_rows_state_measure_and_goal():
    corpus = vliw_results.group(functions())
    torture = [line("t1", "ilp", 5, "optimal", 0.2), line("t2", "ilp", 7, "feasible", 0.5)]
    text = bench_vliw.acceptance(corpus, torture, 0.5, (100, 1))
    assert "| x86_64-linux-gnu corpus: functions with ILP above the best baseline | 0 of 3 " \
           "| 0 |" in text
    assert "| torture: ILP proven optimal within 0.5 s | 50 % of 2 | >= 81 % |" in text
    assert "| torture: ILP proven optimal within 10 s | 50 % | >= 90 % |" in text
    assert "| schedules the checker accepts | 99 of 100 | all |" in text
