"""Redundant transfers in a valid schedule: a transfer is redundant when
the schedule stays valid without it (point 4 of doc/vliw-format.md), i.e.
the destination cluster already holds that version wherever it is read,
or no use on that cluster, in its block or after it, reads the copy.
scripts/vliw-check reports them as warnings.

Only the transfer's web matters, so each test simulates a view of the
schedule restricted to that web's uses, defs and transfers (exact: the
events of other webs never touch its copies)."""

from collections import defaultdict
from dataclasses import replace

from . import vliw_flow
from .vliw_schedule import Violations


def _web_view(schedule, web, dropped):
    """SCHEDULE with only WEB's events, and without the transfer DROPPED."""
    blocks = {}
    for block_id, block in schedule.blocks.items():
        insns = []
        for insn in block.insns:
            uses = [w for w in insn.get("uses", []) if w == web]
            defs = [w for w in insn.get("defs", []) if w == web]
            if uses or defs:
                insns.append(dict(insn, uses=uses, defs=defs))
        transfers = [t for t in block.transfers if t["web"] == web and t is not dropped]
        blocks[block_id] = replace(block, insns=insns, transfers=transfers)
    return replace(schedule, blocks=blocks,
                   transfers=[t for t in schedule.transfers if t is not dropped])


def _serves_every_use(view, model, web):
    out = Violations(view.function, view.method)
    vliw_flow.check_values(view, model, out, webs=[web])
    return not out.messages


def redundant_transfers(schedule, model):
    """The transfers of SCHEDULE (assumed valid) that it does not need, in
    file order."""
    by_web = defaultdict(list)
    for transfer in schedule.transfers:
        by_web[transfer["web"]].append(transfer)
    needless = []
    for web, transfers in by_web.items():
        for transfer in transfers:
            if _serves_every_use(_web_view(schedule, web, transfer), model, web):
                needless.append(transfer)
    return [t for t in schedule.transfers if any(t is n for n in needless)]


def describe(schedule, transfer):
    """The warning text for one redundant transfer."""
    return (f"{schedule.function} [{schedule.method}], block {transfer['block']}, "
            f"cycle {transfer['cycle']}: warning: redundant transfer of "
            f"{schedule.web_name(transfer['web'])} from cluster {transfer['from']} "
            f"to {transfer['to']}: every use is served without it")
