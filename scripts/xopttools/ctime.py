"""What a plugin costs the compiler (scripts/ctime).

Compiles each given C file (best preprocessed, .i) to assembly with the
flags a plugin needs (the table of scripts/packages), once without and
once with the plugin, and compares the compiler's work:

  --measure insns   instructions cc1 executes, counted by valgrind's
                    cachegrind (GCC's -wrapper, so only cc1 is counted).
                    Deterministic: one run each is enough, however loaded
                    the machine is.  About 50 times slower than a compile.
  --measure cpu     user + sys CPU seconds of the compile, the runs with
                    and without the plugin interleaved and repeated; the
                    figure is the median over the repeats of the summed
                    ratio.

The ratio is summed work with the plugin over summed work without it.
"""

import argparse
import re
import resource
import statistics
import subprocess
import sys
from pathlib import Path

from . import packages, runner

INSN_LINE = re.compile(r"I\s+refs:\s+([\d,]+)")
VALGRIND = "valgrind,--tool=cachegrind,--cache-sim=no,--cachegrind-out-file=/dev/null"


def compile_command(target, plugin, source, with_plugin, extra=()):
    """cc1 only (-S), the plugin's flags, -g as Debian builds use it."""
    flags = packages.PLUGIN_SETUP[plugin]["flags"][target].split()
    command = [runner.compiler_for(target), "-g", "-w"] + flags + list(extra)
    if with_plugin:
        command.append(f"-fplugin={packages.plugin_path(plugin, target)}")
    return command + ["-S", "-o", "/dev/null", str(source)]


def instructions(command):
    """Instructions cc1 executed for COMMAND (cachegrind's I refs)."""
    proc = subprocess.run(command[:1] + ["-wrapper", VALGRIND] + command[1:],
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    counts = INSN_LINE.findall(proc.stderr)
    if proc.returncode != 0 or not counts:
        raise runner.ToolError(f"failed: {' '.join(command)}\n{proc.stderr[-2000:]}")
    return sum(int(c.replace(",", "")) for c in counts)


def cpu_seconds(command):
    """User + sys CPU seconds of COMMAND and its children."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    proc = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode != 0:
        raise runner.ToolError(f"failed: {' '.join(command)}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def measure_insns(target, plugin, sources, extra=()):
    """{source: (without, with)} in instructions."""
    return {str(s): (instructions(compile_command(target, plugin, s, False, extra)),
                     instructions(compile_command(target, plugin, s, True, extra)))
            for s in sources}


def measure_cpu(target, plugin, sources, repeat, extra=()):
    """{source: (without, with)} in CPU seconds, each the median of REPEAT
    runs, and the list of summed ratios per repeat.  Within a repeat the
    order of the two compiles alternates from file to file."""
    runs = {str(s): ([], []) for s in sources}
    ratios = []
    for rep in range(repeat):
        total = [0.0, 0.0]
        for index, source in enumerate(sources):
            order = (False, True) if (index + rep) % 2 == 0 else (True, False)
            for with_plugin in order:
                seconds = cpu_seconds(compile_command(target, plugin, source,
                                                      with_plugin, extra))
                runs[str(source)][with_plugin].append(seconds)
                total[with_plugin] += seconds
        ratios.append(total[1] / total[0])
    per_file = {s: (statistics.median(a), statistics.median(b))
                for s, (a, b) in runs.items()}
    return per_file, ratios


def summary_lines(target, plugin, per_file, ratios=None, unit="insns"):
    """A markdown table row per file and the total."""
    without = sum(a for a, _ in per_file.values())
    with_ = sum(b for _, b in per_file.values())
    lines = [f"{target} xopt_{plugin} ({unit}): without {without:.4g}, "
             f"with {with_:.4g}, ratio {with_ / without:.4f}"]
    if ratios:
        lines.append(f"  summed ratio per repeat: {' '.join(f'{r:.4f}' for r in ratios)}; "
                     f"median {statistics.median(ratios):.4f}")
    for source, (a, b) in sorted(per_file.items(), key=lambda kv: -kv[1][1] / kv[1][0]):
        lines.append(f"  {Path(source).name}: {b / a:.4f}")
    return lines


def parse_args(argv):
    parser = argparse.ArgumentParser(prog="scripts/ctime", description=__doc__.split("\n")[0])
    parser.add_argument("sources", nargs="+", type=Path)
    parser.add_argument("--target", default=packages.NATIVE,
                        choices=(packages.NATIVE, packages.ARM))
    parser.add_argument("--plugins", nargs="+", default=list(packages.PLUGINS))
    parser.add_argument("--measure", choices=("insns", "cpu"), default="insns")
    parser.add_argument("--repeat", type=int, default=5, help="cpu: runs of each compile")
    parser.add_argument("--plugin-dir", type=Path, help="as in scripts/packages")
    parser.add_argument("--extra", default="", help="more compiler flags for both runs")
    return parser.parse_args(argv)


def main(argv=None):
    args = parse_args(argv if argv is not None else sys.argv[1:])
    packages.PLUGIN_DIR = args.plugin_dir.resolve() if args.plugin_dir else None
    extra = args.extra.split()
    try:
        for plugin in (p.replace("xopt_", "") for p in args.plugins):
            if args.measure == "insns":
                per_file = measure_insns(args.target, plugin, args.sources, extra)
                lines = summary_lines(args.target, plugin, per_file)
            else:
                per_file, ratios = measure_cpu(args.target, plugin, args.sources,
                                               args.repeat, extra)
                lines = summary_lines(args.target, plugin, per_file, ratios, "cpu s")
            print("\n".join(lines), flush=True)
    except runner.ToolError as error:
        print(f"scripts/ctime: {error}", file=sys.stderr)
        return 2
    return 0
