"""Compile time of a plugin on real mixed code (scripts/torture-ctime): GCC's own
torture tests (gcc.c-torture/compile and execute) compiled with and
without the plugin.

--measure cpu (the default): the compiler's user CPU time (the driver and
cc1, from wait4's rusage), summed over the files.  The machine is shared,
so the two configurations are interleaved file by file (the order
alternates between rounds), every round sums both over the same files,
and the figures are medians over the rounds: the median of the per-round
sums of each configuration and the median of the per-round ratios.

--per-file: each file's compiles (to assembly, so the assembler is not
timed) repeated --rounds times in a row, interleaved, and the sums of the
per-file medians.

--measure insns: the instructions cc1 executes (valgrind, as
scripts/ctime counts them), one run per file and configuration: immune
to the machine's load, about 50 times slower, so usually on a sample
(--every).  With the plugin, cc1 runs under callgrind, which also gives
the instructions spent inside the plugin's own pass (inclusive cost of
its execute method); the rest of the difference is what the other
passes spend more (or less) on the transformed code.  --base-json
reuses the counts without the plugin of an earlier run on the same
files (they do not depend on the plugin), so that two builds of the
plugin can be compared at the cost of one run each.

Files that either configuration fails to compile are left out (some
torture tests are for other targets).
"""

import argparse
import concurrent.futures
import glob
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple

TORTURE_DIRS = ("compile", "execute")
A8 = "-O2 -mcpu=cortex-a8 -mfpu=neon -mfloat-abi=hard"
TARGET_FLAGS = {"x86_64-linux-gnu": "-O2",
                "arm-linux-gnueabihf": A8}


