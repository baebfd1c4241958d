"""The per-block rules of doc/vliw-format.md: slots and clusters (point 3),
dependences, listed and derived from the defs and uses (point 1), jumps
last, and the lengths and objective (point 5).  Resources are in
vliw_resources.py, values on every path in vliw_flow.py.

Global insns (branches, calls: no cluster) read a register value directly
wherever it is, so a dependence with a global end always holds in full;
their defs land on the web's pinned cluster, else cluster 0 (value_cluster).
"""

import math
from collections import defaultdict


def value_cluster(schedule, insn, web):
    """The cluster whose copy of WEB INSN reads or writes; None for a
    global insn's read (any cluster will do)."""
    if insn.get("cluster") is not None:
        return insn["cluster"]
    pinned = schedule.webs[web].get("pinned")
    return pinned if pinned is not None else 0


def is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


def check_slots(schedule, model, out):
    """Point 3 and the ranges of cycles and clusters; False when a slot is
    so broken that the other rules cannot be evaluated."""
    sound = True
    for insn in schedule.insns.values():
        uid, block, cls = insn["uid"], insn["block"], insn.get("class")
        if cls not in model.classes:
            out.add(f"insn {uid} has class {cls!r}, not in model {model.name}", block)
            sound = False
            continue
        if not is_int(insn.get("cycle")) or insn["cycle"] < 0:
            out.add(f"insn {uid} has no valid cycle ({insn.get('cycle')!r})", block)
            sound = False
        cluster = insn.get("cluster")
        if model.is_global(cls):
            if cluster is not None:
                out.add(f"insn {uid} of global class {cls} has cluster {cluster}", block)
            continue
        if not is_int(cluster) or not 0 <= cluster < model.clusters:
            out.add(f"insn {uid} ({cls}) has cluster {cluster!r}, not in "
                    f"0..{model.clusters - 1}", block, insn.get("cycle"))
            sound = False
            continue
        _check_pins(schedule, model, insn, out)
    for transfer in schedule.transfers:
        sound &= _check_transfer_slot(schedule, model, transfer, out)
    return sound


def _check_pins(schedule, model, insn, out):
    uid, cluster = insn["uid"], insn["cluster"]
    where = (insn["block"], insn["cycle"])
    if "pinned0" in model.classes[insn["class"]].flags and cluster != 0:
        out.add(f"insn {uid} of pinned0 class {insn['class']} is on cluster {cluster}", *where)
    if insn.get("pinned") is not None and insn["pinned"] != cluster:
        out.add(f"insn {uid} is pinned to cluster {insn['pinned']} but on {cluster}", *where)
    for web in insn.get("defs", []) + insn.get("uses", []):
        pinned = schedule.webs[web].get("pinned")
        if pinned is not None and pinned != cluster:
            out.add(f"insn {uid} on cluster {cluster} touches {schedule.web_name(web)} "
                    f"pinned to cluster {pinned}", *where)


def _check_transfer_slot(schedule, model, transfer, out):
    block, cycle = transfer["block"], transfer.get("cycle")
    name = schedule.web_name(transfer["web"])
    ends = (transfer.get("from"), transfer.get("to"))
    if not is_int(cycle) or cycle < 0:
        out.add(f"transfer of {name} has no valid cycle ({cycle!r})", block)
        return False
    if not all(is_int(c) and 0 <= c < model.clusters for c in ends):
        out.add(f"transfer of {name} between clusters {ends}, not in "
                f"0..{model.clusters - 1}", block, cycle)
        return False
    if ends[0] == ends[1]:
        out.add(f"transfer of {name} from cluster {ends[0]} to itself", block, cycle)
    pinned = schedule.webs[transfer["web"]].get("pinned")
    if pinned is not None and ends[1] != pinned:
        out.add(f"transfer of {name} pinned to cluster {pinned} into cluster {ends[1]}",
                block, cycle)
    return True


