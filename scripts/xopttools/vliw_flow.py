"""Point 4 of doc/vliw-format.md: every use finds the version it reads, on
its cluster, ready, along every path.

Each cluster holds its own copy of each web.  Inside a block the events
are taken in cycle order, at one cycle all reads (uses, transfer sources)
before all writes (defs, transfer destinations); a copy is a version (the
block-entry one, "in", or the def insn's uid) and the cycle it is ready.
Between blocks only "cluster m holds the current version" matters: a
must-availability problem solved to its greatest fixpoint (loops), meet
AND over predecessors, every web on every cluster at function entry.
A global insn (no cluster) reads from any cluster holding the version;
its defs go where vliw_rules.value_cluster says.
"""

from collections import defaultdict

from .vliw_rules import value_cluster

ENTRY = "in"


def _events(schedule, model, block):
    """(cycle, phase, order, what, item, web): phase 0 reads, 1 writes."""
    events = []
    for order, insn in enumerate(block.insns):
        for web in insn.get("uses", []):
            events.append((insn["cycle"], 0, order, "use", insn, web))
        for web in insn.get("defs", []):
            events.append((insn["cycle"], 1, order, "def", insn, web))
    for order, transfer in enumerate(block.transfers, len(block.insns)):
        events.append((transfer["cycle"], 0, order, "send", transfer, transfer["web"]))
    events.sort(key=lambda e: e[:3])
    return events


def _expected_versions(block):
    """For each (insn uid, web) it uses: the version it reads; and the
    block's last version of each web it defines."""
    current, reads = {}, {}
    for insn in block.insns:
        for web in insn.get("uses", []):
            reads[insn["uid"], web] = current.get(web, ENTRY)
        for web in insn.get("defs", []):
            current[web] = insn["uid"]
    return reads, current


def _describe(version):
    return "the block-entry version" if version == ENTRY else f"the version of insn {version}"


class _Block:
    """One simulation of a block from an entry state."""

    def __init__(self, schedule, model, block, avail_in, report):
        self.schedule, self.model, self.block = schedule, model, block
        self.report = report            # callable(what, cycle) or None
        self.copies = {}                # (web, cluster) -> (version, ready)
        self.avail_in = avail_in
        self.touched = {t["web"] for t in block.transfers}
        for insn in block.insns:
            self.touched.update(insn.get("defs", []), insn.get("uses", []))
        for web in self.touched:
            for cluster in avail_in[web]:
                self.copies[web, cluster] = (ENTRY, -1)

    def _fail(self, what, cycle):
        if self.report:
            self.report(what, cycle)

    def _absent(self, web, cluster, version):
        if version not in (ENTRY, None):
            return f"{_describe(version)} never reached cluster {cluster}"
        missing = [p for p in self.block.preds if cluster not in self.pred_out[p].get(web, ())]
        source = f" (not on exit from block {missing[0]})" if missing else ""
        if version is None and not missing:
            return f"cluster {cluster} holds no value of it"
        return f"cluster {cluster} does not hold it at block entry{source}"

    def read(self, web, cluster, version, cycle, who):
        copy = self.copies.get((web, cluster))
        name = self.schedule.web_name(web)
        if copy is None:
            self._fail(f"{who} reads {name} on cluster {cluster}: "
                       f"{self._absent(web, cluster, version)}", cycle)
        elif version is not None and copy[0] != version:
            self._fail(f"{who} reads {name} on cluster {cluster}: it holds "
                       f"{_describe(copy[0])}, not {_describe(version)}", cycle)
        elif copy[1] > cycle:
            self._fail(f"{who} reads {name} on cluster {cluster}: ready only at "
                       f"cycle {copy[1]}", cycle)
        else:
            return copy[0]
        return None

    def read_anywhere(self, web, version, cycle, who):
        for cluster in range(self.model.clusters):
            copy = self.copies.get((web, cluster))
            if copy is not None and copy[0] == version and copy[1] <= cycle:
                return
        self._fail(f"{who} (global) reads {self.schedule.web_name(web)}: no cluster holds "
                   f"{_describe(version)} ready", cycle)

    def run(self, pred_out):
        self.pred_out = pred_out
        reads, last = _expected_versions(self.block)
        events = _events(self.schedule, self.model, self.block)
        index = 0
        while index < len(events):
            cycle = events[index][0]
            batch = [e for e in events[index:] if e[0] == cycle]
            index += len(batch)
            writes = [w for e in batch for w in self._step(e, reads)]
            self._write(writes, cycle)
        return last

    def _step(self, event, reads):
        cycle, _, _, what, item, web = event
        if what == "use":
            who = f"insn {item['uid']}"
            version = reads[item["uid"], web]
            if item.get("cluster") is None:
                self.read_anywhere(web, version, cycle, who)
            else:
                self.read(web, item["cluster"], version, cycle, who)
            return []
        if what == "def":
            cluster = value_cluster(self.schedule, item, web)
            return [(web, cluster, item["uid"], cycle + self.model.latency(item["class"]))]
        version = self.read(web, item["from"], None, cycle, "transfer")
        return [(web, item["to"], version, cycle + (self.model.xfer_latency or 0))]

    def _write(self, writes, cycle):
        seen = set()
        for web, cluster, version, ready in writes:
            if (web, cluster) in seen:
                self._fail(f"two writes of {self.schedule.web_name(web)} on cluster "
                           f"{cluster} in one cycle", cycle)
            seen.add((web, cluster))
            if version is None:
                self.copies.pop((web, cluster), None)
            else:
                self.copies[web, cluster] = (version, ready)

    def exit_state(self, last):
        holders = defaultdict(set)
        for (web, cluster), (version, _) in self.copies.items():
            if version == last.get(web, ENTRY):
                holders[web].add(cluster)
        out = dict(self.avail_in)
        for web in self.touched:
            out[web] = frozenset(holders.get(web, ()))
        return out


def availability(schedule, model, webs=None):
    """{block id: {web: clusters holding its current version on entry}},
    for every web or only those of WEBS (whose events must then be the
    only ones in SCHEDULE's blocks)."""
    every = frozenset(range(model.clusters))
    webs = range(len(schedule.webs)) if webs is None else webs
    top = {web: every for web in webs}
    out = {b: top for b in schedule.order}
    avail_in = {}
    changed = True
    while changed:
        changed = False
        for block_id in schedule.order:
            block = schedule.blocks[block_id]
            state = dict(top)
            for pred in block.preds:
                for web, clusters in out[pred].items():
                    state[web] = state[web] & clusters
            avail_in[block_id] = state
            sim = _Block(schedule, model, block, state, None)
            new_out = sim.exit_state(sim.run(out))
            if new_out != out[block_id]:
                out[block_id], changed = new_out, True
    return avail_in, out


def check_values(schedule, model, out, webs=None):
    avail_in, avail_out = availability(schedule, model, webs)
    for block_id in schedule.order:
        block = schedule.blocks[block_id]

        def report(what, cycle, block_id=block_id):
            out.add(what, block_id, cycle)
        _Block(schedule, model, block, avail_in[block_id], report).run(avail_out)
