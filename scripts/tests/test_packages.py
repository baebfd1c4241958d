"""Tests of scripts/packages: the compiler wrapper, the object comparison,
the log parsing and the report, with tiny C files and fake builds (no
Debian package is fetched or built)."""

import json
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from xopttools import packages, pkg_ccwrap, pkg_chart, pkg_elf, pkg_report, pkg_results

GCC = shutil.which("gcc-12")
needs_gcc = pytest.mark.skipif(GCC is None, reason="gcc-12 not installed")

TWO_FUNCTIONS = """
int add (int *a, int n) { int s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
int scale (int x) { return x * FACTOR; }
"""


def compile_object(tmp_path, name, *flags, source=TWO_FUNCTIONS):
    src = tmp_path / "two.c"
    src.write_text(source)
    obj = tmp_path / name
    subprocess.run([GCC, "-O2", "-c", str(src), "-o", str(obj)] + list(flags), check=True)
    return obj


# --- pkg_ccwrap: argument handling -------------------------------------------

def test_sources_and_output_found_among_options():
    args = ["-O2", "-MT", "x.lo", "-MD", "-MF", "dep.c", "-c", "src/a.c", "-o", "out.c"]
    assert pkg_ccwrap.c_sources(args) == ["src/a.c"]
    assert pkg_ccwrap.output_of(args, ["src/a.c"]) == "out.c"
    assert pkg_ccwrap.output_of(["-c", "dir/b.c"], ["dir/b.c"]) == "b.o"


def test_reference_drops_plugin_and_dependency_files():
    args = ["-O2", "-fplugin=/p/xopt_sms.so", "-fplugin-arg-xopt_sms-dot=1",
            "-Wp,-MD,.deps/a.d", "-MD", "-MP", "-MF", "a.d", "-c", "a.c", "-o", "a.o"]
    ref = pkg_ccwrap.reference_args(args, "/scratch/r.o")
    assert ref == ["-O2", "-c", "a.c", "-o", "/scratch/r.o"]


def test_each_compile_gets_its_own_remarks_file(tmp_path):
    args = ["-fopt-info-loop-all=/placeholder", "-c", "a.c"]
    first, path1 = pkg_ccwrap.give_remarks_file(args, str(tmp_path))
    second, path2 = pkg_ccwrap.give_remarks_file(args, str(tmp_path))
    assert path1 != path2 and first[0] == f"-fopt-info-loop-all={path1}"
    quiet, none = pkg_ccwrap.give_remarks_file(args, None)
    assert quiet[0] == "-fopt-info-loop-all=" + os.devnull and none is None


def test_ice_is_recognised():
    assert pkg_ccwrap.is_ice("a.c:3:1: internal compiler error: in foo, at bar.cc:1")
    assert not pkg_ccwrap.is_ice("a.c:3:1: error: expected ';'")


# --- pkg_elf --------------------------------------------------------------------

@needs_gcc
def test_debug_info_and_comment_do_not_count_as_a_change(tmp_path):
    a = compile_object(tmp_path, "a.o", "-DFACTOR=3", "-g")
    b = compile_object(tmp_path, "b.o", "-DFACTOR=3", "-g", "-fno-ident", "-gdwarf-4")
    assert not pkg_elf.objects_differ(a, b)
    assert pkg_elf.changed_functions(a, b) == []


@needs_gcc
def test_changed_function_is_named(tmp_path):
    a = compile_object(tmp_path, "a.o", "-DFACTOR=3")
    b = compile_object(tmp_path, "b.o", "-DFACTOR=5")
    assert pkg_elf.objects_differ(a, b)
    assert pkg_elf.changed_functions(a, b) == ["scale"]


def test_non_elf_is_rejected():
    with pytest.raises(ValueError):
        pkg_elf.read_sections(b"not an object file at all")


# --- pkg_ccwrap end to end with a fake compiler --------------------------------

