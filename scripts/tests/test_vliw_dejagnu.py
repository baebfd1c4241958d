"""testsuite/lib/xopt-vliw.exp: the dg-final procs xopt-vliw-check and
xopt-vliw-brute pass on good schedule files and fail on bad ones, run by
DejaGnu on a scratch testsuite (as test_harness.py does)."""

import copy
import json
import os
import shutil
import subprocess

import pytest

from test_vliw_check import DATA, case, m_transfer_too_early

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TRIPLET = "x86_64-linux-gnu"
BUILD = os.path.join(ROOT, "build", TRIPLET)
FIXTURE = os.path.join(BUILD, "testsuite", "xopt_fixture.so")

HEAD = "/* { dg-do compile } */\nint x;\n"
TESTS = {
    "good.c": '/* { dg-final { xopt-vliw-check "good.vliw.json" } } */',
    "bad.c": '/* { dg-final { xopt-vliw-check "bad.vliw.json" } } */',
    "none.c": '/* { dg-final { xopt-vliw-check "none.vliw.json" } } */',
    "other.c": '/* { dg-final { xopt-vliw-check "bad.vliw.json" { target arm*-*-* } } } */',
    "edge.c": '/* { dg-final { xopt-vliw-brute "edge.vliw.json" } } */',
    "muls.c": '/* { dg-final { xopt-vliw-brute "muls.vliw.json" { --method uas } } } */',
}

EXP = """load_lib xopt-dg.exp
load_lib xopt-vliw.exp
xopt-plugin fixture
dg-init
dg-runtest [lsort [glob -nocomplain $srcdir/$subdir/*.c]] "" "-O2"
dg-finish
"""


def _schedule_files(run):
    model = str(DATA / "test2.model")
    cases = {"good": [case("straight"), case("loop")], "edge": [case("critical_edge")],
             "muls": [case("four_muls")]}
    broken = copy.deepcopy(case("straight"))
    m_transfer_too_early(broken)
    cases["bad"] = [case("diamond"), broken]
    for name, lines in cases.items():
        for raw in lines:
            raw["model"]["file"] = model
        (run / f"{name}.vliw.json").write_text("".join(json.dumps(r) + "\n" for r in lines))


@pytest.fixture(scope="module")
def summary(tmp_path_factory):
    if not os.path.exists(FIXTURE) or shutil.which("runtest") is None:
        pytest.skip("needs `make` (fixture plugin) and DejaGnu")
    src = tmp_path_factory.mktemp("vliwself") / "testsuite"
    src.mkdir()
    for part in ("lib", "boards", "config"):
        shutil.copytree(os.path.join(ROOT, "testsuite", part), src / part)
    tests = src / "xopt.vliwself"
    tests.mkdir()
    (tests / "vliwself.exp").write_text(EXP)
    for name, text in TESTS.items():
        (tests / name).write_text(HEAD + text + "\n")
    run = src / "run"
    run.mkdir()
    _schedule_files(run)
    (run / "site.exp").write_text(
        f'set srcdir "{src}"\nset xopt_build_dir "{BUILD}"\n'
        f'set boards_dir "{src}/boards"\n')
    env = dict(os.environ, XOPT_SCRIPTS_DIR=os.path.join(ROOT, "scripts"))
    subprocess.run(["runtest", "--tool", "xopt", "--srcdir", str(src),
                    "--target", TRIPLET, "--target_board", f"xopt-{TRIPLET}"],
                   cwd=run, env=env, capture_output=True, timeout=300, check=False)
    return (run / "xopt.sum").read_text()


@pytest.mark.parametrize("line", [
    "PASS: xopt.vliwself/good.c xopt-vliw-check good.vliw.json",
    "FAIL: xopt.vliwself/bad.c xopt-vliw-check bad.vliw.json",
    "UNRESOLVED: xopt.vliwself/none.c xopt-vliw-check none.vliw.json (no file)",
    "PASS: xopt.vliwself/edge.c xopt-vliw-brute edge.vliw.json",
    "FAIL: xopt.vliwself/muls.c xopt-vliw-brute muls.vliw.json",
])
def test_outcome_is_reported(summary, line):
    assert line in summary.splitlines(), summary


def test_unselected_check_is_skipped(summary):
    assert "other.c xopt-vliw" not in summary, summary
