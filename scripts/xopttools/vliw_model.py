"""The xopt_vliw machine-model format (design notes §3.1), read again here
so that scripts/vliw-check does not trust the plugin's own reader.

    model NAME | clusters N | issue N | cluster_issue N
    cres NAME CAP                 per-cluster resource (replicated)
    gres NAME CAP                 global resource
    class NAME LAT RES... [global] [exclusive] [pinned0]
    xfer LAT RES...               RES items carry :src or :dst
    dep anti|output|mem_flow|control N
    interlock yes|no
    [TARGET] map GCC_TYPE CLASS   per-target type -> class

LAT is a number or '*' (the largest class latency).  A RES item is
unit@stage or unit@first-last; 'a@0|b@0' lists alternatives, of which a
schedule needs one (checked by bipartite matching, i.e. Hall's condition).
Errors are ModelError("file:line: message").
"""

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Dict, List, Optional, Tuple

CLASS_FLAGS = ("global", "exclusive", "pinned0")
DEP_KINDS = ("anti", "output", "mem_flow", "control")
UNIT_ITEM = re.compile(r"^([A-Za-z_][\w.]*)@(\d+)(?:-(\d+))?$")
CVLIW = re.compile(r"^cvliw-(\d+)-(\d+)$")
NAME = re.compile(r"^[A-Za-z_][\w.+-]*$")


class ModelError(Exception):
    """A malformed model file; the message starts with file:line."""


@dataclass(frozen=True)
class UnitUse:
    """RESOURCE reserved for pipeline stages FIRST..LAST after issue."""
    resource: str
    first: int
    last: int


@dataclass
class MachineClass:
    name: str
    latency: Optional[int]          # None for '*'
    requirements: List[List[UnitUse]]   # each: alternatives, one needed
    flags: frozenset = frozenset()


@dataclass
class Model:
    name: str = ""
    file: str = ""
    clusters: int = 0
    issue: int = 0
    cluster_issue: int = 0
    resources: Dict[str, Tuple[int, bool]] = field(default_factory=dict)  # cap, global
    classes: Dict[str, MachineClass] = field(default_factory=dict)
    xfer_latency: Optional[int] = None
    # (side, alternatives) with side "src" or "dst".
    xfer: List[Tuple[str, List[UnitUse]]] = field(default_factory=list)
    deps: Dict[str, int] = field(default_factory=lambda: dict.fromkeys(DEP_KINDS, 0))
    interlock: bool = True
    maps: Dict[str, Dict[str, str]] = field(default_factory=dict)

    def latency(self, class_name: str) -> int:
        """A class's latency, '*' resolved to the largest one (transfers
        included)."""
        latency = self.classes[class_name].latency
        if latency is not None:
            return latency
        return max([c.latency for c in self.classes.values() if c.latency is not None]
                   + [self.xfer_latency or 0])

    def is_global(self, class_name: str) -> bool:
        return "global" in self.classes[class_name].flags


def _int(token, where, what, minimum=0):
    if not re.fullmatch(r"\d+", token) or int(token) < minimum:
        raise ModelError(f"{where}: {what} must be an integer >= {minimum}, not '{token}'")
    return int(token)


def _requirement(model, token, where):
    """'a@0|b@1-3' -> [UnitUse...] of known resources."""
    alternatives = []
    for item in token.split("|"):
        match = UNIT_ITEM.match(item)
        if not match:
            raise ModelError(f"{where}: bad reservation '{item}' (want unit@stage[-stage])")
        unit, first, last = match.groups()
        first = int(first)
        last = int(last) if last is not None else first
        if last < first:
            raise ModelError(f"{where}: stage range {first}-{last} is empty")
        if unit not in model.resources:
            raise ModelError(f"{where}: unknown resource '{unit}'")
        alternatives.append(UnitUse(unit, first, last))
    return alternatives


def _class_line(model, args, where):
    if len(args) < 2:
        raise ModelError(f"{where}: class needs a name and a latency")
    name, latency = args[0], args[1]
    if not NAME.match(name) or name in model.classes:
        raise ModelError(f"{where}: bad or duplicate class name '{name}'")
    latency = None if latency == "*" else _int(latency, where, "latency")
    requirements, flags = [], set()
    for token in args[2:]:
        if token in CLASS_FLAGS:
            flags.add(token)
            continue
        requirements.append(_requirement(model, token, where))
    if "global" in flags and "pinned0" in flags:
        raise ModelError(f"{where}: class '{name}' cannot be both global and pinned0")
    model.classes[name] = MachineClass(name, latency, requirements, frozenset(flags))


