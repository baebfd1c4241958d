"""Tests of scripts/torture (xopttools.torture) and the shared runner helpers.

Most are pure unit tests; the end-to-end ones compile three tiny programs
with the real compilers from a fake execute/ directory, so they need
neither the GCC source tarball nor any plugin."""

import json
import shutil
from pathlib import Path

import pytest

from xopttools import runner, torture
from xopttools.runner import (COMPILE_ERROR, FAIL, ICE, PASS, SKIP, TIMEOUT,
                              Outcome)

X86 = "x86_64-linux-gnu"
ARM = "arm-linux-gnueabihf"


def plan_for(tmp_path, source, target=X86, flags=("-O2",), name="t.c"):
    path = tmp_path / name
    path.write_text(source)
    return torture.plan_test(torture.TestCase(name, path), target, list(flags))


# --- directive parsing -------------------------------------------------------

def test_parse_tcl_list_nests_braces_and_strips_quotes():
    assert torture.parse_tcl_list('dg-skip-if "why" { ! { i?86-*-* x86_64-*-* } }') == \
        ["dg-skip-if", "why", ["!", ["i?86-*-*", "x86_64-*-*"]]]


def test_parse_directives_finds_each_directive():
    source = ('/* { dg-options "-fwrapv -O1" } */\nint x;\n'
              '/* { dg-require-effective-target int128 } */\n')
    assert torture.parse_directives(source) == [
        ["dg-options", "-fwrapv -O1"],
        ["dg-require-effective-target", "int128"]]


def test_unbalanced_directive_skips_the_test(tmp_path):
    plan = plan_for(tmp_path, '/* { dg-options "-O1" */\n')
    assert plan.skip


def test_dg_options_are_added(tmp_path):
    plan = plan_for(tmp_path, '/* { dg-options { "-fwrapv" } } */\n'
                              '/* { dg-additional-options "-fno-inline -fwrapv" } */\n')
    assert plan.skip is None
    assert plan.extra_flags == ["-fwrapv", "-fno-inline", "-fwrapv"]


def test_dg_options_with_target_clause_apply_only_there(tmp_path):
    source = '/* { dg-options "-mno-mmx" { target { x86_64-*-* i?86-*-* } } } */\n'
    assert plan_for(tmp_path, source, X86).extra_flags == ["-mno-mmx"]
    assert plan_for(tmp_path, source, ARM).extra_flags == []


def test_target_clause_with_and_and_effective_target(tmp_path):
    source = '/* { dg-options "-mtune=i686" { target { { i?86-*-* x86_64-*-* } && ia32 } } } */\n'
    assert plan_for(tmp_path, source, X86).extra_flags == []


# --- target selectors ----------------------------------------------------------

@pytest.mark.parametrize("selector, target, expected", [
    (["*-*-*"], X86, True),
    (["arm*-*-*"], ARM, True),
    (["arm*-*-*"], X86, False),
    (["x86_64-*-*"], X86, True),
    (["i?86-*-*"], X86, False),
    (["*-*-linux*"], X86, True),          # needs the x86_64-pc-linux-gnu form
    (["m68k-*-linux*"], ARM, False),
    (["!", ["i?86-*-*", "x86_64-*-*"]], ARM, True),
    (["!", ["i?86-*-*", "x86_64-*-*"]], X86, False),
    (["hppa*-*-hpux*", "arm*-*-*"], ARM, True),
    (["freestanding"], X86, False),
    (["!", "alloca"], ARM, False),
    (["target", "x86_64-*-*"], X86, True),
])
def test_selector_matches(selector, target, expected):
    assert torture.selector_matches(selector, target) is expected


def test_unknown_effective_target_raises():
    with pytest.raises(torture.SelectorError):
        torture.selector_matches(["no_such_thing"], X86)


def test_dg_skip_if_matching_target_skips(tmp_path):
    source = '/* { dg-skip-if "not on arm" { arm*-*-* } } */\n'
    assert plan_for(tmp_path, source, ARM).skip == 'dg-skip-if { "not on arm" { arm*-*-* } }'
    assert plan_for(tmp_path, source, X86).skip is None


def test_dg_skip_if_honours_option_lists(tmp_path):
    source = '/* { dg-skip-if "needs -O1+" { *-*-* } { "-O0" } { "" } } */\n'
    assert plan_for(tmp_path, source, flags=["-O2"]).skip is None
    assert plan_for(tmp_path, source, flags=["-O0"]).skip
    only_target = '/* { dg-skip-if "x" { *-*-* } "-fomit-frame-pointer" "" } */\n'
    assert plan_for(tmp_path, only_target, flags=["-O2"]).skip is None


def test_require_effective_target(tmp_path):
    source = '/* { dg-require-effective-target int128 } */\n'
    assert plan_for(tmp_path, source, X86).skip is None
    assert "int128" in plan_for(tmp_path, source, ARM).skip
    unknown = '/* { dg-require-effective-target frobnicator } */\n'
    assert "frobnicator" in plan_for(tmp_path, unknown, X86).skip


