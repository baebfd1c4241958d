"""Side-by-side benchmarks: `make bench-<name>` builds every kernel of a
suite once per variant (compiler, flags, plugins), runs the variants
interleaved so that machine noise hits them alike, and reports medians and
speedups over the suite's baseline, with geometric means.

A suite is a folder bench/<name>/ with kernels (*.c, self-checking: a wrong
result must exit non-zero) and suite.json:

    {"target": "x86_64-linux-gnu", "repeats": 7, "baseline": "base",
     "variants": {"base": {"flags": "-O3 -fno-tree-slp-vectorize"},
                  "slpm": {"flags": "-O3", "plugins": ["slpm"],
                           "plugin_args": ["xopt_slpm-replace=0"]},
                  "clang": {"compiler": "clang", "flags": "-O3"}}}

A kernel that prints a line "time_ns=<n>" is timed by that figure (its hot
loop alone); otherwise the whole process is timed.

With "vector_function": "<name>" in suite.json, every kernel is also
compiled to assembly and the report says, per variant, whether that
function does arithmetic in vector registers (vector_arith): a vectorizer
remark alone also fires when scalar results are merely packed into one
vector store, which is not vectorized arithmetic.
"""

import argparse
import json
import math
import re
import shutil
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Dict, List, Optional, Sequence

from xopttools import runner

TIME_LINE = re.compile(r"^time_ns=(\d+)\s*$", re.MULTILINE)


@dataclass
class Variant:
    """One way of compiling the kernels."""
    name: str
    flags: List[str]
    compiler: Optional[str] = None
    plugins: List[str] = field(default_factory=list)
    plugin_args: List[str] = field(default_factory=list)


@dataclass
class Suite:
    """A benchmark suite as suite.json describes it."""
    folder: Path
    target: str
    baseline: str
    variants: List[Variant]
    repeats: int = 5
    vector_function: Optional[str] = None


def load_suite(folder: Path, target: Optional[str] = None) -> Suite:
    """Read folder/suite.json; TARGET overrides its target."""
    data = json.loads((folder / "suite.json").read_text())
    variants = [Variant(name, runner.split_flags(spec.get("flags", "")),
                        spec.get("compiler"), spec.get("plugins", []),
                        spec.get("plugin_args", []))
                for name, spec in data["variants"].items()]
    suite = Suite(folder, target or data.get("target", "x86_64-linux-gnu"),
                  data["baseline"], variants, data.get("repeats", 5),
                  data.get("vector_function"))
    if suite.baseline not in [v.name for v in variants]:
        raise runner.ToolError(f"{folder}: baseline '{suite.baseline}' is not a variant")
    return suite


def available(variant: Variant, target: str) -> bool:
    """False for a variant whose compiler (e.g. clang) is not installed."""
    compiler = variant.compiler or runner.compiler_for(target)
    return shutil.which(compiler) is not None


def compile_line(variant: Variant, target: str, source: Path, exe: Path,
                 build_dir: Optional[Path] = None, extra: Sequence[str] = ()) -> List[str]:
    """The command that builds SOURCE as VARIANT; EXTRA options (remarks,
    dumps) follow the variant's flags."""
    plugins = [runner.find_plugins(target, name, build_dir)[0] for name in variant.plugins]
    command = runner.compile_command(target, variant.flags, extra,
                                     runner.plugin_flags(plugins, variant.plugin_args),
                                     source, exe)
    if variant.compiler:
        command[0] = variant.compiler
    return command


# Packed arithmetic, not moves, loads, stores, shuffles or conversions:
# x86-64 SSE/AVX integer (padd, psub, pmul*, pmadd*, shifts, logic, min/max)
# and float (add/sub/mul/div/fma/min/max on ps/pd), ARM NEON data
# processing on .i/.s/.u/.f element types.
VECTOR_ARITH = re.compile(
    r"^\s+(?:"
    r"v?p(?:add|sub|mul|madd|sll|srl|sra|and|andn|or|xor|min|max|avg|abs|sign)\w*"
    r"|v?(?:add|sub|mul|div|min|max|and|or|xor|sqrt)(?:sub)?p[sd]"
    r"|vf(?:n?m(?:add|sub)|maddsub|msubadd)\d*p[sd]"
    r"|v(?:add|sub|mul|mla|mls|shl|shr|rshr|qadd|qsub|and|orr|eor|bic|min|max|abs|neg"
    r"|padd|hadd|rhadd|mull|mlal|addl|subl|addw|subw|qdmulh|qrdmulh|movn|qmovn"
    r"|qmovun)\w*\.[isuf]\d+"
    r")\s", re.MULTILINE)


