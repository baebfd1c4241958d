"""scripts/mutate on a toy tree: a "plugin" that make copies, and a
"testsuite" that fails when the copy holds a planted bug, so that every
verdict (killed, survived, equivalent, not applicable) and the restored
sources can be checked in a second."""
import json
import subprocess
from pathlib import Path

import pytest

from xopttools import mutate

MAKEFILE = """\
.SECONDARY:
all: build/b1/xopt_toy.so build/b2/xopt_toy.so
build/%/xopt_toy.so: build/%/obj/toy.o
\tcp $< $@
build/%/obj/toy.o: plugins/toy/toy.cc
\tmkdir -p $(@D) && cp $< $@
check-board-%: all
\td=build/$*/testsuite/run$(if $(RUNNAME),-$(RUNNAME)); mkdir -p $$d; \\
\tsh ./tests.sh $* "$(RUNTESTFLAGS)" > $$d/xopt.sum
"""
# One test: it fails on board $1 when the plugin holds BUG_ALL or BUG_$1.
# The flags the script gave are kept, to check the killers run first.
TESTS = """\
echo "$2" >> flags.log
if grep -q "BUG_ALL\\|BUG_$1" build/$1/xopt_toy.so; then
  echo "FAIL: xopt.toy/guard.c execution test"; exit 1
fi
echo "PASS: xopt.toy/guard.c execution test"
"""
SOURCE = "if (n > 0 && guard_ok (n))\n  transform ();\n"
BOARDS = "b1,b2"


def toy_tree(tmp_path: Path, mutants) -> Path:
    tree = tmp_path / "tree"
    (tree / "plugins/toy").mkdir(parents=True)
    (tree / "scripts/mutants").mkdir(parents=True)
    (tree / "Makefile").write_text(MAKEFILE)
    (tree / "tests.sh").write_text(TESTS)
    (tree / "plugins/toy/toy.cc").write_text(SOURCE)
    (tree / "scripts/mutants/toy.json").write_text(json.dumps(mutants))
    subprocess.run(["git", "init", "-q"], cwd=tree, check=True)
    return tree


def mutant(mid, replacement, **extra):
    m = {"id": mid, "file": "plugins/toy/toy.cc", "original": "guard_ok (n)",
         "replacement": replacement, "removes": "the guard"}
    m.update(extra)
    return m


def run(tree, capsys, *extra):
    status = mutate.main(["--tree", str(tree), "--boards", BOARDS] + list(extra))
    return status, capsys.readouterr().out


@pytest.mark.parametrize("replacement, extra, status, lines", [
    ("BUG_ALL", {}, 0, ["KILLED   m on b1 by FAIL: xopt.toy/guard.c",
                        "KILLED   m on b2 by FAIL: xopt.toy/guard.c"]),
    ("BUG_b1", {}, 1, ["KILLED   m on b1",
                       "SURVIVED m on b2 (removes: the guard)"]),
    ("BUG_b1", {"equivalent_on": {"b2": "no flags"}}, 0,
     ["KILLED   m on b1", "EQUIV    m on b2: no flags"]),
])
def test_verdicts_and_restored_source(tmp_path, capsys, replacement, extra,
                                      status, lines):
    tree = toy_tree(tmp_path, [mutant("m", replacement, **extra)])
    got, out = run(tree, capsys)
    assert got == status
    for line in lines:
        assert line in out
    assert (tree / "plugins/toy/toy.cc").read_text() == SOURCE


def test_missing_original_is_an_error_before_any_run(tmp_path, capsys):
    m = mutant("m-gone", "BUG_ALL")
    m["original"] = "guard_ok (m)"
    tree = toy_tree(tmp_path, [m])
    status, out = run(tree, capsys)
    assert status == 2
    assert "original text found 0 times" in out
    assert not (tree / "build").exists()


def test_killers_run_first_and_must_pass_unmutated(tmp_path, capsys):
    tree = toy_tree(tmp_path, [mutant("m-all", "BUG_ALL",
                                      killers=["guard.c"])])
    status, out = run(tree, capsys)
    assert status == 0
    copy = tree / "build/mutate/tree"
    flags = (copy / "flags.log").read_text().split("\n")
    # The baseline and the mutant ran the killer alone, nothing else.
    assert flags[:4] == ["toy.exp=guard.c"] * 4
    (tree / "plugins/toy/toy.cc").write_text(SOURCE.replace("guard_ok (n)",
                                                            "guard_ok (n) BUG_b2"))
    status, out = run(tree, capsys, "--id", "m-all")
    assert status == 2
    assert "fails on the unmutated tree on b2" in out


def test_bad_lists_are_refused(tmp_path):
    tree = toy_tree(tmp_path, [mutant("m", "BUG_ALL"), mutant("m", "BUG_b1")])
    with pytest.raises(mutate.ToolError, match="duplicate mutant ids: m"):
        mutate.load_mutants(tree / "scripts/mutants")
    bad = mutant("m", "BUG_ALL")
    del bad["removes"]
    with pytest.raises(mutate.ToolError, match="missing \\['removes'\\]"):
        mutate.parse_mutant(bad, "toy", "toy.json")


def test_every_listed_mutant_applies_to_this_tree():
    root = mutate.repo_root()
    mutants = mutate.load_mutants(root / "scripts/mutants")
    assert mutate.check_applicable(root, mutants) == []
    for plugin in ("sms", "slpm", "liverange", "ifconv"):
        assert len([m for m in mutants if m.plugin == plugin]) >= 5


def test_scratch_trees_do_not_copy_each_other(tmp_path, capsys):
    tree = toy_tree(tmp_path, [mutant("m-all", "BUG_ALL")])
    subprocess.run(["make", "-s", "all"], cwd=tree, check=True)
    assert run(tree, capsys, "--workdir", str(tree / "build/one"))[0] == 0
    assert run(tree, capsys, "--workdir", str(tree / "build/two"))[0] == 0
    copy = tree / "build/two/tree"
    assert (copy / "build/b1/obj/toy.o").is_file()
    assert not list(copy.glob("build/one")) and not list(copy.glob("**/two"))
