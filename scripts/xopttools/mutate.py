"""Mutation testing of the plugins' legality checks (scripts/mutate).

Each mutant in scripts/mutants/<plugin>.json removes or weakens one check
that keeps the generated code correct.  A mutant is applied, alone, to a
scratch copy of the tree (the checkout itself is never modified); that
plugin is rebuilt for every board and its DejaGnu directory is run on
every board.  A mutant is killed on a board when a test fails there; one
that survives a board shows a check no test covers, unless the list says
why the mutant cannot change the code there ("equivalent" for every
board, "equivalent_on" for some).

Mutant fields: id, file, original (exact text, found `count` times,
default 1), replacement, removes (the check it removes), optionally
killers (test files run first, so a killed mutant costs one short run;
the whole directory runs only when they do not kill it), equivalent,
equivalent_on.
"""

import argparse
import json
import os
import shlex
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Dict, List, Optional

from .runner import DEFAULT_TARGETS, ToolError, repo_root

REQUIRED = ("id", "file", "original", "replacement", "removes")
OPTIONAL = ("count", "killers", "equivalent", "equivalent_on")
# Lines of a DejaGnu summary that kill a mutant.
KILL_PREFIXES = ("FAIL: ", "UNRESOLVED: ")
RUNNAME = "mutant"


@dataclass
class Mutant:
    id: str
    plugin: str
    file: str
    original: str
    replacement: str
    removes: str
    count: int = 1
    killers: List[str] = field(default_factory=list)
    equivalent: Optional[str] = None
    equivalent_on: Dict[str, str] = field(default_factory=dict)

    def equivalent_reason(self, board: str) -> Optional[str]:
        return self.equivalent or self.equivalent_on.get(board)


def parse_mutant(entry: dict, plugin: str, where: str) -> Mutant:
    """One entry of a list file, checked for the fields it must have."""
    missing = [k for k in REQUIRED if not entry.get(k)]
    unknown = [k for k in entry if k not in REQUIRED + OPTIONAL]
    if missing or unknown:
        raise ToolError("%s: mutant %s: missing %s, unknown %s"
                        % (where, entry.get("id", "?"), missing, unknown))
    if entry["original"] == entry["replacement"]:
        raise ToolError("%s: mutant %s changes nothing" % (where, entry["id"]))
    return Mutant(plugin=plugin, **entry)


def load_mutants(list_dir: Path) -> List[Mutant]:
    """Every mutant of every <plugin>.json in LIST_DIR; ids are unique."""
    mutants: List[Mutant] = []
    for path in sorted(list_dir.glob("*.json")):
        entries = json.loads(path.read_text())
        if not isinstance(entries, list):
            raise ToolError("%s: expected a list of mutants" % path)
        mutants += [parse_mutant(e, path.stem, str(path)) for e in entries]
    ids = [m.id for m in mutants]
    dups = sorted({i for i in ids if ids.count(i) > 1})
    if dups:
        raise ToolError("duplicate mutant ids: %s" % ", ".join(dups))
    return mutants


def mutated_text(text: str, m: Mutant) -> str:
    """TEXT with M applied; an error unless the original text occurs
    exactly M.count times (so a mutant never silently stops applying)."""
    found = text.count(m.original)
    if found != m.count:
        raise ToolError("mutant %s: original text found %d times in %s, "
                        "expected %d" % (m.id, found, m.file, m.count))
    return text.replace(m.original, m.replacement)


def check_applicable(tree: Path, mutants: List[Mutant]) -> List[str]:
    """The errors of mutants that do not apply to TREE as it is."""
    errors = []
    for m in mutants:
        path = tree / m.file
        try:
            if not path.is_file():
                raise ToolError("mutant %s: no file %s" % (m.id, m.file))
            mutated_text(path.read_text(), m)
        except ToolError as e:
            errors.append(str(e))
    return errors


def tree_files(src: Path) -> List[str]:
    """The files of the checkout as it is now: tracked and new ones, not
    the ignored ones nor build/."""
    out = subprocess.run(
        ["git", "ls-files", "-z", "-c", "-o", "--exclude-standard"],
        cwd=src, check=True, stdout=subprocess.PIPE).stdout
    return sorted({f for f in out.decode().split("\0")
                   if f and not f.startswith("build/")})


