"""Compile time of a plugin on real mixed code (scripts/torture-ctime): GCC's own
torture tests (gcc.c-torture/compile and execute) compiled with and
without the plugin.

The cost is the compiler's user CPU time (the driver and cc1, from
wait4's rusage), summed over the files.  The machine is shared, so the
two configurations are interleaved file by file (the order alternates
between rounds), every round sums both over the same files, and the
figures are medians over the rounds: the median of the per-round sums of
each configuration and the median of the per-round ratios.  Files that
either configuration fails to compile are left out (some torture tests
are for other targets).
"""

import argparse
import glob
import json
import os
import statistics
import subprocess
import sys
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


def summary(base: List[float], plug: List[float]) -> Dict[str, float]:
    ratios = [p / b for b, p in zip(base, plug) if b > 0]
    return {"base_median_s": statistics.median(base),
            "plugin_median_s": statistics.median(plug),
            "overhead_pct": 100 * (statistics.median(plug)
                                   / statistics.median(base) - 1),
            "ratio_median": statistics.median(ratios) if ratios else 0.0}


def torture_sources(root: str, every: int) -> List[Path]:
    found = []
    for d in TORTURE_DIRS:
        found += sorted(glob.glob(os.path.join(root, "gcc.c-torture", d,
                                               "*.c")))
    return [Path(f) for f in found[::every]]


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
    args = ap.parse_args(argv)
    plugin = os.path.abspath(
        f"{args.build}/{args.target}/xopt_{args.plugin}.so")
    sources = torture_sources(args.testsuite, args.every)
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
