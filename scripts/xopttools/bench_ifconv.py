"""make bench-ifconv: the speedups of bench/ifconv (scripts/bench's table),
then, per kernel, what xopt_ifconv did to its loop and the acceptance
checks of issue 17.

Each kernel is compiled once more as the plugin variant, to assembly, with
the plugin's dump (-fplugin-arg-xopt_ifconv-dump=optall: its remarks go
to the dump too) and GCC's vect dump (-fdump-tree-vect-optimized).  The
timed function is kernel () (kernel.constprop when GCC specialised it for
main's call), so only that function's sections of the dumps are read:

  xopt_ifconv           the region (blocks, each with its control-dependence
                        set "CD {...}") and "Predicates (R&K): P, blocks B",
                        or "missed: loop not if-converted: <reason>";
  xopt_ifconv_outcome   the remark "loop if-converted and vectorized: ..."
                        or "missed: loop if-converted but not vectorized";
  vect                  "loop vectorized" (the loop vectorizer took the
                        converted copy) or "basic block part vectorized"
                        (it refused, and GCC vectorized the converted body
                        with basic-block SLP: the converted copy is kept,
                        so this counts as vectorized).

The control-dependence classes are the distinct non-empty CD sets; R&K
should give each one predicate.  "One per block" is what GCC's own
if-conversion gives: a predicate for every block but the header.
"""

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Dict, List, Optional

from xopttools import bench, runner

PLUGIN = "ifconv"
PLUGIN_VARIANT = "ifconv"
DUMP_ARGS = ["xopt_ifconv-dump=optall"]
FUNCTION_HEADER = re.compile(r"^;; Function (\S+) ", re.MULTILINE)
KERNEL_NAMES = ("kernel.constprop", "kernel")
REGION_BLOCK = re.compile(r"^  bb\d+: ipdom \S+, CD \{([^}]*)\}, R = p\d+$", re.MULTILINE)
PREDICATES = re.compile(r"^Predicates \(R&K\): (\d+), blocks (\d+)$", re.MULTILINE)
CONVERTED = re.compile(
    r"(optimized|missed): loop if-converted (?:and vectorized|but not vectorized)"
    r": (?:the original loop is kept \()?(\d+) blocks, (\d+) predicates \(R&K\), "
    r"(\d+) trap-safe operands, (\d+) masked accesses")
NOT_CONVERTED = re.compile(r"missed: loop not if-converted: (.*)$", re.MULTILINE)


@dataclass
class KernelLoop:
    """What xopt_ifconv did to a kernel's loop."""
    outcome: str             # "loop", "BB SLP", "not vectorized", "not converted: ..."
    blocks: Optional[int] = None
    predicates: Optional[int] = None
    cd_classes: Optional[int] = None
    trap_safe: Optional[int] = None
    masked: Optional[int] = None

    @property
    def converted(self) -> bool:
        return self.predicates is not None

    @property
    def vectorized(self) -> bool:
        return self.outcome in ("loop", "BB SLP")

    @property
    def one_per_block(self) -> Optional[int]:
        return None if self.blocks is None else self.blocks - 1


def function_sections(dump: str) -> Dict[str, str]:
    """{function name: its part of DUMP}; the first one wins on a repeat."""
    sections = {}
    starts = list(FUNCTION_HEADER.finditer(dump))
    for index, match in enumerate(starts):
        end = starts[index + 1].start() if index + 1 < len(starts) else len(dump)
        sections.setdefault(match.group(1), dump[match.start():end])
    return sections


def kernel_section(dump: str) -> str:
    """The timed function's part of DUMP, "" if it has none."""
    sections = function_sections(dump)
    for name in KERNEL_NAMES:
        if name in sections:
            return sections[name]
    return ""


def parse_kernel(ifconv_dump: str, outcome_dump: str, vect_dump: str) -> KernelLoop:
    """The KernelLoop of the timed function, from its three dump sections."""
    region, outcome, vect = (kernel_section(d) for d in (ifconv_dump, outcome_dump, vect_dump))
    counted = PREDICATES.search(region)
    remark = CONVERTED.search(outcome)
    if not counted or not remark:
        missed = NOT_CONVERTED.search(region)
        return KernelLoop("not converted: " + (missed.group(1) if missed else "no remark"))
    classes = {frozenset(cd.split(", ")) for cd in REGION_BLOCK.findall(region) if cd}
    if remark.group(1) == "missed":
        how = "not vectorized"
    elif "optimized: loop vectorized" in vect:
        how = "loop"
    else:
        how = "BB SLP" if "basic block part vectorized" in vect else "vectorized"
    return KernelLoop(how, int(counted.group(2)), int(counted.group(1)), len(classes),
                      int(remark.group(4)), int(remark.group(5)))


def analyse_kernel(suite: bench.Suite, variant: bench.Variant, source: Path,
                   folder: Path) -> KernelLoop:
    """Compile SOURCE as VARIANT with the dumps into FOLDER and read them."""
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob(f"{source.stem}.c.*"):
        old.unlink()
    dumping = bench.Variant(variant.name, variant.flags, variant.compiler, variant.plugins,
                            variant.plugin_args + DUMP_ARGS)
    asm = folder / f"{source.stem}.s"
    command = bench.compile_line(dumping, suite.target, source, asm,
                                 extra=["-S", "-fdump-tree-vect-optimized"])
    built = runner.run_command(command, 600)
    if built.returncode != 0:
        raise runner.ToolError(f"{source.name} with dumps: {runner.describe(built)}")

    def dump(suffix: str) -> str:
        found = sorted(folder.glob(f"{source.stem}.c.*t.{suffix}"))
        return found[0].read_text() if found else ""
    return parse_kernel(dump("xopt_ifconv"), dump("xopt_ifconv_outcome"), dump("vect"))


