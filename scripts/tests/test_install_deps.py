"""scripts/install-deps extracts GCC's gcc.dg/sms-*.c tests, and only
them, into the cache sms.exp reads (issue 15, point 7)."""

import glob
import os
import subprocess

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "scripts", "install-deps")
TARBALLS = glob.glob("/usr/src/gcc-12/gcc-12.2.0*.tar.xz")


def run(cache, *args):
    env = dict(os.environ, XDG_CACHE_HOME=str(cache))
    return subprocess.run([SCRIPT, *args], capture_output=True, text=True,
                          env=env, timeout=600, check=False)


def test_check_reports_the_missing_cache(tmp_path):
    checked = run(tmp_path, "--check")
    assert checked.returncode == 1
    assert "gcc.dg/sms-*.c" in checked.stdout or "missing" in checked.stdout


@pytest.mark.skipif(not TARBALLS, reason="gcc-12-source is not installed")
def test_extracts_only_the_sms_tests(tmp_path):
    done = run(tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    files = [os.path.relpath(p, tmp_path)
             for p in glob.glob(f"{tmp_path}/**/*", recursive=True)
             if os.path.isfile(p)]
    assert files and all(
        f.startswith("xopt/gcc-12.2.0/gcc/testsuite/gcc.dg/sms-") and f.endswith(".c")
        for f in files), files
    assert run(tmp_path, "--check").returncode == 0
