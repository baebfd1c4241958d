"""Differential testing of the xopt plugins with csmith.

csmith writes random C programs free of undefined behaviour that print a
checksum of their global state.  Built with and without the plugins, the
same program must print the same thing; when it does not (or the plugins
crash the compiler, make it reject the program, or make the program hang)
we keep the program and both command lines so the case can be reduced.

Seeds are --seed, --seed+1, ... so every finding can be regenerated with
"csmith --seed N".
"""

import argparse
import glob
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import List, Optional, Sequence

from . import runner
from .runner import ICE, Outcome, ToolError

CSMITH = "csmith"
INCLUDE_CANDIDATES = ("/usr/include/csmith", "/usr/include/csmith-*",
                      "/usr/local/include/csmith", "/usr/local/include/csmith-*")

AGREED = "agreed"
INTERESTING = "interesting"
DISCARDED = "discarded"


@dataclass
class Build:
    """One compile-and-run of a program: the commands and what they did.
    run is None when the compile failed."""
    compile_cmd: List[str]
    compiled: Outcome
    run_cmd: List[str]
    ran: Optional[Outcome] = None

    @property
    def compile_class(self) -> Optional[str]:
        return runner.classify_compile(self.compiled)


@dataclass
class Verdict:
    """The fate of one seed: AGREED, INTERESTING or DISCARDED, and why."""
    seed: int
    kind: str
    reason: str = ""


@dataclass
class Config:
    """Everything that is the same for every seed of a fuzzing session."""
    target: str
    flags: List[str]
    plugin_flags: List[str]
    include_dir: Path
    output: Path
    compile_timeout: float = 120
    run_timeout: float = 10
    generate_timeout: float = 60


def csmith_include_dir() -> Path:
    """Directory holding csmith.h, which every generated program includes.

    Debian ships it in libcsmith-dev, not in the csmith package itself."""
    for pattern in INCLUDE_CANDIDATES:
        for candidate in sorted(glob.glob(pattern)):
            if Path(candidate, "csmith.h").is_file():
                return Path(candidate)
    raise ToolError("csmith.h not found: apt-get install libcsmith-dev")


def generate_program(seed: int, path: Path, timeout: float = 60) -> bool:
    """Write csmith's program for seed to path; False if csmith failed.

    stdout goes straight to the file: programs can exceed the output cap
    of runner.run_command.  csmith writes platform.info into its working
    directory, so it runs in the program's folder."""
    try:
        with open(path, "wb") as out:
            done = subprocess.run([CSMITH, "--seed", str(seed)], stdout=out,
                                  stderr=subprocess.DEVNULL, timeout=timeout, check=False,
                                  cwd=path.parent)
    except subprocess.TimeoutExpired:
        return False
    return done.returncode == 0


def build_and_run(config: Config, plugin_opts: Sequence[str], source: Path,
                  exe: Path) -> Build:
    """Compile source (with plugin_opts, possibly none) and run it if that worked."""
    extra = [f"-I{config.include_dir}"]
    cmd = runner.compile_command(config.target, config.flags, extra, plugin_opts,
                                 source, exe)
    build = Build(cmd, runner.run_command(cmd, config.compile_timeout, cwd=exe.parent),
                  runner.run_prefix(config.target) + [str(exe)])
    if build.compile_class is None:
        build.ran = runner.run_command(build.run_cmd, config.run_timeout, cwd=exe.parent)
    return build


def judge(seed: int, baseline: Build, plugged: Build) -> Verdict:
    """Compare the builds without and with plugins.

    Any plugin-only compiler crash is interesting even when the baseline
    failed too in another way; otherwise a baseline that does not compile
    or does not finish tells us nothing about the plugins: DISCARDED."""
    base_cc, plug_cc = baseline.compile_class, plugged.compile_class
    if plug_cc == ICE and base_cc != ICE:
        return Verdict(seed, INTERESTING, "ICE only with plugins")
    if base_cc is not None:
        return Verdict(seed, DISCARDED, f"baseline compile: {base_cc}")
    if plug_cc is not None:
        return Verdict(seed, INTERESTING, f"{plug_cc} only with plugins")
    if baseline.ran.timed_out:
        return Verdict(seed, DISCARDED, "baseline run: TIMEOUT")
    if plugged.ran.timed_out:
        return Verdict(seed, INTERESTING, "run TIMEOUT only with plugins")
    if (baseline.ran.returncode, baseline.ran.output) != \
            (plugged.ran.returncode, plugged.ran.output):
        return Verdict(seed, INTERESTING, "output differs")
    return Verdict(seed, AGREED)


def fuzz_one(seed: int, config: Config) -> Verdict:
    """Generate, build twice, run twice, judge; keep the evidence if interesting."""
    work_root = config.output / "work"
    work_root.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=f"s{seed}-", dir=work_root))
    try:
        source = work / f"seed{seed}.c"
        if not generate_program(seed, source, config.generate_timeout):
            return Verdict(seed, DISCARDED, "csmith failed")
        baseline = build_and_run(config, [], source, work / "baseline.exe")
        plugged = build_and_run(config, config.plugin_flags, source, work / "plugins.exe")
        verdict = judge(seed, baseline, plugged)
        if verdict.kind == INTERESTING:
            save_interesting(config.output, config.target, verdict, source, baseline, plugged)
        return verdict
    finally:
        shutil.rmtree(work, ignore_errors=True)


