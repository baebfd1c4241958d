"""make bench-sms: what xopt_sms pipelines on the loop corpus bench/sms/,
next to what stock GCC's -fmodulo-sched pipelines, and what it costs.

For every configuration of bench/sms/suite.json (a target and its flags)
each corpus file is compiled twice:

  xopt   flags + -fplugin=xopt_sms, remarks from -fopt-info-loop into a file:
         "optimized: loop software-pipelined: II=.. MII=.. stages=.. list=.."
         or "missed: loop not pipelined: <reason>" at the loop's line;
  stock  flags + -fmodulo-sched, with the RTL dump -fdump-rtl-sms, where
         modulo-sched.cc writes "SMS loop num: N file:line" for each loop,
         "SMS iis REC MII MAXII" and then "SMS succeeded II SC" or
         "SMS failed...", or the reason it gave up in the analysis phase.

The corpus marks the loops of the form xopt_sms takes with a comment
"sms-loop: <name>" on their `for' line (the denominator: a loop that gets
no remark still counts, as not pipelined), and loops kept outside the form
on purpose with "sms-other: <name>".  A remark or dump location maps to
the innermost marked loop whose source lines contain it.

The xopt executables are run once to check their results (under qemu for
ARM, with a repetition count of 1).  On the configuration marked "timed"
(x86-64, native) the kernels built with and without the plugin run
interleaved, in alternating order, and the median times are compared, as
well as the median of the per-round ratios (the "paired" speedup, which
the no-slowdown check uses).  The compile time of every
corpus file is measured with and without the plugin (median of the
compiler's CPU time), reported for the biggest file and the whole corpus.  Tables go to stdout, results.json and results.md to
build/bench/sms/.
"""

import argparse
import json
import re
import resource
import statistics
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Dict, List, Optional, Tuple

from xopttools import bench, runner

MARKER = re.compile(r"/\*\s*sms-(loop|other):\s*([A-Za-z0-9_.+-]+)\s*\*/")
# A function definition in GNU style: its name starts a line.
FUNCTION_START = re.compile(r"^([A-Za-z_]\w*)\s*\(", re.MULTILINE)

REMARK = re.compile(
    r"^(?P<file>[^\n:]+):(?P<line>\d+):(?P<col>\d+): (?P<kind>optimized|missed): "
    r"loop (?:software-pipelined: II=(?P<ii>\d+) MII=(?P<mii>\d+) "
    r"stages=(?P<stages>\d+) list=(?P<list>\d+)(?: mve=(?P<mve>\d+))?"
    r"|not pipelined: (?P<reason>[^\n]*?))\s*$", re.MULTILINE)

DUMP_FUNCTION = re.compile(r"^;; Function (\S+)")
DUMP_LOOP = re.compile(r"^SMS loop num: (\d+)(?: (\S+):(\d+))?\s*$")
DUMP_IIS = re.compile(r"^SMS iis (\d+) (\d+) (\d+)")
DUMP_SUCCESS = re.compile(r"SMS succeeded (\d+) (\d+)")
DUMP_SCHED_FAILED = re.compile(r"^SMS sched-failed \(stage-count=(\d+)")
# What the analysis phase says when it gives up on a loop, as a reason.
DUMP_REASONS = [
    ("SMS loop inner or !loop_outer", "not an innermost loop"),
    ("SMS loop many exits", "several exits"),
    ("SMS loop many BBs", "several basic blocks"),
    ("SMS not loop_single_full_bb_p", "not a single full basic block"),
    ("SMS doloop_register_get failed", "not a do-loop"),
    ("SMS loop-with-call", "call in the loop"),
    ("SMS loop-with-barrier", "barrier in the loop"),
    ("SMS loop with subreg in lhs", "subreg destination"),
    ("SMS loop-with-not-single-set-or-prohibited-reg",
     "insn not a single set, or sets a prohibited register"),
    ("SMS create_ddg failed", "no dependence graph"),
    ("SMS single-bb-loop", "below the average trip count threshold"),
    ("SMS reached max limit", "debug counter limit"),
]


# ---------------------------------------------------------------------------
# The corpus: marked loops and their line ranges.

@dataclass
class Loop:
    """A loop of the corpus marked by an sms-loop or sms-other comment."""
    name: str
    file: str
    line: int
    end: int
    form: bool
    function: Optional[str] = None


def _skip_parens(text: str, pos: int) -> int:
    """Index just past the parenthesis group that starts at or after POS."""
    pos = text.index("(", pos)
    depth = 0
    while True:
        ch = text[pos]
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return pos + 1
        pos += 1


