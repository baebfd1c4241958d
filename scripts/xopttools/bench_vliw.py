"""make bench-vliw (scripts/bench-vliw): what xopt_vliw's ILP and its
baselines (UAS, UAS-CC, LUCAS, BUG) achieve on the DSP corpus bench/vliw/
and on a sample of GCC's torture tests, from the schedules the plugin
writes (-fplugin-arg-xopt_vliw-algo=all -fplugin-arg-xopt_vliw-json=...).

Every corpus file is compiled at -O2 -fno-inline for each target of
suite.json with the main model; torture files (a deterministic sample,
--torture N) for the torture targets.  Functions whose ILP is not proven
optimal within the default budget are compiled again with a 10 s budget
(time-limit=10000, node-limit=100000000) for the 10 s share.  The transfer-latency
sweep compiles the corpus (first target) with each cvliw-M-L model.  Every
schedule line goes through scripts/vliw-check.  Tables go to stdout and
build/bench/vliw/results.md; with --doc also to doc/vliw-bench.md and the
sweep chart to doc/vliw-sweep.svg.
"""

import argparse
import json
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import List

from . import runner, torture, vliw_chart, vliw_results
from .vliw_check import ModelCache, check_file


@dataclass
class Job:
    target: str
    model: str
    source: Path
    json: Path
    extra: List[str] = field(default_factory=list)
    outcome: str = ""


def parse_args(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("suite", type=Path, nargs="?", default=runner.repo_root() / "bench/vliw")
    parser.add_argument("--targets", help="comma-separated (default: suite.json)")
    parser.add_argument("--torture", type=int, help="torture files per target (0: none)")
    parser.add_argument("--no-sweep", action="store_true")
    parser.add_argument("--no-rerun", action="store_true", help="skip the 10 s reruns")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--build", type=Path, default=runner.repo_root() / "build")
    parser.add_argument("--output", type=Path)
    parser.add_argument("--doc", action="store_true", help="write doc/vliw-bench.md and "
                        "doc/vliw-sweep.svg")
    return parser.parse_args(argv)


def compile_job(job, suite, build):
    plugin = build / job.target / "xopt_vliw.so"
    job.json.parent.mkdir(parents=True, exist_ok=True)
    job.json.unlink(missing_ok=True)
    command = (["nice", "-n", "10", runner.compiler_for(job.target)]
               + runner.split_flags(suite["flags"])
               + [f"-fplugin={plugin}", f"-fplugin-arg-xopt_vliw-model={job.model}",
                  "-fplugin-arg-xopt_vliw-algo=all",
                  f"-fplugin-arg-xopt_vliw-json={job.json}"]
               + [f"-fplugin-arg-xopt_vliw-{a}" for a in job.extra]
               + ["-w", "-c", str(job.source), "-o", "/dev/null"])
    outcome = runner.run_command(command, suite.get("compile_timeout", 600))
    verdict = runner.classify_compile(outcome)
    job.outcome = verdict or "ok"
    if verdict:
        job.json.with_suffix(".log").write_text(runner.command_line(command) + "\n"
                                                + outcome.output)
    return job


def run_jobs(jobs, suite, build, workers):
    with ThreadPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(lambda j: compile_job(j, suite, build), jobs))


def read_lines(jobs):
    lines = []
    for job in jobs:
        if job.json.is_file():
            lines += [json.loads(t) for t in job.json.read_text().splitlines() if t.strip()]
    return lines


