"""What one package build with one plugin did, from the files it left.

summarize() reads a variant's directory: build.log (dpkg-buildpackage's
output, test-suite results included), compiles.jsonl (one line per C
compile from pkg_ccwrap) and the per-compile -fopt-info files, and returns
the figures scripts/packages reports.
"""

import collections
import json
import re
from pathlib import Path

# Test-suite summaries the usual harnesses print.
AUTOMAKE_LINE = re.compile(r"^(PASS|FAIL|XFAIL|XPASS|SKIP|ERROR): (\S.*?)\s*$", re.M)
CTEST_LINE = re.compile(r"(\d+)% tests passed, (\d+) tests? failed out of (\d+)")
MESON_LINE = re.compile(r"^(Ok|Expected Fail|Fail|Unexpected Pass|Skipped|Timeout):"
                        r"\s+(\d+)\s*$", re.M)
BANNER_LINE = re.compile(r"\*\*\* (.*?test) (OK|FAILED) \*\*\*")
REMARK_LINE = re.compile(r"^(?P<where>[^\s:]+:\d+:\d+): (?P<kind>optimized|missed|note): "
                         r"(?P<text>.*)$")


def test_summary(log_text):
    """Counts per result class and the names of the failed tests."""
    counts = collections.Counter()
    failed = set()
    for kind, name in AUTOMAKE_LINE.findall(log_text):
        counts[kind] += 1
        if kind in ("FAIL", "ERROR", "XPASS"):
            failed.add(name)
    for _pct, bad, total in CTEST_LINE.findall(log_text):
        counts["FAIL"] += int(bad)
        counts["PASS"] += int(total) - int(bad)
    for kind, number in MESON_LINE.findall(log_text):
        key = {"Ok": "PASS", "Fail": "FAIL", "Skipped": "SKIP",
               "Expected Fail": "XFAIL", "Unexpected Pass": "XPASS"}.get(kind, "ERROR")
        counts[key] += int(number)
    for name, verdict in BANNER_LINE.findall(log_text):
        counts["PASS" if verdict == "OK" else "FAIL"] += 1
        if verdict != "OK":
            failed.add(name)
    return {"counts": dict(sorted(counts.items())), "failed": sorted(failed)}


def reason_key(text):
    """A missed reason with its numbers and names blanked, for grouping."""
    text = re.sub(r"'[^']*'", "'…'", text)
    text = re.sub(r"\b[A-Za-z_]\w*?_\d+\b", "<ssa>", text)  # GIMPLE SSA names
    return re.sub(r"\b\d+\b", "N", text).strip()


def plugin_remarks(paths, optimized_prefix, missed_prefix):
    """(optimized remarks, missed-reason counter) of one plugin.  A file
    compiled twice (PIC and non-PIC) gives its remarks twice: the list
    holds each source location and text once."""
    optimized, missed = set(), collections.Counter()
    for path in paths:
        try:
            text = Path(path).read_text(errors="replace")
        except OSError:
            continue
        for match in _remark_lines(text):
            kind, body = match.group("kind"), match.group("text")
            if kind == "optimized" and body.startswith(optimized_prefix):
                optimized.add(f"{match.group('where')}: {body}")
            elif kind == "missed" and body.startswith(missed_prefix):
                missed[reason_key(_without_prefix(body, missed_prefix))] += 1
    return sorted(optimized), missed


def _without_prefix(body, prefixes):
    """BODY less the one of PREFIXES (a string or a tuple) it starts with;
    a prefix that is a whole reason is kept."""
    for prefix in (prefixes,) if isinstance(prefixes, str) else prefixes:
        if body.startswith(prefix):
            rest = body[len(prefix):].lstrip(": ")
            return rest if prefix.endswith(" ") else prefix + (f": {rest}" if rest else "")
    return body


def _remark_lines(text):
    for line in text.splitlines():
        match = REMARK_LINE.match(line)
        if match:
            yield match


def read_compiles(path):
    entries = []
    if Path(path).exists():
        for line in Path(path).read_text().splitlines():
            if line.strip():
                entries.append(json.loads(line))
    return entries


def compile_figures(entries):
    """Totals over the compiles of one build."""
    paired = [e for e in entries if "ref_cpu" in e]
    changed = [e for e in paired if e.get("changed")]
    functions = sorted({f"{Path(e['sources'][0]).name}:{fn}"
                        for e in changed for fn in e.get("functions", [])})
    return {
        "compiles": len(entries),
        "cpu": round(sum(e["cpu"] for e in entries), 2),
        "paired": len(paired),
        "paired_cpu": round(sum(e["cpu"] for e in paired), 2),
        "paired_ref_cpu": round(sum(e["ref_cpu"] for e in paired), 2),
        "objects_changed": len(changed),
        "functions_changed": functions,
        "ices": [e for e in entries if e.get("ice")],
        "plugin_errors": [e for e in paired if e["rc"] != 0 and e.get("ref_rc") == 0],
    }


def summarize(variant_dir, setup, status, wall):
    """The result record of one build (SETUP: the plugin's PLUGIN_SETUP
    entry, or None for the build without a plugin)."""
    variant_dir = Path(variant_dir)
    log_path = variant_dir / "build.log"
    log = log_path.read_text(errors="replace") if log_path.exists() else ""
    entries = read_compiles(variant_dir / "compiles.jsonl")
    record = {"built": status == 0, "status": status, "wall": wall,
              "tests": test_summary(log)}
    record.update(compile_figures(entries))
    if setup:
        optimized, missed = plugin_remarks(
            [e["remarks"] for e in entries if e.get("remarks")],
            setup["optimized"], setup["missed"])
        record["optimized"] = optimized
        record["missed_top"] = missed.most_common(8)
        record["missed_total"] = sum(missed.values())
        record["changed_without_remark"] = changed_without_remark(entries, setup)
    return record


def changed_without_remark(entries, setup):
    """Sources whose object the plugin changed although their compile gave
    no `optimized:` remark of the plugin (a remark should say what changed;
    a loop left alone should come out byte-identical)."""
    silent = set()
    for entry in entries:
        if entry.get("changed") and entry.get("remarks"):
            optimized, _ = plugin_remarks([entry["remarks"]], setup["optimized"],
                                          setup["missed"])
            if not optimized:
                functions = ",".join(entry.get("functions", []))
                silent.add(f"{Path(entry['sources'][0]).name} ({functions})")
    return sorted(silent)


def cpu_ratio(record):
    """Plugged over unplugged compile CPU time of the paired compiles."""
    if not record.get("paired_ref_cpu"):
        return None
    return record["paired_cpu"] / record["paired_ref_cpu"]