def _statement_end(text: str, pos: int) -> int:
    """Index of the last character of the statement that starts after POS:
    a brace block, a nested for/while with its body, or up to ';'."""
    text_len = len(text)
    while pos < text_len:
        if text.startswith("/*", pos):
            pos = text.index("*/", pos) + 2
        elif text[pos].isspace():
            pos += 1
        else:
            break
    if text[pos] == "{":
        depth = 0
        for i in range(pos, text_len):
            if text[i] == "{":
                depth += 1
            elif text[i] == "}":
                depth -= 1
                if depth == 0:
                    return i
    if re.match(r"(for|while)\b", text[pos:]):
        return _statement_end(text, _skip_parens(text, pos))
    return text.index(";", pos)


def find_loops(source: Path) -> List[Loop]:
    """The marked loops of SOURCE with the lines their bodies span."""
    text = source.read_text()
    loops = []
    for match in MARKER.finditer(text):
        line_start = text.rfind("\n", 0, match.start()) + 1
        header = re.search(r"\b(for|while)\s*\(", text[line_start:match.start()])
        if header is None:
            raise runner.ToolError(f"{source.name}: marker '{match.group(2)}' "
                                   "is not on a for or while line")
        head = line_start + header.start()
        end = _statement_end(text, _skip_parens(text, head))
        definitions = list(FUNCTION_START.finditer(text, 0, head))
        loops.append(Loop(match.group(2), source.name,
                          text.count("\n", 0, head) + 1,
                          text.count("\n", 0, end) + 1,
                          match.group(1) == "loop",
                          definitions[-1].group(1) if definitions else None))
    names = [loop.name for loop in loops]
    duplicates = sorted({n for n in names if names.count(n) > 1})
    if duplicates:
        raise runner.ToolError(f"{source.name}: loop names used twice: {duplicates}")
    return loops


def loop_at(loops: List[Loop], file: str, line: int) -> Optional[Loop]:
    """The innermost marked loop of FILE (a path or a name) containing LINE."""
    name = Path(file).name
    inside = [lp for lp in loops if lp.file == name and lp.line <= line <= lp.end]
    return min(inside, key=lambda lp: lp.end - lp.line) if inside else None


# ---------------------------------------------------------------------------
# Parsing what the compilers say.

@dataclass
class Remark:
    """One xopt_sms remark."""
    file: str
    line: int
    col: int
    taken: bool
    ii: Optional[int] = None
    mii: Optional[int] = None
    stages: Optional[int] = None
    list: Optional[int] = None
    reason: Optional[str] = None


def parse_remarks(text: str) -> List[Remark]:
    """The xopt_sms remarks in -fopt-info output; other lines are ignored."""
    remarks = []
    for m in REMARK.finditer(text):
        if m.group("kind") == "optimized" and m.group("ii"):
            remarks.append(Remark(m.group("file"), int(m.group("line")), int(m.group("col")),
                                  True, int(m.group("ii")), int(m.group("mii")),
                                  int(m.group("stages")), int(m.group("list"))))
        elif m.group("kind") == "missed" and m.group("reason") is not None:
            remarks.append(Remark(m.group("file"), int(m.group("line")), int(m.group("col")),
                                  False, reason=m.group("reason").strip()))
    return remarks


@dataclass
class StockLoop:
    """What stock -fmodulo-sched did with one loop of one function."""
    function: str
    num: int
    file: Optional[str]
    line: Optional[int]
    taken: bool = False
    ii: Optional[int] = None
    mii: Optional[int] = None
    rec_mii: Optional[int] = None
    stages: Optional[int] = None
    reason: Optional[str] = None


def parse_sms_dump(text: str) -> List[StockLoop]:
    """Loops of a -fdump-rtl-sms dump, in order, one entry per loop.

    The analysis phase names each loop and either says why it gives up or
    "...OK"; the transformation phase names the OK loops again and ends
    with "SMS succeeded II SC" or "SMS failed..." (then "SMS sched-failed
    (stage-count=K, ...)").  Loop 0 is the function body, not a loop."""
    loops: Dict[Tuple[str, int], StockLoop] = {}
    order: List[Tuple[str, int]] = []
    function, current = "", None
    for line in text.splitlines():
        m = DUMP_FUNCTION.match(line)
        if m:
            function, current = m.group(1), None
            continue
        m = DUMP_LOOP.match(line)
        if m:
            key = (function, int(m.group(1)))
            if key not in loops:
                loops[key] = StockLoop(function, key[1], m.group(2),
                                       int(m.group(3)) if m.group(3) else None)
                order.append(key)
            current = loops[key]
            if current.file is None and m.group(2):
                current.file, current.line = m.group(2), int(m.group(3))
            continue
        if current is None:
            continue
        m = DUMP_IIS.match(line)
        if m:
            current.rec_mii, current.mii = int(m.group(1)), int(m.group(2))
            continue
        m = DUMP_SUCCESS.search(line)
        if m:
            current.taken, current.reason = True, None
            current.ii, current.stages = int(m.group(1)), int(m.group(2))
            continue
        m = DUMP_SCHED_FAILED.match(line)
        if m:
            count = int(m.group(1))
            current.reason = ("no schedule up to MaxII" if count == 0 else
                              f"schedule rejected (stage count {count}, "
                              "too few stages or iterations)")
            continue
        if line.startswith("SMS failed") and current.reason is None:
            current.reason = "schedule failed"
            continue
        if current.reason is None and not current.taken:
            for prefix, reason in DUMP_REASONS:
                if line.startswith(prefix):
                    current.reason = reason
                    break
    return [loops[key] for key in order if key[1] != 0]


