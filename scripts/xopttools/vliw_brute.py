"""scripts/vliw-brute: the optimum of a tiny xopt_vliw problem by
exhaustive search, to prove the plugin's ILP optimal on it.

usage: scripts/vliw-brute FILE.json [--method ilp] [--slack 2]
                          [--no-incumbent] [--models DIR]

The problem is read from a schedule line (its blocks, insns, webs, deps).
The search enumerates every cluster assignment (clusters not named by a
pin are interchangeable, so only canonical labellings are tried), every
set of transfers x(v, m1, m2, B) with m1 a cluster where v is defined
(no relays, at most one per web, destination and block), and every issue
cycle of insns and transfers within each block's horizon: the block's
length in the given schedule + slack.  Partial assignments are cut by
dependences, per-cycle resources and a weighted lower bound; every
complete one is judged by the checker's own rules (vliw_check), so the
optimum is the best schedule the checker accepts.  Unless --no-incumbent,
the given schedule, once the checker accepts it, is the first incumbent:
the search then proves that nothing better exists.

Prints, per schedule of the method: "FUNCTION: optimum X, METHOD Y:
equal|DIFFERENT", and a better schedule as a JSON line; exit status 1 when one differs or is invalid, 2 when a
problem is too big (more than --max-insns insns) or unreadable.
"""

import argparse
import copy
import itertools
import json
import sys
import time

from . import vliw_check, vliw_resources
from .vliw_bounds import Placement
from .vliw_rules import block_length
from .vliw_schedule import load_schedule


class TooBig(Exception):
    pass


def cluster_choices(schedule, model):
    """Per insn (program order) its fixed cluster, None (global) or 'free';
    and the clusters named by pins, which are not interchangeable."""
    fixed, named = {}, {0}
    for web in schedule.webs:
        if web.get("pinned") is not None:
            named.add(web["pinned"])
    for insn in schedule.insns.values():
        cls = model.classes[insn["class"]]
        pins = {schedule.webs[w].get("pinned") for w in insn.get("defs", []) + insn.get("uses", [])}
        pins.discard(None)
        if "global" in cls.flags:
            fixed[insn["uid"]] = None
        elif "pinned0" in cls.flags:
            fixed[insn["uid"]] = 0
        elif insn.get("pinned") is not None:
            fixed[insn["uid"]] = insn["pinned"]
        elif pins:
            fixed[insn["uid"]] = min(pins)
        else:
            fixed[insn["uid"]] = "free"
    return fixed, sorted(named & set(range(model.clusters)))


def assignments(schedule, model):
    """Every canonical {uid: cluster} map."""
    fixed, named = cluster_choices(schedule, model)
    others = [c for c in range(model.clusters) if c not in named]
    uids = list(schedule.insns)

    def extend(index, chosen, used):
        if index == len(uids):
            yield dict(chosen)
            return
        uid = uids[index]
        options = [fixed[uid]] if fixed[uid] != "free" else named + others[:used + 1]
        for cluster in options:
            chosen[uid] = cluster
            grew = cluster in others and others.index(cluster) == used
            yield from extend(index + 1, chosen, used + grew)
        chosen.pop(uid, None)

    yield from extend(0, {}, 0)


def transfer_candidates(schedule, model, clusters):
    """(web, from, to, block) with from a def's cluster, to a user's."""
    defs, users = {}, {}
    for insn in schedule.insns.values():
        cluster = clusters[insn["uid"]]
        for web in insn.get("defs", []):
            defs.setdefault(web, set()).add(0 if cluster is None else cluster)
        if cluster is not None:
            for web in insn.get("uses", []):
                users.setdefault(web, set()).add(cluster)
    found = []
    for web in sorted(users):
        for source in sorted(defs.get(web, ())):
            for dest in sorted(users[web] - {source}):
                found += [(web, source, dest, b) for b in schedule.order]
    return found


def transfer_sets(candidates, limit):
    """Subsets of CANDIDATES, smallest first, at most one per (web, to,
    block) and at most LIMIT transfers."""
    for size in range(limit + 1):
        for subset in itertools.combinations(candidates, size):
            keys = {(web, dest, block) for web, _, dest, block in subset}
            if len(keys) == size:
                yield subset


def _relaxed_block(block, clusters, moves, avail_in):
    """Exit availability of BLOCK and whether its uses can be served,
    timing ignored: a transfer may happen anywhere in the block."""
    state, ok = dict(avail_in), True
    for insn in block.insns:
        cluster = clusters[insn["uid"]]
        for web in insn.get("uses", []):
            holders = state.get(web, set())
            reachable = holders | {d for w, s, d in moves if w == web and s in holders}
            if cluster is not None and cluster not in reachable:
                ok = False
        for web in insn.get("defs", []):
            state[web] = {0 if cluster is None else cluster}
    for web, source, dest in moves:
        if source in state.get(web, set()):
            state[web] = state[web] | {dest}
    return state, ok


