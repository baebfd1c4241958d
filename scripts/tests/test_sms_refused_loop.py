"""xopt_sms: a loop that code generation would refuse only after the
set-up (cfglayout mode, preheaders, merged latches) must be refused by the
trial, before the set-up changes the function; otherwise the file comes
out changed although nothing is pipelined (the source says how;
unchanged.tcl checks it on both boards too).  The trial now asks every
check of code generation that leaves the insns as they are, the runtime
guard included."""

import shutil
import subprocess
from pathlib import Path

import pytest

from xopttools import runner

ARM = "arm-linux-gnueabihf"
SOURCE = (runner.repo_root() / "testsuite" / "xopt.sms" / "unchanged"
          / "vectorized-fill.c")
PLUGIN = runner.repo_root() / "build" / ARM / "xopt_sms.so"
FLAGS = ["-O2", "-mcpu=cortex-a8", "-mfpu=neon"]

needs_arm = pytest.mark.skipif(
    shutil.which(runner.compiler_for(ARM)) is None or not PLUGIN.exists(),
    reason="needs arm-linux-gnueabihf-gcc-12 and build/arm-linux-gnueabihf/xopt_sms.so")


def assemble(tmp_path, name, *extra):
    out = tmp_path / name
    subprocess.run([runner.compiler_for(ARM)] + FLAGS + list(extra)
                   + ["-S", "-o", str(out), str(SOURCE)], check=True)
    return out.read_text()


@needs_arm
def test_the_loop_is_refused(tmp_path):
    """The premise: no loop pipelined, for the reason code generation
    found after the set-up before the trial asked it."""
    remarks = tmp_path / "remarks.txt"
    assemble(tmp_path, "plugged.s", f"-fplugin={PLUGIN}",
             f"-fopt-info-loop-all={remarks}")
    text = remarks.read_text()
    assert "software-pipelined" not in text
    assert "loop not pipelined: too few iterations or never a computable count" in text


@needs_arm
def test_nothing_pipelined_gives_the_same_assembly(tmp_path):
    plain = assemble(tmp_path, "plain.s")
    plugged = assemble(tmp_path, "plugged.s", f"-fplugin={PLUGIN}")
    assert plugged == plain
