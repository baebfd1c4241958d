"""Rebuild Debian source packages with each xopt plugin (scripts/packages).

For every package: `apt-get source` (deb-src must be enabled) and
`apt-get build-dep` once, then `dpkg-buildpackage -b -uc -us` with its test
suite on, once without a plugin ("none") and once per plugin, the plugin
and the flags it needs given through DEB_CFLAGS_APPEND.  The compiler is
reached through pkg_ccwrap (first in PATH), which times every compile and
pairs each plugged compile with one without the plugin.  Every build
leaves a result file, results/<target>/<package>/<variant>.json in the
cache; a build whose result exists is not redone (--force redoes it).

For the ARM cross compiler a package is built from its unpacked source
with the recipe in ARM_RECIPES and its tests run under qemu-arm.
"""

import functools
import json
import os
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path

from . import runner
from . import pkg_results

NATIVE = "x86_64-linux-gnu"
ARM = "arm-linux-gnueabihf"
DEFAULT_CACHE = Path("/work/pkgcache")
BUILD_TIMEOUT = 3 * 3600

# The default set: C code with a test suite and hot loops, cheap enough to
# build four times on two cores.  The numeric library is libsamplerate
# (float FIR filters): gsl (1343 C files, 9 MB) takes far more than the
# 15 minutes a build may take here; libcerf is not on the mirror, and
# libtommath's binary build needs TeX Live.  lz4 is left out: its test
# suite streams 6 GB and 4.2 GB through the compressor (over 5 minutes
# per build here before it was stopped).
DEFAULT_PACKAGES = ("zlib", "bzip2", "xz-utils", "lzo2", "flac",
                    "opus", "libogg", "libpng1.6", "libjpeg-turbo",
                    "lua5.4", "expat", "libsamplerate")
DEFAULT_ARM_PACKAGES = ("zlib", "bzip2")
PLUGINS = ("sms", "slpm", "liverange", "ifconv", "vliw")

# Per plugin: the flags it needs on each target, the -fopt-info group its
# pass reports in, and how its remarks start.  GCC 12 gives a plugin pass
# only the group of the last -fopt-info option, so a build uses just one.
PLUGIN_SETUP = {
    "sms": {"flags": {NATIVE: "-O2", ARM: "-O2 -mcpu=cortex-a8 -mfpu=neon"},
            "group": "loop",
            "optimized": "loop software-pipelined", "missed": "loop not pipelined: "},
    "slpm": {"flags": {NATIVE: "-O3 -march=haswell",
                       ARM: "-O3 -mcpu=cortex-a8 -mfpu=neon"},
             "group": "vec",
             # Made isomorphic and vectorized, emitted as vector code, or
             # fenced from store-only packing: each changes the code.
             "optimized": ("SLP-M made", "SLP-M: "), "missed": "SLP-M: "},
    "liverange": {"flags": {NATIVE: "-O2 -ftree-parallelize-loops=2",
                            ARM: "-O2 -ftree-parallelize-loops=2"},
                  "group": "loop", "optimized": "loop made parallel",
                  "missed": "loop not parallel: ",
                  # parloops calls libgomp: the link needs the option too.
                  "ldflags": "-ftree-parallelize-loops=2"},
    # Its outcome remark comes after vect: a converted copy the vectorizer
    # refused is a missed remark of its own.
    "ifconv": {"flags": {NATIVE: "-O3 -march=haswell",
                         ARM: "-O3 -mcpu=cortex-a8 -mfpu=neon"},
               "group": "vec", "optimized": "loop if-converted and vectorized",
               "missed": ("loop not if-converted: ",
                          "loop if-converted but not vectorized")},
    # The default model mode schedules for a clustered VLIW model and
    # changes no code: every object must equal the one without the plugin.
    # Its pass reports in no group of its own (OPTGROUP_OTHER): only
    # -fopt-info-all covers it.
    "vliw": {"flags": {NATIVE: "-O2", ARM: "-O2 -mcpu=cortex-a8 -mfpu=neon"},
             "group": "all", "optimized": "function clustered",
             "missed": "function not clustered: "},
}

