"""GCC's gcc.c-torture/execute tests as a correctness yardstick for xopt.

Every test there is a self-checking C program: it exits 0 when the compiler
got it right and calls abort() otherwise.  We compile each one without and
with the xopt plugins and report the tests that get worse with plugins.

We do not run DejaGnu: we read the few dg- directives these tests use
(options, target selectors, effective-target requirements) ourselves, and
SKIP a test whenever a directive asks for something we cannot check.  Rules:

* dg-options / dg-additional-options: added after --flags (when their
  "{ target ... }" selector, if any, matches).
* dg-skip-if "why" { selector } [{ include-opts } [{ exclude-opts }]]: SKIP
  when the selector matches the target and (as in DejaGnu) any include
  option is in the flags ("*" or none given = always) and no exclude is.
* dg-require-effective-target NAME and { target NAME } selectors: looked up
  in EFFECTIVE_TARGETS; an unknown name SKIPs the test (conservative).
* dg-do anything but "run": SKIP.  dg-add-options: known names only.
* ieee/*.x Tcl files: read by read_x_file, which knows "return 0/1",
  "lappend additional_flags" and "if COND {...}" with istarget /
  check_effective_target conditions; "return 1" SKIPs (also when reached
  through a condition it cannot evaluate).
* builtins/ is not run: it needs extra library sources.
"""

import argparse
import fnmatch
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Dict, List, Optional, Sequence

from . import runner
from .runner import CLASSES, ICE, PASS, SKIP, ToolError

TARBALL_GLOB = "/usr/src/gcc-12/gcc-12.2.0*.tar.xz"
TARBALL_TOP = "gcc-12.2.0"
EXECUTE_SUBDIR = "gcc/testsuite/gcc.c-torture/execute"

# Effective targets: name -> target globs on which it holds.  Names not here
# make a test SKIP.  Facts for glibc Linux on x86-64 and ARM hard-float.
ALL = ("*-*-*",)
NONE = ()
X86_64 = ("x86_64-*-*",)
EFFECTIVE_TARGETS = {
    "alias": ALL, "alloca": ALL, "c99_runtime": ALL, "double64": ALL,
    "double64plus": ALL, "fileio": ALL, "fpic": ALL, "indirect_jumps": ALL,
    "int32": ALL, "int32plus": ALL, "label_values": ALL, "longlong64": ALL,
    "lto": ALL, "mmap": ALL, "nonlocal_goto": ALL, "ptr32plus": ALL,
    "return_address": ALL, "signal": ALL, "size32plus": ALL,
    "stdint_types": ALL, "trampolines": ALL, "untyped_assembly": ALL,
    "unwrapped": ALL, "weak": ALL, "pthread": ALL,
    "int128": X86_64, "lp64": X86_64, "dfp": X86_64,
    "large_long_double": X86_64,
    "ilp32": ("arm*-*-*",), "arm_eabi": ("arm*-*-*",),
    "ia32": NONE, "int16": NONE, "freestanding": NONE,
    "newlib_nano_io": NONE, "vxworks_kernel": NONE, "vxworks": NONE,
}

# dg-add-options NAME -> flags to add on our targets (none needed for these).
ADD_OPTIONS = {"ieee": [], "stack_size": []}

# Directives that cannot change the verdict on Linux/x86-64 or ARM.
IGNORED_DIRECTIVES = {
    "dg-require-stack-size", "dg-require-alias", "dg-require-weak",
    "dg-prune-output", "dg-xfail-if", "dg-xfail-run-if", "dg-message",
    "dg-warning", "dg-bogus", "dg-final", "dg-timeout-factor",
}

# Flags GCC's ieee.exp adds to everything under ieee/.
DIR_FLAGS = {"ieee": ["-fno-inline"]}

PROGRESS_EVERY = 200


class SelectorError(Exception):
    """A target selector we cannot evaluate (unknown effective target...)."""


# --- Tcl-ish parsing of dg directives ---------------------------------------

def parse_tcl_list(text: str) -> list:
    """Parse Tcl list syntax into nested Python lists of strings.

    dg directives are Tcl: words, "quoted strings" and {braced lists}.
    Quotes are stripped, braces become lists."""
    items, _ = _parse_items(text, 0, nested=False)
    return items


_BARE_WORD = re.compile(r'[^\s{}"]+')


