"""The C compiler wrapper scripts/packages puts first in PATH.

usage: python3 pkg_ccwrap.py REAL-COMPILER ARGS...

A Debian package build calls "gcc" or "cc" thousands of times; this wrapper
runs the real compiler with the same arguments and appends one JSON line per
call that compiles C to $XOPT_PKG_LOG: the CPU time (user + sys) the
compiler used, whether it failed or crashed, and the -fopt-info file it
wrote.  Calls that compile nothing (links, -E) are passed straight through.

When the call loads a plugin and produces one object file (-c), the
wrapper also compiles the same file without the plugin (same flags
otherwise) into a scratch directory, times that too and records whether
the two objects differ (pkg_elf).  That pairing measures the plugin's own
cost and effect, not the cost of the flags it needs (-O3, ...).

GCC 12 truncates an -fopt-info=FILE file at each compilation, so the
wrapper gives every call its own file under $XOPT_PKG_REMARKS.
"""

import json
import os
import resource
import subprocess
import sys
import tempfile

C_SUFFIXES = (".c", ".i")
# Options that only write dependency files: the reference compile drops
# them so that it cannot overwrite the build's own .d files.
DEP_FLAGS = ("-MD", "-MMD", "-MP")
DEP_FLAGS_WITH_ARG = ("-MF", "-MT", "-MQ")


def c_sources(args):
    """The C source files among ARGS (not the argument of -o)."""
    found, skip = [], False
    for arg in args:
        if skip:
            skip = False
        elif arg in ("-o",) + DEP_FLAGS_WITH_ARG + ("-include", "-x"):
            skip = True
        elif not arg.startswith("-") and arg.endswith(C_SUFFIXES):
            found.append(arg)
    return found


def output_of(args, sources):
    """The object file a -c compile writes."""
    if "-o" in args:
        index = args.index("-o")
        if index + 1 < len(args):
            return args[index + 1]
    base = os.path.basename(sources[0])
    return os.path.splitext(base)[0] + ".o"


def uses_plugin(args):
    return any(a.startswith("-fplugin=") for a in args)


def give_remarks_file(args, directory):
    """ARGS with every -fopt-info-...=FILE pointed at a new file of its own
    in DIRECTORY (or at /dev/null when DIRECTORY is None); the file name."""
    result, path = [], None
    for arg in args:
        if arg.startswith("-fopt-info") and "=" in arg:
            if directory is None:
                target = os.devnull
            else:
                if path is None:
                    fd, path = tempfile.mkstemp(suffix=".txt", dir=directory)
                    os.close(fd)
                target = path
            arg = arg.split("=", 1)[0] + "=" + target
        result.append(arg)
    return result, path


def reference_args(args, scratch_object):
    """ARGS without the plugin, without dependency-file options, writing
    SCRATCH_OBJECT instead of the build's object."""
    result, skip = [], False
    for arg in args:
        if skip:
            skip = False
            continue
        if arg in DEP_FLAGS_WITH_ARG or arg == "-o":
            skip = True
            continue
        if (arg in DEP_FLAGS or arg.startswith("-fplugin")
                or arg.startswith("-Wp,-M")):
            continue
        result.append(arg)
    return result + ["-o", scratch_object]


def timed_run(command):
    """Run COMMAND; (exit status, CPU seconds of the child, stderr text).
    Stderr is passed through to ours as well."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    proc = subprocess.run(command, stderr=subprocess.PIPE)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    err = proc.stderr.decode("utf-8", "replace")
    sys.stderr.write(err)
    return proc.returncode, cpu, err


def is_ice(stderr_text):
    return ("internal compiler error" in stderr_text
            or "Segmentation fault" in stderr_text)


def reference_compile(real, args, entry, scratch_dir):
    """Compile without the plugin and record time and object difference."""
    if __package__:  # imported by the tests
        from .pkg_elf import changed_functions, objects_differ
    else:  # run as the wrapper script
        from pkg_elf import changed_functions, objects_differ
    fd, scratch = tempfile.mkstemp(suffix=".o", dir=scratch_dir)
    os.close(fd)
    try:
        ref, _ = give_remarks_file(reference_args(args, scratch), None)
        rc, cpu, _ = timed_run([real] + ref)
        entry["ref_rc"], entry["ref_cpu"] = rc, round(cpu, 4)
        if rc == 0 and entry["rc"] == 0:
            entry["changed"] = objects_differ(entry["output"], scratch)
            if entry["changed"]:
                entry["functions"] = changed_functions(entry["output"], scratch)
    finally:
        os.unlink(scratch)


def main(argv):
    real, args = argv[0], argv[1:]
    log = os.environ.get("XOPT_PKG_LOG")
    sources = c_sources(args)
    if not log or not sources or "-E" in args:
        os.execv(real, [real] + args)
    remarks_dir = os.environ.get("XOPT_PKG_REMARKS")
    if remarks_dir:
        args, remarks = give_remarks_file(args, remarks_dir)
    else:
        remarks = None
    rc, cpu, err = timed_run([real] + args)
    entry = {"cwd": os.getcwd(), "sources": sources, "rc": rc,
             "cpu": round(cpu, 4), "remarks": remarks, "ice": is_ice(err)}
    if entry["ice"]:
        entry["command"] = [real] + args
    paired = ("-c" in args and len(sources) == 1 and uses_plugin(args)
              and os.environ.get("XOPT_PKG_SCRATCH"))
    if paired:
        entry["output"] = output_of(args, sources)
        reference_compile(real, args, entry, os.environ["XOPT_PKG_SCRATCH"])
    with open(log, "a") as out:
        out.write(json.dumps(entry) + "\n")
    return rc


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    sys.exit(main(sys.argv[1:]))
