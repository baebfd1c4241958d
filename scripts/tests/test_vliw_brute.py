"""scripts/vliw-brute on hand-made tiny problems whose optimum is known by
hand: the search finds it without an incumbent, its schedule passes the
checker, and the command says equal or DIFFERENT."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from xopttools import vliw_brute, vliw_check

DATA = Path(__file__).parent / "vliw"
SCRIPT = Path(__file__).parents[1] / "vliw-brute"
MODELS = vliw_check.ModelCache(DATA)

# name -> optimum, worked out by hand:
#   straight: the load->mul->div->store chain, 2+2+3 cycles, on one cluster: 8
#   four_muls: 4 independent multiplies, one .mul unit per cluster: 2 cycles
#   critical_edge: the transfer belongs on the split edge 2->9->5 (weight
#     0.5); in block 2 it would wait for the load, in block 5 delay the use:
#     2 + 0.5 + 0.5 + 2 = 5
#   diamond: everything on cluster 0, no transfer: 3 + 0.5 + 0 + 2 = 5.5
#   loop: the loop body's multiply and the jump after it, 3 x 100, plus
#     blocks 2 (1) and 4 (the call one cycle after its argument: 2) = 303
OPTIMA = {"straight": 8, "four_muls": 2, "critical_edge": 5, "diamond": 5.5, "loop": 303}


def case(name):
    return json.loads((DATA / f"{name}.json").read_text())


@pytest.mark.parametrize("name", sorted(OPTIMA))
def test_search_finds_the_optimum_without_incumbent(name):
    best, schedule, _ = vliw_brute.solve(case(name), MODELS, use_incumbent=False)
    assert best == OPTIMA[name]
    found, objective = vliw_check.check_line(schedule, MODELS)
    assert found == [] and objective == best


def test_critical_edge_optimum_places_the_transfer_on_the_edge():
    _, schedule, _ = vliw_brute.solve(case("critical_edge"), MODELS, use_incumbent=False)
    assert [t["block"] for t in schedule["transfers"]] == [9]


def test_horizon_limits_the_search():
    # with no slack, four_muls' horizon is its given 4 cycles: still 2
    best, _, _ = vliw_brute.solve(case("four_muls"), MODELS, slack=0, use_incumbent=False)
    assert best == 2


def test_cluster_assignments_skip_relabellings():
    raw = case("four_muls")
    schedule, _ = vliw_brute.load_schedule(raw)
    model = MODELS.get(raw["model"])
    # cluster 0 is always named (hard registers are pinned there), so on 2
    # clusters nothing is interchangeable: 2^4 maps
    assert len(list(vliw_brute.assignments(schedule, model))) == 16


def run(tmp_path, name, *extra):
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(case(name)) + "\n")
    return subprocess.run([sys.executable, str(SCRIPT), str(path), "--models", str(DATA),
                           *extra], capture_output=True, text=True)


def test_command_equal_and_different(tmp_path):
    done = run(tmp_path, "critical_edge")
    assert done.returncode == 0, done.stdout
    assert "critical_edge: optimum 5, ilp 5.0: equal" in done.stdout
    done = run(tmp_path, "four_muls", "--method", "uas")
    assert done.returncode == 1
    assert "four_muls: optimum 2, uas 4.0: DIFFERENT" in done.stdout
    better = json.loads(done.stdout.split("a better schedule: ")[1])
    assert vliw_check.check_line(better, MODELS) == ([], 2.0)
    done = run(tmp_path, "straight", "--max-insns", "4")
    assert done.returncode == 2 and "more than --max-insns 4" in done.stdout
