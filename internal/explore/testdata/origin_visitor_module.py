# A parser makes trees from text (as black's lib2to3_parse) and a generic
# visitor parameterized with Line (as black's LineGenerator(Visitor[Line]))
# yields the lines of a tree: origin.py's samples finds real lines, which
# no parser returns, by visiting parsed text. The visitor's constructor
# takes an abstract collection (Collection[str]), valued as an empty one.
import re
from typing import Collection, Generic, Iterator, TypeVar

T = TypeVar("T")
NAME, NUMBER, LPAR = 1, 2, 3


class Leaf:
    def __init__(self, kind: int, text: str):
        self.kind = kind
        self.text = text


class Node:
    def __init__(self, children: list):
        self.children = list(children)


def parse(src: str) -> Node:
    """A node per line of the text, a leaf per token."""
    out = []
    for line in src.splitlines():
        leaves = []
        for m in re.finditer(r"\s*(?:([A-Za-z_]\w*)|(\d+)|(\())", line):
            kind = next(i for i in range(1, 4) if m.group(i) is not None)
            leaves.append(Leaf(kind, m.group(kind)))
        out.append(Node(leaves))
    return Node(out)


class Line:
    def __init__(self, depth: int = 0):
        self.depth = depth
        self.leaves = []


class Visitor(Generic[T]):
    def visit(self, node: Node) -> Iterator[T]:
        yield from ()


class LineMaker(Visitor[Line]):
    def __init__(self, features: Collection[str]):
        self.features = set(features)

    def visit(self, node: Node) -> Iterator[Line]:
        for child in node.children:
            line = Line()
            line.leaves = list(child.children)
            yield line


def first_kind(line: Line) -> str:
    for leaf in line.leaves:
        if leaf.kind == LPAR:
            return "call"
    return "plain"