def _xfer_line(model, args, where):
    if not args:
        raise ModelError(f"{where}: xfer needs a latency")
    if model.xfer_latency is not None:
        raise ModelError(f"{where}: second xfer line")
    model.xfer_latency = _int(args[0], where, "xfer latency", 1)
    for token in args[1:]:
        body, _, side = token.rpartition(":")
        if side not in ("src", "dst") or not body:
            raise ModelError(f"{where}: xfer reservation '{token}' needs :src or :dst")
        model.xfer.append((side, _requirement(model, body, where)))


def _resource_line(model, keyword, args, where):
    if len(args) != 2:
        raise ModelError(f"{where}: {keyword} needs a name and a capacity")
    if not NAME.match(args[0]) or args[0] in model.resources:
        raise ModelError(f"{where}: bad or duplicate resource name '{args[0]}'")
    model.resources[args[0]] = (_int(args[1], where, "capacity", 1), keyword == "gres")


def _scalar_line(model, keyword, args, where):
    if len(args) != 1:
        raise ModelError(f"{where}: {keyword} takes one value")
    if keyword == "model":
        model.name = args[0]
    elif keyword == "interlock":
        if args[0] not in ("yes", "no"):
            raise ModelError(f"{where}: interlock is yes or no")
        model.interlock = args[0] == "yes"
    else:
        setattr(model, keyword, _int(args[0], where, keyword, 1))


def _line(model, tokens, where):
    target = None
    if tokens[0].startswith("["):
        if not re.fullmatch(r"\[[\w-]+\]", tokens[0]) or len(tokens) < 2:
            raise ModelError(f"{where}: bad target section '{tokens[0]}'")
        target, tokens = tokens[0][1:-1], tokens[1:]
    keyword, args = tokens[0], tokens[1:]
    if target is not None and keyword != "map":
        raise ModelError(f"{where}: only map lines take a [target] prefix")
    if keyword in ("model", "clusters", "issue", "cluster_issue", "interlock"):
        _scalar_line(model, keyword, args, where)
    elif keyword in ("cres", "gres"):
        _resource_line(model, keyword, args, where)
    elif keyword == "class":
        _class_line(model, args, where)
    elif keyword == "xfer":
        _xfer_line(model, args, where)
    elif keyword == "dep":
        if len(args) != 2 or args[0] not in DEP_KINDS:
            raise ModelError(f"{where}: dep takes one of {', '.join(DEP_KINDS)} and a latency")
        model.deps[args[0]] = _int(args[1], where, "dep latency")
    elif keyword == "map":
        if len(args) != 2:
            raise ModelError(f"{where}: map takes a GCC type and a class")
        model.maps.setdefault(target or "*", {})[args[0]] = (args[1], where)
    else:
        raise ModelError(f"{where}: unknown keyword '{keyword}'")


def _finish(model, path):
    for key in ("clusters", "issue"):
        if not getattr(model, key):
            raise ModelError(f"{path}: missing '{key}' line")
    if not model.classes:
        raise ModelError(f"{path}: no class lines")
    if model.xfer_latency is None and model.clusters > 1:
        raise ModelError(f"{path}: a model with {model.clusters} clusters needs an xfer line")
    for table in model.maps.values():
        for type_name, (class_name, where) in list(table.items()):
            if class_name not in model.classes:
                raise ModelError(f"{where}: map to unknown class '{class_name}'")
            table[type_name] = class_name
    return model


def parse_model(text: str, path: str = "<model>") -> Model:
    model = Model(file=str(path))
    for number, raw in enumerate(text.splitlines(), 1):
        tokens = raw.split("#", 1)[0].split()
        if tokens:
            _line(model, tokens, f"{path}:{number}")
    return _finish(model, path)


def read_model(path) -> Model:
    try:
        text = Path(path).read_text()
    except OSError as error:
        raise ModelError(f"{path}: cannot read: {error.strerror}") from None
    return parse_model(text, str(path))


def builtin_models_dir() -> Path:
    """plugins/vliw/models/ of the checkout this script is in."""
    return Path(__file__).resolve().parents[2] / "plugins" / "vliw" / "models"


def read_builtin(name, models_dir=None) -> Model:
    """A builtin model by name: <dir>/<name>.model, or for cvliw-M-L the
    family's file cvliw.model with M clusters of 2 issue slots each and
    transfer latency L (M in 2, 4, 8; L in 1..4)."""
    folder = Path(models_dir) if models_dir else builtin_models_dir()
    family = CVLIW.match(name)
    if not family:
        return read_model(folder / f"{name}.model")
    clusters, latency = map(int, family.groups())
    if clusters not in (2, 4, 8) or not 1 <= latency <= 4:
        raise ModelError(f"{name}: cvliw-M-L needs M in 2, 4, 8 and L in 1..4")
    model = read_model(folder / "cvliw.model")
    model.name, model.clusters, model.issue = name, clusters, 2 * clusters
    model.xfer_latency = latency
    return model
