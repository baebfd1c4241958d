"""The checker's own reader of the machine-model format (vliw_model.py)."""

import pytest

from xopttools.vliw_model import (ModelError, UnitUse, builtin_models_dir, parse_model,
                                  read_builtin)

SMALL = """\
model small
clusters 2
issue 8
cres L 1
cres S 1
cres D 1
cres X 1
gres br 1
class alu 1 L@0|S@0|D@0
class div 18 S@0-17
class branch 0 br@0 global
class call * br@0 global exclusive
xfer 2 L@0|S@0|D@0:dst X@0:dst
[arm] map alu_imm alu
"""


def test_reads_classes_alternatives_and_transfer_sides():
    model = parse_model(SMALL, "small.model")
    assert model.clusters == 2 and model.issue == 8 and model.cluster_issue == 0
    assert model.classes["alu"].requirements == [[UnitUse("L", 0, 0), UnitUse("S", 0, 0),
                                                  UnitUse("D", 0, 0)]]
    assert model.classes["div"].requirements == [[UnitUse("S", 0, 17)]]
    assert model.xfer == [("dst", [UnitUse("L", 0, 0), UnitUse("S", 0, 0),
                                   UnitUse("D", 0, 0)]), ("dst", [UnitUse("X", 0, 0)])]
    assert model.is_global("call") and "exclusive" in model.classes["call"].flags
    assert model.latency("call") == 18            # '*': the largest latency
    assert model.maps == {"arm": {"alu_imm": "alu"}}


@pytest.mark.parametrize("line,message", [
    ("class mul 2 M@0", r"small.model:15: unknown resource 'M'"),
    ("class mul x L@0", r"small.model:15: latency must be an integer"),
    ("class alu 1 L@0", r"small.model:15: bad or duplicate class name 'alu'"),
    ("class mul 2 L@3-1", r"small.model:15: stage range 3-1 is empty"),
    ("class mul 2 L0", r"small.model:15: bad reservation 'L0'"),
    ("bogus 1", r"small.model:15: unknown keyword 'bogus'"),
    ("[arm] issue 4", r"small.model:15: only map lines take a \[target\] prefix"),
    ("[x86_64] map imul mul", r"small.model:15: map to unknown class 'mul'"),
    ("dep flow 1", r"small.model:15: dep takes one of"),
    ("cres L 1", r"small.model:15: bad or duplicate resource name 'L'"),
    ("gres bus 0", r"small.model:15: capacity must be an integer >= 1"),
    ("class c 1 L@0 global pinned0", r"cannot be both global and pinned0"),
])
def test_errors_name_file_and_line(line, message):
    with pytest.raises(ModelError, match=message):
        parse_model(SMALL + line + "\n", "small.model")


def test_transfer_sides_and_required_lines():
    with pytest.raises(ModelError, match=r":13: xfer reservation 'X@0' needs :src or :dst"):
        parse_model(SMALL.replace("X@0:dst", "X@0"), "small.model")
    with pytest.raises(ModelError, match="missing 'clusters' line"):
        parse_model(SMALL.replace("clusters 2\n", ""), "small.model")
    with pytest.raises(ModelError, match="needs an xfer line"):
        parse_model(SMALL.replace("xfer 2 L@0|S@0|D@0:dst X@0:dst\n", ""), "small.model")


def test_cvliw_family_from_its_file(tmp_path):
    (tmp_path / "cvliw.model").write_text(SMALL.replace("model small", "model cvliw-2-1"))
    model = read_builtin("cvliw-8-3", tmp_path)
    assert (model.name, model.clusters, model.issue, model.xfer_latency) == \
        ("cvliw-8-3", 8, 16, 3)
    with pytest.raises(ModelError, match="M in 2, 4, 8 and L in 1..4"):
        read_builtin("cvliw-3-1", tmp_path)


SHIPPED = sorted(builtin_models_dir().glob("*.model"))


@pytest.mark.skipif(not SHIPPED, reason="no plugins/vliw/models/ in this checkout")
@pytest.mark.parametrize("path", SHIPPED, ids=[p.stem for p in SHIPPED])
def test_shipped_models_read(path):
    model = read_builtin(path.stem)
    assert model.clusters >= 1 and model.classes