def _parse_items(text: str, pos: int, nested: bool):
    """Parse words until the matching '}' (nested) or the end of text."""
    items = []
    while pos < len(text):
        char = text[pos]
        if char.isspace():
            pos += 1
        elif char == "{":
            sub, pos = _parse_items(text, pos + 1, nested=True)
            items.append(sub)
        elif char == "}":
            if not nested:
                raise ValueError("unbalanced '}'")
            return items, pos + 1
        elif char == '"':
            end = pos + 1
            while end < len(text) and text[end] != '"':
                end += 2 if text[end] == "\\" else 1
            if end >= len(text):
                raise ValueError("unterminated string")
            items.append(text[pos + 1:end])
            pos = end + 1
        else:
            match = _BARE_WORD.match(text, pos)
            items.append(match.group())
            pos = match.end()
    if nested:
        raise ValueError("unbalanced '{'")
    return items, pos


def tcl_text(items) -> str:
    """Nested lists back to (approximate) Tcl text, for skip reasons."""
    if isinstance(items, list):
        return "{ " + " ".join(tcl_text(item) for item in items) + " }"
    return f'"{items}"' if not items or " " in items else items


def parse_directives(source: str) -> List[list]:
    """All "{ dg-... }" directives in a C source, each as [name, args...].

    Malformed ones are returned as ["dg-malformed", line] so the test is
    skipped rather than run with half its options."""
    directives = []
    for line in source.splitlines():
        start = line.find("{ dg-")
        if start < 0:
            continue
        try:
            items, _ = _parse_items(line, start + 1, nested=True)
        except ValueError:
            items = ["dg-malformed", line.strip()]
        directives.append(items)
    return directives


# --- target selectors ---------------------------------------------------------

def target_names(target: str) -> List[str]:
    """The triplet and its config.guess form (x86_64-pc-linux-gnu), so both
    "x86_64-*-*" and "*-*-linux*" style patterns match as in DejaGnu."""
    parts = target.split("-")
    names = [target]
    if len(parts) == 3:
        vendor = "pc" if re.match(r"(x86_64|i.86)$", parts[0]) else "unknown"
        names.append("-".join([parts[0], vendor] + parts[1:]))
    return names


def effective_target(name: str, target: str) -> bool:
    """Whether a DejaGnu effective-target keyword holds for target."""
    if name not in EFFECTIVE_TARGETS:
        raise SelectorError(f"unknown effective target '{name}'")
    return any(_glob_target(pattern, target) for pattern in EFFECTIVE_TARGETS[name])


def _glob_target(pattern: str, target: str) -> bool:
    return any(fnmatch.fnmatchcase(name, pattern) for name in target_names(target))


def selector_matches(selector, target: str) -> bool:
    """Evaluate a DejaGnu target selector for target.

    Accepts a list of triplet globs and effective-target names, which are
    OR-ed, with "!", "&&", "||" and nested lists; a leading "target" word
    (as in "{ target x86_64-*-* }") is dropped."""
    items = selector if isinstance(selector, list) else [selector]
    if items and items[0] == "target":
        items = items[1:]
    return _eval_or(items, target)


def _eval_or(items: list, target: str) -> bool:
    """Items separated by "||" or just listed one after the other: any."""
    pos, result = 0, False
    while pos < len(items):
        value, pos = _eval_and(items, pos, target)
        result = result or value
        if pos < len(items) and items[pos] == "||":
            pos += 1
    return result


def _eval_and(items: list, pos: int, target: str):
    value, pos = _eval_unary(items, pos, target)
    while pos < len(items) and items[pos] == "&&":
        rhs, pos = _eval_unary(items, pos + 1, target)
        value = value and rhs
    return value, pos


def _eval_unary(items: list, pos: int, target: str):
    if pos >= len(items):
        raise SelectorError("selector ends with an operator")
    item = items[pos]
    if item == "!":
        value, pos = _eval_unary(items, pos + 1, target)
        return not value, pos
    if isinstance(item, list):
        return _eval_or(item, target), pos + 1
    if "-" in item or "*" in item:
        return _glob_target(item, target), pos + 1
    return effective_target(item, target), pos + 1


# --- turning directives into a plan -------------------------------------------

@dataclass
class TestCase:
    """One torture test: its report name (e.g. "ieee/mzero2.c"), its file,
    and the flags its directory's .exp adds."""
    name: str
    path: Path
    dir_flags: List[str] = field(default_factory=list)


