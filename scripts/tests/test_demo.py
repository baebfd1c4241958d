"""Tests of the demo driver's option and remark parsing."""

import importlib.machinery
import importlib.util
import os

PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "demo")


def load_demo():
    loader = importlib.machinery.SourceFileLoader("xopt_demo", PATH)
    spec = importlib.util.spec_from_loader("xopt_demo", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def test_options_for_every_target_and_for_one():
    demo = load_demo()
    text = ("/* demo-options: -O3 */\n/* demo-options x86_64: -march=haswell */\n"
            "/* demo-options arm: -mfpu=neon -mfloat-abi=hard */\n")
    assert demo.demo_options(text, "x86_64-linux-gnu") == ["-O3", "-march=haswell"]
    assert demo.demo_options(text, "arm-linux-gnueabihf") == [
        "-O3", "-mfpu=neon", "-mfloat-abi=hard"]


def test_remark_lines_keep_optimized_and_missed_only():
    demo = load_demo()
    output = ("a.c:3:5: optimized: loop vectorized\n"
              "a.c:4:5: note: something\nother\n"
              "a.c:9:1: missed: SLP-M: no group\n")
    assert demo.remark_lines(output) == ["a.c:3:5: optimized: loop vectorized",
                                         "a.c:9:1: missed: SLP-M: no group"]
