"""Redundant transfers (scripts/xopttools/vliw_redundant.py): a valid
schedule's transfer that it does not need, either because the destination
already holds the version on every path or because nothing reads the copy,
is reported by scripts/vliw-check as a warning (a violation with
--strict); a needed transfer never is."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from xopttools import vliw_check

DATA = Path(__file__).parent / "vliw"
SCRIPT = Path(__file__).parents[1] / "vliw-check"


def case(name):
    return json.loads((DATA / f"{name}.json").read_text())


def findings(raw):
    models = vliw_check.ModelCache(DATA)
    messages, _ = vliw_check.check_line(raw, models)
    assert messages == []                  # only valid schedules are examined
    return vliw_check.redundancy_warnings(raw, models)


@pytest.mark.parametrize("name", ["straight", "diamond", "loop", "critical_edge"])
def test_needed_transfers_are_not_reported(name):
    assert findings(case(name)) == []


def test_second_copy_of_a_value_the_cluster_already_holds():
    raw = case("diamond")
    # r100 (web 0) is now also sent to cluster 1 in block 2: on the path
    # through the edge block 9 cluster 1 already holds it, so the edge
    # transfer is redundant, and so is the new one (block 3 redefines r100
    # on cluster 1 and 9's transfer would serve block 5).
    raw["transfers"].append({"web": 0, "from": 0, "to": 1, "block": 2, "cycle": 1})
    found = findings(raw)
    assert len(found) == 2
    assert "block 2, cycle 1: warning: redundant transfer of web 0 (r100) from cluster 0 " \
           "to 1" in found[1]
    assert "block 9, cycle 0: warning: redundant transfer of web 0 (r100)" in found[0]


def test_copy_that_nothing_reads():
    raw = case("diamond")
    # r101 is read only by the branch of block 2; a copy on cluster 1 in
    # block 3 is never used.
    raw["transfers"].append({"web": 1, "from": 0, "to": 1, "block": 3, "cycle": 0})
    found = findings(raw)
    assert found == ["diamond [ilp], block 3, cycle 0: warning: redundant transfer of "
                     "web 1 (r101) from cluster 0 to 1: every use is served without it"]


def test_warning_on_the_command_line_and_strict(tmp_path):
    raw = case("diamond")
    raw["transfers"].append({"web": 1, "from": 0, "to": 1, "block": 3, "cycle": 0})
    path = tmp_path / "s.json"
    path.write_text(json.dumps(case("loop")) + "\n" + json.dumps(raw) + "\n")
    command = [sys.executable, str(SCRIPT), "--models", str(DATA), str(path)]
    run = subprocess.run(command, capture_output=True, text=True)
    assert run.returncode == 0, run.stdout
    assert f"{path}:2: diamond [ilp], block 3, cycle 0: warning: redundant" in run.stdout
    assert run.stdout.strip().endswith("all valid, 1 redundant transfers")
    run = subprocess.run(command + ["--strict"], capture_output=True, text=True)
    assert run.returncode == 1
    assert "1 INVALID, 1 redundant transfers" in run.stdout
