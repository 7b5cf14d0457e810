# Origin test module (called_samples, own_default_exprs, callable_builtin):
# parameters that are functions, and defaults that are no literal.
from typing import Any, Callable, Iterator, List, Optional


class Piece:
    def __init__(self, text: str):
        self.text = text


def halves(piece: Piece) -> Iterator[Piece]:
    """A function of the package whose annotations fit Splitter."""
    n = len(piece.text) // 2
    yield Piece(piece.text[:n])
    yield Piece(piece.text[n:])


def count(piece: Piece) -> int:
    return len(piece.text)


Splitter = Callable[[Piece], Iterator[Piece]]


def split_all(pieces: List[Piece], split_func: Splitter) -> List[str]:
    out = []
    for p in pieces:
        for q in split_func(p):
            out.append(q.text)
    return out


def drain(iterable, errback, *a, **kw):
    for x in iterable:
        try:
            return x
        except Exception:
            errback(x, *a, **kw)


def render(items, formatvalue=lambda v: "=" + repr(v), formatname=str, *, sep=", ".join):
    return sep(formatname(i) + formatvalue(i) for i in items)


class Converter:
    def __init__(self, func: Callable[[Any], Any]):
        self.func = func

    def convert(self, value):
        return self.func(value)


class Task:
    """A class whose optional arguments set what its methods test."""

    def __init__(self, name: str, deprecated: bool = False, callback: Optional[Callable[..., Any]] = None, retries: int = 0):
        self.name = name
        self.deprecated = deprecated
        self.callback = callback
        self.retries = retries

    def run(self):
        if self.deprecated:
            print("deprecated")
        if self.callback is not None:
            return self.callback()
        return self.name


class Req:
    def __init__(self, url: str, method: str = "GET"):
        self.url = url
        self.method = method


def handle(req: Req):
    if req.method == "HEAD":
        return "head"
    return "get"


class Tag:
    key = None

    def __init__(self, owner):
        self.owner = owner


class DictTag(Tag):
    key = "d"


class _HiddenTag(Tag):
    key = "h"


def register(owner, tag_class: "type[Tag]"):
    tag = tag_class(owner)
    if tag.key is not None:
        return tag.key
    return None