def function_asm(asm: str, name: str) -> str:
    """The body of function NAME in assembler text ASM (GCC's layout: from
    the label to .size), "" if absent."""
    # clang follows the label with a comment ("kernel:  # @kernel").
    start = re.search(rf"^{re.escape(name)}:[ \t]*(?:[#@].*)?$", asm, re.MULTILINE)
    if not start:
        return ""
    end = asm.find(f".size\t{name},", start.end())
    return asm[start.end():end if end >= 0 else len(asm)]


# x86 "xor a register with itself": the idiom that zeroes a register
# (scalar code uses it before cvtsi2ss), not arithmetic.
ZEROING_IDIOM = re.compile(r"^\s+v?p?xor\w*\s+(%[xyz]mm\d+),\s*\1(?:,\s*\1)?\s*$")


def vector_arith(asm: str, name: str) -> bool:
    """Whether function NAME computes in vector registers."""
    body = function_asm(asm, name)
    for match in VECTOR_ARITH.finditer(body):
        # The match may begin with the newline before its line (\s+).
        start = body.rfind("\n", 0, match.end() - 1) + 1
        end = body.find("\n", match.end())
        line = body[start:end if end >= 0 else len(body)]
        if ZEROING_IDIOM.match(line):
            continue
        # x86 packed instructions name xmm/ymm/zmm registers; NEON ones
        # have an element-type suffix and d/q registers (VFP's scalar
        # doubles use d registers too, but ARMv7 NEON has no .f64).
        if re.search(r"%[xyz]mm", line) or (
                re.search(r"\b[dq]\d+\b", line) and ".f64" not in line):
            return True
    return False


def kernel_time(output: str, wall: float) -> float:
    """Seconds the kernel reports for its hot loop, else the wall time."""
    found = TIME_LINE.findall(output)
    return int(found[-1]) * 1e-9 if found else wall


def run_interleaved(programs: Dict[str, List[str]], repeats: int,
                    timeout: float = 300,
                    failures: Optional[Dict[str, str]] = None,
                    alternate: bool = False) -> Dict[str, List[float]]:
    """Run each program REPEATS times, round-robin; return the times.

    With ALTERNATE, every other round runs the programs in reverse order,
    so that neither is always the one that runs first (caches, frequency).
    A failed run is never a timing: it raises ToolError, or, when a
    FAILURES dict is given, is recorded there (name -> what happened, with
    the program's last output line) and the program is not run again."""
    times = {name: [] for name in programs}
    for round_index in range(repeats):
        order = list(programs.items())
        if alternate and round_index % 2:
            order.reverse()
        for name, command in order:
            if failures is not None and name in failures:
                continue
            start = time.perf_counter()
            outcome = runner.run_command(command, timeout)
            wall = time.perf_counter() - start
            if outcome.returncode != 0:
                if failures is None:
                    raise runner.ToolError(f"{name}: {runner.describe(outcome)}")
                last = outcome.output.strip().splitlines()[-1:] or [""]
                failures[name] = f"{runner.describe(outcome)}: {last[0]}".rstrip(": ")
                continue
            times[name].append(kernel_time(outcome.output, wall))
    return times


def speedup(baseline_times: List[float], times: List[float]) -> float:
    """Median baseline time over median time: > 1 means faster."""
    return statistics.median(baseline_times) / statistics.median(times)


def paired_speedup(baseline_times: List[float], times: List[float]) -> float:
    """Median of the per-round ratios baseline / time: runs of one round
    share the machine's load of that moment, so their ratio is steadier than
    the ratio of medians taken over different moments."""
    return statistics.median(b / t for b, t in zip(baseline_times, times))


def geomean(values: List[float]) -> float:
    """Geometric mean, the right average of ratios."""
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else float("nan")


def format_table(baseline: str, names: List[str],
                 rows: Dict[str, Dict[str, Optional[float]]],
                 vectorized: Optional[Dict[str, List[str]]] = None) -> str:
    """Markdown table: a row per kernel, a column per variant (speedup),
    and with VECTORIZED (kernel -> variants) a column naming them."""
    extra = " vector arithmetic |" if vectorized is not None else ""
    lines = ["| kernel | " + " | ".join(names) + " |" + extra,
             "| --- |" + " ---: |" * len(names) + (" --- |" if extra else "")]
    for kernel, ratios in rows.items():
        cells = ["n/a" if ratios.get(n) is None else f"{ratios[n]:.2f}" for n in names]
        if vectorized is not None:
            cells.append(", ".join(vectorized.get(kernel, [])) or "none")
        lines.append(f"| {kernel} | " + " | ".join(cells) + " |")
    means = [geomean([r[n] for r in rows.values() if r.get(n) is not None]) for n in names]
    lines.append("| geomean | " + " | ".join(f"{m:.2f}" for m in means) + " |"
                 + (" |" if extra else ""))
    note = f"\n\nspeedup = median({baseline}) / median(variant)\n"
    if vectorized is not None:
        note += ("vector arithmetic = the variants whose timed function does "
                 "arithmetic in vector registers (its assembly)\n")
    return "\n".join(lines) + note


