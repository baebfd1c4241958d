"""Tests of the benchmark driver: statistics, config and a tiny real run."""

import json
import shutil

import pytest

from xopttools import bench, runner


def test_speedup_is_ratio_of_medians():
    assert bench.speedup([4.0, 100.0, 4.0], [2.0, 2.0, 50.0]) == 2.0


def test_geomean_of_ratios():
    assert bench.geomean([2.0, 8.0]) == pytest.approx(4.0)


def test_kernel_time_prefers_reported_figure():
    assert bench.kernel_time("x\ntime_ns=2500000\n", 9.0) == pytest.approx(0.0025)
    assert bench.kernel_time("no figure", 9.0) == 9.0


def test_load_suite_rejects_unknown_baseline(tmp_path):
    (tmp_path / "suite.json").write_text(json.dumps(
        {"baseline": "nope", "variants": {"a": {"flags": "-O2"}}}))
    with pytest.raises(runner.ToolError):
        bench.load_suite(tmp_path)


def test_table_has_geomean_row():
    table = bench.format_table("a", ["a", "b"], {"k1": {"a": 1.0, "b": 2.0},
                                                  "k2": {"a": 1.0, "b": 8.0}})
    assert "| k1 | 1.00 | 2.00 |" in table
    assert "| geomean | 1.00 | 4.00 |" in table


def test_run_interleaved_alternates_and_fails_on_wrong_result(tmp_path):
    log = tmp_path / "order"
    programs = {name: ["sh", "-c", f"echo {name} >> {log}; echo time_ns=1000"]
                for name in ("a", "b")}
    times = bench.run_interleaved(programs, 2)
    assert log.read_text().split() == ["a", "b", "a", "b"]
    assert times["a"] == pytest.approx([1e-6, 1e-6])
    with pytest.raises(runner.ToolError):
        bench.run_interleaved({"bad": ["sh", "-c", "exit 3"]}, 1)


def test_run_interleaved_can_reverse_every_other_round(tmp_path):
    log = tmp_path / "order"
    programs = {name: ["sh", "-c", f"echo {name} >> {log}; echo time_ns=1000"]
                for name in ("a", "b")}
    bench.run_interleaved(programs, 3, alternate=True)
    assert log.read_text().split() == ["a", "b", "b", "a", "a", "b"]


def test_paired_speedup_is_the_median_of_round_ratios():
    # Round 2 ran under load for both: the ratio of medians would say 0.75,
    # the rounds each say 1.0 or close to it.
    assert bench.paired_speedup([1.0, 4.0, 1.0], [1.0, 4.0, 1.1]) == pytest.approx(1.0)
    assert bench.paired_speedup([2.0, 2.0, 2.0], [1.0, 1.0, 4.0]) == pytest.approx(2.0)


@pytest.mark.skipif(shutil.which("x86_64-linux-gnu-gcc-12") is None, reason="no gcc-12")
def test_real_suite_with_two_variants(tmp_path):
    (tmp_path / "suite.json").write_text(json.dumps(
        {"target": "x86_64-linux-gnu", "baseline": "O0", "repeats": 1,
         "variants": {"O0": {"flags": "-O0"}, "O2": {"flags": "-O2"},
                      "missing": {"compiler": "no-such-cc", "flags": ""}}}))
    (tmp_path / "k.c").write_text("int main (void) { return 0; }\n")
    suite = bench.load_suite(tmp_path)
    assert [v.name for v in suite.variants if bench.available(v, suite.target)] == ["O0", "O2"]
    exe = tmp_path / "k.exe"
    command = bench.compile_line(suite.variants[1], suite.target, tmp_path / "k.c", exe)
    assert runner.run_command(command, 60).returncode == 0
    assert bench.run_interleaved({"O2": [str(exe)]}, 1)["O2"][0] > 0


X86_ASM = """\t.type\tkernel, @function
kernel:
.LFB0:
\tvmovdqu\t(%rsi,%rax), %ymm0
\tvpaddd\t(%rdx,%rax), %ymm0, %ymm0
\tvmovdqu\t%ymm0, (%rdi,%rax)
\t.size\tkernel, .-kernel
\t.type\treference, @function
reference:
\taddl\t%ecx, %eax
\tvmovd\t%eax, %xmm0
\tvpinsrd\t$1, %edx, %xmm0, %xmm0
\t.size\treference, .-reference
"""


def test_vector_arith_sees_packed_arithmetic_only_in_the_named_function():
    assert bench.vector_arith(X86_ASM, "kernel")
    # Scalar adds whose results are packed into a vector are not vector
    # arithmetic.
    assert not bench.vector_arith(X86_ASM, "reference")
    assert not bench.vector_arith(X86_ASM, "missing")
    clang = X86_ASM.replace("kernel:\n", "kernel:                                 # @kernel\n")
    assert bench.vector_arith(clang, "kernel")


def test_zeroing_a_register_is_not_vector_arithmetic():
    scalar = ("kernel:\n\tvxorps\t%xmm2, %xmm2, %xmm2\n\tvcvtsi2ssl\t(%rsi), %xmm2, %xmm0\n"
              "\tpxor\t%xmm1, %xmm1\n\t.size\tkernel, .-kernel\n")
    assert not bench.vector_arith(scalar, "kernel")
    assert bench.vector_arith(scalar.replace("%xmm2, %xmm2, %xmm2", "%xmm3, %xmm2, %xmm2"),
                              "kernel")


def test_vector_arith_on_neon_and_vfp():
    neon = "kernel:\n\tvld1.32\t{d16-d17}, [r1]\n\tvadd.i32\tq8, q8, q9\n\t.size\tkernel, .-kernel\n"
    vfp = ("kernel:\n\tvadd.f32\ts15, s14, s15\n\tvmul.f64\td16, d16, d17\n"
           "\t.size\tkernel, .-kernel\n")
    assert bench.vector_arith(neon, "kernel")
    assert not bench.vector_arith(vfp, "kernel")


def test_table_names_vectorizing_variants():
    table = bench.format_table("base", ["base", "new"],
                               {"k1": {"base": 1.0, "new": 2.0}},
                               {"k1": ["new"]})
    assert "| k1 | 1.00 | 2.00 | new |" in table
