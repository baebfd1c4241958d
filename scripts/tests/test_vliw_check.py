"""scripts/vliw-check on the hand-written schedules of scripts/tests/vliw/:
they are accepted, and one mutation per rule of doc/vliw-format.md is
rejected with the message of that rule (so every rule is proven to fire)."""

import copy
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from xopttools import vliw_check

DATA = Path(__file__).parent / "vliw"
SCRIPT = Path(__file__).parents[1] / "vliw-check"
MODEL_TEXT = (DATA / "test2.model").read_text()


def case(name):
    return json.loads((DATA / f"{name}.json").read_text())


def messages(raw, model_text=None, tmp_path=None):
    if model_text is not None:
        path = tmp_path / "mutated.model"
        path.write_text(model_text)
        raw["model"]["file"] = str(path)
    found, _ = vliw_check.check_line(raw, vliw_check.ModelCache(DATA))
    return found


def insn(raw, uid):
    return next(i for i in raw["insns"] if i["uid"] == uid)


def add_web(raw, regno):
    raw["webs"].append({"id": len(raw["webs"]), "regno": regno, "pinned": None})
    return len(raw["webs"]) - 1


@pytest.mark.parametrize("name", ["straight", "diamond", "loop"])
def test_valid_cases_are_accepted(name):
    assert messages(case(name)) == []


def test_placement_on_the_edge_or_in_the_source_block_are_both_valid():
    raw = case("diamond")
    raw["transfers"] = [{"web": 0, "from": 0, "to": 1, "block": 2, "cycle": 1}]
    raw["blocks"][2]["length"] = 0
    raw["objective"] = raw["bound"] = 5.5
    assert messages(raw) == []


def test_global_insn_reads_its_operand_from_any_cluster():
    raw = case("diamond")
    insn(raw, 21)["cluster"] = 1           # the branch reads r101 on cluster 1
    insn(raw, 20)["cluster"] = 1
    raw["transfers"] = []                  # r100 is now on cluster 1 on both paths
    raw["blocks"][2]["length"] = 0
    raw["objective"] = raw["bound"] = 5.5
    assert messages(raw) == []


def test_register_anti_dep_between_clusters_is_void():
    raw = case("straight")
    raw["deps"].append({"from": 12, "to": 17, "kind": "anti", "latency": 5, "web": 5})
    assert messages(raw) == []
    raw["deps"][-1]["web"] = None
    assert any("anti dep 12->17 latency 5" in m for m in messages(raw))


def _shift(raw, uid, cycle):
    insn(raw, uid)["cycle"] = cycle


def _add_insn(raw, after, **fields):
    index = raw["insns"].index(insn(raw, after)) + 1
    new = {"block": 2, "defs": [], "uses": [], "jump": False, "text": "added"}
    new.update(fields)
    raw["insns"].insert(index, new)


def m_listed_dep(raw):
    raw["deps"][6]["latency"] = 9


def m_derived_flow(raw):
    raw["deps"] = []
    _shift(raw, 13, 3)


def m_derived_anti(raw):
    raw["deps"] = []
    _shift(raw, 30, 1)


def m_derived_output(raw):
    insn(raw, 11)["defs"] = [2, 6]


def m_issue_width(raw):
    return MODEL_TEXT.replace("issue 4", "issue 2")


def m_cluster_issue(raw):
    return MODEL_TEXT.replace("cluster_issue 2", "cluster_issue 1")


def m_cluster_unit(raw):
    insn(raw, 17)["class"] = "mul"


def m_hall_alternatives(raw):
    _add_insn(raw, 17, uid=18, **{"class": "alu"}, cluster=0, cycle=2,
              defs=[add_web(raw, 107)], uses=[5])
    return MODEL_TEXT.replace("cluster_issue 2", "")


def m_multi_stage(raw):
    _add_insn(raw, 14, uid=19, **{"class": "mul"}, cluster=1, cycle=6,
              defs=[add_web(raw, 108)], uses=[5])


def m_global_unit(raw):
    _add_insn(raw, 10, uid=18, **{"class": "load"}, cluster=1, cycle=0,
              defs=[add_web(raw, 107)], uses=[5])


def m_bus_ports(raw):
    raw["transfers"].append({"web": 0, "from": 0, "to": 1, "block": 2, "cycle": 2})


def m_exclusive_call(raw):
    raw["transfers"].append({"web": 1, "from": 1, "to": 0, "block": 4, "cycle": 3})


def m_cluster_range(raw):
    insn(raw, 13)["cluster"] = 2


def m_global_has_cluster(raw):
    insn(raw, 16)["cluster"] = 0


def m_pinned0_class(raw):
    insn(raw, 40)["class"] = "alu"
    insn(raw, 40)["cluster"] = 1
    insn(raw, 40)["class"] = "other"


def m_pinned_web(raw):
    insn(raw, 40)["class"] = "alu"
    insn(raw, 40)["cluster"] = 1


