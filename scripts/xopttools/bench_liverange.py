"""The xopt_liverange benchmark (bench/liverange/, `make bench-liverange`).

Besides run times this suite reports which loops each variant
parallelized and how much memory the plugin's scalar expansion allocated,
and checks the acceptance points of issue 5:

  - every candidate loop blocked only by false dependences is parallelized
    with the plugin, with correct results;
  - no loop with a true cross-iteration flow dependence is parallelized;
  - expansion-only (substitute=0) allocates at least as many bytes as the
    default on every kernel, strictly more where substitution applies.

Kernels mark their candidate loops on the `for' line:

    for (int i = 0; i < N; i++) /* lr-loop: <name> false-only|flow */

(more words after the kind are tags; "subst" says forward substitution
applies to the loop).  suite.json names the variants (as for every suite)
and their roles: "without" (GCC's parallelization alone), "with" (the
plugin, default options), "expansion_only" (substitute=0) and "all_loops"
(loops=all, informative); the baseline is serial -O2.  Functions named
reference* are the kernels' serial references: the plugin must leave them
alone.

Which loop parloops parallelized is read from the final GIMPLE
(-fdump-tree-optimized-blocks-lineno), not from the remark's location:
Graphite regenerates the loops it handles without a source location, so
parloops' "parallelizing outer loop N" often points at the function.  The
call __builtin_GOMP_parallel (F._loopfn.K, ...) in F sits at loop depth d,
so the parallelized loop is F's source loop at depth d + 1 whose lines
hold the statements of F._loopfn.K.  The plugin's remarks have the same
problem; its dump (-fplugin-arg-xopt_liverange-dump) gives their loop
numbers, which parloops' remarks tie to the outlined functions.

The machine is shared: variants run interleaved, times are medians, a
kernel whose runs exceed a time budget gets fewer rounds, and when other
work keeps the CPUs busy the runs use OMP_WAIT_POLICY=passive (spinning
threads starve the working ones when the cores are oversubscribed).  The
report records the load average and the policy of every kernel.
"""

import argparse
import dataclasses
import os
import re
import shutil
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Dict, List, Optional, Tuple

from xopttools import bench, runner

PLUGIN = "xopt_liverange"
FALSE_ONLY = "false-only"
FLOW = "flow"
ROLES = ("without", "with", "expansion_only", "all_loops")

MARKER = re.compile(r"/\*\s*lr-loop:\s*(?P<name>[\w.+-]+)\s+(?P<kind>false-only|flow)\b"
                    r"(?P<tags>[^*]*)\*/")
REMARK = re.compile(r"^(?P<file>[^\s:][^:]*):(?P<line>\d+):(?P<col>\d+): "
                    r"(?P<kind>optimized|missed|note): (?P<text>.*)$", re.MULTILINE)
PARLOOPS = re.compile(r"parallelizing (?:outer|inner) loop (\d+)")
MADE_PARALLEL = re.compile(r"loop made parallel: (?P<removed>\d+) false dependences? removed"
                           r"(?: \((?P<details>[^)]*)\))?")
NOT_PARALLEL = re.compile(r"loop not parallel: (?P<reason>.*)")
DUMP_FUNCTION = re.compile(r"^;; Function (\S+) ", re.MULTILINE)
DUMP_BLOCK = re.compile(r"^;;\s+basic block \d+, loop depth (\d+)")
DUMP_GOMP = re.compile(r"__builtin_GOMP_parallel \(([\w.$]+),")
DUMP_LOCATION = re.compile(r"\[([^\[\]:]+):(\d+):\d+\]")

# Options added to every compile: the remarks and the final GIMPLE with
# loop depths and statement lines.  Neither changes the generated code.
ANALYSIS_FLAGS = ["-fopt-info-loop-optimized-missed"]


def dump_flags(path: Path) -> List[str]:
    return [f"-fdump-tree-optimized-blocks-lineno={path}"]


# ---------------------------------------------------------------------------
# The kernel source: functions, loops and markers.


@dataclass
class SourceLoop:
    """A loop statement of the source: `for' (or while/do) line, last line
    of its body, depth among the loops of its function (1 = outermost)."""
    line: int
    end: int
    depth: int
    function: str
    keyword: str = "for"


@dataclass
class Marker:
    """A candidate loop the kernel marked with an lr-loop comment."""
    name: str
    kind: str
    line: int
    function: str = ""
    depth: int = 0
    end: int = 0
    tags: List[str] = field(default_factory=list)


@dataclass
class Source:
    functions: Dict[str, Tuple[int, int]]
    loops: List[SourceLoop]
    markers: List[Marker]

    def function_at(self, line: int) -> Optional[str]:
        for name, (start, end) in self.functions.items():
            if start <= line <= end:
                return name
        return None

    def marker_at(self, line: int) -> Optional[Marker]:
        """The marker of the loop on LINE, else of the innermost marked
        loop whose body holds LINE, else the only marker of the function
        holding LINE (a loop Graphite regenerated has no location of its
        own, so its remarks point at the function)."""
        inside = [m for m in self.markers if m.line <= line <= m.end]
        exact = [m for m in inside if m.line == line]
        if exact:
            return exact[0]
        if inside:
            return max(inside, key=lambda m: m.depth)
        function = self.function_at(line)
        mine = [m for m in self.markers if function and m.function == function]
        return mine[0] if len(mine) == 1 else None


