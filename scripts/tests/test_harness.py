"""The DejaGnu harness must report FAIL when a test's expectation is wrong.

A harness whose checks cannot fail proves nothing, so this runs runtest on
a scratch testsuite of deliberately wrong tests (with the real library,
boards and fixture plugin) and checks that each wrong expectation fails and
the control test passes.
"""

import os
import shutil
import subprocess

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TRIPLET = "x86_64-linux-gnu"
BUILD = os.path.join(ROOT, "build", TRIPLET)
FIXTURE = os.path.join(BUILD, "testsuite", "xopt_fixture.so")

LOOP = "int a[64];\nvoid f (int n)\n{\n  for (int i = 0; i < n; i++)%s\n    a[i] *= 3;\n}\n"

TESTS = {
    "control.c": "/* { dg-do compile } */\n/* { dg-options \"-O2 -fopt-info-loop\" } */\n"
    + LOOP % " /* { dg-optimized \"fixture: loop at depth 1\" } */",
    "wrong-remark.c": "/* { dg-do compile } */\n/* { dg-options \"-O2 -fopt-info-loop\" } */\n"
    + LOOP % " /* { dg-optimized \"fixture: loop at depth 7\" } */",
    "unwanted-remark.c": "/* { dg-do compile } */\n/* { dg-options \"-O2 -fopt-info-loop\" } */\n"
    + LOOP % ""
    + "/* { dg-final { scan-remarks-not \"optimized: fixture\" } } */\n",
    "wrong-dump.c": "/* { dg-do compile } */\n"
    "/* { dg-options \"-O2 -fplugin-arg-xopt_fixture-dump\" } */\n"
    + LOOP % ""
    + "/* { dg-final { scan-tree-dump \"no such text\" xopt_fixture } } */\n"
    "/* { dg-final { scan-tree-dump-times \"has 1 loops\" 5 xopt_fixture } } */\n"
    "/* { dg-final { scan-tree-dump-not \"has 1 loops\" xopt_fixture } } */\n"
    "/* { dg-final { scan-tree-dump \"selected\" xopt_fixture { target x86_64-*-* } } } */\n"
    "/* { dg-final { scan-tree-dump \"unselected\" xopt_fixture { target arm*-*-* } } } */\n",
    # The remark of the loop at line 30 is "column-not-line.c:30:21: ...";
    # the directive of line 21 must not take it.
    "column-not-line.c": "/* { dg-do compile } */\n/* { dg-options \"-O2 -fopt-info-loop\" } */\n"
    "int a[64];\nvoid f (int n)\n{\n" + "\n" * 15
    + "  for (int i = 0; i < n; i++) /* { dg-optimized \"fixture: loop at depth 1\" } */\n"
    "    a[i] *= 3;\n" + "\n" * 7
    + "  for (int i = 0; i < n; i++) /* { dg-optimized \"fixture: loop at depth 1\" } */\n"
    "    a[i] += 1;\n}\n",
    "abort-run.c": "/* { dg-do run } */\nextern void abort (void);\n"
    "int main (void) { abort (); }\n",
    "missing-error.c": "/* { dg-do compile } */\n"
    "/* { dg-error \"never printed\" \"\" { target *-*-* } 0 } */\nint x;\n",
    "excess-error.c": "/* { dg-do compile } */\nint x = y;\n",
    "file-scan.c": "/* { dg-do compile } */\n"
    "/* { dg-options \"-O2 -fopt-info-loop=file-scan.c.remarks\" } */\n"
    + LOOP % ""
    + "/* { dg-final { scan-file \"file-scan.c.remarks\" \"fixture: loop at depth 1\" } } */\n"
    "/* { dg-final { scan-file \"file-scan.c.remarks\" \"no such text\" } } */\n"
    "/* { dg-final { scan-file \"file-scan.c.none\" \"x\" } } */\n",
}

EXP = """load_lib xopt-dg.exp
xopt-plugin fixture
dg-init
dg-runtest [lsort [glob -nocomplain $srcdir/$subdir/*.c]] "" "-O2"
dg-finish
"""


@pytest.fixture(scope="module")
def summary(tmp_path_factory):
    if not os.path.exists(FIXTURE) or shutil.which("runtest") is None:
        pytest.skip("needs `make` (fixture plugin) and DejaGnu")
    # DejaGnu finds the test tree only in a folder named "testsuite".
    src = tmp_path_factory.mktemp("selftest") / "testsuite"
    src.mkdir()
    for part in ("lib", "boards", "config"):
        shutil.copytree(os.path.join(ROOT, "testsuite", part), src / part)
    tests = src / "xopt.selftest"
    tests.mkdir()
    (tests / "selftest.exp").write_text(EXP)
    for name, text in TESTS.items():
        (tests / name).write_text(text)
    run = src / "run"
    run.mkdir()
    (run / "site.exp").write_text(
        f'set srcdir "{src}"\nset xopt_build_dir "{BUILD}"\n'
        f'set boards_dir "{src}/boards"\n')
    subprocess.run(["runtest", "--tool", "xopt", "--srcdir", str(src),
                    "--target", TRIPLET, "--target_board", f"xopt-{TRIPLET}"],
                   cwd=run, capture_output=True, timeout=300, check=False)
    return (run / "xopt.sum").read_text()


@pytest.mark.parametrize("line", [
    "PASS: xopt.selftest/control.c  (test for remark, line 6)",
    "FAIL: xopt.selftest/wrong-remark.c  (test for remark, line 6)",
    "FAIL: xopt.selftest/unwanted-remark.c scan-remarks-not \"optimized: fixture\"",
    "FAIL: xopt.selftest/wrong-dump.c scan-tree-dump xopt_fixture \"no such text\"",
    "FAIL: xopt.selftest/wrong-dump.c scan-tree-dump-times xopt_fixture \"has 1 loops\"",
    "FAIL: xopt.selftest/wrong-dump.c scan-tree-dump-not xopt_fixture \"has 1 loops\"",
    "FAIL: xopt.selftest/wrong-dump.c scan-tree-dump xopt_fixture \"selected\"",
    "PASS: xopt.selftest/column-not-line.c  (test for remark, line 21)",
    "PASS: xopt.selftest/column-not-line.c  (test for remark, line 30)",
    "FAIL: xopt.selftest/abort-run.c execution test",
    "FAIL: xopt.selftest/missing-error.c  (test for errors, line )",
    "FAIL: xopt.selftest/excess-error.c (test for excess errors)",
    "PASS: xopt.selftest/file-scan.c scan-file file-scan.c.remarks \"fixture: loop at depth 1\"",
    "FAIL: xopt.selftest/file-scan.c scan-file file-scan.c.remarks \"no such text\"",
    "FAIL: xopt.selftest/file-scan.c scan-file file-scan.c.none \"x\" (no file)",
])
def test_expectation_is_reported(summary, line):
    assert line in summary.splitlines(), summary


def test_unselected_scan_is_skipped(summary):
    assert "unselected" not in summary, summary
