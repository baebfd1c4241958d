"""Shared compile/run/classify helpers for scripts/torture and scripts/fuzz.

Both scripts compile C programs with and without xopt plugins, run them
(natively or under qemu) and compare the outcomes.  Keeping compiler names,
plugin discovery, timeouts and result classes here means that "ICE" or
"TIMEOUT" means the same thing in every report.
"""

import json
import os
import shlex
import shutil
import signal
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Dict, Iterable, List, Optional, Sequence

# Result classes, in the order reports list them.
PASS = "PASS"
FAIL = "FAIL"
ICE = "ICE"
COMPILE_ERROR = "COMPILE-ERROR"
TIMEOUT = "TIMEOUT"
SKIP = "SKIP"
CLASSES = (PASS, FAIL, ICE, COMPILE_ERROR, TIMEOUT, SKIP)

# Targets we know how to compile for and run.  The empty prefix means the
# binary runs natively on this (x86-64) machine.
RUN_PREFIXES = {
    "x86_64-linux-gnu": [],
    "arm-linux-gnueabihf": ["qemu-arm", "-L", "/usr/arm-linux-gnueabihf"],
    "aarch64-linux-gnu": ["qemu-aarch64", "-L", "/usr/aarch64-linux-gnu"],
}
# What "--target all" means: the two targets xopt supports everywhere.
DEFAULT_TARGETS = ("x86_64-linux-gnu", "arm-linux-gnueabihf")
GCC_VERSION = "12"

# Keep logs readable even when a program prints megabytes.
MAX_OUTPUT_CHARS = 64 * 1024


class ToolError(Exception):
    """A problem the user must fix (missing compiler, unknown plugin...);
    the scripts print it and exit 2 instead of showing a traceback."""


@dataclass
class Outcome:
    """What one command did: exit status (negative = killed by that signal,
    None = we killed it at the timeout) and its merged stdout/stderr."""
    returncode: Optional[int]
    output: str = ""
    timed_out: bool = False


def repo_root() -> Path:
    """The xopt checkout, so default paths work from any current directory."""
    return Path(__file__).resolve().parents[2]


def expand_targets(spec: str) -> List[str]:
    """Turn a --target value ("all" or one triplet) into a list of triplets."""
    if spec == "all":
        return list(DEFAULT_TARGETS)
    if spec not in RUN_PREFIXES:
        known = ", ".join(sorted(RUN_PREFIXES))
        raise ToolError(f"unknown target '{spec}' (known: {known}, all)")
    return [spec]


def compiler_for(target: str) -> str:
    """The Debian name of the GCC 12 driver for a target triplet."""
    return f"{target}-gcc-{GCC_VERSION}"


def run_prefix(target: str) -> List[str]:
    """Command prefix that runs a binary built for target on this machine."""
    return list(RUN_PREFIXES[target])


def check_tools(target: str) -> None:
    """Fail early, with one clear message, if the compiler or emulator for
    target is missing, rather than classifying every test as an error."""
    needed = [compiler_for(target)] + run_prefix(target)[:1]
    missing = [tool for tool in needed if shutil.which(tool) is None]
    if missing:
        raise ToolError(f"{target}: missing {', '.join(missing)} "
                        "(run scripts/install-deps)")


def compiler_version(target: str) -> str:
    """First line of 'gcc --version', recorded in reports for reproducibility."""
    outcome = run_command([compiler_for(target), "--version"], timeout=30)
    return outcome.output.splitlines()[0] if outcome.output else "unknown"


def split_flags(flags: str) -> List[str]:
    """Split a --flags string the way a shell would."""
    return shlex.split(flags)


def find_plugins(target: str, spec: str,
                 build_dir: Optional[Path] = None) -> List[Path]:
    """Plugin .so files for target: spec is "none", "all" or "sms,slpm".

    "all" may legitimately find nothing (no plugin written yet); naming a
    plugin that was not built is an error, because then the user would
    believe a plugin was tested when it was not."""
    build_dir = Path(build_dir) if build_dir else repo_root() / "build"
    target_dir = build_dir / target
    if spec == "none":
        return []
    if spec == "all":
        return sorted(target_dir.glob("xopt_*.so"))
    plugins = []
    for name in spec.split(","):
        name = name.strip()
        if not name.startswith("xopt_"):
            name = "xopt_" + name
        path = target_dir / f"{name}.so"
        if not path.is_file():
            raise ToolError(f"{path} does not exist (run make all?)")
        plugins.append(path)
    return plugins


def parse_plugin_arg(arg: str) -> tuple:
    """Split "xopt_sms-key=val" (or "sms-key=val") into ("xopt_sms", "key=val")."""
    name, sep, rest = arg.partition("-")
    if not name or not sep or not rest:
        raise ToolError(f"bad --plugin-arg '{arg}': want xopt_<name>-<key>[=<value>]")
    if not name.startswith("xopt_"):
        name = "xopt_" + name
    return name, rest


def plugin_flags(plugins: Sequence[Path], plugin_args: Iterable[str] = ()) -> List[str]:
    """GCC options loading plugins and passing them their arguments.

    Arguments for plugins that are not loaded are dropped: GCC rejects an
    -fplugin-arg for a plugin it has not loaded."""
    flags = [f"-fplugin={path}" for path in plugins]
    loaded = {Path(path).stem for path in plugins}
    for arg in plugin_args:
        name, key_value = parse_plugin_arg(arg)
        if name in loaded:
            flags.append(f"-fplugin-arg-{name}-{key_value}")
    return flags


