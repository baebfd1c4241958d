"""scripts/ctime with compiler flags standing in for a plugin: the sums
cover the files both configurations compile, rounds are kept apart, and
-O2 costs more than -O0 on a loop-heavy file."""
import shutil

import pytest

from xopttools import torture_ctime as ctime

pytestmark = pytest.mark.skipif(not shutil.which("x86_64-linux-gnu-gcc-12"),
                                reason="needs x86_64-linux-gnu-gcc-12")
SRC = "".join(f"int f{i} (int *a, int n) {{ int s = 0; for (int i = 0; "
              f"i < n; i++) s += a[i] * {i}; return s; }}\n"
              for i in range(60))


def test_sums_per_round_over_the_files_both_compile(tmp_path):
    good = tmp_path / "good.c"
    good.write_text(SRC)
    bad = tmp_path / "bad.c"
    bad.write_text("int f (void) { return }\n")
    base, plug, ok = ctime.measure("x86_64-linux-gnu-gcc-12", [good, bad],
                                   "-O0", "-O2 -funroll-loops", 3)
    assert ok == [good]
    assert len(base) == len(plug) == 3
    assert all(b > 0 for b in base)
    res = ctime.summary(base, plug)
    assert res["plugin_median_s"] > res["base_median_s"]
    assert res["overhead_pct"] > 0


def test_per_file_medians_over_the_files_both_compile(tmp_path):
    good = tmp_path / "good.c"
    good.write_text(SRC)
    bad = tmp_path / "bad.c"
    bad.write_text("int f (void) { return }\n")
    rows = ctime.measure_per_file("x86_64-linux-gnu-gcc-12", [good, bad],
                                  "-O0", "-O2 -funroll-loops", 3)
    assert [r["file"] for r in rows] == [str(good)]
    assert len(rows[0]["without"]) == len(rows[0]["with"]) == 3
    res = ctime.per_file_summary(rows)
    assert res["plugin_s"] > res["base_s"] > 0
    assert res["overhead_pct"] > 0


def test_per_file_summary_sums_medians():
    rows = [{"file": "a.c", "without": [1.0, 9.0, 2.0], "with": [2.0, 2.5, 40.0]},
            {"file": "b.c", "without": [3.0, 3.0, 3.0], "with": [3.0, 3.5, 3.0]}]
    res = ctime.per_file_summary(rows)
    assert res["base_s"] == 5.0
    assert res["plugin_s"] == 5.5
    assert abs(res["overhead_pct"] - 10.0) < 1e-9


def test_torture_sources_takes_a_sample(tmp_path):
    for d in ("compile", "execute"):
        (tmp_path / "gcc.c-torture" / d).mkdir(parents=True)
        for k in range(4):
            (tmp_path / "gcc.c-torture" / d / f"{k}.c").write_text("")
    assert len(ctime.torture_sources(str(tmp_path), 1)) == 8
    assert len(ctime.torture_sources(str(tmp_path), 3)) == 3


def test_insns_summary_splits_the_pass_from_later_passes():
    rows = [{"file": "a.c", "without": 1000, "with": 1100, "pass": 40},
            {"file": "b.c", "without": 3000, "with": 3000, "pass": 0}]
    res = ctime.insns_summary(rows)
    assert abs(res["overhead_pct"] - 2.5) < 1e-9
    assert abs(res["pass_pct"] - 1.0) < 1e-9
    assert abs(res["later_pct"] - 1.5) < 1e-9
    assert res["worst"][0] == ("a.c", 1.1)


def test_torture_sources_offset(tmp_path):
    for d in ("compile", "execute"):
        (tmp_path / "gcc.c-torture" / d).mkdir(parents=True)
        for k in range(4):
            (tmp_path / "gcc.c-torture" / d / f"{k}.c").write_text("")
    first = ctime.torture_sources(str(tmp_path), 4)
    second = ctime.torture_sources(str(tmp_path), 4, 1)
    assert len(first) == len(second) == 2
    assert not set(first) & set(second)


@pytest.mark.skipif(not shutil.which("valgrind"), reason="needs valgrind")
def test_insns_count_cc1_not_the_assembler(tmp_path):
    # cc1 executes tens of millions of instructions on any file (its
    # start-up alone), the assembler a few million: with -c the driver
    # ran both under the -wrapper and the assembler's count was taken.
    src = tmp_path / "f.c"
    src.write_text("int f (int *a, int n) { int s = 0; for (int i = 0; "
                   "i < n; i++) s += a[i]; return s; }\n")
    row = ctime.measure_file_insns("x86_64-linux-gnu-gcc-12", "-O0", "-O2",
                                   src, "no_such_function", None)
    assert row["without"] > 20_000_000
    assert row["with"] > row["without"]