def test_dg_do_other_than_run_skips(tmp_path):
    assert plan_for(tmp_path, "/* { dg-do run } */\n").skip is None
    assert plan_for(tmp_path, "/* { dg-do compile } */\n").skip == "dg-do compile"


def test_dg_add_options(tmp_path):
    assert plan_for(tmp_path, "/* { dg-add-options ieee } */\n").skip is None
    assert plan_for(tmp_path, "/* { dg-add-options mystery } */\n").skip


def test_x_file_rules(tmp_path):
    x_file = tmp_path / "a.x"
    x_file.write_text('if [istarget "avr-*-*"] {\n    return 1\n}\n'
                      'lappend additional_flags "-fno-ivopts" "-fno-gcse"\nreturn 0\n')
    assert torture.read_x_file(x_file, X86) == (None, ["-fno-ivopts", "-fno-gcse"])
    x_file.write_text('if { [check_effective_target_c99_runtime] } {\n'
                      '    return 0\n}\nreturn 1\n')
    assert torture.read_x_file(x_file, X86) == (None, [])
    x_file.write_text('if [istarget "arm*-*-*"] {\n    return 1\n}\nreturn 0\n')
    assert torture.read_x_file(x_file, ARM)[0] == "a.x returns 1"
    x_file.write_text('if { [mystery] } {\n    return 1\n}\nreturn 0\n')
    assert torture.read_x_file(x_file, X86)[0] == "a.x may return 1"


# --- classification -------------------------------------------------------------

@pytest.mark.parametrize("outcome, expected", [
    (Outcome(0, ""), None),
    (Outcome(1, "t.c:1:1: error: expected ';'"), COMPILE_ERROR),
    (Outcome(4, "t.c:3:1: internal compiler error: Segmentation fault"), ICE),
    (Outcome(-11, ""), ICE),
    (Outcome(None, "", timed_out=True), TIMEOUT),
])
def test_classify_compile(outcome, expected):
    assert runner.classify_compile(outcome) == expected


@pytest.mark.parametrize("outcome, expected", [
    (Outcome(0, "ok"), PASS),
    (Outcome(1, ""), FAIL),
    (Outcome(-6, "qemu: uncaught target signal 6 (Aborted)"), FAIL),
    (Outcome(None, "", timed_out=True), TIMEOUT),
])
def test_classify_run(outcome, expected):
    assert runner.classify_run(outcome) == expected


def test_run_command_timeout_and_signal():
    slow = runner.run_command(["sleep", "5"], timeout=0.3)
    assert slow.timed_out and runner.classify_run(slow) == TIMEOUT
    killed = runner.run_command(["sh", "-c", "kill -SEGV $$"], timeout=10)
    assert killed.returncode == -11 and runner.describe(killed) == "signal 11"


def test_run_command_missing_program():
    assert runner.run_command(["/nonexistent/cc"], timeout=5).returncode == 127


# --- comparison and reports --------------------------------------------------------

def test_newly_failing():
    baseline = {"a.c": PASS, "b.c": PASS, "c.c": FAIL, "d.c": ICE, "e.c": SKIP}
    plugged = {"a.c": PASS, "b.c": TIMEOUT, "c.c": FAIL, "d.c": ICE, "e.c": SKIP,
               "new.c": FAIL}
    assert torture.newly_failing(baseline, plugged) == [
        ("b.c", PASS, TIMEOUT), ("d.c", ICE, ICE)]


def test_totals_and_report():
    results = {"a.c": PASS, "b.c": PASS, "c.c": SKIP}
    assert torture.totals(results) == {PASS: 2, FAIL: 0, ICE: 0, COMPILE_ERROR: 0,
                                       TIMEOUT: 0, SKIP: 1}
    report = torture.format_report(X86, {"baseline": results}, [("b.c", PASS, FAIL)])
    assert "newly failing with plugins: 1" in report and "b.c: PASS -> FAIL" in report


def test_plugins_and_plugin_args(tmp_path):
    (tmp_path / X86).mkdir()
    for name in ("xopt_sms.so", "xopt_slpm.so"):
        (tmp_path / X86 / name).write_text("")
    assert [p.name for p in runner.find_plugins(X86, "all", tmp_path)] == \
        ["xopt_slpm.so", "xopt_sms.so"]
    assert runner.find_plugins(X86, "none", tmp_path) == []
    assert runner.find_plugins(ARM, "all", tmp_path) == []
    with pytest.raises(runner.ToolError):
        runner.find_plugins(X86, "sms,nosuch", tmp_path)
    sms = runner.find_plugins(X86, "sms", tmp_path)
    flags = runner.plugin_flags(sms, ["xopt_sms-ii=4", "slpm-x=1", "sms-verbose"])
    assert flags == [f"-fplugin={sms[0]}", "-fplugin-arg-xopt_sms-ii=4",
                     "-fplugin-arg-xopt_sms-verbose"]
    assert runner.unused_plugin_args(sms, ["slpm-x=1"]) == ["slpm-x=1"]


