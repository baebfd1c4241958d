"""scripts/vliw-check: verify the schedules xopt_vliw writes with
-fplugin-arg-xopt_vliw-json=<file> (doc/vliw-format.md), independently of
the plugin: the machine model is read again (vliw_model), the rules are
re-implemented (vliw_rules, vliw_resources, vliw_flow).

usage: scripts/vliw-check FILE.json... [--models DIR] [--max-messages N]
                          [--strict] [--require-edge-transfer METHOD]

Every violation is printed as FILE:LINE: function [method], block B,
cycle C: what; then one summary line per file.  A valid schedule's
redundant transfers (vliw_redundant: the schedule stays valid without
them) are printed as warnings, and are violations with --strict.  With
--require-edge-transfer, each schedule of METHOD must place a transfer on
a critical-edge block, the value not being sent to that cluster in the
edge's source or destination block (the paper's Fig. 8).  Exit
status 0 when every schedule is valid, 1 on any violation, 2 when a file
or model cannot be read.
"""

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

from . import vliw_flow, vliw_redundant, vliw_resources, vliw_rules
from .vliw_model import ModelError, read_builtin, read_model
from .vliw_schedule import load_schedule


class ModelCache:
    """Models by the JSON's {"name", "file"}: the file when it is given
    and exists, else <models dir>/<name>.model."""

    def __init__(self, models_dir=None):
        self.models_dir = models_dir
        self.loaded = {}

    def get(self, spec):
        name, file = (spec or {}).get("name"), (spec or {}).get("file")
        if file and Path(file).is_file():
            key, load = file, lambda: read_model(file)
        elif name:
            key, load = name, lambda: read_builtin(name, self.models_dir)
        else:
            raise ModelError("schedule names no model")
        if key not in self.loaded:
            self.loaded[key] = load()
        return self.loaded[key]


def check_rules(schedule, model, out):
    """Every rule of doc/vliw-format.md on a structurally sound schedule."""
    if schedule.raw.get("model", {}).get("name") not in (None, model.name):
        out.add(f"model is named {schedule.raw['model']['name']!r}, "
                f"its file says {model.name!r}")
    if schedule.status == "failed":
        for insn in schedule.insns.values():
            if insn.get("class") not in model.classes:
                out.add(f"insn {insn['uid']} has class {insn.get('class')!r}, "
                        f"not in model {model.name}", insn["block"])
        return None
    if not vliw_rules.check_slots(schedule, model, out):
        return None
    vliw_rules.check_listed_deps(schedule, model, out)
    vliw_rules.check_derived_deps(schedule, model, out)
    vliw_rules.check_jumps(schedule, model, out)
    for block in schedule.blocks.values():
        vliw_resources.check_issue(schedule, model, block, out)
        vliw_resources.check_units(schedule, model, block, out)
        vliw_resources.check_exclusive(schedule, model, block, out)
    vliw_flow.check_values(schedule, model, out)
    return vliw_rules.check_objective(schedule, model, out,
                                      vliw_resources.edge_jump_cycle(schedule, model))


def check_line(raw, models):
    """(messages, recomputed objective or None) for one decoded line."""
    schedule, out = load_schedule(raw)
    if schedule is None or out.messages:
        return out.messages, None
    model = models.get(raw.get("model"))
    return out.messages, check_rules(schedule, model, out)


def redundancy_warnings(raw, models):
    """One warning per redundant transfer of a valid decoded line."""
    schedule, out = load_schedule(raw)
    if schedule is None or out.messages or not schedule.transfers:
        return []
    model = models.get(raw.get("model"))
    return [vliw_redundant.describe(schedule, t)
            for t in vliw_redundant.redundant_transfers(schedule, model)]


def edge_transfer_message(raw):
    """None when the decoded line has a transfer on an edge block that
    neither end of the edge repeats, else the complaint."""
    schedule, out = load_schedule(raw)
    if schedule is None or out.messages:
        return None
    for transfer in schedule.transfers:
        edge = schedule.blocks[transfer["block"]].edge
        if edge is None:
            continue
        same = [t for t in schedule.transfers if t["block"] in edge
                and (t["web"], t["to"]) == (transfer["web"], transfer["to"])]
        if not same:
            return None
    return (f"{schedule.function} [{schedule.method}]: no transfer on a critical-edge "
            "block that the edge's source and destination blocks do not repeat")


def check_file(path, models, max_messages=20, stream=sys.stdout, strict=False,
               edge_method=None):
    """Check every line of PATH; return (schedules, invalid ones, methods,
    redundant transfers); with STRICT a redundant transfer makes its
    schedule invalid; with EDGE_METHOD, a schedule of that method without
    a transfer on an edge block (edge_transfer_message) too."""
    total, invalid, methods, redundant = 0, 0, Counter(), 0
    with open(path) as lines:
        for number, text in enumerate(lines, 1):
            if not text.strip():
                continue
            try:
                raw = json.loads(text)
            except ValueError as error:
                raise ValueError(f"line {number}: not JSON: {error}") from None
            total += 1
            methods[raw.get("method", "?")] += 1
            messages, _ = check_line(raw, models)
            warnings = [] if messages else redundancy_warnings(raw, models)
            redundant += len(warnings)
            if not messages and raw.get("method") == edge_method:
                messages = [m for m in [edge_transfer_message(raw)] if m]
            if messages or (strict and warnings):
                invalid += 1
            messages = messages + warnings
            for message in messages[:max_messages]:
                print(f"{path}:{number}: {message}", file=stream)
            if len(messages) > max_messages:
                print(f"{path}:{number}: ... {len(messages) - max_messages} more", file=stream)
    return total, invalid, methods, redundant


def summary(path, total, invalid, methods, redundant=0):
    counts = ", ".join(f"{m} {n}" for m, n in sorted(methods.items()))
    verdict = "all valid" if not invalid else f"{invalid} INVALID"
    extra = f", {redundant} redundant transfers" if redundant else ""
    return f"vliw-check: {path}: {total} schedules ({counts}): {verdict}{extra}"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--models", type=Path, help="builtin models (default "
                        "plugins/vliw/models/)")
    parser.add_argument("--max-messages", type=int, default=20,
                        help="violations printed per schedule")
    parser.add_argument("--strict", action="store_true",
                        help="a redundant transfer is a violation, not a warning")
    parser.add_argument("--require-edge-transfer", metavar="METHOD",
                        help="schedules of METHOD must use a critical-edge block")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    models, status = ModelCache(args.models), 0
    for path in args.files:
        try:
            total, invalid, methods, redundant = check_file(
                path, models, args.max_messages, strict=args.strict,
                edge_method=args.require_edge_transfer)
        except (OSError, ValueError, ModelError) as error:
            print(f"vliw-check: {path}: {error}")
            status = 2
            continue
        print(summary(path, total, invalid, methods, redundant))
        if invalid and status == 0:
            status = 1
    return status
