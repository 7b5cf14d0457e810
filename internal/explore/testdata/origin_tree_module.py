# A package that makes trees from text (a parser, as black's lib2to3_parse)
# and functions whose bodies test the kind of the node or leaf they get:
# origin.py's samples finds real leaves and nodes of each kind by parsing
# the module's own statements.
import re

NAME, NUMBER, LPAR, RPAR, OP = 1, 2, 3, 4, 5
BRACKETS = {LPAR, RPAR}
LINE = 256


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
            lines.append(Node(LINE, leaves))
    return Node(LINE + 1, lines)


def is_number(leaf: Leaf) -> bool:
    return leaf.kind == NUMBER


def describe_leaf(leaf: Leaf) -> str:
    if leaf.kind == NAME:
        return "name"
    if leaf.kind in BRACKETS:
        return "bracket"
    if is_number(leaf):
        return "number"
    return "other"


def opens_group(node: Node) -> bool:
    for child in node.children:
        if child.kind == LPAR:
            return True
    return False


def text_of(leaf: Leaf) -> str:
    return leaf.text