# Debian builds whose test step runs nothing (doc/packages.md): the
# package's own tests, run in the built tree after dpkg-buildpackage, with
# the build's environment (so the test programs are compiled with the
# plugin too).  LUA_TESTS is the project's script for lua5.4, whose
# upstream test suite is not part of the Debian source.
LUA_TESTS = Path(__file__).resolve().parent / "pkg_tests" / "lua-checks.lua"
EXTRA_TESTS = {
    # expat's runtests and runtestspp (automake PASS:/FAIL: lines).  Not in
    # the wchar_t tree (buildw/): its runtests.c does not compile with
    # XML_UNICODE (XML_FMT_STR undefined), with or without a plugin.
    "expat": "make -C build check",
    # Debian skips flac's suite as exhaustive; at FLAC__TEST_LEVEL=0 it
    # takes about 3 minutes.  The test programs are built first (with the
    # plugin).  test_libFLAC.sh is left out: run as root it fails in every
    # build ("iterator claims file is writable ... are you running as
    # root?").
    "flac": ("make -j2 -C src check >/dev/null && cd test && "
             "for t in grabbag flac metaflac replaygain seeking streams "
             "compression; do FLAC__TEST_LEVEL=0 ECHO_N=-n ./test_$t.sh "
             "> test_$t.log 2>&1 && echo \"PASS: test_$t\" "
             "|| echo \"FAIL: test_$t\"; done"),
    # The interpreter just built (libtool's wrapper finds its liblua), on
    # the script and on its luac-compiled bytecode.
    "lua5.4": (f"src/lua5.4 {LUA_TESTS} && src/luac5.4 -o checks.luac {LUA_TESTS} "
               "&& src/lua5.4 checks.luac"),
}

# Cross builds: shell commands run in the unpacked source with CC, CFLAGS
# and RUN (the qemu-arm prefix) in the environment.
ARM_RECIPES = {
    "zlib": {"build": 'CHOST=arm-linux-gnueabihf ./configure --static && make -j2',
             "test": 'make teststatic QEMU_RUN="$RUN"'},
    "bzip2": {"build": 'make -j2 CC="$CC" CFLAGS="-Wall -D_FILE_OFFSET_BITS=64 $CFLAGS" '
                       'bzip2',
              # bzip2 is linked with the libbz2.so.1.0 built beside it.
              "test": 'for i in 1 2 3; do $RUN -E LD_LIBRARY_PATH=. ./bzip2 -$i '
                      '< sample$i.ref > sample$i.rb2 && cmp sample$i.bz2 sample$i.rb2 '
                      '&& $RUN -E LD_LIBRARY_PATH=. ./bzip2 -d < sample$i.bz2 '
                      '> sample$i.tst && cmp sample$i.tst sample$i.ref '
                      '&& echo "PASS: sample$i" || echo "FAIL: sample$i"; done'},
}


# The folder holding <target>/xopt_<name>.so; --plugin-dir sets it, so that
# a long run keeps the plugins it started with while the checkout changes.
PLUGIN_DIR = None


def plugin_path(plugin, target):
    base = PLUGIN_DIR or runner.repo_root() / "build"
    return Path(base) / target / f"xopt_{plugin}.so"


def plugin_cflags(plugin, target, remarks_file):
    """The flags a build with PLUGIN adds to the package's own CFLAGS."""
    setup = PLUGIN_SETUP[plugin]
    return (setup["flags"][target].split()
            + [f"-fplugin={plugin_path(plugin, target)}",
               f"-fopt-info-{setup['group']}-all={remarks_file}"])


def check_cpu_for(plugin, target, cpuinfo="/proc/cpuinfo"):
    """-march=haswell code needs AVX2 to run the package's tests."""
    if plugin == "slpm" and target == NATIVE:
        with open(cpuinfo) as f:
            if "avx2" not in f.read():
                raise runner.ToolError("this CPU has no AVX2: the -march=haswell "
                                       "build of xopt_slpm could not run its tests")


def write_wrappers(directory, target):
    """Compiler names a build may call, each running pkg_ccwrap; the path
    of the first (the target's own name, for CC in cross builds)."""
    directory.mkdir(parents=True, exist_ok=True)
    real = shutil.which(runner.compiler_for(target))
    wrap = Path(__file__).resolve().parent / "pkg_ccwrap.py"
    names = [f"{target}-gcc", f"{target}-gcc-12"]
    if target == NATIVE:
        names += ["gcc", "cc", "gcc-12", "c99", "c89"]
    for name in names:
        script = directory / name
        script.write_text(f"#!/bin/sh\nexec /usr/bin/python3 -S {wrap} {real} \"$@\"\n")
        script.chmod(0o755)
    return directory / names[0]