def m_pinned_insn(raw):
    insn(raw, 13)["pinned"] = 0


def m_missing_transfer(raw):
    raw["transfers"].pop(0)


def m_transfer_too_early(raw):
    raw["transfers"][0]["cycle"] = 1


def m_use_before_transfer(raw):
    return MODEL_TEXT.replace("xfer          1", "xfer          2")


def m_missing_on_edge(raw):
    raw["transfers"] = []
    raw["blocks"][2]["length"] = 0
    raw["objective"] = raw["bound"] = 5.5


def m_missing_before_loop(raw):
    raw["transfers"].pop(0)


def m_stale_version(raw):
    # the transfer on the edge carries block 2's r100; block 5 redefines it
    # on cluster 0 first, so the use on cluster 1 reads an old version.
    raw["insns"].insert(4, {"uid": 49, "block": 5, "class": "alu", "cluster": 0,
                            "cycle": 0, "defs": [0], "uses": [], "jump": False,
                            "text": "r100=1"})


def m_global_read_too_early(raw):
    _shift(raw, 32, 1)


def m_jump_not_last_cycle(raw):
    _shift(raw, 16, 7)


def m_jump_not_last_insn(raw):
    jump = raw["insns"].pop(7)
    raw["insns"].insert(3, jump)


def m_objective(raw):
    raw["objective"] = 10.0


def m_bound(raw):
    raw["bound"] = 12.0


def m_length(raw):
    raw["blocks"][0]["length"] = 8


def m_edge_jump_slot(raw):
    return MODEL_TEXT.replace("issue 4", "issue 1").replace("cluster_issue 2", "")


MUTATIONS = [
    ("straight", m_listed_dep, r"mem dep 10->15 latency 9"),
    ("straight", m_derived_flow, r"block 2, cycle 3: flow dependence on web 1 \(r101\) "
     r"from insn 12 .*derived"),
    ("loop", m_derived_anti, r"anti dependence on web 1 \(r101\) from insn 30 .*derived"),
    ("straight", m_derived_output, r"output dependence on web 6 \(r106\) from insn 11"),
    ("straight", m_issue_width, r"cycle 2: 3 insns and transfers issue, width 2"),
    ("straight", m_cluster_issue, r"cycle 2: 2 insns and transfers into cluster 0, cluster_issue 1"),
    ("straight", m_cluster_unit, r"cycle 2: units mul\[0\] \(1 in all\) over-subscribed by 2"),
    ("straight", m_hall_alternatives, r"cycle 2: units alu\[0\], mul\[0\] \(2 in all\) "
     r"over-subscribed by 3"),
    ("straight", m_multi_stage, r"cycle 6: units mul\[1\] .*insn 14 \(div\); insn 19"),
    ("straight", m_global_unit, r"cycle 0: units dmem \(1 in all\)"),
    ("straight", m_bus_ports, r"cycle 2: units xr\[0\] \(1 in all\) over-subscribed"),
    ("loop", m_exclusive_call, r"block 4, cycle 3: transfer of web 1 \(r101\) issues "
     r"while exclusive insn 41 \(call, cycles 2..4\)"),
    ("straight", m_cluster_range, r"insn 13 \(alu\) has cluster 2, not in 0..1"),
    ("straight", m_global_has_cluster, r"insn 16 of global class branch has cluster 0"),
    ("loop", m_pinned0_class, r"insn 40 of pinned0 class other is on cluster 1"),
    ("loop", m_pinned_web, r"insn 40 on cluster 1 touches web 3 \(r0\) pinned to cluster 0"),
    ("straight", m_pinned_insn, r"insn 13 is pinned to cluster 0 but on 1"),
    ("straight", m_missing_transfer, r"cycle 3: insn 12 reads web 0 \(r100\) on cluster 1: "
     r"it holds the block-entry version, not the version of insn 10"),
    ("straight", m_transfer_too_early, r"cycle 1: transfer reads web 0 \(r100\) on cluster 0: "
     r"ready only at cycle 2"),
    ("straight", m_use_before_transfer, r"cycle 3: insn 12 reads web 0 \(r100\) on cluster 1: "
     r"ready only at cycle 4"),
    ("diamond", m_missing_on_edge, r"block 5, cycle 0: insn 50 reads web 0 \(r100\) on "
     r"cluster 1: cluster 1 does not hold it at block entry \(not on exit from block 9\)"),
    ("loop", m_missing_before_loop, r"block 3, cycle 0: insn 30 reads web 0 \(r100\) on "
     r"cluster 1: cluster 1 does not hold it at block entry \(not on exit from block 2\)"),
    ("diamond", m_stale_version, r"block 5, cycle 0: insn 50 reads web 0 \(r100\) on "
     r"cluster 1: it holds the block-entry version, not the version of insn 49"),
    ("loop", m_global_read_too_early, r"block 3, cycle 1: insn 32 \(global\) reads web 2 "
     r"\(r102\): no cluster holds the version of insn 30 ready"),
    ("straight", m_jump_not_last_cycle, r"jump insn 16 issues before cycle 8"),
    ("straight", m_jump_not_last_insn, r"jump insn 16 is not the block's last insn"),
    ("straight", m_objective, r"objective is 10.0 in the file, recomputed 9"),
    ("straight", m_bound, r"bound 12 is above the objective 9"),
    ("straight", m_length, r"block 2: length is 8 in the file, recomputed 9"),
    ("diamond", m_edge_jump_slot, r"block 9: length is 1 in the file, recomputed 2"),
]


