"""The shape of a plugin's C++ sources (scripts/codeshape): functions longer
than a limit, and the call graph between its files with its cycles.

The sources are read as text in GNU style, as the plugins are written: a
function definition has its name (qualified for a member, `cls::name`) at
the start of a line followed by its parameter list, and its body opens
with `{` and closes with `}` at the start of a line.  A call is a name
followed by `(`.  File A calls file B when a body in A names a function
that B defines and A does not (a file's own function of that name wins,
as a static helper would).  Member functions are known by their last
name, so `mrt->fits (...)` is a call of `sms_mrt::fits`.  The graph is an
over-approximation (a variable named like a function of another file
counts as a call), never an under-approximation, so "no cycle" holds of
the real calls too.
"""

import argparse
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Dict, List, Set

DEFINITION = re.compile(r"^(?:[A-Za-z_]\w*::)*(~?[A-Za-z_]\w*)\s*\(")
CALL = re.compile(r"\b([A-Za-z_]\w*)\s*\(")
KEYWORDS = {"if", "for", "while", "switch", "return", "sizeof", "defined",
            "catch", "alignof", "decltype", "static_assert"}


@dataclass
class Function:
    name: str
    file: str
    first: int          # line of the name (1-based)
    last: int           # line of the closing brace
    calls: Set[str] = field(default_factory=set)

    @property
    def lines(self) -> int:
        return self.last - self.first + 1


def strip_comments_and_strings(text: str) -> str:
    """TEXT with comments, string and character literals blanked, line
    breaks kept so that line numbers stay."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("".join("\n" if ch == "\n" else " "
                               for ch in text[i:j]))
            i = j
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(c + " " * (min(j, n) - i - 1) + c)
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def functions_of(path: Path) -> List[Function]:
    """The function definitions of PATH with the names their bodies call."""
    lines = strip_comments_and_strings(path.read_text()).split("\n")
    found = []
    i = 0
    while i < len(lines):
        m = DEFINITION.match(lines[i])
        if not m or m.group(1) in KEYWORDS:
            i += 1
            continue
        # The body: the first line that is "{" before a ";" ends the
        # declaration, then up to the next "}" at the start of a line.
        j = i
        while j < len(lines) and not lines[j].startswith("{"):
            if lines[j].rstrip().endswith(";"):
                break
            j += 1
        if j >= len(lines) or not lines[j].startswith("{"):
            i += 1
            continue
        k = j
        while k < len(lines) and not lines[k].startswith("}"):
            k += 1
        fn = Function(m.group(1), path.name, i + 1, k + 1)
        for line in lines[j:k + 1]:
            for call in CALL.finditer(line):
                if call.group(1) not in KEYWORDS:
                    fn.calls.add(call.group(1))
        found.append(fn)
        i = k + 1
    return found


def read_tree(folder: Path) -> List[Function]:
    fns = []
    for path in sorted(folder.glob("*.cc")):
        fns.extend(functions_of(path))
    return fns


def file_graph(fns: List[Function]) -> Dict[str, Set[str]]:
    """File -> the other files it calls."""
    defined: Dict[str, Set[str]] = {}
    for fn in fns:
        defined.setdefault(fn.name, set()).add(fn.file)
    graph: Dict[str, Set[str]] = {fn.file: set() for fn in fns}
    for fn in fns:
        for name in fn.calls:
            where = defined.get(name, set())
            if fn.file in where:
                continue
            graph[fn.file] |= where
    return graph


def cycles(graph: Dict[str, Set[str]]) -> List[List[str]]:
    """The strongly connected components of GRAPH with more than one file
    (Tarjan), each sorted; sorted by their first file."""
    index: Dict[str, int] = {}
    low: Dict[str, int] = {}
    stack: List[str] = []
    on_stack: Set[str] = set()
    found = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(found)


def long_functions(fns: List[Function], limit: int) -> List[Function]:
    return [fn for fn in fns if fn.lines > limit]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(
        description="Functions over a length and call cycles between the "
        "files of a plugin folder; exit 1 when there is either.")
    ap.add_argument("folder", help="e.g. plugins/sms")
    ap.add_argument("--max-lines", type=int, default=80,
                    help="longest function allowed, name to closing brace")
    ap.add_argument("--graph", action="store_true",
                    help="print the file call graph")
    args = ap.parse_args(argv)
    fns = read_tree(Path(args.folder))
    graph = file_graph(fns)
    if args.graph:
        for f in sorted(graph):
            print(f"{f} -> {' '.join(sorted(graph[f])) or '-'}")
    bad = 0
    for fn in long_functions(fns, args.max_lines):
        print(f"long: {fn.file}:{fn.first} {fn.name} {fn.lines} lines")
        bad += 1
    for comp in cycles(graph):
        print(f"cycle: {' '.join(comp)}")
        bad += 1
    print(f"{len(fns)} functions in {len(graph)} files: "
          f"{bad} problem{'s' if bad != 1 else ''}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
