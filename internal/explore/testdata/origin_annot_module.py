# A fake module for TestOriginAnnotations: parameters whose annotation
# names a class only a type checker imports, a Union, type[X], and
# constructors whose arguments are annotated with classes of this module
# as text or of another module; an instance holding plain data;
# containers of an element type, an enumeration.
from __future__ import annotations

import argparse
import enum
import typing
from typing import TYPE_CHECKING, Dict, List, Optional, Set

if TYPE_CHECKING:
    from textwrap import TextWrapper


class Cmd:
    def __init__(self, name: str):
        self.name = name


class Ctx:
    def __init__(self, command: "Cmd"):
        self.command = command


class Parsed:
    def __init__(self, parser: argparse.ArgumentParser):
        self.parser = parser


class Parser:
    def __init__(self, prog: str):
        self.prog = prog


class Job:
    def __init__(self, parser):
        self.parser = parser


class Exporter:
    def __init__(self, out: list, indent=None):
        self.out = out
        self.indent = indent
        self.first = True

    def export(self, depth=1):
        if self.indent:
            self.out.append(" " * self.indent * depth)
        return len(self.out)


def register(code_or_exception: typing.Union[typing.Type[Exception], int], handlers: dict):
    if isinstance(code_or_exception, int):
        handlers[code_or_exception] = "code"
        return "code"
    if issubclass(code_or_exception, Exception):
        handlers[code_or_exception] = "class"
        return code_or_exception.__name__


def wrap(w: Optional["TextWrapper"], text: str):
    return w.wrap(text + " and more")


def handle(ctx: Ctx):
    return ctx.command.name


def parse(p: Parsed):
    return p.parser.prog is not None


def run(job: Job):
    return job.parser.prog


class Color(enum.Enum):
    # No constructor alternative names a member: its first one.
    RED = "r"
    BLUE = "b"


def tally(names: List[str], colors: Set[Color], weights: Dict[str, float]):
    out = []
    for n in names:
        out.append(n.upper())
    for c in colors:
        out.append(c.name)
    for k, w in weights.items():
        out.append(w + 1)
    return out
