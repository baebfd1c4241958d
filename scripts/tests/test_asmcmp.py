"""scripts/asmcmp with the flags of two "plugins" standing in for each
other: the same flags give the same assembly, different ones a DIFF, and a
source only one side compiles a FAIL."""
import shutil

import pytest

from xopttools import asmcmp

pytestmark = pytest.mark.skipif(not shutil.which("x86_64-linux-gnu-gcc-12"),
                                reason="needs x86_64-linux-gnu-gcc-12")
SRC = "int f (int *a, int n) { int s = 0; for (int i = 0; i < n; i++)" \
      " s += a[i] * 3; return s; }\n"


def jobs(tmp_path, old, new):
    src = tmp_path / "k.c"
    src.write_text(SRC)
    return asmcmp.jobs_of([src], ["x86-64"], [""], old, new, tmp_path)


def test_same_flags_same_assembly(tmp_path):
    (job,) = jobs(tmp_path, "", "")
    assert asmcmp.run_job(job) == "same"


def test_other_code_is_a_difference(tmp_path):
    (job,) = jobs(tmp_path, "", "-funroll-loops")
    assert asmcmp.run_job(job).startswith("DIFF")


def test_a_compile_failing_on_one_side_is_reported(tmp_path):
    (job,) = jobs(tmp_path, "", "-fno-such-flag")
    assert asmcmp.run_job(job).startswith("FAIL")