def _blank(text: str) -> str:
    """TEXT with comments, strings, character constants and preprocessor
    lines replaced by spaces (newlines kept, so offsets keep their line)."""
    out = []
    i, n = 0, len(text)
    line_start = True
    while i < n:
        c = text[i]
        if line_start and c == "#":
            j = i
            while j < n and text[j] != "\n":
                j = j + 2 if text.startswith("\\\n", j) else j + 1
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
            continue
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            j += 1
        else:
            out.append(c)
            if c == "\n":
                line_start = True
            elif not c.isspace():
                line_start = False
            i += 1
            continue
        out.append(re.sub(r"[^\n]", " ", text[i:j]))
        i = j
    return "".join(out)


TOKEN = re.compile(r"[A-Za-z_]\w*|\d[\w.]*|\S")


class _Parser:
    """Just enough C to find function bodies and loop statements."""

    def __init__(self, text: str):
        blank = _blank(text)
        self.tokens = []
        line = 1
        last = 0
        for match in TOKEN.finditer(blank):
            line += blank.count("\n", last, match.start())
            last = match.start()
            self.tokens.append((match.group(), line))
        self.functions: Dict[str, Tuple[int, int]] = {}
        self.loops: List[SourceLoop] = []
        self.function = ""

    def tok(self, i: int) -> str:
        return self.tokens[i][0] if i < len(self.tokens) else ""

    def line(self, i: int) -> int:
        return self.tokens[min(i, len(self.tokens) - 1)][1]

    def match(self, i: int, open_: str, close: str) -> int:
        """Index after the bracket closing the one at I."""
        depth = 0
        while i < len(self.tokens):
            if self.tok(i) == open_:
                depth += 1
            elif self.tok(i) == close:
                depth -= 1
                if depth == 0:
                    return i + 1
            i += 1
        return i

    def statement(self, i: int, depth: int) -> int:
        """Parse the statement at I (loop depth DEPTH); index after it."""
        word = self.tok(i)
        if word == "":
            return i
        if word == "{":
            i += 1
            while i < len(self.tokens) and self.tok(i) != "}":
                i = self.statement(i, depth)
            return i + 1
        if word in ("for", "while"):
            start = self.line(i)
            body = self.match(i + 1, "(", ")")
            end = self.statement(body, depth + 1)
            self.loops.append(SourceLoop(start, self.line(end - 1), depth + 1,
                                         self.function, word))
            return end
        if word == "do":
            start = self.line(i)
            after = self.statement(i + 1, depth + 1)
            if self.tok(after) == "while":
                after = self.match(after + 1, "(", ")")
            end = after + 1 if self.tok(after) == ";" else after
            self.loops.append(SourceLoop(start, self.line(end - 1), depth + 1,
                                         self.function, word))
            return end
        if word in ("if", "switch"):
            end = self.statement(self.match(i + 1, "(", ")"), depth)
            if self.tok(end) == "else":
                end = self.statement(end + 1, depth)
            return end
        if word == "else":
            return self.statement(i + 1, depth)
        # An expression or declaration: up to its `;', skipping brackets
        # (initialisers, calls, statement expressions).
        while i < len(self.tokens) and self.tok(i) not in (";", "}"):
            if self.tok(i) == "(":
                i = self.match(i, "(", ")")
            elif self.tok(i) == "{":
                i = self.match(i, "{", "}")
            else:
                i += 1
        return i + 1 if self.tok(i) == ";" else i

    def parse(self) -> None:
        i = 0
        while i < len(self.tokens):
            word = self.tok(i)
            if word == "(" and i > 0 and re.match(r"[A-Za-z_]\w*$", self.tok(i - 1)):
                name, name_line = self.tok(i - 1), self.line(i - 1)
                after = self.match(i, "(", ")")
                if self.tok(after) == "{":
                    self.function = name
                    end = self.statement(after, 0)
                    self.functions[name] = (name_line, self.line(end - 1))
                    self.function = ""
                    i = end
                    continue
                i = after
            elif word == "{":
                i = self.match(i, "{", "}")
            else:
                i += 1


def parse_source(text: str) -> Source:
    """Functions, loops and lr-loop markers of a kernel file."""
    parser = _Parser(text)
    parser.parse()
    loops = parser.loops
    markers = []
    for number, line_text in enumerate(text.splitlines(), 1):
        found = MARKER.search(line_text)
        if not found:
            continue
        marker = Marker(found.group("name"), found.group("kind"), number,
                        tags=found.group("tags").split())
        loop = [lp for lp in loops if lp.line == number and lp.keyword == "for"]
        if not loop:
            raise runner.ToolError(f"line {number}: lr-loop marker '{marker.name}' "
                                   "is not on the line of a for statement")
        marker.function, marker.depth, marker.end = loop[0].function, loop[0].depth, loop[0].end
        markers.append(marker)
    names = [m.name for m in markers]
    duplicates = sorted({n for n in names if names.count(n) > 1})
    if duplicates:
        raise runner.ToolError(f"duplicate lr-loop names: {', '.join(duplicates)}")
    return Source(parser.functions, loops, markers)


def is_reference(function: Optional[str]) -> bool:
    return bool(function) and function.startswith("reference")


# ---------------------------------------------------------------------------
# What the compiler said: remarks and the final GIMPLE.


@dataclass
class Remark:
    line: int
    kind: str
    text: str