def user_time(cmd: Sequence[str]) -> Optional[float]:
    """User CPU seconds of CMD and its children, None when it fails."""
    proc = subprocess.Popen(list(cmd), stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    return usage.ru_utime if proc.returncode == 0 else None


def compile_cmd(compiler: str, flags: str, extra: str,
                src: Path) -> List[str]:
    return ([compiler, "-c", "-w", "-o", os.devnull, str(src)]
            + flags.split() + extra.split())


def measure(compiler: str, sources: List[Path], flags: str, extra: str,
            rounds: int) -> Tuple[List[float], List[float], List[Path]]:
    """Per-round sums of user time without and with EXTRA, over the
    SOURCES both compile, and those sources."""
    ok = []
    for src in sources:
        if (user_time(compile_cmd(compiler, flags, "", src)) is not None
                and user_time(compile_cmd(compiler, flags, extra, src))
                is not None):
            ok.append(src)
    base, plug = [], []
    for r in range(rounds):
        b = p = 0.0
        for src in ok:
            pair = [("", False), (extra, True)]
            if r % 2:
                pair.reverse()
            for ex, with_plugin in pair:
                t = user_time(compile_cmd(compiler, flags, ex, src)) or 0.0
                if with_plugin:
                    p += t
                else:
                    b += t
        base.append(b)
        plug.append(p)
    return base, plug, ok


def measure_per_file(compiler: str, sources: List[Path], flags: str,
                     extra: str, rounds: int) -> List[dict]:
    """--per-file: each file compiled to assembly (the driver and cc1,
    no assembler) without and with EXTRA, the two interleaved and their
    order alternating, ROUNDS times in a row; rows of the files both
    configurations compile, with their times per round.  A file's median
    is robust to a burst of load that hits one compile."""
    rows = []
    for src in sources:
        times = {False: [], True: []}
        for r in range(rounds):
            pair = [("", False), (extra, True)]
            if r % 2:
                pair.reverse()
            for ex, with_plugin in pair:
                times[with_plugin].append(
                    user_time(cc1_cmd(compiler, flags, ex, src)))
            if None in times[False] + times[True]:
                break
        if None not in times[False] + times[True]:
            rows.append({"file": str(src), "without": times[False],
                         "with": times[True]})
    return rows


def per_file_summary(rows: List[dict]) -> Dict[str, float]:
    """Sums over the files of their median times, and the overhead."""
    without = sum(statistics.median(r["without"]) for r in rows)
    with_ = sum(statistics.median(r["with"]) for r in rows)
    return {"base_s": without, "plugin_s": with_,
            "overhead_pct": 100 * (with_ / without - 1) if without else 0.0}


INSN_LINE = re.compile(r"Collected\s*:\s+([\d,]+)")
# Both configurations run under callgrind: cachegrind counts the same
# compile a few tenths of a percent differently.
VALGRIND = "valgrind,--tool=callgrind,--callgrind-out-file=/dev/null"


def valgrind_insns(cmd: Sequence[str], wrapper: str) -> Optional[int]:
    """Instructions cc1 executes for CMD under the valgrind WRAPPER
    (GCC's -wrapper, so only cc1 is counted); None when it fails."""
    proc = subprocess.run([cmd[0], "-wrapper", wrapper] + list(cmd[1:]),
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                          text=True)
    counts = INSN_LINE.findall(proc.stderr)
    if proc.returncode != 0 or not counts:
        return None
    return int(counts[-1].replace(",", ""))


def pass_insns(callgrind_out: str, pass_re: str) -> int:
    """Inclusive instructions of the functions matching PASS_RE in a
    callgrind output file."""
    proc = subprocess.run(["callgrind_annotate", "--inclusive=yes",
                           "--threshold=100", callgrind_out],
                          stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                          text=True)
    total = 0
    for line in proc.stdout.splitlines():
        m = re.match(r"\s*([\d,]+)\s.*" + pass_re, line)
        if m:
            total += int(m.group(1).replace(",", ""))
    return total


def insns_with_plugin(cmd: Sequence[str],
                      pass_re: str) -> Optional[Tuple[int, int]]:
    """(cc1's instructions, those inside the plugin's pass) for CMD."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "cg.out")
        total = valgrind_insns(cmd, "valgrind,--tool=callgrind,"
                               f"--callgrind-out-file={out}")
        if total is None:
            return None
        return total, pass_insns(out, pass_re)


def cc1_cmd(compiler: str, flags: str, extra: str, src: Path) -> List[str]:
    """compile_cmd stopping after cc1 (-S): with -c the driver also runs
    the assembler under the -wrapper, whose count would be the last one
    valgrind prints and whose callgrind file would replace cc1's."""
    return ["-S" if a == "-c" else a
            for a in compile_cmd(compiler, flags, extra, src)]


def measure_file_insns(compiler: str, flags: str, extra: str, src: Path,
                       pass_re: str, base: Optional[int]) -> Optional[dict]:
    """Counts of one file: without, with, and inside the pass."""
    if base is None:
        base = valgrind_insns(cc1_cmd(compiler, flags, "", src), VALGRIND)
    if base is None:
        return None
    plug = insns_with_plugin(cc1_cmd(compiler, flags, extra, src), pass_re)
    if plug is None:
        return None
    return {"file": str(src), "without": base, "with": plug[0],
            "pass": plug[1]}


def measure_insns(compiler: str, sources: List[Path], flags: str,
                  extra: str, pass_re: str, jobs: int,
                  base: Dict[str, int]) -> List[dict]:
    """Per-file counts over the SOURCES both configurations compile."""
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(measure_file_insns, compiler, flags, extra,
                               src, pass_re, base.get(str(src)))
                   for src in sources]
        rows = [f.result() for f in futures]
    return [r for r in rows if r]


def insns_summary(rows: List[dict]) -> Dict[str, float]:
    """Sums, overhead, the pass's share and the worst files."""
    without = sum(r["without"] for r in rows)
    with_ = sum(r["with"] for r in rows)
    in_pass = sum(r["pass"] for r in rows)
    worst = sorted(rows, key=lambda r: -r["with"] / r["without"])[:10]
    return {"without": without, "with": with_, "pass": in_pass,
            "overhead_pct": 100 * (with_ / without - 1),
            "pass_pct": 100 * in_pass / without,
            "later_pct": 100 * (with_ - without - in_pass) / without,
            "worst": [(Path(r["file"]).name,
                       round(r["with"] / r["without"], 4)) for r in worst]}


def summary(base: List[float], plug: List[float]) -> Dict[str, float]:
    ratios = [p / b for b, p in zip(base, plug) if b > 0]
    return {"base_median_s": statistics.median(base),
            "plugin_median_s": statistics.median(plug),
            "overhead_pct": 100 * (statistics.median(plug)
                                   / statistics.median(base) - 1),
            "ratio_median": statistics.median(ratios) if ratios else 0.0}


def torture_sources(root: str, every: int, offset: int = 0) -> List[Path]:
    found = []
    for d in TORTURE_DIRS:
        found += sorted(glob.glob(os.path.join(root, "gcc.c-torture", d,
                                               "*.c")))
    return [Path(f) for f in found[offset::every]]