@needs_gcc
def test_wrapper_pairs_a_plugged_compile(tmp_path, monkeypatch):
    """A fake compiler writes one object when given a plugin and another
    without: the wrapper must log both times and the changed function."""
    plugged = compile_object(tmp_path, "plugged.o", "-DFACTOR=3")
    plain = compile_object(tmp_path, "plain.o", "-DFACTOR=5")
    fake = tmp_path / "fakecc"
    fake.write_text("#!/bin/sh\nobj=%s\nfor a; do case $a in -fplugin=*) obj=%s;; "
                    "-fopt-info*=*) echo 'x.c:1:1: optimized: loop software-pipelined' "
                    "> ${a#*=};; esac; done\nwhile [ $# -gt 1 ]; do [ $1 = -o ] && "
                    "cp $obj $2; shift; done\n" % (plain, plugged))
    fake.chmod(0o755)
    for sub in ("rem", "scr"):
        (tmp_path / sub).mkdir()
    log = tmp_path / "log.jsonl"
    monkeypatch.setenv("XOPT_PKG_LOG", str(log))
    monkeypatch.setenv("XOPT_PKG_REMARKS", str(tmp_path / "rem"))
    monkeypatch.setenv("XOPT_PKG_SCRATCH", str(tmp_path / "scr"))
    monkeypatch.chdir(tmp_path)
    rc = pkg_ccwrap.main([str(fake), "-O2", "-fplugin=/x/xopt_sms.so",
                          "-fopt-info-loop-all=/p", "-c", "x.c", "-o", "x.o"])
    entry = json.loads(log.read_text())
    assert rc == 0 and entry["changed"] and entry["functions"] == ["scale"]
    assert entry["ref_rc"] == 0 and "ref_cpu" in entry
    assert "optimized" in Path(entry["remarks"]).read_text()
    assert list((tmp_path / "scr").iterdir()) == []


# --- pkg_results ------------------------------------------------------------------

BUILD_LOG = """\
PASS: test_one
FAIL: test_two
SKIP: test_three
# PASS:  1
95% tests passed, 1 tests failed out of 20
Ok:                 7
Fail:               0
\t\t*** zlib test OK ***
"""


def test_test_summary_reads_every_harness():
    summary = pkg_results.test_summary(BUILD_LOG)
    assert summary["counts"] == {"FAIL": 2, "PASS": 1 + 19 + 7 + 1, "SKIP": 1}
    assert summary["failed"] == ["test_two"]


def test_reasons_are_grouped_without_numbers_and_names():
    key = pkg_results.reason_key
    assert key("loop 7 has more than one exit") == "loop N has more than one exit"
    assert key("loop-carried scalar ptr_75 (a reduction)") == "loop-carried scalar <ssa> (a reduction)"
    assert key("call to copytestB") == "call to copytestB"


def test_remarks_of_the_plugin_only_counted_once(tmp_path):
    text = ("a.c:3:5: optimized: loop software-pipelined: II=2\n"
            "a.c:9:5: optimized: loop vectorized using 16 byte vectors\n"
            "a.c:12:5: missed: loop not pipelined: more than one exit\n"
            "a.c:14:5: missed: loop not pipelined: 3 registers live, 'x' too long\n"
            "a.c:15:5: missed: couldn't vectorize loop\n")
    one, two = tmp_path / "1.txt", tmp_path / "2.txt"
    one.write_text(text)
    two.write_text(text)  # the PIC compile of the same file
    optimized, missed = pkg_results.plugin_remarks(
        [one, two, tmp_path / "gone.txt"], "loop software-pipelined", "loop not pipelined: ")
    assert optimized == ["a.c:3:5: loop software-pipelined: II=2"]
    assert missed["more than one exit"] == 2
    assert missed["N registers live, '…' too long"] == 2