def parse_remarks(output: str, source_name: str) -> List[Remark]:
    """The -fopt-info remarks of OUTPUT located in the file SOURCE_NAME."""
    return [Remark(int(m.group("line")), m.group("kind"), m.group("text").strip())
            for m in REMARK.finditer(output)
            if Path(m.group("file")).name == source_name]


def parse_made_parallel(text: str) -> Optional[Dict[str, int]]:
    """The figures of the plugin's `loop made parallel' remark, else None."""
    found = MADE_PARALLEL.search(text)
    if not found:
        return None
    details = found.group("details") or ""

    def number(pattern: str) -> int:
        hit = re.search(pattern, details)
        return int(hit.group(1)) if hit else 0
    return {"removed": int(found.group("removed")),
            "substituted": number(r"forward-substituted (\d+)"),
            "expanded": number(r"expanded (\d+)"),
            "bytes": number(r"(\d+) bytes?")}


def base_function(name: str) -> str:
    """kernel_x for kernel_x.constprop.0, kernel_x._loopfn.1 and kernel_x."""
    return name.split(".", 1)[0]


@dataclass
class ParallelRegion:
    """A loop parloops outlined: launched from FUNCTION at loop depth DEPTH,
    its statements on LINES of the source file."""
    function: str
    outlined: str
    depth: int
    lines: List[int]


def parse_dump(text: str, source_name: str) -> List[ParallelRegion]:
    """The GOMP_parallel launches in a -fdump-tree-optimized-blocks-lineno
    dump, with the source lines of the outlined loop bodies."""
    starts = [(m.start(), m.group(1)) for m in DUMP_FUNCTION.finditer(text)]
    bodies = {}
    for index, (start, name) in enumerate(starts):
        end = starts[index + 1][0] if index + 1 < len(starts) else len(text)
        bodies[name] = text[start:end]
    launches = []
    for name, body in bodies.items():
        depth = 0
        for line in body.splitlines():
            block = DUMP_BLOCK.match(line)
            if block:
                depth = int(block.group(1))
                continue
            call = DUMP_GOMP.search(line)
            if call:
                launches.append((name, call.group(1), depth))
    regions = []
    for name, outlined, depth in launches:
        lines = sorted({int(m.group(2)) for m in DUMP_LOCATION.finditer(bodies.get(outlined, ""))
                        if Path(m.group(1)).name == source_name})
        regions.append(ParallelRegion(base_function(name), outlined, depth, lines))
    return regions


def region_loop(source: Source, region: ParallelRegion) -> Optional[SourceLoop]:
    """The source loop a parallel region came from: in its function, at
    depth + 1, holding most of the region's statement lines."""
    candidates = [lp for lp in source.loops
                  if lp.function == region.function and lp.depth == region.depth + 1]
    if not candidates:
        return None
    scored = [(sum(lp.line <= ln <= lp.end for ln in region.lines), lp) for lp in candidates]
    best = max(score for score, _ in scored)
    winners = [lp for score, lp in scored if score == best]
    if len(winners) == 1 and (best > 0 or len(candidates) == 1):
        return winners[0]
    return None


@dataclass
class Analysis:
    """What one compile of one kernel did."""
    parallel: Dict[str, bool]            # marker name -> parallelized
    parloops: int                        # parloops remarks in marked functions
    regions: List[str]                   # described parallel regions
    made_parallel: Dict[str, Dict[str, int]]   # marker name -> plugin figures
    missed: Dict[str, List[str]]         # marker name -> plugin missed reasons
    bytes: int
    substituted: int
    expanded: int
    warnings: List[str]


@dataclass
class Decision:
    """One loop the plugin reported on, from its dump: loop number, depth."""
    loop: int
    depth: int


DUMP_LR_LOOP = re.compile(r"^== loop (\d+) \(depth (\d+)\)", re.MULTILINE)
# A refusal is the line of its remark (xopt_missed): bare, or with the
# location when the dump receives the remarks (dump=missed, dump=all).
DUMP_LR_REMARKED = re.compile(r"^(?:(?:[^\n]*: )?missed: loop not parallel: "
                              r"|decision: loop \d+ parallel: )", re.MULTILINE)


def parse_plugin_dump(text: str) -> Dict[str, List[Decision]]:
    """The loops the plugin emitted a remark for, per function, in order.

    The plugin dump (-fplugin-arg-xopt_liverange-dump) opens every loop
    with "== loop N (depth D)" and ends it with the decision its remark
    reports; it gives the loop numbers the remarks lack."""
    decisions: Dict[str, List[Decision]] = {}
    starts = [(m.start(), m.group(1)) for m in DUMP_FUNCTION.finditer(text)]
    for index, (start, name) in enumerate(starts):
        end = starts[index + 1][0] if index + 1 < len(starts) else len(text)
        body = text[start:end]
        loops = list(DUMP_LR_LOOP.finditer(body))
        for number, loop in enumerate(loops):
            stop = loops[number + 1].start() if number + 1 < len(loops) else len(body)
            if DUMP_LR_REMARKED.search(body, loop.end(), stop):
                decisions.setdefault(base_function(name), []).append(
                    Decision(int(loop.group(1)), int(loop.group(2))))
    return decisions


def parloops_numbers(output: str) -> List[int]:
    """Loop numbers of parloops' remarks in compile order (every file):
    the n-th parallelized loop of a translation unit is outlined into
    F._loopfn.n."""
    return [int(PARLOOPS.search(m.group("text")).group(1)) for m in REMARK.finditer(output)
            if m.group("kind") == "optimized" and PARLOOPS.search(m.group("text"))]