@dataclass
class TestPlan:
    """How to build one test for one target, or why it is skipped."""
    name: str
    path: Path
    extra_flags: List[str]
    skip: Optional[str] = None


def option_words(value) -> List[str]:
    """Flatten a directive's option argument ("-a -b" or { "-a" "-b" })."""
    if isinstance(value, list):
        return [word for item in value for word in option_words(item)]
    return shlex.split(value)


def _options_selected(include, exclude, flags: Sequence[str]) -> bool:
    """DejaGnu's include/exclude option test for dg-skip-if."""
    include_words = option_words(include) if include is not None else []
    exclude_words = option_words(exclude) if exclude is not None else []

    def present(pattern):
        return pattern == "*" or any(fnmatch.fnmatchcase(f, pattern) for f in flags)

    included = not include_words or any(present(p) for p in include_words)
    excluded = any(present(p) for p in exclude_words)
    return included and not excluded


def _target_clause_holds(args: list, index: int, target: str) -> bool:
    """True unless args[index] is a "{ target ... }" clause that is false."""
    if len(args) > index and isinstance(args[index], list) and args[index][:1] == ["target"]:
        return selector_matches(args[index], target)
    return True


def apply_directive(directive: list, target: str, flags: Sequence[str],
                    extra: List[str]) -> Optional[str]:
    """Apply one directive: add to extra, or return the reason to SKIP."""
    name, args = directive[0], directive[1:]
    if name in ("dg-options", "dg-additional-options"):
        if args and _target_clause_holds(args, 1, target):
            extra.extend(option_words(args[0]))
        return None
    if name == "dg-skip-if":
        selector = args[1] if len(args) > 1 else ["*-*-*"]
        include = args[2] if len(args) > 2 else None
        exclude = args[3] if len(args) > 3 else None
        if selector_matches(selector, target) and _options_selected(
                include, exclude, list(flags) + extra):
            return f"dg-skip-if {tcl_text(args[:2])}"
        return None
    if name == "dg-require-effective-target":
        if args and _target_clause_holds(args, 1, target) and \
                not effective_target(args[0], target):
            return f"requires effective target {args[0]}"
        return None
    if name == "dg-do":
        action = args[0] if args else "run"
        if action != "run":
            return f"dg-do {action}"
        return None if _target_clause_holds(args, 1, target) else "dg-do run: target not selected"
    if name == "dg-add-options":
        if args and args[0] in ADD_OPTIONS:
            extra.extend(ADD_OPTIONS[args[0]])
            return None
        return f"unknown dg-add-options {args[:1]}"
    if name in IGNORED_DIRECTIVES:
        return None
    if name.startswith("dg-require") or name == "dg-malformed":
        return f"cannot honour {name}"
    return None


def read_x_file(path: Path, target: str):
    """(skip reason or None, extra flags) from a DejaGnu .x file.

    A tiny subset of Tcl: unindented lines run in order ("return 0" stops,
    "return 1" SKIPs, "lappend additional_flags" adds flags), and so do the
    lines of an "if COND {" block when COND holds; see _x_condition."""
    if not path.is_file():
        return None, []
    flags, block = [], None        # block: None outside an if, else its truth
    for raw in path.read_text(errors="replace").splitlines():
        line = raw.strip()
        if raw.startswith("if ") and line.endswith("{"):
            block = _x_condition(line[3:-1], target)
            continue
        if raw.startswith("}"):
            block = None
            continue
        if block is False or not line or line.startswith("#"):
            continue
        if re.match(r"return\s+0\b", line):
            if block is None or block is True:
                break
        elif re.match(r"return\s+1\b", line):
            why = "returns 1" if block is not ... else "may return 1"
            return f"{path.name} {why}", []
        elif line.startswith("lappend additional_flags") and block is not ...:
            flags.extend(shlex.split(line[len("lappend additional_flags"):]))
    return None, flags