def main_insns(args, plugin: str, sources: List[Path]) -> int:
    """--measure insns: one counted run per file and configuration."""
    base = {}
    if args.base_json:
        old = json.loads(Path(args.base_json).read_text())
        base = {r["file"]: r["without"] for r in old.get("rows", [])}
    rows = measure_insns(f"{args.target}-gcc-12", sources,
                         TARGET_FLAGS[args.target], f"-fplugin={plugin}",
                         f"pass_xopt_{args.plugin}::execute", args.jobs, base)
    res = insns_summary(rows)
    res.update({"target": args.target, "files": len(rows), "rows": rows,
                "plugin": plugin})
    print(f"{args.target}: {len(rows)} files, cc1 instructions: without "
          f"{res['without']:.4g}, with {res['with']:.4g}, "
          f"{res['overhead_pct']:+.2f} % (the pass {res['pass_pct']:+.2f} %, "
          f"later passes {res['later_pct']:+.2f} %)")
    print("  worst: " + ", ".join(f"{n} {r}" for n, r in res["worst"]))
    if args.json:
        Path(args.json).write_text(json.dumps(res, indent=1) + "\n")
    return 0


def main_per_file(args, plugin: str, sources: List[Path]) -> int:
    """--per-file: the sum of per-file median CPU times."""
    rows = measure_per_file(f"{args.target}-gcc-12", sources,
                            TARGET_FLAGS[args.target], f"-fplugin={plugin}",
                            args.rounds)
    res = per_file_summary(rows)
    res.update({"target": args.target, "files": len(rows),
                "rounds": args.rounds, "plugin": plugin, "rows": rows})
    print(f"{args.target}: {len(rows)} files, {args.rounds} rounds, sums "
          f"of per-file medians: without {res['base_s']:.2f} s, with "
          f"{res['plugin_s']:.2f} s, {res['overhead_pct']:+.2f} %")
    if args.json:
        Path(args.json).write_text(json.dumps(res, indent=1) + "\n")
    return 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(
        description="User CPU time of compiling GCC's torture tests with "
        "and without a plugin, interleaved, medians over rounds.")
    ap.add_argument("--testsuite", required=True,
                    help="GCC's gcc/testsuite folder (gcc-12-source)")
    ap.add_argument("--target", default="x86_64-linux-gnu",
                    choices=sorted(TARGET_FLAGS))
    ap.add_argument("--plugin", default="sms")
    ap.add_argument("--build", default="build")
    ap.add_argument("--every", type=int, default=1,
                    help="take every N-th file (a sample)")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--json", help="write the figures here")
    ap.add_argument("--measure", choices=("cpu", "insns"), default="cpu")
    ap.add_argument("--plugin-file",
                    help="this plugin .so instead of BUILD/TARGET/xopt_PLUGIN.so")
    ap.add_argument("--offset", type=int, default=0,
                    help="with --every N: start at this file (0..N-1)")
    ap.add_argument("-j", "--jobs", type=int, default=1,
                    help="insns: compiles run at the same time")
    ap.add_argument("--base-json",
                    help="insns: reuse the counts without the plugin from "
                    "this earlier --json output")
    ap.add_argument("--names",
                    help="only the files named (base names, one a line) "
                    "in this file")
    ap.add_argument("--per-file", action="store_true",
                    help="cpu: compile each file ROUNDS times in a row "
                    "(interleaved, to assembly) and sum the per-file "
                    "medians, instead of medians of per-round sums")
    args = ap.parse_args(argv)
    plugin = os.path.abspath(
        args.plugin_file
        or f"{args.build}/{args.target}/xopt_{args.plugin}.so")
    sources = torture_sources(args.testsuite, args.every, args.offset)
    if args.names:
        names = set(Path(args.names).read_text().split())
        sources = [s for s in sources if s.name in names]
    if args.measure == "insns":
        return main_insns(args, plugin, sources)
    if args.per_file:
        return main_per_file(args, plugin, sources)
    base, plug, ok = measure(f"{args.target}-gcc-12",
                             sources, TARGET_FLAGS[args.target],
                             f"-fplugin={plugin}", args.rounds)
    res = summary(base, plug)
    res.update({"target": args.target, "files": len(ok),
                "rounds": args.rounds, "base_s": base, "plugin_s": plug})
    print(f"{args.target}: {len(ok)} files, {args.rounds} rounds: "
          f"without {res['base_median_s']:.2f} s, with "
          f"{res['plugin_median_s']:.2f} s (medians of the sums), "
          f"{res['overhead_pct']:+.2f} %, median ratio "
          f"{res['ratio_median']:.4f}")
    if args.json:
        Path(args.json).write_text(json.dumps(res, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