def outlined_index(name: str) -> Optional[int]:
    found = re.search(r"\._loopfn\.(\d+)$", name)
    return int(found.group(1)) if found else None


def analyse(source: Source, remarks: List[Remark], regions: List[ParallelRegion],
            numbers: Optional[List[int]] = None,
            decisions: Optional[Dict[str, List[Decision]]] = None) -> Analysis:
    """Map the remarks and parallel regions of one compile to the markers.

    NUMBERS (parloops_numbers) and DECISIONS (parse_plugin_dump) let a
    plugin remark that points at its function, not at a loop, find its
    loop: through the loop number when parloops parallelized that loop,
    else by elimination when a single marked loop of that depth is left."""
    parallel = {m.name: False for m in source.markers}
    warnings, described = [], []
    by_number: Dict[Tuple[str, int], SourceLoop] = {}
    for region in regions:
        loop = region_loop(source, region)
        where = f"{region.function}: loop at line {loop.line}" if loop else \
            f"{region.function}: unmapped loop at depth {region.depth + 1}"
        described.append(where)
        if is_reference(region.function):
            warnings.append(f"reference function parallelized ({where})")
        if loop is None:
            warnings.append(f"cannot map parallel region {region.outlined} to a source loop")
            continue
        index = outlined_index(region.outlined)
        if numbers is not None and index is not None and index < len(numbers):
            by_number[(region.function, numbers[index])] = loop
        for marker in source.markers:
            if marker.function == loop.function and marker.line == loop.line:
                parallel[marker.name] = True

    kernels = {m.function for m in source.markers}
    parloops = 0
    plugin = []                 # (remark, function, figures, reason)
    for remark in remarks:
        function = source.function_at(remark.line)
        if remark.kind == "optimized" and PARLOOPS.search(remark.text):
            parloops += function in kernels
            continue
        figures = parse_made_parallel(remark.text) if remark.kind == "optimized" else None
        reason = NOT_PARALLEL.search(remark.text) if remark.kind == "missed" else None
        if figures is None and reason is None:
            continue
        if is_reference(function):
            warnings.append(f"plugin remark in reference function {function} "
                            f"(line {remark.line}): {remark.text}")
            continue
        if function in kernels:
            plugin.append((remark, function, figures, reason))

    keys = _plugin_keys(source, plugin, decisions or {}, by_number)
    made, missed = {}, {}
    for key, (remark, function, figures, reason) in zip(keys, plugin):
        if figures is not None:
            previous = made.get(key)
            made[key] = figures if previous is None else \
                {k: previous[k] + figures[k] for k in figures}
        else:
            missed.setdefault(key, []).append(reason.group("reason"))
    total = {k: sum(f[k] for f in made.values()) for k in ("bytes", "substituted", "expanded")}
    return Analysis(parallel, parloops, described, made, missed, total["bytes"],
                    total["substituted"], total["expanded"], warnings)


def _plugin_keys(source: Source, plugin, decisions: Dict[str, List[Decision]],
                 by_number: Dict[Tuple[str, int], SourceLoop]) -> List[str]:
    """The marker name (or function:line) each plugin remark is about.

    In order: a remark on a marked `for' line is about that loop; one whose
    loop number parloops tied to a source loop is about that loop; one on
    the `for' line of an unmarked loop is about no marker; one inside a
    marked loop's body is about it (when the plugin dump does not give the
    loop number, else elimination decides); and last, a function's only
    marker."""
    keys: List[Optional[str]] = [None] * len(plugin)
    pending = []                # (index, function, depth) still to place
    per_function: Dict[str, List[int]] = {}
    for index, (_, function, _, _) in enumerate(plugin):
        per_function.setdefault(function, []).append(index)
    for_lines = {(lp.function, lp.line) for lp in source.loops}
    for function, indices in per_function.items():
        listed = decisions.get(function)
        aligned = listed is not None and len(listed) == len(indices)
        for position, index in enumerate(indices):
            line = plugin[index][0].line
            exact = [m for m in source.markers if m.function == function and m.line == line]
            if exact:
                keys[index] = exact[0].name
                continue
            if aligned:
                decision = listed[position]
                loop = by_number.get((function, decision.loop))
                if loop is not None:
                    marker = [m for m in source.markers
                              if m.function == function and m.line == loop.line]
                    keys[index] = marker[0].name if marker else f"{function}:{loop.line}"
                    continue
            if (function, line) in for_lines:
                keys[index] = f"{function}:{line}"
                continue
            if aligned:
                pending.append((index, function, listed[position].depth))
                continue
            inside = [m for m in source.markers if m.line <= line <= m.end]
            if inside:
                keys[index] = max(inside, key=lambda m: m.depth).name
    # Elimination: a remark left over in a function and at a depth where
    # exactly one marked loop has neither a remark nor another known loop
    # number (parloops parallelized it) is about that loop.
    claimed = set(k for k in keys if k)
    numbered = {(f, loop.line) for (f, _), loop in by_number.items()}
    for index, function, depth in pending:
        rivals = [i for i, f, d in pending if f == function and d == depth]
        free = [m for m in source.markers if m.function == function and m.depth == depth
                and m.name not in claimed and (function, m.line) not in numbered]
        if len(rivals) == 1 and len(free) == 1:
            keys[index] = free[0].name
    unplaced = {index for index, _, _ in pending}
    for index, (remark, function, _, _) in enumerate(plugin):
        if keys[index] is None:
            marker = None if index in unplaced else source.marker_at(remark.line)
            keys[index] = marker.name if marker else f"{function}:{remark.line}"
    return keys