def _x_condition(condition: str, target: str):
    """Truth of a .x "if" condition: True, False, or ... when unknown.

    [istarget "P"] and [check_effective_target_N] are evaluated; any other
    Tcl command is unknown, which only matters if && / || need it."""
    def istarget(match):
        return str(_glob_target(match.group(1) or match.group(2), target))

    def check(match):
        name = match.group(1)
        return str(effective_target(name, target)) if name in EFFECTIVE_TARGETS else "U"

    expr = re.sub(r'\[\s*istarget\s+(?:"([^"]*)"|([^\s\]]+))\s*\]', istarget, condition)
    expr = re.sub(r"\[check_effective_target_(\w+)\]", check, expr)
    expr = re.sub(r"\[[^\]]*\]", "U", expr)
    expr = expr.replace("{", " ").replace("}", " ").replace("&&", " and ")
    expr = expr.replace("||", " or ").replace("!", " not ")
    if not re.fullmatch(r"(\s|True|False|U|and|or|not|\(|\))*", expr):
        return ...
    try:
        return bool(eval(expr, {"__builtins__": {}}, {}))  # noqa: S307 - vetted tokens
    except NameError:              # evaluation reached an unknown "U"
        return ...


def plan_test(case: TestCase, target: str, flags: Sequence[str]) -> TestPlan:
    """Read a test's directives and .x file and decide how to build it."""
    extra = list(case.dir_flags)
    skip, x_flags = read_x_file(case.path.with_suffix(".x"), target)
    extra.extend(x_flags)
    if skip is None:
        source = case.path.read_text(errors="replace")
        for directive in parse_directives(source):
            try:
                skip = apply_directive(directive, target, flags, extra)
            except SelectorError as error:
                skip = str(error)
            if skip:
                break
    return TestPlan(case.name, case.path, extra, skip)


# --- finding the tests ---------------------------------------------------------

def find_tarball() -> Optional[Path]:
    """The gcc-12-source tarball, if installed."""
    matches = sorted(Path("/").glob(TARBALL_GLOB.lstrip("/")))
    return matches[0] if matches else None


def ensure_sources(cache_dir: Path) -> Path:
    """The execute/ directory, extracted once from the gcc-12-source tarball.

    A stamp file marks a complete extraction, so an interrupted one is
    redone instead of silently running a partial suite."""
    cache_dir = Path(cache_dir)
    execute_dir = cache_dir / TARBALL_TOP / EXECUTE_SUBDIR
    stamp = cache_dir / ".stamp-execute"
    if stamp.is_file() and execute_dir.is_dir():
        return execute_dir
    tarball = find_tarball()
    if tarball is None:
        runner.warn("torture: GCC source tarball missing; running scripts/install-deps --torture")
        subprocess.run([str(runner.repo_root() / "scripts" / "install-deps"), "--torture"],
                       check=False)
        tarball = find_tarball()
    if tarball is None:
        raise ToolError(f"no {TARBALL_GLOB}: install gcc-12-source")
    shutil.rmtree(cache_dir / TARBALL_TOP, ignore_errors=True)
    cache_dir.mkdir(parents=True, exist_ok=True)
    runner.warn(f"torture: extracting execute tests from {tarball}")
    subprocess.run(["tar", "xf", str(tarball), "-C", str(cache_dir), "--wildcards",
                    f"{TARBALL_TOP}/{EXECUTE_SUBDIR}/*"], check=True)
    stamp.write_text(f"{tarball}\n")
    return execute_dir


def discover_tests(source_dir: Path, ieee: bool = True) -> List[TestCase]:
    """Top-level *.c tests (and ieee/*.c), sorted; builtins/ is left out."""
    source_dir = Path(source_dir)
    cases = [TestCase(p.name, p) for p in sorted(source_dir.glob("*.c"))]
    if ieee:
        cases += [TestCase(f"ieee/{p.name}", p, list(DIR_FLAGS["ieee"]))
                  for p in sorted((source_dir / "ieee").glob("*.c"))]
    return cases


def select_tests(cases: List[TestCase], pattern: Optional[str],
                 limit: Optional[int]) -> List[TestCase]:
    """Apply --filter (regex searched in the name) and then --limit."""
    if pattern:
        regex = re.compile(pattern)
        cases = [case for case in cases if regex.search(case.name)]
    return cases[:limit] if limit else cases


# --- running ---------------------------------------------------------------------

@dataclass
class Settings:
    """Everything that is the same for all tests of one run."""
    target: str
    flags: List[str]
    plugin_flags: List[str] = field(default_factory=list)
    compile_timeout: float = 120
    run_timeout: float = 20
    log_dir: Optional[Path] = None


@dataclass
class TestResult:
    name: str
    result: str
    log: str = ""