def save_interesting(output: Path, target: str, verdict: Verdict, source: Path,
                     baseline: Build, plugged: Build) -> Path:
    """Keep <target>-seed<N>.c and a .txt with seed, commands and outputs;
    returns the .txt path."""
    stem = Path(output) / f"{target}-seed{verdict.seed}"
    stem.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, stem.with_suffix(".c"))
    parts = [f"seed: {verdict.seed}  (csmith --seed {verdict.seed})",
             f"target: {target}", f"verdict: {verdict.reason}", ""]
    for label, build in (("without plugins", baseline), ("with plugins", plugged)):
        parts += [f"=== {label}",
                  f"$ {runner.command_line(build.compile_cmd)}",
                  build.compiled.output.rstrip(),
                  f"[compile: {runner.describe(build.compiled)}]"]
        if build.ran is not None:
            parts += [f"$ {runner.command_line(build.run_cmd)}", build.ran.output.rstrip(),
                      f"[run: {runner.describe(build.ran)}]"]
        parts.append("")
    text_path = stem.with_suffix(".txt")
    text_path.write_text("\n".join(parts))
    return text_path


def fuzz(seeds: Sequence[int], config: Config, jobs: int = 2) -> List[Verdict]:
    """Fuzz every seed with jobs threads; verdicts come back in seed order."""
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        verdicts = list(pool.map(lambda seed: fuzz_one(seed, config), seeds))
    shutil.rmtree(config.output / "work", ignore_errors=True)
    return verdicts


def count(verdicts: Sequence[Verdict]) -> dict:
    """The totals line: generated, agreed, interesting, discarded."""
    kinds = [v.kind for v in verdicts]
    return {"generated": len(verdicts), AGREED: kinds.count(AGREED),
            INTERESTING: kinds.count(INTERESTING), DISCARDED: kinds.count(DISCARDED)}


def parse_args(argv: Optional[Sequence[str]]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="fuzz",
        description="Differential testing: csmith programs built without and "
                    "with the xopt plugins must print the same checksum.")
    parser.add_argument("--count", type=int, default=100, help="programs to try")
    parser.add_argument("--seed", type=int, default=1, help="first csmith seed")
    runner.add_compile_arguments(parser)
    parser.add_argument("--output", default=str(runner.repo_root() / "build" / "fuzz"))
    parser.add_argument("--build-dir", help="where to find <triplet>/xopt_*.so")
    parser.add_argument("--timeout", type=float, default=10, help="run timeout, seconds")
    argv = sys.argv[1:] if argv is None else argv
    return parser.parse_args(runner.glue_option_values(argv))


def fuzz_target(target: str, args, include_dir: Path) -> dict:
    """Fuzz one target; prints and returns its totals."""
    runner.check_tools(target)
    plugins = runner.find_plugins(target, args.plugins, args.build_dir)
    if not plugins:
        why = "--plugins none" if args.plugins == "none" else "no xopt plugins built"
        runner.warn(f"fuzz: {target}: {why}; comparing two builds without plugins")
    for arg in runner.unused_plugin_args(plugins, args.plugin_arg):
        runner.warn(f"fuzz: {target}: --plugin-arg {arg} ignored (plugin not loaded)")
    output = Path(args.output).resolve()  # builds run in per-program folders
    config = Config(target, runner.split_flags(args.flags),
                    runner.plugin_flags(plugins, args.plugin_arg), include_dir, output,
                    run_timeout=args.timeout)
    seeds = range(args.seed, args.seed + args.count)
    verdicts = fuzz(seeds, config, args.jobs)
    runner.write_json(output / f"{target}-verdicts.json",
                      {str(v.seed): f"{v.kind}: {v.reason}" if v.reason else v.kind
                       for v in verdicts})
    totals = count(verdicts)
    print(f"{target}: plugins: {', '.join(p.name for p in plugins) or 'none'}; "
          f"flags: {args.flags}; seeds {args.seed}..{args.seed + args.count - 1}")
    print("  " + ", ".join(f"{key} {value}" for key, value in totals.items()))
    for verdict in verdicts:
        if verdict.kind == INTERESTING:
            print(f"  seed {verdict.seed}: {verdict.reason} -> "
                  f"{output / f'{target}-seed{verdict.seed}.txt'}")
    return totals


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Entry point of scripts/fuzz; exit 1 when anything interesting was found."""
    args = parse_args(argv)
    try:
        if shutil.which(CSMITH) is None:
            raise ToolError("csmith not found: run scripts/install-deps")
        include_dir = csmith_include_dir()
        found = 0
        for target in runner.expand_targets(args.target):
            found += fuzz_target(target, args, include_dir)[INTERESTING]
    except ToolError as error:
        runner.warn(f"fuzz: {error}")
        return 2
    return 1 if found else 0