def unused_plugin_args(plugins: Sequence[Path], plugin_args: Iterable[str]) -> List[str]:
    """The --plugin-arg values plugin_flags() drops, so scripts can warn."""
    loaded = {Path(path).stem for path in plugins}
    return [arg for arg in plugin_args if parse_plugin_arg(arg)[0] not in loaded]


def glue_option_values(argv: Sequence[str], options=("--flags",)) -> List[str]:
    """Turn "--flags -O2" into "--flags=-O2": argparse would otherwise take
    the value "-O2" for an unknown option and refuse it."""
    result, pending = [], None
    for arg in argv:
        if pending:
            result.append(f"{pending}={arg}")
            pending = None
        elif arg in options:
            pending = arg
        else:
            result.append(arg)
    if pending:
        result.append(pending)
    return result


def add_compile_arguments(parser) -> None:
    """The options torture and fuzz share: what to compile for, with which
    flags and plugins, and how many jobs."""
    parser.add_argument("--target", default="x86_64-linux-gnu",
                        help="x86_64-linux-gnu, arm-linux-gnueabihf or all")
    parser.add_argument("--plugins", default="all",
                        help="all, none, or a comma list such as sms,slpm")
    parser.add_argument("--flags", default="-O2", help="compiler flags (default -O2)")
    parser.add_argument("--plugin-arg", action="append", default=[],
                        metavar="xopt_NAME-KEY=VAL",
                        help="pass -fplugin-arg-xopt_NAME-KEY=VAL (repeatable)")
    parser.add_argument("-j", "--jobs", type=int, default=2)


def compile_command(target: str, flags: Sequence[str], extra: Sequence[str],
                    plugin_opts: Sequence[str], source, exe) -> List[str]:
    """The one compile line both scripts use: user flags, then test flags,
    then plugins; -w because warnings are noise here; -lm for math tests."""
    return ([compiler_for(target)] + list(flags) + list(extra) +
            list(plugin_opts) + ["-w", str(source), "-o", str(exe), "-lm"])


def run_command(cmd: Sequence[str], timeout: float, cwd=None) -> Outcome:
    """Run cmd, merging stderr into stdout, killed after timeout seconds.

    It runs in its own process group so that a timeout also kills what it
    started (cc1 under the gcc driver), not just the top process."""
    try:
        proc = subprocess.Popen([str(part) for part in cmd], cwd=cwd,
                                stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, start_new_session=True)
    except OSError as error:
        return Outcome(127, f"cannot run {cmd[0]}: {error}")
    try:
        out, _ = proc.communicate(timeout=timeout)
        return Outcome(proc.returncode, _decode(out))
    except subprocess.TimeoutExpired:
        _kill_group(proc.pid)
        out, _ = proc.communicate()
        return Outcome(None, _decode(out), timed_out=True)


def _kill_group(pid: int) -> None:
    """Kill a whole process group, tolerating that it already exited."""
    try:
        os.killpg(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def _decode(data: bytes) -> str:
    """Bytes to text without ever failing, truncated to MAX_OUTPUT_CHARS."""
    text = data.decode("utf-8", errors="replace")
    if len(text) > MAX_OUTPUT_CHARS:
        text = text[:MAX_OUTPUT_CHARS] + "\n[... output truncated ...]\n"
    return text


def classify_compile(outcome: Outcome) -> Optional[str]:
    """None if the compile succeeded, else ICE, TIMEOUT or COMPILE-ERROR.

    A compiler killed by a signal counts as an ICE as well as one that says
    "internal compiler error": both are crashes, not verdicts on the test."""
    if outcome.timed_out:
        return TIMEOUT
    if "internal compiler error" in outcome.output or (
            outcome.returncode is not None and outcome.returncode < 0):
        return ICE
    if outcome.returncode != 0:
        return COMPILE_ERROR
    return None


def classify_run(outcome: Outcome) -> str:
    """PASS for exit status 0; FAIL for any other exit or a signal."""
    if outcome.timed_out:
        return TIMEOUT
    return PASS if outcome.returncode == 0 else FAIL


def describe(outcome: Outcome) -> str:
    """Short human text for an outcome: 'exit 1', 'signal 11', 'timeout'."""
    if outcome.timed_out:
        return "timeout"
    if outcome.returncode is not None and outcome.returncode < 0:
        return f"signal {-outcome.returncode}"
    return f"exit {outcome.returncode}"


def command_line(cmd: Sequence[str]) -> str:
    """A command as a copy-pasteable shell line, for logs and reports."""
    return " ".join(shlex.quote(str(part)) for part in cmd)


def write_json(path: Path, data: Dict) -> None:
    """Write data as stable, diff-friendly JSON (sorted keys)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")


def read_json(path: Path) -> Dict:
    """Read back what write_json wrote."""
    return json.loads(Path(path).read_text())


def warn(message: str) -> None:
    """Diagnostics go to stderr so stdout stays the report."""
    print(message, file=sys.stderr, flush=True)
