# A parser (as black's lib2to3_parse) and a function given a leaf and its
# parent: origin.py's samples finds leaves of each kind by parsing the
# module's statements, and the parent parameter takes each leaf's own
# parent, the relation the names say the two values have.
import re

NAME, LPAR, RPAR, OP = 1, 3, 4, 5


class Leaf:
    def __init__(self, kind: int, text: str):
        self.kind = kind
        self.text = text
        self.parent = None


class Node:
    def __init__(self, kind: int, children: list):
        self.kind = kind
        self.children = list(children)
        self.parent = None
        for c in self.children:
            c.parent = self


TOKEN = re.compile(r"\s*(?:([A-Za-z_]\w*)|(\d+)|(\()|(\))|(\S))")


def parse(src: str) -> Node:
    """A tree of the text: a node per line, a leaf per token."""
    lines = []
    for line in src.splitlines():
        leaves = []
        for m in TOKEN.finditer(line):
            kind = next(i for i in range(1, 6) if m.group(i) is not None)
            leaves.append(Leaf(kind, m.group(kind)))
        if leaves:
            lines.append(Node(256, leaves))
    return Node(257, lines)


def close_group(child: Leaf, parent: Node) -> str:
    if child.kind == LPAR:
        assert parent.children[-1].kind == RPAR
        parent.children[-1].text = ""
        return "closed"
    parent.children.append(Leaf(RPAR, ")"))
    return "appended"
