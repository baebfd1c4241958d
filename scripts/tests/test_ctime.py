"""Tests of scripts/ctime: the commands it runs and the figures it prints
(with a fake compiler, so no valgrind run)."""

import pytest

from xopttools import ctime, packages


def test_only_cc1_is_counted_and_the_plugin_is_the_only_difference():
    without = ctime.compile_command(packages.NATIVE, "slpm", "f.i", False)
    with_ = ctime.compile_command(packages.NATIVE, "slpm", "f.i", True)
    assert with_[:-5] == without[:-4] and with_[-5].startswith("-fplugin=")
    assert with_[-5].endswith("xopt_slpm.so") and "-march=haswell" in without
    assert without[-4:] == ["-S", "-o", "/dev/null", "f.i"]


def test_instructions_are_read_from_cachegrind(monkeypatch):
    class Done:
        returncode = 0
        stderr = "==12== I   refs:      1,385,495,589\n"
    seen = []
    monkeypatch.setattr(ctime.subprocess, "run", lambda cmd, **kw: seen.append(cmd) or Done())
    assert ctime.instructions(["gcc-12", "-O2", "f.i"]) == 1385495589
    assert seen[0][1] == "-wrapper" and seen[0][2].startswith("valgrind,--tool=cachegrind")


def test_a_failed_compile_is_an_error(monkeypatch):
    class Failed:
        returncode = 1
        stderr = "f.i:1: error: expected ';'"
    monkeypatch.setattr(ctime.subprocess, "run", lambda cmd, **kw: Failed())
    with pytest.raises(ctime.runner.ToolError):
        ctime.instructions(["gcc-12", "f.i"])


def test_cpu_runs_alternate_and_ratios_are_per_repeat(monkeypatch):
    order = []

    def fake_cpu(command):
        plugged = any(a.startswith("-fplugin=") for a in command)
        order.append(plugged)
        return 1.1 if plugged else 1.0
    monkeypatch.setattr(ctime, "cpu_seconds", fake_cpu)
    per_file, ratios = ctime.measure_cpu(packages.NATIVE, "sms", ["a.i", "b.i"], 2)
    assert order == [False, True, True, False, True, False, False, True]
    assert ratios == pytest.approx([1.1, 1.1])
    assert per_file["a.i"] == pytest.approx((1.0, 1.1))
    lines = ctime.summary_lines(packages.NATIVE, "sms", per_file, ratios, "cpu s")
    assert "ratio 1.1000" in lines[0] and "median 1.1000" in lines[1]
