# A parser (as black's lib2to3_parse) and functions that test the items of
# a sequence they are given (a line's leaves, a list of leaves): origin.py's
# samples tells parsed candidates apart by those tests, through the names
# the body binds to the sequence (LL = line.children, LL = list(leaves)),
# and gives a parameter annotated as a sequence of leaves the real lists
# the parsed nodes hold.
import re
from typing import Iterable

NAME, NUMBER, STRING, OP = 1, 2, 3, 4

TOKEN = re.compile(r"\s*(?:([A-Za-z_]\w*)|(\d+)|('[^']*'|\"[^\"]*\")|(\S))")


class Leaf:
    def __init__(self, kind: int, text: str):
        self.kind = kind
        self.text = text


class Node:
    def __init__(self, kind: int, children: list):
        self.kind = kind
        self.children = list(children)

    def first(self) -> str:
        if self.children and self.children[0].kind == STRING:
            return "text"
        return "other"


def parse(src: str) -> Node:
    """A tree of the text: a node per line, a leaf per token."""
    lines = []
    for line in src.splitlines():
        leaves = [Leaf(next(i for i in range(1, 5) if m.group(i) is not None), m.group(0).strip())
                  for m in TOKEN.finditer(line) if m.group(0).strip()]
        if leaves:
            lines.append(Node(256, leaves))
    return Node(257, lines)


class Scanner:
    OPERATORS = [OP]

    def operators(self, leaves: Iterable[Leaf]) -> int:
        LL = list(leaves)
        i = 0
        while i < len(LL) and LL[i].kind in self.OPERATORS:
            i += 1
        return i


def starts_with_text(line: Node) -> str:
    LL = line.children
    idx = 0
    if LL[idx].kind == STRING:
        return "text"
    if LL[idx].text == "in":
        return "keyword"
    return "other"


total = -1 + 2
(total, NAME)  # a statement that begins with an operator


def count_calls(src: str) -> int:
    """Count the calls of the code given as text.

    Example, this

        print(len(items))

    has two.
    """
    calls = 0
    for word in src.split("("):
        if word[-1:].isalnum():
            calls += 1
    return calls


def encode(leaf: Leaf) -> bytes:
    # Bytes literals among the function's literals (parsed as texts too).
    if leaf.kind == STRING:
        return b"s:" + leaf.text.encode()
    return b"\n"
