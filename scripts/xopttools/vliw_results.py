"""The figures of make bench-vliw, computed from xopt_vliw schedule lines
(doc/vliw-format.md): per function and model the weighted cycles of each
method, totals, geometric means of ILP against LUCAS and against the best
baseline, and the share of functions the ILP proved optimal in time."""

import math
from collections import defaultdict

BASELINES = ("uas", "uas-cc", "lucas", "bug")
METHODS = ("ilp",) + BASELINES
ORDER = ("ilp", "lucas", "uas", "uas-cc", "bug")       # the columns of the tables
LABELS = {"ilp": "ILP", "uas": "UAS", "uas-cc": "UAS-CC", "lucas": "LUCAS", "bug": "BUG"}


def group(lines):
    """{(target, model, source, function): {method: line}}."""
    found = defaultdict(dict)
    for raw in lines:
        key = (raw.get("target"), raw["model"]["name"], raw.get("source"), raw["function"])
        found[key][raw["method"]] = raw
    return dict(found)


def usable(line):
    return line is not None and line.get("status") != "failed"


def best_baseline(methods):
    values = [methods[m]["objective"] for m in BASELINES if usable(methods.get(m))]
    return min(values) if values else None


def ilp_value(methods):
    """The ILP's objective, or the best baseline's when the ILP failed
    (the plugin keeps that schedule then)."""
    if usable(methods.get("ilp")):
        return methods["ilp"]["objective"]
    return best_baseline(methods)


def geomean(ratios):
    ratios = [r for r in ratios if r > 0]
    if not ratios:
        return None
    return math.exp(sum(math.log(r) for r in ratios) / len(ratios))


def ratios(groups, method, against):
    """method / against per function, both positive."""
    found = []
    for methods in groups.values():
        mine = ilp_value(methods) if method == "ilp" else (
            methods[method]["objective"] if usable(methods.get(method)) else None)
        other = best_baseline(methods) if against == "best" else (
            methods[against]["objective"] if usable(methods.get(against)) else None)
        if mine and other:
            found.append(mine / other)
    return found


def summarize(groups):
    """The headline figures of one set of functions."""
    totals = {m: sum(g[m]["objective"] for g in groups.values() if usable(g.get(m)))
              for m in METHODS}
    above = [k for k, g in groups.items()
             if ilp_value(g) is not None and best_baseline(g) is not None
             and ilp_value(g) > best_baseline(g) * (1 + 1e-9)]
    ilp_lines = [g["ilp"] for g in groups.values() if "ilp" in g]
    return {
        "functions": len(groups),
        "totals": totals,
        "geomean_ilp_lucas": geomean(ratios(groups, "ilp", "lucas")),
        "geomean_ilp_best": geomean(ratios(groups, "ilp", "best")),
        "ilp_above_best": sorted(above),
        "ilp_failed": sum(1 for line in ilp_lines if line.get("status") == "failed"),
        "optimal_0_5s": share_optimal(ilp_lines, 0.5),
    }


def share_optimal(ilp_lines, seconds):
    """Share of ILP lines proven optimal within SECONDS."""
    if not ilp_lines:
        return None
    proven = sum(1 for line in ilp_lines
                 if line.get("status") == "optimal" and line.get("seconds", 0) <= seconds)
    return proven / len(ilp_lines)


def relative_to(groups, base="uas"):
    """Per method the geometric mean of method / BASE over functions."""
    return {m: geomean(ratios(groups, m, base)) for m in METHODS}


def by(groups, position):
    """Split GROUPS by one position of the key (0 target, 1 model)."""
    split = defaultdict(dict)
    for key, methods in groups.items():
        split[key[position]][key] = methods
    return dict(split)


def fmt(value, digits=3):
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.{digits}f}".rstrip("0").rstrip(".") if digits else f"{value:.0f}"
    return str(value)


def function_table(groups):
    """Markdown: one row per function with each method's weighted cycles."""
    rows = ["| target | model | function | ILP | status | s | LUCAS | UAS | UAS-CC | BUG "
            "| ILP/LUCAS |", "|" + " --- |" * 11]
    for key in sorted(groups):
        target, model, _, function = key
        g = groups[key]
        ilp = g.get("ilp", {})
        cells = [fmt(g[m]["objective"], 2) if usable(g.get(m)) else "failed"
                 for m in ("lucas", "uas", "uas-cc", "bug")]
        ratio = ratios({key: g}, "ilp", "lucas")
        rows.append(f"| {target} | {model} | {function} | {fmt(ilp_value(g), 2)} | "
                    f"{ilp.get('status', '-')} | {fmt(ilp.get('seconds'), 3)} | "
                    + " | ".join(cells) + f" | {fmt(ratio[0] if ratio else None)} |")
    return "\n".join(rows) + "\n"


def summary_table(groups):
    """Markdown: per target and model, totals and geometric means."""
    rows = ["| target | model | functions | ILP | LUCAS | UAS | UAS-CC | BUG | geomean "
            "ILP/LUCAS | geomean ILP/best | ILP above best | optimal <= 0.5 s |",
            "|" + " --- |" * 12]
    for target, per_target in sorted(by(groups, 0).items()):
        for model, part in sorted(by(per_target, 1).items()):
            s = summarize(part)
            t = s["totals"]
            share = s["optimal_0_5s"]
            rows.append(f"| {target} | {model} | {s['functions']} | "
                        + " | ".join(fmt(t[m], 1) for m in ORDER)
                        + f" | {fmt(s['geomean_ilp_lucas'])} | {fmt(s['geomean_ilp_best'])}"
                        f" | {len(s['ilp_above_best'])} | "
                        f"{fmt(None if share is None else 100 * share, 1)} % |")
    return "\n".join(rows) + "\n"


def sweep_table(groups, models):
    """Markdown: per model of the sweep, each method relative to UAS."""
    rows = ["| model | functions | " + " | ".join(LABELS[m] for m in ORDER) + " |",
            "|" + " --- |" * (len(ORDER) + 2)]
    per_model = by(groups, 1)
    for model in models:
        part = per_model.get(model, {})
        rel = relative_to(part)
        rows.append(f"| {model} | {len(part)} | "
                    + " | ".join(fmt(rel[m]) for m in ORDER) + " |")
    return "\n".join(rows) + "\n"