def test_ifconv_missed_remarks_of_both_kinds_are_grouped(tmp_path):
    setup = packages.PLUGIN_SETUP["ifconv"]
    remarks = tmp_path / "r.txt"
    remarks.write_text(
        "a.c:3:5: optimized: loop if-converted and vectorized: 2 blocks, 1 predicates\n"
        "a.c:7:5: missed: loop not if-converted: multiple exits\n"
        "a.c:9:5: missed: loop if-converted but not vectorized: the original loop "
        "is kept (3 blocks, 1 predicates)\n"
        "a.c:11:5: missed: couldn't vectorize loop\n")
    optimized, missed = pkg_results.plugin_remarks([remarks], setup["optimized"],
                                                   setup["missed"])
    assert optimized == ["a.c:3:5: loop if-converted and vectorized: 2 blocks, 1 predicates"]
    assert missed == {"multiple exits": 1,
                      "loop if-converted but not vectorized: the original loop is kept "
                      "(N blocks, N predicates)": 1}


def test_chart_clips_long_compile_time_bars():
    results = {"zlib": {"vliw": record("vliw", 3, cpu=(8.0, 1.0)),
                        "sms": record("sms", 1, cpu=(1.02, 1.0))}}
    svg = pkg_chart.render(results, ("sms", "vliw"), pkg_report.COLOURS, "t")
    assert "zlib vliw: 700" in svg  # the label keeps the value
    heights = [float(h) for h in re.findall(r'height="([0-9.]+)" fill="#66a61e"', svg)]
    assert max(heights) <= pkg_chart.PANEL_HEIGHT  # the bar is cut


def test_vliw_remarks_come_from_the_all_group(tmp_path):
    # xopt_vliw's pass has no -fopt-info group of its own (OPTGROUP_OTHER):
    # only -fopt-info-all covers it, and the remark file then holds every
    # pass's remarks; only the plugin's count.
    setup = packages.PLUGIN_SETUP["vliw"]
    flags = packages.plugin_cflags("vliw", packages.NATIVE, tmp_path / "r")
    assert f"-fopt-info-all-all={tmp_path / 'r'}" in flags and "-O2" in flags
    remarks = tmp_path / "r.txt"
    remarks.write_text(
        "a.c:3:5: optimized: function clustered: ILP 43 weighted cycles (optimal, "
        "0.01 s), LUCAS 43, UAS 43, UAS-CC 43, BUG 44\n"
        "a.c:9:5: missed: function not clustered: ilp: more than 64 paths\n"
        "a.c:11:5: optimized: loop vectorized using 32 byte vectors\n"
        "a.c:12:5: missed: couldn't vectorize loop\n")
    optimized, missed = pkg_results.plugin_remarks([remarks], setup["optimized"],
                                                   setup["missed"])
    assert [o.split(":")[3] for o in optimized] == [" function clustered"]
    assert missed == {"ilp: more than N paths": 1}


def fake_variant(tmp_path, entries, log=BUILD_LOG):
    tmp_path.mkdir(parents=True, exist_ok=True)
    (tmp_path / "build.log").write_text(log)
    (tmp_path / "compiles.jsonl").write_text("".join(json.dumps(e) + "\n" for e in entries))
    return tmp_path


def test_summarize_totals_paired_compiles(tmp_path):
    remarks = tmp_path / "r.txt"
    remarks.write_text("b.c:2:3: optimized: loop software-pipelined: II=3\n")
    entries = [{"sources": ["a.c"], "rc": 0, "cpu": 1.0},
               {"sources": ["b.c"], "rc": 0, "cpu": 2.2, "ref_cpu": 2.0, "ref_rc": 0,
                "changed": True, "functions": ["f"], "remarks": str(remarks)},
               {"sources": ["c.c"], "rc": 1, "cpu": 0.5, "ref_cpu": 0.5, "ref_rc": 0,
                "ice": True, "remarks": None}]
    record = pkg_results.summarize(fake_variant(tmp_path / "v", entries),
                                   packages.PLUGIN_SETUP["sms"], 0, 10.0)
    assert record["built"] and record["paired"] == 2 and record["objects_changed"] == 1
    assert record["functions_changed"] == ["b.c:f"]
    assert len(record["ices"]) == 1 and len(record["plugin_errors"]) == 1
    assert pkg_results.cpu_ratio(record) == pytest.approx(2.7 / 2.5)
    assert record["optimized"] == ["b.c:2:3: loop software-pipelined: II=3"]
    assert record["changed_without_remark"] == []