def vectorizing_variants(suite: Suite, variants: List[Variant], source: Path,
                         output: Path) -> List[str]:
    """The variants whose suite.vector_function in SOURCE does arithmetic
    in vector registers, from an assembly build beside the executable."""
    found = []
    for variant in variants:
        asm = output / variant.name / f"{source.stem}.s"
        command = compile_line(variant, suite.target, source, asm, extra=["-S"])
        built = runner.run_command(command, 600)
        if built.returncode != 0:
            raise runner.ToolError(f"{source.name} as {variant.name} (-S): "
                                   f"{runner.describe(built)}")
        if vector_arith(asm.read_text(), suite.vector_function):
            found.append(variant.name)
    return found


def build_kernels(suite: Suite, variants: List[Variant],
                  output: Path) -> Dict[str, Dict[str, List[str]]]:
    """Compile every kernel as every variant; return {kernel: {variant: cmd}}.
    Each build's command line and compiler output go to <variant>/<kernel>.log."""
    programs = {}
    for source in sorted(suite.folder.glob("*.c")):
        programs[source.stem] = {}
        for variant in variants:
            exe = output / variant.name / f"{source.stem}.exe"
            exe.parent.mkdir(parents=True, exist_ok=True)
            command = compile_line(variant, suite.target, source, exe)
            built = runner.run_command(command, 600)
            (exe.parent / f"{source.stem}.log").write_text(
                runner.command_line(command) + "\n" + built.output)
            if built.returncode != 0:
                raise runner.ToolError(f"{source.name} as {variant.name}: "
                                       f"{runner.describe(built)}")
            programs[source.stem][variant.name] = runner.run_prefix(suite.target) + [str(exe)]
    return programs


@dataclass
class Results:
    """What run_suite measured: speedups {kernel: {variant: ratio}} and,
    with a vector_function, {kernel: [variants doing vector arithmetic]}."""
    rows: Dict[str, Dict[str, float]]
    vectorized: Optional[Dict[str, List[str]]]


def run_suite(suite: Suite, variants: List[Variant], output: Path,
              repeats: Optional[int] = None) -> Results:
    """Build, run interleaved and print the table; the results also go to
    OUTPUT (speedups.json, vectorized.json, speedups.md)."""
    programs = build_kernels(suite, variants, output)
    vectorized = None
    if suite.vector_function:
        vectorized = {source.stem: vectorizing_variants(suite, variants, source, output)
                      for source in sorted(suite.folder.glob("*.c"))}
    rows = {}
    for kernel, commands in programs.items():
        times = run_interleaved(commands, repeats or suite.repeats)
        rows[kernel] = {name: speedup(times[suite.baseline], t) for name, t in times.items()}
        print(f"{kernel}: " + ", ".join(f"{n} {r:.2f}" for n, r in rows[kernel].items()),
              flush=True)
    table = format_table(suite.baseline, [v.name for v in variants], rows, vectorized)
    print(table)
    runner.write_json(output / "speedups.json", rows)
    if vectorized is not None:
        runner.write_json(output / "vectorized.json", vectorized)
    (output / "speedups.md").write_text(table)
    return Results(rows, vectorized)


def main(argv: Sequence[str], description: str,
         report: Optional[Callable[[Suite, List[Variant], Path, Results], str]] = None) -> int:
    """scripts/bench SUITE [--target T] [--repeats N] [--output DIR]: run_suite,
    then REPORT's text (a suite driver's own tables), printed and written to
    OUTPUT/report.md."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("suite", type=Path)
    parser.add_argument("--target")
    parser.add_argument("--repeats", type=int)
    parser.add_argument("--output", type=Path)
    args = parser.parse_args(argv)
    try:
        suite = load_suite(args.suite, args.target)
        output = args.output or runner.repo_root() / "build" / "bench" / suite.folder.name
        variants = [v for v in suite.variants if available(v, suite.target)]
        for v in suite.variants:
            if v not in variants:
                print(f"bench: variant {v.name} skipped: {v.compiler} not installed")
        results = run_suite(suite, variants, output, args.repeats)
        if report is not None:
            text = report(suite, variants, output, results)
            print(text)
            (output / "report.md").write_text(text)
    except runner.ToolError as error:
        print(f"bench: {error}", file=sys.stderr)
        return 2
    return 0