def run_test(case: TestCase, settings: Settings, work_root: Path) -> TestResult:
    """Plan, compile and run one test in a private directory (tests that
    write files must not collide), and classify it."""
    plan = plan_test(case, settings.target, settings.flags)
    if plan.skip:
        return TestResult(case.name, SKIP, f"SKIP: {plan.skip}\n")
    work = Path(tempfile.mkdtemp(prefix="t-", dir=work_root))
    try:
        return _build_and_run(plan, settings, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _build_and_run(plan: TestPlan, settings: Settings, work: Path) -> TestResult:
    exe = work / "test.exe"
    cmd = runner.compile_command(settings.target, settings.flags, plan.extra_flags,
                                 settings.plugin_flags, plan.path.resolve(), exe)
    built = runner.run_command(cmd, settings.compile_timeout, cwd=work)
    log = f"$ {runner.command_line(cmd)}\n{built.output}"
    failure = runner.classify_compile(built)
    if failure:
        return TestResult(plan.name, failure, log + f"[compile: {runner.describe(built)}]\n")
    run_cmd = runner.run_prefix(settings.target) + [str(exe)]
    ran = runner.run_command(run_cmd, settings.run_timeout, cwd=work)
    log += f"$ {runner.command_line(run_cmd)}\n{ran.output}[run: {runner.describe(ran)}]\n"
    return TestResult(plan.name, runner.classify_run(ran), log)


def run_suite(cases: Sequence[TestCase], settings: Settings, work_root: Path,
              jobs: int = 2, label: str = "") -> Dict[str, str]:
    """Run all cases with jobs threads; returns {test name: class}.

    Threads are enough: the work happens in child processes.  Logs of
    tests that did not PASS are written to settings.log_dir."""
    work_root = Path(work_root)
    work_root.mkdir(parents=True, exist_ok=True)
    if settings.log_dir:
        shutil.rmtree(settings.log_dir, ignore_errors=True)
    results = {}
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        futures = [pool.submit(run_test, case, settings, work_root) for case in cases]
        for done, future in enumerate(futures, 1):
            outcome = future.result()
            results[outcome.name] = outcome.result
            _save_log(settings.log_dir, outcome)
            if done % PROGRESS_EVERY == 0 or done == len(futures):
                runner.warn(f"torture: {label} {done}/{len(futures)} done")
    return results


def _save_log(log_dir: Optional[Path], outcome: TestResult) -> None:
    """Keep the log of every test that did not PASS, to debug it later."""
    if not log_dir or outcome.result == PASS:
        return
    path = Path(log_dir) / (outcome.name + ".log")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"{outcome.result}\n{outcome.log}")


# --- comparing and reporting -------------------------------------------------------

def newly_failing(baseline: Dict[str, str], plugged: Dict[str, str]) -> List[tuple]:
    """Tests worse with plugins: (name, baseline class, plugin class).

    Worse means it PASSed without plugins and does not with them; an ICE
    with plugins is always listed, whatever the baseline did, since a
    plugin must never crash the compiler.  Tests missing from the baseline
    are judged on ICE alone."""
    worse = []
    for name in sorted(plugged):
        before, after = baseline.get(name, "?"), plugged[name]
        if after == ICE or (before == PASS and after != PASS):
            worse.append((name, before, after))
    return worse


def totals(results: Dict[str, str]) -> Dict[str, int]:
    """Count of tests per class, in report order, zeros included."""
    counts = Counter(results.values())
    return {cls: counts.get(cls, 0) for cls in CLASSES}


def format_totals(runs: Dict[str, Dict[str, str]]) -> str:
    """A small table: one row per run, one column per class."""
    header = f"  {'run':<10}" + "".join(f"{cls:>15}" for cls in CLASSES) + f"{'total':>8}"
    lines = [header]
    for run, results in runs.items():
        counts = totals(results)
        lines.append(f"  {run:<10}" + "".join(f"{counts[c]:>15}" for c in CLASSES)
                     + f"{len(results):>8}")
    return "\n".join(lines)


def format_report(target: str, runs: Dict[str, Dict[str, str]],
                  worse: Optional[List[tuple]]) -> str:
    """The per-target text report printed and saved as the summary."""
    lines = [f"== {target}", format_totals(runs)]
    if worse is not None:
        lines.append(f"  newly failing with plugins: {len(worse)}")
        lines += [f"    {name}: {before} -> {after}" for name, before, after in worse]
    return "\n".join(lines) + "\n"


# --- command line -----------------------------------------------------------------