def test_change_without_a_remark_is_reported(tmp_path):
    remarks = tmp_path / "r.txt"
    remarks.write_text("b.c:2:3: missed: loop not pipelined: more than one exit\n")
    entries = [{"sources": ["dir/b.c"], "rc": 0, "cpu": 1.0, "ref_cpu": 1.0, "ref_rc": 0,
                "changed": True, "functions": ["f", "g"], "remarks": str(remarks)}]
    record = pkg_results.summarize(fake_variant(tmp_path / "v", entries),
                                   packages.PLUGIN_SETUP["sms"], 0, 1.0)
    assert record["changed_without_remark"] == ["b.c (f,g)"]


# --- pkg_report and pkg_chart --------------------------------------------------

def record(plugin, optimized=0, tests=None, built=True, cpu=(1.0, 1.0)):
    return {"package": "zlib", "plugin": plugin, "version": "1:1.2", "built": built,
            "tests": tests or {"counts": {"PASS": 3}, "failed": []},
            "optimized": [f"a.c:{i}:1: x" for i in range(optimized)],
            "paired": 4, "objects_changed": 1 if optimized else 0,
            "functions_changed": ["a.c:f"] if optimized else [],
            "paired_cpu": cpu[0], "paired_ref_cpu": cpu[1], "ices": [],
            "missed_top": [["more than one exit", 5]], "missed_total": 5}


def test_test_difference_is_shown():
    base = record("none")
    other = record("sms", tests={"counts": {"PASS": 2, "FAIL": 1}, "failed": ["t"]})
    assert pkg_report.tests_verdict(record("sms"), base).startswith("same (3 pass, 0 fail)")
    assert pkg_report.tests_verdict(other, base).startswith("DIFFERENT")
    assert pkg_report.tests_verdict(record("sms", built=False), base) == "build failed"


def test_tables_and_doc_update(tmp_path):
    results = {"zlib": {"none": record("none"), "sms": record("sms", 2, cpu=(1.05, 1.0)),
                        "slpm": record("slpm")}}
    results["zlib"]["sms"]["changed_without_remark"] = ["b.c (g)"]
    lines = pkg_report.tables(results, ("sms", "slpm"), "x86_64")
    text = "\n".join(lines)
    assert "| sms | 1 | 1.1 | 1.0 | 1.050 |" in text
    assert "nothing transformed; 5 `missed:` — top: 5× more than one exit" in text
    assert "changed without an `optimized:` remark of the plugin: b.c (g)" in text
    assert "  - what: 2× x" in text
    results["zlib"]["slpm"]["functions_changed"] = ["a.c:f"]
    text = "\n".join(pkg_report.tables(results, ("slpm",), "x86_64"))
    assert "functions changed: `a.c:f`" in text
    assert "no `optimized:` remark; 5 `missed:` — top: 5× more than one exit" in text
    doc = tmp_path / "d.md"
    doc.write_text(f"intro\n{pkg_report.TABLES_BEGIN}\nold\n{pkg_report.TABLES_END}\nend\n")
    pkg_report.update_doc(doc, lines)
    new = doc.read_text()
    assert new.startswith("intro\n") and new.endswith("end\n") and "old" not in new


def test_plugin_origin_names_the_plugin_build():
    rec = record("sms")
    rec["flags"] = "-O2 -fplugin=/c/plugins-4a1c0fd/x86_64-linux-gnu/xopt_sms.so -fopt-info"
    assert pkg_report.plugin_origin(rec) == "4a1c0fd"
    rec["flags"] = "-O2 -fplugin=/work/wt/pkgs/build/x86_64-linux-gnu/xopt_sms.so"
    assert pkg_report.plugin_origin(rec) == "pkgs"
    assert pkg_report.package_table({"zlib": {"sms": rec}}, ("sms",))[2].endswith("| pkgs |")


