"""Totals of a `make check` run: DejaGnu .sum files and pytest's JUnit XML.

`make check` must fail when any test fails *or when a part ran no test at
all* (a board whose compiler vanished would otherwise pass silently), so
the totals are computed here rather than trusted from runtest's exit code.
"""

import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass, field

# DejaGnu result kinds that count as a failure of the run.
FAILING_KINDS = ("FAIL", "XPASS", "UNRESOLVED", "ERROR")
PASSING_KINDS = ("PASS", "XFAIL")
OTHER_KINDS = ("UNSUPPORTED", "UNTESTED", "WARNING")


@dataclass
class Totals:
    """Counts of one part of the run (a board, or pytest)."""

    name: str
    passed: int = 0
    failed: int = 0
    skipped: int = 0
    failures: list = field(default_factory=list)

    @property
    def ran(self):
        return self.passed + self.failed


def parse_sum(name, text):
    """Count the result lines of a DejaGnu .sum file's TEXT."""
    totals = Totals(name)
    for line in text.splitlines():
        kind, _, rest = line.partition(": ")
        if kind in PASSING_KINDS:
            totals.passed += 1
        elif kind in FAILING_KINDS:
            totals.failed += 1
            totals.failures.append(line)
        elif kind in OTHER_KINDS:
            totals.skipped += 1
    return totals


def parse_junit(name, text):
    """Count the test cases of a pytest JUnit XML report's TEXT."""
    totals = Totals(name)
    root = ElementTree.fromstring(text)
    for case in root.iter("testcase"):
        outcome = {child.tag for child in case}
        label = f"{case.get('classname')}::{case.get('name')}"
        if outcome & {"failure", "error"}:
            totals.failed += 1
            totals.failures.append(f"FAIL: {label}")
        elif "skipped" in outcome:
            totals.skipped += 1
        else:
            totals.passed += 1
    return totals


def verdict(parts):
    """Return (ok, report lines) for the list of Totals PARTS."""
    lines = []
    ok = bool(parts)
    for part in parts:
        lines.append(f"{part.name}: {part.passed} passed, {part.failed} failed,"
                     f" {part.skipped} skipped")
        lines.extend(f"  {failure}" for failure in part.failures)
        if part.failed or part.ran == 0:
            ok = False
        if part.ran == 0:
            lines.append(f"  {part.name} ran no test")
    passed = sum(part.passed for part in parts)
    failed = sum(part.failed for part in parts)
    skipped = sum(part.skipped for part in parts)
    lines.append(f"xopt: {passed} passed, {failed} failed, {skipped} skipped")
    return ok, lines
