"""Tables and chart of scripts/packages' results.

The tables replace the text between the markers TABLES_BEGIN and
TABLES_END in doc/packages.md; the chart is a hand-written SVG (no
plotting library needed): per package, the plugins' `optimized:` remark
counts and their compile CPU time over the build without the plugin.
"""

import json
from pathlib import Path

import collections

from .pkg_results import cpu_ratio, reason_key

TABLES_BEGIN = "<!-- scripts/packages tables begin -->"
TABLES_END = "<!-- scripts/packages tables end -->"
COLOURS = {"sms": "#1b9e77", "slpm": "#d95f02", "liverange": "#7570b3",
           "ifconv": "#e7298a", "vliw": "#66a61e"}


def load_results(cache, target):
    """{package: {variant: record}} for one target."""
    results = {}
    for path in sorted((Path(cache) / "results" / target).glob("*/*.json")):
        results.setdefault(path.parent.name, {})[path.stem] = json.loads(path.read_text())
    return results


def tests_verdict(record, baseline):
    """How the plugged build's tests compare with the build without it."""
    if not record["built"]:
        return "build failed"
    if baseline is None:
        return "no baseline"
    mine, base = record["tests"], baseline["tests"]
    if not base["counts"] and not mine["counts"]:
        return "same (build's own check passed)" if baseline["built"] else "baseline failed"
    if mine == base:
        fails = mine["counts"].get("FAIL", 0) + mine["counts"].get("ERROR", 0)
        return f"same ({mine['counts'].get('PASS', 0)} pass, {fails} fail)"
    return f"DIFFERENT: {mine['counts']} vs {base['counts']}"


def plugin_origin(record):
    """Which plugin build made RECORD: the folder holding <triplet>/xopt_*.so
    (`plugins-4a1c0fd` gives `4a1c0fd`), results of several runs being mixed."""
    for flag in record.get("flags", "").split():
        if flag.startswith("-fplugin="):
            folder = Path(flag.split("=", 1)[1]).parent.parent
            name = folder.name if folder.name != "build" else folder.parent.name
            return name.removeprefix("plugins-")
    return ""


def format_ratio(ratio):
    return "–" if ratio is None else f"{ratio:.3f}"


def package_table(results, plugins):
    lines = ["| package | version | plugin | built | tests vs. unplugged | `optimized:` "
             "| objects changed / compiled | compile CPU ratio | ICE | plugins of |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for package, variants in sorted(results.items()):
        base = variants.get("none")
        for plugin in plugins:
            rec = variants.get(plugin)
            if rec is None:
                continue
            lines.append(
                f"| {package} | {rec['version']} | {plugin} | "
                f"{'yes' if rec['built'] else 'NO'} | {tests_verdict(rec, base)} | "
                f"{len(rec.get('optimized', []))} | "
                f"{rec['objects_changed']} / {rec['paired']} | "
                f"{format_ratio(cpu_ratio(rec))} | {len(rec['ices']) or ''} | "
                f"{plugin_origin(rec)} |")
    return lines


def summed_ratios(results, plugins):
    """Per plugin: summed plugged and unplugged compile CPU seconds."""
    lines = ["| plugin | packages | compile CPU with plugin (s) | without (s) | ratio |",
             "|---|---|---|---|---|"]
    for plugin in plugins:
        recs = [v[plugin] for v in results.values() if plugin in v]
        cpu = sum(r["paired_cpu"] for r in recs)
        ref = sum(r["paired_ref_cpu"] for r in recs)
        ratio = cpu / ref if ref else None
        lines.append(f"| {plugin} | {len(recs)} | {cpu:.1f} | {ref:.1f} | "
                     f"{format_ratio(ratio)} |")
    return lines


def transformed_list(results, plugins, limit=6):
    """What each plugin changed per package, or which reasons dominated."""
    lines = []
    for package, variants in sorted(results.items()):
        for plugin in plugins:
            rec = variants.get(plugin)
            if rec is None:
                continue
            changed = rec["functions_changed"]
            head = f"- **{package} / {plugin}**: "
            if rec.get("optimized") or changed:
                shown = ", ".join(f"`{f}`" for f in changed[:limit])
                more = f" (+{len(changed) - limit} more)" if len(changed) > limit else ""
                lines.append(head + f"{len(rec.get('optimized', []))} `optimized:` "
                             f"remarks; functions changed: {shown or 'none'}{more}")
                if rec.get("optimized"):
                    lines.append("  - what: " + optimized_summary(rec))
                silent = rec.get("changed_without_remark", [])
                if silent:
                    shown = "; ".join(short_entry(s, limit) for s in silent[:limit])
                    more = f" (+{len(silent) - limit} more)" if len(silent) > limit else ""
                    lines.append("  - changed without an `optimized:` remark of the "
                                 f"plugin: {shown}{more}")
                if not rec.get("optimized"):
                    lines.append("  - no `optimized:` remark; " + missed_summary(rec))
            else:
                lines.append(head + "nothing transformed; " + missed_summary(rec))
    return lines


def short_entry(entry, limit):
    """`file.c (f,g,...)` with at most LIMIT function names."""
    name, _, funcs = entry.partition(" (")
    names = funcs.rstrip(")").split(",") if funcs else []
    if len(names) <= limit:
        return entry
    return f"{name} ({','.join(names[:limit])},... {len(names)} functions)"


def optimized_summary(rec, limit=3):
    """The kinds of `optimized:` remarks, numbers blanked, most frequent
    first: what the plugin did in the package."""
    kinds = collections.Counter()
    for remark in rec.get("optimized", []):
        body = remark.split(": ", 1)[-1] if ": " in remark else remark
        kinds[reason_key(body).replace("N.N", "N")] += 1
    return "; ".join(f"{n}× {k}" for k, n in kinds.most_common(limit))


def missed_summary(rec):
    """The dominant `missed:` reasons of a plugin that transformed nothing."""
    reasons = "; ".join(f"{n}× {r}" for r, n in rec.get("missed_top", [])[:4])
    return (f"{rec.get('missed_total', 0)} `missed:` — top: "
            f"{reasons or 'no remark at all'}")


def tables(results, plugins, heading):
    return ([f"### {heading}", ""] + package_table(results, plugins) + [""]
            + ["Summed over the set (paired compiles only):", ""]
            + summed_ratios(results, plugins) + [""]
            + ["What each plugin did:", ""] + transformed_list(results, plugins) + [""])


def update_doc(doc_path, generated):
    """Replace the generated part of DOC_PATH (between the markers)."""
    text = Path(doc_path).read_text() if Path(doc_path).exists() else \
        f"{TABLES_BEGIN}\n{TABLES_END}\n"
    before, rest = text.split(TABLES_BEGIN, 1)
    _, after = rest.split(TABLES_END, 1)
    Path(doc_path).write_text(before + TABLES_BEGIN + "\n" + "\n".join(generated)
                              + "\n" + TABLES_END + after)