def torture_sources(count, output):
    if not count:
        return []
    cases = torture.discover_tests(torture.ensure_sources(output / "torture-src"), ieee=False)
    step = max(1, len(cases) // count)
    return [case.path for case in cases[::step][:count]]


def checker_verdict(jobs):
    """(schedules, invalid, redundant transfers, first messages) of
    vliw-check on JOBS' files."""
    models, total, invalid, redundant, messages = ModelCache(), 0, 0, 0, []

    class Sink:
        def write(self, text):
            if text.strip() and len(messages) < 20:
                messages.append(text.strip())

    for job in jobs:
        if job.json.is_file():
            count, bad, _, needless = check_file(job.json, models, 5, Sink())
            total, invalid, redundant = total + count, invalid + bad, redundant + needless
    return total, invalid, redundant, messages


def rerun_unproven(jobs, suite, build, workers):
    """Compile again, with a 10 s budget, the files with an unproven ILP."""
    again = []
    for job in jobs:
        lines = read_lines([job])
        if any(l["method"] == "ilp" and l["status"] != "optimal" for l in lines):
            again.append(Job(job.target, job.model, job.source,
                             job.json.with_suffix(".10s.json"),
                             ["time-limit=10000", "node-limit=100000000"]))
    return run_jobs(again, suite, build, workers)


def share_within_10s(first, second):
    """Share of ILP lines optimal within 0.5 s in FIRST or 10 s in SECOND."""
    proven = {(l["target"], l["source"], l["function"]) for l in second
              if l["method"] == "ilp" and l["status"] == "optimal" and l["seconds"] <= 10}
    ilp = [l for l in first if l["method"] == "ilp"]
    done = sum(1 for l in ilp if (l["status"] == "optimal" and l["seconds"] <= 0.5)
               or (l["target"], l["source"], l["function"]) in proven)
    return done / len(ilp) if ilp else None


def rerun_same(jobs, suite, build, workers):
    """The corpus jobs of the first target compiled again, for determinism."""
    first = jobs[0].target if jobs else None
    again = [Job(j.target, j.model, j.source, j.json.with_suffix(".again.json"))
             for j in jobs if j.target == first]
    return run_jobs(again, suite, build, workers)


def identical_lines(jobs, again):
    """(identical, compared): schedule lines equal but for "seconds"."""
    def strip(lines):
        return [{k: v for k, v in l.items() if k != "seconds"} for l in lines]
    same = total = 0
    for job in again:
        original = Path(str(job.json).replace(".again.json", ".json"))
        first = strip(read_lines([Job(job.target, job.model, job.source, original)]))
        second = strip(read_lines([job]))
        total += max(len(first), len(second))
        same += sum(1 for a, b in zip(first, second) if a == b)
    return same, total


def acceptance(corpus, torture_lines, share10, checked):
    """The issue's measured acceptance points, each with its goal."""
    rows = ["| point | measured | goal |", "| --- | --- | --- |"]
    for target, part in sorted(vliw_results.by(corpus, 0).items()):
        s = vliw_results.summarize(part)
        rows.append(f"| {target} corpus: functions with ILP above the best baseline | "
                    f"{len(s['ilp_above_best'])} of {s['functions']} | 0 |")
        rows.append(f"| {target} corpus: geomean ILP / LUCAS | "
                    f"{vliw_results.fmt(s['geomean_ilp_lucas'])} | <= 0.80 |")
    if torture_lines:
        ilp = [l for l in torture_lines if l["method"] == "ilp"]
        share = vliw_results.share_optimal(ilp, 0.5)
        rows.append(f"| torture: ILP proven optimal within 0.5 s | "
                    f"{vliw_results.fmt(100 * share, 1)} % of {len(ilp)} | >= 81 % |")
        rows.append(f"| torture: ILP proven optimal within 10 s | "
                    f"{vliw_results.fmt(None if share10 is None else 100 * share10, 1)} % "
                    f"| >= 90 % |")
    total, invalid = checked
    rows.append(f"| schedules the checker accepts | {total - invalid} of {total} | all |")
    return "\n".join(rows) + "\n"


def sweep_models(suite):
    return [f"cvliw-{m}-{l}" for m in suite["sweep"]["clusters"]
            for l in suite["sweep"]["latencies"]]


def plan(args, suite, output):
    """The compile jobs: corpus x targets with the main model, torture,
    and the sweep; as a dict of lists."""
    targets = args.targets.split(",") if args.targets else suite["targets"]
    corpus = sorted(args.suite.glob("*.c"))
    jobs = {"corpus": [Job(t, suite["model"], s, output / t / suite["model"] / f"{s.stem}.json")
                       for t in targets for s in corpus]}
    count = suite["torture"]["files"] if args.torture is None else args.torture
    sources = torture_sources(count, output)
    jobs["torture"] = [Job(t, suite["model"], s, output / t / "torture" / f"{s.stem}.json")
                       for t in suite["torture"]["targets"] if t in targets for s in sources]
    jobs["sweep"] = [] if args.no_sweep else [
        Job(targets[0], m, s, output / targets[0] / m / f"{s.stem}.json")
        for m in sweep_models(suite) for s in corpus]
    return jobs


def compile_failures(jobs):
    bad = [j for j in jobs if j.outcome != "ok"]
    return [f"{j.target} {j.model} {j.source.name}: {j.outcome}" for j in bad]


def report(args, suite, jobs, reruns, again):
    """The markdown text of the results."""
    corpus = vliw_results.group(read_lines(jobs["corpus"]))
    first = read_lines(jobs["torture"])
    share10 = share_within_10s(first, read_lines(reruns)) if first else None
    all_jobs = jobs["corpus"] + jobs["torture"] + jobs["sweep"] + reruns + again
    total, invalid, redundant, messages = checker_verdict(all_jobs)
    same, compared = identical_lines(jobs["corpus"], again)
    text = ["# make bench-vliw results", "",
            f"Flags: `{suite['flags']}`; main model {suite['model']}; "
            "`algo=all`, default ILP budget (time-limit 500 ms, node-limit 20000).", "",
            "## Acceptance", "", acceptance(corpus, first, share10, (total, invalid)),
            f"Run to run: the corpus compiled twice ({again[0].target if again else '-'}): "
            f"{same} of {compared} schedule lines identical (solve seconds excluded).", "",
            "## DSP corpus (bench/vliw), totals and geometric means", "",
            vliw_results.summary_table(corpus),
            "## DSP corpus, per function", "", vliw_results.function_table(corpus)]
    if jobs["torture"]:
        tort = vliw_results.group(first)
        text += ["## GCC torture sample (gcc.c-torture/execute, -O2)", "",
                 vliw_results.summary_table(tort),
                 f"ILP proven optimal within 10 s (0.5 s run, then a 10 s run of the "
                 f"rest): {vliw_results.fmt(None if share10 is None else 100 * share10, 1)} %"
                 f" of {sum(1 for l in first if l['method'] == 'ilp')} functions.", ""]
    if jobs["sweep"]:
        sweep = vliw_results.group(read_lines(jobs["sweep"]))
        text += ["## Transfer-latency sweep (corpus, geometric mean relative to UAS)", "",
                 vliw_results.sweep_table(sweep, sweep_models(suite)),
                 "![sweep](vliw-sweep.svg)", ""]
    text += ["## Checker", "", f"scripts/vliw-check: {total} schedules, {invalid} invalid, "
             f"{redundant} redundant transfers (warnings).", ""]
    text += [f"    {m}" for m in messages]
    failures = compile_failures(all_jobs)
    text += ["", "## Compilations", "", f"{len(all_jobs)} compilations, "
             f"{len(failures)} not ok (ICE, error or timeout)."]
    text += [f"    {f}" for f in failures[:40]]
    return "\n".join(text) + "\n"


def chart(suite, jobs):
    sweep = vliw_results.group(read_lines(jobs["sweep"]))
    per_model = vliw_results.by(sweep, 1)
    relative = {m: vliw_results.relative_to(part) for m, part in per_model.items()}
    return vliw_chart.render(relative, sweep_models(suite), list(vliw_results.METHODS),
                             "xopt_vliw: weighted cycles relative to UAS (geomean over "
                             "bench/vliw), cvliw-M-L")


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    suite = json.loads((args.suite / "suite.json").read_text())
    output = args.output or runner.repo_root() / "build" / "bench" / "vliw"
    try:
        for target in (args.targets.split(",") if args.targets else suite["targets"]):
            if not (args.build / target / "xopt_vliw.so").is_file():
                raise runner.ToolError(f"{args.build / target}/xopt_vliw.so missing (make)")
        jobs = plan(args, suite, output)
        for part in ("corpus", "torture", "sweep"):
            print(f"bench-vliw: {part}: {len(jobs[part])} compilations", flush=True)
            run_jobs(jobs[part], suite, args.build, args.jobs)
        reruns = [] if args.no_rerun else rerun_unproven(jobs["torture"], suite, args.build,
                                                         args.jobs)
        again = rerun_same(jobs["corpus"], suite, args.build, args.jobs)
    except runner.ToolError as error:
        print(f"bench-vliw: {error}", file=sys.stderr)
        return 2
    text = report(args, suite, jobs, reruns, again)
    print(text)
    (output / "results.md").write_text(text)
    svg = chart(suite, jobs) if jobs["sweep"] else None
    if svg:
        (output / "vliw-sweep.svg").write_text(svg)
    if args.doc:
        doc = runner.repo_root() / "doc"
        (doc / "vliw-bench.md").write_text(text)
        if svg:
            (doc / "vliw-sweep.svg").write_text(svg)
    print(f"written: {output}/results.md")
    return 0
