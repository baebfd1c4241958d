"""One line of an xopt_vliw schedule file (doc/vliw-format.md) as Python
objects, with the structural checks that must hold before any rule can be
evaluated: known blocks, insns, webs and classes, a consistent split CFG.
"""

from dataclasses import dataclass, field
from typing import Dict, List, Optional

FORMAT = "xopt-vliw-1"
METHODS = ("ilp", "uas", "uas-cc", "lucas", "bug")
STATUSES = ("optimal", "feasible", "heuristic", "failed")
DEP_KINDS = ("flow", "anti", "output", "mem", "control")


class Violations:
    """The messages found in one schedule, each naming where it is."""

    def __init__(self, function, method):
        self.function, self.method = function, method
        self.messages: List[str] = []

    def add(self, what, block=None, cycle=None):
        where = [f"{self.function} [{self.method}]"]
        if block is not None:
            where.append(f"block {block}")
        if cycle is not None:
            where.append(f"cycle {cycle}")
        self.messages.append(", ".join(where) + ": " + what)


@dataclass
class Block:
    id: int
    weight: float
    succs: List[int]
    length: int
    edge: Optional[List[int]] = None
    needs_jump: bool = False
    preds: List[int] = field(default_factory=list)
    insns: List[dict] = field(default_factory=list)       # program order
    transfers: List[dict] = field(default_factory=list)


@dataclass
class Schedule:
    raw: dict
    function: str
    method: str
    status: str
    entry: int
    blocks: Dict[int, Block]
    order: List[int]                 # block ids in file order
    webs: List[dict]
    insns: Dict[int, dict]           # uid -> insn
    deps: List[dict]
    transfers: List[dict]

    def web_name(self, web):
        regno = self.webs[web].get("regno") if 0 <= web < len(self.webs) else None
        return f"web {web}" + (f" (r{regno})" if regno is not None else "")


def _block(entry):
    return Block(id=entry["id"], weight=float(entry["weight"]), succs=list(entry["succs"]),
                 length=entry.get("length"), edge=entry.get("edge"),
                 needs_jump=bool(entry.get("needs_jump", False)))


def _check_header(raw, out):
    if raw.get("format") != FORMAT:
        out.add(f"format is {raw.get('format')!r}, not {FORMAT!r}")
    if raw.get("method") not in METHODS:
        out.add(f"unknown method {raw.get('method')!r}")
    if raw.get("status") not in STATUSES:
        out.add(f"unknown status {raw.get('status')!r}")


def _link_cfg(schedule, out):
    blocks = schedule.blocks
    if schedule.entry not in blocks:
        out.add(f"entry block {schedule.entry} is not listed")
    for block in blocks.values():
        for succ in block.succs:
            if succ not in blocks:
                out.add(f"successor {succ} is not listed", block.id)
            else:
                blocks[succ].preds.append(block.id)
    for block in blocks.values():
        if block.edge is None:
            continue
        source, dest = block.edge
        if block.succs != [dest] or block.preds != [source]:
            out.add(f"edge block of {source}->{dest} is not between them "
                    f"(preds {block.preds}, succs {block.succs})", block.id)
        elif dest in blocks[source].succs:
            out.add(f"edge {source}->{dest} is both split and kept", block.id)


def _link_insns(schedule, out):
    for insn in schedule.insns.values():
        block = schedule.blocks.get(insn["block"])
        if block is None:
            out.add(f"insn {insn['uid']} is in unknown block {insn['block']}")
            continue
        if block.edge is not None:
            out.add(f"insn {insn['uid']} is in an edge block", block.id)
        block.insns.append(insn)
        for web in insn.get("defs", []) + insn.get("uses", []):
            if not 0 <= web < len(schedule.webs):
                out.add(f"insn {insn['uid']} names unknown web {web}", block.id)
    for transfer in schedule.transfers:
        block = schedule.blocks.get(transfer["block"])
        if block is None:
            out.add(f"transfer of web {transfer['web']} is in unknown block {transfer['block']}")
        elif not 0 <= transfer["web"] < len(schedule.webs):
            out.add(f"transfer names unknown web {transfer['web']}", block.id)
        else:
            block.transfers.append(transfer)
    for dep in schedule.deps:
        ends = [schedule.insns.get(dep["from"]), schedule.insns.get(dep["to"])]
        if None in ends:
            out.add(f"dep {dep['from']}->{dep['to']} names an unknown insn")
        elif ends[0]["block"] != ends[1]["block"]:
            out.add(f"dep {dep['from']}->{dep['to']} crosses blocks")
        elif dep.get("kind") not in DEP_KINDS:
            out.add(f"dep {dep['from']}->{dep['to']} has unknown kind {dep.get('kind')!r}")


def load_schedule(raw: dict):
    """(Schedule, Violations) for one decoded JSON line; a schedule whose
    structure is broken has messages already and must not be checked
    further."""
    out = Violations(raw.get("function", "?"), raw.get("method", "?"))
    _check_header(raw, out)
    try:
        blocks = [_block(entry) for entry in raw["blocks"]]
        insns = list(raw["insns"])
        schedule = Schedule(raw=raw, function=raw["function"], method=raw["method"],
                            status=raw["status"], entry=raw["entry"],
                            blocks={b.id: b for b in blocks}, order=[b.id for b in blocks],
                            webs=list(raw["webs"]), insns={i["uid"]: i for i in insns},
                            deps=list(raw.get("deps", [])),
                            transfers=list(raw.get("transfers", [])))
    except (KeyError, TypeError, ValueError) as error:
        out.add(f"malformed schedule: missing or bad field {error}")
        return None, out
    if len(schedule.blocks) != len(blocks) or len(schedule.insns) != len(insns):
        out.add("duplicate block id or insn uid")
    _link_cfg(schedule, out)
    _link_insns(schedule, out)
    return schedule, out
