"""The cycle enumeration of vliw_brute for one cluster assignment and one
set of transfers: items (insns, transfers) placed block by block, heaviest
block first, each at every cycle of its block's horizon that keeps the
dependences that bind under the assignment and the per-cycle resources;
cut as soon as the weighted lower bound reaches the incumbent.  Complete
placements go to a callback, which has the checker judge them."""

import math
from collections import defaultdict

from . import vliw_resources
from .vliw_rules import derived_deps


class Placement:
    def __init__(self, schedule, model, clusters, transfers, horizon):
        self.schedule, self.model, self.clusters = schedule, model, clusters
        self.horizon = horizon
        self.items = defaultdict(list)          # block id -> item keys, in order
        for block in schedule.blocks.values():
            plain = [("insn", i["uid"]) for i in block.insns if not i.get("jump")]
            jumps = [("insn", i["uid"]) for i in block.insns if i.get("jump")]
            moves = [("xfer",) + t for t in transfers if t[3] == block.id]
            self.items[block.id] = plain + moves + jumps
        self.before = self._constraints()
        self.asap = self._asap()
        self.blocks = sorted(schedule.order, key=lambda b: -schedule.blocks[b].weight)

    def _binds(self, source, dest, kind):
        """Whether a register dep binds under the cluster map; without a
        map (CLUSTERS None: a bound for every map) only flow ones do, and
        at their plain latency."""
        if self.clusters is None:
            return kind == "flow"
        a, b = self.clusters[source["uid"]], self.clusters[dest["uid"]]
        return a is None or b is None or a == b

    def _constraints(self):
        """key -> [(earlier key, latency)] that must hold."""
        before = defaultdict(list)
        for dep in self.schedule.deps:
            source, dest = self.schedule.insns[dep["from"]], self.schedule.insns[dep["to"]]
            if dep.get("web") is None or dep["web"] < 0 or self._binds(source, dest,
                                                                        dep["kind"]):
                before[("insn", dest["uid"])].append((("insn", source["uid"]), dep["latency"]))
        for block in self.schedule.blocks.values():
            for kind, source, dest, latency, _ in derived_deps(self.schedule, self.model, block):
                if not self._binds(source, dest, kind):
                    if kind != "flow" or self.clusters[dest["uid"]] is None:
                        continue
                    latency += self.model.xfer_latency or 0   # through a transfer here
                before[("insn", dest["uid"])].append((("insn", source["uid"]), latency))
            for jump in [i for i in block.insns if i.get("jump")]:
                before[("insn", jump["uid"])] += [(k, 0) for k in self.items[block.id]
                                                  if k != ("insn", jump["uid"])]
        return before

    def _asap(self):
        asap = {}
        for block_id in self.schedule.order:
            for key in self.items[block_id]:
                asap[key] = max([asap.get(k, 0) + lat for k, lat in self.before[key]] + [0])
        return asap

    def block_bound(self, block_id):
        items = self.items[block_id]
        if not items:
            return 0
        return max(max(self.asap[k] for k in items) + 1, math.ceil(len(items) / self.model.issue))

    def lower_bound(self):
        return sum(self.schedule.blocks[b].weight * self.block_bound(b) for b in self.blocks)

    # ------------------------------------------------------------ search

    def _demands(self, key, cycle):
        model = self.model
        if key[0] == "insn":
            insn = self.schedule.insns[key[1]]
            return vliw_resources._demands(model, self.clusters[key[1]],
                                           model.classes[insn["class"]].requirements,
                                           cycle, str(key))
        found = []
        for side, alternatives in model.xfer:
            cluster = key[2] if side == "src" else key[3]
            found += vliw_resources._demands(model, cluster, [alternatives], cycle, str(key))
        return found

    def _slot_cluster(self, key):
        return self.clusters[key[1]] if key[0] == "insn" else key[3]

    def _span(self, key, cycle):
        """Cycles an exclusive insn keeps to itself, else just CYCLE."""
        if key[0] == "insn":
            cls = self.schedule.insns[key[1]]["class"]
            if "exclusive" in self.model.classes[cls].flags:
                return range(cycle, cycle + max(1, self.model.latency(cls)))
        return range(cycle, cycle + 1)

    def _fits(self, state, key, cycle):
        issued, per_cluster, table, owned = state
        if issued[cycle] >= self.model.issue or any(c in owned for c in self._span(key, cycle)):
            return False
        if len(self._span(key, cycle)) > 1 and any(issued[c] for c in self._span(key, cycle)):
            return False
        cluster = self._slot_cluster(key)
        if (cluster is not None and self.model.cluster_issue
                and per_cluster[cycle, cluster] >= self.model.cluster_issue):
            return False
        new = self._demands(key, cycle)
        for at in {c for c, _, _ in new}:
            cell = table[at] + [(l, p) for c, l, p in new if c == at]
            if vliw_resources.unmatched(self.model, cell) is not None:
                return False
        return True

    def _place(self, state, key, cycle, sign):
        issued, per_cluster, table, owned = state
        issued[cycle] += sign
        cluster = self._slot_cluster(key)
        if cluster is not None:
            per_cluster[cycle, cluster] += sign
        for at, label, pools in self._demands(key, cycle):
            if sign > 0:
                table[at].append((label, pools))
            else:
                table[at].remove((label, pools))
        span = self._span(key, cycle)
        if len(span) > 1:
            for c in span:
                owned.add(c) if sign > 0 else owned.discard(c)

    def enumerate(self, leaf, best):
        """Call LEAF(self, placed, lengths, objective) for every complete
        placement whose objective may beat BEST()."""
        order = [(b, k) for b in self.blocks for k in self.items[b]]
        placed, lengths = {}, {}
        states = {b: (defaultdict(int), defaultdict(int), defaultdict(list), set())
                  for b in self.blocks}
        bounds = {b: self.block_bound(b) for b in self.blocks}

        def bound(block_id, current):
            total = 0.0
            for b in self.blocks:
                length = lengths.get(b, bounds[b])
                if b == block_id:
                    length = max(current, bounds[b])
                total += self.schedule.blocks[b].weight * length
            return total

        def step(index, current):
            if index == len(order):
                lengths[order[-1][0]] = current if order else 0
                leaf(self, dict(placed), dict(lengths), None)
                return
            block_id, key = order[index]
            if index and order[index - 1][0] != block_id:
                lengths[order[index - 1][0]], current = current, 0
            low = max([placed[k] + lat for k, lat in self.before[key] if k in placed] + [0])
            for cycle in range(low, self.horizon[block_id]):
                if bound(block_id, max(current, cycle + 1)) >= best():
                    break
                if not self._fits(states[block_id], key, cycle):
                    continue
                placed[key] = cycle
                self._place(states[block_id], key, cycle, 1)
                step(index + 1, max(current, cycle + 1))
                self._place(states[block_id], key, cycle, -1)
                del placed[key]
            if index and order[index - 1][0] != block_id:
                del lengths[order[index - 1][0]]

        empty = [b for b in self.blocks if not self.items[b]]
        for b in empty:
            lengths[b] = 0
        order = [(b, k) for b in self.blocks if b not in empty for k in self.items[b]]
        if not order:
            leaf(self, {}, dict(lengths), None)
            return
        step(0, 0)