@pytest.mark.parametrize("name,mutation,expected", MUTATIONS,
                         ids=[m[1].__name__[2:] for m in MUTATIONS])
def test_each_rule_rejects_its_mutation(name, mutation, expected, tmp_path):
    raw = copy.deepcopy(case(name))
    model_text = mutation(raw)
    found = messages(raw, model_text, tmp_path)
    assert any(re.search(expected, m) for m in found), found


STRUCTURE = [
    (lambda r: insn(r, 20).update({"class": "vector"}), r"class 'vector', not in model"),
    (lambda r: r["blocks"][2].update({"edge": [3, 5]}), r"edge block of 3->5 is not between"),
    (lambda r: insn(r, 50)["uses"].append(7), r"insn 50 names unknown web 7"),
    (lambda r: r["deps"].append({"from": 20, "to": 50, "kind": "flow", "latency": 1,
                                 "web": 0}), r"dep 20->50 crosses blocks"),
    (lambda r: r.update({"method": "magic"}), r"unknown method 'magic'"),
    (lambda r: r["blocks"][0]["succs"].append(7), r"block 2: successor 7 is not listed"),
]


@pytest.mark.parametrize("mutation,expected", STRUCTURE)
def test_broken_structure_is_reported(mutation, expected):
    raw = case("diamond")
    mutation(raw)
    assert any(re.search(expected, m) for m in messages(raw)), messages(raw)


def test_failed_schedule_checks_only_the_problem():
    raw = case("straight")
    raw["status"], raw["why"] = "failed", "GLPK: out of memory"
    for item in raw["insns"]:
        item["cycle"] = item["cluster"] = None
    assert messages(raw) == []


def _write_lines(path, cases):
    path.write_text("".join(json.dumps(c) + "\n" for c in cases))


def test_command_line_exit_status_and_summary(tmp_path):
    good, bad = tmp_path / "good.json", tmp_path / "bad.json"
    _write_lines(good, [case("straight"), case("diamond"), case("loop")])
    broken = case("straight")
    m_transfer_too_early(broken)
    _write_lines(bad, [case("loop"), broken])
    run = subprocess.run([sys.executable, str(SCRIPT), "--models", str(DATA), str(good)],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stdout
    assert run.stdout.strip().endswith("3 schedules (ilp 2, lucas 1): all valid")
    run = subprocess.run([sys.executable, str(SCRIPT), "--models", str(DATA), str(good),
                          str(bad)], capture_output=True, text=True)
    assert run.returncode == 1
    assert f"{bad}:2: straight [ilp], block 2, cycle 1: transfer reads" in run.stdout
    assert "2 schedules (ilp 1, lucas 1): 1 INVALID" in run.stdout


def test_unreadable_model_exits_2(tmp_path):
    path = tmp_path / "s.json"
    raw = case("straight")
    raw["model"] = {"name": "nosuchmodel", "file": None}
    _write_lines(path, [raw])
    run = subprocess.run([sys.executable, str(SCRIPT), "--models", str(DATA), str(path)],
                         capture_output=True, text=True)
    assert run.returncode == 2 and "nosuchmodel.model: cannot read" in run.stdout


def test_require_edge_transfer(tmp_path):
    """--require-edge-transfer METHOD: the critical-edge case passes; with
    its transfer moved into the join, or repeated there, it fails."""
    good = case("critical_edge")
    moved = case("critical_edge")
    edge = next(b for b in moved["blocks"] if b.get("edge"))
    moved["transfers"][0]["block"] = edge["edge"][1]
    repeated = case("critical_edge")
    repeated["transfers"].append(dict(repeated["transfers"][0], block=edge["edge"][1]))
    assert vliw_check.edge_transfer_message(good) is None
    assert "no transfer on a critical-edge block" in vliw_check.edge_transfer_message(moved)
    assert "no transfer on a critical-edge block" in vliw_check.edge_transfer_message(repeated)
    path = tmp_path / "e.json"
    _write_lines(path, [good])
    command = [sys.executable, str(SCRIPT), "--models", str(DATA), str(path),
               "--require-edge-transfer", "ilp"]
    assert subprocess.run(command, capture_output=True, text=True).returncode == 0
    _write_lines(path, [case("straight")])  # valid, but has no edge block
    run = subprocess.run(command, capture_output=True, text=True)
    assert run.returncode == 1 and "no transfer on a critical-edge block" in run.stdout