# ---------------------------------------------------------------------------
# Checks and tables.


@dataclass
class KernelResult:
    """Everything measured for one kernel (JSON-ready through as_dict)."""
    kernel: str
    markers: List[Marker]
    status: Dict[str, str] = field(default_factory=dict)        # variant -> ok / failure
    analysis: Dict[str, Analysis] = field(default_factory=dict)  # variant -> analysis
    times: Dict[str, List[float]] = field(default_factory=dict)
    policy: str = ""                    # OMP_WAIT_POLICY of the runs, "" = default
    busy: Optional[float] = None        # CPUs busy with other work before the runs

    def median(self, variant: str) -> Optional[float]:
        values = self.times.get(variant)
        return statistics.median(values) if values else None

    def speedup(self, baseline: str, variant: str) -> Optional[float]:
        base, mine = self.median(baseline), self.median(variant)
        return base / mine if base and mine else None

    def as_dict(self, baseline: str) -> Dict:
        return {
            "markers": [{"name": m.name, "kind": m.kind, "line": m.line,
                         "function": m.function} for m in self.markers],
            "status": self.status,
            "omp_wait_policy": self.policy or "default",
            "busy_cpus_before_runs": self.busy,
            "median_s": {v: self.median(v) for v in self.times},
            "speedup": {v: self.speedup(baseline, v) for v in self.times},
            "variants": {v: {"parallel": a.parallel, "parloops_remarks": a.parloops,
                             "regions": a.regions, "made_parallel": a.made_parallel,
                             "missed": a.missed, "bytes": a.bytes,
                             "substituted": a.substituted, "expanded": a.expanded,
                             "warnings": a.warnings}
                         for v, a in self.analysis.items()},
        }


@dataclass
class Check:
    text: str
    state: str          # PASS, FAIL or SKIP
    details: List[str] = field(default_factory=list)


def _ok(result: KernelResult, variant: str) -> bool:
    return result.status.get(variant) == "ok"


def acceptance(results: List[KernelResult], roles: Dict[str, Optional[str]]) -> List[Check]:
    """The acceptance points of issue 5, from the measured results."""
    with_, expansion = roles.get("with"), roles.get("expansion_only")
    checks = []
    built = [v for v in (with_, expansion) if v and any(v in r.analysis for r in results)]

    failures = [f"{r.kernel} ({v}): {s}" for r in results for v, s in r.status.items()
                if s != "ok"]
    checks.append(Check("every variant builds and computes the reference's results",
                        "FAIL" if failures else "PASS", failures))

    if with_ in built:
        missing = []
        for r in results:
            for m in r.markers:
                if m.kind != FALSE_ONLY:
                    continue
                a = r.analysis.get(with_)
                if a is None or not a.parallel.get(m.name) or not _ok(r, with_):
                    why = "; ".join(a.missed.get(m.name, [])) if a else r.status.get(with_, "")
                    if not why and a and m.depth > 1:
                        why = "not a candidate (inner loop)"
                    rescued = roles.get("all_loops")
                    b = r.analysis.get(rescued) if rescued else None
                    if b is not None and b.parallel.get(m.name) and _ok(r, rescued):
                        why += f" [parallel with {rescued}]"
                    missing.append(f"{r.kernel}: {m.name} (line {m.line})"
                                   + (f": {why}" if why else ""))
        checks.append(Check(f"every false-only loop is parallelized with the plugin ({with_})",
                            "FAIL" if missing else "PASS", missing))
    else:
        checks.append(Check("every false-only loop is parallelized with the plugin", "SKIP",
                            ["plugin not built"]))

    wrong = [f"{r.kernel}: {m.name} (line {m.line}) parallelized by {v}"
             for r in results for m in r.markers if m.kind == FLOW
             for v, a in r.analysis.items() if a.parallel.get(m.name)]
    checks.append(Check("no flow loop is parallelized (any variant)",
                        "FAIL" if wrong else "PASS", wrong))

    if with_ in built and expansion in built:
        bad = []
        for r in results:
            a, b = r.analysis.get(with_), r.analysis.get(expansion)
            if a is None or b is None:
                bad.append(f"{r.kernel}: not built in both variants")
                continue
            expects = a.substituted > 0 or any("subst" in m.tags for m in r.markers)
            if b.bytes < a.bytes:
                bad.append(f"{r.kernel}: expansion-only {b.bytes} B < default {a.bytes} B")
            elif expects and b.bytes <= a.bytes:
                bad.append(f"{r.kernel}: substitution applies (default substituted "
                           f"{a.substituted}) but expansion-only {b.bytes} B "
                           f"is not more than default {a.bytes} B")
        checks.append(Check("expansion-only bytes >= default on every kernel, "
                            "> where substitution applies", "FAIL" if bad else "PASS", bad))
    else:
        checks.append(Check("expansion-only bytes >= default, > where substitution applies",
                            "SKIP", ["plugin not built"]))

    warnings = [f"{r.kernel} ({v}): {w}" for r in results for v, a in r.analysis.items()
                for w in a.warnings]
    checks.append(Check("reference functions untouched, every parallel region mapped",
                        "FAIL" if warnings else "PASS", warnings))
    return checks