# ---------------------------------------------------------------------------
# Outcomes per loop, totals and tables.

@dataclass
class Outcome:
    """One compiler's verdict on one marked loop."""
    taken: bool
    ii: Optional[int] = None
    mii: Optional[int] = None
    stages: Optional[int] = None
    list: Optional[int] = None
    reason: Optional[str] = None
    instances: int = 1

    def speedup(self) -> Optional[float]:
        """Estimated speedup list / II, when both are known."""
        if self.taken and self.ii and self.list:
            return self.list / self.ii
        return None

    def at_mii(self) -> bool:
        return self.taken and self.ii is not None and self.ii == self.mii


def xopt_outcomes(loops: List[Loop], remarks: List[Remark]) -> Dict[str, Outcome]:
    """The verdict of xopt_sms per marked loop name.

    A loop GCC duplicated (versioned, peeled) may get several remarks; it
    counts as pipelined when one copy is, with that copy's figures."""
    found: Dict[str, List[Remark]] = {}
    for remark in remarks:
        # Marked loops are innermost: the remark about an outer loop whose
        # location falls on a line of the inner one is not about it.
        if not remark.taken and "innermost" in (remark.reason or ""):
            continue
        loop = loop_at(loops, remark.file, remark.line)
        if loop is not None:
            found.setdefault(loop.name, []).append(remark)
    outcomes = {}
    for loop in loops:
        seen = found.get(loop.name, [])
        taken = [r for r in seen if r.taken]
        if taken:
            best = min(taken, key=lambda r: r.ii)
            outcomes[loop.name] = Outcome(True, best.ii, best.mii, best.stages, best.list,
                                          instances=len(seen))
        elif seen:
            reasons = sorted({r.reason for r in seen})
            outcomes[loop.name] = Outcome(False, reason="; ".join(reasons),
                                          instances=len(seen))
        else:
            outcomes[loop.name] = Outcome(False, reason="no remark", instances=0)
    return outcomes


def stock_outcomes(loops: List[Loop], dumped: List[StockLoop],
                   xopt: Optional[Dict[str, Outcome]] = None) -> Dict[str, Outcome]:
    """The verdict of stock -fmodulo-sched per marked loop name.

    Stock SMS does not report the list-scheduled length of the body; where
    xopt_sms reported it for the same loop, it stands in (the estimate is
    then list(xopt_sms) / II(stock))."""
    found: Dict[str, List[StockLoop]] = {}
    unplaced = []
    for entry in dumped:
        # A marked loop is innermost: an outer loop whose header ends on
        # a line of the inner loop is not it.
        if entry.reason == "not an innermost loop":
            continue
        loop = loop_at(loops, entry.file, entry.line) if entry.file else None
        if loop is not None:
            found.setdefault(loop.name, []).append(entry)
        elif entry.file is None:
            unplaced.append(entry)
    # The closing jump of a loop may have no location; such an entry is
    # the marked loop of its function when that function has only one
    # marked loop the dump does not place otherwise.
    for entry in unplaced:
        base = entry.function.split(".")[0]
        candidates = [lp for lp in loops if lp.function == base]
        if len(candidates) == 1 and candidates[0].name not in found:
            found[candidates[0].name] = [entry]
    outcomes = {}
    for loop in loops:
        seen = found.get(loop.name, [])
        taken = [s for s in seen if s.taken]
        if taken:
            best = min(taken, key=lambda s: s.ii)
            same = (xopt or {}).get(loop.name)
            outcomes[loop.name] = Outcome(True, best.ii, best.mii, best.stages,
                                          same.list if same else None,
                                          instances=len(seen))
        elif seen:
            reasons = sorted({s.reason or "unknown" for s in seen})
            mii = [s.mii for s in seen if s.mii is not None]
            outcomes[loop.name] = Outcome(False, mii=mii[0] if mii else None,
                                          reason="; ".join(reasons), instances=len(seen))
        else:
            outcomes[loop.name] = Outcome(False, reason="not in the dump", instances=0)
    return outcomes