def test_long_function_lists_are_cut():
    entry = "r.c (" + ",".join(f"t{i}" for i in range(300)) + ")"
    assert pkg_report.short_entry(entry, 2) == "r.c (t0,t1,... 300 functions)"
    assert pkg_report.short_entry("a.c (f,g)", 2) == "a.c (f,g)"


def test_chart_is_well_formed_svg():
    results = {"zlib": {"sms": record("sms", 3, cpu=(1.1, 1.0))},
               "bzip2": {"sms": record("sms", 0)}}
    svg = pkg_chart.render(results, ("sms",), pkg_report.COLOURS, "t & t")
    root = ET.fromstring(svg)
    titles = [t.text for t in root.iter("{http://www.w3.org/2000/svg}title")]
    assert "zlib sms: 3" in titles and "zlib sms: 10" in titles


# --- packages: flags, environment, caching ---------------------------------------

def test_plugin_flags_use_one_opt_info_and_an_absolute_plugin():
    flags = packages.plugin_cflags("slpm", packages.NATIVE, "/r/x")
    assert "-march=haswell" in flags and "-fopt-info-vec-all=/r/x" in flags
    plugin = [f for f in flags if f.startswith("-fplugin=")][0]
    assert os.path.isabs(plugin.split("=", 1)[1])
    assert sum(f.startswith("-fopt-info") for f in flags) == 1


def test_missing_avx2_stops_slpm(tmp_path):
    cpuinfo = tmp_path / "cpuinfo"
    cpuinfo.write_text("flags : fpu sse2\n")
    with pytest.raises(packages.runner.ToolError):
        packages.check_cpu_for("slpm", packages.NATIVE, cpuinfo)
    packages.check_cpu_for("sms", packages.NATIVE, cpuinfo)


def test_environment_of_a_plugged_build(tmp_path):
    env = packages.build_environment("liverange", packages.NATIVE, tmp_path, tmp_path / "w")
    assert env["PATH"].startswith(str(tmp_path / "w") + ":")
    assert "-ftree-parallelize-loops=2" in env["DEB_CFLAGS_APPEND"]
    assert env["DEB_LDFLAGS_APPEND"] == "-ftree-parallelize-loops=2"
    assert env["DEB_BUILD_PROFILES"] == "nobiarch"
    plain = packages.build_environment("none", packages.NATIVE, tmp_path, tmp_path / "w")
    assert "DEB_CFLAGS_APPEND" not in plain and "XOPT_PKG_SCRATCH" not in plain


def test_arm_build_runs_tests_under_qemu(tmp_path):
    env = packages.build_environment("sms", packages.ARM, tmp_path, tmp_path)
    command = packages.build_command("bzip2", packages.ARM, env)
    assert env["RUN"].startswith("qemu-arm -L") and "$RUN -E LD_LIBRARY_PATH=. ./bzip2" in command
    assert "-mfpu=neon" in env["CFLAGS"] and "xopt_sms.so" in env["CFLAGS"]


def test_packages_whose_debian_build_runs_no_test_run_their_own():
    env = packages.build_environment("sms", packages.NATIVE, Path("/v"), Path("/w"))
    lua = packages.build_command("lua5.4", packages.NATIVE, env)
    assert lua.startswith("dpkg-buildpackage -b -uc -us && {")
    assert "src/lua5.4 " + str(packages.LUA_TESTS) in lua and "src/luac5.4 -o" in lua
    # a failing check must give FAIL lines, not a failed build
    assert lua.rstrip().endswith("; true; }")
    assert packages.LUA_TESTS.exists()
    assert "make -C build check" in packages.build_command("expat", packages.NATIVE, env)
    assert packages.build_command("zlib", packages.NATIVE, env) == "dpkg-buildpackage -b -uc -us"