def _cell(value, fmt="{:.2f}") -> str:
    return "n/a" if value is None else fmt.format(value)


def loops_table(results: List[KernelResult], variants: List[str]) -> str:
    """A row per marked loop: parallelized or not in each variant."""
    lines = ["| kernel | loop | kind | " + " | ".join(variants) + " | plugin says |",
             "| --- | --- | --- |" + " :---: |" * len(variants) + " --- |"]
    for r in results:
        names = [m.name for m in r.markers]
        # Plugin remarks that no marker claims (a loop without a marker, or
        # a function location shared by several markers) get rows too.
        others = sorted({k for a in r.analysis.values()
                         for k in list(a.made_parallel) + list(a.missed) if k not in names})
        for m in r.markers + [Marker(k, "?", 0) for k in others]:
            cells = []
            for v in variants:
                a = r.analysis.get(v)
                if m.kind == "?":
                    cells.append("")
                else:
                    cells.append("n/a" if a is None
                                 else ("yes" if a.parallel.get(m.name) else "no"))
            # What the plugin said, per variant; a variant that said the
            # same as the previous one is only named.
            says, previous = [], None
            for v in variants:
                a = r.analysis.get(v)
                said = []
                if a and m.name in a.made_parallel:
                    f = a.made_parallel[m.name]
                    said.append(f"{f['removed']} false deps removed, subst {f['substituted']}, "
                                f"exp {f['expanded']}, {f['bytes']} B")
                if a and m.name in a.missed:
                    said.append("not parallel: " + "; ".join(a.missed[m.name]))
                if not said:
                    continue
                text = "; ".join(said)
                says.append(f"{v}: same" if text == previous else f"{v}: {text}")
                previous = text
            lines.append(f"| {r.kernel} | {m.name} | {m.kind} | " + " | ".join(cells)
                         + " | " + "; ".join(says).replace("|", "\\|") + " |")
    return "\n".join(lines) + "\n"


def kernels_table(results: List[KernelResult], baseline: str, variants: List[str],
                  roles: Dict[str, Optional[str]]) -> str:
    """A row per kernel: marked loops parallelized, speedups, bytes, status."""
    timed = [v for v in variants if v != baseline]
    byte_variants = [v for v in (roles.get("with"), roles.get("expansion_only")) if v]
    header = (["kernel"] + [f"loops {v}" for v in timed] + [f"speedup {v}" for v in timed]
              + [f"bytes {v}" for v in byte_variants]
              + (["saved by subst"] if len(byte_variants) == 2 else []) + ["runs", "correct"])
    lines = ["| " + " | ".join(header) + " |",
             "| --- |" + " ---: |" * (len(header) - 2) + " --- |"]
    speedups = {v: [] for v in timed}
    for r in results:
        loops = []
        for v in timed:
            a = r.analysis.get(v)
            if a is None:
                loops.append("n/a")
                continue
            done = sum(a.parallel.values())
            loops.append(f"{done}/{len(r.markers)} ({a.parloops})")
        ratios = [r.speedup(baseline, v) for v in timed]
        for v, ratio in zip(timed, ratios):
            if ratio is not None:
                speedups[v].append(ratio)
        sizes = [_cell(r.analysis[v].bytes if v in r.analysis else None, "{}")
                 for v in byte_variants]
        if len(byte_variants) == 2:
            both = [r.analysis.get(v) for v in byte_variants]
            sizes.append(_cell(both[1].bytes - both[0].bytes if all(both) else None, "{}"))
        bad = [f"{v}: {s}" for v, s in r.status.items() if s != "ok"]
        runs = min((len(t) for t in r.times.values()), default=0)
        lines.append(f"| {r.kernel} | " + " | ".join(loops + [_cell(x) for x in ratios] + sizes
                                                     + [f"{runs} {r.policy or 'default'}"
                                                        + (f" ({r.busy:.1f} busy)"
                                                           if r.busy is not None else ""),
                                                        "; ".join(bad) or "yes"])
                     + " |")
    means = [_cell(bench.geomean(speedups[v]) if speedups[v] else None) for v in timed]
    lines.append("| geomean | " + " | ".join([""] * len(timed) + means
                                           + [""] * (len(header) - 1 - 2 * len(timed)))
                 + " |")
    return ("\n".join(lines) + f"\n\nloops v = marked loops parallelized / marked loops "
            f"(parloops remarks in the kernel functions); speedup = median({baseline}) / "
            "median(variant), time of the hot region; bytes = storage the plugin "
            "reports for scalar expansion (saved by subst = expansion-only minus default); "
            "runs = interleaved runs per variant, their OMP_WAIT_POLICY (and how many "
            "CPUs other work kept busy just before)\n")


def checks_text(checks: List[Check]) -> str:
    lines = []
    for check in checks:
        lines.append(f"- {check.state}: {check.text}")
        lines.extend(f"    - {d}" for d in check.details)
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------
# The run.


@dataclass
class Settings:
    """How kernels are built and run."""
    output: Path
    repeats: int
    budget: float = 0.0             # seconds of runs per kernel; 0 = no limit
    wait_policy: str = "auto"       # OMP_WAIT_POLICY of the runs (see wait_policy)
    plugin_dir: Optional[Path] = None   # build dir holding the plugin snapshot