def test_glue_option_values():
    assert runner.glue_option_values(["--flags", "-O2", "--jobs", "2"]) == \
        ["--flags=-O2", "--jobs", "2"]


def test_select_tests():
    cases = [torture.TestCase(n, Path(n)) for n in ("a.c", "b.c", "pr1.c", "pr2.c")]
    assert [c.name for c in torture.select_tests(cases, r"^pr", 1)] == ["pr1.c"]


# --- end to end with the real compilers -----------------------------------------

def make_execute_dir(root: Path) -> Path:
    """A fake gcc.c-torture/execute with one test per interesting class."""
    execute = root / "execute"
    (execute / "ieee").mkdir(parents=True)
    (execute / "pass.c").write_text("int main (void) { return 0; }\n")
    (execute / "abort.c").write_text(
        "#include <stdlib.h>\nint main (void) { abort (); }\n")
    (execute / "skipped.c").write_text(
        '/* { dg-skip-if "always" { *-*-* } } */\nint main (void) { return 1; }\n')
    (execute / "ieee" / "fp.c").write_text(
        "#include <math.h>\nvolatile double x = 2.0;\n"
        "int main (void) { return sqrt (x) * sqrt (x) > 2.1; }\n")
    return execute


def needs(*tools):
    missing = [tool for tool in tools if shutil.which(tool) is None]
    return pytest.mark.skipif(bool(missing), reason=f"missing {missing}")


@needs("x86_64-linux-gnu-gcc-12")
def test_run_suite_native(tmp_path):
    cases = torture.discover_tests(make_execute_dir(tmp_path))
    settings = torture.Settings(X86, ["-O2"], log_dir=tmp_path / "logs")
    results = torture.run_suite(cases, settings, tmp_path / "work", jobs=2)
    assert results == {"pass.c": PASS, "abort.c": FAIL, "skipped.c": SKIP,
                       "ieee/fp.c": PASS}
    assert (tmp_path / "logs" / "abort.c.log").read_text().startswith("FAIL")


@needs("arm-linux-gnueabihf-gcc-12", "qemu-arm")
def test_run_suite_arm_under_qemu(tmp_path):
    cases = torture.discover_tests(make_execute_dir(tmp_path), ieee=False)
    settings = torture.Settings(ARM, ["-O2"])
    results = torture.run_suite(cases, settings, tmp_path / "work", jobs=2)
    assert results == {"pass.c": PASS, "abort.c": FAIL, "skipped.c": SKIP}


@needs("x86_64-linux-gnu-gcc-12")
def test_main_baseline_only_writes_json(tmp_path, capsys):
    execute = make_execute_dir(tmp_path)
    out = tmp_path / "out"
    status = torture.main(["--source-dir", str(execute), "--output", str(out),
                           "--plugins", "none", "--flags", "-O1", "--no-ieee"])
    assert status == 0
    assert runner.read_json(out / f"{X86}-baseline.json") == {
        "pass.c": PASS, "abort.c": FAIL, "skipped.c": SKIP}
    assert "baseline" in capsys.readouterr().out
    assert (out / "summary.txt").is_file()


@needs("x86_64-linux-gnu-gcc-12")
def test_main_reports_tests_broken_by_a_plugin(tmp_path, capsys):
    """A bogus .so makes GCC refuse every compile: each baseline PASS must
    show up as newly failing and the exit status must be 1."""
    execute = make_execute_dir(tmp_path)
    build = tmp_path / "build"
    (build / X86).mkdir(parents=True)
    (build / X86 / "xopt_bogus.so").write_text("not a shared object")
    out = tmp_path / "out"
    status = torture.main(["--source-dir", str(execute), "--output", str(out),
                           "--build-dir", str(build), "--no-ieee"])
    assert status == 1
    assert runner.read_json(out / f"{X86}-plugins.json")["pass.c"] == COMPILE_ERROR
    assert "pass.c: PASS -> COMPILE-ERROR" in capsys.readouterr().out


def test_main_rejects_unknown_plugin(tmp_path):
    execute = make_execute_dir(tmp_path)
    assert torture.main(["--source-dir", str(execute), "--output", str(tmp_path / "o"),
                         "--build-dir", str(tmp_path), "--plugins", "nosuch"]) == 2


def test_relative_output_folder_works(tmp_path, monkeypatch):
    """A relative --output must not break compiles run in other folders."""
    if shutil.which("x86_64-linux-gnu-gcc-12") is None:
        pytest.skip("no gcc-12")
    source = tmp_path / "execute"
    source.mkdir()
    (source / "ok.c").write_text("int main (void) { return 0; }\n")
    monkeypatch.chdir(tmp_path)
    status = torture.main(["--target", "x86_64-linux-gnu", "--plugins", "none",
                           "--source-dir", str(source), "--output", "rel-out",
                           "--no-ieee"])
    assert status == 0
    results = json.loads((tmp_path / "rel-out" / "x86_64-linux-gnu-baseline.json").read_text())
    assert results == {"ok.c": "PASS"}