def run_logged(command, cwd, env, log_path, timeout=BUILD_TIMEOUT):
    """Run a shell COMMAND niced, output to LOG_PATH; (status, wall seconds)."""
    start = time.time()
    with open(log_path, "w") as log:
        try:
            proc = subprocess.run(["nice", "-n", "10", "sh", "-c", command], cwd=cwd,
                                  env=env, stdout=log, stderr=subprocess.STDOUT,
                                  timeout=timeout)
            status = proc.returncode
        except subprocess.TimeoutExpired:
            status = None
    return status, round(time.time() - start, 1)


def source_versions(package):
    """The versions of source PACKAGE apt knows of, newest first."""
    proc = subprocess.run(["apt-cache", "showsrc", package], check=False,
                          capture_output=True, text=True)
    versions = {line.split(":", 1)[1].strip()
                for line in proc.stdout.splitlines()
                if line.startswith("Version:")}

    def older(a, b):
        lt = subprocess.run(["dpkg", "--compare-versions", a, "lt", b],
                            check=False).returncode == 0
        return 1 if lt else -1
    return sorted(versions, key=functools.cmp_to_key(older))


def source_dsc(package, cache):
    """The .dsc of PACKAGE in the cache, fetched with apt-get source: the
    newest version whose files the archive serves (a security suite may
    list a version it no longer serves; then the point release's)."""
    src = cache / "src"
    src.mkdir(parents=True, exist_ok=True)

    def fetch(wanted):
        subprocess.run(["apt-get", "source", "-q", "--download-only", wanted],
                       cwd=src, check=False)
        return sorted(src.glob(f"{package}_*.dsc"))

    found = sorted(src.glob(f"{package}_*.dsc")) or fetch(package)
    # Only when the newest listed version failed are the others listed.
    if not found:
        for version in source_versions(package):
            found = fetch(f"{package}={version}")
            if found:
                break
    if not found:
        raise runner.ToolError(f"apt-get source {package} failed: is deb-src "
                               "enabled (see doc/packages.md)?")
    return found[-1]


def dsc_version(dsc):
    for line in Path(dsc).read_text(errors="replace").splitlines():
        if line.startswith("Version:"):
            return line.split(":", 1)[1].strip()
    return "?"


def unpack(dsc, tree):
    """A fresh copy of the source in TREE (so that no build sees another's
    objects)."""
    if tree.exists():
        shutil.rmtree(tree)
    tree.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(["dpkg-source", "-q", "-x", str(dsc), str(tree)], check=True,
                   stdout=subprocess.DEVNULL)