def test_plugin_dir_overrides_the_checkout(monkeypatch, tmp_path):
    monkeypatch.setattr(packages, "PLUGIN_DIR", tmp_path)
    assert packages.plugin_path("ifconv", packages.ARM) == (
        tmp_path / packages.ARM / "xopt_ifconv.so")


def test_result_is_cached(tmp_path, monkeypatch):
    """build_variant writes its record and does not build again."""
    dsc = tmp_path / "zlib_1.2-1.dsc"
    dsc.write_text("Source: zlib\nVersion: 1:1.2-1\n")
    builds = []

    def fake_run(command, cwd, env, log_path, timeout=0):
        builds.append(command)
        fake_variant(Path(env["XOPT_PKG_LOG"]).parent, [{"sources": ["a.c"], "rc": 0,
                                                         "cpu": 1.0}])
        return 0, 1.5
    monkeypatch.setattr(packages, "source_dsc", lambda p, c: dsc)
    monkeypatch.setattr(packages, "unpack", lambda d, t: t.mkdir(parents=True))
    monkeypatch.setattr(packages, "ensure_build_deps", lambda p, t: None)
    monkeypatch.setattr(packages, "run_logged", fake_run)
    first = packages.build_variant("zlib", "none", packages.NATIVE, tmp_path)
    again = packages.build_variant("zlib", "none", packages.NATIVE, tmp_path)
    assert builds == ["dpkg-buildpackage -b -uc -us"]
    assert first == again and first["version"] == "1:1.2-1" and first["compiles"] == 1
    assert first["tests"]["counts"]["PASS"] == 28
    assert not (tmp_path / "build" / packages.NATIVE / "zlib" / "none").exists()


def test_arm_set_follows_the_native_choice():
    parse = packages.parse_args
    assert packages.arm_packages(parse([])) == list(packages.DEFAULT_ARM_PACKAGES)
    assert packages.arm_packages(parse(["--packages", "lz4", "bzip2"])) == ["bzip2"]
    assert packages.arm_packages(parse(["--packages", "lz4"])) == []
    assert packages.arm_packages(parse(["--arm-packages", "zlib"])) == ["zlib"]


def test_a_variant_being_built_elsewhere_is_skipped(tmp_path, monkeypatch):
    lock = tmp_path / "results" / packages.NATIVE / "zlib" / "sms.lock"
    lock.parent.mkdir(parents=True)
    lock.touch()
    monkeypatch.setattr(packages, "build_locked", lambda *a: pytest.fail("built"))
    assert packages.build_variant("zlib", "sms", packages.NATIVE, tmp_path) is None
    assert lock.exists()


def test_source_falls_back_to_a_served_version(tmp_path, monkeypatch):
    """A suite that lists a version it no longer serves (404): the newest
    version apt-get can fetch is taken instead."""
    calls = []

    def fake_run(cmd, cwd=None, check=False, capture_output=False,
                 text=False):
        calls.append(cmd)
        if cmd[:2] == ["apt-cache", "showsrc"]:
            out = "Package: p\nVersion: 1.0-1\n\nPackage: p\nVersion: 1.0-1+u2\n"
            return subprocess.CompletedProcess(cmd, 0, out, "")
        if cmd[0] == "dpkg":
            a, b = cmd[2], cmd[4]
            return subprocess.CompletedProcess(cmd, 0 if a < b else 1)
        if cmd[-1] == "p=1.0-1":
            (Path(cwd) / "p_1.0-1.dsc").write_text("Version: 1.0-1\n")
        return subprocess.CompletedProcess(cmd, 100)

    monkeypatch.setattr(packages.subprocess, "run", fake_run)
    dsc = packages.source_dsc("p", tmp_path)
    assert dsc.name == "p_1.0-1.dsc"
    fetched = [c[-1] for c in calls if c[:2] == ["apt-get", "source"]]
    assert fetched == ["p", "p=1.0-1+u2", "p=1.0-1"]