def _dep_holds(schedule, model, dep):
    """Whether the listed dep binds the two insns as placed: register deps
    between different clusters are void (anti, output) or go through a
    transfer (flow, checked by vliw_flow)."""
    if dep.get("web") is None or dep["web"] < 0:
        return True
    source, dest = schedule.insns[dep["from"]], schedule.insns[dep["to"]]
    if source.get("cluster") is None or dest.get("cluster") is None:
        return True
    return source["cluster"] == dest["cluster"]


def check_listed_deps(schedule, model, out):
    for dep in schedule.deps:
        if not _dep_holds(schedule, model, dep):
            continue
        source, dest = schedule.insns[dep["from"]], schedule.insns[dep["to"]]
        if dest["cycle"] < source["cycle"] + dep["latency"]:
            out.add(f"{dep['kind']} dep {source['uid']}->{dest['uid']} latency "
                    f"{dep['latency']}: issued at {source['cycle']} and {dest['cycle']}",
                    dest["block"], dest["cycle"])


def derived_deps(schedule, model, block):
    """Register deps from the order of defs and uses in BLOCK, as
    (kind, from, to, latency, web): flow from the last def before a use,
    anti from every earlier use to a def, output between defs."""
    touches = defaultdict(list)            # web -> [(insn, defines, uses)]
    for insn in block.insns:
        defs, uses = set(insn.get("defs", [])), set(insn.get("uses", []))
        for web in defs | uses:
            touches[web].append((insn, web in defs, web in uses))
    found = []
    for web, events in touches.items():
        last_def = None
        for index, (later, defines, uses) in enumerate(events):
            if uses and last_def is not None:
                found.append(("flow", last_def, later, model.latency(last_def["class"]), web))
            for earlier, earlier_defines, earlier_uses in events[:index] if defines else ():
                if earlier_uses:
                    found.append(("anti", earlier, later, model.deps["anti"], web))
                if earlier_defines:
                    found.append(("output", earlier, later, model.deps["output"], web))
            if defines:
                last_def = later
    return found


def check_derived_deps(schedule, model, out):
    for block in schedule.blocks.values():
        for kind, source, dest, latency, web in derived_deps(schedule, model, block):
            clusters = (source.get("cluster"), dest.get("cluster"))
            if None not in clusters and clusters[0] != clusters[1]:
                continue
            if dest["cycle"] < source["cycle"] + latency:
                out.add(f"{kind} dependence on {schedule.web_name(web)} from insn "
                        f"{source['uid']} (cycle {source['cycle']}) to insn {dest['uid']} "
                        f"needs latency {latency} (derived from defs/uses)",
                        block.id, dest["cycle"])


def check_jumps(schedule, model, out):
    for block in schedule.blocks.values():
        for index, insn in enumerate(block.insns):
            if not insn.get("jump"):
                continue
            if index != len(block.insns) - 1:
                out.add(f"jump insn {insn['uid']} is not the block's last insn", block.id)
            late = [i["cycle"] for i in block.insns if i is not insn]
            late += [t["cycle"] for t in block.transfers]
            if late and max(late) > insn["cycle"]:
                out.add(f"jump insn {insn['uid']} issues before cycle {max(late)} "
                        f"of its block", block.id, insn["cycle"])


def block_length(model, block, edge_jump_cycle):
    cycles = [i["cycle"] for i in block.insns] + [t["cycle"] for t in block.transfers]
    if block.edge is not None and block.needs_jump and block.transfers:
        cycles.append(edge_jump_cycle(block))
    return max(cycles) + 1 if cycles else 0


def check_objective(schedule, model, out, edge_jump_cycle):
    total = 0.0
    for block in schedule.blocks.values():
        length = block_length(model, block, edge_jump_cycle)
        if block.length != length:
            out.add(f"length is {block.length} in the file, recomputed {length}", block.id)
        total += block.weight * length
    objective = schedule.raw.get("objective")
    if not isinstance(objective, (int, float)) or not math.isclose(
            objective, total, rel_tol=1e-6, abs_tol=1e-6):
        out.add(f"objective is {objective} in the file, recomputed {total:g}")
    bound = schedule.raw.get("bound")
    if isinstance(bound, (int, float)) and bound > total + max(1e-6, 1e-6 * abs(total)):
        out.add(f"bound {bound:g} is above the objective {total:g}")
    return total
