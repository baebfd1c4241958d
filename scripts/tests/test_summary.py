"""Tests of the make-check totals: failures and empty parts fail the run."""

from xopttools.summary import Totals, parse_junit, parse_sum, verdict

SUM = """\
Running /x/testsuite/xopt.harness/harness.exp ...
PASS: xopt.harness/a.c (test for excess errors)
PASS: xopt.harness/a.c execution test
FAIL: xopt.harness/b.c scan-tree-dump xopt_sms "II=2"
XFAIL: xopt.harness/c.c (test for remark, line 3)
UNSUPPORTED: xopt.harness/d.c
UNRESOLVED: xopt.harness/e.c (dump file missing)

		=== xopt Summary ===

# of expected passes		2
"""

JUNIT = """<?xml version="1.0" encoding="utf-8"?>
<testsuites><testsuite name="pytest" tests="3">
<testcase classname="tests.test_a" name="test_ok" />
<testcase classname="tests.test_a" name="test_bad"><failure message="x"/></testcase>
<testcase classname="tests.test_a" name="test_skip"><skipped message="y"/></testcase>
</testsuite></testsuites>
"""


def test_parse_sum_counts_each_kind():
    totals = parse_sum("board", SUM)
    assert (totals.passed, totals.failed, totals.skipped) == (3, 2, 1)
    assert totals.failures[0].startswith("FAIL: xopt.harness/b.c")


def test_parse_junit_counts_outcomes():
    totals = parse_junit("pytest", JUNIT)
    assert (totals.passed, totals.failed, totals.skipped) == (1, 1, 1)
    assert totals.failures == ["FAIL: tests.test_a::test_bad"]


def test_verdict_fails_on_a_failure():
    ok, lines = verdict([parse_sum("board", SUM)])
    assert not ok
    assert lines[-1] == "xopt: 3 passed, 2 failed, 1 skipped"


def test_verdict_fails_when_a_part_ran_nothing():
    good = Totals("pytest", passed=4)
    ok, lines = verdict([good, Totals("dejagnu arm")])
    assert not ok
    assert "  dejagnu arm ran no test" in lines


def test_verdict_passes_clean_parts():
    ok, lines = verdict([Totals("a", passed=2), Totals("b", passed=1, skipped=1)])
    assert ok
    assert lines[-1] == "xopt: 3 passed, 0 failed, 1 skipped"


def test_verdict_fails_with_no_parts():
    ok, _ = verdict([])
    assert not ok
