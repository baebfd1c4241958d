"""Same code before and after a change to a plugin (scripts/asmcmp).

Every source is compiled to assembly twice under each configuration, once
with the old plugin (a copy of build/<triplet>/xopt_<name>.so kept aside)
and once with the new one, and the two .s files are compared byte for
byte.  Used for refactorings that must not change the code: the sources
are the plugin's benchmarks, its tests and the examples.

Configurations: x86-64 at -O2, the Cortex-A8 at -O2 -marm and -mthumb
(the flags of bench/sms/suite.json and the sms testsuite), each also
with every extra plugin argument set given by --args.
"""

import argparse
import glob
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import List, Optional, Tuple

A8 = "-O2 -mcpu=cortex-a8 -mfpu=neon -mfloat-abi=hard"
CONFIGS = {
    "x86-64": ("x86_64-linux-gnu", "-O2"),
    "arm": ("arm-linux-gnueabihf", A8 + " -marm"),
    "thumb": ("arm-linux-gnueabihf", A8 + " -mthumb"),
}
DEFAULT_SOURCES = ["bench/{p}/*.c", "testsuite/xopt.{p}/*.c", "examples/*.c"]


def compile_s(compiler: str, flags: List[str], src: Path,
              out: Path) -> Optional[str]:
    """Compile SRC to OUT; the error text when the compiler fails."""
    cmd = [compiler, "-S", "-w", "-o", str(out), str(src)] + flags
    r = subprocess.run(["nice", "-n", "10"] + cmd, capture_output=True,
                       text=True)
    return None if r.returncode == 0 else (r.stderr.strip() or "failed")


def jobs_of(sources: List[Path], configs: List[str], arg_sets: List[str],
            old_flags: str, new_flags: str,
            workdir: Path) -> List[Tuple[str, Path, List[str], List[str],
                                         Path, Path]]:
    """(compiler, source, old flags, new flags, old .s, new .s) per
    source, configuration and argument set."""
    jobs = []
    for name in configs:
        triplet, flags = CONFIGS[name]
        compiler = f"{triplet}-gcc-12"
        for k, extra in enumerate(arg_sets):
            for src in sources:
                stem = f"{name}.{k}.{src.parent.name}.{src.stem}"
                common = flags.split() + ["-I", str(src.parent)]
                old = common + old_flags.format(t=triplet).split() + \
                    extra.split()
                new = common + new_flags.format(t=triplet).split() + \
                    extra.split()
                jobs.append((compiler, src, old, new,
                             workdir / f"{stem}.old.s",
                             workdir / f"{stem}.new.s"))
    return jobs


def run_job(job) -> str:
    """'same', 'DIFF ...', 'FAIL ...' or 'skip' (both compilers refuse
    the source, e.g. a test for the other target)."""
    compiler, src, old, new, old_s, new_s = job
    e_old = compile_s(compiler, old, src, old_s)
    e_new = compile_s(compiler, new, src, new_s)
    if e_old and e_new:
        return "skip"
    if e_old or e_new:
        return f"FAIL {src}: {(e_old or e_new).splitlines()[-1]}"
    if old_s.read_bytes() != new_s.read_bytes():
        return f"DIFF {src} ({old_s.name} {new_s.name})"
    return "same"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(
        description="Compile sources with an old and a new plugin and "
        "compare the assembly; exit 1 on any difference.")
    ap.add_argument("--plugin", default="sms")
    ap.add_argument("--old", required=True,
                    help="folder holding <triplet>/xopt_<plugin>.so")
    ap.add_argument("--new", default="build",
                    help="the same for the new plugin (default build)")
    ap.add_argument("--configs", default="x86-64,arm,thumb")
    ap.add_argument("--args", action="append", default=None,
                    help="a set of extra flags (repeatable; default: none "
                    "and -fplugin-arg-xopt_<plugin>-regmoves=1)")
    ap.add_argument("--work", default="build/asmcmp")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("sources", nargs="*",
                    help="default: " + " ".join(DEFAULT_SOURCES))
    args = ap.parse_args(argv)
    p = args.plugin
    arg_sets = args.args if args.args is not None else \
        ["", f"-fplugin-arg-xopt_{p}-regmoves=1"]
    pats = args.sources or [s.format(p=p) for s in DEFAULT_SOURCES]
    sources = []
    for pat in pats:
        found = [Path(f) for f in sorted(glob.glob(os.path.expanduser(pat)))]
        sources.extend(s for s in found if s.suffix == ".c")
    work = Path(args.work)
    work.mkdir(parents=True, exist_ok=True)
    plug = f"xopt_{p}.so"
    jobs = jobs_of(sources, args.configs.split(","), arg_sets,
                   f"-fplugin={os.path.abspath(args.old)}/{{t}}/{plug}",
                   f"-fplugin={os.path.abspath(args.new)}/{{t}}/{plug}",
                   work)
    with ThreadPoolExecutor(max_workers=args.j) as pool:
        results = list(pool.map(run_job, jobs))
    counts = {}
    for r in results:
        key = r.split()[0]
        counts[key] = counts.get(key, 0) + 1
        if key in ("DIFF", "FAIL"):
            print(r)
    print(" ".join(f"{k}={v}" for k, v in sorted(counts.items())),
          f"({len(jobs)} compiles of {len(sources)} sources)")
    return 1 if counts.get("DIFF") or counts.get("FAIL") else 0


if __name__ == "__main__":
    sys.exit(main())
