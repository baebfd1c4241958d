"""`make install` puts each plugin where `-fplugin=xopt_<name>` finds it.

Installs into a DESTDIR and points GCC's -iplugindir there, so the test
needs no root and leaves the real compiler untouched.
"""

import glob
import os
import subprocess

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILT = sorted(glob.glob(os.path.join(ROOT, "build", "*", "xopt_*.so")))


def make(*goals, destdir):
    """Run make in a clean environment (no parent make's job server)."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL")}
    return subprocess.run(["make", "-s", "-C", ROOT, *goals, f"DESTDIR={destdir}"],
                          capture_output=True, text=True, env=env, timeout=600,
                          check=True)


def plugin_dir(triplet):
    return subprocess.run([f"{triplet}-gcc-12", "-print-file-name=plugin"],
                          capture_output=True, text=True, check=True).stdout.strip()


@pytest.mark.skipif(not BUILT, reason="no plugin is built yet")
@pytest.mark.parametrize("so", BUILT, ids=[os.path.relpath(p, ROOT) for p in BUILT])
def test_install_then_load_by_name_then_uninstall(tmp_path, so):
    triplet = os.path.basename(os.path.dirname(so))
    name = os.path.basename(so)[:-len(".so")]
    make("install", destdir=tmp_path)
    installed = f"{tmp_path}{plugin_dir(triplet)}"
    assert os.path.exists(os.path.join(installed, f"{name}.so"))

    source = tmp_path / "t.c"
    source.write_text("int f (int *a, int n) { int s = 0;"
                      " for (int i = 0; i < n; i++) s += a[i]; return s; }\n")
    compiled = subprocess.run([f"{triplet}-gcc-12", f"-iplugindir={installed}",
                               f"-fplugin={name}", "-O2", "-c", str(source),
                               "-o", str(tmp_path / "t.o")],
                              capture_output=True, text=True, check=False)
    assert compiled.returncode == 0, compiled.stderr

    make("uninstall", destdir=tmp_path)
    assert not os.path.exists(os.path.join(installed, f"{name}.so"))
