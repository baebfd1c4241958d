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


def test_sms_schedules_from_the_remarks():
    demo = load_demo()
    remarks = ["sms-fir.c:44:21: optimized: loop software-pipelined: "
               "II=19 MII=19 stages=3 list=41",
               "sms-fir.c:9:1: missed: loop not pipelined: call in the loop body",
               "sms-fir.c:20:21: optimized: loop vectorized"]
    assert demo.sms_schedules(remarks) == [
        "line 44: II=19 (MII=19), 3 stages; estimated cycles per iteration "
        "41 -> 19 (2.16x)"]


def test_sms_schedules_say_when_the_kernel_is_unrolled():
    demo = load_demo()
    remarks = ["sms-fir.c:46:33: optimized: loop software-pipelined: "
               "II=5 MII=5 stages=2 list=10 mve=2"]
    assert demo.sms_schedules(remarks) == [
        "line 46: II=5 (MII=5), 2 stages, kernel unrolled 2 times; estimated "
        "cycles per iteration 10 -> 5 (2.00x)"]


def test_timed_runs_give_one_median_per_command():
    demo = load_demo()
    times = demo.timed_runs([["true"], ["sleep", "0.01"]])
    assert len(times) == 2 and times[0] < times[1]