def ensure_build_deps(package, tree):
    if subprocess.run(["dpkg-checkbuilddeps", "-P", "nobiarch"], cwd=tree,
                      stderr=subprocess.DEVNULL).returncode != 0:
        subprocess.run(["apt-get", "build-dep", "-y", "-q", "-P", "nobiarch", package],
                       check=False,
                       stdout=subprocess.DEVNULL,
                       env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"))


def build_environment(plugin, target, variant_dir, wrappers):
    """Environment of one build: wrappers first in PATH, the plugin's flags
    through DEB_CFLAGS_APPEND, the wrapper's log places."""
    env = dict(os.environ)
    env["PATH"] = f"{wrappers}:{env.get('PATH', '/usr/bin:/bin')}"
    env["DEB_BUILD_OPTIONS"] = "parallel=2"
    # 32-bit multilib builds need gcc-multilib, which Debian cannot install
    # beside the ARM cross compiler.
    env["DEB_BUILD_PROFILES"] = "nobiarch"
    # Test programs built with -ftree-parallelize-loops would otherwise spin
    # their idle OpenMP threads on a shared, niced machine; passive waiting
    # changes their run time only, not their results.
    env["OMP_WAIT_POLICY"] = "passive"
    env["XOPT_PKG_LOG"] = str(variant_dir / "compiles.jsonl")
    for key in ("DEB_CFLAGS_APPEND", "DEB_LDFLAGS_APPEND", "XOPT_PKG_REMARKS",
                "XOPT_PKG_SCRATCH"):
        env.pop(key, None)
    if plugin != "none":
        for sub in ("remarks", "scratch"):
            (variant_dir / sub).mkdir(parents=True, exist_ok=True)
        env["XOPT_PKG_REMARKS"] = str(variant_dir / "remarks")
        env["XOPT_PKG_SCRATCH"] = str(variant_dir / "scratch")
        flags = plugin_cflags(plugin, target, variant_dir / "remarks" / "opt-info")
        env["DEB_CFLAGS_APPEND"] = " ".join(flags)
        ldflags = PLUGIN_SETUP[plugin].get("ldflags")
        if ldflags:
            env["DEB_LDFLAGS_APPEND"] = ldflags
    return env


def build_command(package, target, env):
    """The shell command building PACKAGE in its source tree."""
    if target == NATIVE:
        extra = EXTRA_TESTS.get(package)
        # A failing extra test shows as FAIL lines (or missing PASS lines)
        # against the unplugged build, not as a failed build.
        return "dpkg-buildpackage -b -uc -us" + (f" && {{ {extra}; true; }}" if extra else "")
    recipe = ARM_RECIPES[package]
    env["RUN"] = " ".join(runner.run_prefix(target))
    env["CFLAGS"] = "-O2 " + env.get("DEB_CFLAGS_APPEND", "")
    return f"({recipe['build']}) && ({recipe['test']})"


def build_variant(package, plugin, target, cache, force=False):
    """Build PACKAGE with PLUGIN ("none": without) and write its result."""
    result_dir = cache / "results" / target / package
    result_file = result_dir / f"{plugin}.json"
    if result_file.exists() and not force:
        return json.loads(result_file.read_text())
    result_dir.mkdir(parents=True, exist_ok=True)
    lock = result_dir / f"{plugin}.lock"
    try:
        os.close(os.open(lock, os.O_CREAT | os.O_EXCL))
    except FileExistsError:
        print(f"{target} {package} {plugin}: skipped, {lock} says another run "
              "builds it (remove the file if none does)", flush=True)
        return None
    try:
        return build_locked(package, plugin, target, cache, result_file)
    finally:
        lock.unlink()


def build_locked(package, plugin, target, cache, result_file):
    """build_variant's work, with the variant's lock held."""
    result_dir = result_file.parent
    dsc = source_dsc(package, cache)
    variant_dir = result_dir / plugin
    if variant_dir.exists():
        shutil.rmtree(variant_dir)
    variant_dir.mkdir(parents=True)
    tree = cache / "build" / target / package / plugin / "src"
    unpack(dsc, tree)
    if target == NATIVE:
        ensure_build_deps(package, tree)
    wrapper_dir = cache / "wrappers" / target
    cc = write_wrappers(wrapper_dir, target)
    env = build_environment(plugin, target, variant_dir, wrapper_dir)
    if target != NATIVE:
        env["CC"] = str(cc)
    status, wall = run_logged(build_command(package, target, env), tree, env,
                              variant_dir / "build.log")
    setup = PLUGIN_SETUP.get(plugin)
    record = pkg_results.summarize(variant_dir, setup, status, wall)
    record.update({"package": package, "plugin": plugin, "target": target,
                   "version": dsc_version(dsc),
                   "flags": env.get("DEB_CFLAGS_APPEND", "")})
    result_file.write_text(json.dumps(record, indent=1))
    if record["built"] and not record["ices"]:
        shutil.rmtree(tree.parent)  # big; kept only to look into a failure
    return record


def run_all(packages, plugins, target, cache, force):
    """Build every package without and with each plugin; print a line each."""
    for plugin in plugins:
        check_cpu_for(plugin, target)
        if not plugin_path(plugin, target).exists():
            raise runner.ToolError(f"{plugin_path(plugin, target)} missing: run make")
    for package in packages:
        for variant in ("none",) + tuple(plugins):
            record = build_variant(package, variant, target, cache, force)
            if record is None:
                continue
            ratio = pkg_results.cpu_ratio(record)
            print(f"{target} {package} {variant}: built={record['built']} "
                  f"tests={record['tests']['counts']} "
                  f"optimized={len(record.get('optimized', []))} "
                  f"changed={record['objects_changed']}/{record['paired']} "
                  f"cpu-ratio={'-' if ratio is None else f'{ratio:.3f}'} "
                  f"ice={len(record['ices'])} wall={record['wall']}s", flush=True)


def resummarize(cache, target):
    """Recompute every result record from the logs its build left, keeping
    the build's status and time (after a change of the analysis)."""
    for result_file in sorted((cache / "results" / target).glob("*/*.json")):
        old = json.loads(result_file.read_text())
        variant_dir = result_file.with_suffix("")
        if not variant_dir.is_dir():
            continue
        record = pkg_results.summarize(variant_dir, PLUGIN_SETUP.get(old["plugin"]),
                                       old["status"], old["wall"])
        for key in ("package", "plugin", "target", "version", "flags"):
            record[key] = old[key]
        result_file.write_text(json.dumps(record, indent=1))


def report(cache, plugins, targets, doc, chart, again=False):
    """Regenerate the tables of DOC and the chart files."""
    from . import pkg_chart, pkg_report
    generated = []
    for target in targets:
        if again:
            resummarize(cache, target)
        results = pkg_report.load_results(cache, target)
        if not results:
            continue
        heading = f"{target} ({'native' if target == NATIVE else 'cross, tests under qemu-arm'})"
        generated += pkg_report.tables(results, plugins, heading)
        if chart:
            path = Path(chart)
            if target != NATIVE:
                path = path.with_name(f"{path.stem}-{target}{path.suffix}")
            path.write_text(pkg_chart.render(results, plugins, pkg_report.COLOURS,
                                             f"xopt plugins on Debian packages, {target}"))
    if doc:
        pkg_report.update_doc(doc, generated)
    else:
        print("\n".join(generated))


def parse_args(argv):
    import argparse
    parser = argparse.ArgumentParser(prog="scripts/packages", description=__doc__.split("\n")[0])
    parser.add_argument("--packages", nargs="*", help=f"default: {' '.join(DEFAULT_PACKAGES)}")
    parser.add_argument("--arm-packages", nargs="*",
                        help=f"cross builds; default: {' '.join(DEFAULT_ARM_PACKAGES)}")
    parser.add_argument("--plugins", nargs="*", default=list(PLUGINS))
    parser.add_argument("--target", choices=("native", "arm", "all"), default="all")
    parser.add_argument("--cache", type=Path, default=DEFAULT_CACHE,
                        help="sources, build trees and results (outside git)")
    parser.add_argument("--force", action="store_true", help="rebuild even with a result")
    parser.add_argument("--report-only", action="store_true")
    parser.add_argument("--resummarize", action="store_true",
                        help="recompute the results from the kept logs first")
    parser.add_argument("--plugin-dir", type=Path,
                        help="where <target>/xopt_<name>.so are (default: build/ of "
                             "this checkout)")
    parser.add_argument("--doc", help="update the tables of this file (doc/packages.md)")
    parser.add_argument("--chart", help="write the SVG chart here")
    return parser.parse_args(argv)


def arm_packages(args):
    """--arm-packages, else those of --packages with an ARM recipe, else
    the default."""
    if args.arm_packages is not None:
        return args.arm_packages
    if args.packages:
        return [p for p in args.packages if p in ARM_RECIPES]
    return list(DEFAULT_ARM_PACKAGES)


def main(argv):
    args = parse_args(argv)
    global PLUGIN_DIR
    PLUGIN_DIR = args.plugin_dir.resolve() if args.plugin_dir else None
    plugins = tuple(p.replace("xopt_", "") for p in args.plugins)
    unknown = [p for p in plugins if p not in PLUGIN_SETUP]
    targets = {"native": [NATIVE], "arm": [ARM], "all": [NATIVE, ARM]}[args.target]
    try:
        if unknown:
            raise runner.ToolError(f"unknown plugin(s): {' '.join(unknown)}")
        if not args.report_only:
            for target in targets:
                if target == NATIVE:
                    run_all(args.packages or DEFAULT_PACKAGES, plugins, target,
                            args.cache, args.force)
                else:
                    arm = arm_packages(args)
                    bad = [p for p in arm if p not in ARM_RECIPES]
                    if bad:
                        raise runner.ToolError(f"no ARM recipe for {' '.join(bad)}")
                    run_all(arm, plugins, target, args.cache, args.force)
        report(args.cache, plugins, targets, args.doc, args.chart, args.resummarize)
    except runner.ToolError as error:
        print(f"scripts/packages: {error}", file=sys.stderr)
        return 2
    return 0