def totals(loops: List[Loop], outcomes: Dict[str, Outcome]) -> Dict:
    """Counts over the loops of the form: pipelined, at II = MII, and the
    geometric mean of the estimated speedups list / II."""
    form = [lp for lp in loops if lp.form]
    taken = [outcomes[lp.name] for lp in form if outcomes[lp.name].taken]
    at_mii = [o for o in taken if o.at_mii()]
    speedups = [o.speedup() for o in taken if o.speedup() is not None]
    return {
        "form_loops": len(form),
        "pipelined": len(taken),
        "pipelined_fraction": len(taken) / len(form) if form else 0.0,
        "at_mii": len(at_mii),
        "at_mii_fraction": len(at_mii) / len(taken) if taken else 0.0,
        "speedup_loops": len(speedups),
        "geomean_speedup": bench.geomean(speedups) if speedups else None,
    }


def _num(value, fmt="{}") -> str:
    return "-" if value is None else fmt.format(value)


def loop_table(loops: List[Loop], xopt: Optional[Dict[str, Outcome]],
               stock: Dict[str, Outcome]) -> str:
    """Markdown table, a row per marked loop: xopt_sms then stock."""
    lines = ["| loop | where | xopt_sms | II | MII | stages | list | list/II "
             "| stock | II | MII | stages | list/II |",
             "| --- | --- | --- |" + " ---: |" * 5 + " --- |" + " ---: |" * 4]
    for lp in loops:
        o = xopt.get(lp.name) if xopt is not None else None
        s = stock[lp.name]
        name = lp.name if lp.form else f"{lp.name} (other)"
        if o is None:
            mine = ["plugin not run"] + ["-"] * 5
        else:
            mine = ["taken" if o.taken else f"missed: {o.reason}", _num(o.ii), _num(o.mii),
                    _num(o.stages), _num(o.list), _num(o.speedup(), "{:.2f}")]
        theirs = ["taken" if s.taken else f"missed: {s.reason}", _num(s.ii), _num(s.mii),
                  _num(s.stages), _num(s.speedup(), "{:.2f}")]
        lines.append(f"| {name} | {lp.file}:{lp.line} | " + " | ".join(mine + theirs) + " |")
    return "\n".join(lines) + "\n"


def missed_summary(loops: List[Loop], outcomes: Dict[str, Outcome]) -> str:
    """The loops of the form left alone, grouped by reason."""
    by_reason: Dict[str, List[str]] = {}
    for lp in loops:
        o = outcomes[lp.name]
        if lp.form and not o.taken:
            by_reason.setdefault(o.reason or "unknown", []).append(lp.name)
    return "".join(f"- {reason}: {', '.join(names)}\n"
                   for reason, names in sorted(by_reason.items(),
                                               key=lambda item: -len(item[1])))


def totals_table(rows: Dict[str, Dict[str, Optional[Dict]]]) -> str:
    """Markdown table, a row per configuration and compiler."""
    lines = ["| configuration | compiler | form loops | pipelined | at II=MII "
             "| geomean list/II |",
             "| --- | --- | ---: | ---: | ---: | ---: |"]
    for config, by_compiler in rows.items():
        for compiler, t in by_compiler.items():
            if t is None:
                lines.append(f"| {config} | {compiler} | - | not run | - | - |")
                continue
            mean = ("-" if t["geomean_speedup"] is None else
                    f"{t['geomean_speedup']:.2f} ({t['speedup_loops']} loops)")
            lines.append(
                f"| {config} | {compiler} | {t['form_loops']} "
                f"| {t['pipelined']} ({100 * t['pipelined_fraction']:.0f}%) "
                f"| {t['at_mii']} ({100 * t['at_mii_fraction']:.0f}%) | {mean} |")
    return "\n".join(lines) + "\n"


def runtime_table(rows: Dict[str, Dict]) -> str:
    """Markdown table of the timed runs: medians, the speedup of the
    medians, that of the fastest runs (load on the machine only ever adds
    time, so the minima are a steadier figure), and the median of the
    per-round ratios, which the acceptance check uses."""
    lines = ["| kernel | -O2 (ms) | -O2 + xopt_sms (ms) | speedup | speedup of minima "
             "| paired speedup |",
             "| --- | ---: | ---: | ---: | ---: | ---: |"]
    speedups = []
    paired = []
    for kernel, r in rows.items():
        if r.get("error"):
            lines.append(f"| {kernel} | - | - | {r['error']} | - | - |")
            continue
        speedups.append(r["speedup"])
        paired.append(r.get("paired", r["speedup"]))
        if r.get("same_code"):
            lines.append(f"| {kernel} | - | - | 1 (same code) | - | - |")
            continue
        flag = " (slower)" if r.get("paired", r["speedup"]) < 1 / 1.03 else ""
        lines.append(f"| {kernel} | {1e3 * r['base']:.1f} | {1e3 * r['xopt']:.1f} "
                     f"| {r['speedup']:.3f} | {_num(r.get('speedup_min'), '{:.3f}')} "
                     f"| {_num(r.get('paired'), '{:.3f}')}{flag} |")
    lines.append(f"| geomean | | | {bench.geomean(speedups):.3f} | "
                 f"| {bench.geomean(paired):.3f} |")
    return ("\n".join(lines) + "\n\nspeedup = median(-O2) / median(-O2 + xopt_sms); "
            "paired speedup = median over the rounds of -O2 / (-O2 + xopt_sms), the two "
            "run back to back in alternating order; \"same code\": the plugin left the "
            "executable unchanged, not run.\n")