def _cell(value) -> str:
    return "-" if value is None else str(value)


def loops_table(loops: Dict[str, KernelLoop], results: bench.Results,
                names: List[str]) -> str:
    """Per kernel: the speedup of each variant in NAMES, the variants doing
    vector arithmetic, what became of the loop and its counts."""
    counts = ("blocks", "cd_classes", "predicates", "one_per_block", "trap_safe", "masked")
    lines = ["| kernel | " + " | ".join(names) + " | vector arithmetic | xopt_ifconv "
             "| blocks | CD classes | predicates (R&K) | one per block "
             "| trap-safe operands | masked accesses |",
             "| --- |" + " ---: |" * len(names) + " --- | --- |" + " ---: |" * len(counts)]
    vectorized = results.vectorized or {}
    for kernel, loop in loops.items():
        row = results.rows.get(kernel, {})
        speedups = [_cell(None if n not in row else f"{row[n]:.2f}") for n in names]
        lines.append(f"| {kernel} | " + " | ".join(speedups)
                     + f" | {', '.join(vectorized.get(kernel, [])) or 'none'} | {loop.outcome} | "
                     + " | ".join(_cell(getattr(loop, key)) for key in counts) + " |")
    means = [bench.geomean([r[n] for r in results.rows.values() if n in r]) for n in names]
    converted = [loop for loop in loops.values() if loop.converted]
    lines.append("| geomean / total | " + " | ".join(f"{m:.2f}" for m in means)
                 + f" | | {sum(loop.vectorized for loop in loops.values())} vectorized, "
                 f"{len(converted)} converted | "
                 + " | ".join(str(sum(getattr(loop, key) for loop in converted))
                              for key in counts) + " |")
    return "\n".join(lines)


def relative(row: Dict[str, float], name: str, other: str) -> Optional[float]:
    """Speedup of variant NAME over variant OTHER, None if either is missing."""
    if name not in row or other not in row:
        return None
    return row[name] / row[other]


def acceptance(loops: Dict[str, KernelLoop], results: bench.Results) -> List[str]:
    """Issue 17's measurable acceptance points on this corpus, one line each."""
    checks = []
    vectorized = results.vectorized or {}

    def check(ok: bool, text: str) -> None:
        checks.append(f"- [{'x' if ok else ' '}] {text}")
    want = [k for k, names in vectorized.items() if "notrap" in names]
    lost = [k for k in want if not loops[k].vectorized]
    check(not lost, f"vectorized with -fno-trapping-math: {len(want)}; with the plugin "
          f"under -ftrapping-math: {len(want) - len(lost)}"
          + (f" (not: {', '.join(lost)})" if lost else ""))
    extra = [k for k, names in vectorized.items()
             if loops[k].vectorized and "notrap" not in names and "gcc-O3" not in names]
    checks.append("- vectorized with the plugin, by neither gcc -O3 nor -fno-trapping-math: "
                  + (", ".join(extra) or "none"))
    means = {name: bench.geomean([row[name] for row in results.rows.values() if name in row])
             for name in (PLUGIN_VARIANT, "notrap", "clang")}
    check(all(means[PLUGIN_VARIANT] >= means[n] for n in ("notrap", "clang") if n in means),
          "geomean speedup: " + ", ".join(f"{n} {m:.2f}" for n, m in means.items()))
    slow = {k: relative(row, PLUGIN_VARIANT, "gcc-O3") for k, row in results.rows.items()}
    below = [f"{k} {r:.2f}" for k, r in slow.items() if r is not None and r < 0.97]
    check(not below, "kernels slower than 0.97x gcc -O3: " + (", ".join(below) or "none"))
    unequal = [k for k, loop in loops.items()
               if loop.converted and loop.predicates != loop.cd_classes]
    check(not unequal, "predicates = control-dependence classes on every converted loop"
          + (f" (not: {', '.join(unequal)})" if unequal else ""))
    return checks


def report(suite: bench.Suite, variants: List[bench.Variant], output: Path,
           results: bench.Results) -> str:
    """The text bench.main prints after the speedups."""
    plugged = [v for v in variants if v.name == PLUGIN_VARIANT and PLUGIN in v.plugins]
    if not plugged:
        raise runner.ToolError(f"{suite.folder}: no variant '{PLUGIN_VARIANT}' with the plugin")
    loops = {source.stem: analyse_kernel(suite, plugged[0], source, output / "dumps")
             for source in sorted(suite.folder.glob("*.c"))}
    names = [v.name for v in variants if v.name != suite.baseline]
    return "\n".join(["", f"Speedups over {suite.baseline} beside what xopt_ifconv did "
                      "(its dumps, function kernel):", "",
                      loops_table(loops, results, names), "",
                      "one per block = blocks - 1 (GCC's if-conversion); "
                      "BB SLP = the loop vectorizer refused the converted copy and "
                      "GCC vectorized its body as one basic block (kept: vectorized)",
                      "", "Acceptance (issue 17):", ""] + acceptance(loops, results))


def main(argv=None) -> int:
    return bench.main(argv, __doc__.splitlines()[0], report)