def build(suite: bench.Suite, variant: bench.Variant, source_file: Path, source: Source,
          settings: Settings) -> Tuple[Optional[List[str]], str, Optional[Analysis]]:
    """Compile SOURCE_FILE as VARIANT; (run command or None, status, analysis)."""
    folder = settings.output / variant.name
    folder.mkdir(parents=True, exist_ok=True)
    exe = folder / f"{source_file.stem}.exe"
    dump = folder / f"{source_file.stem}.optimized"
    dump.unlink(missing_ok=True)
    for old in folder.glob(f"{exe.stem}*.{PLUGIN}"):
        old.unlink()
    # The plugin's dump gives the loop numbers of its remarks.
    traced = dataclasses.replace(variant, plugin_args=variant.plugin_args + [f"{PLUGIN}-dump"])
    command = bench.compile_line(traced, suite.target, source_file, exe, settings.plugin_dir,
                                 extra=ANALYSIS_FLAGS + dump_flags(dump))
    built = runner.run_command(command, 600)
    (folder / f"{source_file.stem}.log").write_text(
        runner.command_line(command) + "\n" + built.output)
    verdict = runner.classify_compile(built)
    if verdict is not None:
        return None, f"{verdict} ({runner.describe(built)})", None
    remarks = parse_remarks(built.output, source_file.name)
    regions = parse_dump(dump.read_text(errors="replace") if dump.exists() else "",
                         source_file.name)
    decisions = {}
    for plugin_dump in folder.glob(f"{exe.stem}*.{PLUGIN}"):
        decisions.update(parse_plugin_dump(plugin_dump.read_text(errors="replace")))
    run = runner.run_prefix(suite.target) + [str(exe)]
    return run, "ok", analyse(source, remarks, regions, parloops_numbers(built.output),
                              decisions)


def run_rounds(programs: Dict[str, List[str]], repeats: int, budget: float,
               failures: Dict[str, str]) -> Dict[str, List[float]]:
    """bench.run_interleaved, one round at a time, stopping early when the
    next round would overrun BUDGET seconds (the inner-loop parallel
    regions of GCC alone can be a hundred times slower than serial on a
    busy machine); at least one round."""
    times = {name: [] for name in programs}
    start = time.monotonic()
    for done in range(1, repeats + 1):
        for name, values in bench.run_interleaved(programs, 1, failures=failures).items():
            times[name].extend(values)
        elapsed = time.monotonic() - start
        if budget and elapsed + elapsed / done > budget:
            break
    return times


def busy_cpus(interval: float = 0.5) -> Optional[float]:
    """How many CPUs other work keeps busy, sampled from /proc/stat over
    INTERVAL seconds while the bench itself waits; None if unknown."""
    def sample():
        with open("/proc/stat") as stat:
            fields = [int(x) for x in stat.readline().split()[1:]]
        return sum(fields), fields[3] + fields[4]      # total, idle + iowait
    try:
        total0, idle0 = sample()
        time.sleep(interval)
        total1, idle1 = sample()
    except (OSError, ValueError, IndexError):
        return None
    if total1 <= total0:
        return None
    return (1 - (idle1 - idle0) / (total1 - total0)) * (os.cpu_count() or 1)


def wait_policy(setting: str, busy: Optional[float]) -> str:
    """The OMP_WAIT_POLICY for runs ("" = libgomp's default, which spins).

    "auto" spins on a quiet machine, where that is what users get and what
    fine-grained parallel regions need, and is passive when other work
    keeps more than half a CPU busy (or that is unknown): then spinning
    threads take the CPU from the working ones and a parallel region can
    cost milliseconds."""
    if setting != "auto":
        return setting
    return "passive" if busy is None or busy > 0.5 else ""


def run_kernel(suite: bench.Suite, variants: List[bench.Variant], source_file: Path,
               settings: Settings) -> KernelResult:
    source = parse_source(source_file.read_text())
    result = KernelResult(source_file.stem, source.markers)
    programs = {}
    for variant in variants:
        command, status, analysis = build(suite, variant, source_file, source, settings)
        result.status[variant.name] = status
        if analysis is not None:
            result.analysis[variant.name] = analysis
        if command is not None:
            programs[variant.name] = command
    result.busy = busy_cpus() if settings.wait_policy == "auto" else None
    result.policy = wait_policy(settings.wait_policy, result.busy)
    if result.policy:
        programs = {name: ["env", f"OMP_WAIT_POLICY={result.policy}"] + command
                    for name, command in programs.items()}
    failures: Dict[str, str] = {}
    result.times = run_rounds(programs, settings.repeats, settings.budget, failures)
    for name, what in failures.items():
        result.status[name] = f"run failed: {what}"
        result.times.pop(name, None)
    return result


def plugin_built(target: str, name: str, build_dir: Optional[Path] = None) -> bool:
    try:
        runner.find_plugins(target, name, build_dir)
        return True
    except runner.ToolError:
        return False