def compile_time_table(rows: Dict[str, Dict]) -> str:
    """Markdown table: the biggest file and the whole corpus per config."""
    lines = ["| configuration | what | without (ms) | with xopt_sms (ms) | overhead |",
             "| --- | --- | ---: | ---: | ---: |"]
    for config, r in rows.items():
        lines.append(f"| {config} | {r['file']} (biggest) | {1e3 * r['base']:.0f} | "
                     f"{1e3 * r['xopt']:.0f} | {r['overhead_pct']:+.1f}% |")
        lines.append(f"| {config} | whole corpus | {1e3 * r['corpus_base']:.0f} | "
                     f"{1e3 * r['corpus_xopt']:.0f} | {r['corpus_overhead_pct']:+.1f}% |")
        if "empty_base" in r:
            lines.append(f"| {config} | empty file (loading the plugin) | "
                         f"{1e3 * r['empty_base']:.1f} | {1e3 * r['empty_xopt']:.1f} | "
                         f"{1e3 * (r['empty_xopt'] - r['empty_base']):+.1f} ms |")
    return ("\n".join(lines) + "\n\nCPU time of the compiler (user + system, -c), "
            "median per file; the corpus figure sums the medians.\n")


def acceptance(config_totals: Dict[str, Dict], goals: Dict, speedup_configs: List[str],
               runtime: Optional[Dict], compile_time: Dict) -> List[Tuple[str, Optional[bool], str]]:
    """The issue's acceptance figures: (criterion, held?, measured)."""
    checks = []
    for config, t in config_totals.items():
        if t is None:
            checks.append((f"{config}: pipelined >= {goals['pipelined']:.0%}", None,
                           "plugin not run"))
            continue
        checks.append((f"{config}: pipelined >= {goals['pipelined']:.0%}",
                       t["pipelined_fraction"] >= goals["pipelined"],
                       f"{t['pipelined']}/{t['form_loops']}"))
        checks.append((f"{config}: at II=MII >= {goals['at_mii']:.0%} of those",
                       t["pipelined"] > 0 and t["at_mii_fraction"] >= goals["at_mii"],
                       f"{t['at_mii']}/{t['pipelined']}"))
        if config in speedup_configs:
            mean = t["geomean_speedup"]
            checks.append((f"{config}: geomean list/II >= {goals['speedup']}",
                           mean is not None and mean >= goals["speedup"],
                           "-" if mean is None else f"{mean:.2f}"))
    if runtime is not None:
        rows = runtime["kernels"]
        bad = [k for k, r in rows.items() if r.get("error")]
        # The paired figure: both binaries of a round see the same load.
        slow = [k for k, r in rows.items()
                if not r.get("error")
                and r.get("paired", r["speedup"]) < 1 / (1 + goals["max_slowdown"])]
        worst = min((r.get("paired", r["speedup"]) for r in rows.values()
                     if not r.get("error")), default=None)
        checks.append((f"{runtime['config']}: no kernel more than "
                       f"{goals['max_slowdown']:.0%} slower",
                       not bad and not slow,
                       ", ".join(bad + slow) or f"worst speedup {_num(worst, '{:.3f}')}"))
    for config, r in compile_time.items():
        checks.append((f"{config}: corpus compile time < +{goals['compile_overhead']:.0%}",
                       r["corpus_overhead_pct"] < 100 * goals["compile_overhead"],
                       f"{r['corpus_overhead_pct']:+.1f}% (biggest file "
                       f"{r['overhead_pct']:+.1f}%)"))
    return checks


def acceptance_table(checks) -> str:
    lines = ["| criterion | measured | holds |", "| --- | --- | --- |"]
    for criterion, held, measured in checks:
        verdict = "n/a" if held is None else ("yes" if held else "**no**")
        lines.append(f"| {criterion} | {measured} | {verdict} |")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------
# Compiling, checking, timing.

@dataclass
class Config:
    """One target configuration of the suite."""
    name: str
    target: str
    flags: List[str]
    timed: bool = False
    speedup_goal: bool = False
    plugin: Optional[Path] = None
    plugin_error: Optional[str] = None


@dataclass
class Build:
    """One compile of one corpus file: its executable and what it said."""
    exe: Path
    ok: bool
    status: Optional[str] = None
    remarks: List[Remark] = field(default_factory=list)
    dump: List[StockLoop] = field(default_factory=list)


