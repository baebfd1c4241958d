"""Tests of scripts/fuzz (xopttools.fuzz): the judging of a pair of builds
on fake outcomes, the evidence kept for interesting seeds, and one real
csmith program built twice without plugins (which must agree)."""

import shutil

import pytest

from xopttools import fuzz, runner
from xopttools.fuzz import AGREED, DISCARDED, INTERESTING, Build
from xopttools.runner import Outcome

OK_COMPILE = Outcome(0, "")


def build(compiled=OK_COMPILE, ran=Outcome(0, "checksum = 1\n")):
    """A fake Build; ran is dropped when the compile failed, as in real runs."""
    failed = runner.classify_compile(compiled) is not None
    return Build(["gcc", "p.c"], compiled, ["./p"], None if failed else ran)


@pytest.mark.parametrize("baseline, plugged, kind, reason", [
    (build(), build(), AGREED, ""),
    (build(), build(ran=Outcome(0, "checksum = 2\n")), INTERESTING, "output differs"),
    (build(), build(ran=Outcome(-11, "")), INTERESTING, "output differs"),
    (build(), build(compiled=Outcome(4, "internal compiler error: in foo")),
     INTERESTING, "ICE only with plugins"),
    (build(), build(compiled=Outcome(-11, "")), INTERESTING, "ICE only with plugins"),
    (build(), build(compiled=Outcome(1, "error: bad")), INTERESTING,
     "COMPILE-ERROR only with plugins"),
    (build(), build(compiled=Outcome(None, "", timed_out=True)), INTERESTING,
     "TIMEOUT only with plugins"),
    (build(), build(ran=Outcome(None, "", timed_out=True)), INTERESTING,
     "run TIMEOUT only with plugins"),
    (build(compiled=Outcome(1, "error")), build(compiled=Outcome(1, "error")),
     DISCARDED, "baseline compile: COMPILE-ERROR"),
    (build(compiled=Outcome(None, "", timed_out=True)),
     build(compiled=Outcome(4, "internal compiler error")),
     INTERESTING, "ICE only with plugins"),
    (build(ran=Outcome(None, "", timed_out=True)), build(ran=Outcome(None, "", timed_out=True)),
     DISCARDED, "baseline run: TIMEOUT"),
])
def test_judge(baseline, plugged, kind, reason):
    verdict = fuzz.judge(7, baseline, plugged)
    assert (verdict.seed, verdict.kind, verdict.reason) == (7, kind, reason)


def test_count():
    verdicts = [fuzz.Verdict(1, AGREED), fuzz.Verdict(2, INTERESTING, "x"),
                fuzz.Verdict(3, DISCARDED, "y"), fuzz.Verdict(4, AGREED)]
    assert fuzz.count(verdicts) == {"generated": 4, AGREED: 2, INTERESTING: 1,
                                    DISCARDED: 1}


def test_save_interesting_keeps_program_and_both_commands(tmp_path):
    source = tmp_path / "p.c"
    source.write_text("int main(void){return 0;}\n")
    verdict = fuzz.Verdict(42, INTERESTING, "output differs")
    base = build()
    plug = build(ran=Outcome(0, "checksum = 2\n"))
    plug.compile_cmd = ["gcc", "-fplugin=x.so", "p.c"]
    text = fuzz.save_interesting(tmp_path / "out", "x86_64-linux-gnu", verdict,
                                 source, base, plug).read_text()
    assert (tmp_path / "out" / "x86_64-linux-gnu-seed42.c").read_text() == source.read_text()
    assert "csmith --seed 42" in text and "output differs" in text
    assert "$ gcc -fplugin=x.so p.c" in text
    assert "checksum = 1" in text and "checksum = 2" in text


def have(*tools):
    return all(shutil.which(tool) for tool in tools)


def csmith_ready():
    try:
        return have("csmith") and fuzz.csmith_include_dir() is not None
    except runner.ToolError:
        return False


@pytest.mark.skipif(not (csmith_ready() and have("x86_64-linux-gnu-gcc-12")),
                    reason="needs csmith, libcsmith-dev and x86_64-linux-gnu-gcc-12")
def test_one_program_agrees_with_itself(tmp_path, capsys):
    status = fuzz.main(["--count", "1", "--seed", "5", "--plugins", "none",
                        "--flags", "-O1", "--output", str(tmp_path)])
    assert status == 0
    assert "generated 1, agreed 1, interesting 0, discarded 0" in capsys.readouterr().out
    assert runner.read_json(tmp_path / "x86_64-linux-gnu-verdicts.json") == {"5": AGREED}


@pytest.mark.skipif(not (csmith_ready() and have("arm-linux-gnueabihf-gcc-12", "qemu-arm")),
                    reason="needs csmith, libcsmith-dev, the ARM compiler and qemu-arm")
def test_one_program_on_arm(tmp_path):
    config = fuzz.Config("arm-linux-gnueabihf", ["-O2"], [], fuzz.csmith_include_dir(),
                         tmp_path)
    assert fuzz.fuzz_one(5, config).kind == AGREED