def snapshot_plugins(target: str, names: List[str], output: Path) -> Path:
    """Copy the plugins into OUTPUT/plugins/<target>/ and check that they
    load: all kernels are then built with one and the same plugin even if
    it is rebuilt meanwhile.  Returns the build dir to find them in."""
    folder = output / "plugins"
    (folder / target).mkdir(parents=True, exist_ok=True)
    for name in names:
        for attempt in range(5):
            source = runner.find_plugins(target, name)[0]
            copy = folder / target / source.name
            shutil.copyfile(source, copy)
            probe = runner.run_command(
                ["sh", "-c", f"echo 'int x;' | {runner.compiler_for(target)} "
                 f"-fplugin={copy} -xc -S -o /dev/null -"], 120)
            if probe.returncode == 0:
                break
            time.sleep(5)       # being rebuilt: try again
        else:
            raise runner.ToolError(f"{source} does not load: {probe.output.strip()}")
    return folder


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        prog="scripts/bench bench/liverange",
        description="xopt_liverange benchmark: loops parallelized, speedups with 2 threads "
                    "over serial -O2, bytes of scalar expansion, acceptance checks",
        epilog="Exit status: 0 all acceptance checks pass or are skipped (plugin not "
               "built), 1 one fails, 2 the suite could not be run.")
    parser.add_argument("suite", type=Path)
    parser.add_argument("--target")
    parser.add_argument("--repeats", type=int, help="runs per variant (default: suite.json)")
    parser.add_argument("--output", type=Path, help="default build/bench/<suite>")
    parser.add_argument("--kernels", help="comma list of kernel names or substrings")
    parser.add_argument("--budget", type=float, default=40.0,
                        help="seconds of runs per kernel before fewer rounds are run "
                             "(default 40; 0 = always --repeats rounds)")
    parser.add_argument("--omp-wait-policy", default="auto",
                        help="OMP_WAIT_POLICY of the runs: passive, active, '' (libgomp's "
                             "default) or auto (default: passive when other work keeps "
                             "more than half a CPU busy, where spinning threads starve "
                             "the working ones; else libgomp's default)")
    args = parser.parse_args(argv)
    try:
        suite = bench.load_suite(args.suite, args.target)
        spec = runner.read_json(suite.folder / "suite.json")
        roles = {role: spec.get("roles", {}).get(role) for role in ROLES}
        output = (args.output or runner.repo_root() / "build" / "bench"
                  / suite.folder.name).resolve()
        variants = []
        for v in suite.variants:
            if not bench.available(v, suite.target):
                print(f"bench: variant {v.name} skipped: compiler not installed")
            elif any(not plugin_built(suite.target, p) for p in v.plugins):
                print(f"bench: variant {v.name} skipped: plugin {', '.join(v.plugins)} "
                      "not built (make PLUGINS=liverange)")
            else:
                variants.append(v)
        sources = sorted(suite.folder.glob("*.c"))
        if args.kernels:
            wanted = [w.strip() for w in args.kernels.split(",") if w.strip()]
            sources = [s for s in sources if any(w in s.stem for w in wanted)]
        if not sources:
            raise runner.ToolError("no kernel selected")
        plugins = sorted({p for v in variants for p in v.plugins})
        settings = Settings(output, args.repeats or suite.repeats, args.budget,
                            args.omp_wait_policy,
                            snapshot_plugins(suite.target, plugins, output) if plugins else None)
        load_before = os.getloadavg()[0]
        results = []
        for source_file in sources:
            result = run_kernel(suite, variants, source_file, settings)
            results.append(result)
            summary = ", ".join(
                f"{v.name} {_cell(result.speedup(suite.baseline, v.name))}"
                + (f" [{sum(result.analysis[v.name].parallel.values())}/"
                   f"{len(result.markers)} loops]" if v.name in result.analysis
                   and v.name != suite.baseline else "")
                for v in variants)
            print(f"{result.kernel}: {summary}", flush=True)
        names = [v.name for v in variants]
        checks = acceptance(results, roles)
        report = ("## Loops\n\n" + loops_table(results, [n for n in names if n != suite.baseline])
                  + "\n## Kernels\n\n" + kernels_table(results, suite.baseline, names, roles)
                  + "\n## Acceptance\n\n" + checks_text(checks))
        header = (f"# bench/liverange ({runner.compiler_version(suite.target)}, "
                  f"up to {settings.repeats} interleaved runs per variant within "
                  f"{settings.budget:g} s per kernel, OMP_WAIT_POLICY "
                  f"{settings.wait_policy or 'libgomp default'}; load average "
                  f"{load_before:.1f} before, {os.getloadavg()[0]:.1f} after, "
                  f"{os.cpu_count()} CPUs)\n\n"
                  + "".join(f"- {v.name}: {' '.join(v.flags)}"
                            + "".join(f" -fplugin={PLUGIN}" for _ in v.plugins)
                            + "".join(f" -fplugin-arg-{a}" for a in v.plugin_args) + "\n"
                            for v in variants) + "\n")
        print("\n" + report)
        output.mkdir(parents=True, exist_ok=True)
        (output / "results.md").write_text(header + report)
        runner.write_json(output / "results.json", {
            "variants": {v.name: {"flags": v.flags, "plugins": v.plugins,
                                  "plugin_args": v.plugin_args} for v in variants},
            "roles": roles, "baseline": suite.baseline,
            "settings": {"repeats": settings.repeats, "budget_s": settings.budget,
                         "omp_wait_policy": settings.wait_policy},
            "kernels": {r.kernel: r.as_dict(suite.baseline) for r in results},
            "acceptance": [{"check": c.text, "state": c.state, "details": c.details}
                           for c in checks]})
        print(f"bench: wrote {output / 'results.md'} and results.json")
        return 1 if any(c.state == "FAIL" for c in checks) else 0
    except runner.ToolError as error:
        print(f"bench: {error}", file=sys.stderr)
        return 2