def compile_file(config: Config, source: Path, out: Path, variant: str,
                 plugin_opts: List[str], extra: List[str]) -> Build:
    """Compile and link SOURCE as VARIANT ("xopt", "stock" or "base") of
    CONFIG into OUT/<config>/<variant>/; keep the remarks and the dump."""
    folder = out / config.name / variant
    folder.mkdir(parents=True, exist_ok=True)
    exe = folder / f"{source.stem}.exe"
    remarks_file = folder / f"{source.stem}.remarks"
    dump_file = folder / f"{source.stem}.sms"
    for stale in (exe, remarks_file, dump_file):
        stale.unlink(missing_ok=True)
    flags = list(extra)
    if variant == "xopt":
        flags.append(f"-fopt-info-loop-optimized-missed={remarks_file}")
    if variant == "stock":
        flags.append(f"-fdump-rtl-sms={dump_file}")
    command = runner.compile_command(config.target, config.flags, flags, plugin_opts,
                                     source, exe)
    outcome = runner.run_command(command, 600)
    (folder / f"{source.stem}.log").write_text(runner.command_line(command) + "\n"
                                               + outcome.output)
    status = runner.classify_compile(outcome)
    build = Build(exe, status is None, status)
    if remarks_file.is_file():
        build.remarks = parse_remarks(remarks_file.read_text(errors="replace"))
    if dump_file.is_file():
        build.dump = parse_sms_dump(dump_file.read_text(errors="replace"))
    return build


def check_run(config: Config, exe: Path) -> str:
    """PASS, or how the kernel failed, for one run of an executable (one
    repetition under qemu, the full count natively)."""
    command = runner.run_prefix(config.target) + [str(exe)]
    if runner.run_prefix(config.target):
        command.append("1")
    outcome = runner.run_command(command, 600)
    if outcome.returncode == 0:
        return runner.PASS
    wrong = [line for line in outcome.output.splitlines() if line.startswith("mismatch")]
    return f"{runner.describe(outcome)}" + (f" ({'; '.join(wrong)})" if wrong else "")