def copy_tree(src: Path, dst: Path) -> None:
    """Copy the checkout to DST with the times kept, and the objects and
    plugins of build/<triplet>/ too, so that make in DST rebuilds only
    what a mutant touches (not the test runs nor other scratch trees)."""
    if dst.exists():
        shutil.rmtree(dst)
    for rel in tree_files(src):
        if (src / rel).is_file():
            (dst / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src / rel, dst / rel)
    for obj in sorted((src / "build").glob("*/obj")):
        triplet = obj.parent.name
        shutil.copytree(obj, dst / "build" / triplet / "obj")
        for so in obj.parent.glob("**/*.so"):
            rel = so.relative_to(src)
            if "obj" not in rel.parts and not any(
                    p.startswith("run") for p in rel.parts):
                (dst / rel).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(so, dst / rel)


def make(tree: Path, args: List[str], log) -> int:
    """Run make in TREE, its output going to LOG."""
    return subprocess.call(["nice", "-n", "10", "make", "--no-print-directory"]
                           + args, cwd=tree, stdout=log,
                           stderr=subprocess.STDOUT)


def build_plugin(tree: Path, plugin: str, boards: List[str], log) -> bool:
    targets = ["build/%s/xopt_%s.so" % (b, plugin) for b in boards]
    return make(tree, ["-j2"] + targets, log) == 0


def sum_kills(sum_file: Path) -> List[str]:
    """The FAIL and UNRESOLVED lines of a DejaGnu summary so far."""
    try:
        lines = sum_file.read_text(errors="replace").splitlines()
    except FileNotFoundError:
        return []
    return [l for l in lines if l.startswith(KILL_PREFIXES)]


def board_run_dir(tree: Path, board: str) -> Path:
    return tree / "build" / board / "testsuite" / ("run-" + RUNNAME)


def start_board(tree: Path, board: str, exp: str, log) -> subprocess.Popen:
    """Start one board's DejaGnu run of EXP ("sms.exp" or "sms.exp=a.c b.c")
    in its own process group, so that it can be stopped as a whole."""
    shutil.rmtree(board_run_dir(tree, board), ignore_errors=True)
    cmd = ["nice", "-n", "10", "make", "--no-print-directory",
           "check-board-" + board, "RUNTESTFLAGS=" + exp, "RUNNAME=" + RUNNAME]
    return subprocess.Popen(cmd, cwd=tree, stdout=log,
                            stderr=subprocess.STDOUT, start_new_session=True)


def run_boards(tree: Path, boards: List[str], exp: str, log,
               stop_early: bool = True, poll: float = 1.0) -> Dict[str, List[str]]:
    """Run EXP on BOARDS side by side; the failing lines of each board.
    With STOP_EARLY a board's run ends at its first failure: one is
    enough to kill the mutant there."""
    procs = {b: start_board(tree, b, exp, log) for b in boards}
    kills: Dict[str, List[str]] = {}
    while procs:
        time.sleep(poll)
        for b, p in list(procs.items()):
            sum_file = board_run_dir(tree, b) / "xopt.sum"
            done = p.poll() is not None
            stopped = not done and stop_early and sum_kills(sum_file)
            if stopped:
                os.killpg(p.pid, signal.SIGTERM)
                p.wait()
            if done or stopped:
                kills[b] = sum_kills(sum_file)
                del procs[b]
                if p.returncode and not stopped and not kills[b]:
                    raise ToolError("%s: the test run failed without a "
                                    "FAIL line (RUNTESTFLAGS=%s); see %s"
                                    % (b, exp, log.name))
    return kills


def exp_with_tests(plugin: str, tests: List[str]) -> str:
    """RUNTESTFLAGS for TESTS of PLUGIN's directory (all when empty); make
    passes it to the shell, where several files must stay one word."""
    exp = plugin + ".exp"
    return exp + "=" + shlex.quote(" ".join(tests)) if tests else exp


@dataclass
class Verdict:
    mutant: Mutant
    kills: Dict[str, List[str]] = field(default_factory=dict)
    error: Optional[str] = None

    def survivors(self, boards: List[str]) -> List[str]:
        return [b for b in boards if not self.kills.get(b)
                and not self.mutant.equivalent_reason(b)]


def test_mutant(tree: Path, m: Mutant, boards: List[str], log,
                stop_early: bool) -> Verdict:
    """Apply M in TREE, rebuild, run the tests; TREE is restored after."""
    verdict = Verdict(m)
    path = tree / m.file
    original = path.read_text()
    try:
        path.write_text(mutated_text(original, m))
        if not build_plugin(tree, m.plugin, boards, log):
            verdict.error = "the mutant does not build"
            return verdict
        todo = [b for b in boards if not m.equivalent_reason(b)]
        if m.killers:
            verdict.kills.update(run_boards(
                tree, todo, exp_with_tests(m.plugin, m.killers), log,
                stop_early))
            todo = [b for b in todo if not verdict.kills.get(b)]
        if todo:
            verdict.kills.update(run_boards(
                tree, todo, exp_with_tests(m.plugin, []), log, stop_early))
    finally:
        path.write_text(original)
    return verdict