def relaxed_ok(schedule, model, clusters, subset):
    """A necessary condition for some timing to make the values reach
    every use (vliw_flow without cycles): prunes hopeless transfer sets."""
    every = set(range(model.clusters))
    webs = range(len(schedule.webs))
    out = {b: {w: every for w in webs} for b in schedule.order}
    moves = {b: [(w, s, d) for w, s, d, at in subset if at == b] for b in schedule.order}
    changed, verdict = True, True
    while changed:
        changed, verdict = False, True
        for block_id in schedule.order:
            block = schedule.blocks[block_id]
            avail = {w: set(every) for w in webs}
            for pred in block.preds:
                for w in webs:
                    avail[w] &= out[pred][w]
            state, ok = _relaxed_block(block, clusters, moves[block_id], avail)
            verdict &= ok
            if state != out[block_id]:
                out[block_id], changed = state, True
    return verdict


def as_raw(schedule, model, clusters, placed):
    """The schedule line of a complete placement, lengths and objective
    computed as the checker computes them."""
    raw = copy.deepcopy(schedule.raw)
    for insn in raw["insns"]:
        insn["cluster"], insn["cycle"] = clusters[insn["uid"]], placed[("insn", insn["uid"])]
    raw["transfers"] = [{"web": k[1], "from": k[2], "to": k[3], "block": k[4], "cycle": c}
                        for k, c in placed.items() if k[0] == "xfer"]
    raw["status"], raw["method"] = "optimal", "brute"
    loaded, _ = load_schedule(raw)
    jump_cycle = vliw_resources.edge_jump_cycle(loaded, model)
    objective = 0.0
    for block in raw["blocks"]:
        block["length"] = block_length(model, loaded.blocks[block["id"]], jump_cycle)
        objective += block["weight"] * block["length"]
    raw["objective"] = raw["bound"] = objective
    raw["method"] = schedule.raw["method"]
    return raw


class Search:
    def __init__(self, schedule, model, models, slack, incumbent):
        self.schedule, self.model, self.models = schedule, model, models
        self.horizon = {b.id: (b.length or 0) + slack for b in schedule.blocks.values()}
        self.best, self.best_raw = incumbent, None
        self.leaves = 0

    def run(self, max_transfers):
        if Placement(self.schedule, self.model, None, (), self.horizon).lower_bound() \
                >= self.best:
            return self.best, None            # no cluster map can do better
        for clusters in assignments(self.schedule, self.model):
            # transfers only add items: the bound without them holds for all
            if Placement(self.schedule, self.model, clusters, (),
                         self.horizon).lower_bound() >= self.best:
                continue
            candidates = transfer_candidates(self.schedule, self.model, clusters)
            for subset in transfer_sets(candidates, max_transfers):
                if not relaxed_ok(self.schedule, self.model, clusters, subset):
                    continue
                placement = Placement(self.schedule, self.model, clusters, subset,
                                      self.horizon)
                if placement.lower_bound() < self.best:
                    placement.enumerate(self._leaf, lambda: self.best)
        return self.best, self.best_raw

    def _leaf(self, placement, placed, lengths, objective):
        self.leaves += 1
        raw = as_raw(self.schedule, self.model, placement.clusters, placed)
        found, value = vliw_check.check_line(raw, self.models)
        if not found and value < self.best:
            self.best, self.best_raw = value, raw


def solve(raw, models, slack=2, use_incumbent=True, max_transfers=None):
    """(optimum, its schedule or None when the incumbent stood, leaves)."""
    schedule, out = load_schedule(raw)
    if schedule is None or out.messages:
        raise ValueError("; ".join(out.messages))
    model = models.get(raw.get("model"))
    incumbent = float("inf")
    if use_incumbent and raw.get("status") != "failed":
        found, value = vliw_check.check_line(copy.deepcopy(raw), models)
        if not found:
            incumbent = value
    limit = max_transfers if max_transfers is not None else len(schedule.insns)
    search = Search(schedule, model, models, slack, incumbent)
    best, best_raw = search.run(limit)
    return best, best_raw, search.leaves


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file")
    parser.add_argument("--method", default="ilp")
    parser.add_argument("--function", help="only this function")
    parser.add_argument("--slack", type=int, default=2,
                        help="horizon: the block's given length + SLACK cycles")
    parser.add_argument("--max-insns", type=int, default=12)
    parser.add_argument("--no-incumbent", action="store_true")
    parser.add_argument("--models")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    models, status = vliw_check.ModelCache(args.models), 0
    try:
        lines = [json.loads(t) for t in open(args.file) if t.strip()]
    except (OSError, ValueError) as error:
        print(f"vliw-brute: {args.file}: {error}")
        return 2
    for raw in lines:
        if raw.get("method") != args.method or args.function not in (None, raw["function"]):
            continue
        if len(raw.get("insns", [])) > args.max_insns:
            print(f"vliw-brute: {raw['function']}: {len(raw['insns'])} insns, more than "
                  f"--max-insns {args.max_insns}")
            return 2
        start = time.time()
        best, better, leaves = solve(raw, models, args.slack, not args.no_incumbent)
        given = raw.get("objective")
        verdict = "equal" if given is not None and abs(best - given) < 1e-6 else "DIFFERENT"
        print(f"vliw-brute: {raw['function']}: optimum {best:g}, {args.method} {given}: "
              f"{verdict} ({leaves} complete schedules checked, {time.time() - start:.1f} s)")
        if verdict == "DIFFERENT" and better is not None:
            print("vliw-brute: a better schedule: " + json.dumps(better))
        status = max(status, 0 if verdict == "equal" else 1)
    return status
