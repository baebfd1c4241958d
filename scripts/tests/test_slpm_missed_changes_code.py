"""Two xopt_slpm cases found by scripts/packages on xz-utils (doc/packages.md).

The extension case: the plugin made the two lanes isomorphic and GCC's SLP
then refused the group, where alone it stores both values as one vector
built from the scalars.  It used to say only `missed:` for a change of the
code; the outcome pass now says `optimized:` with what became of the group
(not vectorized, stored as scalars, and what GCC alone does), from GCC's cost
figures for packing the group as it was.  The rule the tests hold: a build
with only `missed:` remarks is identical to the build without the plugin, and
a build that differs has an `optimized:` remark.

The split case: the split changes the code and says `optimized:`."""

import subprocess
from pathlib import Path

import pytest

from xopttools import runner

NATIVE = "x86_64-linux-gnu"
ARM = "arm-linux-gnueabihf"
DATA = Path(__file__).parent / "data"
PLUGIN = runner.repo_root() / "build" / NATIVE / "xopt_slpm.so"
ARM_PLUGIN = runner.repo_root() / "build" / ARM / "xopt_slpm.so"
FLAGS = ["-O3", "-march=haswell"]
ARM_FLAGS = ["-O3", "-mfpu=neon", "-mfloat-abi=hard"]
CASES = {
    "slpm-extend-not-vectorized.c": "optimized: SLP-M made 2 lanes isomorphic: "
                                    "reorder=0 extend=1 replace=0 shuffle=0; "
                                    "not vectorized, stored as scalars (without "
                                    "SLP-M, GCC's SLP stores them as one vector "
                                    "built from the scalar values",
}
# Fixed: the split of a group changes the code and now says so.
SPLIT = "slpm-split-group.c"
SPLIT_REMARK = ("optimized: SLP-M: 4 lanes cannot become vector arithmetic "
                "together")

needs_plugin = pytest.mark.skipif(not PLUGIN.exists(),
                                  reason=f"needs {PLUGIN} (make)")


def assemble(tmp_path, source, name, *extra, target=NATIVE):
    out = tmp_path / name
    flags = FLAGS if target == NATIVE else ARM_FLAGS
    subprocess.run([runner.compiler_for(target)] + flags + list(extra)
                   + ["-S", "-o", str(out), str(DATA / source)], check=True)
    return out.read_text()


@needs_plugin
@pytest.mark.parametrize("source", sorted(CASES))
def test_remark_says_the_outcome(tmp_path, source):
    remarks = tmp_path / "remarks.txt"
    assemble(tmp_path, source, "plugged.s", f"-fplugin={PLUGIN}",
             f"-fopt-info-vec-all={remarks}")
    text = remarks.read_text()
    assert CASES[source] in text
    assert "missed: SLP-M" not in text


@needs_plugin
@pytest.mark.parametrize("source", sorted(CASES))
def test_missed_only_gives_the_same_assembly(tmp_path, source):
    remarks = tmp_path / "remarks.txt"
    plain = assemble(tmp_path, source, "plain.s")
    plugged = assemble(tmp_path, source, "plugged.s", f"-fplugin={PLUGIN}",
                       f"-fopt-info-vec-all={remarks}")
    if "optimized: SLP-M" not in remarks.read_text():
        assert plugged == plain
    else:
        assert plugged != plain


@pytest.mark.skipif(not ARM_PLUGIN.exists(), reason=f"needs {ARM_PLUGIN} (make)")
@pytest.mark.parametrize("source", sorted(CASES))
def test_arm_keeps_missed_and_the_same_assembly(tmp_path, source):
    """On NEON GCC's cost figures do not pack the two stores (vec_construct
    2 + store 1 against 2): the group stays scalar with or without SLP-M,
    so the remark stays `missed:` and the assembly is the same."""
    remarks = tmp_path / "remarks.txt"
    plain = assemble(tmp_path, source, "plain.s", target=ARM)
    plugged = assemble(tmp_path, source, "plugged.s", f"-fplugin={ARM_PLUGIN}",
                       f"-fopt-info-vec-all={remarks}", target=ARM)
    text = remarks.read_text()
    assert "missed: SLP-M: made 2 lanes isomorphic" in text
    assert "optimized: SLP-M" not in text
    assert plugged == plain


@needs_plugin
def test_split_group_reports_its_change(tmp_path):
    remarks = tmp_path / "remarks.txt"
    plain = assemble(tmp_path, SPLIT, "plain.s")
    plugged = assemble(tmp_path, SPLIT, "plugged.s", f"-fplugin={PLUGIN}",
                       f"-fopt-info-vec-all={remarks}")
    assert plugged != plain
    text = remarks.read_text()
    assert SPLIT_REMARK in text
    assert "split so that SLP sees 2 of them in isomorphic parts" in text
