"""Point 2 of doc/vliw-format.md: per block and cycle, the issue width, the
per-cluster issue cap, the units of every class and transfer (cluster
units per cluster, global units once), exclusive classes (calls).

A class needs each of its requirements once; a requirement with
alternatives ('alu@0|shf@0') may take any of them.  Whether the demands of
one cycle fit is a bipartite b-matching between demands and unit pools;
it exists exactly when Hall's condition holds, and when it does not the
search leaves the violated set (the pools it could reach) to report.

A requirement is active at cycle issue+k with the alternatives whose stage
range covers k (exact for single-stage alternatives, the shipped models).
A transfer takes an issue slot of its destination cluster (cluster_issue).
The jump of a non-empty edge block that needs one is a virtual insn of
class 'branch' placed at the first cycle it fits from the last transfer.
"""

from collections import defaultdict

JUMP_CLASS = "branch"


def _demands(model, cluster, requirements, issue_cycle, label):
    """[(cycle, label, frozenset of pools)] for one insn or transfer."""
    found = []
    for alternatives in requirements:
        first = min(use.first for use in alternatives)
        last = max(use.last for use in alternatives)
        for stage in range(first, last + 1):
            pools = frozenset(_pool(model, use.resource, cluster) for use in alternatives
                              if use.first <= stage <= use.last)
            found.append((issue_cycle + stage, label, pools))
    return found


def _pool(model, resource, cluster):
    return (None if model.resources[resource][1] else cluster or 0, resource)


def _pool_name(pool):
    cluster, resource = pool
    return resource if cluster is None else f"{resource}[{cluster}]"


def block_demands(schedule, model, block):
    demands = []
    for insn in block.insns:
        cls = model.classes[insn["class"]]
        demands += _demands(model, insn.get("cluster"), cls.requirements, insn["cycle"],
                            f"insn {insn['uid']} ({insn['class']})")
    for transfer in block.transfers:
        label = f"transfer of {schedule.web_name(transfer['web'])}"
        for side, alternatives in model.xfer:
            cluster = transfer["from"] if side == "src" else transfer["to"]
            demands += _demands(model, cluster, [alternatives], transfer["cycle"], label)
    return demands


def unmatched(model, demands):
    """None when DEMANDS [(label, pools)] fit the units, else (label,
    pools reached): a Hall violator."""
    load = defaultdict(list)      # pool -> demand indices placed there

    def place(index, seen):
        for pool in sorted(demands[index][1], key=str):
            if pool in seen:
                continue
            seen.add(pool)
            if len(load[pool]) < model.resources[pool[1]][0]:
                load[pool].append(index)
                return True
            for other in list(load[pool]):
                if place(other, seen):
                    load[pool].remove(other)
                    load[pool].append(index)
                    return True
        return False

    for index in range(len(demands)):
        seen = set()
        if not place(index, seen):
            return demands[index][0], seen
    return None


def _report_cycle(model, demands, block_id, cycle, out):
    failure = unmatched(model, demands)
    if failure is None:
        return
    label, pools = failure
    users = sorted({d[0] for d in demands if d[1] <= pools})
    capacity = sum(model.resources[p[1]][0] for p in pools)
    names = ", ".join(sorted(_pool_name(p) for p in pools))
    out.add(f"units {names} ({capacity} in all) over-subscribed by "
            f"{len(users)}: {'; '.join(users)}", block_id, cycle)


def check_units(schedule, model, block, out):
    by_cycle = defaultdict(list)
    for cycle, label, pools in block_demands(schedule, model, block):
        by_cycle[cycle].append((label, pools))
    for cycle in sorted(by_cycle):
        _report_cycle(model, by_cycle[cycle], block.id, cycle, out)


def check_issue(schedule, model, block, out):
    total, per_cluster = defaultdict(int), defaultdict(int)
    for insn in block.insns:
        total[insn["cycle"]] += 1
        if insn.get("cluster") is not None:
            per_cluster[insn["cycle"], insn["cluster"]] += 1
    for transfer in block.transfers:
        total[transfer["cycle"]] += 1
        per_cluster[transfer["cycle"], transfer["to"]] += 1
    for cycle, count in sorted(total.items()):
        if count > model.issue:
            out.add(f"{count} insns and transfers issue, width {model.issue}", block.id, cycle)
    if model.cluster_issue:
        for (cycle, cluster), count in sorted(per_cluster.items()):
            if count > model.cluster_issue:
                out.add(f"{count} insns and transfers into cluster {cluster}, cluster_issue "
                        f"{model.cluster_issue}", block.id, cycle)


def check_exclusive(schedule, model, block, out):
    items = [(i["cycle"], f"insn {i['uid']}") for i in block.insns]
    items += [(t["cycle"], f"transfer of {schedule.web_name(t['web'])}")
              for t in block.transfers]
    for insn in block.insns:
        if "exclusive" not in model.classes[insn["class"]].flags:
            continue
        start, span = insn["cycle"], model.latency(insn["class"])
        for cycle, label in items:
            if label != f"insn {insn['uid']}" and start <= cycle < start + span:
                out.add(f"{label} issues while exclusive insn {insn['uid']} "
                        f"({insn['class']}, cycles {start}..{start + span - 1}) runs",
                        block.id, cycle)


def edge_jump_cycle(schedule, model):
    """A function giving the cycle of an edge block's virtual jump."""
    def cycle_of(block):
        demands = block_demands(schedule, model, block)
        issued = defaultdict(int)
        for transfer in block.transfers:
            issued[transfer["cycle"]] += 1
        cycle = max(t["cycle"] for t in block.transfers)
        requirements = (model.classes[JUMP_CLASS].requirements
                        if JUMP_CLASS in model.classes else [])
        while True:
            jump = _demands(model, 0, requirements, cycle, "jump")
            if issued[cycle] < model.issue and all(
                    unmatched(model, [(l, p) for c, l, p in demands + jump if c == at]) is None
                    for at in {c for c, _, _ in jump}):
                return cycle
            cycle += 1
    return cycle_of