def cpu_time_of(command: List[str]) -> float:
    """User + system CPU seconds that COMMAND and its children used."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    outcome = runner.run_command(command, 600)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if outcome.returncode != 0:
        raise runner.ToolError(f"compile-time run failed: {runner.command_line(command)}: "
                               f"{runner.describe(outcome)}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def measure_compile_time(config: Config, sources: List[Path], out: Path,
                         plugin_opts: List[str], repeats: int) -> Dict:
    """Median compiler CPU time of each of SOURCES (-c) without and with the
    plugin, the two interleaved; the biggest file and the corpus total."""
    obj = out / config.name / "compile-time.o"
    obj.parent.mkdir(parents=True, exist_ok=True)
    files = {}
    for source in sources:
        lines = {}
        for variant, opts in (("base", []), ("xopt", plugin_opts)):
            command = runner.compile_command(config.target, config.flags, ["-c"], opts,
                                             source, obj)
            command.remove("-lm")
            lines[variant] = command
        times = {"base": [], "xopt": []}
        for _ in range(repeats):
            for variant, command in lines.items():
                times[variant].append(cpu_time_of(command))
        files[source.name] = {"base": statistics.median(times["base"]),
                              "xopt": statistics.median(times["xopt"])}
    # The fixed cost: loading the plugin into a compile with no function.
    empty = out / config.name / "empty.c"
    empty.write_text("int xopt_bench_empty;\n")
    load = {}
    for variant, opts in (("base", []), ("xopt", plugin_opts)):
        command = runner.compile_command(config.target, config.flags, ["-c"], opts,
                                         empty, obj)
        command.remove("-lm")
        load[variant] = statistics.median(cpu_time_of(command) for _ in range(repeats))
    biggest = max(sources, key=lambda s: s.stat().st_size).name
    base_total = sum(f["base"] for f in files.values())
    xopt_total = sum(f["xopt"] for f in files.values())
    big = files[biggest]
    return {"file": biggest, "base": big["base"], "xopt": big["xopt"],
            "overhead_pct": 100 * (big["xopt"] / big["base"] - 1),
            "corpus_base": base_total, "corpus_xopt": xopt_total,
            "corpus_overhead_pct": 100 * (xopt_total / base_total - 1),
            "empty_base": load["base"], "empty_xopt": load["xopt"],
            "repeats": repeats, "files": files}


def load_configs(data: Dict, target: Optional[str]) -> List[Config]:
    """The suite's configurations, limited by --target (a triplet, "all",
    or a configuration name)."""
    configs = [Config(name, spec["target"], runner.split_flags(spec["flags"]),
                      spec.get("timed", False), spec.get("speedup_goal", False))
               for name, spec in data["configs"].items()]
    if target and target != "all":
        named = [c for c in configs if c.name == target]
        if named:
            return named
        wanted = runner.expand_targets(target)
        configs = [c for c in configs if c.target in wanted]
    return configs


def parse_args(argv):
    parser = argparse.ArgumentParser(
        prog="scripts/bench bench/sms",
        description="xopt_sms against stock -fmodulo-sched on the bench/sms corpus")
    parser.add_argument("suite", type=Path)
    parser.add_argument("--target", help="a triplet, all (default) or a configuration name")
    parser.add_argument("--repeats", type=int, help="timed runs per kernel and variant")
    parser.add_argument("--compile-repeats", type=int, help="compiles for the compile time")
    parser.add_argument("--output", type=Path, help="default build/bench/sms")
    parser.add_argument("--plugin-arg", action="append", default=[],
                        metavar="xopt_sms-KEY=VAL", help="extra plugin argument (repeatable)")
    parser.add_argument("--no-timing", action="store_true",
                        help="skip the timed runs and the compile-time measurement")
    parser.add_argument("--build-dir", type=Path,
                        help="where <triplet>/xopt_sms.so is (default build/), e.g. a "
                             "snapshot that a rebuild cannot change under the run")
    parser.add_argument("-j", "--jobs", type=int, default=2, help="parallel compiles")
    return parser.parse_args(argv)


def run_suite(args) -> Tuple[Dict, str]:
    """Everything main() does except printing; returns (results, markdown)."""
    folder = args.suite
    data = json.loads((folder / "suite.json").read_text())
    out = (args.output or runner.repo_root() / "build" / "bench" / folder.name).resolve()
    sources = sorted(folder.resolve().glob("*.c"))
    if not sources:
        raise runner.ToolError(f"{folder}: no *.c files")
    loops = [lp for source in sources for lp in find_loops(source)]
    configs = load_configs(data, args.target)
    if not configs:
        raise runner.ToolError(f"no configuration for --target {args.target}")
    plugin_args = list(data.get("plugin_args", [])) + list(args.plugin_arg)
    stock_flags = runner.split_flags(data.get("stock_flags", "-fmodulo-sched"))
    repeats = args.repeats or data.get("repeats", 5)
    compile_repeats = args.compile_repeats or data.get("compile_repeats", 5)
    goals = data["acceptance"]

    results = {"loops": [vars(lp) for lp in loops], "configs": {}, "runtime": None,
               "compile_time": {}}
    markdown = ["# xopt_sms on the bench/sms corpus\n"]
    config_totals: Dict[str, Optional[Dict]] = {}
    totals_rows: Dict[str, Dict] = {}
    for config in configs:
        runner.check_tools(config.target)
        try:
            config.plugin = runner.find_plugins(config.target, data.get("plugin", "sms"),
                                                args.build_dir)[0]
        except runner.ToolError as error:
            config.plugin_error = str(error)
        plugin_opts = (runner.plugin_flags([config.plugin], plugin_args)
                       if config.plugin else [])
        print(f"== {config.name}: {config.target} {' '.join(config.flags)}", flush=True)
        if config.plugin_error:
            print(f"   xopt_sms not available: {config.plugin_error}", flush=True)

        jobs = []
        for source in sources:
            if config.plugin:
                jobs.append((source, "xopt", plugin_opts, []))
            jobs.append((source, "stock", [], stock_flags))
            if config.timed and config.plugin:
                jobs.append((source, "base", [], []))
        with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            built = list(pool.map(lambda job: compile_file(config, job[0], out, job[1],
                                                           job[2], job[3]), jobs))
        builds = {(job[0].name, job[1]): b for job, b in zip(jobs, built)}

        failures = {f"{name} ({variant})": b.status
                    for (name, variant), b in builds.items() if not b.ok}
        for what, status in failures.items():
            print(f"   compile failed: {what}: {status}", flush=True)

        xopt = None
        checks = {}
        if config.plugin:
            remarks = [r for s in sources for r in builds[(s.name, "xopt")].remarks]
            xopt = xopt_outcomes(loops, remarks)
            for source in sources:
                b = builds[(source.name, "xopt")]
                if not b.ok:
                    for lp in loops:
                        if lp.file == source.name:
                            xopt[lp.name] = Outcome(False, reason=f"compile: {b.status}")
                checks[source.stem] = check_run(config, b.exe) if b.ok else b.status
        dumped = [d for s in sources for d in builds[(s.name, "stock")].dump]
        stock = stock_outcomes(loops, dumped, xopt)
        t_xopt = totals(loops, xopt) if xopt is not None else None
        t_stock = totals(loops, stock)
        config_totals[config.name] = t_xopt
        totals_rows[config.name] = {"xopt_sms": t_xopt, "stock -fmodulo-sched": t_stock}

        table = loop_table(loops, xopt, stock)
        if xopt is not None and missed_summary(loops, xopt):
            table += "\nLoops of the form xopt_sms left alone:\n\n" + missed_summary(loops, xopt)
        print(table, flush=True)
        wrong = {k: v for k, v in checks.items() if v != runner.PASS}
        if checks:
            print(f"   result checks (xopt_sms): {len(checks) - len(wrong)}/{len(checks)} pass"
                  + "".join(f"\n   FAIL {k}: {v}" for k, v in wrong.items()), flush=True)
        markdown.append(f"## {config.name}\n\n`{runner.compiler_for(config.target)} "
                        f"{' '.join(config.flags)}`" +
                        (f" — xopt_sms not available: {config.plugin_error}"
                         if config.plugin_error else "") + "\n\n" + table)
        if checks:
            markdown.append("Result checks of the xopt_sms executables"
                            + (" (qemu, one repetition)" if runner.run_prefix(config.target)
                               else "") + ": " +
                            (", ".join(f"{k}: {v}" for k, v in wrong.items()) if wrong
                             else f"all {len(checks)} pass") + "\n")
        results["configs"][config.name] = {
            "target": config.target, "flags": config.flags,
            "plugin": str(config.plugin) if config.plugin else None,
            "plugin_error": config.plugin_error,
            "xopt": {k: vars(v) for k, v in xopt.items()} if xopt is not None else None,
            "stock": {k: vars(v) for k, v in stock.items()},
            "totals": {"xopt_sms": t_xopt, "stock": t_stock},
            "checks": checks, "compile_failures": failures,
        }

        if config.timed and config.plugin and not args.no_timing:
            rows = {}
            for source in sources:
                base, mine = builds[(source.name, "base")], builds[(source.name, "xopt")]
                kernel = source.stem
                if not (base.ok and mine.ok) or checks.get(kernel) != runner.PASS:
                    rows[kernel] = {"error": checks.get(kernel) or "compile failed"}
                    continue
                if base.exe.read_bytes() == mine.exe.read_bytes():
                    # The plugin changed nothing: any difference would be noise.
                    rows[kernel] = {"same_code": True, "speedup": 1.0}
                    print(f"   {kernel}: same code", flush=True)
                    continue
                try:
                    times = bench.run_interleaved({"base": [str(base.exe)],
                                                   "xopt": [str(mine.exe)]}, repeats,
                                                  alternate=True)
                except runner.ToolError as error:
                    rows[kernel] = {"error": str(error)}
                    continue
                rows[kernel] = {"base": statistics.median(times["base"]),
                                "xopt": statistics.median(times["xopt"]),
                                "speedup": bench.speedup(times["base"], times["xopt"]),
                                "speedup_min": min(times["base"]) / min(times["xopt"]),
                                "paired": bench.paired_speedup(times["base"], times["xopt"]),
                                "samples": times}
                print(f"   {kernel}: speedup {rows[kernel]['speedup']:.3f}, paired "
                      f"{rows[kernel]['paired']:.3f}", flush=True)
            results["runtime"] = {"config": config.name, "repeats": repeats, "kernels": rows}
        if config.plugin and not args.no_timing:
            results["compile_time"][config.name] = measure_compile_time(
                config, sources, out, plugin_opts, compile_repeats)

    markdown.append("## Totals over the loops of the form\n\n" + totals_table(totals_rows) +
                    "\nStock list/II uses the list length xopt_sms reports for the same "
                    "loop; stock MII is its own (\"SMS iis\").\n")
    if results["runtime"] is not None:
        markdown.append(f"## Run times ({results['runtime']['config']}, native, "
                        f"{repeats} interleaved rounds in alternating order, medians)\n\n"
                        + runtime_table(results["runtime"]["kernels"]))
    if results["compile_time"]:
        markdown.append(f"## Compile time ({compile_repeats} compiles of each file "
                        "each way)\n\n"
                        + compile_time_table(results["compile_time"]))
    checks = acceptance(config_totals, goals,
                        [c.name for c in configs if c.speedup_goal],
                        results["runtime"], results["compile_time"])
    results["acceptance"] = [{"criterion": c, "holds": h, "measured": m} for c, h, m in checks]
    markdown.append("## Acceptance (issue 3)\n\n" + acceptance_table(checks))
    text = "\n".join(markdown)
    runner.write_json(out / "results.json", results)
    (out / "results.md").write_text(text)
    return results, text


def main(argv=None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    try:
        _, text = run_suite(args)
    except runner.ToolError as error:
        print(f"bench: {error}", file=sys.stderr)
        return 2
    tail = text[text.index("## Totals"):]
    print(tail)
    out = args.output or runner.repo_root() / "build" / "bench" / args.suite.name
    print(f"written: {out}/results.md, results.json")
    return 0