def baseline_errors(tree: Path, plugin: str, mutants: List[Mutant],
                    boards: List[str], log) -> List[str]:
    """The killer tests must pass on the unmutated tree, or they would
    kill every mutant."""
    tests = sorted({t for m in mutants for t in m.killers})
    if not build_plugin(tree, plugin, boards, log):
        return ["%s: the unmutated plugin does not build" % plugin]
    if not tests:
        return []
    kills = run_boards(tree, boards, exp_with_tests(plugin, tests), log,
                       stop_early=False)
    return ["%s: fails on the unmutated tree on %s: %s" % (plugin, b, l)
            for b in boards for l in kills.get(b, [])]


def describe(v: Verdict, boards: List[str]) -> List[str]:
    """The report lines of one verdict."""
    m = v.mutant
    if v.error:
        return ["ERROR    %s: %s" % (m.id, v.error)]
    lines = []
    for b in boards:
        reason = m.equivalent_reason(b)
        if reason:
            lines.append("EQUIV    %s on %s: %s" % (m.id, b, reason))
        elif v.kills.get(b):
            lines.append("KILLED   %s on %s by %s" % (m.id, b, v.kills[b][0]))
        else:
            lines.append("SURVIVED %s on %s (removes: %s)" % (m.id, b, m.removes))
    return lines


def select(mutants: List[Mutant], plugins: List[str], ids: List[str]):
    chosen = [m for m in mutants if (not plugins or m.plugin in plugins)
              and (not ids or m.id in ids)]
    unknown = set(ids) - {m.id for m in mutants}
    if unknown:
        raise ToolError("no mutant %s" % ", ".join(sorted(unknown)))
    return chosen


def parse_args(argv):
    p = argparse.ArgumentParser(
        prog="scripts/mutate", description=__doc__.split("\n\n")[0])
    p.add_argument("--tree", type=Path, default=repo_root(),
                   help="the checkout to test (default: this one)")
    p.add_argument("--list-dir", type=Path, default=None,
                   help="where the <plugin>.json lists are "
                        "(default: TREE/scripts/mutants)")
    p.add_argument("--plugin", action="append", default=[],
                   help="only the mutants of this plugin (repeatable)")
    p.add_argument("--id", action="append", default=[],
                   help="only this mutant (repeatable)")
    p.add_argument("--boards", default=",".join(DEFAULT_TARGETS),
                   help="triplets, separated by commas or spaces "
                        "(default: %(default)s)")
    p.add_argument("--workdir", type=Path, default=None,
                   help="scratch copy of the tree (default: TREE/build/mutate)")
    p.add_argument("--full", action="store_true",
                   help="run every test even after a failure")
    p.add_argument("--check-only", action="store_true",
                   help="only check that every mutant applies to the tree")
    return p.parse_args(argv)


def run(args) -> int:
    tree = args.tree.resolve()
    mutants = select(load_mutants(args.list_dir or tree / "scripts/mutants"),
                     args.plugin, args.id)
    errors = check_applicable(tree, mutants)
    if errors or args.check_only:
        for e in errors:
            print("ERROR    " + e)
        print("%d mutants, %d do not apply" % (len(mutants), len(errors)))
        return 2 if errors else 0
    boards = args.boards.replace(",", " ").split()
    work = (args.workdir or tree / "build" / "mutate").resolve()
    copy = work / "tree"
    copy_tree(tree, copy)
    status = 0
    with open(work / "mutate.log", "w") as log:
        if make(copy, ["-j2", "all"], log) != 0:
            raise ToolError("the unmutated tree does not build; see %s"
                            % log.name)
        for plugin in sorted({m.plugin for m in mutants}):
            mine = [m for m in mutants if m.plugin == plugin]
            base = baseline_errors(copy, plugin, mine, boards, log)
            for e in base:
                print("ERROR    " + e, flush=True)
            if base:
                status = 2
                continue
            for m in mine:
                v = test_mutant(copy, m, boards, log, not args.full)
                for line in describe(v, boards):
                    print(line, flush=True)
                if v.error:
                    status = 2
                elif v.survivors(boards) and status == 0:
                    status = 1
    print("log: %s" % (work / "mutate.log"))
    return status


def main(argv=None) -> int:
    try:
        return run(parse_args(sys.argv[1:] if argv is None else argv))
    except ToolError as e:
        print("mutate: %s" % e, file=sys.stderr)
        return 2