def parse_args(argv: Optional[Sequence[str]]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="torture",
        description="Run GCC's gcc.c-torture/execute tests without and with "
                    "the xopt plugins and list tests that get worse.")
    runner.add_compile_arguments(parser)
    parser.add_argument("--limit", type=int, help="run only the first N tests")
    parser.add_argument("--filter", help="run only tests whose name matches REGEX")
    parser.add_argument("--baseline", action=argparse.BooleanOptionalAction, default=True,
                        help="also run without plugins (default); with --no-baseline "
                             "compare against OUTPUT/<target>-baseline.json if present")
    parser.add_argument("--output", default=str(runner.repo_root() / "build" / "torture"))
    parser.add_argument("--source-dir", help="an execute/ directory to use instead of "
                                             "the one extracted from gcc-12-source")
    parser.add_argument("--build-dir", help="where to find <triplet>/xopt_*.so "
                                            "(default: build/)")
    parser.add_argument("--no-ieee", dest="ieee", action="store_false",
                        help="leave out the ieee/ tests")
    parser.add_argument("--compile-timeout", type=float, default=120)
    parser.add_argument("--timeout", type=float, default=20, help="run timeout, seconds")
    argv = sys.argv[1:] if argv is None else argv
    return parser.parse_args(runner.glue_option_values(argv))


def run_target(target: str, cases: List[TestCase], args, output: Path):
    """All runs for one target; returns (report text, newly failing list)."""
    runner.check_tools(target)
    plugins = runner.find_plugins(target, args.plugins, args.build_dir)
    if args.plugins != "none" and not plugins:
        runner.warn(f"torture: {target}: no xopt plugins built; running without plugins only")
    for arg in runner.unused_plugin_args(plugins, args.plugin_arg):
        runner.warn(f"torture: {target}: --plugin-arg {arg} ignored (plugin not loaded)")
    flags = runner.split_flags(args.flags)
    runs, stored = {}, {}
    if args.baseline or not plugins:
        runs["baseline"] = _run_one(target, cases, args, output, "baseline", flags, [])
    else:
        stored = _stored_baseline(output, target)
    if plugins:
        opts = runner.plugin_flags(plugins, args.plugin_arg)
        runs["plugins"] = _run_one(target, cases, args, output, "plugins", flags, opts)
    worse = None
    if plugins:
        worse = newly_failing(runs.get("baseline", stored), runs["plugins"])
    header = (f"plugins: {', '.join(p.name for p in plugins) or 'none'}; "
              f"flags: {args.flags}\n")
    return header + format_report(target, runs, worse), worse or []


def _run_one(target, cases, args, output: Path, run: str, flags, opts) -> Dict[str, str]:
    """One pass over the suite; its {test: class} goes to <target>-<run>.json."""
    settings = Settings(target, flags, opts, args.compile_timeout, args.timeout,
                        output / "logs" / f"{target}-{run}")
    results = run_suite(cases, settings, output / "work", args.jobs, f"{target} {run}")
    shutil.rmtree(output / "work", ignore_errors=True)
    runner.write_json(output / f"{target}-{run}.json", results)
    return results


def _stored_baseline(output: Path, target: str) -> Dict[str, str]:
    """A previous run's baseline, for --no-baseline; empty if none."""
    path = output / f"{target}-baseline.json"
    if path.is_file():
        runner.warn(f"torture: comparing against {path}")
        return runner.read_json(path)
    runner.warn(f"torture: no {path}; only ICEs can be reported")
    return {}


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Entry point of scripts/torture; exit 1 when a test got worse."""
    args = parse_args(argv)
    output = Path(args.output).resolve()  # compiles run in per-test folders
    try:
        targets = runner.expand_targets(args.target)
        source_dir = Path(args.source_dir) if args.source_dir else ensure_sources(output / "src")
        cases = select_tests(discover_tests(source_dir, args.ieee), args.filter, args.limit)
        started = time.strftime("%Y-%m-%d %H:%M:%S")
        reports, any_worse = [], False
        for target in targets:
            report, worse = run_target(target, cases, args, output)
            reports.append(f"{runner.compiler_version(target)}\n{report}")
            any_worse = any_worse or bool(worse)
    except ToolError as error:
        runner.warn(f"torture: {error}")
        return 2
    summary = f"torture {' '.join(sys.argv[1:] if argv is None else argv)}\nstarted {started}\n\n"
    summary += "\n".join(reports)
    (output / "summary.txt").write_text(summary)
    print(summary, end="")
    return 1 if any_worse else 0
